"""Bots in the app, through keys in the headless simulator: a person
against a bot in Dance and Venice, Rift's hint and autoplay, the idle demo,
and resuming a game with a bot seat. CPython only.
"""
import os
import tempfile

from core import new_game
from firmware.play import bot_turn
from firmware import play
from tools.sim.board import Board
from tests.test_app_driver import go_on, menu_start, oled_lines, pick_label, play_move, start, tap
from tools.sim.headless import make_sim_device
from tools.sim.flash import FileFlash

PERSON_VS_BOT = {"Twilight Dance": [("Turns", "Turns: 8"), ("KGB", "KGB: person"),
                                    ("SIS", "SIS: bot normal")],
                 "Twilight of Venice": [("North", "North: person"), ("South", "South: bot easy")]}


def _replays(game):
    again = new_game(game.NAME, game.seed, **game.options)
    for move in game.history:
        again.play(move)  # ValueError if the app played an illegal move
    return again.snapshot() == game.snapshot()


def _watch_bot(app, sim, seen):
    """Run frames through a bot's turn, checking what a person sees:
    "thinking" on the OLED, then the move's places lit white and its OLED
    choices shown one by one before it lands; no frame thinks more than one
    slice (a slice is bounded by bot_turn.SLICE_MS, not timed here: these
    machines are too noisy for wall-clock asserts)."""
    game = app.game
    before = len(game.history)
    legal = game.legal_moves()
    turn = app.current.turn
    while app.current.state == play.BOT and len(game.history) == before:
        slices = turn.slices
        tap(app, sim, None)
        seen["most slices"] = max(seen["most slices"], turn.slices - slices)
        title = oled_lines(sim)[0][0]
        if turn.phase == bot_turn.THINK:
            assert title.endswith("bot thinking"), title
            seen["thinking"] += 1
        elif app.current.state == play.BOT:
            lit = sim.place_colours()
            for where in turn.places():
                assert lit[where][0] == lit[where][1] == lit[where][2] > 0, (where, lit[where])
                seen["shown"] += 1
            words = turn.words()
            if words:  # the move's OLED choices, as the picker names them, whole
                assert oled_lines(sim)[0][1:1 + len(words)] == words and len(words) <= 3
                assert all(len(line) <= 21 for line in words), words
                seen["shown"] += 1
    assert game.history[before:] == [turn.move] and turn.move in legal
    seen["bot moves"] += 1


def _person_vs_bot(title, seed):
    app, sim = start("full", seed=seed)
    seen = {"most slices": 0, "thinking": 0, "shown": 0, "bot moves": 0, "person moves": 0}
    with sim:
        menu_start(app, sim, title, PERSON_VS_BOT[title])
        assert app.seats.startswith("human,bot:")
        while True:
            go_on(app, sim)  # notices only: no hand-over screen is ever shown
            state = app.current.state
            assert state != play.HAND
            if state == play.END:
                break
            if state == play.BOT:
                _watch_bot(app, sim, seen)
                continue
            assert app.game.to_move() == 0
            lines = oled_lines(sim)[0]
            assert not lines[0].startswith("Pass to")  # their own view, at once
            assert app.current.view == app.game.view(0)
            if title == "Twilight Dance" and app.game.view(0)["hands"][0]:
                assert [x for x in lines if x[4:] in ("Agent", "Mole", "Decoy")], lines  # roles
            moves = app.game.legal_moves()
            play_move(app, sim, moves[len(app.game.history) * 7 % len(moves)])
            seen["person moves"] += 1
        assert _replays(app.game) and app.game.is_over()
        tap(app, sim, None)  # counted in the frame after the last move
        stats = app.store.stats()
        name = app.game.NAME
        assert stats[name + ".played"] == 1
        assert sum(v for k, v in stats.items() if k.split(".")[-1] in ("normal", "easy")) == 1
    assert seen["bot moves"] >= 4 and seen["person moves"] >= 4, seen
    assert seen["thinking"] >= seen["bot moves"] and seen["shown"] > seen["bot moves"], seen
    assert seen["most slices"] == 1, seen  # thinking spread over frames, one slice each


