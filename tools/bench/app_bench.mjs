// MicroPython side of the firmware app benchmark (tools/bench/app.py runs it).
//
//   node tools/bench/app_bench.mjs '{"title": "Rift of Portals", "settings": [["Ring", "Ring: 4"]], ...}'
//
// Runs the real firmware app inside MicroPython 1.27 (WebAssembly, pinned in
// package.json) on the stand-in hardware of tools/sim/mpdevice.py, imported from
// .py source, and plays one whole game through key events chosen by
// tools/sim/appkeys.py (a random legal move each turn). Prints one JSON object:
//   startup: µs from the first firmware import to the first menu frame;
//   steps:   per key event, the µs of the app's frame that handled it (the
//            key-choosing driver is not timed) and what it did; and the µs
//            of a frame with no key right after it (animations). The game
//            is played `runs` times, each in a fresh interpreter, and each
//            figure is the fastest of the runs: these machines are shared,
//            and their noise only ever adds time (single frames of 0.1 ms
//            show spikes of 3-20 ms). Garbage is collected before each
//            timed frame, so no collection lands inside one;
//   live:    bytes allocated after gc.collect() between key events, minus
//            what the harness itself holds before the firmware is imported;
//   heap:    the smallest heap in which the whole job never grows (1 KB
//            steps): firmware modules imported one per top-level call, the
//            game's modules one per call before its Start key, then one key
//            event per call, as this interpreter collects garbage only
//            between top-level calls (docs/benchmarks.md); heapSetBy names
//            the call that overflowed a heap one step smaller.
// The device gets a 4 KB bytearray as its nvm, owned by the harness: the
// board's microcontroller.nvm is flash, not heap.
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { GC_EVERY_CALL } from "./mp_harness.mjs";

const cfg = Object.assign({
  root: ".", title: "Twilight Dance", game: "dance", settings: [], build: "full", seed: 1,
  bigHeap: 16 * 1024 * 1024, runs: 3, budget: 100 * 1024, step: 1024, maxSteps: 5000,
}, JSON.parse(process.argv[2] || "{}"));

// What the board loads before its first frame, leaves first (code.py also
// imports firmware.hardware, which is replaced here by tools/sim/mpdevice.py).
const FIRMWARE = ["firmware", "firmware.colour", "firmware.layout", "firmware.keymap",
  "firmware.device", "firmware.chooser", "firmware.oled", "firmware.menu", "firmware.app"];
const DIRS = [];

// [path, bytes] of every .py file under dir (its folders go in DIRS).
function pyFiles(dir) {
  DIRS.push(dir);
  const out = [];
  for (const n of readdirSync(join(cfg.root, dir))) {
    const path = dir + "/" + n;
    if (n === "__pycache__") continue;
    if (statSync(join(cfg.root, path)).isDirectory()) out.push(...pyFiles(path));
    else if (n.endsWith(".py")) out.push([path, readFileSync(join(cfg.root, path))]);
  }
  return out;
}
DIRS.push("tools", "tools/sim");
const FILES = pyFiles("core").concat(pyFiles("firmware"),
  [["tools/__init__.py", ""], ["tools/sim/__init__.py", ""], ["tools/sim/mpdevice.py", readFileSync(join(cfg.root, "tools/sim/mpdevice.py"))],
    ["tools/sim/appkeys.py", readFileSync(join(cfg.root, "tools/sim/appkeys.py"))]]);

// The game's modules in an order where each one's imports come before it.
function gameModules() {
  const source = {};
  for (const [path, data] of FILES) source[path.slice(0, -3).replaceAll("/", ".").replace(/\.__init__$/, "")] = String(data);
  const wanted = ["core", "core.options", "core.game", "core.rng", "core." + cfg.game + ".rules",
    "firmware.play.picker", "firmware.play.screen", "firmware.play." + cfg.game];
  const order = [];
  const visit = (mod) => {
    if (order.includes(mod) || FIRMWARE.includes(mod) || !(mod in source)) return;
    for (const m of source[mod].matchAll(/^\s*(?:from (\S+) import (.*)|import (\S+))/gm)) {
      const base = m[1] || m[3];
      visit(base);
      if (m[2]) for (const name of m[2].split(",")) visit(base + "." + name.trim().split(" ")[0]);
    }
    order.push(mod);
  };
  wanted.forEach(visit);
  return order;
}

