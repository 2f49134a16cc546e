"""Twilight Dance rules, one behaviour at a time (docs/dance.md §1).

Positions are reached by playing legal moves from a new game; expected
boards and scores were worked out by hand from those rules. KGB is
player 0 and moves first unless ``first=1``.
"""
from core import new_game
from core.dance.board import CITY
from tests.util import raises

MICROPYTHON = True

LABELS = ("KA", "KM", "KD", "SA", "SM", "SD", "K?", "S?")


def play(moves, **options):
    g = new_game("dance", 0, **options)
    for move in moves:
        g.play(move)
    return g


def alternate(kgb, sis):
    """KGB's and SIS's moves interleaved, KGB first."""
    out = []
    for i in range(len(kgb)):
        out.append(kgb[i])
        if i < len(sis):
            out.append(sis[i])
    return out


def final(kgb, sis, **options):
    """Play both sides' moves with turns = their number; return the result."""
    assert len(kgb) == len(sis)
    g = play(alternate(kgb, sis), turns=len(kgb), **options)
    assert g.is_over()
    assert g.result()["reason"] == "turn limit"
    return g.result()


def seen(g, player, city):
    return g.view(player)["board"][CITY[city]]


def hand(g, viewer, owner):
    return g.view(viewer)["hands"][owner]


def legal(g, move):
    return move in g.legal_moves()


def chain_set(result):
    return sorted((c[0], tuple(c[1]), c[2]) for c in result["chains"])


# --- the start and the move list -------------------------------------------

def test_start_position_and_its_moves():
    g = new_game("dance", 0)
    assert g.to_move() == 0 and not g.is_over() and g.result() is None
    moves = g.legal_moves()
    # 3 kinds in hand x 16 empty cities x (place + 4 shunts) + 3 berlin.
    assert len(moves) == 3 * 16 * 5 + 3
    assert "place KA OSL" in moves and "shunt KD SOF W" in moves and "berlin KM" in moves
    assert "pass" not in moves and "place SA OSL" not in moves
    assert not [m for m in moves if m.startswith("move") or m.startswith("push")]
    v = g.view(0)
    assert v["hands"][0] == ["KA", "KA", "KA", "KA", "KD", "KD", "KM", "KM"]
    assert v["hands"][1] == ["S?"] * 8
    assert v["board"] == [None] * 16 and v["berlin"] == []
    assert v["turns"] == [0, 0] and v["turn_limit"] == 12 and v["last"] is None


def test_first_1_lets_sis_open():
    g = new_game("dance", 0, first=1, turns=2)
    assert g.to_move() == 1
    assert legal(g, "place SA OSL") and not legal(g, "place KA OSL")
    for move in ("place SA OSL", "place KA LIS", "place SA HEL"):
        g.play(move)
        assert not g.is_over()
    assert g.to_move() == 0 and g.view(0)["turns"] == [1, 2]
    g.play("place KA SOF")
    assert g.is_over() and g.result()["reason"] == "turn limit"


# --- place and move ---------------------------------------------------------

def test_place_puts_a_piece_from_hand_on_an_empty_city():
    g = play(["place KA OSL"])
    assert seen(g, 0, "OSL") == "KA" and seen(g, 1, "OSL") == "K?"
    assert hand(g, 0, 0) == ["KA", "KA", "KA", "KD", "KD", "KM", "KM"]
    assert not legal(g, "place SA OSL")  # occupied
    assert legal(g, "place SA CPH")
    g = play(["place KA OSL", "place SA CPH", "place KA STO", "place SA HEL",
              "place KA LON", "place SA AMS", "place KA WAR", "place SA MOS"])
    assert not legal(g, "place KA PAR")  # all four agents are out
    assert legal(g, "place KM PAR") and legal(g, "place KD PAR")


def test_move_relocates_an_own_piece_to_an_empty_city():
    g = play(["place KA OSL", "place SA CPH"])
    moves = [m for m in g.legal_moves() if m.startswith("move ")]
    assert len(moves) == 14  # one own piece, 14 empty cities
    assert legal(g, "move OSL STO")
    for bad in ("move OSL CPH", "move CPH STO", "move STO HEL", "move OSL OSL",
                "move OSL BER", "move BER OSL"):
        assert not legal(g, bad), bad
    g.play("move OSL STO")
    assert seen(g, 0, "OSL") is None and seen(g, 0, "STO") == "KA"
    assert len(hand(g, 0, 0)) == 7  # a relocation takes nothing from the hand


