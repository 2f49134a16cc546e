// MicroPython side of the firmware app benchmark (tools/bench/app.py runs it).
//
//   node tools/bench/app_bench.mjs '{"games": [["Rift of Portals", [["Ring", "Ring: 4"]], false]], ...}'
//   (each game: its menu title, [setting prefix, wanted label] pairs, Rift's assist)
//
// Runs the real firmware app inside MicroPython 1.27 (WebAssembly, pinned in
// package.json) on the stand-in hardware of tools/sim/mpdevice.py, every
// module compiled from .py as the board compiles it (no docstrings kept:
// mp_harness.boardSource), and plays one whole game through key events
// chosen by tools/sim/appkeys.py (a random legal move each turn; with
// `assist`, Rift's Hint before each of the first two moves and its
// Autoplay from ply AUTOPLAY on; with `how`, the How to play pages from the
// options before Start and from the game menu at ply 2); with several
// `games`, each after the other in one power-up. Prints one JSON object:
//   startup: µs of the calls from the first import to the first menu frame
//            (the same calls as the heap job: a module per call);
//   steps:   per key event, the µs of the app's frame that handled it (the
//            key-choosing driver is not timed), what it did and the index
//            of its game in `games` (g); and the µs
//            of a frame with no key right after it (animations). The game
//            is played `runs` times, each in a fresh interpreter, and each
//            figure is the fastest of the runs: these machines are shared,
//            and their noise only ever adds time. Garbage is collected
//            before each timed frame, so no collection lands inside one;
//   live:    bytes allocated after gc.collect() between key events, minus
//            what the harness itself holds before the firmware is imported;
//   boardHeapNeeded: the smallest heap (2 KB steps up from 2 KB below
//            heapNeeded) in which every frame fits as in the board's own
//            loop, garbage collected only when a frame would grow the heap
//            (mp_harness BOARD_LOOP), the next size fitting too (the fit is
//            not monotonic: where the collections fall moves with the
//            size); null if none up to boardScannedTo. The frames replay
//            the keys the timing run chose, so the driver leaves no garbage.
//            boardCollections: how many it made; boardSetBy: the frame
//            that still grew in a heap one step smaller;
//   heapNeeded: the smallest heap in which the whole job never grows with
//            a collection after every call (1 KB steps), and the call that
//            overflowed a heap one step smaller. This interpreter grows
//            its heap when no free block is large enough for an
//            allocation, so the test fails on the largest contiguous
//            block, not only on total bytes (docs/benchmarks.md). `low`
//            is the call that left the least free in that smallest heap,
//            with its largest free block.
// What the stand-ins leave out is put in the heap where the board has it
// (the fixed costs, docs/benchmarks.md): the OLED's bus and SSD1306 driver
// (9,856 B, measured on an emulated RP2040 under CircuitPython 10.2.1) when
// the device is made; the rest of the board's bytes for the OLED's
// displayio objects (firmware/oled.py: one Bitmap, two Palettes, two
// TileGrids; 1,376 B computed from CircuitPython 10's source, not measured
// on the chip), less what the stand-ins themselves hold, when App() makes
// them; and the Adafruit libraries the bundle ships as .py (neopixel),
// compiled here from the installed copies (`libs`) when the board imports
// them; and the interned-name pools the harness made before the firmware
// (the board's pools are all the app's), with the device. The stand-ins'
// own modules are the harness's (the board's are C). Their bitmaptools
// draws nothing: the timings hold the app's own Python only, and no
// Python drawing's garbage.
// The device gets a 4 KB bytearray as its nvm, owned by the harness: the
// board's microcontroller.nvm is flash, not heap.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { UNIT_MS, boardSource, interpreter as fresh, smallestHeap } from "./mp_harness.mjs";

