"""Twilight of Venice (docs/venice.md §1): a best-of-three match as one game.

This module holds the turn, the deck, the rounds and the match; which card
plays are legal and what they do lives in core/venice/moves.py. A round that
ends inside a move sets up the next one in the same `_apply`, so the firmware
sees one continuous game and reads each finished round's outcome from the
view's ``rounds``.
"""

from core.game import Game
from core.venice import SIDES, TITLE
from core.rng import Rng
from core.venice.cards import CODES, CODE_OF, DECK_SIZE, HAND_SIZE
from core.venice.moves import (
    DOGE, FAVOURITE, MERCHANT, HARLEQUIN, GUARD_LOW, GUARD_HIGH, EDGE,
    generate, play)

MANSION = 7      # spaces +-7 and +-8 are the mansions (docs/venice.md §1.1)
LAST_DEAL = 8    # the exhaustion at which a deadlocked round is drawn (2.5)
WINS_NEEDED = 2  # best of three
MAX_ROUNDS = 9   # safety cap on a match (2.6)
POSITION_KEYS = ("D", "F", "M", "H", "gl", "gh")
# Built once here, not on every move: the figures that end a round, in the
# order they are checked, and those that pull the Favourite from a mansion.
ROUND_ENDERS = ((DOGE, "doge mansion"), (FAVOURITE, "favourite mansion"))
PULLERS = (DOGE, MERCHANT, HARLEQUIN, GUARD_LOW, GUARD_HIGH)


def _half(space):
    """The owner of the half ``space`` lies in: 0 north (+), 1 south (-)."""
    return 0 if space > 0 else 1


def favourite(pos, player):
    """Move the Favourite in positions ``pos`` towards ``player`` (docs/venice.md §1.4),
    stopping at the end. A function of the positions alone: the bots try
    plays on positions, not on a whole match (core/venice/bot.py)."""
    way = 1 if player == 0 else -1
    steps = 0
    for index in PULLERS:
        if pos[index] * way >= MANSION:
            steps += 1
    if pos[DOGE] * way > 0 and pos[GUARD_LOW] * way > 0 and pos[GUARD_HIGH] * way > 0:
        steps += 1
    space = pos[FAVOURITE] + way * steps
    pos[FAVOURITE] = max(-EDGE, min(EDGE, space))


# A view is made after every move on the board, where the collector runs only
# between frames: its lists and dicts are made at their size, not grown (each
# regrowth leaves the smaller block behind as garbage).
def _positions(pos):
    """The positions ``pos`` by figure key (``POSITION_KEYS``)."""
    return {"D": pos[0], "F": pos[1], "M": pos[2], "H": pos[3], "gl": pos[4], "gh": pos[5]}


def _codes(cards):
    """The codes (``D1``...) of the card ids ``cards``."""
    out = [None] * len(cards)
    for i in range(len(cards)):
        out[i] = CODES[CODE_OF[cards[i]]]
    return out


