"""A Rift contest on the board (firmware/play/contest.py), driven by keys on the stand-in board.

Players are set up in Rift's options (Contest: N, each player's name, "Bot"
the autoplay's seat); each plays the deal behind a hand-over screen, the
bot unseen; then the ranking. The power is cut at every player boundary
(tests/power.py's ledger checks the board that powers up) and the contest
goes on from the same player and move; the statistics count it per name.
Bots think in one slice (``Instant``).
"""
from core import new_game
from core.rift import contest as rules
from core.rng import Rng
from firmware import play
from tests.test_app_bot_secrets import Instant
from tests.test_app_seats import Board
from tools.sim import appkeys
from tools.sim.mpdevice import StandIns

MICROPYTHON = True

TITLE = "Rift of Portals"


def begin(board, names, ring=3):
    """From the main menu: a contest of ``names`` (the first a person)."""
    settings = [("Ring", "Ring: %d" % ring), ("Contest", "Contest: %d" % len(names))]
    for i in range(len(names)):
        settings.append(("Player %d" % (i + 1), "Player %d: %s" % (i + 1, names[i])))
    board.press(appkeys.start(board.app, TITLE, settings))
    assert board.app.contest.names == tuple(names)


def kind(board):
    return type(board.app.current).__name__


def step(board, rng, moves=None):
    """One person's or screen's step: a random legal move (or the next of
    ``moves``), OK through a hand-over, an end page or the ranking, a
    frame for a bot or a loading screen."""
    app = board.app
    screen = app.current
    what = kind(board)
    if what == "Play" and screen.state == play.PICK:
        legal = app.game.legal_moves()
        move = moves.pop(0) if moves else legal[rng.below(len(legal))]
        board.press(appkeys.move(app, move))
    elif what in ("Hidden", "Loading", "NoneType") or what == "Play" and screen.state == play.BOT:
        board.press((None,))
    else:
        board.press(("OK",))


def run(board, rng, until=lambda board: False):
    """Play on until the main menu (or ``until(board)``)."""
    for _ in range(40000):
        if kind(board) == "Menu" or until(board):
            return
        step(board, rng)
    raise AssertionError("no end")


def _contest(build):
    with StandIns() as App, Instant():
        board = Board(App, build)
        begin(board, ["Ann", "Bot", "Cy"])
        seen = []

        def note(board):
            if kind(board) == "Ranking" and not seen:
                seen.append(board.sim.lines()[0])
        run(board, Rng(3), lambda b: note(b) or False)
        stats = board.app.store.stats()
    assert seen and seen[0][0] == "Contest ranking"
    return board, stats


def test_a_full_contest_on_the_full_build_ranks_and_counts_each_name():
    board, stats = _contest("full")
    assert stats["rift.contest.played"] == 1
    for name in ("Ann", "Bot", "Cy"):
        assert stats["rift.contest.%s.played" % name] == 1
    firsts = [n for n in ("Ann", "Bot", "Cy") if stats.get("rift.contest.%s.first" % n)]
    assert firsts and "rift.played" not in stats  # a contest counts apart
    assert board.app.store.game_name() is None


def test_a_full_contest_on_the_lite_build():
    board, stats = _contest("lite")
    assert stats["rift.contest.played"] == 1 and stats["rift.contest.Cy.played"] == 1


def test_the_ranking_shows_each_players_place_score_and_missed_conditions():
    from firmware.play.contest_screens import lines
    entries = [(0, 14, 1, 2), (1, 20, 3, 0), (0, 14, 1, 15), (0, 9, 0, 11)]
    shown = lines(["Ann", "Bot", "Cy", "Dee"], entries)
    # every line of conditions says they were missed: none reads as met
    assert shown == ["1 Bot WON VP20 +3", "2 Ann lost VP14 +1", " missed gate", "2 Cy lost VP14 +1",
                     " missed built gate", " missed sides matched", "4 Dee lost VP9 +0",
                     " missed built gate", " missed matched"]
    assert max(len(line) for line in shown) <= 21


def _boundary(board):
    """The moment just after a player's game ended: the hand-over, or the
    first frame of the next player's game."""
    app = board.app
    return kind(board) == "HandOver" or (
        app.contest is not None and app.game is not None and not app.game.history
        and len(app.contest.done) > 0)


