"""tools/bench/app.py and its board-loop model (tools/bench/mp_harness.mjs):
the JSON each title prints, and a heap that collects only when an
allocation finds no room. CPython and Node."""
import json
import os
import subprocess

from firmware.play import seats
from tools.bench import app, app_figures
from tools.bench.pico import START_FACTOR

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Two small programs, each frame a top-level call, measured as the app bench
# measures: the smallest heap in which no call grows it, collected after
# every call and in the board's loop. `garbage` makes 60 x 2 KB of garbage
# and keeps nothing; `fragments` keeps a 16-byte object from every frame,
# between that frame's garbage, then needs one 6,000-byte block.
MODEL = r"""
import { interpreter, smallestHeap } from "%s";
const FRAME = "junk = [bytearray(48) for _ in range(40)]\n%%s\njunk = None";
const PROGRAMS = {
  garbage: ["kept = None", FRAME.replace("%%s", "pass"), "pass"],
  fragments: ["kept = []", FRAME.replace("%%s", "kept.append(bytearray(16))"), "big = bytearray(6000)"],
};
async function fits(program, heapsize, board) {
  const [setup, frame, last] = PROGRAMS[program];
  const r = await interpreter(heapsize, {}, true, board);
  r("gc.collect()");
  const base = r.peak();
  r(setup);
  for (let i = 0; i < 60; i++) r(frame);
  r(last);
  return { fits: r.peak() <= base && r.grewAt === null, collections: r.collections };
}
const out = {};
for (const program of Object.keys(PROGRAMS)) {
  for (const board of [false, true]) {
    const needed = await smallestHeap(async (h) => (await fits(program, h, board)).fits,
      { low: 4096, budget: 16384, step: 512 });
    out[program + (board ? " board" : " collected")] = Object.assign({ needed }, await fits(program, needed, board),
      { at24: await fits(program, 24 * 1024, board) });
  }
}
console.log(JSON.stringify(out));
"""