def test_lowest_id_is_used_when_several_of_a_kind_are_in_hand():
    # KA ids 0 and 1 go out; SIS shunts 0 then 1 back into KGB's hand, so
    # KGB holds KA ids 2, 3, 0, 1 (in that order of arrival). Ids are not in
    # any view, so this test reads the engine's board of ids.
    g = play(["place KA OSL", "place SD MAD", "place KA LON", "shunt SA LIS N",
              "place KD VIE", "shunt SA LON N"])
    assert g.board[CITY["OSL"]] == 9 and g.board[CITY["LON"]] == 8
    assert g.hands[0] & 0xF == 0xF
    g.play("place KA STO")
    assert g.board[CITY["STO"]] == 0
    g.play("place SD ROM")
    g.play("place KA HEL")
    assert g.board[CITY["HEL"]] == 1


# --- shunts -----------------------------------------------------------------

# (direction, the edge city whose piece leaves, where the shunting piece is
# placed, where it ends): one case per edge of the board.
EDGES = (("N", "OSL", "LIS", "PAR"), ("S", "LIS", "OSL", "LON"),
         ("E", "HEL", "OSL", "CPH"), ("W", "OSL", "HEL", "STO"))


def test_shunting_an_enemy_piece_off_each_edge_returns_it_unseen():
    for d, edge, start, end in EDGES:
        g = play(["place KD MAD", "place SM " + edge, "shunt KA %s %s" % (start, d)])
        assert seen(g, 0, edge) is None and seen(g, 0, end) == "KA", d
        assert seen(g, 0, start) is None
        # The piece went to SIS (the player who did not shunt) ...
        assert sorted(hand(g, 1, 1)) == ["SA", "SA", "SA", "SA", "SD", "SD", "SM", "SM"], d
        # ... and KGB, the shunter, learned nothing.
        assert hand(g, 0, 1) == ["S?"] * 8, d


def test_shunting_an_own_piece_off_each_edge_shows_it_to_the_receiver():
    for d, edge, start, end in EDGES:
        g = play(["place KM " + edge, "place SD MAD", "shunt KA %s %s" % (start, d)])
        assert seen(g, 1, edge) is None and seen(g, 1, end) == "K?", d
        assert hand(g, 1, 1).count("KM") == 1 and len(hand(g, 1, 1)) == 8, d
        assert hand(g, 0, 0) == ["KA", "KA", "KA", "KD", "KD", "KM"], d
        # The receiver may now play it; it still shows red, so it is KGB's.
        g.play("place KM VIE")
        assert seen(g, 1, "VIE") == "KM" and seen(g, 0, "VIE") == "KM"
        assert legal(g, "move VIE ROM")
        g.play("place KD ROM")
        assert not legal(g, "move VIE SOF") and legal(g, "move MAD SOF")


def test_the_placed_piece_itself_can_be_shunted_off():
    for move in ("shunt KA OSL N", "shunt KA SOF S", "shunt KA HEL E", "shunt KA LIS W"):
        g = play([move])
        assert g.view(0)["board"] == [None] * 16, move
        assert hand(g, 1, 1).count("KA") == 1, move  # SIS has it and knows it
        assert len(hand(g, 0, 0)) == 7


def test_a_shunt_moves_the_whole_line_gaps_included():
    start = ["place KA LON", "place SA WAR"]
    g = play(start + ["shunt KD AMS E"])  # LON KA, AMS KD, WAR SA, MOS -
    row = g.view(0)["board"][4:8]
    assert row == [None, "KA", "KD", "S?"]
    assert len(hand(g, 0, 1)) == 7 and len(hand(g, 0, 0)) == 6
    g = play(start + ["shunt KD MOS W"])  # KA leaves west; the gap moves to LON
    assert g.view(0)["board"][4:8] == [None, "S?", "KD", None]
    assert hand(g, 1, 1).count("KA") == 1


# --- Berlin -----------------------------------------------------------------

