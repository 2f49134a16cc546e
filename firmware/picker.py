"""The move picker: narrows the legal moves one choice at a time.

The firmware never re-implements a rule. Each game's adapter only turns a
legal move string into *tokens*: a place (int, a light) or a label (str, an
OLED line). The picker offers, after the tokens chosen so far, exactly the
next tokens that lead to some legal move, and hands back the move once its
tokens are all chosen. Adapters keep token sequences prefix-free (no move's
tokens start another's), so a finished sequence names one move.
"""


class Picker:
    """Legal moves of one position, and the tokens chosen so far.

    :param tokens: function from a legal move string to its token tuple
    """

    def __init__(self, tokens):
        self.tokens = tokens
        self.moves = []
        self.prefix = []
        self.places = []
        self.labels = []

    def reset(self, moves):
        """A new position: ``moves`` is ``game.legal_moves()``."""
        tokens = self.tokens
        self.moves = [(tokens(m), m) for m in moves]
        del self.prefix[:]
        self._narrow()

    def _narrow(self):
        prefix = self.prefix
        depth = len(prefix)
        pre = tuple(prefix)
        places = []
        labels = []
        for seq, move in self.moves:
            if seq[:depth] == pre:
                token = seq[depth]
                into = places if type(token) is int else labels
                if token not in into:
                    into.append(token)
        self.places = places
        self.labels = labels

    def offers(self, token):
        return token in (self.places if type(token) is int else self.labels)

    def choose(self, token):
        """Take ``token`` (one of the offered ones): returns the move when
        it completes one, else None and offers the next choice."""
        self.prefix.append(token)
        depth = len(self.prefix)
        for seq, move in self.moves:
            if len(seq) == depth and seq[-1] == token and list(seq) == self.prefix:
                del self.prefix[:]
                return move
        self._narrow()
        return None

    def back(self):
        """Undo the last choice; False if there was none."""
        if not self.prefix:
            return False
        self.prefix.pop()
        self._narrow()
        return True
