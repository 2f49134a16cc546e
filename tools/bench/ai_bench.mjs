// Speed and heap of the two-player bots inside MicroPython 1.27 (WebAssembly).
//
//   node tools/bench/ai_bench.mjs                      # dance and venice, normal and hard
//   node tools/bench/ai_bench.mjs '{"games": ["dance"], "levels": ["hard"], "seeds": 2, "slice": 8}'
//
// For each game and level the bot plays both seats of whole games (seeds
// 1..N, after an untimed warm-up game 0). Speed: every move's thinking
// (Thinker(...) plus all its steps) is timed with time.ticks_us inside the
// interpreter, and by the process CPU time of those calls (less disturbed
// when other jobs share the machine); the bot thinks in slices
// of `slice` units, one top-level call each, as the firmware would between
// frames (this interpreter collects garbage only between top-level calls).
// The Pico estimate is ms x the game's factor (tools/bench/pico.json). Heap, by the strict
// method of tools/bench/mp_bench.mjs: the smallest heap (1 KB steps) in which
// importing the modules one per call and playing seed 1 never grows the heap.
import { PICO_FACTOR, gameFolders, interpreter, percentile, smallestHeap } from "./mp_harness.mjs";

const cfg = Object.assign({ games: ["dance", "venice"], levels: ["normal", "hard"], seeds: 3,
  slice: 16, budget: 48 * 1024, step: 1024 }, JSON.parse(process.argv[2] || "{}"));

// What each bot needs, in import order (the game's modules first).
const BOT_MODULES = {
  dance: ["core.dance", "core.dance.board", "core.dance.score", "core.dance.rules", "core.dance.bot_board", "core.dance.bot"],
  venice: ["core.venice", "core.venice.cards", "core.venice.moves", "core.venice.rules", "core.venice.unseen", "core.venice.bot_plays", "core.venice.bot"],
};

function files(game) {
  return gameFolders(game, ["__init__.py", "game.py", "options.py", "rng.py", "thinker.py", "search.py"]);
}

const DRIVER = (game, level) => `
import time
from core import new_game
from core.${game}.bot import thinker
_g = _t = None
_times = []
def _new(seed):
    global _g
    _g = None
    _g = new_game("${game}", seed)
def _start(seed):
    global _t, _acc
    t = time.ticks_us()
    _t = thinker(_g.view(_g.to_move()), "${level}", seed)
    _acc = time.ticks_diff(time.ticks_us(), t)
def _slice(n):
    global _acc
    t = time.ticks_us()
    done = _t.step(n)
    _acc += time.ticks_diff(time.ticks_us(), t)
    return done
def _finish():
    global _t
    _g.play(_t.best())
    _t = None
    _times.append(_acc)
    print(_g.is_over())
`;

// Imports one module per call (as mp_bench.mjs), then plays games `first`
// to `last`. With `timed`, the heap is not watched (so a call does only the
// bot's work) and the process CPU time of each move's calls is kept too.
async function run(game, level, heapsize, first, last, timed = false) {
  const r = await interpreter(heapsize, files(game), !timed);
  const start = r.peak();
  for (const mod of ["core", "core.options", "core.game", "core.rng", "core.thinker", "core.search", ...BOT_MODULES[game]])
    r("import " + mod);
  r(DRIVER(game, level));
  const cpu = [];
  let ply = 0, warm = 0;
  for (let seed = first; seed <= last; seed++) {
    if (seed === 1) warm = cpu.length;  // the moves of game 0
    r(`_new(${seed})`);
    for (;;) {
      const c0 = process.cpuUsage();
      r(`_start(${seed * 1000 + ply++})`);
      while (!r(`print(_slice(${cfg.slice}))`).startsWith("True"));
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      if (r("_finish()").startsWith("True")) break;
    }
  }
  const times = JSON.parse(r("print(_times)").split("\n")[0]);
  return { times: times.slice(warm), cpu: cpu.slice(warm), fits: r.peak() <= start, peak: r.peak() };
}

const stats = (ms) => `median ${percentile(ms, 0.5).toFixed(2)}, p95 ${percentile(ms, 0.95).toFixed(2)}, ` +
  `max ${Math.max(...ms).toFixed(2)}`;

for (const game of cfg.games) {
  for (const level of cfg.levels) {
    // Game 0 is a warm-up, left out of the figures: the first thousands of
    // calls run slower while Node compiles the interpreter (a Pico has no
    // such start), which put the opening moves of game 1 at 2-6x the rest.
    const { times, cpu: cms } = await run(game, level, 16 * 1024 * 1024, 0, cfg.seeds, true);
    const ms = times.map((us) => us / 1000);
    const pico = (q) => (percentile(q, 0.95) * PICO_FACTOR[game] / 1000).toFixed(2);
    const fits = async (heapsize) => (await run(game, level, heapsize, 1, 1)).fits;
    const hi = await smallestHeap(fits, { low: 8 * 1024, budget: cfg.budget, step: cfg.step });
    console.log(`${game} ${level}: ${ms.length} moves; WebAssembly ms per move ${stats(ms)}` +
      ` -> Pico p95 ~ ${pico(ms)} s` +
      ` (process CPU ms ${stats(cms)} -> Pico p95 ~ ${pico(cms)} s);` +
      ` heap needed ${(hi / 1024).toFixed(0)} KB (budget ${(cfg.budget / 1024).toFixed(0)} KB, slices of ${cfg.slice} units)`);
  }
}
