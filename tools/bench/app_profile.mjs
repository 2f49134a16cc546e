// The firmware app benchmark's profile (tools/bench/app_bench.mjs with
// `profile`, and `calls`): what each frame, and each method, allocates.
import { POOL_BYTES, POOL_NAMES, live, qstrs, runner, startCalls } from "./app_interpreter.mjs";
import { RELOADS, cfg } from "./app_config.mjs";

// With `calls` (and `profile`): once a game's Play screen is up, the
// methods of the app, its screens, the game, its adapter, the store and a
// bot's turn are wrapped to add up the bytes each call allocates (callees
// included, so a caller's figure holds its callees'), frame by frame. The
// wrappers cost heap of their own (about 19 KB for Dance): read the
// differences between frames and methods, not the totals. A reload makes
// the next program's classes anew, unwrapped: they are wrapped again once
// that program's Play screen is up (WRAPPED says whether the current
// program's are).
const WRAPPED = "print(getattr(type(_app.app), '_profiled', False))";
const CALLS = `
_acc = {}
def _wrap(owner, name, label):
    f = getattr(owner, name)
    def w(*a, **k):
        b = gc.mem_alloc()
        try:
            return f(*a, **k)
        finally:
            _acc[label] = _acc.get(label, 0) + gc.mem_alloc() - b
    setattr(owner, name, w)
def _wrap_all(cls, label):
    for n in dir(cls):
        if not n.startswith("__") and callable(getattr(cls, n)) and type(getattr(cls, n)) is not type:
            _wrap(cls, n, label + "." + n)
type(_app.app)._profiled = True
for _o, _l in ((_app.app, "App"), (_app.current, "Play"), (_app.current.picker, "Picker"),
               (_app.current.board, "Board"), (_app.game, "Game"), (_app.store, "Store"),
               (_app.screen, "Screen"), (_app.current.chooser, "Chooser")):
    _wrap_all(type(_o), _l)
if "firmware.play.bot_turn" in sys.modules:
    _wrap_all(sys.modules["firmware.play.bot_turn"].BotTurn, "BotTurn")
`;

// With `profile`, instead: one game in a big heap, and for each frame the
// live bytes before it and the bytes in use at its end with its garbage
// not yet collected (about the most that frame needs), less the harness's
// (the board's name pools left out: the heap runs charge them), the
// modules it imported or dropped and the names the app has interned. The end is read inside the
// frame's own call: this port may collect at the start of the next call
// (once 16 KB were allocated since the last collection), which would hide
// a frame's garbage. The programs run in a tools.sim.board.Board, as in
// the timing run: a frame that reloads is one frame, the next program's
// first frame included (its phase ends "reloaded").
export async function profile() {
  const r = await runner(cfg.bigHeap, false);
  const harness = live(r);
  r("_mods = set(sys.modules)");
  const used = () => Number(r("print(gc.mem_alloc())")) - harness - r.frozen;
  const ending = (src) => Number(r(src + "\nprint(gc.mem_alloc())").trim().split("\n").pop()) - harness - r.frozen;
  const moved = () => r("_mods_now = set(sys.modules)\nprint(' '.join(sorted(['+' + m for m in _mods_now - _mods] + " +
    "['-' + m for m in _mods - _mods_now])))\n_mods = _mods_now").trim();
  // Interned names (qstrs) made so far: their pool grows by doubling, in
  // one block (docs/benchmarks.md), so a frame that crosses a pool's size
  // needs that block whole.
  const names = () => qstrs(r)[1] - r.namesBase;  // the app's (this run's programs share an interpreter)
  const frames = [];
  const call = (phase, src) => {
    const before = used();
    const end = ending(src);
    frames.push({ phase, before, end, modules: moved(), names: names() });
  };
  for (const [phase, src] of startCalls(r, null, RELOADS)) {
    r("gc.collect()");
    call(phase, src);
  }
  const reloads = () => (RELOADS ? Number(r("print(_app.reloads)")) : 0);
  let wrapped = false;
  const frame = (phase) => {
    if (cfg.calls && !wrapped && r("print(_app.game is not None and type(_app.current).__name__ == 'Play')").trim() === "True") {
      wrapped = true;
      r(CALLS);
    }
    if (wrapped) r("_acc.clear()");
    const before = reloads();
    call(phase, "_app.step()");
    const at = frames[frames.length - 1];
    if (wrapped) {
      at.calls = JSON.parse(r("print('{' + ', '.join('\"%s\": %d' % kv for kv in " +
        "sorted(_acc.items(), key=lambda kv: -kv[1])[:12]) + '}')").trim());
    }
    if (reloads() > before) {
      at.reloaded = true;
      wrapped = r(WRAPPED).trim() === "True";
    }
  };
  for (let i = 0; i < cfg.maxSteps; i++) {
    if (r("_press()").trim() === "done") break;
    frame(`key event ${i + 1}`);
    r("_idle()");
    frame(`key event ${i + 1}, idle`);
    const what = r("_what()").trim();
    for (const at of frames.slice(-2)) at.phase += ` (${what})` + (at.reloaded ? ", reloaded" : "");
  }
  // With `names`: every name interned by the end (micropython.qstr_info(1)).
  const all = cfg.names ? [...r("micropython.qstr_info(1)").matchAll(/^Q\((.*)\)$/gm)].map((m) => m[1]) : undefined;
  return { harness, frames, names: all, resident: await resident(frames) };
}

// What the program of the frame that began with the most live had
// imported, in the order it imported it: each module's bytes once imported
// (its code, functions, classes and globals; not the pools of the names it
// interns, which the harness made) in a fresh interpreter importing
// them in that order; and the board's pools for the most names a frame
// had interned. This is what no collection can free. Of each module's
// bytes, what its import makes (the module and its dict, functions,
// classes, global values) is measured apart, from .py only: its source
// compiled, then run in an empty module's object with every module
// already in; the rest is its compiled code, which a module frozen into
// the firmware image keeps in flash (--frozen: app_interpreter.mjs).
async function resident(frames) {
  const mods = new Set();
  let most = null;
  for (const f of frames) {
    for (const m of f.modules.split(" ").filter(Boolean)) {
      mods.delete(m.slice(1));
      if (m[0] === "+") mods.add(m.slice(1));
    }
    if (!most || f.before > most.before) most = { before: f.before, phase: f.phase, mods: [...mods] };
  }
  const r = await runner(cfg.bigHeap, false);
  const rows = [];
  for (const m of most.mods.filter((m) => /^(core|firmware|neopixel)(\.|$)/.test(m))) {
    const before = live(r);
    r("import " + m);
    rows.push([m, live(r) - before]);
  }
  if (!cfg.mpy && !cfg.frozen) {
    r('open("/proj/_split.py", "w").close()');  // an empty module: a module object to run a module's code in
    for (const row of rows) {
      r(`_c = compile(open(sys.modules[${JSON.stringify(row[0])}].__file__).read(), "", "exec")`);
      const compiled = live(r);
      r('_g = __import__("_split")\ndel sys.modules["_split"]\nexec(_c, _g.__dict__)');
      row.push(live(r) - compiled);
      r("_c = _g = None");
    }
  }
  const names = Math.max(...frames.map((f) => f.names));
  let pools = 0;
  for (let k = 0, held = 0; held < names; held += POOL_NAMES[k], k++) pools += POOL_BYTES[k];
  return { phase: most.phase, modules: rows, names, pools };
}
