"""Every rule the How to play pages state agrees with the game's own rules.

The pages are read as a person reads them, from the OLED (tests/test_howto.py
pages through them); each number or name they state is read back from that
text and compared with the core's tables, and each rule they state in words
is played out on a core game: where a shunted piece goes, when Berlin takes
a piece, what moves the Favourite, and so on.
Rift of Portals' pages: tests/test_howto_rules_rift.py. CPython only: the
pages themselves run on both tiers in tests/test_howto.py.
"""
from core import new_game
from core.dance import SIDES as DANCE_SIDES
from core.dance.board import CITIES, CITY, LABEL, RAYS
from core.dance.score import result as dance_result
from core.venice.cards import CODE_OF, CODES, HAND_SIZE
from core.venice.moves import EDGE, generate, play as venice_play
from core.venice.rules import MANSION, POSITION_KEYS, ROUND_ENDERS, WINS_NEEDED, favourite
from tests.test_howto import _all_text
from tools.sim import mpdevice
from tools.sim.overlay import printed_sheet

ADVANCED = (("Turns", "Turns: 0"), ("Moles", "Moles: loyal"), ("Berlin", "Berlin tie: off"),
            ("Relocate", "Relocate: any"))


def _pages(build, game, settings=()):
    with mpdevice.StandIns():
        return _all_text(build, game, settings)


def _between(text, start, end):
    """The text after ``start`` up to ``end`` (both must be there)."""
    i = text.index(start) + len(start)
    return text[i:text.index(end, i)]


def _number(text, start):
    """The number written straight after ``start``."""
    return int(text[text.index(start) + len(start):].split(" ")[0].strip(",.:;"))


def _dance(*moves, **options):
    game = new_game("dance", 0, **options)
    for move in moves:
        game.play(move)
    return game


# -- Twilight Dance ---------------------------------------------------------

def test_dance_pages_state_the_pieces_cities_and_first_player_of_the_rules():
    text = _pages("full", "dance")
    game = _dance()
    held = _between(text, "each hold ", ":").split(", ")  # "4 Agents", ...
    kinds = {"Agents": "KA", "Moles": "KM", "Decoys": "KD"}
    for part in held:
        count, role = part.split(" ")
        assert int(count) == LABEL[:8].count(kinds[role]) == LABEL[8:].count("S" + kinds[role][1])
    assert sum(int(part.split(" ")[0]) for part in held) == bin(game.hands[0]).count("1")
    assert _between(text, "secret. ", " goes first") == DANCE_SIDES[game.to_move()]
    assert _between(text, "rows 1 and 2: ", " The cities").split(" ") == list(CITIES[:8])
    assert _between(text, "rows 3 and 4: ", " Your keys").split(" ") == list(CITIES[8:])


def test_dance_pages_place_shunt_and_relocate_as_the_rules_do():
    text = _pages("full", "dance")
    assert "Or move a piece of yours" in text
    assert "shunt N slides its column north (E, W: its row), gaps and all" in text
    assert "The piece pushed off goes to the other player's hand: only they learn" in text
    # LON's column slides north: PAR's piece to LON, LIS's gap to PAR.
    game = _dance("place KA PAR", "place SA MAD", "shunt KD LON N")
    assert [LABEL[game.board[CITY[c]]] if game.board[CITY[c]] >= 0 else None
            for c in ("OSL", "LON", "PAR", "LIS")] == ["KD", "KA", None, None]
    # "The piece pushed off goes to the other player's hand: only they learn
    # its role": KGB shunts its own Agent off the west edge of row 1.
    game = _dance("place KA OSL", "place SA HEL", "shunt KD STO W")
    assert game.board[CITY["OSL"]] < 0 and game.hands[1] >> 0 & 1 and game.known[1] >> 0 & 1
    assert not game.hands[0] >> 0 & 1
    assert not game.known[0] >> 8 & 1  # the shunter learns nothing new
    # Relocation: your own pieces only, unless the option allows any.
    for relocate in ("own", "any"):
        game = _dance("place KA OSL", relocate=relocate)
        theirs = [m for m in game.legal_moves() if m.startswith("move OSL ")]
        assert bool(theirs) == (relocate == "any")
    assert "Or move any piece" in _pages("full", "dance", ADVANCED)


