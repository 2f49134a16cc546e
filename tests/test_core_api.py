"""The engine surface shared by all games: new_game, options, seeds, records."""
from core import GAMES, new_game, options, record
from core.rng import Rng
from tests.util import count, play_random, raises

MICROPYTHON = True

GOOD_OPTIONS = {
    "dance": {"turns": 0, "berlin_tiebreak": False, "moles": "loyal", "first": 1,
              "relocate": "any"},
    "venice": {},
    "rift": {"ring": 4},
}
BAD_OPTIONS = (
    ("dance", "turns", True), ("dance", "turns", -1), ("dance", "turns", "12"),
    ("dance", "berlin_tiebreak", 1), ("dance", "moles", "spy"), ("dance", "first", 2),
    ("dance", "first", True), ("rift", "ring", 5), ("rift", "ring", "4"),
    ("venice", "court", True), ("dance", "colour", "red"), ("dance", "relocate", "all"),
)


def played(name, seed, plies, **opts):
    """A game with ``plies`` random moves played (fewer if it ends)."""
    return play_random(new_game(name, seed, **opts), Rng(seed + 1), plies)


def test_unknown_game_is_named():
    assert "chess" in raises(new_game, "chess")


def test_seed_must_be_an_integer():
    for seed in ("1", 1.5, True, None):
        assert repr(seed) in raises(new_game, "rift", seed)


def test_bad_options_are_refused_by_name_and_value():
    for name, option, value in BAD_OPTIONS:
        message = raises(lambda: new_game(name, 0, **{option: value}))
        assert option in message, message
        assert name in message, message


def test_every_option_is_accepted_and_kept():
    for name in GAMES:
        game = new_game(name, 3, **GOOD_OPTIONS[name])
        for option in GOOD_OPTIONS[name]:
            assert game.options[option] == GOOD_OPTIONS[name][option]


def test_options_text_round_trips():
    for name in GAMES:
        game = new_game(name, 0, **GOOD_OPTIONS[name])
        words = game.options_text().split()
        assert options.parse(name, game.OPTIONS, words) == game.options


def test_options_parse_refuses_bad_words():
    spec = new_game("dance").OPTIONS
    for words in (["turns"], ["turns=x"], ["berlin_tiebreak=yes"], ["moles=spy"], ["size=3"],
                  ["turns=\u0663"], ["turns=012"], ["turns=+3"], ["turns=3", "turns=4"]):
        message = raises(options.parse, "dance", spec, words)
        assert "dance" in message


def test_record_replays_unfinished_and_finished_games():
    for name in GAMES:
        for plies in (0, 7, 10000):
            game = played(name, 11, plies, **GOOD_OPTIONS[name])
            again = record.load(record.dump(game))
            assert again.snapshot() == game.snapshot()
            assert again.history == game.history
            assert again.options == game.options
            assert again.is_over() == game.is_over()


def test_record_keeps_negative_and_large_seeds():
    for seed in (-5, 2 ** 33 + 1):
        game = played("venice", seed, 5)
        assert record.load(record.dump(game)).snapshot() == game.snapshot()


def reseal(lines):
    """Lines of a record (header and moves) with a correct trailer."""
    return record.seal(lines[0], lines[1:])


def test_damaged_records_are_refused_with_a_reason():
    text = record.dump(played("dance", 4, 9))
    lines = text.split("\n")[:-1]
    cases = (
        ("".join(l + "\n" for l in lines[:-1]), "end"),               # trailer lost
        ("".join(l + "\n" for l in lines[:4] + lines[5:]), "moves"),  # a move lost
        (text.replace("place", "plaze", 1), "checksum"),              # bit rot
        (text[:-3] + "\n", "checksum"),
        ("", "short"),
        (reseal(["TB3 dance seed=0"]), "header"),
        (reseal(["TB2 dance"]), "header"),
        (reseal(["TB2 chess seed=0"]), "chess"),
        (reseal(["TB2 dance seed=x"]), "seed"),
        (reseal(["TB2 dance seed=1 turns=yes"]), "turns"),
        (reseal(["TB2 rift seed=1 ring=5"]), "ring"),
        (reseal(["TB2 venice seed=\u0663"]), "seed"),                 # Arabic-Indic 3
        (reseal(["TB2 venice seed=\uff17"]), "seed"),                 # fullwidth 7
        (reseal(["TB2 venice seed=07"]), "seed"),
        (reseal(["TB2 venice seed=-0"]), "seed"),
        (reseal(["TB2 dance seed=1 turns=\u0663"]), "turns"),
        (reseal(["TB2 dance seed=1 turns=12 turns=3"]), "twice"),
        (reseal(["TB2 dance seed=1 first=1 first=0"]), "twice"),
        (reseal(["TB2 venice seed=1"]).replace("end 0 ", "end 00 "), "end COUNT"),
        (reseal(["TB2 venice seed=1"]).replace("end 0 ", "end \u0660 "), "end COUNT"),
    )
    for bad, word in cases:
        message = raises(record.load, bad)
        assert message.startswith("bad record"), message
        assert word in message, (word, message)
    assert "not text" in raises(record.load, None)