// The timing runs' heap: the board's at its REPL (171,296 B, CircuitPython
// 10.2.1 on a Pico) and about the harness's own bytes (its modules and the
// names it interns first: about 51 KB). A collection's time
// grows with the heap it sweeps: in a 16 MB heap the loading's
// gc.collect() after each module took 1 ms here, 0.14 ms in 200 KB, a
// seventh, which a frame on the board takes. Were more ever needed,
// this port would add to it (docs/benchmarks.md).
const TIMING_HEAP = 171296 + 52 * 1024;

const cfg = Object.assign({
  root: ".", games: [["Twilight Dance", [], false]], build: "full", seed: 1, calls: false, how: false, libs: [], bigHeap: 16 * 1024 * 1024, timingHeap: TIMING_HEAP, runs: 3, budget: 100 * 1024, step: 1024,
  maxSteps: 5000, timing: true, boardStep: 2048, mpy: null,
}, JSON.parse(process.argv[2] || "{}"));

// The fixed costs (see the top): bytes on the board, not seen by the stand-ins.
export const OLED_BYTES = 9856;  // 163,104 free at the REPL - 153,248 after bus + driver
// firmware/oled.py's displayio objects on the board, COMPUTED from
// CircuitPython 10's source (not measured on the chip): its GC hands out
// 16-byte blocks; a Bitmap is a 36-byte displayio_bitmap_t and its pixels,
// rows of whole 32-bit words at 1 bit a value for 2 values
// (shared-module/displayio/Bitmap.c: 128 x 64 takes 4 words x 64 rows,
// 1,024 B); a Palette a 16-byte displayio_palette_t and 12 bytes a colour
// (_displayio_color_t); a TileGrid an 88-byte displayio_tilegrid_t, its
// tile numbers (a byte each, under 256 tiles) inside it up to 4, else in a
// block of their own (shared-module/displayio/TileGrid.c).
const blocks = (n) => Math.ceil(n / 16) * 16;
const bitmapBytes = (w, h) => blocks(36) + blocks(Math.ceil(w / 32) * 4 * h);
const paletteBytes = (colours) => blocks(16) + blocks(12 * colours);
const tileGridBytes = (tiles) => blocks(88) + (tiles > 4 ? blocks(tiles) : 0);
// The Screen's: the 128x64 bitmap, and two TileGrids with a palette each
// (all of the bitmap; the marked line, BAR_TILES rows of one tile each).
const BAR_TILES = 12;
export const SCREEN_BYTES = bitmapBytes(128, 64) + 2 * paletteBytes(2) + tileGridBytes(1) +
  tileGridBytes(BAR_TILES);  // 1,376 B
const SCREEN_STANDINS = `_one = mpdevice.pixels.Bitmap(128, 64, 2)
_one = (_one, mpdevice.Palette(2), mpdevice.Palette(2), mpdevice.TileGrid(_one, pixel_shader=None),
        mpdevice.TileGrid(_one, pixel_shader=None, width=1, height=${BAR_TILES}, tile_width=128, tile_height=1))`;
// The app's stand-ins are those counted (or firmware/oled.py changed: count again).
const SCREEN_CHECK = `_one = _device.display.root_group.items
if (_one[0].bitmap.width, _one[0].bitmap.height, len(_one[0].tiles), len(_one[1].tiles)) != (128, 64, 1, ${BAR_TILES}):
    raise AssertionError("OLED objects not as counted")
_one = None`;
const AUTOPLAY = 40;  // Rift with `assist`: the ply from which Autoplay plays on

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
const RELOADS = existsSync(join(cfg.root, "tools/sim/board.py"));
const FOLDERS = Object.assign(pyFolders("core"), pyFolders("firmware"),
  { tools: [["__init__.py", ""]], "tools/sim": [["__init__.py", ""], sim("mpdevice.py"), sim("pixels.py"), sim("buzzer.py"),
    sim("appkeys.py")].concat(RELOADS ? [sim("board.py")] : []) },
  LIBS);