def test_a_power_cut_at_every_player_boundary_resumes_the_next_player_at_move_zero():
    with StandIns() as App, Instant():
        board = Board(App, "full")
        begin(board, ["Ann", "Ben", "Bot", "Dee"])
        rng = Rng(8)
        cuts = 0
        while kind(board) != "Menu":
            done = len(board.app.contest.done) if board.app.contest else 0
            if _boundary(board) and done > cuts:
                cuts = done
                after = board.cut()  # checked by the ledger: Continue offered
                after.press(appkeys.label(after.app, after.app.menu.chooser, "Continue"))
                for _ in range(200):  # a frame a module: the contest's and the bot's too
                    if kind(after) != "Loading":
                        break
                    after.press((None,))
                assert after.app.contest.done == board.app.contest.done
                assert after.app.game.history == [] and after.app.game.seed == board.app.game.seed
                name = after.app.contest.names[done]
                if done == 2:
                    assert kind(after) == "Hidden" and after.sim.lines()[0][0] == name + " plays"
                else:  # a person's game: behind a hand-over naming them
                    assert kind(after) == "HandOver" and after.sim.lines()[0][0] == "Pass to " + name
                    after.press(("OK",))
                    assert kind(after) == "Play"
                if done == 1:  # this board plays on from here instead
                    board = after
            step(board, rng)
        assert cuts == 3
        assert board.app.store.stats()["rift.contest.played"] == 1


def test_a_power_cut_mid_game_resumes_the_same_player_and_move():
    with StandIns() as App, Instant():
        board = Board(App, "lite")
        begin(board, ["Ann", "Ben"])
        rng = Rng(2)
        run(board, rng, lambda b: b.app.contest is not None and b.app.contest.done and len(b.app.game.history) == 7)
        board.press((None,))  # the frame that saves move 7
        after = board.cut()
        after.press(appkeys.label(after.app, after.app.menu.chooser, "Continue"))
        run(after, rng, lambda b: kind(b) == "Play")
        assert after.app.game.history == board.app.game.history
        assert after.app.contest.names == ("Ann", "Ben") and len(after.app.contest.done) == 1
        run(after, rng)
        assert after.app.store.stats()["rift.contest.Ben.played"] == 1


def test_a_person_who_left_their_contest_game_to_autoplay_watches_it_after_a_power_cut():
    # Autoplay saves the game's seat as the bot's; the contest still says
    # the player is a person, so Continue shows their game, not the
    # unseen screen of the contest's own bot player.
    with StandIns() as App, Instant():
        board = Board(App, "full")
        begin(board, ["Ann", "Ben"])
        rng = Rng(5)
        run(board, rng, lambda b: kind(b) == "Play" and b.app.current.state == play.PICK)
        board.press(appkeys.game_menu(board.app, "Autoplay"))
        run(board, rng, lambda b: len(b.app.game.history) >= 3)
        board.press((None,))  # the frame that saves
        assert board.app.store.game_record()[1] == "bot:device"
        after = board.cut()
        after.press(appkeys.label(after.app, after.app.menu.chooser, "Continue"))
        run(after, rng, lambda b: kind(b) != "Loading" and b.app.game is not None)
        assert kind(after) == "HandOver" and after.sim.lines()[0][0] == "Pass to Ann"
        after.press(("OK",))
        assert kind(after) == "Play" and after.app.current.bots == ["device"]
        assert after.app.game.history[:3] == board.app.game.history[:3]
        run(after, rng)
        stats = after.app.store.stats()
        assert stats["rift.contest.Ann.played"] == 1 and stats["rift.contest.Ben.played"] == 1


def _frames(first, full):
    """Everything the second player sees, frame by frame, from the
    hand-over to the ranking, on the ``full`` or lite build, when the
    first plays random moves by ``Rng(first)``; and the entries."""
    with StandIns() as App, Instant():
        board = Board(App, full)
        begin(board, ["Ann", "Ben"])
        rng = Rng(first)
        run(board, rng, lambda b: kind(b) == "HandOver" and b.app.contest.done)
        # the person waits: both worlds' clocks agree from here (the lights'
        # pulse follows the clock, which says how long player 1 took)
        board.sim.device.clock.ms = 10 ** 8
        board.press((None,))
        frames = []
        board.watch = lambda b: kind(b) == "Ranking" or frames.append(
            (b.sim.lines(), b.sim.place_colours()))
        rng = Rng(77)
        run(board, rng, lambda b: kind(b) == "Ranking")
        return frames, board.app.contest.done


def test_the_second_player_sees_the_same_frames_whatever_the_first_did():
    for build in ("full", "lite"):
        one, done_one = _frames(1, build)
        two, done_two = _frames(2, build)
        assert done_one[0] != done_two[0]  # the first player's games differ
        assert done_one[1] == done_two[1]  # the second player's are the same
        assert one == two


def test_two_players_with_one_name_are_refused():
    with StandIns() as App:
        _refused(Board(App, "full"))


