// What every MicroPython benchmark here needs (mp_bench, ai_bench,
// rift_ai_bench, app_bench): a WebAssembly MicroPython 1.27 interpreter with
// project files in its filesystem, a runner that tracks the heap's size, and
// the bisection for "the smallest heap that never grows".
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

// [name, bytes] of the .py files in root/dir that `keep(name)` accepts.
export function projectFiles(dir, keep, root = ROOT) {
  return readdirSync(join(root, dir)).filter((n) => n.endsWith(".py") && keep(n))
    .map((n) => [n, readFileSync(join(root, dir, n))]);
}

// The folders a game's core needs ({dir: files}, parents first): the shared
// modules of core/ that `base` names, and all of core/<game>/.
export function gameFolders(game, base, root = ROOT) {
  return { core: projectFiles("core", (n) => base.includes(n), root),
    ["core/" + game]: projectFiles("core/" + game, () => true, root) };
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

// A fresh interpreter of `heapsize` bytes holding `folders` ({dir: files})
// under /proj (on sys.path). r(src) runs one top-level call and returns what
// it printed; with `watch` every call also reads the heap size and r.peak()
// is the largest seen.
export async function interpreter(heapsize, folders, watch = true) {
  let out = "", peak = 0;
  const mp = await loadMicroPython({ heapsize, stdout: (t) => { out += t + "\n"; } });
  mp.FS.mkdir("/proj");
  for (const [dir, files] of Object.entries(folders)) {
    mp.FS.mkdir("/proj/" + dir);
    for (const [name, data] of files) mp.FS.writeFile(`/proj/${dir}/${name}`, data);
  }
  const r = (src) => {
    out = "";
    mp.runPython(watch ? src + "\nmicropython.mem_info()" : src);
    if (watch) peak = Math.max(peak, Number(/GC: total: (\d+)/.exec(out)[1]));
    return out;
  };
  r.peak = () => peak;
  r("import gc, sys, time, micropython\nsys.path.insert(0, '/proj')\n" + (watch ? GC_EVERY_CALL : ""));
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
