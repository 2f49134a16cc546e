// What compiling each project module takes on the board, one module at a time:
//
//   node tools/bench/compile_peak.mjs [file.py ...]    (default: every module of core/ and firmware/)
//
// A board compiles a module from .py whole when it is first imported: the
// parse tree of the whole file, then the compiler's tables, are held until
// its code is made. In MicroPython 1.27 (WebAssembly, the file as the board
// compiles it: mp_harness.boardSource) this prints, per module, the
// smallest free heap in which compile() of its source never grows the heap
// (its "compile peak", from a heap holding nothing else) and the bytes its
// code keeps once compiled, largest peak first. A loading frame needs the
// heap already live plus the peak of the module it compiles
// (docs/benchmarks.md), so the peak, not the code kept, is what a module's
// size costs while a game loads.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { BLOCK, ROOT, boardSource, interpreter } from "./mp_harness.mjs";

const STEP = 128;  // bytes: the bisection's resolution

function pyFiles(dir, out = []) {
  for (const n of readdirSync(dir).sort()) {
    const path = join(dir, n);
    if (statSync(path).isDirectory()) { if (n !== "__pycache__") pyFiles(path, out); }
    else if (n.endsWith(".py")) out.push(path);
  }
  return out;
}

const used = (r) => {
  const out = r("micropython.mem_info()");
  const [total, inUse] = /total: (\d+), used: (\d+)/.exec(out).slice(1).map(Number);
  return { total, inUse, largest: Number(/max free sz: (\d+)/.exec(out)[1]) * BLOCK };
};

// Does compile(source) fit in `free` bytes? The source is read in a call
// of its own first (the board reads it from flash, a few bytes at a time),
// and a filler takes the rest of the heap's largest block. Below the few
// hundred bytes the start leaves in smaller holes it cannot be told
// (null: the peak reads as that floor).
async function fits(source, free) {
  const r = await interpreter(512 * 1024, { x: [["m.py", source]] });
  r("_src = open('/proj/x/m.py').read()");
  const start = used(r);
  const filler = start.total - start.inUse - free - 32;
  if (filler > start.largest) return null;
  r(`_fill = bytearray(${filler})`);
  const before = used(r);
  if (r.peak() !== start.total) return null;
  r("_code = compile(_src, 'm', 'exec')");
  const ok = r.peak() === start.total;
  return ok ? { free: before.total - before.inUse, kept: used(r).inUse - before.inUse } : null;
}

async function peak(file) {
  const source = boardSource(readFileSync(file, "utf8"));
  let lo = 0, hi = 256 * 1024, best = null;
  while (hi - lo > STEP) {
    const mid = Math.round((lo + hi) / 2 / STEP) * STEP;
    const got = await fits(source, mid);
    if (got) [hi, best] = [mid, got]; else lo = mid;
  }
  if (!best) throw new Error(file + ": does not compile in 256 KB");
  return { file: relative(ROOT, file), lines: source.split("\n").length, ...best };
}

const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => resolve(f))
  : pyFiles(join(ROOT, "core")).concat(pyFiles(join(ROOT, "firmware")));
const rows = [];
for (const file of files) rows.push(await peak(file));
rows.sort((a, b) => b.free - a.free);
console.log("compile peak  code kept  lines  module (MicroPython 1.27, source as the board compiles it)");
for (const r of rows) {
  console.log(`${(r.free / 1024).toFixed(1).padStart(9)} KB ${(r.kept / 1024).toFixed(1).padStart(7)} KB ` +
    `${String(r.lines).padStart(6)}  ${r.file}`);
}