const DRIVER = `
from tools.sim import appkeys
_state = [${cfg.seed} % 65537 or 1]

def _pick(n):
    _state[0] = (_state[0] * 75 + 74) % 65537
    return _state[0] % n

def _keys():
    yield from appkeys.start(_app, ${JSON.stringify(cfg.title)}, ${JSON.stringify(cfg.settings)})
    from firmware.play.screen import BOT  # loaded by the app by now
    while True:
        yield from appkeys.go_on(_app)
        if _app.current.state == BOT:
            yield None  # a bot seat thinks and shows its move: a frame
            continue
        if _app.game.is_over():
            break
        moves = _app.game.legal_moves()
        yield from appkeys.move(_app, moves[_pick(len(moves))])
    yield from appkeys.end(_app)

def _press():
    global _before
    k = next(_gen, "done")
    if k == "done":
        print("done")
        return
    game = _app.game
    _before = (game, len(game.history) if game else -1, k)
    if k is not None:
        _sim.tap(k)
    _sim.advance(20)
    gc.collect()  # no collection inside the timed frame (see the top)

def _idle():
    _sim.advance(33)
    gc.collect()

def _what():
    game, plies, k = _before
    what = "key" if k is not None else "frame"
    if game is None and _app.game is not None:
        what = "start"
    elif game is not None and len(game.history) > plies:
        what = "move"
    elif game is not None and _app.game is None:
        what = "quit"
    print(what if k is None else "%s %s" % (what, k))

def _nothing():
    pass
`;

async function interpreter(heapsize, watch) {
  let out = "", peak = 0;
  const mp = await loadMicroPython({ heapsize, stdout: (t) => { out += t + "\n"; } });
  mp.FS.mkdir("/proj");
  for (const dir of DIRS) mp.FS.mkdir("/proj/" + dir);
  for (const [path, data] of FILES) mp.FS.writeFile("/proj/" + path, data);
  const r = (src) => {
    out = "";
    mp.runPython(watch ? src + "\nmicropython.mem_info()" : src);
    if (watch) {
      peak = Math.max(peak, Number(/GC: total: (\d+)/.exec(out)[1]));
      if (r.grewAt === null && peak > r.base) r.grewAt = r.phase;
    }
    return out.split("stack: ")[0];  // what the call printed, without mem_info
  };
  r.peak = () => peak;
  r.phase = "start";
  r.base = Infinity;  // the heap's size before the job (set by `fits`)
  r.grewAt = null;  // the first call of the job that did not fit in it
  r.time = (src) => {  // µs the call takes, seen from JavaScript
    const t = process.hrtime.bigint();
    r(src);
    return Number(process.hrtime.bigint() - t) / 1000;
  };
  r("import gc, sys, time, micropython\nsys.path.insert(0, '/proj')\n" + (watch ? GC_EVERY_CALL : ""));
  r("from tools.sim import mpdevice\nmpdevice.install()");
  r(DRIVER);
  // The board's nvm (microcontroller.nvm) is not on the heap: the harness
  // owns this stand-in, so it is counted with the harness, not the app.
  r("_nvm = bytearray(4096)\nfor _i in range(4096): _nvm[_i] = 255");
  return r;
}

function live(r) {
  r("gc.collect()");
  return Number(r("gc.collect()\nprint(gc.mem_alloc())"));
}

const MAKE = `_device, _sim = mpdevice.make(${JSON.stringify(cfg.build)}, nvm=_nvm)
_app = App(_device, seed=${cfg.seed})
_app.step()
_gen = _keys()`;

