"""Twilight of Venice card plays: listing the legal ones and carrying one out.

Positions are a list ``[D, F, M, H, gl, gh]`` on -8..+8. Only final
positions are checked (docs/venice.md §1.4), so each play's legal range is worked out
arithmetically instead of by trying every step: a ply stays cheap on a Pico.
"""

from core.venice.cards import (
    CODES, D1, GF, HM, GUARD_CARDS, MERCHANT_CARDS, HARLEQUIN_CARDS,
    counts, multisets, values_text, take)

DOGE, FAVOURITE, MERCHANT, HARLEQUIN, GUARD_LOW, GUARD_HIGH = range(6)
EDGE = 8  # the track runs -EDGE..+EDGE


def _doge(moves, have, dg, gl, gh):
    # N cards, C court pairs: the Doge gains N-2C on the guard it moves towards.
    # (Made per position: a table of all 48 would hold ~2 KB of a Pico's heap.)
    for n in range(1, have + 1):
        for c in range(n // 2 + 1):
            gain = n - 2 * c
            if gh + c <= EDGE and gain < gh - dg:
                moves.append("doge %d + %d" % (n, c))
            if gl - c >= -EDGE and gain < dg - gl:
                moves.append("doge %d - %d" % (n, c))


def _guards(moves, cnt, dg, gl, gh):
    # Moving north, the lower guard must stay below the Doge and the higher
    # one on the track; moving south, the other way round. L counts the
    # lower guard's steps, H = sum - L the higher guard's.
    sums, keys = multisets(cnt, GUARD_CARDS)
    for j in range(1, len(sums)):
        total = sums[j]
        up_lo = max(0, total - (EDGE - gh))
        up_hi = min(total, dg - gl - 1)
        down_lo = max(0, total - (gh - dg - 1))
        down_hi = min(total, gl + EDGE)
        if up_lo > up_hi and down_lo > down_hi:
            continue
        text = values_text(keys[j])
        for low in range(up_lo, up_hi + 1):
            moves.append("guards %s + %d %d" % (text, low, total - low))
        for low in range(down_lo, down_hi + 1):
            moves.append("guards %s - %d %d" % (text, low, total - low))


def _shift(moves, form, sums, keys, start, now):
    # One figure moves sum(V) from ``start``; it must stay on the track and
    # end somewhere other than ``now``, where it stands before the play.
    for j in range(1, len(sums)):
        up = start + sums[j]
        down = start - sums[j]
        if up <= EDGE and up != now:
            moves.append(form % (values_text(keys[j]), "+"))
        if down >= -EDGE and down != now:
            moves.append(form % (values_text(keys[j]), "-"))


def generate(pos, hand):
    """Every legal move for the player holding ``hand``, each once, canonical."""
    dg, _, mer, har, gl, gh = pos
    cnt = counts(hand)
    moves = ["redraw"]
    _doge(moves, cnt[D1], dg, gl, gh)
    if cnt[GF] and (gl != dg - 1 or gh != dg + 1):
        moves.append("flank")
    _guards(moves, cnt, dg, gl, gh)
    sums, keys = multisets(cnt, MERCHANT_CARDS)
    _shift(moves, "merchant %s %s", sums, keys, mer, mer)
    sums, keys = multisets(cnt, HARLEQUIN_CARDS)
    _shift(moves, "harlequin %s %s", sums, keys, har, har)
    if cnt[HM]:
        if har:
            moves.append("middle")
        _shift(moves, "middle %s %s", sums, keys, 0, har)
    return moves


def _need(need, kind, text):
    """Count the cards of ``text`` (``1+2+2``) into ``need``; return their sum."""
    first = kind[0] - 1
    total = 0
    for word in text.split("+"):
        value = int(word)
        need[first + value] += 1
        total += value
    return total


def play(pos, hand, discard, words):
    """Carry out the legal card play ``words`` (a split move): move the
    figures in ``pos``, discard the cards; return the hand that is left."""
    need = bytearray(len(CODES))
    kind = words[0]
    way = -1 if len(words) > 2 and words[2] == "-" else 1  # DIR is always word 2
    if kind == "doge":
        n = int(words[1])
        court = int(words[3])
        need[D1] = n
        pos[DOGE] += way * (n - court)
        pos[GUARD_LOW] += way * court
        pos[GUARD_HIGH] += way * court
    elif kind == "guards":
        _need(need, GUARD_CARDS, words[1])
        pos[GUARD_LOW] += way * int(words[3])
        pos[GUARD_HIGH] += way * int(words[4])
    elif kind == "flank":
        need[GF] = 1
        pos[GUARD_LOW] = pos[DOGE] - 1
        pos[GUARD_HIGH] = pos[DOGE] + 1
    elif kind == "merchant":
        pos[MERCHANT] += way * _need(need, MERCHANT_CARDS, words[1])
    elif kind == "harlequin":
        pos[HARLEQUIN] += way * _need(need, HARLEQUIN_CARDS, words[1])
    else:
        need[HM] = 1
        pos[HARLEQUIN] = way * _need(need, HARLEQUIN_CARDS, words[1]) if len(words) == 3 else 0
    return take(hand, need, discard)
