"""What a person reads and presses in a game, on both builds: a bot's
Venice move whole, the opponent's last move on a screen, Rift's Autoplay
asked first and handed back, footers that say what works now (no note of
an earlier screen left over), the lite cursor where OK picks, hand lines
with their codes apart, no question with one answer, Rift's conditions
with their numbers. Keys pressed on a board of stand-ins; the OLED and the
lights read back."""
from core import new_game
from core.rng import Rng
from firmware.footer import CHARS
from firmware import play
from firmware.play import dance, venice
from firmware.store.store import Store
from tests.test_app_bot_secrets import Instant
from tools.sim import appkeys, mpdevice
from tools.sim import board as programs
from tools.sim.flashmodel import Flash

MICROPYTHON = True

BUILDS = ("full", "lite")


def _boot(App, build, flash=None, seed=5):
    device, sim = mpdevice.make(build, Flash() if flash is None else flash)
    app = programs.Board(device, seed=seed)  # the menu, then each title's program
    app.step()
    return app, sim


def _continue(App, build, game, seats):
    """A board powered up with ``game`` saved, Continued to its screen."""
    flash = Flash()
    Store(flash).save_game(game, seats)
    app, sim = _boot(App, build, flash)
    sim.press(app, appkeys.label(app, app.menu.chooser, "Continue"))
    while app.game is None:
        sim.press(app, (None,))
    sim.press(app, appkeys.go_on(app))
    return app, sim


def _footer(sim):
    return sim.lines()[0][4]


def test_a_venice_bots_move_shows_whole_over_the_lines_it_needs():
    with mpdevice.StandIns() as App, Instant():
        for build in BUILDS:
            app, sim = _boot(App, build)
            sim.press(app, appkeys.start(app, "Twilight of Venice"))  # South: the bot
            long = set()  # the plies of bot moves longer than a line, seen whole
            for _ in range(3000):
                screen = app.current
                turn = screen.turn
                if screen.state == play.BOT and turn.tokens and turn.shown == len(turn.tokens):
                    said = ", ".join(turn.tokens)
                    words = sim.lines()[0][1:1 + len(turn.words())]
                    assert " ".join(words) == said, (words, said)  # every word, none cut
                    assert all(len(line) <= CHARS for line in words)
                    if len(said) > CHARS:
                        long.add(len(app.game.history))
                    if len(long) == 3:
                        break
                if screen.state == play.PICK:
                    moves = app.game.legal_moves()
                    sim.press(app, appkeys.move(app, moves[len(app.game.history) % len(moves)]))
                else:
                    sim.press(app, (None,) if screen.state == play.BOT else ("OK",))
            assert len(long) == 3


def test_venices_game_menu_shows_the_last_move_whole_and_goes_back_to_the_turn():
    with mpdevice.StandIns() as App, Instant():
        for build in BUILDS:
            app, sim = _boot(App, build)
            sim.press(app, appkeys.start(app, "Twilight of Venice", [("North", "North: person"),
                                                                    ("South", "South: bot easy")]))
            sim.press(app, ("BACK",))
            assert "Last move" not in app.current.menu.labels  # nothing played yet
            sim.press(app, appkeys.label(app, app.current.menu, "Resume"))
            while True:  # the bot plays, then the person
                while app.current.state != play.PICK:
                    sim.press(app, (None,) if app.current.state == play.BOT else ("OK",))
                last = app.game.history[-1]
                if len(", ".join(venice.Board({}).tokens(last))) > CHARS:
                    break
                moves = app.game.legal_moves()
                sim.press(app, appkeys.move(app, moves[-1]))
            before = sim.lines()[0][:4]
            sim.press(app, appkeys.game_menu(app, "Last move"))
            lines = sim.lines()[0]
            said = ", ".join(venice.Board({}).tokens(last))
            assert lines[0] == "Last move"
            assert " ".join(x for x in lines[1:4] if x) == said, (lines, said)
            assert lines[4] == "OK: go on"
            sim.press(app, ("OK",))
            assert app.current.state == play.PICK and sim.lines()[0][:4] == before
            assert app.game.history[-1] == last