def test_berlin_holds_one_piece_of_each_colour_stacked():
    g = new_game("dance", 0)
    assert legal(g, "berlin KA") and legal(g, "berlin KD") and not legal(g, "berlin SA")
    g.play("berlin KM")
    assert g.view(0)["berlin"] == ["KM"] and g.view(1)["berlin"] == ["K?"]
    assert legal(g, "berlin SA")
    g.play("place SD LIS")
    assert not [m for m in g.legal_moves() if m.startswith("berlin")]  # red is in
    g.play("place KA OSL")
    g.play("berlin SD")
    assert g.view(0)["berlin"] == ["KM", "S?"] and g.view(1)["berlin"] == ["K?", "SD"]
    assert not [m for m in g.legal_moves() if m.startswith("berlin")]  # full
    assert not [m for m in g.legal_moves() if "BER" in m]


def test_a_pushed_or_shunted_board_never_moves_berlin():
    g = play(["berlin KA", "place SA AMS", "push NW", "shunt SA LON N"])
    assert g.view(0)["berlin"] == ["KA"]


# (direction, inner city, outer city) of each ray from Berlin.
RAYS = (("NW", "AMS", "OSL"), ("NE", "WAR", "HEL"), ("SW", "BON", "LIS"), ("SE", "PRG", "SOF"))


def test_push_needs_a_piece_on_the_ray():
    g = play(["berlin KA", "place SD MOS"])
    for d, inner, outer in RAYS:
        assert not legal(g, "push " + d)


def test_push_moves_the_inner_piece_out():
    for d, inner, outer in RAYS:
        g = play(["berlin KA", "place SA " + inner, "push " + d])
        assert seen(g, 0, inner) is None and seen(g, 0, outer) == "S?", d
        assert len(hand(g, 0, 1)) == 7


def test_push_shunts_the_outer_piece_off_to_the_other_player():
    for d, inner, outer in RAYS:
        g = play(["berlin KA", "place SM " + outer, "push " + d])
        assert seen(g, 0, outer) is None, d
        assert hand(g, 0, 1) == ["S?"] * 8  # back to SIS, still unknown to KGB
        # Pushing off an own piece hands it to SIS, who learns its role.
        g = play(["berlin KA", "place SD MAD", "place KM " + outer, "place SD ROM",
                  "push " + d])
        assert seen(g, 1, outer) is None and "KM" in hand(g, 1, 1), d


def test_push_with_both_cities_taken():
    for d, inner, outer in RAYS:
        g = play(["berlin KA", "place SA " + inner, "place KD MAD", "place SM " + outer,
                  "push " + d])
        assert seen(g, 1, inner) is None and seen(g, 1, outer) == "SA", d
        assert "SM" in hand(g, 1, 1) and len(hand(g, 1, 1)) == 7


def test_only_the_top_colour_in_berlin_may_push():
    g = play(["berlin KA", "place SA AMS"])
    assert legal(g, "push NW")
    g = play(["berlin KA", "berlin SA", "place KD AMS"])
    assert legal(g, "push NW")  # SIS is on top now
    g.play("place SD LIS")
    assert not [m for m in g.legal_moves() if m.startswith("push")]


def test_berlin_control_follows_colour():
    # SIS shunts its own SA off; KGB receives it and puts it in Berlin.
    g = play(["place KD MAD", "shunt SA OSL N", "berlin SA"])
    assert g.view(0)["berlin"] == ["SA"]
    g.play("place SD AMS")
    assert not [m for m in g.legal_moves() if m.startswith("push")]
    g.play("place KD ROM")
    assert legal(g, "push NW")
    g.play("push NW")
    assert seen(g, 1, "OSL") == "SD" and seen(g, 0, "OSL") == "S?"


# --- pass and the end -------------------------------------------------------

def test_pass_only_with_an_empty_hand():
    kgb = ["place KA OSL", "place KA CPH", "place KA STO", "place KA HEL",
           "place KM LON", "place KM AMS", "place KD WAR", "place KD PAR"]
    sis = ["place SA MOS", "move MOS VIE", "move VIE MOS", "move MOS VIE",
           "move VIE MOS", "move MOS VIE", "move VIE MOS", "move MOS VIE"]
    g = play(alternate(kgb, sis)[:-2])
    assert not legal(g, "pass")  # one piece still in hand
    g.play(kgb[-1])
    assert not legal(g, "pass")  # SIS holds seven
    g.play(sis[-1])
    assert legal(g, "pass") and legal(g, "move OSL MOS")
    g.play("pass")
    assert g.view(1)["turns"] == [9, 8] and g.view(1)["last"] == "pass"


