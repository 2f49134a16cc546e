"""Twilight Dance's final count: chains, scores and the winner (docs/dance.md §1.5).

Kept apart from the move engine because it runs once per game, and the
firmware animates the chains it lists one by one.
"""

from core.dance.board import CITIES, LINES


# For each piece id, the player it scores for (-1: never). Agents score for
# their colour; moles for the other colour (turncoat) or their own (loyal).
SCORERS = {"turncoat": (0, 0, 0, 0, 1, 1, -1, -1, 1, 1, 1, 1, 0, 0, -1, -1),
           "loyal": (0, 0, 0, 0, 0, 0, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1)}


def chains(board, moles):
    """Every chain as (player, [city codes in line order], points): each
    maximal run of 2+ cities of one line that all score for one player.
    KGB's chains come first, then SIS's, each in LINES order."""
    scorer = SCORERS[moles]
    found = ([], [])
    for line in LINES:
        owners = [scorer[board[c]] if board[c] >= 0 else -1 for c in line]
        start = 0
        while start < len(line):
            who = owners[start]
            end = start + 1
            while end < len(line) and owners[end] == who:
                end += 1
            if who >= 0 and end - start >= 2:
                found[who].append((who, [CITIES[c] for c in line[start:end]], end - start))
            start = end
    return found[0] + found[1]


def result(board, berlin, moles, tiebreak, reason):
    """The result dict of a finished game (see docs/dance.md)."""
    found = chains(board, moles)
    scores = [0, 0]
    for chain in found:
        scores[chain[0]] += chain[2]
    winner = None
    decided = False
    if scores[0] != scores[1]:
        winner = 0 if scores[0] > scores[1] else 1
    elif tiebreak and berlin:
        winner = berlin[-1] >> 3
        decided = True
    return {"winner": winner, "scores": scores, "chains": found,
            "reason": reason, "tiebreak": decided}
