"""Twilight Dance's expert bot (desktop): its opening tried by playing out."""

# Between two-ply bots the last mover won every game: the game is decided in
# the first turns, far beyond what a two-ply search sees. So as the first
# mover, on its first OPENING turns, expert plays its TRIED best moves by
# one ply and its two-ply choice out to the end of the game with hard bots
# on both sides, on a world drawn from its view (core/dance_world.py: hidden
# roles drawn from the unseen ones), and keeps the move whose game ended
# best. Each unit of the hard bots' thinking is one unit here, so slicing
# never changes the move. Desktop only: a playout is a whole game of hard
# searches. Playing out the second and third turns too won fewer games (16
# moves tried: 13 and 7 of 20 against hard, against 20 of 20): later
# playouts guess hidden roles. Eight moves tried won as many games as
# sixteen in half the time (0.5 s). The playouts model the opponent as hard:
# against normal, expert then lost all of 20 games as first mover (9 of 20
# won without playouts); playing out against hard and normal both won 0-12
# of 20 against either.

from core import ai
from core.dance_ai import Thinker as bot
from core.dance_world import world

OPENING = 1  # turns of the first mover tried by playing out
TRIED = 8  # moves tried: the best by one ply, and the two-ply choice
WIN = 10  # a won game's bonus over its points


class Expert(ai.Thinker):
    """``ai.Thinker`` for the expert plan, then the playing out."""

    def __init__(self, search, plan, seed, view):
        self.view = view
        ai.Thinker.__init__(self, search, plan, seed)

    def _run(self):
        for _ in ai.Thinker._run(self):
            yield
        view = self.view
        me = view["player"]
        if view["options"]["first"] != me or view["turns"][me] >= OPENING:
            return
        search = self.search
        values = [0] * len(search.moves)
        for i in range(len(values)):
            values[i] = search.first(i)
            yield
        tried = ai._top(values, range(len(values)), TRIED)
        if self._best in tried:
            tried.remove(self._best)
        tried.insert(0, self._best)
        best = None
        for i in tried:
            g = world(view, self.rng)
            g.play(search.name(i))
            while not g.is_over():
                thinker = bot(g.view(g.to_move()), "hard", self.rng.next())
                while not thinker.step(1):
                    yield
                g.play(thinker.best())
            result = g.result()
            scores = result["scores"]
            total = scores[me] - scores[1 - me]
            if result["winner"] is not None:
                total += WIN if result["winner"] == me else -WIN
            if best is None or total > best:
                best = total
                self._best = i