def test_game_ends_when_both_hands_are_empty():
    kgb = ["place KA OSL", "place KA CPH", "place KA STO", "place KA HEL",
           "place KM LON", "place KM AMS", "place KD WAR", "place KD MOS"]
    sis = ["place SA PAR", "place SA BON", "place SA PRG", "place SA VIE",
           "place SM LIS", "place SM MAD", "place SD ROM", "place SD SOF"]
    g = play(alternate(kgb, sis)[:-1])
    assert not g.is_over()
    g.play(sis[-1])
    assert g.is_over() and g.to_move() is None and g.legal_moves() == []
    r = g.result()
    assert r["reason"] == "hands empty"
    # Turncoat moles: KM on LON/AMS score for SIS, SM on LIS/MAD for KGB.
    # KGB: row 1 (4) + LIS-MAD (2). SIS: row 3 (4), LON-AMS, LON-PAR,
    # AMS-BON, AMS-PRG, LON-BON, AMS-PAR (2 each).
    assert r["scores"] == [6, 16] and r["winner"] == 1 and not r["tiebreak"]
    assert (0, ("OSL", "CPH", "STO", "HEL"), 4) in chain_set(r)
    assert (1, ("AMS", "PRG"), 2) in chain_set(r)
    # Loyal moles: row 1, LON-AMS, OSL-LON, CPH-AMS, OSL-AMS, STO-AMS, CPH-LON
    # for KGB; the mirror image for SIS: 16 all, Berlin empty, a draw.
    g = play(alternate(kgb, sis), moles="loyal", turns=8)
    r = g.result()
    assert r["reason"] == "hands empty"  # also the turn limit: hands win the name
    assert r["scores"] == [16, 16] and r["winner"] is None and not r["tiebreak"]


def test_turn_limit_counts_passes_and_moves():
    g = play(["place KA OSL", "place SA LIS"], turns=2)
    assert not g.is_over()
    g.play("move OSL CPH")
    assert not g.is_over()
    g.play("move LIS MAD")
    assert g.is_over() and g.result()["reason"] == "turn limit"
    raises(g.play, "move CPH STO")


