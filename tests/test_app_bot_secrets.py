"""A bot's move on the board shows only what the person watching may know.

Two worlds: two Twilight Dance games the person sees alike (the same view)
whose bot pieces hold different roles, and in which the bot then plays the
same move as the person sees it (``game.seen``) though not the same move:
every frame of the bot's turn, OLED and lights, must be the same in both.
The positions were found by searching random games for such pairs, one per
seat and bot level. Also: in whole games against each bot level, no frame
of a bot's turn names a role the person does not know; with no person at
the board (two bot seats, the demo) a move shows as the player who did not
make it sees it. Both builds. Runs on CPython and MicroPython.
"""
import sys

from core import new_game
from firmware import play
from firmware.play.dance import KIND_LABEL, Board
from firmware.store.store import Store
from tools.sim import appkeys, mpdevice
from tools.sim import board as programs
from tools.sim.flashmodel import Flash

MICROPYTHON = True

LEVELS = ("easy", "normal", "hard")
# (person's seat, bot level): (seed, world A's moves (turns=8), world B's
# changes to them: move index -> the piece it used instead).
WORLDS = {
    (0, "easy"): (3, "place KM LON/shunt SM MAD W/place KM AMS/shunt SM ROM N/shunt KD MOS W",
                  {3: "SD"}),
    (0, "normal"): (7, "shunt KA ROM E/shunt SA STO N/shunt KD CPH E/shunt SA AMS W/shunt KM AMS N/"
                       "shunt SA AMS N/place KA WAR/place SA OSL/shunt KD ROM W", {7: "SM"}),
    (0, "hard"): (2, "shunt KM VIE W/shunt SA CPH W/shunt KM AMS N/shunt SA MAD E/shunt KD WAR E/"
                     "place SA PAR/move CPH LIS/place SA LON/shunt KA STO E", {7: "SM"}),
    (1, "easy"): (7, "shunt KA BON E/shunt SA BON N/move PRG SOF/shunt SM CPH E/shunt KA MAD W/"
                     "shunt SA LON W/shunt KM PRG W/shunt SA AMS W/place KM AMS/shunt SD PRG E",
                  {0: "KM", 4: "KD", 6: "KD"}),
    (1, "normal"): (2, "place KA AMS/shunt SM LON E/shunt KA BON W/place SM HEL/shunt KA MOS W/"
                       "place SA LIS/place KA MAD/shunt SD VIE E/shunt KM CPH W/move STO PRG",
                    {6: "KD"}),
    (1, "hard"): (1, "place KA PRG/shunt SM MAD N/berlin KA/shunt SD WAR E/shunt KA WAR S/"
                     "shunt SD LON W/shunt KA SOF W/shunt SA STO E/move PRG SOF/place SM VIE",
                  {4: "KM"}),
}


class _Still:
    """The ``time`` module with a clock that never moves (``ticks_ms``),
    for a ``core.thinker`` imported inside ``Instant``."""

    def __init__(self, real):
        self.real = real

    def ticks_ms(self):
        return 0

    def ticks_diff(self, end, start):
        return end - start

    def __getattr__(self, name):
        return getattr(self.real, name)


class Instant:
    """``with Instant():`` bots finish thinking in their first slice. How
    long a search takes depends on the machine (and on what the bot knows),
    not on what the person may know; the move is the same however the work
    is sliced (core/thinker.py), and "thinking" still shows its full time.
    The firmware forgets ``core.thinker`` with a bot's modules and imports
    it again for the next bot: that import finds the still clock too (else
    a later bot would think in real 6 ms slices, and a test's frames would
    depend on the machine's load)."""

    def __enter__(self):
        import time
        from core import thinker
        self.thinker = thinker
        self.clock = thinker.clock_ms
        thinker.clock_ms = lambda: 0
        self.time = sys.modules.get("time")
        sys.modules["time"] = _Still(time)
        return self

    def __exit__(self, *exc):
        self.thinker.clock_ms = self.clock
        if self.time is None:
            del sys.modules["time"]
        else:
            sys.modules["time"] = self.time


def test_bots_stay_instant_when_the_firmware_imports_the_thinker_again():
    # The firmware forgets a bot's modules after its game, core.thinker
    # among them: the next bot's import must find Instant's clock too.
    from firmware.modules import forget, load
    with Instant():
        forget("core.thinker")
        again = load("core.thinker")
        assert again.clock_ms() == 0 and again.elapsed_ms(again.clock_ms()) == 0
    assert not isinstance(sys.modules.get("time"), _Still)  # the real clock is back


def _seats(person, level):
    return ",".join("human" if p == person else "bot:" + level for p in (0, 1))


def _world(seed, moves, changes):
    game = new_game("dance", seed, turns=8)
    moves = moves.split("/")
    for i in changes:
        words = moves[i].split(" ")
        words[1] = changes[i]
        moves[i] = " ".join(words)
    for move in moves:
        game.play(move)
    return game


def _frame(sim):
    """What the person sees in one frame: the OLED's lines, its highlight
    and every light."""
    lines, marked = sim.lines()
    return tuple(lines), marked, tuple(sim.place_colours())


def _labels(text):
    """The piece labels (``SIS Agent``) in ``text``."""
    return [label for label in KIND_LABEL.values() if label in text]


