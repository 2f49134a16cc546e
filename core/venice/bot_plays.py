"""Twilight of Venice plays as small ints, for the bots' search."""
# A bot values thousands of positions per move on a Pico; move strings
# (core/venice/moves.py) would cost a heap allocation each, so the search
# lists plays as codes: kind in bits 0-2, the direction in bit 3 (set: south),
# then a (the Doge's N, or the sum of the cards) and b (the court C, or the
# lower guard's steps). Plays that end on the same positions differ only in
# the cards spent, which the search does not look at, so each outcome is
# listed once: the first of them in generate()'s order (tests/test_venice_ai.py
# checks this against generate() and play()). `text` names a code.

from core.venice.cards import (
    D1, GF, HM, GUARD_CARDS, MERCHANT_CARDS, HARLEQUIN_CARDS, multisets, values_text)
from core.venice.moves import EDGE

# play kinds (a figure's index in the positions is core/venice/moves.py's DOGE...)
(PLAY_REDRAW, PLAY_DOGE, PLAY_FLANK, PLAY_GUARDS, PLAY_MERCHANT, PLAY_HARLEQUIN,
 PLAY_MIDDLE) = range(7)
SOUTH = 8
SPAN = 2 * EDGE  # no figure moves further than this
_KINDS = (None, None, None, GUARD_CARDS, MERCHANT_CARDS, HARLEQUIN_CARDS, HARLEQUIN_CARDS)
_NAMES = ("", "", "", "guards", "merchant", "harlequin", "middle")
_SUMS = bytearray(SPAN + 1)  # scratch for _sums: reused, never reallocated


def _sums(cnt, kind):
    # Fill _SUMS with the distinct sums (1..SPAN) that cards of ``kind`` in
    # the hand ``cnt`` make, in the order core/venice/cards.py's multisets first
    # reaches them (a mixed-radix count, value 1 the fastest digit); return
    # how many. Small ints only: no heap.
    first, values = kind
    size = 1
    for v in range(values):
        size *= cnt[first + v] + 1
    seen = 1
    found = 0
    for t in range(1, size):
        rest = t
        total = 0
        for v in range(values):
            base = cnt[first + v] + 1
            total += rest % base * (v + 1)
            rest //= base
        if total <= SPAN and not seen >> total & 1:
            seen |= 1 << total
            _SUMS[found] = total
            found += 1
    return found


def _shift(out, kind, found, start, now, seen):
    # One figure moves a sum of _SUMS from ``start``, staying on the track and
    # ending off ``now`` and off the targets already in ``seen`` (bit
    # target + EDGE); return ``seen`` with the new targets.
    for k in range(found):
        total = _SUMS[k]
        for way, flag in ((1, 0), (-1, 8)):  # (literals: a constant tuple, no heap)
            to = start + way * total
            if -EDGE <= to <= EDGE and to != now and not seen >> (to + EDGE) & 1:
                seen |= 1 << (to + EDGE)
                out.append(kind | flag | total << 4)
    return seen


def plays(pos, cnt, out):
    """Fill the list ``out`` with a code for every outcome the hand ``cnt``
    (counts by card code) can reach from positions ``pos``."""
    del out[:]  # (keeps the list's room: no new allocation next time)
    out.append(PLAY_REDRAW)
    dg, _, mer, har, gl, gh = pos
    for n in range(1, cnt[D1] + 1):
        for c in range(n // 2 + 1):
            gain = n - 2 * c
            if gh + c <= EDGE and gain < gh - dg:
                out.append(PLAY_DOGE | n << 4 | c << 9)
            if gl - c >= -EDGE and gain < dg - gl:
                out.append(PLAY_DOGE | SOUTH | n << 4 | c << 9)
    flank = cnt[GF] and (gl != dg - 1 or gh != dg + 1)
    if flank:
        out.append(PLAY_FLANK)
    for k in range(_sums(cnt, GUARD_CARDS)):
        total = _SUMS[k]
        for low in range(max(0, total - (EDGE - gh)), min(total, dg - gl - 1) + 1):
            if not (flank and gl + low == dg - 1 and gh + total - low == dg + 1):
                out.append(PLAY_GUARDS | total << 4 | low << 9)
        for low in range(max(0, total - (gh - dg - 1)), min(total, gl + EDGE) + 1):
            if not (flank and gl - low == dg - 1 and gh - total + low == dg + 1):
                out.append(PLAY_GUARDS | SOUTH | total << 4 | low << 9)
    _shift(out, PLAY_MERCHANT, _sums(cnt, MERCHANT_CARDS), mer, mer, 0)
    found = _sums(cnt, HARLEQUIN_CARDS)
    seen = _shift(out, PLAY_HARLEQUIN, found, har, har, 0)
    if cnt[HM]:
        if har and not seen >> EDGE & 1:
            seen |= 1 << EDGE
            out.append(PLAY_MIDDLE)
        _shift(out, PLAY_MIDDLE, found, 0, har, seen)


def apply(pos, code):
    """Move the figures in ``pos`` as the play ``code`` does."""
    kind = code & 7
    way = -1 if code & SOUTH else 1
    a = code >> 4 & 31
    b = code >> 9
    if kind == PLAY_DOGE:
        pos[0] += way * (a - b)
        pos[4] += way * b
        pos[5] += way * b
    elif kind == PLAY_FLANK:
        pos[4] = pos[0] - 1
        pos[5] = pos[0] + 1
    elif kind == PLAY_GUARDS:
        pos[4] += way * b
        pos[5] += way * (a - b)
    elif kind == PLAY_MERCHANT:
        pos[2] += way * a
    elif kind == PLAY_HARLEQUIN:
        pos[3] += way * a
    elif kind == PLAY_MIDDLE:
        pos[3] = way * a


def text(code, cnt):
    """The move string of ``code`` for the hand ``cnt`` (its cards: the
    first multiset of that sum, as generate() lists them)."""
    kind = code & 7
    sign = "-" if code & SOUTH else "+"
    a = code >> 4 & 31
    b = code >> 9
    if kind == PLAY_REDRAW:
        return "redraw"
    if kind == PLAY_DOGE:
        return "doge %d %s %d" % (a, sign, b)
    if kind == PLAY_FLANK:
        return "flank"
    if kind == PLAY_MIDDLE and not a:
        return "middle"
    sums, keys = multisets(cnt, _KINDS[kind])
    cards = values_text(keys[sums.index(a)])
    if kind == PLAY_GUARDS:
        return "guards %s %s %d %d" % (cards, sign, b, a - b)
    return "%s %s %s" % (_NAMES[kind], cards, sign)