def test_illegal_move_in_a_sealed_record_names_the_move():
    lines = record.dump(played("rift", 2, 3)).split("\n")[:-2]
    lines[2] = "build 99 Z"
    message = raises(record.load, reseal(lines))
    assert "move 2" in message and "build 99 Z" in message, message


def test_finished_game_refuses_moves_and_lists_none():
    for name in GAMES:
        game = played(name, 5, 10000, **GOOD_OPTIONS[name])
        assert game.is_over() and game.legal_moves() == [] and game.to_move() is None
        assert game.result() is not None
        before = game.snapshot()
        assert "over" in raises(game.play, "pass")
        assert game.snapshot() == before


class Matches:
    """A move that claims to equal anything."""

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


class Explodes:
    """A move whose comparison raises."""

    def __eq__(self, other):
        raise TypeError("compared")


class Posing(str):
    """A str subclass that claims to equal anything."""

    def __eq__(self, other):
        return True


def test_non_string_moves_are_refused():
    game = new_game("dance")
    for move in (None, 3, ["pass"]):
        assert "string" in raises(game.play, move)


def hostile(legal, rnd):
    """A random value that is not a plain str, made from legal move ``legal``."""
    pick = rnd.below(8)
    if pick == 0:
        return Matches()
    if pick == 1:
        return Explodes()
    if pick == 2:
        return Posing(legal)
    if pick == 3:
        return [legal]
    if pick == 4:
        return legal.encode()
    if pick == 5:
        return (legal,)
    return rnd.below(1000) if pick == 6 else None


def test_a_move_that_is_not_a_str_is_refused_before_any_comparison():
    """Every game and variant, at random positions: a hostile value (an
    ``__eq__`` that always says True or raises, a str subclass, bytes,
    numbers, containers) is refused with ValueError naming it, by ``play``
    and ``seen``, and neither enters the history nor changes the game."""
    rnd = Rng(34)
    for name in GAMES:
        for opts in ({}, GOOD_OPTIONS[name]):
            for seed in range(count(6)):
                game = new_game(name, seed, **opts)
                while not game.is_over():
                    legal = game.legal_moves()
                    before = (game.snapshot(), list(game.history))
                    bad = hostile(legal[rnd.below(len(legal))], rnd)
                    assert "string" in raises(game.play, bad), (name, bad)
                    assert "string" in raises(game.seen, bad, game.to_move()), (name, bad)
                    assert (game.snapshot(), game.history) == before, (name, bad)
                    game.play(legal[rnd.below(len(legal))])


def test_seen_is_what_the_view_shows_after_the_move():
    """seen(move, p) before a move equals view(p)["last"] after it, for
    every player, over random games of every title; in Dance the mover's
    opponent sees masked kinds at least once (the rule that hides roles)."""
    masked = 0
    for name in ("dance", "venice", "rift"):
        rnd = Rng(len(name))
        for seed in range(40):
            g = new_game(name, seed)
            while not g.is_over():
                moves = g.legal_moves()
                move = moves[rnd.below(len(moves))]
                seen = [g.seen(move, p) for p in range(g.PLAYERS)]
                g.play(move)
                if g.is_over():
                    break
                for p in range(g.PLAYERS):
                    assert g.view(p)["last"] == seen[p], (name, seed, move, p)
                    masked += "?" in seen[p]
    assert masked > 100


def test_players_must_be_plain_ints():
    for name in ("dance", "venice", "rift"):
        g = new_game(name, 0)
        move = g.legal_moves()[0]
        for bad in (True, False, 1.0, 0.0, None, "0", -1, g.PLAYERS):
            assert "bad player" in raises(g.view, bad)
            assert "bad player" in raises(g.seen, move, bad)


def scribble(value):
    """Change every dict and list inside ``value``, nested ones too."""
    kind = type(value)
    if kind is dict:
        for key in list(value):
            scribble(value[key])
            value[key] = "scribbled"
        value["scribbled"] = 1
    elif kind is list or kind is tuple:
        for item in value:
            scribble(item)
        if kind is list:
            value.append("scribbled")
            value[0] = "scribbled"


def test_what_the_engine_hands_out_is_the_callers_own():
    """Results, views and options are copies: a caller that changes them,
    nested lists included, changes neither the game nor its record; every
    game is checked mid-game and over, its result, views and options."""
    for name in GAMES:
        for plies in (9, 10000):
            game = played(name, 8, plies, **GOOD_OPTIONS[name])
            text = record.dump(game)
            twin = record.load(text)
            assert game.is_over() == (plies > 9)
            for p in range(game.PLAYERS):
                view = game.view(p)
                assert view == twin.view(p)
                scribble(view)
                assert game.view(p) == twin.view(p), (name, plies, p)
            scribble(game.result())
            assert game.result() == twin.result(), (name, plies)
            scribble(game.options)
            assert game.options == twin.options == options.check(name, game.OPTIONS, GOOD_OPTIONS[name])
            assert record.dump(game) == text and game.snapshot() == twin.snapshot()


def test_seen_refuses_what_play_refuses():
    for name in GAMES:
        game = new_game(name, 1)
        for bad in ("zzz", "", None, 3):
            message = raises(game.seen, bad, 0)
            assert repr(bad) in message, message
        played_out = played(name, 1, 10000)
        assert "over" in raises(played_out.seen, "pass", 0)
