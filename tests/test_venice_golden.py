"""Golden Twilight of Venice matches: stored records must replay to the stored outcome.

The data in tests/data/golden_venice.txt is regression data, not hand-checked:
it was made by this module's random policy (run it as a script to remake it,
only after a deliberate rule change). A rule or generator change that alters
any deal, legal move or round outcome makes a record illegal or its outcome
differ.
"""
from core import record
from core.rng import Rng
from core.venice.rules import Venice
from tests.util import DATA, play_random, read_data

MICROPYTHON = True

FILE = "golden_venice.txt"
SEEDS = (15, 17, 21)  # between them every reason but "drawn"
HEADER = """\
# Twilight of Venice golden matches. REGRESSION DATA, not hand-checked:
# made by `python -m tests.test_venice_golden` (seeded random moves from
# core.rng.Rng) and replayed by tests/test_venice_golden.py.
# Each match: 'match SEED', then 'winner W', 'scores N S', 'rounds' (each
# round's winner, - for drawn), 'reasons' (joined by '|'), 'final D F M H gl gh'
# (positions when the match ended), then the game record (core/record.py)
# from its 'TB2' header to its 'end' line.
"""


def play(seed):
    """A whole match with moves chosen by Rng(seed + 1)."""
    return play_random(Venice(seed), Rng(seed + 1))


def summary(game):
    """The outcome lines stored for a finished match."""
    result = game.result()
    rounds = ["-" if w is None else str(w) for w in result["rounds"]]
    pos = game.view(0)["positions"]
    return [
        "winner %s" % ("-" if result["winner"] is None else result["winner"]),
        "scores %d %d" % tuple(result["scores"]),
        "rounds " + " ".join(rounds),
        "reasons " + "|".join(result["reasons"]),
        "final %d %d %d %d %d %d" % (pos["D"], pos["F"], pos["M"], pos["H"], pos["gl"], pos["gh"]),
    ]


def parse(text):
    """[(seed, outcome lines, record text)] from the data file."""
    matches = []
    for line in text.split("\n"):
        if line.startswith("#") or not line:
            continue
        if line.startswith("match "):
            matches.append((int(line[6:]), [], []))
        elif line.startswith(record.MAGIC + " ") or matches[-1][2]:
            matches[-1][2].append(line)
        else:
            matches[-1][1].append(line)
    return [(seed, lines, "\n".join(rec) + "\n") for seed, lines, rec in matches]


def test_golden_matches_replay_to_their_stored_outcome():
    matches = parse(read_data(FILE))
    assert [m[0] for m in matches] == list(SEEDS)
    for seed, lines, text in matches:
        game = record.load(text)
        assert game.seed == seed and game.is_over()
        assert summary(game) == lines, seed


def write():
    out = [HEADER]
    for seed in SEEDS:
        game = play(seed)
        out.append("match %d\n" % seed)
        out.append("".join(line + "\n" for line in summary(game)))
        out.append(record.dump(game))
    with open(DATA + "/" + FILE, "w") as f:
        f.write("".join(out))


if __name__ == "__main__":
    write()
