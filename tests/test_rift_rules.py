"""Rift of Portals rules (docs/rift.md §1), one behaviour per test.

Positions come from arranged decks: `arranged` hands a fresh game a deck in
a chosen draw order through `Rift._deal`, the engine's own setup hook, and
from then on the engine does all the rule work. Every expected figure below
was worked out by hand from those rules; the arithmetic is in the comments.

Tiles used (docs/rift.md §1.1): 0-2 F, 3-5 W, 6-8 E, 9-11 A, 12-14 FF, 15-17 WW,
18-20 EE, 21-23 AA, 24-25 FFF, 26-27 WWW, 28-29 EEE, 30-31 AAA,
32-33 FW, 34-35 FE, 36-37 FA, 38-39 WE, 40-41 WA, 42-43 EA, 44 FWE,
45 FWA, 46 FEA, 47 WEA.
"""
from core import new_game
from core.rift.rules import Rift
from core.rng import Rng
from tests.util import raises

MICROPYTHON = True


def arranged(draws, ring=3):
    """A fresh game whose tiles come out in the order ``draws`` (the setup's
    three, then three a turn); unlisted tiles follow in ascending order."""
    order = list(draws)
    for t in range(48):
        if t not in order:
            order.append(t)
    g = Rift(0, ring=ring)
    g._deal(list(reversed(order)))  # drawing takes the last element
    return g


def play(g, moves):
    for move in moves:
        g.play(move)


def pools(g, key):
    v = g.view(0)[key]
    return [v["F"], v["W"], v["E"], v["A"]]


# A won game on the 3x3 Boundary. Final layout, insignias per side 5 each:
#   A=36 FA  B=0 F   C=32 FW
#   D=9 A    (gate)  E=3 W
#   F=42 EA  G=6 E   H=38 WE
# Turns 1-8 build and fill it; turns 9-15 void the build tile and either
# fill D (turn 9) or shuttle Oinks between tiles and back (net zero).
SETUP = ([44, 45, 47], "setup 44")  # gate F1 W1 E1
WIN = [
    ((24, 0, 1), ["gain 24", "build 0 B", "step F I B"]),
    ((30, 36, 10), ["gain 30", "build 36 A", "step A I A"]),
    ((26, 32, 2), ["gain 26", "build 32 C", "step F I A"]),
    ((28, 3, 33), ["gain 28", "build 3 E", "step F I C", "step W I C"]),
    ((25, 38, 4), ["gain 25", "build 38 H", "step W I E"]),
    ((27, 6, 39), ["gain 27", "build 6 G", "step W I H", "step E I H"]),
    ((29, 42, 7), ["gain 29", "build 42 F", "step E I G"]),
    ((31, 9, 43), ["gain 31", "build 9 D", "step E I F", "step A I F"]),
    ((14, 5, 11), ["gain 14", "void 5", "step A I D"]),
    ((17, 8, 12), ["gain 17", "void 8", "step F B A", "step F A B"]),
    ((19, 34, 15), ["gain 19", "void 34", "step W E C", "step W C E"]),
    ((20, 35, 18), ["gain 20", "void 35", "step E G H", "step E H G"]),
    ((22, 37, 21), ["gain 22", "void 37", "step A A D", "step A D A"]),
    ((23, 40, 13), ["gain 23", "void 40", "step F B C", "step F C B"]),
    ((46, 41, 16), ["gain 46", "void 41", "step W H E", "step W E H"]),
]


def scripted(turns, setup=SETUP, upto=15, ring=3):
    """Play ``setup`` and the first ``upto`` turns of ``turns``; the deck
    holds every turn's draws."""
    draws = list(setup[0])
    for turn in turns:
        draws.extend(turn[0])
    g = arranged(draws, ring)
    g.play(setup[1])
    for turn in turns[:upto]:
        play(g, turn[1])
    return g


def changed(turns, number, moves):
    """``turns`` with turn ``number`` (1-based) played as ``moves``."""
    out = list(turns)
    out[number - 1] = (turns[number - 1][0], moves)
    return out