def _check_labels(sim, game, move, viewer):
    """No OLED line names a piece's role that ``viewer`` will not know
    once ``move`` is played: the labels shown are those of ``seen``."""
    shown = Board(game.view(viewer)).tokens(game.seen(move, viewer))
    allowed = _labels(" ".join(t for t in shown if type(t) is str))
    for line in sim.lines()[0]:
        for label in _labels(line):
            assert label in allowed, (line, move, game.seen(move, viewer))


def _bot_turn(App, build, person, level, game):
    """Continue ``game`` (the bot to move) saved with the person in seat
    ``person``; every frame until the person's turn has shown for a moment,
    and the bot's move."""
    flash = Flash()
    Store(flash).save_game(game, _seats(person, level))
    device, sim = mpdevice.make(build, flash)
    app = programs.Board(device, seed=5)
    app.step()
    sim.press(app, appkeys.label(app, app.menu.chooser, "Continue"))
    frames = [_frame(sim)]
    move = None
    after = 0
    while after < 5:
        sim.press(app, (None,))
        frames.append(_frame(sim))
        current = app.current
        if type(current).__name__ == "Play" and current.state == play.BOT:
            if current.turn.move is not None:
                move = current.turn.move
                _check_labels(sim, game, move, person)
        elif app.game is not None and len(app.game.history) > len(game.history):
            assert current.state == play.PICK and app.game.to_move() == person
            after += 1
        assert len(frames) < 400, "the bot's turn does not end"
    assert app.game.history[len(game.history):] == [move]
    return frames, move


def _two_worlds(build):
    with mpdevice.StandIns() as App, Instant():
        for (person, level), (seed, moves, changes) in WORLDS.items():
            worlds = [_world(seed, moves, {}), _world(seed, moves, changes)]
            assert worlds[0].view(person) == worlds[1].view(person)
            seen = [_bot_turn(App, build, person, level, world) for world in worlds]
            moves_ = [m for frames, m in seen]
            # The premise: the bot's moves differ, yet the person sees them alike.
            assert moves_[0] != moves_[1], (person, level, moves_)
            assert worlds[0].seen(moves_[0], person) == worlds[1].seen(moves_[1], person), moves_
            assert seen[0][0] == seen[1][0], (person, level, moves_)


def test_two_worlds_the_person_cannot_tell_apart_show_the_same_bot_turn_on_the_full_build():
    _two_worlds("full")


def test_two_worlds_the_person_cannot_tell_apart_show_the_same_bot_turn_on_the_lite_build():
    _two_worlds("lite")


def _whole_game(App, build, seats, seed):
    """A Dance game (8 turns) from the menu with ``seats``, the person (if
    any) picking the first legal move; every frame of every bot turn is
    checked against what its watcher may know (the person, else the player
    who is not moving). The number of bot moves watched."""
    device, sim = mpdevice.make(build)
    app = programs.Board(device, seed=seed)
    app.step()
    names = seats.split(",")
    sim.press(app, appkeys.start(app, "Twilight Dance", [
        ("Turns", "Turns: 8"),
        ("KGB", "KGB: " + names[0].replace(":", " ").replace("human", "person")),
        ("SIS", "SIS: " + names[1].replace(":", " ").replace("human", "person"))]))
    people = [p for p in (0, 1) if names[p] == "human"]
    watched = 0
    for _ in range(20000):
        current = app.current
        if current.state == play.END:
            return watched
        if current.state == play.BOT:
            game = app.game
            mover = game.to_move()
            viewer = people[0] if people else 1 - mover
            while app.current.state == play.BOT and app.game.to_move() == mover:
                move = app.current.turn.move
                if move is not None:
                    _check_labels(sim, game, move, viewer)
                sim.press(app, (None,))
            watched += 1
        elif current.state == play.PICK:
            sim.press(app, appkeys.move(app, app.game.legal_moves()[0]))
        else:
            sim.press(app, ("OK",))
    raise AssertionError("no end")


def _against_each_level(build):
    with mpdevice.StandIns() as App, Instant():
        for level in LEVELS:
            for person in (0, 1):
                assert _whole_game(App, build, _seats(person, level), 3) == 8


def test_no_bot_turn_names_a_role_the_person_does_not_know_on_the_full_build():
    _against_each_level("full")


def test_no_bot_turn_names_a_role_the_person_does_not_know_on_the_lite_build():
    _against_each_level("lite")


def test_with_two_bot_seats_a_move_shows_as_its_opponent_sees_it():
    with mpdevice.StandIns() as App, Instant():
        assert _whole_game(App, "full", "bot:easy,bot:normal", 4) == 16
        assert _whole_game(App, "lite", "bot:hard,bot:easy", 5) == 16


def test_the_dance_demo_shows_each_move_as_its_opponent_sees_it():
    with mpdevice.StandIns() as App, Instant():
        device, sim = mpdevice.make("full")
        app = programs.Board(device, seed=1)
        app.step()
        sim.advance(61005 - 20 - device.clock.ms)  # the demo picks by now // 7 % 3: 0 is Dance
        watched = 0
        for _ in range(5000):
            sim.press(app, (None,))
            current = app.current
            if not type(current).__name__ == "Play":
                continue
            assert current.demo and current.game.NAME == "dance"
            turn = current.turn
            if turn is not None and turn.move is not None and current.state == play.BOT:
                game = current.game
                _check_labels(sim, game, turn.move, 1 - game.to_move())
                if turn.shown == len(turn.tokens):
                    watched += 1
            if len(current.game.history) >= 6:
                break
        assert watched > 6, watched