// One whole game, a key event per call: the driver presses a key
// (untimed), the app runs the frame that handles it, then a frame with no
// key; `each(frame µs, idle frame µs, what happened)` follows every event.
function playGame(r, each) {
  for (let i = 0; i < cfg.maxSteps; i++) {
    r.phase = `key event ${i + 1}`;
    if (r("_press()").trim() === "done") return i;
    const us = r.time("_app.step()");
    r("_idle()");
    const idle = r.time("_app.step()");
    const what = r("_what()").trim();
    if (r.grewAt === r.phase) r.grewAt += ` (${what})`;
    r.phase = `key event ${i + 1} (${what})`;
    if (each) each(us, idle, what);
  }
  throw new Error(`no end after ${cfg.maxSteps} key events`);
}

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function timingRun(withLive) {
  const r = await interpreter(cfg.bigHeap);
  const harness = live(r);
  // Warm the WebAssembly engine up (compiling and running Python) first:
  // a fresh engine runs the first heavy calls several times slower.
  const t0 = Date.now();
  while (Date.now() - t0 < 400) r("exec(open('/proj/tools/sim/appkeys.py').read(), {})");
  for (let i = 0; i < 50; i++) r.time("_nothing()");
  const overhead = median(Array.from({ length: 100 }, () => r.time("_nothing()")));
  const startup = r.time("from firmware.app import App\n" + MAKE) - overhead;
  const menuLive = live(r) - harness;
  const steps = [], lives = [];
  playGame(r, (us, idle, what) => {
    steps.push({ us: Math.max(0, us - overhead), idle: Math.max(0, idle - overhead), what });
    if (withLive) lives.push(live(r) - harness);
  });
  return { overhead, startup, harness, menuLive, steps, lives };
}

// The same game `runs` times, each in a fresh interpreter: every figure is
// the fastest of the runs (noise on a shared machine only ever adds time).
async function timing() {
  const best = await timingRun(true);
  for (let i = 1; i < cfg.runs; i++) {
    const again = await timingRun(false);
    if (again.steps.length !== best.steps.length) throw new Error("runs differ: not deterministic");
    best.startup = Math.min(best.startup, again.startup);
    best.steps.forEach((s, k) => {
      s.us = Math.min(s.us, again.steps[k].us);
      s.idle = Math.min(s.idle, again.steps[k].idle);
    });
  }
  return best;
}

// Does the job fit in `heapsize` bytes without the heap ever growing?
async function fits(heapsize) {
  const r = await interpreter(heapsize, true);
  const start = r.base = r.peak();
  for (const mod of FIRMWARE) { r.phase = "import " + mod; r("import " + mod); }
  r.phase = "App() and the first menu frame";
  r("from firmware.app import App\n" + MAKE);
  const menu = r.peak();
  const modules = gameModules();
  for (const mod of modules) { r.phase = "import " + mod; r("import " + mod); }
  playGame(r);
  return { fits: r.peak() <= start && menu <= start, menuFits: menu <= start, grewAt: r.grewAt };
}

// The smallest heap (cfg.step resolution) passing `test`, and where a heap
// one step smaller first grew: the call that sets the figure.
async function smallest(test) {
  let lo = 8 * 1024, hi = cfg.budget, grewAt = null, f;
  while (!test(f = await fits(hi))) {
    lo = hi; grewAt = f.grewAt; hi *= 2;
    if (hi > 64 * cfg.budget) throw new Error("heap keeps growing");
  }
  while (hi - lo > cfg.step) {
    const mid = Math.round((lo + hi) / 2 / cfg.step) * cfg.step;
    if (mid <= lo || mid >= hi) break;
    if (test(f = await fits(mid))) hi = mid; else { lo = mid; grewAt = f.grewAt; }
  }
  return [hi, grewAt];
}

const report = { title: cfg.title, settings: cfg.settings, build: cfg.build };
try {
  Object.assign(report, await timing());
  report.gameModules = gameModules();
  [report.heapNeeded, report.heapSetBy] = await smallest((f) => f.fits);
  [report.menuHeapNeeded] = await smallest((f) => f.menuFits);
} catch (err) {
  report.error = (err.type ? err.type + ": " : "") + err.message;
}
console.log(JSON.stringify(report));