def test_turns_0_has_a_100_turn_cap():
    g = play(["place KA OSL", "place SA LIS"], turns=0)
    assert g.view(0)["turn_limit"] == 100
    there = [("move OSL CPH", "move CPH OSL"), ("move LIS MAD", "move MAD LIS")]
    for ply in range(2, 200):
        assert not g.is_over(), ply
        g.play(there[ply % 2][(ply // 2 + 1) % 2])
    assert g.is_over() and g.view(0)["turns"] == [100, 100]
    assert g.result()["reason"] == "turn limit"


# --- scoring ----------------------------------------------------------------

# SIS moves that neither score nor touch the cities a test uses.
FILLERS = ("place SD OSL", "place SD ROM", "berlin SA", "place SA LIS", "place SA HEL",
           "place SA MAD")


def test_chains_in_every_direction_and_length():
    cases = (
        (["OSL", "CPH"], 2), (["LON", "AMS", "WAR"], 3), (["PAR", "BON", "PRG", "VIE"], 4),
        (["HEL", "MOS"], 2), (["CPH", "AMS", "BON"], 3), (["STO", "WAR", "PRG", "ROM"], 4),
        (["AMS", "PRG"], 2), (["CPH", "WAR", "VIE"], 3), (["OSL", "AMS", "PRG", "SOF"], 4),
        (["WAR", "BON"], 2), (["MOS", "PRG", "MAD"], 3), (["HEL", "WAR", "BON", "LIS"], 4),
        (["STO", "MOS"], 2), (["CPH", "LON"], 2), (["PAR", "MAD"], 2), (["VIE", "ROM"], 2),
    )
    for cities, points in cases:
        kgb = ["place KA " + c for c in cities]
        free = [m for m in FILLERS if m[-3:] not in cities]
        r = final(kgb, free[:len(kgb)])
        assert chain_set(r) == [(0, tuple(cities), points)], cities
        assert r["scores"] == [points, 0] and r["winner"] == 0


def test_sis_chains_score_for_sis():
    r = final(["place KD OSL", "place KD HEL", "place KA MAD"],
              ["place SA PAR", "place SA BON", "place SA PRG"])
    assert chain_set(r) == [(1, ("PAR", "BON", "PRG"), 3)]
    assert r["scores"] == [0, 3] and r["winner"] == 1


def test_runs_must_be_consecutive_along_a_line():
    # Gaps, enemy pieces and row wrap-around (HEL then LON, OSL then HEL)
    # never join cities into a chain.
    for kgb in (["place KA OSL", "place KA STO"], ["place KA OSL", "place KA PRG"],
                ["place KA HEL", "place KA LON"], ["place KA OSL", "place KA HEL"],
                ["place KA HEL", "place KA PAR"], ["place KA LIS", "place KA ROM"]):
        r = final(kgb, ["place SA CPH", "place SA SOF"])
        assert r["scores"] == [0, 0] and r["chains"] == [], kgb


def test_a_city_can_be_in_four_chains():
    # KGB agents on AMS WAR BON PRG and SIS's turncoat mole on PAR.
    r = final(["place KA AMS", "place KA WAR", "place KA BON", "place KA PRG"],
              ["place SM PAR", "place SD LIS", "place SD SOF", "berlin SA"])
    expect = [(0, c, len(c)) for c in (
        ("AMS", "WAR"), ("PAR", "BON", "PRG"), ("AMS", "BON"), ("WAR", "PRG"),
        ("AMS", "PRG"), ("WAR", "BON"), ("AMS", "PAR"))]
    assert chain_set(r) == sorted(expect)
    assert r["scores"] == [15, 0]
    assert len([c for c in r["chains"] if "AMS" in c[1]]) == 4


def test_turncoat_and_loyal_moles():
    kgb = ["place KM OSL", "place KD SOF"]
    sis = ["place SA CPH", "place SD LIS"]
    r = final(kgb, sis)  # the KGB mole works for SIS, next to an SIS agent
    assert chain_set(r) == [(1, ("OSL", "CPH"), 2)] and r["winner"] == 1
    r = final(kgb, sis, moles="loyal")
    assert r["chains"] == [] and r["scores"] == [0, 0]
    r = final(["place KM OSL", "place KM CPH"], ["place SM LIS", "place SM MAD"])
    assert chain_set(r) == [(0, ("LIS", "MAD"), 2), (1, ("OSL", "CPH"), 2)]
    r = final(["place KM OSL", "place KM CPH"], ["place SM LIS", "place SM MAD"],
              moles="loyal")
    assert chain_set(r) == [(0, ("OSL", "CPH"), 2), (1, ("LIS", "MAD"), 2)]


def test_decoys_never_score():
    r = final(["place KD OSL", "place KD CPH"], ["place SD LON", "place SD AMS"])
    assert r["scores"] == [0, 0] and r["chains"] == []
    r = final(["place KA OSL", "place KD CPH", "place KA STO"],
              ["place SD LIS", "place SD SOF", "place SA ROM"])
    assert r["scores"] == [0, 0]


def test_berlin_tiebreak():
    r = final(["berlin KA", "place KA OSL"], ["place SD LIS", "place SD SOF"])
    assert r["scores"] == [0, 0] and r["winner"] == 0 and r["tiebreak"]  # Berlin never scores
    r = final(["berlin KA"], ["berlin SA"])
    assert r["winner"] == 1 and r["tiebreak"]  # SIS is on top
    r = final(["berlin KA"], ["berlin SA"], berlin_tiebreak=False)
    assert r["winner"] is None and not r["tiebreak"]
    r = final(["place KD OSL"], ["place SD LIS"])
    assert r["winner"] is None and not r["tiebreak"]  # Berlin empty
    r = final(["place KA OSL", "place KA CPH"], ["berlin SA", "place SD LIS"])
    assert r["winner"] == 0 and not r["tiebreak"]  # scores decide first


# --- errors -----------------------------------------------------------------

def test_bad_options_are_refused():
    for opts in ({"turns": True}, {"turns": -1}, {"turns": "12"}, {"berlin_tiebreak": 1},
                 {"moles": "x"}, {"first": 2}, {"first": True}, {"colour": "red"},
                 {"relocate": "all"}, {"relocate": True}, {"relocate": "ANY"}):
        name = list(opts)[0]
        message = raises(lambda: new_game("dance", 0, **opts))
        assert repr(name) in message, message
    g = new_game("dance", 0, turns=3, berlin_tiebreak=False, moles="loyal", first=1)
    assert g.view(1)["options"] == {"turns": 3, "berlin_tiebreak": False,
                                    "moles": "loyal", "first": 1, "relocate": "own"}


def test_illegal_moves_are_refused_and_change_nothing():
    g = play(["place KA OSL", "place SA CPH"])
    before = g.snapshot()
    for bad in ("place KA OSL", "place KA BER", "place SA STO", "place XX STO",
                "move CPH STO", "move OSL CPH", "shunt KA STO NE", "shunt KA OSL N",
                "push NW", "push N", "berlin", "berlin SA", "pass", "", " place KA STO",
                "place KA STO ", "place ka sto", "PLACE KA STO", "place KA  STO"):
        message = raises(g.play, bad)
        assert repr(bad) in message, message
        assert g.snapshot() == before and len(g.history) == 2
    assert "string" in raises(g.play, None)
    assert g.snapshot() == before
    g = play(["place KA OSL", "place SA LIS"], turns=1)
    assert g.legal_moves() == [] and "over" in raises(g.play, "move OSL CPH")


# --- hidden information -----------------------------------------------------

def test_views_show_only_known_roles():
    g = play(["place KA OSL", "place SD LIS", "place KM HEL", "berlin SM"])
    mine = g.view(0)
    theirs = g.view(1)
    assert mine["board"][CITY["OSL"]] == "KA" and theirs["board"][CITY["OSL"]] == "K?"
    assert mine["board"][CITY["LIS"]] == "S?" and theirs["board"][CITY["LIS"]] == "SD"
    assert mine["berlin"] == ["S?"] and theirs["berlin"] == ["SM"]
    assert mine["hands"][1] == ["S?"] * 6 and theirs["hands"][0] == ["K?"] * 6
    assert theirs["last"] == "berlin SM" and mine["last"] == "berlin S?"
    g.play("place KA CPH")
    assert g.view(1)["last"] == "place K? CPH" and g.view(0)["last"] == "place KA CPH"
    g.play("shunt SA ROM E")
    assert g.view(0)["last"] == "shunt S? ROM E"
    for v in (mine, theirs):
        labels = v["board"] + v["berlin"] + v["hands"][0] + v["hands"][1]
        assert not [x for x in labels if x is not None and x not in LABELS]


def test_knowledge_stays_once_a_piece_was_in_hand():
    # KGB's mole is shunted to SIS, placed by SIS, and pushed back to KGB.
    g = play(["place KM OSL", "berlin SA", "shunt KA LIS N", "place KM OSL",
              "place KD MAD", "push NW"])
    assert seen(g, 0, "OSL") is None and len(hand(g, 1, 0)) == 6
    assert hand(g, 1, 0).count("KM") == 1  # back with KGB, SIS still knows it
    assert hand(g, 0, 1) == ["S?"] * 7
    assert g.view(1)["last"] == "push NW"


def test_everything_is_revealed_at_the_end():
    g = play(["place KA OSL", "berlin SM", "place KD CPH", "place SD LIS"], turns=2)
    assert g.is_over()
    for player in (0, 1):
        v = g.view(player)
        assert v["over"] and v["to_move"] is None and v["result"] == g.result()
        assert v["board"][CITY["OSL"]] == "KA" and v["board"][CITY["LIS"]] == "SD"
        assert v["berlin"] == ["SM"] and v["last"] == "place SD LIS"
        assert v["hands"] == [["KA", "KA", "KA", "KD", "KM", "KM"],
                              ["SA", "SA", "SA", "SA", "SD", "SM"]]


def test_view_format():
    v = new_game("dance", 0).view(1)
    assert sorted(v) == sorted(["game", "player", "to_move", "over", "result", "last",
                                "cities", "board", "berlin", "hands", "turns",
                                "turn_limit", "options"])
    assert v["game"] == "dance" and v["player"] == 1 and v["cities"][0] == "OSL"
    assert "2" in raises(new_game("dance", 0).view, 2)
