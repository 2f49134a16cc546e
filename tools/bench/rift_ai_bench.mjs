// Rift hint/autoplay on the device: time per move and heap, inside MicroPython.
//
//   node tools/bench/rift_ai_bench.mjs '{"ring": 3, "games": 6, "budget": 49152}'
//   node tools/bench/rift_ai_bench.mjs '{"level": "expert", "games": 1}'
//
// Every move of whole games is chosen as the firmware's hint key and its
// autoplay do (firmware/play/bot_turn.py), a top-level call per frame: one call
// makes thinker(view, "device"), one call per step(1) until it is done,
// then one call takes best() and plays it (this WebAssembly MicroPython
// collects garbage only between calls, as a board would between frames).
// Prints one JSON object:
//   speed: µs per move (median, p95, max: all of its calls) and per call
//          (p95, max: what one frame waits): the process's CPU time around
//          each call (this port's time.ticks_us counts whole ms, and wall
//          time on a shared machine counts the others), in a big interpreter that
//          neither reads its heap nor collects garbage (a collection of its
//          16 MB between calls would be timed too); a Pico takes about
//          PICO_FACTOR.rift times as long (tools/bench/pico.json);
//   heap:  the strict method of tools/bench/mp_bench.mjs: modules imported from .py
//          source one per call, then the games, in a heap of `budget` bytes;
//          fits if the heap never grew; and by bisection the smallest heap
//          that never grows (to `step` bytes). The expert (desktop only: one
//          play-out a step) is timed the same way, for its Pico estimate; its
//          heap is not measured (null).
import { interpreter as fresh, gameFolders, percentile, smallestHeap } from "./mp_harness.mjs";

const cfg = Object.assign({ ring: 3, level: "device", games: 6, heapGames: 2, budget: 48 * 1024, step: 512 },
  JSON.parse(process.argv[2] || "{}"));
const FOLDERS = gameFolders("rift", ["__init__.py", "game.py", "options.py", "rng.py", "thinker.py"]);
const IMPORTS = ["core", "core.options", "core.game", "core.rng", "core.thinker", "core.rift", "core.rift.layout",
  "core.rift.moves", "core.rift.score", "core.rift.view", "core.rift.rules", "core.rift.world",
  "core.rift.plan_state", "core.rift.plan_view", "core.rift.plan_judge", "core.rift.plan_steps", "core.rift.plan",
  "core.rift.look", "core.rift.bot"];

async function interpreter(heapsize, watch = true) {
  const r = await fresh(heapsize, FOLDERS, watch);
  for (const mod of IMPORTS) r("import " + mod);
  r(`
from core.rift.rules import Rift
from core.rift.bot import thinker
_g = None
_t = None
def _frame():
    global _t
    if _t is None:
        _t = thinker(_g.view(0), "${cfg.level}")
    elif not _t.done():
        _t.step(1)
    else:
        _g.play(_t.best())
        _t = None
        print("moved", "over" if _g.is_over() else "")
`);
  return r;
}

// Play games 1..n, a frame per call; the µs of each move and of each call.
function play(r, n) {
  const moves = [], calls = [];
  for (let s = 1; s <= n; s++) {
    r("_g = None");
    r(`_g = Rift(${s}, ring=${cfg.ring})`);
    let move = 0;
    for (;;) {
      const start = process.cpuUsage();
      const out = r("_frame()");
      const used = process.cpuUsage(start);
      const us = used.user + used.system;
      calls.push(us);
      move += us;
      if (out.includes("moved")) {
        moves.push(move);
        move = 0;
        if (out.includes("over")) break;
      }
    }
  }
  return { moves, calls };
}

async function fits(heapsize) {
  const r = await interpreter(heapsize);
  // The interpreter's own start is the floor: the heap must not grow past it.
  play(r, cfg.heapGames);
  return r.peak() <= heapsize;
}

const big = await interpreter(16 * 1024 * 1024, false);
big("gc.disable()");  // else every call's timing includes collecting a 16 MB heap
const { moves, calls } = play(big, cfg.games);
const speed = { moves: moves.length, medianUs: percentile(moves, 0.5), p95Us: percentile(moves, 0.95),
  maxUs: Math.max(...moves), callMedianUs: percentile(calls, 0.5), callP95Us: percentile(calls, 0.95),
  callMaxUs: Math.max(...calls) };
let heap = null;
if (cfg.level === "device") {
  const atBudget = await fits(cfg.budget);
  heap = { budget: cfg.budget, fits: atBudget, needed: await smallestHeap(fits, { low: 8 * 1024, budget: cfg.budget, step: cfg.step }) };
}
console.log(JSON.stringify({ ring: cfg.ring, level: cfg.level, speed, heap }));
