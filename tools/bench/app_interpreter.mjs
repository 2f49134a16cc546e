// The firmware app benchmark's interpreters (tools/bench/app_bench.mjs): a
// fresh MicroPython with the stand-ins, the key driver and the harness's
// interned names set up, the board's fixed costs, the board's start as
// calls, and a runner that watches the heap.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, UNIT_MS, interpreter as fresh } from "./mp_harness.mjs";
import { FILES, FIRMWARE, FROZEN, HARDWARE, RELOADS, TITLE_FIRMWARE, cfg } from "./app_config.mjs";

// The fixed costs (see the top of tools/bench/app_bench.mjs): bytes on the
// board, not seen by the stand-ins.
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

// The key driver (tools/bench/app_driver.py), after a prelude: its import
// and the config's values, as the harness has always made them (a change in
// what it allocates, or in what order, moves the heap figures).
const DRIVER = `
from tools.sim import appkeys
_state = [${cfg.seed} % 65537 or 1]
_games = ${JSON.stringify(cfg.games).replaceAll("true", "True").replaceAll("false", "False")}
_how = ${cfg.how ? "True" : "False"}
` + readFileSync(join(ROOT, "tools", "bench", "app_driver.py"), "utf8");

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

// A firmware image with the modules frozen in, emulated (`frozen`): on such
// a board a module's compiled code and constants stay in flash, and its
// import only makes the module and runs its body. Here every module of
// core/, firmware/ and lib/ is compiled before the app starts, its code
// counted with the harness's bytes (as the flash holds it, and the names
// it interns as the image's own), and an import of one makes its object
// from an empty file (app_config.mjs) and runs that code in it. Those
// bytes (``frozenBytes``, the same in every interpreter) are added to the
// heap each interpreter is made with, and left out of what ``live`` reads,
// so a heap of a given size holds what it would on such a board.
const FREEZE = `
import builtins
sys.path.insert(0, '/proj/frozen/lib')
sys.path.insert(0, '/proj/frozen')
_FROZEN = {}
_import = builtins.__import__
def _thaw(name):
    if name in _FROZEN and name not in sys.modules:
        _import(name)
        exec(_FROZEN[name], sys.modules[name].__dict__)
def _frozen_import(name, g=None, l=None, fromlist=(), level=0):
    parts = name.split(".")
    for k in range(1, len(parts) + 1):
        _thaw(".".join(parts[:k]))
    for f in fromlist if isinstance(fromlist, tuple) else ():  # (this port passes False for none)
        _thaw(name + "." + f)
    return _import(name, g, l, fromlist, level)
builtins.__import__ = _frozen_import
`;
// A module's code, compiled in a call of its own (each compile's garbage
// collected before the next, as a frozen image's build leaves none).
const freezeOne = ([name, path]) => `_FROZEN["${name}"] = compile(open("${path}").read(), "${path}", "exec")`;

let frozenBytes = null;  // (measured once, in an interpreter of its own: 0 meanwhile)

async function interpreter(heapsize, watch, board) {
  if (cfg.frozen && frozenBytes === null) {
    frozenBytes = 0;
    frozenBytes = (await interpreter(cfg.bigHeap, false, false)).frozen;
  }
  const r = await fresh(heapsize + frozenBytes, FILES, watch, board);
  r.frozen = 0;
  // The stand-ins are the harness's: the board's are C (the buzzer: pwmio).
  r("sys.path.append('/proj/lib')\nfrom tools.sim import mpdevice, buzzer\nmpdevice.install()");
  r(STUBS);
  r(DRIVER);
  if (cfg.frozen) {
    const before = live(r);
    r(FREEZE);
    for (const module of FROZEN) {
      r(freezeOne(module));
      r("gc.collect()");
    }
    r.frozen = live(r) - before;
  }
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
export const POOL_NAMES = [20, 40, 80, 160, 320, 640, 1280, 2560];
export const POOL_BYTES = POOL_NAMES.map((n) => Math.ceil((24 + 7 * n) / 16) * 16);
const BIG_POOL = 7;  // this interpreter's 7th pool holds 1,280 names: more than a program adds
const FILLER = `class _Names:
    pass

def _fill(a, b):  # intern names of the harness's own
    for i in range(a, b):
        setattr(_Names, "_f%d" % i, 0)
        delattr(_Names, "_f%d" % i)`;
export const qstrs = (r) => /n_pool=(\d+), n_qstr=(\d+)/.exec(r("micropython.qstr_info()")).slice(1).map(Number);

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
export const FORGET = `
for _m in list(sys.modules):
    if _m.split(".")[0] in ("firmware", "core", "neopixel"):
        del sys.modules[_m]
mpdevice.install()
_app = _device = _sim = _oled = _screen = _gen = None
_playing[0] = 0
_ending[0] = False
`;

export function live(r) {
  r("gc.collect()");
  return Number(r("gc.collect()\nprint(gc.mem_alloc())")) - r.frozen;
}

// The board's start: every call from the first import to the first menu
// frame, as [name, source], one import a call.
// A program after a reload (`after`: what the last one left, CARRY, and
// whether a title is next) gets the clock where it was and no seed (its
// launch request holds it); with
// `board`, the App is run by a tools.sim.board.Board (the timing run: the
// programs after it in the same interpreter, the key driver kept).
export function startCalls(r, after = null, board = false) {
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
export const CARRY = "print('{\"nvm\": \"%s\", \"clock\": %d, \"think_ms\": %d}' % " +
  "(binascii.hexlify(_nvm).decode(), _device.clock.ms, _think_ms[0]))";

// What the games left in the store (the nvm's CRC) and where the app is:
// a replay that ends elsewhere did not play the same games.
export const ENDED = "print(binascii.crc32(_nvm), type(_app.current).__name__)";

// A runner that times calls and, with `watch`, notes the first call that
// grew the heap past its starting size (r.base, set by the caller).
export async function runner(heapsize, watch, board = false) {
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
  run.frozen = r.frozen;
  run.time = (src) => {  // µs the call takes, seen from JavaScript
    const t = process.hrtime.bigint();
    run(src);
    return Number(process.hrtime.bigint() - t) / 1000;
  };
  return run;
}