def _model():
    harness = "file://" + os.path.join(ROOT, "tools", "bench", "mp_harness.mjs")
    done = subprocess.run(["node", "--input-type=module", "-e", MODEL % harness], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_board_loop_collects_only_when_the_heap_is_full_and_fragments():
    got = _model()
    garbage, collected = got["garbage board"], got["garbage collected"]
    # 120 KB of garbage fits a heap a fraction of that: the loop collected
    # when it ran out (in 24 KB, a few times: not after every frame).
    assert garbage["needed"] < 16 * 1024, garbage
    assert garbage["at24"]["fits"] and 1 <= garbage["at24"]["collections"] <= 12, garbage
    assert collected["collections"] == 0
    # Kept objects end up scattered among the garbage, so the one big block
    # needs a larger heap than when every frame's garbage is collected.
    board, every = got["fragments board"], got["fragments collected"]
    assert board["needed"] > every["needed"] + 4096, (board, every)


def _steps():
    """app_bench.mjs's steps for a menu, a game's start and a move."""
    steps = [{"us": 100.0, "idle": 50.0, "what": "key DOWN", "g": 0},
             {"us": 400.0, "idle": 200.0, "what": "key OK", "g": 0},  # OK on Start
             {"us": 1000.0, "idle": 300.0, "what": "frame", "g": 0},
             {"us": 2000.0, "idle": 100.0, "what": "start", "g": 0},
             {"us": 150.0, "idle": 50.0, "what": "move OK", "g": 0}]
    return steps


def _figures():
    return {"build": "full", "steps": _steps(), "startup": 9000.0, "lives": [40960, 51200],
            "boardHeapNeeded": 130 * 1024, "boardHarness": 30 * 1024, "boardSetBy": "key event 2 (key OK)",
            "boardCollections": 7, "boardScannedTo": 150 * 1024, "heapNeeded": 120 * 1024, "heapHarness": 30 * 1024,
            "menuHeapNeeded": 100 * 1024, "heapSetBy": "key event 3 (frame)",
            "low": {"phase": "key event 3 (frame)", "used": 1, "free": 1024, "maxFree": 512}}


def test_json_prints_one_object_per_title_with_the_board_loop_as_headline(monkeypatch, capsys):
    monkeypatch.setattr(app, "run", lambda title, *a: _figures())
    assert app.main(["--json", "--only", "venice v bot hard", "--only", "sequence"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    got = [json.loads(line) for line in lines]
    assert [f["title"] for f in got] == ["venice v bot hard", "sequence"]  # a whole name: that title only
    venice, sequence = got
    assert venice["needed_kb"] == 100.0 and venice["needed_kb_collected"] == 90.0
    assert venice["collections"] == 7
    # Pico ms: a frame at Venice's factor (55), a program's start (the
    # start-up, the loading frames after OK on Start) at the start factor.
    start = START_FACTOR / 1000.0
    assert venice["slowest_frame_ms"] == round(2000 * start, 1) and venice["slowest_frame"] == "start"
    assert venice["startup_ms"] == round(9000 * start, 1)
    assert venice["start_key_ms"] == 22.0
    assert venice["start_to_play_ms"] == round(22.0 + round(200 * start, 1) + round(1000 * start, 1)
                                               + round(300 * start, 1) + round(2000 * start, 1), 1)
    assert venice["restart_ms"] is None  # no reload
    # The sequence is Dance, Venice and Rift in one power-up, on one build.
    assert sequence["games"] == list(app.SEQUENCE[1])
    assert sequence["startup_ms"] == venice["startup_ms"]  # the same program: the same factor


def test_a_reload_ends_its_frame_and_starts_the_next_program(monkeypatch, capsys):
    # OK on Start reloads into the title's program, the game's last OK into
    # the menu's: each frame counts up to its reload; the program after it
    # is the game's loading, or the menu's restart, at the start factor.
    figures = _figures()
    steps = figures["steps"]
    # OK on Start: "starting" shown at 120 µs, the reload at 300, then the title's program
    steps[1].update(us=5400.0, reload=300.0, shown=120.0)
    steps.append({"us": 9200.0, "idle": 50.0, "what": "quit OK", "g": 0, "reload": 200.0, "shown": 160.0})
    monkeypatch.setattr(app, "run", lambda title, *a: figures)
    assert app.main(["--json", "--only", "venice v bot hard"]) == 0
    got = json.loads(capsys.readouterr().out)
    start = START_FACTOR / 1000.0
    assert got["start_key_ms"] == 6.6  # 120 µs at 55: what the OLED shows through the reload
    assert got["reload_shown_ms"] == 8.8 and got["reload_shown"] == "quit OK"
    assert got["title_start_ms"] == round(5100 * start, 1)
    assert got["start_to_play_ms"] == round(16.5 + round(5100 * start, 1) + round(200 * start, 1)
                                            + round(1000 * start, 1) + round(300 * start, 1)
                                            + round(2000 * start, 1), 1)
    assert got["restart_ms"] == round(9000 * start, 1) and got["restart"] == "quit OK"
    assert got["slowest_frame_ms"] == round(2000 * start, 1)  # no reload's program counted as a frame
    assert got["reloads"] == 2


def test_a_heap_the_board_loop_never_fit_reads_as_over(monkeypatch, capsys):
    figures = _figures()
    figures["boardHeapNeeded"] = None  # no heap fitted up to the scan's end
    monkeypatch.setattr(app, "run", lambda title, *a: figures)
    assert app.main(["--only", "rift bot"]) == 0
    assert "heap needed, the board's loop (a collection only when a frame runs out): over 120.0 KB" \
        " (<= 80: FAIL)" in capsys.readouterr().out


def test_a_crashed_run_is_reported_and_sets_the_exit_status(monkeypatch, capsys):
    monkeypatch.setattr(app, "run", lambda title, *a: {"error": "Traceback: MemoryError"})
    assert app.main(["--json", "--only", "rift ring=4 bot"]) == 1
    got = json.loads(capsys.readouterr().out.strip())
    assert got == {"title": "rift ring=4 bot hint+autoplay lite", "error": "Traceback: MemoryError", "modules": "py"}


def test_a_profile_runs_the_programs_across_the_reload_into_a_title():
    # --profile --calls, stopped a few moves into Rift: OK on Start reloads
    # into the title's program within its frame, and the calls of the
    # title's Play screen are counted once it is up.
    title = [t for t in app.TITLES if t[0] == "rift"][0]
    got = _profile(title[1], title[3], title[6], title[4], title[5], calls=True, maxSteps=24)
    phases = [f["phase"] for f in got["frames"]]
    reloaded = [i for i, p in enumerate(phases) if p.endswith(", reloaded")]
    assert len(reloaded) == 1 and "key OK" in phases[reloaded[0]], phases
    counted = [f for f in got["frames"][reloaded[0]:] if f.get("calls")]
    assert counted and all("App.step" in f["calls"] for f in counted)
    assert any("(0 move" in f["phase"] and "Play.key" in f["calls"] for f in counted)
    assert not any(f.get("calls") for f in got["frames"][:reloaded[0] + 1])  # the menu's: not wrapped
    # What stays for good is the title's program's: its rules and
    # screens, none of the menu, each module holding some bytes.
    rows = got["resident"]["modules"]
    held = {m: size for m, size, _ in rows}
    assert {"core.rift.rules", "firmware.play.rift", "firmware.app"} <= set(held)
    assert not any(m.startswith("firmware.menu") for m in held)
    assert held["core.rift.rules"] > 1024 and sum(held.values()) > 40 * 1024
    # Each module's bytes split: what its import makes (a dict at least)
    # and its compiled code, which is most of what a module holds.
    made = {m: made for m, _, made in rows}
    assert all(0 < made[m] < held[m] for m in held), rows
    assert sum(made.values()) < sum(held.values()) / 2
    lines = app_figures.resident(got["resident"], {"oled": 9856, "screen": 1376})
    assert any("is compiled code" in line for line in lines)
    # The board's name pools: 20 names, then twice as many each, one block
    # each (the first five 4,496 B, the sixth 4,512 B more: docs/memory.md).
    names = got["resident"]["names"]
    assert 300 < names <= 1260
    assert got["resident"]["pools"] == (4496 + 4512 if names > 620 else 4496)


def test_frozen_modules_hold_only_what_their_import_makes():
    # --frozen emulates a firmware image with the modules frozen in: the
    # title's program still plays across the reload into it, and each
    # module holds only the objects its import makes (the split of the .py
    # run), a fraction of what compiling it from .py holds.
    title = [t for t in app.TITLES if t[0] == "rift"][0]
    py = _profile(title[1], title[3], title[6], title[4], title[5], maxSteps=24)
    frozen = _profile(title[1], title[3], title[6], title[4], title[5], maxSteps=24, frozen=True)
    assert any(f["phase"].endswith(", reloaded") for f in frozen["frames"])
    held = {m: size for m, size, _ in py["resident"]["modules"]}
    made = sum(made for _, _, made in py["resident"]["modules"])
    charged = dict(frozen["resident"]["modules"])
    assert set(charged) == set(held)
    # (the split leaves out a module's entries in sys.modules and in its package: under 128 B)
    assert made <= sum(charged.values()) < made + 128 * len(charged)
    assert all(charged[m] < held[m] / 2 for m in ("core.rift.rules", "firmware.app", "firmware.play.rift"))
    assert max(f["before"] for f in frozen["frames"]) < max(f["before"] for f in py["frames"]) - 30 * 1024


def _program_imports(title, before=()):
    """The modules ``App()`` imports in the menu's program at power-up (no
    ``title``), or in a title's program (a new game of Dance against a
    bot), after what the bench imports before it (``firmware.app``, the
    menu in the menu's program, and the modules ``before``), each on a
    fresh module set as after the board's reload."""
    import builtins
    import sys

    from firmware.store import launch
    from tools.sim import mpdevice
    from tools.sim.board import Board, fresh_modules
    device, _ = mpdevice.make("lite")
    board = Board(device, seed=3, fresh=True)
    if title:
        launch.new_game(board.app.store, "dance", {}, "person,bot:hard", 3)
    fresh_modules()
    for name in ("firmware.app",) + (() if title else ("firmware.menu",)) + tuple(before):
        __import__(name)
    imported, real = [], builtins.__import__

    def recording(name, *args):
        had = set(sys.modules)
        try:
            return real(name, *args)
        finally:
            imported.extend(set(sys.modules) - had)
    builtins.__import__ = recording
    try:
        app = sys.modules["firmware.app"].App(device)
    finally:
        builtins.__import__ = real
    assert type(app.current).__name__ == ("Loading" if title else "Menu")
    return set(imported)


def test_the_bench_compiles_a_programs_start_a_module_per_call():
    # Each module the bench compiles before App() is one App() compiles, so
    # no module is live in the bench that is not on the board; once they
    # (and what they import) are in, App() compiles only the core's game
    # packages.
    start = app.PROGRAM_START + app.TITLE_START
    assert set(start) <= _program_imports(True)
    assert _program_imports(True, start) == {"core.dance"}
    assert set(app.PROGRAM_START) <= _program_imports(False)
    assert _program_imports(False, app.PROGRAM_START) == {"core.dance", "core.venice", "core.rift"}


def _profile(title, settings, hint, build, seed, **more):
    """app_bench.mjs's profile of one game of ``title`` with menu
    ``settings`` (Rift: ``hint``, Hint then Autoplay), from power-up to the
    menu after it (or as ``more`` sets: ``calls``, ``maxSteps``)."""
    cfg = dict({"root": ROOT, "games": [[title, settings, hint]], "build": build, "seed": seed,
                "libs": app.libraries(), "programStart": app.PROGRAM_START, "titleStart": app.TITLE_START,
                "profile": True}, **more)
    done = subprocess.run(["node", os.path.join(ROOT, "tools", "bench", "app_bench.mjs"), json.dumps(cfg)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    got = json.loads(done.stdout.strip().splitlines()[-1])
    assert "error" not in got, got.get("error")
    return got


def _only(modules, allowed):
    """Whether a profile frame's ``modules`` ("+added -dropped ...") added
    some and only ``allowed`` ("+name")."""
    added = set(m for m in modules.split() if m[0] == "+")
    return bool(added) and added <= allowed


def test_no_frame_of_a_game_interns_a_name():
    # Interned names stay for good, in pools that double, each one block
    # (docs/memory.md): a frame that adds a name can need a new pool whole
    # in a heap the game has fragmented. A title's loading interns what the
    # count at its game's end compiles (and Rift's, its game menu: Hint and
    # Autoplay), so from the game's first frame (the loading let go) to the
    # reload back to the menu, whatever is played and shown, the names stay
    # as they were.
    for title, settings, hint in (
            ("Twilight Dance", [["Turns", "Turns: 8"], ["SIS", "SIS: bot hard"]], False),
            ("Twilight of Venice", [["South", "South: bot hard"]], False),
            ("Rift of Portals", [["Ring", "Ring: 3"]], True)):
        frames = _profile(title, settings, hint, "full", 3)["frames"]
        first = [i for i, f in enumerate(frames) if "-firmware.loading" in f["modules"]]
        last = [i for i, f in enumerate(frames) if f.get("reloaded")]
        assert len(first) == 1 and len(last) == 2, title  # into the title, back to the menu
        game = frames[first[0]:last[1]]
        # (but the frames in which Rift's first Hint loads its bot, a module
        # each: a person's game has none loaded)
        bot = set("+" + m for m in seats.bot_modules("rift"))
        added = [(f["phase"], f["names"] - was["names"], f["modules"]) for was, f in zip(game, game[1:])
                 if f["names"] != was["names"] and not _only(f["modules"], bot)]
        assert not added, (title, added[:3])
        assert any("+firmware.ending" in f["modules"] for f in game), title  # the count was in it
