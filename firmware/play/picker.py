"""The move picker: narrows the legal moves one choice at a time.

The firmware never re-implements a rule. Each game's adapter only turns a
legal move string into *tokens*: a place (int, a light) or a label (str, an
OLED line). The picker offers, after the tokens chosen so far, exactly the
next tokens that lead to some legal move, and hands back the move once its
tokens are all chosen. Adapters keep token sequences prefix-free (no move's
tokens start another's), so a finished sequence names one move.

No token tuples are kept: a Pico's heap cannot hold them for the hundreds
of moves of a Dance turn. Each pass keeps the indices of the moves still
possible and a byte per move naming the offer it leads to; a choice then
asks the adapter again for the tokens of the moves behind that offer only.
"""


class Picker:
    """Legal moves of one position, and the tokens chosen so far.

    :param tokens: function from a legal move string to its token tuple
    :param first: None, or a function giving ``tokens(move)[0]`` more
        cheaply (a new position asks it of every legal move)
    """

    def __init__(self, tokens, first=None):
        self.tokens = tokens
        self.first = first
        self.moves = []
        self.left = []  # indices of the moves that start with the prefix
        self.codes = bytearray()  # of each: its next token, as _code gives it
        self.prefix = []
        self.places = []
        self.labels = []

    def reset(self, moves):
        """A new position: ``moves`` is ``game.legal_moves()``."""
        self.moves = moves
        del self.prefix[:]
        self._scan(None, 0)

    def _scan(self, candidates, check):
        """Keep the candidates (move indices; None: every move, read in one
        walk, which a Dance list makes cheaper than by index) whose tokens
        start with the prefix (only its last ``check`` tokens are compared:
        the others are known to match) and collect what each offers next. Returns the move the prefix
        completes, if any (the offers are then left as they were)."""
        prefix = self.prefix
        depth = len(prefix)
        tokens = self.tokens
        moves = self.moves
        keep = []
        codes = bytearray()
        places = []
        labels = []
        first = self.first if depth == 0 else None  # no move has no tokens
        if candidates is None:
            candidates = enumerate(moves)
        else:
            candidates = ((i, moves[i]) for i in candidates)
        for i, move in candidates:
            if first is not None:
                token = first(move)
            else:
                seq = tokens(move)
                if len(seq) < depth:
                    continue
                k = depth - check
                while k < depth and seq[k] == prefix[k]:
                    k += 1
                if k < depth:
                    continue
                if len(seq) == depth:
                    return move
                token = seq[depth]
            keep.append(i)
            into = places if type(token) is int else labels
            if token not in into:
                into.append(token)
            codes.append(into.index(token) + (0 if into is places else 128))
        self.left = keep
        self.codes = codes
        self.places = places
        self.labels = labels
        return None

    def offers(self, token):
        return token in (self.places if type(token) is int else self.labels)

    def _code(self, token):
        if type(token) is int:
            return self.places.index(token)
        return 128 + self.labels.index(token)

    def choose(self, token):
        """Take ``token`` (one of the offered ones): returns the move when
        it completes one, else None and offers the next choice."""
        self.prefix.append(token)
        code = self._code(token)
        codes = self.codes
        left = self.left
        move = self._scan([left[k] for k in range(len(left)) if codes[k] == code], 0)
        if move is not None:
            del self.prefix[:]
        return move

    def back(self):
        """Undo the last choice; False if there was none."""
        if not self.prefix:
            return False
        self.prefix.pop()
        self._scan(None, len(self.prefix))
        return True
