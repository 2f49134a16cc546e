"""A reference opponent for the two-player bots: information-set Monte Carlo
tree search, as an independent yardstick (desktop only).

This is single-observer IS-MCTS (SO-ISMCTS; Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012). It reads only
the view of the player it plays for. Every iteration:

1. *determinize*: draw one world consistent with that view, with the same
   code the bots' tests use (``core/dance/world.py``, ``core/venice/world.py``:
   hidden roles, or the opponent's hand and the deck order, drawn at random
   from what the view does not show);
2. *select*: walk down one tree shared by all the worlds; at each node only
   the moves legal in this world are *available*, and the child with the
   best UCB1 score among them is taken, with the number of times it was
   available in place of its parent's visits (the paper's fix for subsets);
3. *expand*: at the first node with an available move not yet in the tree,
   add one such move (chosen at random) and play it;
4. *simulate*: play uniformly random moves to the end of the horizon;
5. *back up* the result: each node keeps the reward of the player who made
   its move.

Moves are the engine's move strings, taken as fully observed within a
world, as in SO-ISMCTS; a determinized opponent move carries only what was
drawn, never the true hidden facts, so the player cannot peek.

The *one-ply prior*: a new node starts with ``PRIOR`` virtual visits at a
quick value of the position its move reaches (the result, if the move
reaches the horizon; else Dance: the chains' points
scored by then, mine minus the opponent's; Venice: the Doge and the
Favourite towards the mover's mansion), which orders the first visits
without deciding them.

The horizon: a Dance game to its end (win 1, draw 0.5, loss 0); in Venice the
current round, valued as the chance of winning the match from the round
wins after it, the rounds after it being taken as coin flips (a round
played out at random takes about 30 plies, a match 75).

The budget is in iterations; the same view, seed and budget give the same
move, whatever the slices (``step(n)`` does n iterations). Used by
``python -m tools.bench.tournament --a hard --b ref --iterations 400``.
"""

import math

from core.dance.score import chains
from core.dance.world import world as dance_world
from core.rng import Rng
from core.venice.world import world as venice_world

C = 0.7  # UCB1 exploration constant (rewards are in 0..1)
PRIOR = 2  # virtual visits a new node starts with, at the one-ply value
MANSION = 7  # Venice: the spaces from which a mansion starts (core/venice/rules.py)


class Node:
    """One move in the tree: who made it, its children by move string, its
    visits, its total reward for the mover and how often it was available."""

    __slots__ = ("mover", "children", "visits", "total", "avail")

    def __init__(self, mover, value):
        self.mover = mover
        self.children = {}
        self.visits = PRIOR
        self.total = PRIOR * value
        self.avail = 1


def match_chance(wins, need=2):
    """Player 0's chance of winning a best-of-three match from round wins
    ``wins``, each further round a coin flip."""
    a = need - wins[0]
    b = need - wins[1]
    if a <= 0 or b <= 0:
        return 1.0 if a <= 0 < b else 0.0 if b <= 0 < a else 0.5
    return 0.5 * match_chance((wins[0] + 1, wins[1]), need) + 0.5 * match_chance(
        (wins[0], wins[1] + 1), need)


class DanceRules:
    """Dance for the search: a world from a view, the horizon, the values."""

    world = staticmethod(dance_world)

    @staticmethod
    def start(g):
        return 0

    @staticmethod
    def ended(g, start):
        return g.is_over()

    @staticmethod
    def reward(g):
        """Player 0's reward at the horizon."""
        winner = g.result()["winner"]
        return 0.5 if winner is None else 1.0 - winner

    @staticmethod
    def quick(g, player):
        """The one-ply value for ``player``: chains' points as they stand."""
        points = [0, 0]
        for chain in chains(g.board, g.options["moles"]):
            points[chain[0]] += chain[2]
        lead = max(-6, min(6, points[player] - points[1 - player]))
        return 0.5 + lead / 15.0


class VeniceRules(DanceRules):
    """Venice: the horizon is the round in play, valued by the match."""

    world = staticmethod(venice_world)

    @staticmethod
    def start(g):
        """The rounds finished before the horizon's round."""
        return len(g.rounds)

    @staticmethod
    def ended(g, start):
        return g.is_over() or len(g.rounds) > start

    @staticmethod
    def reward(g):
        return match_chance(g.wins)

    @staticmethod
    def quick(g, player):
        """The one-ply value for ``player``: how far the Doge and the
        Favourite lean towards their mansion."""
        way = 1 if player == 0 else -1
        lean = (0.6 * g.pos[0] + 0.4 * g.pos[1]) * way / MANSION
        return 0.5 + 0.3 * max(-1.0, min(1.0, lean))


RULES = {"dance": DanceRules, "venice": VeniceRules}


class Reference:
    """The search for one view; ``step(n)`` runs n iterations, ``best()``
    is the most visited move (a legal move at any time)."""

    def __init__(self, view, iterations=400, seed=0):
        self.view = view
        self.me = view["player"]
        self.rules = RULES[view["game"]]
        self.rng = Rng(seed)
        self.iterations = iterations
        self.steps = 0
        self.root = Node(None, 0.5)
        self._first = None  # a legal move, for best() before any iteration

    def step(self, n=1):
        """Run up to ``n`` iterations; True once the budget is spent."""
        while n > 0 and self.steps < self.iterations:
            self._iterate()
            self.steps += 1
            n -= 1
        return self.done()

    def done(self):
        return self.steps >= self.iterations

    def best(self):
        most = -1
        move = self._first
        for key, child in self.root.children.items():
            if child.visits > most:  # ties: the first expanded
                most = child.visits
                move = key
        if move is None:
            move = self._first = self.rules.world(self.view, Rng(0)).legal_moves()[0]
        return move

    def reason(self):
        return ""

    def _iterate(self):
        rules = self.rules
        rng = self.rng
        g = rules.world(self.view, rng)
        start = rules.start(g)
        node = self.root
        path = []
        while not rules.ended(g, start):
            moves = g.legal_moves()
            if self._first is None:
                self._first = moves[0]
            player = g.to_move()
            children = node.children
            untried = []
            for move in moves:
                child = children.get(move)
                if child is None:
                    untried.append(move)
                else:
                    child.avail += 1
            if untried:
                move = untried[rng.below(len(untried))]
                g.play(move)
                if rules.ended(g, start):
                    value = rules.reward(g)
                    value = value if player == 0 else 1.0 - value
                else:
                    value = rules.quick(g, player)
                node = children[move] = Node(player, value)
                path.append(node)
                break
            node = self._select(children, moves)
            g.play(self._chosen)
            path.append(node)
        while not rules.ended(g, start):
            moves = g.legal_moves()
            g.play(moves[rng.below(len(moves))])
        reward = rules.reward(g)
        for node in path:
            node.visits += 1
            node.total += reward if node.mover == 0 else 1.0 - reward

    def _select(self, children, moves):
        """The available child with the best UCB1 score (its move kept in
        ``self._chosen``); ties go to the first in the engine's order."""
        best = None
        top = -1.0
        for move in moves:
            child = children[move]
            score = child.total / child.visits + C * math.sqrt(math.log(child.avail) / child.visits)
            if score > top:
                top = score
                best = child
                self._chosen = move
        return best


def thinker(view, iterations=400, seed=0):
    """The reference player for ``view`` (a Dance or Venice view)."""
    return Reference(view, iterations, seed)


def choose(view, iterations=400, seed=0):
    """The reference player's move, thought through in one go."""
    t = thinker(view, iterations, seed)
    while not t.step(64):
        pass
    return t.best()
