"""Golden Twilight Dance games: regression data, not hand-checked rules.

tests/data/golden_dance.txt holds a few seeded random games (format at the
top of that file). They pin down today's behaviour, legal-move order
included, so any change to it shows up here; if a change is intended,
rewrite the file with ``python -m tests.test_dance_golden`` and review
the diff.
"""
from core import new_game, record
from core.rng import Rng
from tests.util import DATA, play_random, read_data

MICROPYTHON = True

FILE = "golden_dance.txt"
# (seed, options), seeds picked so the set holds a tie Berlin decides, an
# end by empty hands, a draw and a short game, and an advanced game (relocate=any)
# whose moves relocate pieces of both colours.
GAMES = ((4, {}), (13, {"turns": 30, "first": 1}),
         (6, {"moles": "loyal", "berlin_tiebreak": False}), (5, {"turns": 4}),
         (7, {"relocate": "any"}))
HEADER = """\
# Twilight Dance golden games: REGRESSION DATA, not a statement of the rules.
# Written by `python -m tests.test_dance_golden` from the engine of the day;
# the rules themselves are checked by tests/test_dance_rules.py.
#
# Each game is a record in core/record.py's format (the "TB2 dance seed=..."
# header, one move per line, "end COUNT CHECKSUM"), then its result:
#   winner 0|1|none
#   scores KGB SIS
#   reason hands empty|turn limit
#   tiebreak on|off          (on: Berlin decided a tie)
#   chain PLAYER POINTS CITY CITY ...   (one line per chain, in result order)
# The moves were chosen by Rng(seed): each is legal_moves()[rng.below(count)].
# Lines starting with # and blank lines are ignored.
"""


def random_game(seed, options):
    return play_random(new_game("dance", seed, **options), Rng(seed))


def result_lines(result):
    winner = result["winner"]
    lines = ["winner %s" % ("none" if winner is None else winner),
             "scores %d %d" % (result["scores"][0], result["scores"][1]),
             "reason " + result["reason"],
             "tiebreak " + ("on" if result["tiebreak"] else "off")]
    for player, cities, points in result["chains"]:
        lines.append("chain %d %d %s" % (player, points, " ".join(cities)))
    return lines


def games():
    """The stored games as (record text, result lines) pairs."""
    out = []
    in_record = False
    for line in read_data(FILE).split("\n"):
        if not line or line.startswith("#"):
            continue
        if line.startswith(record.MAGIC + " "):
            out.append(([], []))
            in_record = True
        out[-1][0 if in_record else 1].append(line)
        if line.startswith("end "):
            in_record = False
    return [("\n".join(rec) + "\n", res) for rec, res in out]


def test_golden_records_replay_to_their_results():
    stored = games()
    assert len(stored) == len(GAMES)
    for text, lines in stored:
        g = record.load(text)
        assert g.is_over(), text
        assert result_lines(g.result()) == lines, text.split("\n")[0]


def test_seeded_random_games_still_choose_the_same_moves():
    stored = games()
    for i in range(len(GAMES)):
        seed, options = GAMES[i]
        assert record.dump(random_game(seed, options)) == stored[i][0], GAMES[i]


def write():
    """Rewrite the golden file from today's engine (CPython only)."""
    parts = [HEADER]
    for seed, options in GAMES:
        g = random_game(seed, options)
        parts.append("\n" + record.dump(g) + "\n".join(result_lines(g.result())) + "\n")
    with open(DATA + "/" + FILE, "w") as f:
        f.write("".join(parts))


if __name__ == "__main__":
    write()