def test_rift_autoplay_asks_first_and_hands_the_game_back_as_the_persons():
    with mpdevice.StandIns() as App, Instant():
        for build in BUILDS:
            flash = Flash()
            app, sim = _boot(App, build, flash)
            sim.press(app, appkeys.start(app, "Rift of Portals", [("Ring", "Ring: 3")]))
            sim.press(app, ("BACK",))
            sim.press(app, appkeys.label(app, app.current.menu, "Autoplay"))
            assert sim.lines()[0][:3] == ["Autoplay the rest?", "No, play on", "Yes, autoplay"]
            sim.press(app, appkeys.label(app, app.current.menu, "No, play on"))
            assert app.current.state == play.PICK and app.seats == "human"
            sim.press(app, appkeys.game_menu(app, "Autoplay"))  # and yes
            assert app.current.state == play.BOT and app.seats == "bot:device"
            while len(app.game.history) < 4:
                sim.press(app, (None,))
            sim.press(app, ("BACK",))
            labels = app.current.menu.labels
            assert "Take over" in labels and "Autoplay" not in labels
            sim.press(app, appkeys.label(app, app.current.menu, "Take over"))
            assert app.current.state == play.PICK and app.current.bots == [None]
            moved = len(app.game.history)
            for _ in range(30):  # the game is the person's: nothing plays by itself
                sim.press(app, (None,))
            assert len(app.game.history) == moved and app.store.game_record()[1] == "human"
            rng = Rng(2)
            while app.current is not app.menu:
                if app.current is not None and app.current.state == play.PICK:
                    moves = app.game.legal_moves()
                    sim.press(app, appkeys.move(app, moves[rng.below(len(moves))]))
                else:
                    sim.press(app, ("OK",) if app.current is not None else (None,))
            stats = app.store.stats()
            assert stats["rift.played"] == 1
            assert not [key for key in stats if key.startswith("rift.auto")], stats


def test_the_deciding_rounds_footer_says_ok_shows_the_result():
    from tests.test_app_worlds import _ending
    with mpdevice.StandIns() as App, Instant():
        for build, whole in (("full", True), ("lite", True), ("full", False)):
            game, move = _ending(5, whole)
            seats = ",".join("human" if p == game.to_move() else "bot:easy" for p in (0, 1))
            app, sim = _continue(App, build, game, seats)
            sim.press(app, appkeys.move(app, move))
            assert app.current.state == play.NOTE and sim.lines()[0][0].startswith("Round ")
            assert _footer(sim) == ("OK: match result" if whole else "OK: next deal")
            sim.press(app, ("OK",))
            if whole:
                assert app.current.state == play.END and sim.lines()[0][0] == "Match over"


def test_a_note_goes_with_the_screen_it_was_said_on():
    with mpdevice.StandIns() as App, Instant():
        for build in BUILDS:
            app, sim = _boot(App, build)
            sim.press(app, appkeys.label(app, app.menu.chooser, "Keys: %s build" % build))
            assert _footer(sim) == "set in pins.py"
            sim.press(app, appkeys.label(app, app.menu.chooser, "Twilight Dance"))
            assert sim.lines()[0][0] != "Twilight Board"  # its options
            assert _footer(sim) == app.hint() != "set in pins.py"
            sim.press(app, ("BACK",))
            # "take the turn first" on the game menu, not on the hand-over after it
            sim.press(app, appkeys.start(app, "Twilight Dance", [("SIS", "SIS: person")]))
            assert app.current.state == play.HAND
            sim.press(app, appkeys.game_menu(app, "Peek"))
            assert _footer(sim) == "take the turn first"
            sim.press(app, appkeys.label(app, app.current.menu, "Resume"))
            assert app.current.state == play.HAND and _footer(sim) == "OK: I am KGB"
            sim.press(app, appkeys.quit(app))
            # "stop the bot", said while a bot plays, not under the person's turn next
            sim.press(app, appkeys.start(app, "Twilight Dance", [("SIS", "SIS: bot easy")]))
            sim.press(app, appkeys.move(app, app.game.legal_moves()[0]))
            assert app.current.state == play.BOT
            sim.press(app, ("OK",))
            assert _footer(sim) == ("MENU: stop the bot" if build == "full" else "BACK: stop the bot")
            while app.current.state == play.BOT:
                sim.press(app, (None,))
            assert app.current.state == play.PICK and _footer(sim) == app.current.footer()


