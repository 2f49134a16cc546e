// The firmware app benchmark's timing runs (tools/bench/app_bench.mjs): the
// board's start and every game played by the key driver, each frame timed.
import { ENDED, FORGET, live, runner, startCalls } from "./app_interpreter.mjs";
import { RELOADS, cfg } from "./app_config.mjs";

// Every game of cfg.games, a key event per call: the driver presses a key
// (untimed), the app runs the frame that handles it, then a frame with no
// key; `each(frame µs, idle frame µs, what happened, the game's index in
// cfg.games, the key as Python source, and with reloads the µs of the
// key's frame and of the idle frame up to a reload, or -1, then up to the
// last device frame before that reload, or -1)` follows every event.
function playGame(r, each) {
  for (let i = 0; i < cfg.maxSteps; i++) {
    const key = r("_press()").trim();
    if (key === "done") return i;
    const us = r.time("_frame()");
    const [reload, shown] = RELOADS ? r("_reloaded()").trim().split(" ").map(Number) : [-1, -1];
    r("_idle()");
    const idle = r.time("_frame()");
    const [idleReload, idleShown] = RELOADS ? r("_reloaded()").trim().split(" ").map(Number) : [-1, -1];
    const [g, ...said] = r("_what()").trim().split(" ");
    each(us, idle, said.join(" "), Number(g), key, reload, idleReload, shown, idleShown);
  }
  throw new Error(`no end after ${cfg.maxSteps} key events`);
}

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function timingRun(withLive) {
  const r = await runner(cfg.timingHeap, false);
  const harness = live(r);
  // Warm the WebAssembly engine up (compiling and running Python) first:
  // a fresh engine runs the first heavy calls several times slower.
  const t0 = Date.now();
  while (Date.now() - t0 < 400) r("exec(open('/proj/tools/sim/appkeys.py').read(), {})");
  for (let i = 0; i < 50; i++) r.time("_nothing()");
  const overhead = median(Array.from({ length: 100 }, () => r.time("_nothing()")));
  // The start-up twice: the first time warms the engine's code paths for
  // compiling and importing; the board's own, timed, is the second.
  for (const [, src] of startCalls(r, null, RELOADS)) r(src);
  r(FORGET);
  let startup = 0;
  const startupCalls = [];  // [what, µs]: where the start-up goes
  for (const [what, src] of startCalls(r, null, RELOADS)) {
    const us = Math.max(0, r.time(src) - overhead);
    startupCalls.push([what, us]);
    startup += us;
  }
  const menuLive = live(r) - harness;
  const steps = [], lives = [], keys = [];
  playGame(r, (us, idle, what, g, key, reload, idleReload, shown, idleShown) => {
    const step = { us: Math.max(0, us - overhead), idle: Math.max(0, idle - overhead), what, g };
    if (reload >= 0) step.reload = reload;  // µs of the frame until its reload
    if (idleReload >= 0) step.idleReload = idleReload;
    if (shown >= 0) step.shown = shown;  // µs until the frame the OLED keeps through that reload
    if (idleShown >= 0) step.idleShown = idleShown;
    steps.push(step);
    keys.push(key);
    if (withLive) lives.push(live(r) - harness);
  });
  return { overhead, startup, startupCalls, harness, menuLive, steps, lives, keys, ended: r(ENDED).trim(),
    standIns: r.standIns, screenExtra: r.screenExtra };
}

// The same game `runs` times, each in a fresh interpreter: every figure is
// the fastest of the runs (noise on a shared machine only ever adds time).
export async function timing() {
  const best = await timingRun(true);
  for (let i = 1; i < cfg.runs; i++) {
    const again = await timingRun(false);
    if (again.steps.length !== best.steps.length) throw new Error("runs differ: not deterministic");
    if (again.ended !== best.ended) throw new Error("runs end differently: not deterministic");
    best.startup = Math.min(best.startup, again.startup);
    best.startupCalls.forEach((c, k) => { c[1] = Math.min(c[1], again.startupCalls[k][1]); });
    best.steps.forEach((s, k) => {
      s.us = Math.min(s.us, again.steps[k].us);
      s.idle = Math.min(s.idle, again.steps[k].idle);
      for (const f of ["reload", "idleReload", "shown", "idleShown"]) if (f in s) s[f] = Math.min(s[f], again.steps[k][f]);
    });
  }
  return best;
}
