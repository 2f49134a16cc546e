"""What the Rift player sees: everything but the deck order (docs/rift.md).

Built on request only (the firmware asks once a frame at most), so it may
allocate freely; the game's own lists are copied, never handed out (the
layout's names and grid are tuples, shared by every view).
"""

from core.rift.layout import ELEMENTS, INSIGNIAS
from core.rift import score as rift_score
PHASES = ("setup", "gain", "build", "move", "over")


def pool(counts, i=0):
    """The four counts from ``counts[i]`` on, as a dict keyed by element
    letter (read in place: a slice would be a list of garbage a tile)."""
    return {"F": counts[i], "W": counts[i + 1], "E": counts[i + 2], "A": counts[i + 3]}


def view(g):
    lay = g.lay
    built = {}
    for p in range(lay.n):
        t = g.tiles[p]
        if t >= 0:
            built[lay.names[p]] = {"tile": t, "insignias": INSIGNIAS[t],
                                   "oinks": pool(g.oinks, 4 * p)}
    left = ""
    for e in range(4):
        left += ELEMENTS[e] * g.left[e]
    over = g.is_over()
    res = g.result()
    return {"game": g.NAME, "player": 0, "to_move": g.to_move(), "over": over,
            "result": res, "last": g.history[-1] if g.history else None,
            "ring": lay.ring, "positions": lay.names,
            "grid": lay.grid,
            "turn": g.turn, "turns": g.TURNS, "phase": PHASES[g.phase],
            "drawn": [{"tile": t, "insignias": INSIGNIAS[t]} for t in g.hand],
            "steps_left": left, "steps_taken": list(g.steps),
            "built": built, "gate": pool(g.gate), "void": pool(g.void),
            "supply": pool(g.supply), "deck": len(g.deck),
            "discarded": list(g.discard), "face_down": list(g.face_down),
            "sides": res["sides"] if res else rift_score.sides(lay, g.tiles)}
