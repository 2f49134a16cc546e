// MicroPython side of the firmware app benchmark (tools/bench/app.py runs it).
//
//   node tools/bench/app_bench.mjs '{"games": [["Rift of Portals", [["Ring", "Ring: 4"]], false]], ...}'
//   (each game: its menu title, [setting prefix, wanted label] pairs, Rift's assist)
//
// Runs the real firmware app inside MicroPython 1.27 (WebAssembly, pinned in
// package.json) on the stand-in hardware of tools/sim/mpdevice.py, every
// module compiled from .py as the board compiles it (no docstrings kept:
// mp_harness.boardSource), and plays one whole game through key events
// chosen by tools/sim/appkeys.py through the key driver
// tools/bench/app_driver.py (a random legal move each turn; with `assist`,
// Rift's Hint before each of the first two moves and its Autoplay from ply
// AUTOPLAY (40) on; with `how`, the How to play pages from the options
// before Start and from the game menu at ply 2); with several `games`, each
// after the other in one power-up. Its modules: app_config.mjs (the config
// and the files), app_interpreter.mjs (an interpreter set up, the board's
// start), app_timing.mjs (the timing runs), app_heap.mjs (the heap runs)
// and app_profile.mjs (`profile`). Prints one JSON object:
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
import { FIRMWARE, HARDWARE, cfg } from "./app_config.mjs";
import { OLED_BYTES, SCREEN_BYTES } from "./app_interpreter.mjs";
import { timing, timingRun } from "./app_timing.mjs";
import { replay, scan, smallest } from "./app_heap.mjs";
import { profile } from "./app_profile.mjs";

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
