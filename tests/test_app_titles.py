"""One title after another, each in its own program (docs/memory.md).

The menu's Start writes a launch request into the store and the board
reloads into the title's program; Quit (or a game's end) reloads into the
menu's. On the stand-in board (tools/sim/board.py: each program on a fresh
module set) a person plays menu -> Dance -> menu -> Venice -> menu -> Rift,
and what the OLED and the lights show is checked at each step. Power cuts
around a reload (while the request is written, after it and before the
reload, after the reload) lose nothing: the next power-up shows the title
asked for or the menu, with the saved game and statistics intact.
"""
import sys

from core.rng import Rng
from firmware.store.store import Store
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from tools.sim.flashmodel import Flash, PowerCut

MICROPYTHON = True

GREY = 0x101010  # firmware.loading.DONE: a light per module loaded


def _boot(flash, build="full", seed=5):
    device, sim = mpdevice.make(build, flash)
    board = Board(device, seed=seed, fresh=True)
    board.step()
    board.left = []  # what the OLED showed as each program ended
    ended = board.reload

    def reload():
        board.left.append(sim.lines())
        ended()
    board.reload = reload
    return board, sim


def _said_starting(board, title):
    """The OLED said at once that ``title`` was starting, the last frame
    before the reload (which takes the board a second or more)."""
    lines, marked = board.left[-1]
    assert lines[:2] == [title, "starting..."] and lines[4] == "please wait" and marked is None, lines


def _in_menu(board, sim):
    """The menu's program: its first page on the OLED, the lights off, and
    no game's module loaded."""
    lines, marked = sim.lines()
    assert board.current is board.menu and board.game is None, type(board.current).__name__
    assert lines[0] == "Twilight Board" and marked is not None, lines
    assert sim.place_colours() == [0] * 17
    assert [m for m in sys.modules if m == "firmware.play.screen"
            or m.startswith("core.") and m.endswith(".rules")] == []


def _start(board, sim, title, settings=()):
    """Start ``title`` from the menu, checking its loading screen: the
    title's program (one reload more), its name, its progress, the lights
    counting the modules loaded."""
    reloads = board.reloads
    for key in appkeys.start(board, title, settings):
        sim.press(board, (key,))
        if board.reloads > reloads:
            break
    assert board.reloads == reloads + 1 and board.menu is None
    _said_starting(board, title)
    lines = sim.lines()[0]
    assert lines[0] == title and lines[1].startswith("loading "), lines
    done = int(lines[1].split(" ")[1].split("/")[0])
    assert sim.place_colours()[:16] == [GREY] * done + [0] * (16 - done)
    for _ in range(60):
        if board.game is not None:
            break
        sim.press(board, (None,))
    assert type(board.current).__name__ == "Play" and board.game.history == []


def _moves(board, sim, rng, count):
    for _ in range(count):
        sim.press(board, appkeys.go_on(board))
        legal = board.game.legal_moves()
        sim.press(board, appkeys.move(board, legal[rng.below(len(legal))]))
        sim.advance(200)  # the pressed light's flash is over
        board.step()


def _quit(board, sim):
    reloads = board.reloads
    sim.press(board, appkeys.quit(board))
    assert board.reloads == reloads + 1
    _said_starting(board, "Twilight Board")
    _in_menu(board, sim)
    assert "Continue" not in board.menu.chooser.labels  # a game quit is not kept


