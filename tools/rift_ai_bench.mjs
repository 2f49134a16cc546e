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
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import { readdirSync, readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const cfg = Object.assign({ ring: 3, games: 6, heapGames: 2, budget: 48 * 1024, step: 512 },
  JSON.parse(process.argv[2] || "{}"));
const FILES = readdirSync(join(ROOT, "core"))
  .filter((n) => /^(__init__|game|options|rng|rift.*)\.py$/.test(n))
  .map((n) => [n, readFileSync(join(ROOT, "core", n))]);
const IMPORTS = ["core", "core.options", "core.game", "core.rng", "core.rift_layout",
  "core.rift_moves", "core.rift_score", "core.rift_view", "core.rift", "core.rift_world",
  "core.rift_judge", "core.rift_plan", "core.rift_ai"];

async function interpreter(heapsize) {
  let out = "", peak = 0;
  const mp = await loadMicroPython({ heapsize, stdout: (t) => { out += t + "\n"; } });
  mp.FS.mkdir("/proj");
  mp.FS.mkdir("/proj/core");
  for (const [name, data] of FILES) mp.FS.writeFile("/proj/core/" + name, data);
  const r = (src) => {
    out = "";
    mp.runPython(src + "\nmicropython.mem_info()");
    peak = Math.max(peak, Number(/GC: total: (\d+)/.exec(out)[1]));
    return out;
  };
  r.peak = () => peak;
  r("import gc, sys, time, micropython\nsys.path.insert(0, '/proj')");
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
const times = play(big, cfg.games).sort((a, b) => a - b);
const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const speed = { moves: times.length, medianUs: pick(0.5), p95Us: pick(0.95), maxUs: times[times.length - 1] };
let lo = 8 * 1024, hi = cfg.budget;
const atBudget = await fits(hi);
if (!atBudget) { lo = hi; hi *= 2; while (!(await fits(hi))) { lo = hi; hi *= 2; } }
while (hi - lo > cfg.step) {
  const mid = Math.round((lo + hi) / 2 / cfg.step) * cfg.step;
  if (mid <= lo || mid >= hi) break;
  if (await fits(mid)) hi = mid; else lo = mid;
}
console.log(JSON.stringify({ ring: cfg.ring, speed, heap: { budget: cfg.budget, fits: atBudget, needed: hi } }));
