// Rift hint/autoplay on the device: time per move and heap, inside MicroPython.
//
//   node tools/rift_ai_bench.mjs '{"ring": 3, "games": 6, "budget": 49152}'
//
// Every move of whole games is chosen as the firmware's hint key would:
// Thinker(view, "device").best(), then played; one move per top-level call
// (this WebAssembly MicroPython collects garbage only between calls).
// Prints one JSON object:
//   speed: µs per move (median, p95, max) timed with time.ticks_us inside
//          the interpreter; a Pico takes about 50 times as long (NOTES.md);
//   heap:  the strict method of tools/mp_bench.mjs: modules imported from .py
//          source one per call, then the games, in a heap of `budget` bytes;
//          fits if the heap never grew; and by bisection the smallest heap
//          that never grows (to `step` bytes).
import { interpreter as fresh, percentile, projectFiles, smallestHeap } from "./mp_harness.mjs";

const cfg = Object.assign({ ring: 3, games: 6, heapGames: 2, budget: 48 * 1024, step: 512 },
  JSON.parse(process.argv[2] || "{}"));
const FILES = projectFiles("core", (n) => /^(__init__|game|options|rng|rift.*)\.py$/.test(n));
const IMPORTS = ["core", "core.options", "core.game", "core.rng", "core.rift_layout",
  "core.rift_moves", "core.rift_score", "core.rift_view", "core.rift", "core.rift_world",
  "core.rift_judge", "core.rift_plan", "core.rift_ai"];

async function interpreter(heapsize) {
  const r = await fresh(heapsize, { core: FILES });
  for (const mod of IMPORTS) r("import " + mod);
  r(`
from core.rift import Rift
from core.rift_ai import Thinker
_g = None
def _move():
    if _g.is_over():
        print("over")
        return
    t = time.ticks_us()
    m = Thinker(_g.view(0), "device").best()[0]
    print("us", time.ticks_diff(time.ticks_us(), t))
    _g.play(m)
`);
  return r;
}

// Play games 1..n one move per call; the per-move times in µs.
function play(r, n) {
  const times = [];
  for (let s = 1; s <= n; s++) {
    r("_g = None");
    r(`_g = Rift(${s}, ring=${cfg.ring})`);
    for (;;) {
      const out = r("_move()");
      if (out.includes("over")) break;
      times.push(Number(/us (\d+)/.exec(out)[1]));
    }
  }
  return times;
}

async function fits(heapsize) {
  const r = await interpreter(heapsize);
  // The interpreter's own start is the floor: the heap must not grow past it.
  play(r, cfg.heapGames);
  return r.peak() <= heapsize;
}

const big = await interpreter(16 * 1024 * 1024);
const times = play(big, cfg.games);
const speed = { moves: times.length, medianUs: percentile(times, 0.5),
  p95Us: percentile(times, 0.95), maxUs: Math.max(...times) };
const atBudget = await fits(cfg.budget);
const needed = await smallestHeap(fits, { low: 8 * 1024, budget: cfg.budget, step: cfg.step });
console.log(JSON.stringify({ ring: cfg.ring, speed, heap: { budget: cfg.budget, fits: atBudget, needed } }));