class Venice(Game):
    NAME = "venice"
    TITLE = TITLE
    SIDES = SIDES
    OPTIONS = ()

    def __init__(self, seed=0, **options):
        Game.__init__(self, seed, options)
        self.rng = Rng(seed)
        self.wins = [0, 0]
        self.rounds = []  # (winner or None, reason, final positions) of each finished round
        self._setup()

    # -- rounds -----------------------------------------------------------

    def _setup(self):
        """Deal a fresh round (docs/venice.md §1.3): coin, then shuffle, then deal."""
        coin = self.rng.below(2)
        merchant = 1 if coin == 0 else -1
        self.pos = [0, 0, merchant, -merchant, -2, 2]
        self.turn = coin  # the owner of the Merchant's half starts
        self.deck = deck = [0] * DECK_SIZE  # (list(range()) would regrow as it fills)
        for card in range(DECK_SIZE):
            deck[card] = card
        self.rng.shuffle(self.deck)
        self.discard = []
        self.exhaustions = 0
        self.hands = [[], []]
        for player in (0, 1):
            self._refill(player)

    def _end_round(self, winner, reason):
        """Record the round; set up the next one unless the match is over."""
        self.rounds.append((winner, reason, tuple(self.pos)))
        if winner is not None:
            self.wins[winner] += 1
        if WINS_NEEDED in self.wins or len(self.rounds) == MAX_ROUNDS:
            self.turn = None
        else:
            self._setup()

    def _mansion_reached(self):
        """End the round if the Doge, else the Favourite, is in a mansion."""
        for index, reason in ROUND_ENDERS:
            space = self.pos[index]
            if space >= MANSION or space <= -MANSION:
                self._end_round(_half(space), reason)
                return True
        return False

    # -- cards ------------------------------------------------------------

    def _exhausted(self):
        """Handle a draw from the empty deck (docs/venice.md §1.5); True if the round ended."""
        self.exhaustions += 1
        if self.exhaustions > 1:
            doge = self.pos[DOGE]
            favourite = self.pos[FAVOURITE]
            if doge:
                self._end_round(_half(doge), "exhaustion: doge half")
                return True
            if favourite:
                self._end_round(_half(favourite), "exhaustion: favourite half")
                return True
            if self.exhaustions == LAST_DEAL:
                self._end_round(None, "drawn")
                return True
        self.deck = self.discard
        self.discard = []
        self.rng.shuffle(self.deck)
        return False

    def _refill(self, player):
        """Draw from the end of the deck up to a full hand, kept sorted by id;
        False if an exhaustion ended the round on the way."""
        hand = self.hands[player]
        while len(hand) < HAND_SIZE:
            if not self.deck and self._exhausted():
                return False
            card = self.deck.pop()
            i = len(hand)
            while i and hand[i - 1] > card:
                i -= 1
            hand.insert(i, card)
        return True

    # -- the Game interface -------------------------------------------------

    def _generate(self):
        return generate(self.pos, self.hands[self.turn])

    def _apply(self, move):
        player = self.turn
        hand = self.hands[player]
        if move == "redraw":
            self.discard.extend(hand)
            del hand[:]
        else:
            self.hands[player] = hand = play(self.pos, hand, self.discard, move.split(" "))
            if self._mansion_reached():
                return
            favourite(self.pos, player)
            if self._mansion_reached():
                return
        if self._refill(player):
            self.turn = 1 - player

    def to_move(self):
        return self.turn

    def is_over(self):
        return self.turn is None

    def result(self):
        if self.turn is not None:
            return None
        north, south = self.wins
        return {
            "winner": 0 if north > south else 1 if south > north else None,
            "scores": list(self.wins),
            "rounds": [entry[0] for entry in self.rounds],
            "reasons": [entry[1] for entry in self.rounds],
        }

    def view(self, player):
        """What ``player`` may know (docs/venice.md): never the deck order
        or the opponent's cards."""
        self._viewer(player)
        over = self.turn is None
        return {
            "game": self.NAME,
            "player": player,
            "to_move": self.turn,
            "over": over,
            "result": self.result(),
            "last": self.history[-1] if self.history else None,
            "positions": _positions(self.pos),
            "hand": _codes(self.hands[player]),
            "opponent_hand": len(self.hands[1 - player]),
            "deck": len(self.deck),
            "discard": _codes(self.discard),
            "exhaustions": self.exhaustions,
            "round": len(self.rounds) + (0 if over else 1),
            "wins": list(self.wins),
            "rounds": [{"winner": entry[0], "reason": entry[1]} for entry in self.rounds],
            "ended": _positions(self.rounds[-1][2]) if self.rounds else None,
        }

    def snapshot(self):
        return (self.rng.state, self.turn, tuple(self.pos), tuple(self.hands[0]),
                tuple(self.hands[1]), tuple(self.deck), tuple(self.discard),
                self.exhaustions, tuple(self.wins), tuple(self.rounds))

    def copy(self):
        other = object.__new__(Venice)  # no deal: every field is set below
        self._copy_base(other)
        other.rng = Rng(self.rng.state)
        other.wins = list(self.wins)
        other.rounds = list(self.rounds)
        other.pos = list(self.pos)
        other.turn = self.turn
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.exhaustions = self.exhaustions
        other.hands = [list(self.hands[0]), list(self.hands[1])]
        return other