def test_new_game_draws_the_top_three_of_the_rules_shuffle():
    g = new_game("rift", 2024)
    deck = list(range(48))
    Rng(2024).shuffle(deck)
    v = g.view(0)
    assert [d["tile"] for d in v["drawn"]] == [deck[47], deck[46], deck[45]]
    assert sorted(g.legal_moves()) == sorted("setup %d" % t for t in deck[45:])
    assert v["phase"] == "setup" and v["turn"] == 0 and v["deck"] == 45
    assert g.to_move() == 0 and not g.is_over() and g.result() is None


def test_setup_gains_the_chosen_tile_into_the_gate():
    g = arranged([44, 45, 47])
    assert g.view(0)["drawn"] == [{"tile": 44, "insignias": "FWE"},
                                  {"tile": 45, "insignias": "FWA"},
                                  {"tile": 47, "insignias": "WEA"}]
    g.play("setup 44")
    v = g.view(0)
    assert pools(g, "gate") == [1, 1, 1, 0]
    assert pools(g, "supply") == [14, 14, 14, 15]
    assert pools(g, "void") == [0, 0, 0, 0]
    assert v["discarded"] == [44] and v["face_down"] == [45, 47]
    # Turn 1 starts at once: three new tiles, 42 left.
    assert v["turn"] == 1 and v["phase"] == "gain" and v["deck"] == 42
    assert [d["tile"] for d in v["drawn"]] == [0, 1, 2]


def test_a_turn_is_gain_then_build_then_move():
    g = scripted(WIN, upto=0)
    assert sorted(g.legal_moves()) == ["gain 0", "gain 1", "gain 24"]
    g.play("gain 24")
    assert pools(g, "gate") == [4, 1, 1, 0]  # FFF joins F1 W1 E1
    assert g.view(0)["phase"] == "build"
    assert all(m.split(" ")[1] in ("0", "1") for m in g.legal_moves())
    g.play("build 0 B")
    v = g.view(0)
    assert v["phase"] == "move" and v["drawn"] == [{"tile": 1, "insignias": "F"}]
    assert v["steps_left"] == "F"


def test_first_build_goes_next_to_the_gate():
    g = scripted(WIN, upto=0)
    g.play("gain 24")
    assert sorted(g.legal_moves()) == sorted([
        "build 0 B", "build 0 D", "build 0 E", "build 0 G", "void 0",
        "build 1 B", "build 1 D", "build 1 E", "build 1 G", "void 1"])


def test_first_build_on_ring_4_goes_on_a_gate_side_cell():
    g = scripted(WIN, upto=0, ring=4)
    g.play("gain 24")
    cells = ["b1", "c1", "a2", "d2", "a3", "d3", "b4", "c4"]
    assert sorted(g.legal_moves()) == sorted(
        ["build 0 " + c for c in cells] + ["void 0"] +
        ["build 1 " + c for c in cells] + ["void 1"])


def test_later_builds_touch_a_built_tile_and_share_with_it():
    # B holds 0 (F). Gate cells D, E, G are no longer offered: a later tile
    # must touch a built one. 36 (FA) shares F with B; 10 (A) shares nothing.
    # B has no built neighbour, so anything may replace it.
    g = scripted(WIN, upto=1)
    g.play("gain 30")
    assert sorted(g.legal_moves()) == sorted([
        "build 36 A", "build 36 C", "replace 36 B", "void 36",
        "replace 10 B", "void 10"])


def test_a_build_between_two_tiles_must_share_with_both():
    # Turn 8 with 0 (F) and 9 (A) to place; only D is empty, between
    # A = 36 (FA) and F = 42 (EA). 0 shares with A but not F: illegal.
    # 9 shares A with both. Replacing: 0 fits at A (B is F, D empty) and
    # at B (A FA, C FW); 9 fits nowhere built (every place has a neighbour
    # without A).
    turns = list(WIN)
    turns[7] = ((31, 0, 9), [])
    g = scripted(turns, upto=7)
    g.play("gain 31")
    assert sorted(g.legal_moves()) == sorted([
        "replace 0 A", "replace 0 B", "void 0", "build 9 D", "void 9"])