def test_dance_pages_state_berlins_rules():
    text = _pages("full", "dance")
    touches = _between(text, "touches ", ".").split(" ")
    assert sorted(touches) == sorted(CITIES[inner] for inner, outer in RAYS)
    assert "A piece from hand may go in (pick it, then BER) if none of its colour" in text
    game = _dance("berlin KA")
    assert "berlin SA" in game.legal_moves()
    game.play("place SA OSL")
    assert not [m for m in game.legal_moves() if m.startswith("berlin")]
    # "With your colour on top in BER, press BER, then AMS, WAR, BON or PRG:
    # its piece moves to the corner, whose piece goes to the other hand."
    pushed = _between(text, "press BER, then ", ":").replace(",", "").replace(" or", "")
    assert pushed.split(" ") == [CITIES[inner] for inner, outer in RAYS]
    assert sorted(outer for inner, outer in RAYS) == [0, 3, 12, 15]  # the corners
    game = _dance("place KD OSL", "place SA AMS", "berlin KA")
    assert not [m for m in game.legal_moves() if m.startswith("push")]  # KGB's on top
    game.play("place SD SOF")
    game.play("push NW")
    assert LABEL[game.board[CITY["OSL"]]] == "SA" and game.board[CITY["AMS"]] < 0
    assert game.hands[1] >> 6 & 1  # KGB's Decoy, to SIS's hand


def test_dance_pages_score_and_end_the_game_as_the_rules_do():
    for settings, moles, tiebreak, turns in (((), "turncoat", True, 12),
                                             (ADVANCED, "loyal", False, 0)):
        text = _pages("lite", "dance", settings)
        game = _dance(turns=turns)
        if turns:
            assert _number(text, "After ") == game.limit
        else:
            assert _number(text, "With both hands empty, or ") == game.limit
        assert "pass" not in game.legal_moves()  # "pass only if yours is" (empty)
        mole = "the other side's Mole" if moles == "turncoat" else "your own Mole"
        assert "Your Agent or %s wins you its city" % mole in text
        # KGB's Agent and SIS's Mole (turncoat) or KGB's Mole (loyal) on OSL, CPH
        partner = 12 if moles == "turncoat" else 4
        board = [-1] * 16
        board[0], board[1] = 0, partner
        assert dance_result(board, [], moles, tiebreak, "")["scores"] == [2, 0]
        board[14] = 7  # a Decoy scores for nobody
        board[13] = 0
        assert dance_result(board, [], moles, tiebreak, "")["scores"] == [2, 0]
        # "A run of 2 to 4 such in a row, column or diagonal (BER no gap)
        # scores its length": a column of 4, and AMS-PRG across Berlin.
        for run, points in ((("OSL", "LON", "PAR", "LIS"), 4), (("AMS", "PRG"), 2),
                            (("HEL", "WAR", "BON"), 3), (("OSL", "STO"), 0)):
            board = [-1] * 16
            for c in run:
                board[CITY[c]] = 0
            assert dance_result(board, [], moles, tiebreak, "")["scores"] == [points, 0], run
        # "Most points wins; if equal, BER's top colour, else a draw."
        tie = dance_result([-1] * 16, [0, 8], moles, tiebreak, "")["winner"]
        assert tie == (1 if tiebreak else None)
        assert ("if equal, BER's top colour" in text) == tiebreak
        assert dance_result([-1] * 16, [], moles, tiebreak, "")["winner"] is None


# -- Twilight of Venice -----------------------------------------------------

def test_venice_pages_state_the_track_cards_and_set_up_of_the_rules():
    text = _pages("full", "venice")
    assert _number(text, "tug ") == len(POSITION_KEYS)
    assert _number(text, "a track of ") == 2 * EDGE + 1
    assert _number(text, "each with ") == HAND_SIZE
    assert _number(text, "of the ") == len(CODE_OF)
    assert _number(text, "in hand. ") == WINS_NEEDED
    labels = printed_sheet("venice").labels
    for side, way, end in (("North", 1, " South's half"), ("South", -1, " A round")):
        half = _between(text, "%s's half " % side, end)
        rows, mansion = half.split(" Its mansion: ")
        spaces = []
        for row in rows.split("Row ")[1:]:
            r, listed = row.strip().split(": ")
            listed = listed.split(" ")
            # each row as the lights show it, west to east
            assert listed == [t for t in labels[(int(r) - 1) * 4:int(r) * 4]], row
            spaces += [int(s) for s in listed]
        assert sorted(spaces) == [way * s for s in range(1, EDGE + 1)][::way]
        assert sorted(int(s) for s in mansion.strip(".").split(" ")) == sorted(
            s for s in spaces if abs(s) >= MANSION)
    # "Doge and Favourite start on 0, guards on -2 and +2, Merchant and
    # Harlequin on +1 and -1 by lot: the Merchant's side begins."
    assert "start on 0, guards on -2 and +2, Merchant and Harlequin on +1 and -1 by lot" in text
    assert "the Merchant's side begins" in text
    lots = set()
    for seed in range(8):
        game = new_game("venice", seed)
        pos = game.view(0)["positions"]
        assert (pos["D"], pos["F"], pos["gl"], pos["gh"]) == (0, 0, -2, 2)
        assert sorted((pos["M"], pos["H"])) == [-1, 1]
        lots.add(pos["M"])
        assert game.to_move() == (0 if pos["M"] > 0 else 1)
        assert [len(hand) for hand in game.hands] == [HAND_SIZE, HAND_SIZE]
    assert lots == {-1, 1}


