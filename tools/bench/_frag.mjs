import { interpreter, smallestHeap } from "./mp_harness.mjs";
const SETUP = "kept = []";
const FRAME = "junk = [bytearray(48) for _ in range(40)]\nkept.append(bytearray(16))\njunk = None";
const LAST = "big = bytearray(6000)";
async function fits(heapsize, board) {
  const r = await interpreter(heapsize, {}, true, board);
  r("gc.collect()"); const base = r.peak();
  r(SETUP);
  for (let i = 0; i < 60; i++) { r.phase = "frame " + i; r(FRAME); }
  r.phase = "last"; r(LAST);
  return { fits: r.peak() <= base, collections: r.collections, grewAt: r.grewAt };
}
for (const board of [false, true]) {
  const n = await smallestHeap(async (h) => (await fits(h, board)).fits, { low: 4096, budget: 16384, step: 256 });
  console.log(board ? "board" : "collected", n, JSON.stringify(await fits(n, board)));
}
