"""What a Twilight Dance player may see: the view, and moves as shown.

Apart from core/dance/rules.py because MicroPython compiles a module's
source all at once: the rules alone need less heap to import. Pieces are
labels, never ids: an id would give its role away.
"""

from core.dance.board import ALL, CITIES, LABEL, UNKNOWN


def view(g, player):
    """What ``player`` may see of Dance game ``g`` (docs/dance.md §1.6; the
    format is its §3)."""
    over = g.is_over()
    known = ALL if over else g.known[player]
    board = [None if i < 0 else label(i, known) for i in g.board]
    hands = []
    for hand in g.hands:
        labels = [label(i, known) for i in range(16) if hand >> i & 1]
        labels.sort()  # sorted labels: hand order must not hint at ids
        hands.append(labels)
    last = masked(g.history[-1], g.last_piece, known) if g.history else None
    return {"game": g.NAME, "player": player, "to_move": g.to_move(),
            "over": over, "result": g.result(), "last": last,
            "cities": CITIES, "board": board,
            "berlin": [label(i, known) for i in g.berlin], "hands": hands,
            "turns": list(g.turns), "turn_limit": g.limit,
            "options": g.options}


def masked(move, piece, known):
    """``move`` with its piece kind (second word) masked unless ``known``
    holds ``piece`` (-1: the move used no piece)."""
    if piece < 0 or known >> piece & 1:
        return move
    words = move.split(" ")
    words[1] = UNKNOWN[piece >> 3]
    return " ".join(words)


def label(piece, known):
    return LABEL[piece] if known >> piece & 1 else UNKNOWN[piece >> 3]
