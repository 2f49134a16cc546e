"""A complete game of each title played in the simulator through keys only.

Moves are drawn at random (seeded) from the legal ones, as a test player
would choose them, and picked through the keys (tests/test_app_driver.py).
Lights and decoded OLED text are checked at the moments that matter:
hand-over screens showing nothing secret, the board after a move, illegal
presses explained, and the end screens agreeing with the core's result.
CPython only.
"""
import random

from firmware import play

from firmware.play import venice as play_venice
from tests.test_app_driver import go_on, menu_start, oled_lines, play_move, start, tap

SECRETS = ("Agent", "Mole", "Decoy", "hand", "KA", "KM", "KD", "SA", "SM", "SD", "D1", "G1", "G2")


def settle(app, sim):
    """Let the flash of a pressed light fade: one frame 200 ms later."""
    sim.advance(200)
    app.step()


def _play_out(app, sim, rnd, check=None, limit=400):
    """Random legal moves through the keys until the end pages show."""
    for _ in range(limit):
        go_on(app, sim)
        if app.current.state == play.END:
            return
        move = rnd.choice(app.game.legal_moves())
        play_move(app, sim, move)
        settle(app, sim)
        if check:
            check(move)
    raise AssertionError("game did not end")


def _end_pages(app, sim):
    """Every end page's text, turning them with OK, back to the menu."""
    pages = []
    while app.menu is None:  # the last page's OK reloads into the menu
        pages.append(oled_lines(sim)[0])
        tap(app, sim, "OK")
    assert oled_lines(sim)[0][0] == "Twilight Board"
    return pages


def test_dance_to_the_end_on_the_lite_build():
    app, sim = start("lite", seed=3)
    rnd = random.Random(1)
    with sim:
        menu_start(app, sim, "Twilight Dance", [("Turns", "Turns: 8"), ("SIS", "SIS: person")])
        lines, _ = oled_lines(sim)
        assert lines[0] == "Pass to KGB"
        assert not any(s in " ".join(lines) for s in SECRETS)
        tap(app, sim, "OK")
        lines, marked = oled_lines(sim)
        assert lines[0] == "KGB turn 1/8"
        assert lines[1] == "KGB Agent" and marked == 1  # kinds from hand, first lit
        # A city with no own piece starts no move: said, not ignored.
        tap(app, sim, "UP")  # from the list up onto the grid's last row
        tap(app, sim, "OK")
        assert oled_lines(sim)[0][4] == "no move from there"
        assert app.game.history == []
        play_move(app, sim, "place KA OSL")
        settle(app, sim)
        colours = sim.place_colours()
        assert colours[0][0] > 0 and colours[0][2] == 0  # KGB red on Oslo
        lines, _ = oled_lines(sim)
        assert lines[0] == "Pass to SIS"
        assert not any(s in " ".join(lines) for s in SECRETS)

        def check(move):
            game = app.current
            if game.state == play.HAND:
                text = " ".join(oled_lines(sim)[0])
                assert not any(s in text for s in SECRETS), text
            board = app.game.view(0)["board"]
            colours = sim.place_colours()
            for city in range(16):
                if board[city] is None:
                    assert colours[city] == (0, 0, 0)
                else:
                    red = board[city][0] == "K"
                    assert (colours[city][0] > 0) == red and (colours[city][2] > 0) != red

        _play_out(app, sim, rnd, check)
        result = app.game.result()
        pages = _end_pages(app, sim)
        assert pages[0][0] == "Game over"
        chains = [p for p in pages if " chain +" in p[0]]
        assert len(chains) == len(result["chains"])
        for page, (owner, cities, points) in zip(chains, result["chains"]):
            assert page[0] == "%s chain +%d" % (("KGB", "SIS")[owner], points)
            assert page[1] == " ".join(cities)
        assert pages[-1][1] == "KGB %d  SIS %d" % tuple(result["scores"])


def test_venice_full_match_on_the_full_build():
    app, sim = start("full", seed=11)
    rnd = random.Random(2)
    seen = []
    with sim:
        menu_start(app, sim, "Twilight of Venice", [("South", "South: person")])
        tap(app, sim, "OK")
        mover = app.game.to_move()
        lines, _ = oled_lines(sim)
        assert lines[0] == play_venice._hand(app.game.view(mover)["hand"])

        def check(move):
            game = app.current
            if game.state == play.NOTE:
                seen.append(oled_lines(sim)[0][0])
                return
            view = app.game.view(0)
            spots = view["positions"]
            sim.advance(2100)  # the Favourite's walk is over by now
            app.step()
            colours = sim.place_colours()
            doge = play_venice.TRACK[spots["D"] + 8]
            if [spots[f] for f in play_venice.FIGURES].count(spots["D"]) == 1:
                r, g, b = colours[doge]
                assert r > 0 and g > 0 and b == 0, (move, colours[doge])  # Doge gold
            if game.state == play.HAND:
                text = " ".join(oled_lines(sim)[0])
                assert not any(s in text for s in SECRETS), text

        _play_out(app, sim, rnd, check)
        result = app.game.result()
        assert len([t for t in seen if t.endswith(" over")]) >= len(result["rounds"]) - 1
        pages = _end_pages(app, sim)
        winner = "drawn match" if result["winner"] is None else ("North", "South")[result["winner"]] + " wins"
        assert pages[-1][:3] == ["Match over", winner, "N %d - S %d" % tuple(result["scores"])]


def _rift(build, ring, seed):
    app, sim = start(build, seed=seed)
    rnd = random.Random(seed)
    with sim:
        menu_start(app, sim, "Rift of Portals", [("Ring", "Ring: %d" % ring)])
        lines, _ = oled_lines(sim)
        assert lines[0] == "T0/15 setup deck 45"
        assert lines[1].startswith("keep ")

        def check(move):
            words = move.split(" ")
            if words[0] == "build":
                where = app.current.board.place[words[2]]
                assert sim.place_colours()[where] != (0, 0, 0)

        _play_out(app, sim, rnd, check)
        result = app.game.result()
        conditions = result["conditions"]
        pages = _end_pages(app, sim)
        first = pages[0]
        assert first[0] == "Rift: conditions"
        assert first[1].endswith("yes" if conditions["built"] else "NO")
        # the gate's and the void's Oinks shown whole, met or not
        assert first[2] == "gate>=void %d/%d: %s" % (result["gate"], result["void"],
                                                     "yes" if conditions["gate"] else "NO")
        assert first[3].endswith("yes" if conditions["sides"] else "NO")
        assert pages[1][2].endswith("yes" if conditions["matched"] else "NO")
        assert " VP %d " % result["scores"][0] in pages[1][3]


def test_rift_ring3_on_the_full_build():
    _rift("full", 3, 5)


def test_rift_ring4_on_the_lite_build():
    _rift("lite", 4, 6)