def test_lite_ok_picks_the_highlighted_line_at_every_turn_and_up_goes_round_a_menu():
    with mpdevice.StandIns() as App:
        app, sim = _boot(App, "lite")
        count = len(app.menu.chooser.labels)
        sim.press(app, ("UP",))  # the main menu's top: round to its last line
        lines, marked = sim.lines()
        assert marked == 3 and lines[3] == app.menu.chooser.labels[count - 1]
        sim.press(app, ("DOWN",))
        assert sim.lines()[1] == 1
        sim.press(app, appkeys.start(app, "Twilight Dance", [("SIS", "SIS: person")]))
        sim.press(app, appkeys.go_on(app))
        sim.press(app, ("BACK", "UP"))  # the game menu's top: round to How to play
        lines, marked = sim.lines()
        assert marked == 3 and lines[3] == "How to play"
        sim.press(app, appkeys.label(app, app.current.menu, "Resume"))
        rng = Rng(4)
        turns = 0
        while turns < 6:
            sim.press(app, appkeys.go_on(app))
            sim.press(app, (None,))
            screen = app.current
            chooser = screen.chooser
            if chooser.places and chooser.labels:  # pieces on the board and in hand
                turns += 1
                lines, marked = sim.lines()
                assert marked == 1 and lines[1] == chooser.labels[0]
                first = chooser.labels[0]
                sim.press(app, ("OK",))
                assert screen.picker.prefix == [first]
                sim.press(app, ("BACK",))  # the choice undone: the list again, its top lit
                assert sim.lines()[1] == 1
            moves = app.game.legal_moves()
            sim.press(app, appkeys.move(app, moves[rng.below(len(moves))]))


def test_hand_lines_keep_their_codes_apart():
    view = new_game("dance", 1).view(0)
    view["hands"][1] = ["SA", "SA", "SD", "SD", "SM", "SM"]  # roles a player may come to know
    lines = dance.Board(view).info(view, -1)
    assert lines[2] == "SIS hand SAx2,Dx2,Mx2"
    assert all(len(line) <= CHARS for line in lines)
    hand = ["D1", "G1", "G2", "GF", "M1", "M2", "H1", "H2"]
    assert venice.Board(None).title({"hand": hand}) == "D1 G1,2,F M1,2 H1,2"
    big = ["KA"] * 3 + ["KD"] * 2 + ["KM"] * 2 + ["SA", "SD", "S?", "S?"]
    view["hands"][0] = big
    assert dance.Board(view).info(view, -1)[0] == "hand KAx3 KDx2 +6"  # never cut


def test_a_doge_move_with_no_court_pair_to_choose_asks_for_none():
    with mpdevice.StandIns() as App:
        for build in BUILDS:
            app, sim = _boot(App, build, seed=3)
            sim.press(app, appkeys.start(app, "Twilight of Venice", [("South", "South: person")]))
            sim.press(app, appkeys.go_on(app))
            sim.press(app, (None,))
            legal = app.game.legal_moves()
            assert "doge 1 + 0" in legal and not [m for m in legal if m.startswith("doge 1 + ") and m[-1] != "0"]
            screen = app.current
            for token in ("Doge", "1 card", "north (+)"):
                assert app.game.history == []
                sim.press(app, appkeys.label(app, screen.chooser, token))
            assert app.game.history == ["doge 1 + 0"]  # no "court pairs 0" to confirm


def _rift_missed_gate():
    """A Rift game one move before its end, that move, and the result: the
    gate condition missed with two-digit Oinks."""
    for seed in range(200):
        game = new_game("rift", seed, ring=4)
        rng = Rng(seed)
        while not game.is_over():
            moves = game.legal_moves()
            move = moves[rng.below(len(moves))]
            after = game.copy()
            after.play(move)
            if after.is_over():
                result = after.result()
                if not result["conditions"]["gate"] and result["void"] >= 10:
                    return game, move, result
                break
            game.play(move)
    raise AssertionError("no such game")


def test_rifts_conditions_page_keeps_the_numbers_of_a_missed_gate():
    game, move, result = _rift_missed_gate()
    with mpdevice.StandIns() as App:
        for build in BUILDS:
            app, sim = _continue(App, build, game.copy(), "human")
            sim.press(app, appkeys.move(app, move))
            lines = sim.lines()[0]
            assert lines[0] == "Rift: conditions"
            assert lines[2] == "gate>=void %d/%d: NO" % (result["gate"], result["void"])