def test_replace_keeps_the_sharing_rule_and_sends_oinks_to_the_void():
    # Turn 10 with 17 (WW) and 12 (FF) once all eight are built:
    # 17 only fits E (C = FW, H = WE both hold W); at B, A = FA lacks W.
    # 12 only fits B (A = FA and C = FW both hold F).
    g = scripted(WIN, upto=9)
    g.play("gain 8")
    assert sorted(g.legal_moves()) == sorted([
        "replace 17 E", "void 17", "replace 12 B", "void 12"])
    void = pools(g, "void")
    g.play("replace 17 E")
    v = g.view(0)
    assert v["built"]["E"] == {"tile": 17, "insignias": "WW",
                               "oinks": {"F": 0, "W": 0, "E": 0, "A": 0}}
    assert pools(g, "void") == [void[0], void[1] + 1, void[2], void[3]]  # E's W
    assert v["discarded"][-1] == 3  # the old tile
    assert 3 not in [b["tile"] for b in v["built"].values()]


def test_void_gains_the_tile_into_the_outer_void():
    g = scripted(WIN, upto=8)
    g.play("gain 14")
    before = pools(g, "supply")
    g.play("void 5")  # W
    assert pools(g, "void") == [0, 1, 0, 0]
    assert pools(g, "supply") == [before[0], before[1] - 1, before[2], before[3]]
    assert g.view(0)["discarded"][-1] == 5


def test_steps_go_from_the_gate_to_any_built_tile_or_to_a_neighbour():
    # Turn 4, moving with 33 (FW). Built: A (F1 A1), B (F1), C and E
    # (empty); gate F2 W4 E4 A2. F: gate to any of the four; B's F to A or
    # C; A's F to B only (D is not built). W: gate to any of the four.
    # A's A Oink may not move: 33 has no A insignia.
    g = scripted(WIN, upto=3)
    play(g, ["gain 28", "build 3 E"])
    assert pools(g, "gate") == [2, 4, 4, 2]
    assert sorted(g.legal_moves()) == sorted([
        "step F I A", "step F I B", "step F I C", "step F I E",
        "step W I A", "step W I B", "step W I C", "step W I E",
        "step F B A", "step F B C", "step F A B", "fail"])
    g.play("step F I C")
    # One step per insignia: the F is used, only W steps remain.
    assert g.view(0)["steps_left"] == "W"
    assert sorted(g.legal_moves()) == sorted([
        "step W I A", "step W I B", "step W I C", "step W I E", "fail"])
    g.play("step W I C")
    v = g.view(0)
    # Every insignia used: the action ended, 33 is discarded, turn 5 began.
    assert v["turn"] == 5 and v["phase"] == "gain" and v["discarded"][-1] == 33
    assert v["built"]["C"]["oinks"] == {"F": 1, "W": 1, "E": 0, "A": 0}
    assert pools(g, "gate") == [1, 3, 4, 2]


def test_a_step_needs_an_oink_of_its_element_where_it_starts():
    # Turn 2 moving with 10 (A): gate A3 after gaining 30, B holds only F.
    g = scripted(WIN, upto=1)
    play(g, ["gain 30", "build 36 A"])
    assert sorted(g.legal_moves()) == ["fail", "step A I A", "step A I B"]


def test_fail_with_no_step_taken_voids_the_tile():
    g = scripted(WIN, upto=3)
    play(g, ["gain 28", "build 3 E"])
    gate = pools(g, "gate")
    g.play("fail")
    assert pools(g, "gate") == gate
    assert pools(g, "void") == [1, 1, 0, 0]  # 33 is FW
    v = g.view(0)
    assert v["discarded"][-1] == 33 and v["turn"] == 5 and v["steps_left"] == ""


