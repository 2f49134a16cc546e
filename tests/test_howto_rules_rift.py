"""Every rule Rift of Portals' How to play pages state agrees with its rules
(core/rift): the pages' numbers and names read back from the OLED and
compared with the core's tables, each rule they state in words played out
on a core game. The other games' pages: tests/test_howto_rules.py.
"""
from core import new_game
from core.rift.layout import ELEM, INSIGNIAS, MASK, layout
from core.rift.rules import BUILD, Rift
from tests.test_howto_rules import _between, _number, _pages

RING4 = (("Ring", "Ring: 4"),)


def _rift(ring, picks=0):
    """A rift game of ``ring`` after ``picks`` first legal moves."""
    game = new_game("rift", 0, ring=ring)
    for _ in range(picks):
        game.play(game.legal_moves()[0])
    return game


def test_rift_pages_state_the_layout_set_up_and_turn_of_the_rules():
    for ring, settings in ((3, ()), (4, RING4)):
        text = _pages("full", "rift", settings)
        lay = layout(ring)
        assert _number(text, "Alone, in ") == Rift.TURNS
        assert _number(text, "the Boundary of ") == lay.n
        rows = [[name for name in row if name != "I"] for row in lay.grid]
        listed = _between(text, "The Boundary ", " Set-up").replace("Rows 2-3:", "Row 2:")
        named = [part.split(": ")[1].split() for part in listed.split("Row ")[1:]]
        assert [n for row in named for n in row] == [n for row in rows for n in row]
        # "keep 1 of the 3 tiles drawn for its Oinks in the Gate; the other two
        # lie face down under the Gate and the Void."
        assert _number(text, "Set-up keep 1 of the ") == 3
        game = _rift(ring)
        setups = game.legal_moves()
        assert len(setups) == 3 and all(m.startswith("setup ") for m in setups)
        tile = int(setups[1].split(" ")[1])
        game.play(setups[1])
        assert game.gate == [INSIGNIAS[tile].count(x) for x in "FWEA"]
        assert len(game.face_down) == 2 and tile not in game.face_down
        # "Draw 3 tiles: gain one's Oinks into the Gate, build one, move Oinks
        # with the last. The supply has 15 of each element."
        assert _number(text, "Draw ") == 3
        assert len(game.legal_moves()) == 3 and game.legal_moves()[0].startswith("gain ")
        assert _rift(ring).supply == [_number(text, "The supply has ")] * len(ELEM)
        game.play(game.legal_moves()[0])
        assert set(m.split(" ")[0] for m in game.legal_moves()) <= {"build", "void", "replace"}


def test_rift_pages_build_and_move_as_the_rules_do():
    for ring, settings in ((3, ()), (4, RING4)):
        text = _pages("full", "rift", settings)
        lay = layout(ring)
        first = _between(text, "beside the Gate: ", ";").split(" ")
        game = _rift(ring, 2)  # set up, a gain: the first build
        spots = set(m.split(" ")[2] for m in game.legal_moves() if m.startswith("build"))
        assert sorted(first) == sorted(spots) == sorted(lay.names[p] for p in lay.first)
        # "later ones beside a built tile, sharing an element with every built neighbour"
        assert "later ones beside a built tile, sharing an element with every built" in text
        for _ in range(40):
            game.play(game.legal_moves()[0])  # builds on, a step at a time
            if game.phase != BUILD or not game.built:
                continue
            for move in game.legal_moves():
                if move.startswith("build"):
                    t, p = int(move.split(" ")[1]), lay.index[move.split(" ")[2]]
                    near = [game.tiles[q] for q in lay.adj[2 * p:2 * p + 2] if game.tiles[q] >= 0]
                    assert near and all(MASK[t] & MASK[n] for n in near), move
        # "Each insignia of the last tile moves one Oink of its element"
        game = _rift(ring, 3)  # set up, gain, build
        last = game.hand[0]
        assert game.nleft == len(INSIGNIAS[last])
        assert set(m.split(" ")[1] for m in game.legal_moves() if m != "fail") <= set(
            INSIGNIAS[last])
        assert "moves one Oink of its element: Gate to any built tile" in text


def test_rift_pages_send_oinks_to_the_void_and_end_as_the_rules_do():
    for ring, settings in ((3, ()), (4, RING4)):
        text = _pages("lite", "rift", settings)
        lay = layout(ring)
        # "Replacing a built tile sends its Oinks to the Void; so does voiding
        # the new tile, or fail in moving, which undoes the steps."
        game = _rift(ring, 2)
        void = [m for m in game.legal_moves() if m.startswith("void")][0]
        game.play(void)
        assert game.void == [INSIGNIAS[int(void.split(" ")[1])].count(x) for x in "FWEA"]
        game = _rift(ring, 3)
        before = list(game.void)
        gate = list(game.gate)
        step = [m for m in game.legal_moves() if m != "fail"]
        if step:
            game.play(step[0])
        tile = game.hand[0]
        game.play("fail")
        assert game.gate == gate and sum(game.void) == sum(before) + len(INSIGNIAS[tile])
        assert "or fail in moving, which undoes the steps" in text
        # "After turn 15, spare Oinks go to the Void. You win with all 8 spots
        # built, Gate >= Void in Oinks, equal insignias on the 4 sides, each
        # insignia matched. 1 point per matched Oink; Gate minus Void breaks ties."
        assert _number(text, "After turn ") == Rift.TURNS
        assert _number(text, "You win with all ") == lay.n
        assert _number(text, "equal insignias on the ") == len(lay.sides) == 4
        game = _rift(ring)
        while not game.is_over():
            game.play(game.legal_moves()[0])
        assert game.turn == Rift.TURNS
        result = game.result()
        assert sorted(result["conditions"]) == ["built", "gate", "matched", "sides"]
        for p in range(lay.n):
            t = game.tiles[p]
            for x in "FWEA":
                need = INSIGNIAS[t].count(x) if t >= 0 else 0
                assert game.oinks[4 * p + ELEM[x]] <= need  # spare Oinks went to the Void
        assert result["scores"] == [sum(game.oinks)]
        assert result["tiebreak"] == sum(game.gate) - sum(game.void)
