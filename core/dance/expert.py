"""Twilight Dance's expert bot (desktop): its opening tried by playing out."""

# Between two-ply bots the last mover won every game: the game is decided in
# the first turns, far beyond what a two-ply search sees. So as the first
# mover, on each of its first turns, expert plays its TRIED best moves by
# one ply and its two-ply choice out to the end of the game, on a world
# drawn from its view (core/dance/world.py: hidden roles drawn from the
# unseen ones), itself as hard and the opponent as each level in MODELS,
# and keeps the move whose worst playout ended best. Each unit
# of the bots' thinking is one unit here, so slicing never changes the move.
# Desktop only: a playout is a whole game of searches. After these turns the
# first mover plays as hard, which is what its playouts assumed.
#
# Why (first-mover games, docs/ai.md): playing out only the first turn
# against hard won all against hard and none against normal (the move that
# beats hard loses to normal); against the worst of hard and normal, 66 %
# against normal and none against hard. Playing out the second turn too,
# once the opponent's first answer is on the board, wins both back: 16
# moves tried there, 8 on the first turn (16 there did worse); at most about 1 s
# of CPU per turn.

# The bot's plans (LEVELS) and its thinker come as arguments from
# core/dance/bot.py, which imports this module when asked for expert:
# importing them back from there would make an import loop.

from core import search as ai
from core.dance.world import world

MODELS = ("hard", "normal")  # the opponent's levels in the playouts
# Where expert plays as hard (after its opening, and as either side in its
# playouts) it is hard without the chip's budget: with the chip's 350 units
# in its playouts it chose worse openings (as first mover against normal,
# 10 of 50 games won instead of 31: docs/ai.md).
HARD = (0, 1, 12, 2000)
TRIED = (8, 16)  # per turn played out: the best moves by one ply are tried
OPENING = len(TRIED)  # first-mover turns played out
WIN = 10  # a won game's bonus over its points


def expert(search, seed, view, levels, bot):
    """Expert's search for this view: playouts on the first mover's opening
    turns, hard's plan after them, expert's two-ply plan as the last mover.
    ``levels``: the bot's plans by level; ``bot(view, level, seed)``: its
    thinker, for the playouts."""
    me = view["player"]
    if view["options"]["first"] != me:
        return ai.Lookahead(search, levels["expert"], seed)
    if view["turns"][me] >= OPENING:
        return ai.Lookahead(search, HARD, seed)
    return Expert(search, levels["expert"], seed, view, bot)


class Expert(ai.Lookahead):
    """``ai.Lookahead`` for the expert plan, then the playing out."""

    VALUES = True  # the playing out reads every move's one-ply value

    def __init__(self, search, plan, seed, view, bot):
        self.view = view
        self.bot = bot
        ai.Lookahead.__init__(self, search, plan, seed)

    def _run(self):
        for _ in ai.Lookahead._run(self):
            yield
        view = self.view
        me = view["player"]
        search = self.search
        if len(search.moves) == 1:
            return  # nothing to choose (the plain search did not run)
        values = self.total  # one world: each move's one-ply value
        tried = ai._top(values, range(len(values)), TRIED[view["turns"][me]])
        if self._best in tried:
            tried.remove(self._best)
        tried.insert(0, self._best)
        bot = self.bot
        best = None
        for i in tried:
            worst = None
            for model in MODELS:
                g = world(view, self.rng)
                g.play(search.name(i))
                while not g.is_over():
                    p = g.to_move()
                    t = self._player(g.view(p), "hard" if p == me else model, self.rng.next())
                    while not t.step(1):
                        yield
                    g.play(t.best())
                total = _outcome(g.result(), me)
                if worst is None or total < worst:
                    worst = total
            if best is None or worst > best:
                best = worst
                self._best = i

    def _player(self, view, level, seed):
        """A playout's bot: the level's thinker, hard's with ``HARD`` (made
        here, not through a plan argument to ``bot``: a name more in the
        chip's bot module moves where its name pool grows, docs/memory.md)."""
        if level != "hard":
            return self.bot(view, level, seed)
        return ai.Lookahead(type(self.search)(view, True), HARD, ai.Rng(seed).next())


def _outcome(result, me):
    """My points minus the opponent's, with a bonus for the winner."""
    scores = result["scores"]
    total = scores[me] - scores[1 - me]
    if result["winner"] is not None:
        total += WIN if result["winner"] == me else -WIN
    return total