def test_menu_dance_menu_venice_menu_rift_each_in_its_own_program():
    with mpdevice.StandIns():
        flash = Flash()
        board, sim = _boot(flash)
        _in_menu(board, sim)
        rng = Rng(5)

        _start(board, sim, "Twilight Dance", [("SIS", "SIS: person")])
        assert sim.lines()[0][0] == "Pass to KGB"
        sim.press(board, ("OK",))
        move = [m for m in board.game.legal_moves() if m.startswith("place K")][0]
        city = list(board.game.view(0)["cities"]).index(move.split(" ")[2])
        sim.press(board, appkeys.move(board, move))
        sim.advance(200)
        board.step()
        assert sim.lines()[0][0] == "Pass to SIS"
        assert sim.place_colours()[city] == 0xFF0000  # KGB's piece
        assert "core.dance.rules" in sys.modules and "core.venice.rules" not in sys.modules
        _quit(board, sim)

        _start(board, sim, "Twilight of Venice", [("South", "South: person")])
        assert sim.lines()[0][0].startswith("Pass to ")
        _moves(board, sim, rng, 2)
        assert len(board.game.history) == 2
        assert "core.venice.rules" in sys.modules and "core.dance.rules" not in sys.modules
        _quit(board, sim)

        _start(board, sim, "Rift of Portals")
        _moves(board, sim, rng, 3)
        assert len(board.game.history) == 3 and any(sim.place_colours())
        game = board.game
        assert "core.rift.rules" in sys.modules and "core.venice.rules" not in sys.modules
        assert board.reloads == 5

        again, sim = _boot(flash.clone())  # a power cut mid-Rift: Continue
        _in_menu(again, sim)
        assert again.menu.chooser.labels[0] == "Continue"
        sim.press(again, ("OK",))
        for _ in range(60):
            if again.game is not None:
                break
            sim.press(again, (None,))
        assert again.game.snapshot() == game.snapshot()


def _saved_dance(flash):
    """A Dance two moves in, saved, and the statistics of one game; the
    board powered up again in its menu."""
    store = Store(flash)
    store.save_stats({"venice.played": 1})
    board, sim = _boot(flash)
    _start(board, sim, "Twilight Dance", [("SIS", "SIS: person")])
    _moves(board, sim, Rng(2), 2)
    game = board.game
    board, sim = _boot(flash)
    return board, sim, game


def _kept(flash, game):
    """Nothing saved was lost: the Dance is the store's game, the
    statistics are whole."""
    store = Store(flash)  # (a write cut short is reported once: "partial")
    assert store.status in ("ok", "partial") and store.stats() == {"venice.played": 1}
    assert store.resume()[0].snapshot() == game.snapshot()


def test_the_menus_first_frame_shows_its_main_list_alone_and_keys_typed_at_once_work():
    """The menu program's first frame compiles its main list only; the rest
    loads in the idle frames after it, a module a frame (firmware.menu.AHEAD).
    Keys queued before any of it is in are all handled: the brightness
    changes (the store's writing methods load for it) and a game's page
    opens, with the saved settings: its title and "loading..." at once,
    then its modules load a frame each (no frame compiles two) until the
    page shows. BACK while they load goes back to the main list."""
    from firmware.menu import AHEAD, PAGES
    with mpdevice.StandIns():
        for build in ("full", "lite"):
            flash = Flash()
            board, sim = _boot(flash, build)
            _in_menu(board, sim)
            assert [m for m in AHEAD if m in sys.modules] == []
            level = board.menu.level
            move = "MENU" if build == "full" else "DOWN"
            for key in [move] * 4 + ["OK"] + [move] * 4 + ["OK"]:  # Brightness, then round to Dance
                sim.tap(key)
            board.step()
            assert board.menu.level == (level + 1) % 5
            assert Store(flash).settings()["brightness"] == board.menu.level
            lines, marked = sim.lines()
            assert lines[:2] == ["Twilight Dance", "loading..."] and marked is None, lines
            assert lines[4] == "please wait"
            frames = 0
            while board.menu.waiting:
                had = [m for m in PAGES if m in sys.modules]
                sim.press(board, (move,))  # dropped while the page loads
                assert len([m for m in PAGES if m in sys.modules]) - len(had) <= 1
                frames += 1
            assert frames <= len(PAGES) + 1
            assert board.menu.game == "dance" and sim.lines()[0][1] == "Turns: 12", sim.lines()
            assert sim.lines()[1] == 1  # the highlight on the page's first line

            back, sim = _boot(flash.clone(), build)
            sim.press(back, ("OK",))
            assert back.menu.waiting and sim.lines()[0][1] == "loading..."
            sim.press(back, ("BACK",))
            lines, marked = sim.lines()
            assert not back.menu.waiting and back.menu.game is None and lines[0] == "Twilight Board"
            assert lines[marked] == "Twilight Dance", lines

            again, sim = _boot(flash.clone(), build)
            for i in range(len(AHEAD)):
                assert [m for m in AHEAD if m in sys.modules] == list(AHEAD[:i])
                sim.press(again, (None,))
            assert [m for m in AHEAD if m in sys.modules] == list(AHEAD)
            _in_menu(again, sim)


