"""What every game shares: checked play, the move history and the legal-move cache.

Each game subclasses `Game` and supplies:
* NAME and OPTIONS (see core/options.py);
* _generate() -> list of legal move strings (not called once over);
* _apply(move) -> apply a move already known to be legal;
* to_move(), is_over(), view(player), snapshot() (a comparable value of the
  whole state, rng included) and copy();
* `_result` (None, then the result dict once over) or its own result();
* optionally _seen(move, player) (a legal move as player will see it).
A game may instead override legal_moves, play and seen whole: Dance checks
a move from its state and keeps no list (core/dance/legal.py).

Because `play` checks a move against the legal list before `_apply` touches
anything, an illegal move can never leave a half-changed state. What the
engine hands out (results, views, options, legal moves) is the caller's
own copy; only `history` is the game's list, to read.
"""

RECORD = "TB2"  # the version of the records core/seal.py writes: their header's first word


class Game:
    NAME = ""  # the package core/<NAME>/, which also holds TITLE and SIDES
    TITLE = ""
    SIDES = ()  # each player's name, in player order
    OPTIONS = ()
    PLAYERS = 2

    def __init__(self, seed, given):
        if type(seed) is not int:
            raise ValueError("bad seed %r for %s (want an integer)" % (seed, self.NAME))
        self.seed = seed
        from core import options  # when needed: a board forgets it during play (firmware/app.py)
        self._options = options.check(self.NAME, self.OPTIONS, given)
        self.history = []
        self._legal = None

    @property
    def options(self):
        """Every option's value, as a fresh dict."""
        return dict(self._options)

    def result(self):
        """None until the game is over, then a fresh result dict."""
        return copied(self._result)

    def _moves(self):
        if self._legal is None:
            self._legal = [] if self.is_over() else self._generate()
        return self._legal

    def legal_moves(self):
        """Every legal move as its canonical string; a fresh list the caller may keep."""
        return self._moves()[:]  # one block copy: MicroPython's list(x) appends item by item

    def play(self, move):
        """Play one move; raise ValueError naming it, and change nothing, if it is not legal.
        A move that is not a str is refused before it is compared with
        any: its own ``__eq__`` could claim to match, or raise."""
        if type(move) is not str or move not in self._moves():
            raise ValueError(self._refusal(move))
        self._apply(move)
        self.history.append(move)
        self._legal = None

    def _refusal(self, move):
        if type(move) is not str:
            return "move must be a string, got %r" % (move,)
        if self.is_over():
            return "illegal move %r: the %s game is over" % (move, self.NAME)
        return "illegal move %r in %s: not one of the %d legal moves" % (
            move, self.NAME, len(self.legal_moves()))

    def seen(self, move, player):
        """``move``, legal now and about to be played, as ``player`` may see it
        once played: the one way any screen, log or replay shows a move.
        A game with hidden roles masks what ``player`` does not know.
        ValueError for a bad player, or a move ``play`` would refuse."""
        self._viewer(player)
        if type(move) is not str or move not in self._moves():
            raise ValueError(self._refusal(move))
        return self._seen(move, player)

    def _seen(self, move, player):
        return move

    def _viewer(self, player):
        if type(player) is not int or not 0 <= player < self.PLAYERS:
            raise ValueError("bad player %r for %s (want %s)" % (
                player, self.NAME, " or ".join(str(p) for p in range(self.PLAYERS))))

    def _copy_base(self, other):
        """Fill the shared fields of a fresh `copy()` target."""
        other.seed = self.seed
        other._options = self._options  # never changed, never handed out
        other.history = list(self.history)
        other._legal = self._legal
        return other

    def options_text(self):
        from core import options
        return options.format(self.OPTIONS, self._options)

    def header(self):
        """The first line of this game's record (core/record.py): the
        version, name, seed and options. Here, not in core.record, so that
        saving a game in play compiles no record code."""
        words = self.options_text()  # empty for a game without options
        return "%s %s seed=%d%s" % (RECORD, self.NAME, self.seed, " " + words if words else "")


def copied(value):
    """A deep copy of plain data (dicts, lists, tuples and immutable leaves)."""
    kind = type(value)
    if kind is dict:
        return {key: copied(value[key]) for key in value}
    if kind is list:
        return [copied(item) for item in value]
    if kind is tuple:
        return tuple([copied(item) for item in value])
    return value