def test_fail_after_steps_undoes_them_all():
    g = scripted(WIN, upto=3)
    play(g, ["gain 28", "build 3 E"])
    gate = pools(g, "gate")
    built = g.view(0)["built"]
    g.play("step F I C")
    assert g.view(0)["steps_taken"] == ["step F I C"]
    g.play("fail")
    assert pools(g, "gate") == gate
    assert g.view(0)["built"] == built
    assert pools(g, "void") == [1, 1, 0, 0]


def test_fail_undoes_a_step_between_tiles():
    # Turn 10 moving with 12 (FF): B's F goes to A, then fail puts it back.
    g = scripted(WIN, upto=9)
    play(g, ["gain 17", "void 8"])
    built = g.view(0)["built"]
    void = pools(g, "void")
    g.play("step F B A")
    assert g.view(0)["built"]["A"]["oinks"]["F"] == 2
    g.play("fail")
    assert g.view(0)["built"] == built
    assert pools(g, "void") == [void[0] + 2, void[1], void[2], void[3]]


def test_fail_is_the_only_move_when_no_step_is_possible():
    g = scripted(WIN, upto=0)
    play(g, ["gain 24", "void 0"])  # nothing built, so nowhere to step
    assert g.legal_moves() == ["fail"]


def test_a_gain_takes_only_what_is_left_in_the_supply():
    # F supply: 15 - 3 (setup 24) - 3 (gain 25) - 2 (void 12) - 2 (fail 13)
    # = 5; - 1 (gain 0) - 1 (void 1) - 1 (fail 35) = 2; - 1 (gain 34) = 1.
    # Gaining 14 (FF) then takes the last F only.
    setup = ([24, 26, 27], "setup 24")
    turns = [((25, 12, 13), ["gain 25", "void 12", "fail"]),
             ((0, 1, 35), ["gain 0", "void 1", "fail"]),
             ((34, 3, 4), ["gain 34", "void 3", "fail"]),
             ((14, 5, 6), ["gain 14"])]
    g = scripted(turns, setup)
    assert pools(g, "gate") == [3 + 3 + 1 + 1 + 1, 0, 1, 0]
    assert pools(g, "supply")[0] == 0
    g.play("void 5")
    g.play("fail")  # 6 is E: nothing to step onto
    # Void: F 12, 13, 1, 35 = 2 + 2 + 1 + 1; W 3, 4, 5; E 35, 6.
    assert pools(g, "void") == [6, 3, 2, 0]


def test_to_move_is_zero_until_the_end_then_none():
    g = scripted(WIN, upto=14)
    play(g, WIN[14][1][:-1])
    assert g.to_move() == 0 and not g.is_over()
    g.play(WIN[14][1][-1])
    assert g.to_move() is None and g.is_over()
    assert g.legal_moves() == []
    assert "over" in raises(g.play, "fail")
    v = g.view(0)
    assert v["over"] and v["phase"] == "over" and v["deck"] == 0 and v["turn"] == 15


def test_a_won_game_scores_its_matched_oinks():
    # Gate F7 W6 E9 A8 = 30 (10 F, 9 W, 12 E, 11 A gained, 3 of each
    # stepped out); Void: 5, 8, 34, 35, 37, 40, 41 = F3 W3 E3 A3 = 12.
    g = scripted(WIN)
    assert g.result() == {
        "winner": True, "scores": [12], "tiebreak": 18, "gate": 30, "void": 12,
        "sides": [5, 5, 5, 5],
        "conditions": {"built": True, "gate": True, "sides": True, "matched": True}}
    assert pools(g, "gate") == [7, 6, 9, 8]
    assert pools(g, "void") == [3, 3, 3, 3]
    assert pools(g, "supply") == [2, 3, 0, 1]


