"""Golden Rift games: three seeded random games stored as records with their
results (tests/data/golden_rift.txt). Regression data: they pin today's
behaviour (shuffle, legal-move order, scoring) on every runtime; the rules
themselves are checked by hand in test_rift_rules.py.

After an intended change of behaviour, rewrite the file with
``python -m tests.test_rift_golden`` and review the diff.
"""
from core import new_game, record
from core.rng import Rng
from tests import util
MICROPYTHON = True

GAMES = ((837, 3), (684, 3), (206, 4))  # (seed, ring): seeds whose games meet some conditions
FILE = "golden_rift.txt"
HEADER = """\
# Golden Rift of Portals games: REGRESSION DATA, not hand-checked results.
# Written by `python -m tests.test_rift_golden`; read by test_rift_golden.py.
# Each game is a line "game SEED ring=RING", its record (core/record.py:
# header, one move per line, "end COUNT CHECKSUM"), then one line
# "result winner=W vp=VP tiebreak=T gate=G void=V sides=N,E,S,W conditions=..."
# The moves were chosen by moves[Rng(SEED + 1).below(len(moves))] each ply.
"""


def random_game(seed, ring):
    return util.play_random(new_game("rift", seed, ring=ring), Rng(seed + 1))


def result_line(r):
    c = r["conditions"]
    return "result winner=%s vp=%d tiebreak=%d gate=%d void=%d sides=%s conditions=%s" % (
        r["winner"], r["scores"][0], r["tiebreak"], r["gate"], r["void"],
        ",".join([str(n) for n in r["sides"]]),
        ",".join([k for k in ("built", "gate", "sides", "matched") if c[k]]) or "none")


def block(seed, ring):
    g = random_game(seed, ring)
    return "game %d ring=%d\n%s%s\n" % (seed, ring, record.dump(g), result_line(g.result()))


def stored():
    """{(seed, ring): (record text, result line)} from the data file."""
    games = {}
    key = None
    lines = []
    for line in util.read_data(FILE).split("\n"):
        if line.startswith("#") or not line:
            continue
        if line.startswith("game "):
            words = line.split(" ")
            key = (int(words[1]), int(words[2][5:]))
            lines = []
        elif line.startswith("result "):
            games[key] = ("".join([x + "\n" for x in lines]), line)
        else:
            lines.append(line)
    return games


def test_golden_records_replay_to_their_results():
    games = stored()
    assert sorted(games) == sorted(GAMES)
    for key in GAMES:
        text, result = games[key]
        g = record.load(text)
        assert g.is_over(), key
        assert g.options["ring"] == key[1]
        assert result_line(g.result()) == result, key


def test_golden_games_play_the_same_today():
    games = stored()
    for seed, ring in GAMES:
        g = random_game(seed, ring)
        assert record.dump(g) == games[(seed, ring)][0], (seed, ring)


if __name__ == "__main__":
    with open(util.DATA + "/" + FILE, "w") as f:
        f.write(HEADER + "".join([block(seed, ring) for seed, ring in GAMES]))
