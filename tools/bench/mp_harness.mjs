// What every MicroPython benchmark here needs (mp_bench, ai_bench,
// rift_ai_bench, app_bench): a WebAssembly MicroPython 1.27 interpreter with
// project files in its filesystem, a runner that tracks the heap's size, and
// the bisection for "the smallest heap that never grows".
//
// Every interpreter compiles at MicroPython's default optimisation level
// (0): line numbers kept, as CircuitPython compiles every .py it imports
// (its `micropython` module has no opt_level).
//
// This interpreter collects garbage only between top-level runPython calls
// and grows its heap instead of raising MemoryError, so a job "fits" in
// `heapsize` bytes when the heap never grew past where it started; the
// runner reads `GC: total` after every call, because a heap that grew during
// one call can give the new area back at a later collection.
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import { readdirSync, readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

// Pico ms per WebAssembly ms, per game, and Pico ms per unit of a bot's
// thought, per game (tools/bench/pico.json, as tools/bench/pico.py).
const PICO = JSON.parse(readFileSync(join(ROOT, "tools", "bench", "pico.json"), "utf8"));
export const PICO_FACTOR = PICO.factor;
export const UNIT_MS = PICO.unit_ms;

// Python source as the board gets it from the bundle: every docstring (a
// module's, a class's, a function's) replaced by `pass`, what followed it on
// its last line after the `pass`, and the lines it spanned after its first
// left empty, so line numbers are unchanged. tools/ship/docstrings.py does
// this to every file the bundle ships: the board's parser holds each string
// of more than 10 characters while its module compiles, docstrings
// included (the board keeps none afterwards; this WebAssembly interpreter
// would keep module and class docstrings as `__doc__`). The two are checked
// against each other on every shipped file by tests/test_board_source.py.
export function boardSource(text) {
  const s = String(text);
  const spans = [];  // [start, end) of each docstring literal
  let i = 0, depth = 0, start = -1, indent = 0, last = "", doc = -1;
  // what may come next: "module" / "body" (a docstring as the next logical
  // line, deeper than bodyIndent), "inline" / "prefix" (after `def f():` or
  // `class X:` on its own line)
  let want = "module", bodyIndent = 0;
  const header = () => /^(class|def|async\s+def)\b/.test(s.slice(start, i));
  while (i < s.length) {
    if (start < 0 && depth === 0) {  // a logical line may begin here
      let j = i;
      while (s[j] === " " || s[j] === "\t") j++;
      if (j >= s.length) break;
      if (s[j] === "\n" || s[j] === "\r" || s[j] === "#") {  // blank or comment only
        i = s.indexOf("\n", j);
        if (i < 0) break;
        i++;
        continue;
      }
      indent = j - i;
      i = start = j;
      if ((want === "module" || (want === "body" && indent > bodyIndent)) &&
          /^[rRuU]?['"]/.test(s.slice(i, i + 2))) doc = i;
      want = null;
    }
    const c = s[i];
    if (c === "#") {
      while (i < s.length && s[i] !== "\n") i++;
    } else if (c === "'" || c === '"') {
      if (want === "inline") doc = i;
      else if (want === "prefix") doc = i - 1;
      want = null;
      const quote = i;
      const triple = s.startsWith(c + c + c, i);
      const close = triple ? c + c + c : c;
      i += close.length;
      while (i < s.length && !s.startsWith(close, i)) i += s[i] === "\\" ? 2 : 1;
      i += close.length;
      if (doc === quote || doc === quote - 1) spans.push([doc, i]);
      doc = -1;
      last = c;
    } else if (c === "\\" && s[i + 1] === "\n") {  // a continued line
      i += 2;
    } else if (c === "\n") {
      if (depth === 0) {
        if (header() && last === ":") { want = "body"; bodyIndent = indent; }
        start = -1;
      }
      i++;
    } else {
      if ("([{".includes(c)) depth++;
      else if (")]}".includes(c)) depth--;
      if (c !== " " && c !== "\t" && c !== "\r") {
        want = want === "inline" && /[rRuU]/.test(c) ? "prefix" : null;
        if (c === ":" && depth === 0 && header()) want = "inline";  // `def f(): "doc"`
        last = c;
      }
      i++;
    }
  }
  let out = s;
  for (const [a, b] of spans.reverse()) {
    let eol = out.indexOf("\n", b);
    if (eol < 0) eol = out.length;
    const spanned = out.slice(a, b).split("\n").length - 1;
    out = out.slice(0, a) + "pass" + out.slice(b, eol) + "\n".repeat(spanned) + out.slice(eol);
  }
  return out;
}
// [name, source as the board compiles it] of the .py files in root/dir
// that `keep(name)` accepts.
export function projectFiles(dir, keep, root = ROOT) {
  return readdirSync(join(root, dir)).filter((n) => n.endsWith(".py") && keep(n))
    .map((n) => [n, boardSource(readFileSync(join(root, dir, n), "utf8"))]);
}

// The folders a game's core needs ({dir: files}, parents first): the shared
// modules of core/ that `base` names, and all of core/<game>/.
export function gameFolders(game, base, root = ROOT) {
  return { core: projectFiles("core", (n) => base.includes(n), root),
    ["core/" + game]: projectFiles("core/" + game, () => true, root) };
}

// `options` (a JSON object) as a Python dict literal.
export function pyOptions(options) {
  const value = (v) => (v === true ? "True" : v === false ? "False" : JSON.stringify(v));
  return "{" + Object.entries(options).map(([k, v]) => JSON.stringify(k) + ": " + value(v)).join(", ") + "}";
}

// tools/bench/playout.py, the random playout tools/bench/core.py times on
// CPython, as the folder {bench: files}: /proj/bench/playout.py. Always this
// tree's file, whichever tree's core a bench loads (tools/bench/ab.py hands
// in older trees), so every bench's ply is the same work.
export const PLAYOUT_FOLDER = { bench: projectFiles(join("tools", "bench"), (n) => n === "playout.py") };

// Python source of `_game(new_game, seed)`: one random playout of `game`
// with `options` (bench.playout.playout, from PLAYOUT_FOLDER), printing its
// µs (time.ticks_us) and its plies. Needs `Rng` (core.rng) imported.
export function playoutSource(game, options) {
  return `
from bench.playout import playout

def _game(new_game, seed):
    t = time.ticks_us()
    n = playout(new_game, Rng, ${JSON.stringify(game)}, ${pyOptions(options)}, seed)
    print(time.ticks_diff(time.ticks_us(), t), n)
`;
}

// This port marks a collection due only after gc.threshold() bytes (16 KB
// by default) were allocated since the last one, so up to 16 KB of dead
// objects from earlier calls stayed in the heap. A board collects whenever
// an allocation fails, so dead objects never cost it heap: a tiny threshold
// makes every call end with a collection, and "fits" then means the live
// objects plus the garbage of one call fit (still stricter than a board).
// Only heap runs (`watch`) set it: the collection it adds at the end of
// every call would be timed with the call.
export const GC_EVERY_CALL = "gc.threshold(1)";

export const BLOCK = 16;  // bytes in a block of this port's heap ("max free sz" counts blocks)

// The board's own loop collects only when an allocation finds no room
// (CircuitPython never collects on a count of bytes). This port cannot
// collect inside a call, so a board-loop interpreter (`board`) models it:
// no collection on a count (gc.threshold(-1)); before each call the
// interpreter's whole memory is copied, and a call that would grow the
// heap is undone (the copy put back), a collection runs, and the call runs
// again. A call that still grows did not fit: the board would have raised
// MemoryError. The collection comes at the start of the frame that ran out,
// not at its failing allocation, so that frame's own garbage is never
// collected (stricter than the board by that garbage), and a gc.collect()
// the firmware calls inside a frame takes effect at the frame's end.
export const BOARD_LOOP = "gc.threshold(-1)";

// The interpreter's linear memory (all its state: heap, stacks, statics),
// caught as the engine is instantiated: board-loop runs copy and restore it.
let lastMemory = null;
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (...args) => {
  const made = await instantiate(...args);
  lastMemory = (made.instance || made).exports.memory;
  return made;
};

// A fresh interpreter of `heapsize` bytes holding `folders` ({dir: files},
// parents first) under /proj (on sys.path). r(src) runs one top-level call
// and returns what it printed. With `watch` every call ends by reading
// micropython.mem_info(): r.peak() is the largest heap seen, and r.low the
// call that ended with the most bytes in use (its garbage not yet
// collected), with what was free then and the largest free block; r.phase
// names the calls for r.low (the caller sets it). With `board` (and
// `watch`) it is a board-loop interpreter (BOARD_LOOP): r.collections
// counts the collections it made, r.grewAt names the first call that grew
// the heap even after one (null while everything fits).
export async function interpreter(heapsize, folders, watch = true, board = false) {
  let out = "", peak = 0, size = 0, copy = null;
  const mp = await loadMicroPython({ heapsize, stdout: (t) => { out += t + "\n"; } });
  const memory = lastMemory;
  mp.FS.mkdir("/proj");
  for (const [dir, files] of Object.entries(folders)) {
    mp.FS.mkdir("/proj/" + dir);
    for (const [name, data] of files) mp.FS.writeFile(`/proj/${dir}/${name}`, data);
  }
  const call = (src) => {
    out = "";
    mp.runPython(watch ? src + "\nmicropython.mem_info()" : src);
    if (!watch) return null;
    const at = out.lastIndexOf("stack: ");
    const [total, used, free, maxFree] = /GC: total: (\d+), used: (\d+), free: (\d+)[^]*max free sz: (\d+)/
      .exec(out.slice(at)).slice(1).map(Number);
    return { total, used, free, maxFree, at };
  };
  // A call that raises (a Python exception is a JavaScript one) is
  // measured by a call of its own right after it.
  const attempt = (src) => {
    try {
      return [call(src), null];
    } catch (err) {
      return [call("pass"), err];
    }
  };
  const r = (src) => {
    const board_ = board && size > 0;
    if (board_) {
      if (!copy || copy.length !== memory.buffer.byteLength) copy = new Uint8Array(memory.buffer.byteLength);
      copy.set(new Uint8Array(memory.buffer));
    }
    if (!watch) {
      call(src);
      return out;
    }
    let [m, failure] = attempt(src);
    if (board_ && m.total > size) {  // the board collects here: undo, collect, again
      new Uint8Array(memory.buffer).set(copy);
      mp.runPython("gc.collect()");
      r.collections++;
      [m, failure] = attempt(src);
      if (m.total > size && r.grewAt === null) r.grewAt = r.phase;
    }
    peak = Math.max(peak, m.total);
    if (r.low === null || m.used > r.low.used) {
      r.low = { phase: r.phase, used: m.used, free: m.free, maxFree: m.maxFree * BLOCK };
    }
    if (failure) throw failure;
    return out.slice(0, m.at);
  };
  r.peak = () => peak;
  r.low = null;
  r.phase = "start";
  r.collections = 0;
  r.grewAt = null;
  r("import gc, sys, time, micropython\nsys.path.insert(0, '/proj')\n" +
    (watch ? (board ? BOARD_LOOP : GC_EVERY_CALL) : ""));
  if (board) size = peak;
  return r;
}

// The smallest heap (to `step` bytes) for which `fits(heapsize)` resolves
// true: doubling from `budget` until it fits, then bisecting down to `low`.
export async function smallestHeap(fits, { low, budget, step }) {
  let lo = low, hi = budget;
  if (!(await fits(hi))) {
    do {
      if (hi > 64 * budget) throw new Error("heap keeps growing past " + hi + " bytes");
      lo = hi;
      hi *= 2;
    } while (!(await fits(hi)));
  }
  while (hi - lo > step) {
    const mid = Math.round((lo + hi) / 2 / step) * step;
    if (mid <= lo || mid >= hi) break;
    if (await fits(mid)) hi = mid; else lo = mid;
  }
  return hi;
}

// The q-quantile (0..1) of `values`, by rank.
export function percentile(values, q) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}