// What the interpreter's filesystem holds: FOLDERS, or with `mpy` (a
// folder tools/bench/mpy.py filled) each module of core/, firmware/ and
// lib/ that a bundle made with --mpy-cross ships as the .mpy file it ships
// (a .py it does not ship stays, never imported); the stand-ins stay .py.
const mpyOf = (dir, n) => join(cfg.mpy || "", dir, n.slice(0, -3) + ".mpy");
const FILES = !cfg.mpy ? FOLDERS : Object.fromEntries(Object.entries(FOLDERS).map(([dir, files]) =>
  [dir, !/^(core|firmware|lib)(\/|$)/.test(dir) ? files : files.map(([n, source]) =>
    existsSync(mpyOf(dir, n)) ? [n.slice(0, -3) + ".mpy", readFileSync(mpyOf(dir, n))] : [n, source])]));

// Module name -> source, for the import order below.
const SOURCE = {};
for (const [dir, files] of Object.entries(FOLDERS)) {
  for (const [name, data] of files) {
    const path = (dir === "lib" ? "" : dir.replace(/^lib\//, "") + "/") + name.slice(0, -3);
    SOURCE[path.replaceAll("/", ".").replace(/\.__init__$/, "").replace(/^lib\./, "")] = data;
  }
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
const HARDWARE = importOrder(["firmware.hardware"]).filter((m) => m !== "firmware.hardware");
// What App() imports comes before it too, a module a call (cfg.programStart
// and cfg.titleStart: tools/bench/app.py's PROGRAM_START and TITLE_START).
const START = cfg.programStart || [];
const FIRMWARE = importOrder(["firmware.app", "firmware.menu"].concat(START), HARDWARE);
// A title's program (after a reload, docs/memory.md) never compiles the
// menu: its App loads what the title needs.
const TITLE_FIRMWARE = importOrder(["firmware.app"].concat(START, cfg.titleStart || []), HARDWARE);

const DRIVER = `
from tools.sim import appkeys
_state = [${cfg.seed} % 65537 or 1]
_games = ${JSON.stringify(cfg.games).replaceAll("true", "True").replaceAll("false", "False")}
_how = ${cfg.how ? "True" : "False"}

def _pick(n):
    _state[0] = (_state[0] * 75 + 74) % 65537
    return _state[0] % n

def _keys(title, settings, _assist):
    yield from appkeys.start(_app, title, settings, _how)
    from firmware.play import BOT, HINT  # loaded by the app by now
    hints = 2 if _assist else 0  # Rift: a hint before each of the first moves,
    hinted = False  # then random moves, then Autoplay from ply AUTOPLAY on
    read = False  # with _how: the game menu's How to play was read
    while True:
        yield from appkeys.go_on(_app)
        if _app.current.state == BOT:
            yield None  # a bot seat thinks and shows its move: a frame
            continue
        if _app.current.state == HINT:
            yield "OK"  # the hint was shown: back to the move
            hinted = True
        if _app.game.is_over():
            break
        if _assist and len(_app.game.history) >= ${AUTOPLAY}:
            yield from appkeys.game_menu(_app, "Autoplay")
            continue
        if hints and not hinted:
            hints -= 1
            yield from appkeys.game_menu(_app, "Hint")
            continue
        hinted = False
        if _how and len(_app.game.history) >= 2 and not read:
            read = True  # How to play from the game menu, then Resume
            yield from appkeys.game_menu(_app, "How to play")
            yield from appkeys.pages(_app)
            yield from appkeys.label(_app, _app.current.menu, "Resume")
            continue
        yield from appkeys.move(_app, _random(_app.game.legal_moves()))

# The end pages' keys come from a generator of their own, made once the game
# is over: this interpreter keeps what a generator's stack slots last held
# (a sub-generator, and the Play screen it read), so the game's generator
# would keep the whole game alive after the app lets it go. Then the next
# game's keys, from the main menu.
_ending = [False]
_gen = None
_playing = [0]  # the index in _games of the game played

def _random(moves):
    return moves[_pick(len(moves))]

def _next():
    global _gen
    k = next(_gen, "done")
    while k == "done":
        if not _ending[0]:
            _ending[0] = True
            _gen = appkeys.end(_app)
        elif _playing[0] + 1 < len(_games):
            _ending[0] = False
            _playing[0] += 1
            _gen = _keys(*_games[_playing[0]])
        else:
            return k
        k = next(_gen, "done")
    return k

def _press():
    global _before, _gen
    if _gen is None:
        _gen = _keys(*_games[0])
    k = _next()
    if k == "done":
        print(k)
        return
    print(repr(k))  # the key, for runs that play the same keys again (_replay)
    game = _app.game  # its history only is kept: the game is the app's to let go of
    _before = (game.history if game else None, len(game.history) if game else -1, k)
    if k is not None:
        _sim.tap(k)
    _sim.advance(20)
    gc.collect()  # no collection inside the timed frame (see the top)

def _replay(k, ms):
    """A frame of the board's loop, its key (or None) as _press chose it."""
    if k is not None:
        _sim.tap(k)
    _sim.advance(ms)
    _app.step()

def _idle():
    _sim.advance(33)
    gc.collect()

def _what():
    history, plies, k = _before
    what = "key" if k is not None else "frame"
    if history is None and _app.game is not None:
        what = "start"
    elif history is not None and len(history) > plies:
        what = "move"
    elif history is not None and _app.game is None:
        what = "quit"
    print(_playing[0], what if k is None else "%s %s" % (what, k))

def _nothing():
    pass

# A frame, timed; with reloads (tools/sim/board.py, TIMED_RELOAD),
# _reloaded() prints the µs from its start to its reload and to the last
# device frame before it (what the OLED shows while the next program
# starts), -1 -1 if it did not reload (JavaScript's clock: this port's
# ticks_us counts whole ms).
_reload_at = [-1, 0, -1]

def _frame():
    if _now:
        _reload_at[1] = _now()
        _reload_at[2] = -1
    _app.step()

_now = None

def _reloaded():
    print(_reload_at[0], _reload_at[2] if _reload_at[0] >= 0 else -1)
    _reload_at[0] = -1
`;
// The reload the devices get (mpdevice.make), timed (the timing run only).
const TIMED_RELOAD = `
import js
_now = js.performance.now
_programs_reload = _programs.reload
def _timed_reload(game=False):
    _reload_at[0] = round((_now() - _reload_at[1]) * 1000)
    _programs_reload(game)
_programs.reload = _timed_reload
def _watch_frames(device):
    shown = device.frame
    def frame():
        shown()
        if _reload_at[0] < 0:  # not the next program's
            _reload_at[2] = round((_now() - _reload_at[1]) * 1000)
    device.frame = frame
`;

// The board's own modules that the stand-ins replace, so that the
// libraries' module code runs (a class body only needs the names). And
// modules that are C on the board but Python here (binascii, time, os:
// 2.2 KB of heap), imported by the harness so the app is not charged.
const STUBS = `
import binascii, time, os
# A bot thinks SLICE_MS a frame by time.ticks_ms (core/thinker.py), one
# read a unit: here each read moves the clock by the Pico ms a unit of the
# game's bot takes (UNIT_MS), so a frame thinks the units a Pico's would,
# the same in every run (a run's frames and heap do not depend on the
# machine's speed).
_think_ms = [0]  # the thinking clock
_UNIT_MS = ${JSON.stringify(UNIT_MS)}
def _ticks_ms():
    game = _app.game if _app is not None else None
    _think_ms[0] += _UNIT_MS.get(game.NAME, 1) if game is not None else 1
    return _think_ms[0]
time.ticks_ms = _ticks_ms
class _Stub:
    class PixelBuf:
        pass
    def neopixel_write(pin, buf):
        pass
for _n in ("adafruit_pixelbuf", "board", "digitalio", "neopixel_write"):
    sys.modules.setdefault(_n, _Stub)
del _n
class _Draws:  # bitmaptools, C on the board: nothing drawn, nothing timed
    def blit(dest_bitmap, source_bitmap, x, y, *, x1=0, y1=0, x2=None, y2=None, skip_source_index=None):
        pass
    def fill_region(dest_bitmap, x1, y1, x2, y2, value):
        pass
mpdevice.STANDINS["bitmaptools"] = _Draws
mpdevice.install()
`;

async function interpreter(heapsize, watch, board) {
  const r = await fresh(heapsize, FILES, watch, board);
  // The stand-ins are the harness's: the board's are C (the buzzer: pwmio).
  r("sys.path.append('/proj/lib')\nfrom tools.sim import mpdevice, buzzer\nmpdevice.install()");
  r(STUBS);
  r(DRIVER);
  if (RELOADS) r("from tools.sim import board as _programs");  // the harness's: the board's is C
  if (RELOADS && !watch) r(TIMED_RELOAD);
  // The stand-ins' own bytes for the Screen's objects, so that the app adds what the board's hold.
  r("gc.collect()");
  const before = Number(r("gc.collect()\nprint(gc.mem_alloc())"));
  r(SCREEN_STANDINS);
  r("gc.collect()");
  r.standIns = Number(r("gc.collect()\nprint(gc.mem_alloc())")) - before;
  r.screenExtra = Math.max(0, SCREEN_BYTES - r.standIns);
  r(`_one = None\n_SCREEN_EXTRA = ${r.screenExtra}`);
  // The board's nvm (microcontroller.nvm) is not on the heap: the harness
  // owns this stand-in, so it is counted with the harness, not the app.
  r("_nvm = bytearray(4096)\nfor _i in range(4096): _nvm[_i] = 255");
  // The interned-name pools are the app's on the board, where no harness
  // interns names before it. Here the harness's names fill the first pools,
  // so the app's would start in larger ones, and cross a pool where the
  // board's do not. So the harness interns names of its own until this
  // interpreter makes a pool that holds every name the app will add
  // (BIG_POOL), and the pools the board's would make are charged to the app
  // as its names cross their sizes (boardPools).
  r(FILLER);
  let [pools, count] = qstrs(r);
  for (let made = 0; pools < BIG_POOL; ) {
    const more = POOL_NAMES.slice(0, pools).reduce((a, b) => a + b, 0) + 1 - count;  // the next pool made
    r(`_fill(${made}, ${made + more})`);
    made += more;
    [pools, count] = qstrs(r);
  }
  r.namesBase = count;
  r.boardPools = 0;
  r("_board_pools = []");
  return r;
}

// Names the app has interned, and the board's name pools they fill: each
// pool a block of 24 bytes and 7 a name it can hold (a pointer, a 2-byte
// hash, a length), 20 names the first, each next one twice the last
// (MicroPython's py/qstr.c; this interpreter's pools, 16-byte blocks, read
// with micropython.qstr_info: the first five took 4,496 B).
const POOL_NAMES = [20, 40, 80, 160, 320, 640, 1280, 2560];
const POOL_BYTES = POOL_NAMES.map((n) => Math.ceil((24 + 7 * n) / 16) * 16);
const BIG_POOL = 7;  // this interpreter's 7th pool holds 1,280 names: more than a program adds
const FILLER = `class _Names:
    pass

def _fill(a, b):  # intern names of the harness's own
    for i in range(a, b):
        setattr(_Names, "_f%d" % i, 0)
        delattr(_Names, "_f%d" % i)`;
const qstrs = (r) => /n_pool=(\d+), n_qstr=(\d+)/.exec(r("micropython.qstr_info()")).slice(1).map(Number);

// After a call: the board's pools for the names the app has added so far,
// each a block held for good (charged in a call of its own, which must fit).
function boardPools(r) {
  const names = qstrs(r)[1] - r.namesBase;
  if (names >= POOL_NAMES[BIG_POOL - 1]) throw new Error(`${names} names: more than BIG_POOL holds`);
  let cap = POOL_NAMES.slice(0, r.boardPools).reduce((a, b) => a + b, 0);
  while (r.boardPools < POOL_NAMES.length && names > cap) {
    r(`_board_pools.append(bytearray(${POOL_BYTES[r.boardPools]}))`);
    cap += POOL_NAMES[r.boardPools];
    r.boardPools += 1;
  }
}

// Everything the start-up imported and made, dropped to do it again.
const FORGET = `
for _m in list(sys.modules):
    if _m.split(".")[0] in ("firmware", "core", "neopixel"):
        del sys.modules[_m]
mpdevice.install()
_app = _device = _sim = _oled = _screen = _gen = None
_playing[0] = 0
_ending[0] = False
`;

function live(r) {
  r("gc.collect()");
  return Number(r("gc.collect()\nprint(gc.mem_alloc())"));
}

// The board's start: every call from the first import to the first menu
// frame, as [name, source], one import a call.
// A program after a reload (`after`: what the last one left, CARRY, and
// whether a title is next) gets the clock where it was and no seed (its
// launch request holds it); with
// `board`, the App is run by a tools.sim.board.Board (the timing run: the
// programs after it in the same interpreter, the key driver kept).
function startCalls(r, after = null, board = false) {
  const calls = HARDWARE.map((m) => ["import " + m, "import " + m]);
  calls.push(["the device (OLED: bus and driver)",
    `_device, _sim = mpdevice.make(${JSON.stringify(cfg.build)}, nvm=_nvm)\n_oled = bytearray(${OLED_BYTES})\n` +
    (after ? `_device.clock.ms = ${after.clock}\n` : "") +
    "sys.modules.pop('firmware.pins')\nimport firmware\ndel firmware.pins" +
    (board ? "\n_watch_frames(_device)" : "")]);
  for (const m of after && after.title ? TITLE_FIRMWARE : FIRMWARE) calls.push(["import " + m, "import " + m]);
  const seed = after ? "" : `seed=${cfg.seed}`;
  calls.push([!after ? "App() and the first menu frame" : after.title ? "App() and its first frame, after a reload"
    : "App() and the first menu frame, after a reload",
    (board ? `_app = _programs.Board(_device, ${seed}${seed ? ", " : ""}fresh=False)\n_app.fresh = True\n`
      : `from firmware.app import App\n_app = App(_device, ${seed})\n`) +
    "_screen = bytearray(_SCREEN_EXTRA) if _SCREEN_EXTRA else None\n_app.step()"]);
  calls.push(["the OLED's objects, checked", SCREEN_CHECK]);
  return calls;
}

// What crosses a reload: the flash (the nvm's bytes), and the clocks
// (the board's keeps counting; the bots' thinking clock, STUBS).
const CARRY = "print('{\"nvm\": \"%s\", \"clock\": %d, \"think_ms\": %d}' % " +
  "(binascii.hexlify(_nvm).decode(), _device.clock.ms, _think_ms[0]))";

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

// What the games left in the store (the nvm's CRC) and where the app is:
// a replay that ends elsewhere did not play the same games.
const ENDED = "print(binascii.crc32(_nvm), type(_app.current).__name__)";

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

// A runner that times calls and, with `watch`, notes the first call that
// grew the heap past its starting size (r.base, set by the caller).
async function runner(heapsize, watch, board = false) {
  const r = await interpreter(heapsize, watch, board);
  const run = (src) => {
    const out = r(src);
    if (watch) boardPools(r);
    if (watch && run.grewAt === null && r.peak() > run.base) run.grewAt = r.phase;
    return out;
  };
  Object.defineProperty(run, "phase", { get: () => r.phase, set: (v) => { r.phase = v; } });
  Object.defineProperty(run, "low", { get: () => r.low });
  Object.defineProperty(run, "collections", { get: () => r.collections });
  Object.defineProperty(run, "outgrew", { get: () => r.grewAt });  // board loop: grew despite a collection
  run.peak = r.peak;
  run.base = Infinity;
  run.grewAt = null;
  run.standIns = r.standIns;
  run.screenExtra = r.screenExtra;
  run.namesBase = r.namesBase;
  run.time = (src) => {  // µs the call takes, seen from JavaScript
    const t = process.hrtime.bigint();
    run(src);
    return Number(process.hrtime.bigint() - t) / 1000;
  };
  return run;
}

async function timingRun(withLive) {
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
async function timing() {
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

// Does the job fit in `heapsize` bytes? The frames get the keys the driver
// chose in the timing run (`keys`, Python source), replayed (the driver's
// own choosing, a Dance turn's legal moves listed, would leave garbage of
// its own), and must end as that run did (`ended`). Each program (a reload
// ends one) runs in a fresh interpreter carrying CARRY over. With `board`,
// the board's own loop (mp_harness BOARD_LOOP: a collection only when a
// frame would grow the heap); else a collection after every call. Stops at
// the first call that did not fit; with `menuOnly`, at the first menu frame.
async function replay(heapsize, board, keys, ended, menuOnly = false) {
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
async function smallest(test, trial, low, budget) {
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
async function scan(trial, from, to) {
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
async function profile() {
  const r = await runner(cfg.bigHeap, false);
  const harness = live(r);
  r("_mods = set(sys.modules)");
  const used = () => Number(r("print(gc.mem_alloc())")) - harness;
  const ending = (src) => Number(r(src + "\nprint(gc.mem_alloc())").trim().split("\n").pop()) - harness;
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
  return { harness, frames, names: all };
}

const report = { games: cfg.games, build: cfg.build,
  fixed: { oled: OLED_BYTES, screen: SCREEN_BYTES, libs: cfg.libs.map((l) => l[0]) } };
try {
  if (cfg.profile) Object.assign(report, await profile());
  else await figures();
} catch (err) {
  report.error = (err.type ? err.type + ": " : "") + err.message + (err.stack ? "\n" + err.stack : "");
}
console.log(JSON.stringify(report));

async function figures() {
  Object.assign(report, cfg.timing ? await timing() : await timingRun(false));
  report.imports = HARDWARE.concat(FIRMWARE);
  // The bisections start near the answer: no heap holds less than the
  // harness and the most the app held live; the board's loop needs about
  // what a collection after every frame needs.
  // With reloads the timing run's live bytes are no floor: its one
  // interpreter keeps every program's interned names.
  const round = (n) => Math.floor(n / cfg.step) * cfg.step;
  const reloads = report.steps.some((s) => "reload" in s || "idleReload" in s);
  const floor = reloads ? round(report.harness + report.menuLive - 2 * 1024)
    : round(report.harness + Math.max(report.menuLive, ...report.lives) - 2 * 1024);
  const { keys, ended } = report;
  const game = await smallest((f) => f.fits, (heapsize) => replay(heapsize, false, keys, ended),
    floor, floor + (reloads ? 48 : 16) * 1024);
  report.heapNeeded = game.needed;
  report.heapSetBy = game.grewAt;
  report.low = game.low;
  report.heapHarness = game.harness;
  report.menuHeapNeeded = (await smallest((f) => f.menuFits, (heapsize) => replay(heapsize, false, keys, ended, true),
    round(report.harness + report.menuLive - 2 * 1024), game.needed)).needed;
  const board = await scan((heapsize) => replay(heapsize, true, keys, ended),
    game.needed - 2 * 1024, game.needed + 20 * 1024);
  report.boardScannedTo = board.upTo;
  report.boardHeapNeeded = board.needed;
  const at = /^key event (\d+)/.exec(board.grewAt || "");
  report.boardSetBy = at ? `${board.grewAt} (${report.steps[at[1] - 1].what})` : board.grewAt;
  report.boardHarness = board.harness;
  report.boardCollections = board.collections;
  delete report.keys;
}