def test_clean_up_sends_unmatched_oinks_to_the_void_and_gate_can_lose():
    # Turns 10-15 step from the gate instead of shuttling: two extra Oinks
    # each on A (F), C (W), G (E), B (A: wrong element), B (F), H (W).
    turns = changed(WIN, 10, ["gain 17", "void 8", "step F I A", "step F I A"])
    turns = changed(turns, 11, ["gain 19", "void 34", "step W I C", "step W I C"])
    turns = changed(turns, 12, ["gain 20", "void 35", "step E I G", "step E I G"])
    turns = changed(turns, 13, ["gain 22", "void 37", "step A I B", "step A I B"])
    turns = changed(turns, 14, ["gain 23", "void 40", "step F I B", "step F I B"])
    turns = changed(turns, 15, ["gain 46", "void 41", "step W I H", "step W I H"])
    g = scripted(turns)
    r = g.result()
    # Gate 30 - 12 = 18; Void 12 + 12 = 24 (F +4, W +4, E +2, A +2).
    assert pools(g, "gate") == [3, 2, 7, 6]
    assert pools(g, "void") == [7, 7, 5, 5]
    assert r["gate"] == 18 and r["void"] == 24 and r["tiebreak"] == -6
    assert r["conditions"] == {"built": True, "gate": False, "sides": True, "matched": True}
    assert r["winner"] is False and r["scores"] == [12]
    built = g.view(0)["built"]
    assert built["B"]["oinks"] == {"F": 1, "W": 0, "E": 0, "A": 0}
    assert built["A"]["oinks"] == {"F": 1, "W": 0, "E": 0, "A": 1}


def test_unequal_sides_lose():
    # Turn 10 replaces E's W (3) by WW (17), turn 11 fills it with two W:
    # side C E H carries 2 + 2 + 2 = 6, the others 5.
    turns = changed(WIN, 10, ["gain 8", "replace 17 E", "step F B A", "step F A B"])
    turns = changed(turns, 11, ["gain 19", "void 34", "step W I E", "step W I E"])
    g = scripted(turns)
    r = g.result()
    assert r["sides"] == [5, 6, 5, 5]
    assert r["conditions"] == {"built": True, "gate": True, "sides": False, "matched": True}
    assert r["winner"] is False
    # Gate 30 - 2 W (17 not gained) + 1 E (8 gained) - 2 W stepped = 27;
    # Void 12 - 1 E (8 not voided) + 1 W (E's old Oink) = 12; 13 matched.
    assert r["gate"] == 27 and r["void"] == 12 and r["scores"] == [13]


def test_an_unmatched_insignia_loses():
    # Turn 9 fails instead of filling D: D's A insignia stays unmatched.
    g = scripted(changed(WIN, 9, ["gain 14", "void 5", "fail"]))
    r = g.result()
    assert r["conditions"] == {"built": True, "gate": True, "sides": True, "matched": False}
    assert r["winner"] is False
    assert r["scores"] == [11] and r["gate"] == 31 and r["void"] == 13 and r["tiebreak"] == 18


def test_an_unfinished_boundary_loses():
    # Nothing is ever built: each turn gains the big tile, voids a second
    # and must fail with the third. Sides (all 0) and matching (nothing to
    # match) hold. Per element the supply runs dry with Gate 8, Void 7
    # (e.g. F: gate 3+3+1+1 by turn 9, void 1+1+1+2+2 by turn 9, later
    # F gains and voids find the supply empty), so Gate 32 >= Void 28.
    setup = ([24, 32, 43], "setup 24")
    triples = [(26, 0, 3), (28, 6, 9), (30, 1, 4), (25, 7, 10), (27, 2, 5),
               (29, 8, 11), (31, 13, 16), (44, 19, 22), (45, 14, 17), (46, 20, 23),
               (47, 33, 34), (12, 35, 36), (15, 37, 38), (18, 39, 40), (21, 41, 42)]
    turns = [(t, ["gain %d" % t[0], "void %d" % t[1], "fail"]) for t in triples]
    g = scripted(turns, setup)
    r = g.result()
    assert r["conditions"] == {"built": False, "gate": True, "sides": True, "matched": True}
    assert r["winner"] is False
    assert r["gate"] == 32 and r["void"] == 28 and r["tiebreak"] == 4 and r["scores"] == [0]
    assert r["sides"] == [0, 0, 0, 0]
    assert pools(g, "supply") == [0, 0, 0, 0]


