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
The indices are an ``array("H")``: a list of a Dance turn's ~300 moves
grows into one 2 KB block, which a fragmented heap may not have.
"""
from array import array


class Picker:
    """Legal moves of one position, and the tokens chosen so far.

    :param tokens_at: function from the legal moves and an index to that
        move's token tuple
    :param firsts: function giving the first token of each of a position's
        moves, in order, more cheaply than ``tokens_at`` (a new position
        asks it of every legal move)
    :param lone: function telling whether a label, when it is all a
        choice offers, is taken without asking (None: none is)
    """

    def __init__(self, tokens_at, firsts, lone=None):
        self.tokens_at = tokens_at
        self.firsts = firsts
        self.lone = lone
        self.prefix = []
        self.clear()

    def reset(self, moves):
        """A new position: ``moves`` is ``game.legal_moves()``."""
        self.moves = moves
        del self.prefix[:]
        self._scan(None, 0)

    def clear(self):
        """Let go of the position's moves (a move was played: the next
        position gets its own through ``reset``)."""
        self.moves = ()
        del self.prefix[:]
        self.left = array("H")  # indices of the moves that start with the prefix
        self.codes = bytearray()  # of each: its next token, as _code gives it
        self.places = []
        self.labels = []

    def _scan(self, candidates, check):
        """Keep the candidates (move indices; None: every move) whose tokens
        start with the prefix (only its last ``check`` tokens are compared:
        the others are known to match) and collect what each offers next.
        Returns the move the prefix completes, if any (the offers are then
        left as they were). Nothing is made per move but its tokens."""
        keep = array("H")
        codes = bytearray()
        places = []
        labels = []

        def add(i, token):
            keep.append(i)
            into = places if type(token) is int else labels
            if token not in into:
                into.append(token)
            codes.append(into.index(token) + (0 if into is places else 128))

        moves = self.moves
        prefix = self.prefix
        if not prefix:
            i = 0
            for token in self.firsts(moves):
                add(i, token)
                i += 1
        else:
            depth = len(prefix)
            tokens_at = self.tokens_at
            for i in range(len(moves)) if candidates is None else candidates:
                seq = tokens_at(moves, i)
                if len(seq) < depth:
                    continue
                k = depth - check
                while k < depth and seq[k] == prefix[k]:
                    k += 1
                if k < depth:
                    continue
                if len(seq) == depth:
                    return moves[i]
                add(i, seq[depth])
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
        elif self.lone is not None and not self.places and len(self.labels) == 1 \
                and self.lone(self.labels[0]):
            return self.choose(self.labels[0])  # nothing to choose: no question asked
        return move

    def back(self):
        """Undo the last choice; False if there was none."""
        if not self.prefix:
            return False
        self.prefix.pop()
        self._scan(None, len(self.prefix))
        return True
