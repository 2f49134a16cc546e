"""The device code's imports: no import loop, and staged lists that are true.

Import loops (``python -m tools.ship.imports --loops`` prints them): every
static import counts, inside a function too; only modules loaded by a
computed name (``core.game_class``, ``firmware.modules.load``) are no edge,
that being the load-on-demand mechanism.

Staging: the Loading screen (and the demo) import a game's modules one per
frame from ``firmware.games.modules`` and ``firmware.play.seats.bot_modules``, so no frame stalls
on compiling. Resident before it starts: what ``firmware.app``, the main menu
(``firmware.menu``, with what it loads ahead: ``firmware.menu.AHEAD``)
and the loader (``firmware.loading`` or ``firmware.demo``) import when
imported: core, core.crc, the app, chooser, games, modules, oled, the
store's modules, firmware.play and its seats. Each listed module
must exist, come after every non-resident project module it imports, and
together they must hold all that importing the rules and the adapter (the
bot and the bot turn) pulls in.
"""
import os
import subprocess
import sys

import pytest

from core import GAMES
from firmware import games, loading
from firmware.menu import AHEAD
from firmware.modules import LATE
from firmware.play import seats
from tools.ship.imports import graph, loops, main
from tools.sim import mpdevice
from tools.sim.board import Board, Reloaded

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOADERS = ("firmware.loading", "firmware.demo")
# What is in before each loader's first frame: a title's program has made
# its App (firmware.start) and nothing of the menu; the demo runs in the
# menu's program, after its idle frames.
RESIDENT = {"firmware.loading": ("firmware.app", "firmware.start", "firmware.loading"),
            "firmware.demo": ("firmware.app", "firmware.menu", "firmware.demo") + AHEAD}
EAGER = graph(ROOT, lazy=False)  # what importing each module runs


def _closure(roots):
    """``roots`` and every project module importing them pulls in."""
    seen, todo = set(), list(roots)
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo.extend(EAGER[module])
    return seen


def _resident(loader):
    return _closure(RESIDENT[loader])


def _check_order(listed, resident):
    for i, module in enumerate(listed):
        assert module in EAGER, "%s is listed but no such module" % module
        for needed in EAGER[module]:
            assert needed in resident or needed in listed[:i], \
                "%s imports %s, not listed before it" % (module, needed)


def test_the_device_code_has_no_import_loop():
    assert loops(graph(ROOT)) == []
    assert main(["--loops", ROOT]) == 0