def test_a_person_plays_a_whole_dance_game_against_a_bot():
    _person_vs_bot("Twilight Dance", 5)


def test_a_person_plays_a_whole_venice_match_against_a_bot():
    _person_vs_bot("Twilight of Venice", 6)


def _rift(seed):
    app, sim = start("full", seed=seed)
    menu_start(app, sim, "Rift of Portals", [("Ring", "Ring: 3")])
    return app, sim


def test_rift_hint_shows_a_legal_move_its_reason_and_its_places():
    app, sim = _rift(3)
    with sim:
        legal = app.game.legal_moves()
        tap(app, sim, "BACK")  # the game menu
        pick_label(app, sim, app.current.menu, "Hint")
        for _ in range(200):
            if app.current.state == play.HINT:
                break
            tap(app, sim, None)
        turn = app.current.turn
        assert turn.move in legal and turn.reason
        lines = oled_lines(sim)[0]
        assert lines[0] == "Hint" and lines[1] == turn.reason[:21], lines
        assert app.game.history == []  # a hint is not played
        tap(app, sim, "OK")
        assert app.current.state == play.PICK
        play_move(app, sim, turn.move)  # the person may follow it


def test_rift_autoplay_finishes_the_game_visibly():
    app, sim = _rift(4)
    with sim:
        tap(app, sim, "BACK")  # the game menu
        pick_label(app, sim, app.current.menu, "Autoplay")
        pick_label(app, sim, app.current.menu, "Yes, autoplay")
        titles = set()
        for _ in range(20000):
            if app.current.state == play.END:
                break
            tap(app, sim, None)
            titles.add(oled_lines(sim)[0][0])
        assert app.game.is_over() and _replays(app.game)
        assert "Autoplay thinking" in titles and "Autoplay plays" in titles
        tap(app, sim, None)  # counted in the frame after the last move
        assert app.store.stats()["rift.played"] == 1


def test_demo_starts_when_idle_plays_legal_moves_and_stops_on_a_key():
    app, sim = start("full", seed=9)
    with sim:
        stats = dict(app.store.stats())
        saved = app.store.game_record()
        sim.advance(61000)
        moves = 0
        for _ in range(3000):
            tap(app, sim, None)
            current = app.current
            if type(current).__name__ == "Play":
                moves = len(current.game.history)
                assert not current.handover and current.demo
                if moves >= 3:
                    break
        assert moves >= 3 and _replays(current.game)
        assert app.game is None
        tap(app, sim, "OK")
        tap(app, sim, None)
        assert app.current is app.menu
        assert app.store.stats() == stats and app.store.game_record() == saved


def test_resuming_a_person_vs_bot_game_keeps_its_seats():
    path = os.path.join(tempfile.mkdtemp(), "nvm.bin")
    app, sim = _power_up(path)
    with sim:
        menu_start(app, sim, "Twilight of Venice", PERSON_VS_BOT["Twilight of Venice"])
        seats = app.seats
        while app.current.state == play.BOT:
            tap(app, sim, None)  # South may deal first
        play_move(app, sim, app.game.legal_moves()[0])
        for _ in range(3):
            tap(app, sim, None)  # the move is saved; the bot is thinking...
        history = list(app.game.history)
        assert app.store.game_record()[1] == seats == "human,bot:easy"
    app, sim = _power_up(path)  # ...when the power goes
    with sim:
        pick_label(app, sim, app.menu.chooser, "Continue")
        for _ in range(30):
            tap(app, sim, None)
        assert app.seats == seats and app.game.history[:len(history)] == history
        assert type(app.current).__name__ == "Play" and app.current.bots == [None, "easy"]
        for _ in range(200):
            tap(app, sim, None)  # the bot moves as it would have (its seed: game seed, ply)
        assert len(app.game.history) > len(history) and _replays(app.game)


def _power_up(path):
    device, sim = make_sim_device("full", nvm=FileFlash(path))
    app = Board(device, seed=12)
    app.step()
    return app, sim