def test_ring_4_names_positions_and_counts_its_sides():
    g = scripted(WIN, upto=0, ring=4)
    v = g.view(0)
    assert v["positions"] == ("a1", "b1", "c1", "d1", "a2", "d2", "a3", "d3",
                              "a4", "b4", "c4", "d4")
    assert v["grid"] == (("a1", "b1", "c1", "d1"), ("a2", "I", "I", "d2"),
                         ("a3", "I", "I", "d3"), ("a4", "b4", "c4", "d4"))
    play(g, ["gain 24", "build 0 b1", "step F I b1", "gain 30"])
    # b1's neighbours are a1 and c1 (b2 is the gate).
    assert sorted(g.legal_moves()) == sorted([
        "build 36 a1", "build 36 c1", "replace 36 b1", "void 36",
        "replace 10 b1", "void 10"])
    play(g, ["build 36 a1", "step A I a1"])
    v = g.view(0)
    # North a1 b1 c1 d1 = 2 + 1; east 0; south 0; west a1 a2 a3 a4 = 2.
    assert v["sides"] == [3, 0, 0, 2]
    assert v["built"]["a1"]["oinks"] == {"F": 0, "W": 0, "E": 0, "A": 1}
    assert v["ring"] == 4


def test_view_mid_action():
    g = scripted(WIN, upto=3)
    play(g, ["gain 28", "build 3 E", "step F I C"])
    v = g.view(0)
    assert v["game"] == "rift" and v["player"] == 0 and v["to_move"] == 0
    assert v["over"] is False and v["result"] is None and v["last"] == "step F I C"
    assert v["turn"] == 4 and v["turns"] == 15 and v["phase"] == "move"
    assert v["drawn"] == [{"tile": 33, "insignias": "FW"}]
    assert v["steps_left"] == "W" and v["steps_taken"] == ["step F I C"]
    assert v["built"]["C"] == {"tile": 32, "insignias": "FW",
                               "oinks": {"F": 1, "W": 0, "E": 0, "A": 0}}
    assert sorted(v["built"]) == ["A", "B", "C", "E"]
    assert v["deck"] == 48 - 3 - 4 * 3
    assert v["discarded"] == [44, 24, 1, 30, 10, 26, 2, 28]
    assert v["sides"] == [5, 3, 0, 2]  # ABC 2+1+2, CEH 2+1, FGH 0, ADF 2


def test_errors_name_the_bad_input_and_change_nothing():
    assert "'ring'" in raises(lambda: new_game("rift", 0, ring=5))
    assert "'ring'" in raises(lambda: new_game("rift", 0, ring="4"))
    assert "'ring'" in raises(lambda: new_game("rift", 0, ring=True))
    assert "'rings'" in raises(lambda: new_game("rift", 0, rings=4))
    assert "seed" in raises(Rift, "7")
    assert "player" in raises(new_game("rift", 1).view, 1)
    g = scripted(WIN, upto=0)
    g.play("gain 24")
    before = g.snapshot()
    for bad in ("build 0 A", "build 24 B", "gain 0", "build 0", "build 0 B B",
                "build 0 I", "step F I B", "fail", "", "BUILD 0 B", "build 00 B"):
        assert repr(bad) in raises(g.play, bad), bad
        assert g.snapshot() == before
    assert "string" in raises(g.play, 5)
    assert g.snapshot() == before


def test_copy_is_independent():
    g = scripted(WIN, upto=3)
    h = g.copy()
    h.play("gain 28")
    assert g.view(0)["phase"] == "gain" and h.view(0)["phase"] == "build"
    assert g.snapshot() != h.snapshot()
    play(g, ["gain 28"])
    assert g.snapshot() == h.snapshot()