def test_a_loop_through_a_function_level_import_is_found_and_printed(tmp_path, capsys):
    package = tmp_path / "core"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from core import b\n")
    (package / "b.py").write_text("def f():\n    from core.a import x\n")
    (package / "c.py").write_text("import core.a\n")
    assert loops(graph(str(tmp_path))) == [["core.a", "core.b"]]
    assert loops(graph(str(tmp_path), lazy=False)) == []
    assert main(["--loops", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "1 import loop" in out and "core.a -> core.b" in out and "core.b -> core.a" in out


def test_no_game_is_resident_before_its_loading():
    for loader in LOADERS:
        resident = _resident(loader)
        assert "core.game" not in resident and "firmware.play.screen" not in resident
        for name in GAMES:
            assert not [m for m in resident if m.startswith("core.%s." % name)], (loader, name)


def test_each_game_lists_every_module_it_needs_after_those_it_imports():
    for loader in LOADERS:
        resident = _resident(loader)
        for name in GAMES:
            listed = games.modules(name)
            _check_order(listed, resident)
            needed = _closure(("core.%s.rules" % name, "firmware.play." + name))
            assert needed - resident - set(listed) == set(), (loader, name)


def test_each_bot_lists_every_module_it_needs_after_those_it_imports():
    for loader in LOADERS:
        for name in GAMES:
            resident = _resident(loader) | set(games.modules(name))
            listed = list(seats.bot_modules(name))
            _check_order(listed, resident)
            needed = _closure(("core.%s.bot" % name, "firmware.play.bot_turn"))
            assert needed - resident - set(listed) == set(), (loader, name)


STAGED = """
import sys
from tools.sim import mpdevice
mpdevice.install()
from firmware.modules import intern, load
for name in %r:
    load(name)
from firmware.loading import Loading
def ours():
    return set(m for m in sys.modules if m.split(".")[0] in ("core", "firmware"))
class App:
    dirty = False
loading = Loading(App(), %r, %s, %r)
listed = loading.todo  # in the order the loading screen imports them
before = ours()
for module in listed:
    if module in loading.late:  # imported for its names only: nothing stays
        intern(module)
        print("late:" + module, " ".join(sorted(ours() ^ before)))
        continue
    __import__(module)
    now = ours()
    print(module, " ".join(sorted(now - before - {module})))
    before = now
"""


def test_each_frame_of_the_loading_imports_just_its_module():
    # The same claim, run: a fresh interpreter with the app's modules
    # imported, then each listed module in turn adds only itself.
    # With a bot seat the loading moves some modules later (firmware/games.py).
    for loader in LOADERS:
        for name in GAMES:
            for seated, bots in (("human,human", ()), ("human,bot:hard", seats.bot_modules(name))):
                options, more = "{}", []
                if name in games.CONTEST and seated == "human,human":  # a contest: its modules too
                    options, more = '{"contest": (("Ann", "Ben"), ("human", "human"))}', list(loading.CONTEST)
                out = subprocess.run([sys.executable, "-c", STAGED % (RESIDENT[loader], name, options, seated)],
                                     cwd=ROOT, capture_output=True, text=True, check=True).stdout
                lines = out.splitlines()
                staged = [line.split(" ")[0] for line in lines]
                assert sorted(m for m in staged if not m.startswith("late:")) == \
                    sorted(games.modules(name) + list(bots) + more)
                # first what the game's end compiles, each let go at once
                late = [m for m in staged if m.startswith("late:")]
                assert late == ["late:" + m for m in LATE + games.late(name)] and staged[:len(late)] == late
                assert [line for line in lines if " " in line.strip()] == [], (loader, name, out)


PER_FRAME = """
import sys
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
def ours():
    return set(m for m in sys.modules if m.split(".")[0] in ("core", "firmware"))
with mpdevice.StandIns():
    device, sim = mpdevice.make("full")
    board = Board(device, seed=3, fresh=True)
    board.step()
    reloads = board.reloads
    for key in appkeys.start(board, %r, %r):
        sim.press(board, (key,))
        if board.reloads > reloads:
            break
    before = ours()
    while board.game is None:
        sim.press(board, (None,))
        now = ours()
        print(" ".join(sorted(now - before)))
        before = now
"""


def test_each_loading_frame_of_a_title_program_compiles_one_module():
    # Played as people do, through the menu and the reload: what a title's
    # program has in before its loading is what App() made, nothing of the
    # menu; each loading frame adds one module, the frame that starts the
    # game none (a Pico compiles a .py module whole, in the frame that
    # imports it: firmware/loading.py).
    for title, seats in (("Twilight Dance", [("SIS", "SIS: bot hard")]),
                         ("Twilight of Venice", [("South", "South: person")]),
                         ("Rift of Portals", [])):
        out = subprocess.run([sys.executable, "-c", PER_FRAME % (title, seats)],
                             cwd=ROOT, capture_output=True, text=True, check=True).stdout
        frames = out.split("\n")[:-1]
        assert len(frames) > 15 and max(len(f.split()) for f in frames) == 1, (title, frames)
        assert frames[-1] == "", (title, frames)


def test_a_listed_module_that_is_missing_stops_the_loading():
    with mpdevice.StandIns() as App:
        device, sim = mpdevice.make("full")
        app = Board(device, seed=3)
        app.step()
        with pytest.raises(Reloaded):  # Start: the title's program next
            app.load("rift", {})
        app.reload()
        app.current.todo.insert(1, "core.rift.no_such_module")
        with pytest.raises(ImportError):
            for _ in range(5):
                app.step()


def test_only_the_declared_mechanism_lets_modules_go():
    # docs/memory.md: a part's modules are let go through firmware.modules'
    # PARTS and done(); anywhere else in the firmware, dropping or importing
    # a module by a name made at run time hides it from the import graph
    # and the docs (the core's own by-name import is core.game_class).
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    found = []
    for here, _, files in os.walk(os.path.join(root, "firmware")):
        for name in files:
            path = os.path.join(here, name)
            if not name.endswith(".py") or path.endswith(os.path.join("firmware", "modules.py")):
                continue
            with open(path) as f:
                text = f.read()
            for needle in ("forget(", "__import__(", "sys.modules.pop(", "del sys.modules["):
                if needle in text:
                    found.append((os.path.relpath(path, root), needle))
    assert found == []


def _loading_frames(per_frame, monkeypatch):
    """(frames from the first loading frame to the game, modules listed,
    what the OLED's second line said each frame, the game's first view)
    of a Rift game against a bot whose loading imports ``per_frame``
    modules a frame."""
    import firmware.loading
    monkeypatch.setattr(firmware.loading, "PER_FRAME", per_frame)
    with mpdevice.StandIns():
        device, sim = mpdevice.make("full")
        app = Board(device, seed=3)
        app.step()
        with pytest.raises(Reloaded):
            app.load("rift", {}, "bot:device")
        app.reload()
        total = app.current.total
        said = []
        while app.game is None:
            app.step()
            said.append(sim.lines()[0][1])
        return len(said), total, said, app.game.view(0)


def test_from_mpy_files_the_loading_takes_three_modules_a_frame(monkeypatch):
    # A bundle of .mpy files loads each module in a tenth of a compile's
    # time (firmware/loading.py PER_FRAME): the same game starts in a third
    # of the frames, its progress counted by modules.
    one, total, said_one, view_one = _loading_frames(1, monkeypatch)
    three, total_three, said_three, view_three = _loading_frames(3, monkeypatch)
    assert total == total_three > 10 and view_one == view_three
    assert one == 1 + total + 1  # the first frame shows, a frame a module, the game's
    assert three == 1 + (total + 2) // 3 + 1
    assert said_one[1:-1] == ["loading %d/%d" % (n, total) for n in range(total)]
    assert said_three[1:-1] == ["loading %d/%d" % (n, total) for n in range(0, total, 3)]