def test_a_cut_between_the_launch_request_and_the_reload_starts_the_title_asked_for():
    with mpdevice.StandIns():
        flash = Flash()
        board, sim, game = _saved_dance(flash)
        _cut_reload(board)
        try:
            sim.press(board, appkeys.start(board, "Rift of Portals"))
            raise AssertionError("no reload asked for")
        except PowerCut:
            pass
        after = flash.clone()
        _kept(after.clone(), game)  # the request does not touch the saved game
        board, sim = _boot(after)
        lines = sim.lines()[0]
        assert lines[0] == "Rift of Portals" and lines[1].startswith("loading"), lines
        assert board.store.settings()["launch"] == ""  # taken: a crash now finds the menu


def test_a_cut_after_the_reload_before_the_game_saves_keeps_the_old_game():
    with mpdevice.StandIns():
        flash = Flash()
        board, sim, game = _saved_dance(flash)
        _start(board, sim, "Rift of Portals")  # its first save comes next frame
        after = flash.clone()
        _kept(after.clone(), game)
        board, sim = _boot(after)
        _in_menu(board, sim)
        assert board.menu.chooser.labels[0] == "Continue"
        assert board.store.game_name() == "dance"


def _cut_reload(board):
    """The board's reload, cut: the power goes right after the request."""
    def cut(to_title):
        raise PowerCut("the power went before the reload")
    board.device._reload = cut


def _walked(image, keys):
    """A board powered up on a copy of ``image``, ``keys`` pressed."""
    chip = Flash(len(image), image)
    board, sim = _boot(chip)
    sim.press(board, keys)
    return chip, board, sim


def test_a_cut_at_any_step_of_writing_the_launch_request_loses_nothing():
    with mpdevice.StandIns():
        flash = Flash()
        board, sim, game = _saved_dance(flash)
        image = bytes(flash.mem)
        keys = []  # the keys to Start, found on a copy
        walk, shown = _walked(image, ())[1:]
        for key in appkeys.start(walk, "Rift of Portals"):
            if walk.menu is None:
                break
            keys.append(key)
            shown.press(walk, (key,))
        chip, board, sim = _walked(image, keys[:-1])  # all but Start
        _cut_reload(board)
        start = chip.steps
        try:
            sim.press(board, keys[-1:])
        except PowerCut:
            pass
        steps = chip.steps - start  # Start's writes: the options chosen, the request
        assert steps > 5
        shown = set()
        for k in sorted(set((0, 1, steps // 3, steps // 2, steps - 2, steps - 1))):
            chip, board, sim = _walked(image, keys[:-1])
            chip.cut(k, partial=k % 2 == 1)
            try:
                sim.press(board, keys[-1:])
                raise AssertionError("no power cut at step %d" % k)
            except PowerCut:
                pass
            chip.cut(None)
            _kept(chip.clone(), game)
            board, sim = _boot(chip)
            lines = sim.lines()[0]
            if lines[0] == "Saved data":  # a cut entry is reported once
                sim.press(board, ("OK",))
                lines = sim.lines()[0]
            shown.add(lines[0])
            assert lines[0] in ("Twilight Board", "Rift of Portals"), (k, lines)
        assert shown == {"Twilight Board"}, shown  # the request is the last write: cut, not made