def _refused(board):
    settings = [("Contest", "Contest: 2"), ("Player 1", "Player 1: Ben")]
    board.press(appkeys.label(board.app, board.app.menu.chooser, TITLE))
    for prefix, wanted in settings:
        while wanted not in board.app.menu.chooser.labels:
            line = [t for t in board.app.menu.chooser.labels if t.startswith(prefix)][0]
            board.press(appkeys.label(board.app, board.app.menu.chooser, line))
    board.press(appkeys.label(board.app, board.app.menu.chooser, "Start"))
    assert kind(board) == "Menu" and board.app.status == "two players named Ben"


def _initials(board, row, letters):
    """On Rift's options: cycle player ``row``'s name to "type...", type
    ``letters`` (then Done if fewer than three)."""
    app = board.app
    chooser = app.menu.chooser
    while "Player %d: type..." % row not in chooser.labels:
        line = [t for t in chooser.labels if t.startswith("Player %d" % row)][0]
        board.press(appkeys.label(app, chooser, line))
    board.press(appkeys.label(app, chooser, "Player %d: type..." % row))
    assert kind(board) == "Initials"
    for letter in letters:
        board.press(appkeys.label(app, app.current.chooser, letter))
    if len(letters) < 3:
        board.press(appkeys.label(app, app.current.chooser, "Done"))
    assert kind(board) == "Menu"


def test_initials_typed_with_the_keys_name_a_player_and_are_kept():
    for build in ("full", "lite"):
        with StandIns() as App, Instant():
            board = Board(App, build)
            board.press(appkeys.label(board.app, board.app.menu.chooser, TITLE))
            board.press(appkeys.label(board.app, board.app.menu.chooser, "Contest: off"))
            _initials(board, 2, "JK")
            assert "Player 2: JK" in board.app.menu.chooser.labels
            _initials(board, 2, "ZQX")  # a second typed name takes the first's place
            values = board.app.menu.rows["rift"][-3][2]
            assert "JK" not in values and values[-2:] == ["ZQX", "type..."]
            board.press(appkeys.label(board.app, board.app.menu.chooser, "Start"))
            run(board, Rng(1), lambda b: kind(b) in ("Play", "Hidden"))
            assert board.app.contest.names == ("Ann", "ZQX")
            again = Board(App, build, board.flash.clone())  # settings survive a power cut
            again.press(appkeys.label(again.app, again.app.menu.chooser, TITLE))
            assert "Contest: 2" in again.app.menu.chooser.labels
            assert "Player 2: ZQX" in again.app.menu.chooser.labels


def test_back_takes_a_typed_letter_back_then_leaves_the_name_as_it_was():
    with StandIns() as App:
        board = Board(App, "lite")
        app = board.app
        board.press(appkeys.label(app, app.menu.chooser, TITLE))
        board.press(appkeys.label(app, app.menu.chooser, "Contest: off"))
        for _ in range(8):  # Ben ... Bot, then type...
            board.press(appkeys.label(app, app.menu.chooser, [
                t for t in app.menu.chooser.labels if t.startswith("Player 1")][0]))
        board.press(appkeys.label(app, app.menu.chooser, "Player 1: type..."))
        board.press(appkeys.label(app, app.current.chooser, "Q"))
        assert board.sim.lines()[0][0] == "Player 1: Q__"
        board.press(("BACK",))
        assert board.sim.lines()[0][0] == "Player 1: ___"
        board.press(("BACK",))
        assert kind(board) == "Menu" and "Player 1: type..." in app.menu.chooser.labels
        board.press(appkeys.label(app, app.menu.chooser, "Start"))
        assert kind(board) == "Menu" and app.status == "OK on type... types"


def test_a_contest_game_saved_over_is_recorded_at_continue_and_the_next_player_waits():
    from firmware.store.store import Store
    from tests.util import play_random
    from tools.sim.flashmodel import Flash
    flash = Flash()
    game = new_game("rift", 6)
    store = Store(flash)
    store.save_contest(game, "human", ["Ann,Ben human,human"])
    play_random(game, Rng(1))
    store.save_game(game, "human", True)  # (as a heap recovery may leave it)
    with StandIns() as App, Instant():
        board = Board(App, "full", flash)
        board.press(appkeys.label(board.app, board.app.menu.chooser, "Continue"))
        run(board, Rng(1), lambda b: kind(b) == "Menu" and b.app.status)
        assert board.app.status == "finished game counted" and board.app.game is None
        lines = board.app.store.contest_lines()
        assert lines[1] == "%d %d %d %d " % rules.entry(game.result()) + rules.pack(game)
        assert board.app.store.resume()[0].history == []
        assert "Continue" in board.app.menu.chooser.labels
