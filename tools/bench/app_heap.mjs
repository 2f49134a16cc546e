// The firmware app benchmark's heap runs (tools/bench/app_bench.mjs): the
// timing run's keys replayed in heaps of a given size, with a collection
// after every call or in the board's own loop, and the searches for the
// smallest heap that fits.
import { smallestHeap } from "./mp_harness.mjs";
import { CARRY, ENDED, live, runner, startCalls } from "./app_interpreter.mjs";
import { cfg } from "./app_config.mjs";

// Does the job fit in `heapsize` bytes? The frames get the keys the driver
// chose in the timing run (`keys`, Python source), replayed (the driver's
// own choosing, a Dance turn's legal moves listed, would leave garbage of
// its own), and must end as that run did (`ended`). Each program (a reload
// ends one) runs in a fresh interpreter carrying CARRY over. With `board`,
// the board's own loop (mp_harness BOARD_LOOP: a collection only when a
// frame would grow the heap); else a collection after every call. Stops at
// the first call that did not fit; with `menuOnly`, at the first menu frame.
export async function replay(heapsize, board, keys, ended, menuOnly = false) {
  const got = { collections: 0, low: null, grewAt: null, menuFits: true };
  let r = null, harness = 0;
  const program = async (after) => {
    if (r) got.collections += r.collections;
    r = await runner(heapsize, true, board);
    if (after) r(`_nvm[:] = binascii.unhexlify("${after.nvm}")\n_think_ms[0] = ${after.think_ms}`);
    harness = live(r);
    r.base = r.peak();
    for (const [phase, src] of startCalls(r, after)) { r.phase = phase; r(src); }
  };
  const grew = () => (board ? r.outgrew : r.grewAt);
  const note = () => {
    if (r.low && (!got.low || r.low.used > got.low.used)) got.low = r.low;
    if (grew() !== null && got.grewAt === null) got.grewAt = grew();
  };
  await program(null);
  got.harness = harness;
  got.menuFits = grew() === null;
  for (let i = 0; !menuOnly && i < keys.length && grew() === null; i++) {
    for (const [phase, src] of [[`key event ${i + 1}`, `_replay(${keys[i]}, 20)`],
      [`key event ${i + 1}, idle`, "_replay(None, 33)"]]) {
      if (grew() !== null) break;
      r.phase = phase;
      try {
        r(src);
      } catch (err) {
        if (err.type !== "Reloaded") throw err;
        note();
        await program(Object.assign(JSON.parse(r(CARRY)), { title: /Reloaded: True/.test(err.message) }));
      }
    }
  }
  note();
  if (!menuOnly && got.grewAt === null && r(ENDED).trim() !== ended) {
    throw new Error("the replay did not play the same games");
  }
  got.collections += r.collections;
  got.fits = got.grewAt === null;
  return got;
}

// The smallest heap (cfg.step resolution) passing `test`, where a heap one
// step smaller first grew (the call that sets the figure), and the lowest
// point of the job in the smallest heap.
export async function smallest(test, trial, low, budget) {
  let grewAt = null, failed = 0, best = null;
  const needed = await smallestHeap(async (heapsize) => {
    const f = await trial(heapsize);
    if (!test(f) && heapsize > failed) [failed, grewAt] = [heapsize, f.grewAt];
    if (test(f) && (!best || heapsize < best.heapsize)) best = Object.assign({ heapsize }, f);
    return test(f);
  }, { low, budget, step: cfg.step });
  return { needed, grewAt, low: best.low, harness: best.harness, collections: best.collections };
}

// The board's loop fits a heap or not by where its collections fall, and
// that moves with the heap's size: the fit is not monotonic, so no
// bisection. From `from` up, cfg.boardStep at a time, the first heap that
// fits with the next STEADY sizes fitting too; `needed` null if none up
// to `to`. `grewAt`: where the largest heap that failed below it failed.
const STEADY = 1;
export async function scan(trial, from, to) {
  let first = null, fitting = 0, failed = null;
  for (let heapsize = from; heapsize <= to; heapsize += cfg.boardStep) {
    const f = Object.assign(await trial(heapsize), { heapsize });
    if (!f.fits) {
      [first, fitting, failed] = [null, 0, f];
    } else if (fitting++ === 0) {
      first = f;
    }
    if (fitting > STEADY) break;
  }
  const got = fitting > STEADY ? first : { heapsize: null, collections: null, harness: failed.harness };
  return { needed: got.heapsize, grewAt: failed && failed.grewAt, collections: got.collections,
    harness: got.harness, upTo: to };
}
