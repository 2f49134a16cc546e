"""Rift of Portals' end (docs/rift.md §1.5): the clean-up, the four win conditions, the score.

Kept apart from the move rules: it runs once a game, and the firmware shows
each condition met or missed, so it is spelled out condition by condition.
"""

from core.rift.layout import ELEMENTS, INSIGNIAS


def clean_up(lay, tiles, oinks, void):
    """Move every Oink that no insignia of its element on its tile needs
    (one Oink per insignia) to the Outer Void."""
    for p in range(lay.n):
        t = tiles[p]
        for e in range(4):
            need = INSIGNIAS[t].count(ELEMENTS[e]) if t >= 0 else 0
            extra = oinks[4 * p + e] - need
            if extra > 0:
                oinks[4 * p + e] = need
                void[e] += extra


def sides(lay, tiles):
    """Insignias on built tiles along each side (north, east, south, west),
    added in a loop: every view asks, and a list a side would be garbage."""
    out = [0, 0, 0, 0]
    for i in range(4):
        for p in lay.sides[i]:
            if tiles[p] >= 0:
                out[i] += len(INSIGNIAS[tiles[p]])
    return out


def result(lay, tiles, oinks, gate, void):
    """The result dict of a cleaned-up game (format in docs/rift.md)."""
    matched = True
    for p in range(lay.n):
        t = tiles[p]
        if t >= 0:
            for e in range(4):
                if oinks[4 * p + e] < INSIGNIAS[t].count(ELEMENTS[e]):
                    matched = False
    counts = sides(lay, tiles)
    inner = sum(gate)
    outer = sum(void)
    conditions = {"built": min(tiles) >= 0, "gate": inner >= outer,
                  "sides": min(counts) == max(counts), "matched": matched}
    return {"winner": conditions["built"] and conditions["gate"] and conditions["sides"]
            and matched, "scores": [sum(oinks)], "conditions": conditions,
            "tiebreak": inner - outer, "gate": inner, "void": outer, "sides": counts}
