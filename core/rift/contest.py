"""Rift of Portals' contest (docs/rift.md §1.6): 2 to 4 players play one deal in turn.

Each finished player is kept as a short *entry* ``(won, vp, tiebreak,
missed)``: 1 or 0, Victory Points, Gate - Void, and a bit per condition
missed (bit i for ``CONDITIONS[i]``), so a board keeps a few ints per
player, not a game. ``places`` ranks them by the rule book's order.

A player's moves are kept as ``pack`` text: each move is its index in the
legal-move list (one printable character below 93, else ``~`` and two),
about a tenth of the record's text; ``unpack`` replays it on a fresh game.
The contest record (``dump``, ``load``) is a ``TBC`` line naming the
players, sealed by the CRC-32 of the words before it (a record written
before the seal, without it, still loads), then each player's ordinary
record (core/record.py), in turn.
"""
from core import record
from core.options import number
from core.seal import crc

CONDITIONS = ("built", "gate", "sides", "matched")
PLAYERS = (2, 4)  # fewest, most
MAGIC = "TBC"
_FIRST = 33  # "!": packed moves are printable, without spaces
_ONE = 93  # indexes below this take one character
_ESC = "~"


def entry(result):
    """The entry of a finished game's ``result`` dict (core.rift result
    format); ValueError for anything else."""
    try:
        met = result["conditions"]
        one = (1 if result["winner"] else 0, result["scores"][0], result["tiebreak"],
               sum([0 if met[CONDITIONS[i]] else 1 << i for i in range(4)]))
    except (KeyError, TypeError, IndexError):
        one = None
    if type(result) is not dict or one is None or type(one[1]) is not int or type(one[2]) is not int:
        raise ValueError("bad result %r (want a finished Rift game's result)" % (result,))
    return one


def missed(entry):
    """The names of the conditions ``entry`` missed, in rule-book order."""
    return [CONDITIONS[i] for i in range(4) if entry[3] >> i & 1]


def check(entries):
    """``entries`` as a list of entries; ValueError naming a bad one or a
    count outside 2 to 4."""
    entries = list(entries)
    if not PLAYERS[0] <= len(entries) <= PLAYERS[1]:
        raise ValueError("bad contest of %d players (want %d to %d)" % (
            len(entries), PLAYERS[0], PLAYERS[1]))
    for one in entries:
        if type(one) is not tuple or len(one) != 4 or [type(x) for x in one] != [int] * 4 \
                or one[0] not in (0, 1) or not 0 <= one[3] < 16:
            raise ValueError("bad contest entry %r (want (won, vp, tiebreak, missed))" % (one,))
    return entries


def places(entries):
    """Each player's place (1 = first), in player order: a win ranks above
    no win, then more Victory Points, then the greater tie-break figure;
    players still equal share the place (two firsts, then a third)."""
    keys = [one[:3] for one in check(entries)]
    return [1 + len([k for k in keys if k > mine]) for mine in keys]


def ranking(entries):
    """(place, player) pairs, best first; players sharing a place by seat."""
    got = places(entries)
    return sorted([(got[p], p) for p in range(len(got))])


def pack(game):
    """``game``'s moves as packed text (see the top)."""
    fresh = type(game)(game.seed, **game.options)
    out = []
    for move in game.history:
        i = fresh.legal_moves().index(move)
        out.append(chr(_FIRST + i) if i < _ONE else
                   _ESC + chr(_FIRST + i // 94) + chr(_FIRST + i % 94))
        fresh.play(move)
    return "".join(out)


def unpack(game, text):
    """Play the packed moves ``text`` on ``game`` (a fresh game of the
    deal) and return it; ValueError naming the first bad move."""
    at = 0
    while at < len(text):
        if text[at] == _ESC:
            i = (ord(text[at + 1:at + 2] or "!") - _FIRST) * 94 + ord(text[at + 2:at + 3] or " ") - _FIRST
            at += 3
        else:
            i = ord(text[at]) - _FIRST
            at += 1
        moves = game.legal_moves()
        if not 0 <= i < len(moves):
            raise ValueError("bad packed move %d of %r" % (len(game.history) + 1, text[:20]))
        game.play(moves[i])
    return game


def _named(names):
    """``names`` checked: each a word of printable characters, no comma."""
    for name in names:
        if type(name) is not str or not name or "," in name or min(name) <= " " or "\x7f" in name:
            raise ValueError("bad player name %r (want a word without commas)" % (name,))
    return names


def head(names):
    """The contest record's first line, naming the players in turn, sealed."""
    first = "%s %d %s" % (MAGIC, len(names), ",".join(_named(names)))
    return "%s %s\n" % (first, crc(first))


def dump(names, games):
    """The contest record of ``names`` and their finished ``games``."""
    check([entry(g.result()) for g in games])
    if len(names) != len(games):
        raise ValueError("%d names for %d games" % (len(names), len(games)))
    return head(names) + "".join([record.dump(g) for g in games])


def load(text):
    """(names, games) from a contest record; ValueError says what is wrong:
    a damaged record (a first line failing its seal too), a bad name, a
    game unfinished, or a game of another deal."""
    if type(text) is not str or not text.startswith(MAGIC + " "):
        raise ValueError("bad contest record: no %s line" % MAGIC)
    first, rest = (text.split("\n", 1) + [""])[:2]
    words = first.split(" ")
    names = words[2].split(",") if len(words) in (3, 4) else []
    if number(words[1]) != len(names):
        raise ValueError("bad contest record: first line %r is not 'TBC COUNT NAMES CHECKSUM'" % first)
    if len(words) == 4 and crc(" ".join(words[:3])) != words[3]:
        raise ValueError("bad contest record: first line %r fails its checksum (damaged)" % first)
    _named(names)
    games = []
    lines = []
    for line in rest.split("\n"):
        lines.append(line)
        if line.startswith("end "):
            games.append(record.load("\n".join(lines) + "\n"))
            lines = []
    if len(games) != len(names) or "".join(lines).strip():
        raise ValueError("bad contest record: %d names, %d whole games (truncated?)" % (
            len(names), len(games)))
    deal = record.dump(games[0]).split("\n", 1)[0]
    for p in range(len(games)):
        if not games[p].is_over():
            raise ValueError("bad contest record: %s's game is not finished" % names[p])
        if games[p].NAME != "rift" or record.dump(games[p]).split("\n", 1)[0] != deal:
            raise ValueError("bad contest record: %s played another deal" % names[p])
    check([entry(g.result()) for g in games])
    return names, games
