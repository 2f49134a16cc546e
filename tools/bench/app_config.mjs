// The firmware app benchmark's config (tools/bench/app_bench.mjs: its
// argument, over these defaults) and the files its interpreters hold: the
// project's modules and the libraries, and the order the board imports them in.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { boardSource } from "./mp_harness.mjs";

// The timing runs' heap: the board's at its REPL (171,296 B, CircuitPython
// 10.2.1 on a Pico) and about the harness's own bytes (its modules and the
// names it interns first: about 51 KB). A collection's time
// grows with the heap it sweeps: in a 16 MB heap the loading's
// gc.collect() after each module took 1 ms here, 0.14 ms in 200 KB, a
// seventh, which a frame on the board takes. Were more ever needed,
// this port would add to it (docs/benchmarks.md).
const TIMING_HEAP = 171296 + 52 * 1024;

export const cfg = Object.assign({
  root: ".", games: [["Twilight Dance", [], false]], build: "full", seed: 1, calls: false, how: false, libs: [], bigHeap: 16 * 1024 * 1024, timingHeap: TIMING_HEAP, runs: 3, budget: 100 * 1024, step: 1024,
  maxSteps: 5000, timing: true, boardStep: 2048, mpy: null, frozen: false,
}, JSON.parse(process.argv[2] || "{}"));

// {dir: [[name, source]]} of every .py file under dir, parents first.
function pyFolders(dir, out = {}) {
  out[dir] = [];
  for (const n of readdirSync(join(cfg.root, dir)).sort()) {
    if (n === "__pycache__") continue;
    const path = join(cfg.root, dir, n);
    if (statSync(path).isDirectory()) pyFolders(dir + "/" + n, out);
    else if (n.endsWith(".py")) out[dir].push([n, boardSource(readFileSync(path, "utf8"))]);
  }
  return out;
}
const sim = (n) => [n, boardSource(readFileSync(join(cfg.root, "tools/sim", n), "utf8"))];
// The libraries go in /proj/lib ([module path, file] pairs from app.py).
const LIBS = { lib: [] };
for (const [path, file] of cfg.libs) {
  const dir = ["lib"].concat(path.split("/").slice(0, -1)).join("/");
  if (!LIBS[dir]) LIBS[dir] = [];
  LIBS[dir].push([path.split("/").pop(), boardSource(readFileSync(file, "utf8"))]);
}
// Where the firmware reloads into each title (device.reload()), the
// desktop's stand-in for the board's reload is tools/sim/board.py: its
// Board runs the programs one after another in one interpreter (the timing
// run), and its Reloaded, raised out of a frame, ends an interpreter in the
// heap runs (the next program runs in a fresh one: replay()).
export const RELOADS = existsSync(join(cfg.root, "tools/sim/board.py"));
const FOLDERS = Object.assign(pyFolders("core"), pyFolders("firmware"),
  { tools: [["__init__.py", ""]], "tools/sim": [["__init__.py", ""], sim("mpdevice.py"), sim("pixels.py"), sim("buzzer.py"),
    sim("appkeys.py")].concat(RELOADS ? [sim("board.py")] : []) },
  LIBS);

// What the interpreter's filesystem holds: FOLDERS, or with `mpy` (a
// folder tools/bench/mpy.py filled) each module of core/, firmware/ and
// lib/ that a bundle made with --mpy-cross ships as the .mpy file it ships
// (a .py it does not ship stays, never imported); the stand-ins stay .py.
// With `frozen` (a firmware image with the modules frozen in, emulated):
// the .py files as they are, and under frozen/ an empty file for each module
// of core/, firmware/ and lib/, whose import makes the module's object
// (app_interpreter.mjs, FREEZE); FROZEN lists [module, its source's path].
const SHIPPED = /^(core|firmware|lib)(\/|$)/;
const mpyOf = (dir, n) => join(cfg.mpy || "", dir, n.slice(0, -3) + ".mpy");
const frozenStubs = () => Object.assign({ frozen: [] }, ...Object.entries(FOLDERS).filter(([dir]) => SHIPPED.test(dir))
  .map(([dir, files]) => ({ ["frozen/" + dir]: files.map(([n]) => [n, ""]) })));
export const FILES = cfg.frozen ? Object.assign({}, FOLDERS, frozenStubs()) : !cfg.mpy ? FOLDERS :
  Object.fromEntries(Object.entries(FOLDERS).map(([dir, files]) =>
    [dir, !SHIPPED.test(dir) ? files : files.map(([n, source]) =>
      existsSync(mpyOf(dir, n)) ? [n.slice(0, -3) + ".mpy", readFileSync(mpyOf(dir, n))] : [n, source])]));

// The module a file `n` in folder `dir` of the interpreter's /proj is.
function moduleName(dir, n) {
  const path = (dir === "lib" ? "" : dir.replace(/^lib\//, "") + "/") + n.slice(0, -3);
  return path.replaceAll("/", ".").replace(/\.__init__$/, "").replace(/^lib\./, "");
}
export const FROZEN = Object.entries(FOLDERS).filter(([dir]) => cfg.frozen && SHIPPED.test(dir))
  .flatMap(([dir, files]) => files.map(([n]) => [moduleName(dir, n), `/proj/${dir}/${n}`]));

// Module name -> source, for the import order below.
const SOURCE = {};
for (const [dir, files] of Object.entries(FOLDERS)) {
  for (const [name, data] of files) SOURCE[moduleName(dir, name)] = data;
}

// `roots` and what they import at their top level, each after its own
// imports (project and library modules only), leaving out `skip`.
function importOrder(roots, skip = []) {
  const seen = new Set(skip), order = [];
  const visit = (mod) => {
    if (seen.has(mod) || !(mod in SOURCE)) return;
    seen.add(mod);
    for (const m of SOURCE[mod].matchAll(/^(?:from (\S+) import (.*)|import (\S+))/gm)) {
      const base = m[1] || m[3];
      visit(base);
      if (m[2]) for (const name of m[2].split(",")) visit(base + "." + name.trim().split(" ")[0]);
    }
    order.push(mod);
  };
  roots.forEach(visit);
  return order;
}

// The board's start, in code.py's order: firmware.hardware's imports (its
// hardware modules are the stand-ins' here), the device made and the pin
// table forgotten (code.py lets the builder go: firmware.pins), then
// firmware.app's imports, and what App() imports (the menu). The game's
// modules are then imported by the app itself, a frame at a time
// (firmware/loading.py), as on the board.
export const HARDWARE = importOrder(["firmware.hardware"]).filter((m) => m !== "firmware.hardware");
// What App() imports comes before it too, a module a call (cfg.programStart
// and cfg.titleStart: tools/bench/app.py's PROGRAM_START and TITLE_START).
const START = cfg.programStart || [];
export const FIRMWARE = importOrder(["firmware.app", "firmware.menu"].concat(START), HARDWARE);
// A title's program (after a reload, docs/memory.md) never compiles the
// menu: its App loads what the title needs.
export const TITLE_FIRMWARE = importOrder(["firmware.app"].concat(START, cfg.titleStart || []), HARDWARE);
