// MicroPython side of tools/bench/ab.py: two engines in ONE interpreter,
// timed game by game in turn, so both see the same load on a noisy machine.
//
//   node tools/bench/ab_mp.mjs '{"rootA": "/tmp/x/tree", "rootB": ".", "game": "dance", "games": 60}'
//
// Tree A's core is loaded as the package `core_a` (every word `core` in its
// sources renamed), tree B's as `core`. Seeds 1, 2, ... are played as random
// playouts (legal_moves() + play(), the choice moves[Rng(seed + 1000).below(n)],
// as in mp_bench.mjs), each seed by A and by B, which goes first alternating.
// A few warm-up seeds are not counted. Prints one JSON object: µs per ply of
// each, and the A/B ratio of each block of 10 seeds.
import { PLAYOUT_FOLDER, interpreter, gameFolders, playoutSource } from "./mp_harness.mjs";

const cfg = Object.assign({ rootA: ".", rootB: ".", game: "dance", options: {}, games: 60,
  warm: 4, block: 10 }, JSON.parse(process.argv[2] || "{}"));
const BASE = ["__init__.py", "game.py", "options.py", "rng.py"];

// `core` -> `core_a` in tree A: its folders and every word in its sources.
function renamed(folders) {
  const out = {};
  for (const [dir, files] of Object.entries(folders)) {
    out[dir.replace(/^core/, "core_a")] = files.map(([n, s]) => [n, s.replace(/\bcore\b/g, "core_a")]);
  }
  return out;
}

const folders = Object.assign(renamed(gameFolders(cfg.game, BASE, cfg.rootA)),
  gameFolders(cfg.game, BASE, cfg.rootB), PLAYOUT_FOLDER);
const r = await interpreter(16 * 1024 * 1024, folders, false);
r(`
import core_a, core
from core.rng import Rng
` + playoutSource(cfg.game, cfg.options));
const time = { A: 0, B: 0 }, plies = { A: 0, B: 0 }, blocks = [];
let block = { A: 0, B: 0 };
for (let seed = 1; seed <= cfg.warm + cfg.games; seed++) {
  for (const side of seed % 2 ? ["A", "B"] : ["B", "A"]) {
    const [us, n] = r(`_game(${side === "A" ? "core_a" : "core"}.new_game, ${seed})`).trim().split(" ").map(Number);
    if (seed <= cfg.warm) continue;
    time[side] += us; plies[side] += n; block[side] += us;
  }
  if (seed > cfg.warm && (seed - cfg.warm) % cfg.block === 0) {
    blocks.push(block.A / block.B);
    block = { A: 0, B: 0 };
  }
}
if (plies.A !== plies.B) throw new Error(`the trees played different games: ${plies.A} and ${plies.B} plies`);
console.log(JSON.stringify({ game: cfg.game, games: cfg.games, plies: plies.A,
  usPerPlyA: time.A / plies.A, usPerPlyB: time.B / plies.B, blockRatios: blocks }));