def _cards(*codes):
    """Card ids of ``codes`` (the lowest free id of each)."""
    out = []
    for code in codes:
        out.append([i for i in range(len(CODE_OF))
                    if CODES[CODE_OF[i]] == code and i not in out][0])
    return out


def test_venice_pages_move_figures_as_the_rules_do():
    text = _pages("full", "venice")
    # "Play cards of one kind ... then refill to 8. Or redraw: discard, draw
    # 8; the turn ends" and the Favourite stays.
    assert _number(text, "then refill to ") == HAND_SIZE == _number(text, "discard, draw ")
    game = new_game("venice", 1)
    mover = game.to_move()
    before = game.view(0)["positions"]["F"]
    game.play("redraw")
    assert game.to_move() == 1 - mover and len(game.hands[mover]) == HAND_SIZE
    assert game.view(0)["positions"]["F"] == before
    # "Doge cards move it 1 each, or in pairs move it and both guards 1."
    pos = [0, 0, 1, -1, -2, 2]
    venice_play(pos, _cards("D1", "D1"), [], "doge 2 + 1".split(" "))
    assert pos == [1, 0, 1, -1, -1, 3]
    pos = [0, 0, 1, -1, -3, 3]
    venice_play(pos, _cards("D1", "D1"), [], "doge 2 + 0".split(" "))
    assert pos[0] == 2 and pos[4:] == [-3, 3]
    # "Guard cards split between the guards; Guards flank D puts them
    # beside the Doge, who stays between."
    pos = [0, 0, 1, -1, -2, 2]
    venice_play(pos, _cards("G2"), [], "guards 2 + 1 1".split(" "))
    assert pos[4:] == [-1, 3]
    pos = [3, 0, 1, -1, -5, 6]
    venice_play(pos, _cards("GF"), [], ["flank"])
    assert pos[4:] == [2, 4]
    assert "doge 1 + 0" not in generate([1, 0, 1, -1, -2, 2], _cards("D1"))  # onto a guard
    # "Others move by their value."
    pos = [0, 0, 1, -1, -2, 2]
    venice_play(pos, _cards("M3"), [], "merchant 3 +".split(" "))
    assert pos[2] == 4
    assert "Others move by their value" in text


def test_venice_pages_move_the_favourite_and_end_rounds_as_the_rules_do():
    text = _pages("full", "venice")
    assert ("steps your way once for each Doge, Merchant, Harlequin or guard in your "
            "mansion, and once more if the Doge and both guards are on your half; it stops "
            "at +%d or -%d" % (EDGE, EDGE)) in text
    for pos, player, after in (([0, 0, 7, 8, -2, 2], 0, 2),  # M, H in North's mansion
                               ([3, 0, 7, 8, 1, 4], 0, 3),  # and D, both guards on its half
                               ([6, 0, 0, 0, 5, 7], 0, 2),  # a guard in the mansion, and half
                               ([1, 0, 0, 0, 0, 2], 0, 0),  # a guard on 0: no half step
                               ([-2, 0, 0, 0, -3, -1], 1, -1),  # South's half
                               ([0, 0, 7, 8, -2, 2], 1, 0),  # North's mansion, South moved
                               ([0, 7, 7, 8, -2, 2], 0, 8)):  # stops at +8
        pos = list(pos)
        favourite(pos, player)
        assert pos[1] == after, (pos, player)
    # "The Doge or the Favourite in a mansion wins its owner the round."
    assert sorted(POSITION_KEYS[index] for index, reason in ROUND_ENDERS) == ["D", "F"]
    assert "The Doge or the Favourite in a mansion wins its owner the round" in text
    # "Deck out twice: the Doge's half wins, else the Favourite's."
    assert "Deck out twice: the Doge's half wins, else the Favourite's" in text
    for doge, fav, winner in ((-1, 3, 1), (0, 3, 0), (2, -3, 0)):
        game = new_game("venice", 2)
        game.pos[0], game.pos[1] = doge, fav
        game.deck = []
        game.exhaustions = 1
        game.play("redraw")
        assert game.wins[winner] == 1 and len(game.rounds) == 1, (doge, fav)
