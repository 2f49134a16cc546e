// Speed and heap of the two-player bots inside MicroPython 1.27 (WebAssembly).
//
//   node tools/ai_bench.mjs                      # dance and venice, normal and hard
//   node tools/ai_bench.mjs '{"games": ["dance"], "levels": ["hard"], "seeds": 2, "slice": 8}'
//
// For each game and level the bot plays both seats of whole games (seeds
// 1..N). Speed: every move's thinking (Thinker(...) plus all its steps) is
// timed with time.ticks_us inside the interpreter; the bot thinks in slices
// of `slice` units, one top-level call each, as the firmware would between
// frames (this interpreter collects garbage only between top-level calls).
// The Pico estimate is ms x 50 (docs/benchmarks.md). Heap, by the strict
// method of tools/mp_bench.mjs: the smallest heap (1 KB steps) in which
// importing the modules one per call and playing seed 1 never grows the heap.
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import { readdirSync, readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const cfg = Object.assign({ games: ["dance", "venice"], levels: ["normal", "hard"], seeds: 3,
  slice: 16, budget: 48 * 1024, step: 1024 }, JSON.parse(process.argv[2] || "{}"));
const PICO_PER_WASM = 50;

function files(game) {
  return readdirSync(join(ROOT, "core")).filter((n) => n.endsWith(".py") &&
    (["__init__.py", "game.py", "options.py", "rng.py", "ai.py"].includes(n) ||
     n === game + ".py" || n.startsWith(game + "_")))
    .map((n) => [n, readFileSync(join(ROOT, "core", n))]);
}

const DRIVER = (game, level) => `
import time
from core import new_game
from core.${game}_ai import Thinker
_g = _t = None
_times = []
def _new(seed):
    global _g
    _g = None
    _g = new_game("${game}", seed)
def _start(seed):
    global _t, _acc
    t = time.ticks_us()
    _t = Thinker(_g.view(_g.to_move()), "${level}", seed)
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

async function interpreter(game, heapsize) {
  let out = "", peak = 0;
  const mp = await loadMicroPython({ heapsize, stdout: (t) => { out += t + "\n"; } });
  mp.FS.mkdir("/proj");
  mp.FS.mkdir("/proj/core");
  for (const [name, data] of files(game)) mp.FS.writeFile("/proj/core/" + name, data);
  const r = (src) => {
    out = "";
    mp.runPython(src + "\nmicropython.mem_info()");
    peak = Math.max(peak, Number(/GC: total: (\d+)/.exec(out)[1]));
    return out;
  };
  r.peak = () => peak;
  r("import gc, sys, micropython\nsys.path.insert(0, '/proj')");
  return r;
}

// Imports one module per call (as mp_bench.mjs), then plays `seeds` games.
async function run(game, level, heapsize, seeds) {
  const r = await interpreter(game, heapsize);
  const start = r.peak();
  for (const mod of ["core", "core.options", "core.game", "core.rng", "core.ai", `core.${game}`,
    `core.${game}_world`, `core.${game}_ai`]) r("import " + mod);
  r(DRIVER(game, level));
  let ply = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    r(`_new(${seed})`);
    for (;;) {
      r(`_start(${seed * 1000 + ply++})`);
      while (!r(`print(_slice(${cfg.slice}))`).startsWith("True"));
      if (r("_finish()").startsWith("True")) break;
    }
  }
  const times = JSON.parse(r("print(_times)").split("\n")[0]);
  return { times, fits: r.peak() <= start, peak: r.peak() };
}

function pct(values, q) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

for (const game of cfg.games) {
  for (const level of cfg.levels) {
    const { times } = await run(game, level, 16 * 1024 * 1024, cfg.seeds);
    const ms = times.map((us) => us / 1000);
    let lo = 8 * 1024, hi = cfg.budget;
    while (!(await run(game, level, hi, 1)).fits) { lo = hi; hi *= 2; }
    while (hi - lo > cfg.step) {
      const mid = Math.round((lo + hi) / 2 / cfg.step) * cfg.step;
      if (mid <= lo || mid >= hi) break;
      if ((await run(game, level, mid, 1)).fits) hi = mid; else lo = mid;
    }
    console.log(`${game} ${level}: ${ms.length} moves; WebAssembly ms per move median ` +
      `${pct(ms, 0.5).toFixed(2)}, p95 ${pct(ms, 0.95).toFixed(2)}, max ${Math.max(...ms).toFixed(2)}` +
      ` -> Pico p95 ~ ${(pct(ms, 0.95) * PICO_PER_WASM / 1000).toFixed(2)} s; heap needed ` +
      `${(hi / 1024).toFixed(0)} KB (budget ${(cfg.budget / 1024).toFixed(0)} KB, slices of ${cfg.slice} units)`);
  }
}
