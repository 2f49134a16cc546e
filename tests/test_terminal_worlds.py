"""The terminal player leaks nothing: two worlds that look alike to a player print alike to them.

Each test builds two games whose view for one player is the same but whose
hidden truth differs (Dance: the roles of the other side's pieces; Venice:
the other hand, the deck and the seed), plays both at the terminal with the
same typing from that player, and checks that everything that player saw,
from the hand-over where each of their turns starts until they hand over
(with one person: everything until the game is left), is identical.
"""
from itertools import permutations

import pytest

from core import new_game
from core.venice.cards import CODE_OF
from tests.terminal import LEFT, transcript, turns_of, typed

# what the watcher types around their moves: commands that show things, and an illegal move
LOOK = ["record", "help", "moves", "undo", "nonsense 9"]

VENICE = ("North", "South")
KGB_A = ["place KA AMS", "place KD WAR", "berlin KM", "shunt KA LIS N"]
KGB_B = ["place KM AMS", "place KA WAR", "berlin KD", "shunt KM LIS N"]
SIS = ["place SA PRG", "place SM OSL", "place SD MAD", "place SA HEL"]


def dance_turns(kgb):
    """KGB plays ``kgb``; SIS looks around, plays, takes it back at the
    hand-over and plays it again."""
    turns = []
    for theirs, mine in zip(kgb, SIS):
        turns += [(0, [theirs]), (1, LOOK + [mine, "undo", mine])]
    return turns


def test_dance_two_people_world_of_other_roles_looks_the_same():
    a, b = new_game("dance", 4), new_game("dance", 4)
    for theirs_a, theirs_b, mine in zip(KGB_A, KGB_B, SIS):
        a.play(theirs_a)
        b.play(theirs_b)
        assert a.view(1) == b.view(1)  # the worlds differ only where SIS cannot see
        a.play(mine)
        b.play(mine)
    assert a.snapshot() != b.snapshot()
    text_a, end_a = transcript(new_game("dance", 4), typed(dance_turns(KGB_A)))
    text_b, _ = transcript(new_game("dance", 4), typed(dance_turns(KGB_B)))
    assert end_a.snapshot() == a.snapshot()
    seen = turns_of(text_a, "SIS")
    assert len(seen) == 4 and seen == turns_of(text_b, "SIS")
    assert turns_of(text_a, "KGB") != turns_of(text_b, "KGB")  # a leak would show


def venice_twin(game, player, seed, card=0):
    """``game`` with other hidden cards and seed: the hand of ``player``'s
    opponent trades its ``card``-th card for the lowest card of the deck
    (drawn last) of another code. ``player``'s view stays the same."""
    twin = game.copy()
    twin.seed = seed
    hand = twin.hands[1 - player]
    given = hand[card]
    deep = 0
    while CODE_OF[twin.deck[deep]] == CODE_OF[given]:
        deep += 1
    hand.remove(given)
    hand.append(twin.deck[deep])
    hand.sort()
    twin.deck[deep] = given
    twin._legal = None
    assert twin.view(player) == game.view(player) and twin.snapshot() != game.snapshot()
    return twin


def common_plies(a, b, me, count):
    """``count`` plies both worlds can play alike: ``me`` plays the first
    legal move, the other side the first play (never a redraw, whose discards
    would show its hand) legal in both; ``me``'s view stays the same."""
    plies = []
    for _ in range(count):
        mover = a.to_move()
        if mover == me:
            assert a.view(me) == b.view(me)
            move = a.legal_moves()[0]
        else:
            move = [m for m in a.legal_moves() if m in b.legal_moves() and m != "redraw"][0]
        a.play(move)
        b.play(move)
        plies.append((mover, move))
    return plies


@pytest.mark.parametrize("me", (0, 1))
def test_venice_two_people_world_of_other_cards_looks_the_same(me):
    side = VENICE[me]
    a = new_game("venice", 11)
    b = venice_twin(a, me, 12)
    plies = common_plies(a.copy(), b.copy(), me, 10)
    lines = typed([(p, LOOK + [m, "undo", m] if p == me else [m]) for p, m in plies])
    text_a, _ = transcript(a, lines)
    text_b, _ = transcript(b, lines)
    seen = turns_of(text_a, side)
    assert len(seen) >= 4 and seen == turns_of(text_b, side)
    other = VENICE[1 - me]
    assert turns_of(text_a, other) != turns_of(text_b, other)


# the person against a bot: look around, play, take back (the bot's reply
# too), play again, look at the record, play
AGAINST = ["record", "help", "moves", "1", "undo", "1", "record", "1"]
TURNS = 3  # the person's turns the script reaches (the last one ends with the input)


def against(game, me, level):
    """What ``me`` sees of ``game`` against a bot through ``TURNS`` turns,
    playing the first legal move: me's view at each turn and the bot's moves
    as me saw them; and the bot's real moves."""
    from tools.terminal.seats import think
    game = game.copy()
    seen, real = [], []
    turns = 0
    while not game.is_over():
        if game.to_move() == me:
            seen.append(game.view(me))
            turns += 1
            if turns == TURNS:
                break
            game.play(game.legal_moves()[0])
        else:
            move = think(game, level)[0]
            seen.append(game.seen(move, me))
            real.append(move)
            game.play(move)
    return seen, real


def look_alike(worlds, me, level, real_differs):
    """Two of ``worlds`` that look the same to ``me`` all through the script
    against a bot of ``level`` (and, if ``real_differs``, in which the bot
    really plays other moves)."""
    met = {}
    for world in worlds:
        seen, real = against(world, me, level)
        key = repr(seen)
        if key in met and (met[key][1] != real or not real_differs):
            return met[key][0], world
        met.setdefault(key, (world, real))
    raise AssertionError("no two worlds look alike: widen the search")


def test_dance_against_a_bot_world_of_other_roles_looks_the_same():
    def world(roles):  # KGB (the bot) and SIS have put out five pieces each
        game = new_game("dance", 4)
        for i, role in enumerate(roles):
            game.play("place K%s %s" % (role, ("OSL", "STO", "LIS", "ROM", "HEL")[i]))
            game.play("place S%s %s" % ("AAMDA"[i], ("LON", "MOS", "PAR", "VIE", "AMS")[i]))
        return game

    worlds = [world(roles) for roles in sorted(set(permutations("AAAAMMDD", 5)))]
    a, b = look_alike(worlds, 1, "normal", True)
    assert a.snapshot() != b.snapshot()
    text_a, _ = transcript(a, AGAINST, ["normal", None])
    text_b, _ = transcript(b, AGAINST, ["normal", None])
    assert text_a.count("KGB bot (normal) plays: ") == TURNS + 1 and LEFT in text_a  # one replayed
    assert text_a.split(LEFT)[0] == text_b.split(LEFT)[0]


@pytest.mark.parametrize("me", (0, 1))
def test_venice_against_a_bot_world_of_other_cards_looks_the_same(me):
    base = new_game("venice", 21)
    twins = [venice_twin(base, me, 22 + card, card) for card in range(8)]
    a, b = look_alike([base] + twins, me, "normal", False)
    seats = [None, None]
    seats[1 - me] = "normal"
    text_a, _ = transcript(a, AGAINST, seats)
    text_b, _ = transcript(b, AGAINST, seats)
    assert text_a.count(" bot (normal) plays: ") >= TURNS and LEFT in text_a
    assert text_a.split(LEFT)[0] == text_b.split(LEFT)[0]
