// MicroPython side of the benchmark (tools/bench/core.py runs it; see docs/benchmarks.md).
//
//   node tools/bench/mp_bench.mjs '{"game": "rift", "options": {"ring": 4}, "runs": 5, ...}'
//
// Runs one title inside the real MicroPython 1.27 interpreter (WebAssembly
// build, pinned in package.json) and prints one JSON object:
//   speed: µs per random-playout ply (legal_moves() + play()), one figure per
//          run, timed with time.ticks_us inside the interpreter, one game per
//          top-level call (this interpreter collects garbage only between
//          top-level calls, so GC pauses are not in these figures);
//   heap:  whether the modules, imported from .py source one per top-level
//          call, plus full random games played one move per call, fit in a
//          heap of `budget` bytes; and by bisection the smallest heap that
//          never grows, for that job (needed) and for the imports alone;
//   live:  bytes still allocated after gc.collect(): each imported module, and
//          a game at its start, mid-way and at its largest.
// The random choice is moves[Rng(seed + 1000).below(len(moves))], as in bench.py.
// `parts` (default all three) names the figures to measure: tools/bench/ab.py
// asks for "speed" alone in each of its paired runs.
import { PLAYOUT_FOLDER, interpreter as fresh, gameFolders, playoutSource, pyOptions, smallestHeap as bisect } from "./mp_harness.mjs";

const cfg = Object.assign({
  root: ".", game: "dance", options: {}, runs: 5, minMs: 400, heapSeeds: 3,
  budget: 48 * 1024, step: 256, speedHeap: 16 * 1024 * 1024, maxPlies: 100000,
  parts: ["speed", "heap", "live"],
}, JSON.parse(process.argv[2] || "{}"));
const LOWEST_HEAP = 2048; // below this the bare interpreter already grows its heap

// Only the modules this game can load: the shared base and core/<game>/,
// and the playout that speed() times.
const FOLDERS = Object.assign(gameFolders(cfg.game, ["__init__.py", "game.py", "options.py", "rng.py"], cfg.root),
  PLAYOUT_FOLDER);
// Imported one per top-level call (see loadGame): the shared base, the
// helpers the game module imports (found by importModules), the game last.
const BASE = ["core", "core.options", "core.game", "core.rng"];
let IMPORTS = null;

const DEFINE = `
from core import new_game
from core.rng import Rng
_opts = ${pyOptions(cfg.options)}
_g = None
_r = None

def _step():
    m = _g.legal_moves()
    if m:
        _g.play(m[_r.below(len(m))])
    else:
        print("over")
`;

// A fresh interpreter with the game's files; see tools/bench/mp_harness.mjs.
function interpreter(heapsize, watch = false) {
  return fresh(heapsize, FOLDERS, watch);
}

// Live bytes: the interpreter keeps the previous call's objects reachable,
// so collect in two separate calls before reading.
function live(r) {
  r("gc.collect()");
  return Number(r("gc.collect()\nprint(gc.mem_alloc())"));
}

// Which helpers in core/<game>/ does importing the game module load?
async function importModules() {
  const r = await interpreter(cfg.speedHeap);
  const name = "core." + cfg.game + ".rules";
  const found = r(`import ${name}\nprint(" ".join(sorted(m for m in sys.modules if m.startswith("core.${cfg.game}") and m != "${name}")))`);
  return BASE.concat(found.trim().split(" ").filter(Boolean), [name]);
}

function loadGame(r, afterEach) {
  for (const mod of IMPORTS) {
    r("import " + mod);
    if (afterEach) afterEach(mod);
  }
  r(DEFINE);
}

function newGame(r, seed) {
  r(`_g = None\n_r = Rng(${seed + 1000})`);
  r(`_g = new_game(${JSON.stringify(cfg.game)}, ${seed}, **_opts)`);
}

// Play the current game to its end, one move per top-level call; `each`
// runs between moves. Returns the number of plies.
function playOut(r, each) {
  for (let plies = 0; plies <= cfg.maxPlies; plies++) {
    if (r("_step()").includes("over")) return plies;
    if (each) each(plies + 1);
  }
  throw new Error(`no end after ${cfg.maxPlies} plies`);
}

async function speed() {
  const r = await interpreter(cfg.speedHeap);
  loadGame(r);
  r(playoutSource(cfg.game, cfg.options));  // here only: the heap figures never import it
  const runs = [];
  let seed = 1, games = 0;
  // Run 0 (at least 300 ms) lets the WebAssembly engine warm up; not reported.
  for (let i = 0; i <= cfg.runs; i++) {
    let us = 0, plies = 0, n = 0;
    const t0 = Date.now(), ms = i ? cfg.minMs : Math.max(cfg.minMs, 300);
    while (Date.now() - t0 < ms || n < 1) {
      const [dt, k] = r(`_game(new_game, ${seed++})`).trim().split(" ").map(Number);
      us += dt; plies += k; n++;
    }
    if (i === 0) continue;
    games += n;
    runs.push({ usPerPly: us / plies, gamesPerSec: n / (us / 1e6), pliesPerGame: plies / n });
  }
  return { runs, games };
}

// Does the job fit in `heapsize` bytes without the heap growing? The job is
// the imports, then (if `play`) full games one move per call.
async function fits(heapsize, play) {
  const r = await interpreter(heapsize, true);
  const start = r.peak();
  loadGame(r);
  const imported = r.peak();
  let plies = 0;
  for (let s = 1; play && s <= cfg.heapSeeds; s++) {
    newGame(r, s);
    plies += playOut(r);
  }
  const peak = r.peak();
  return { heapsize, start, imported, peak, fits: peak <= start, plies };
}

// The smallest heap size (to cfg.step bytes) in which the job fits.
function smallestHeap(play) {
  return bisect(async (heapsize) => (await fits(heapsize, play)).fits,
    { low: LOWEST_HEAP, budget: cfg.budget, step: cfg.step });
}

async function heap() {
  const atBudget = await fits(cfg.budget, true);
  return {
    budget: cfg.budget, atBudget,
    needed: await smallestHeap(true),
    importNeeded: await smallestHeap(false),
  };
}

async function liveBytes() {
  const r = await interpreter(cfg.speedHeap);
  const modules = {};
  let last = live(r);
  loadGame(r, (mod) => { const now = live(r); modules[mod] = now - last; last = now; });
  r("_r = Rng(1001)");
  const before = live(r);
  r(`_g = new_game(${JSON.stringify(cfg.game)}, 1, **_opts)\n_g.legal_moves()`);
  const sizes = [live(r) - before];
  // A game awaiting a move: its legal-move list is cached, as in play.
  playOut(r, () => { r("_g.legal_moves()"); sizes.push(live(r) - before); });
  return {
    modules, start: sizes[0], mid: sizes[Math.floor(sizes.length / 2)],
    max: Math.max(...sizes), plies: sizes.length - 1,
  };
}

const report = { game: cfg.game, options: cfg.options };
try {
  IMPORTS = await importModules();
  if (cfg.parts.includes("speed")) report.speed = await speed();
  if (cfg.parts.includes("heap")) report.heap = await heap();
  if (cfg.parts.includes("live")) report.live = await liveBytes();
} catch (err) {
  report.error = (err.type ? err.type + ": " : "") + err.message;
}
console.log(JSON.stringify(report));
