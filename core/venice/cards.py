"""Twilight of Venice cards: the 54-card deck, hand counts and card multisets.

Card ids 0-53 follow the canonical order of docs/venice.md §1.2, so the
copies of one code are consecutive ids and a hand sorted by id is sorted by
code. Plays name cards by value multiset (``1+2+2``); those strings are
cached here once each, so generating moves does not rebuild them every ply.
"""

CODES = ("D1", "G1", "G2", "GF", "M1", "M2", "M3", "H1", "H2", "H3", "H4", "H5", "HM")
COPIES = (12, 4, 10, 2, 2, 8, 2, 1, 3, 4, 3, 1, 2)
D1, G1, G2, GF, M1, M2, M3, H1, H2, H3, H4, H5, HM = range(13)
DECK_SIZE = 54
HAND_SIZE = 8

# The numbered cards of each figure kind: (code of value 1, number of values).
GUARD_CARDS = (G1, 2)
MERCHANT_CARDS = (M1, 3)
HARLEQUIN_CARDS = (H1, 5)


def _code_table():
    table = bytearray()
    for code in range(len(CODES)):
        for _ in range(COPIES[code]):
            table.append(code)
    return bytes(table)


CODE_OF = _code_table()  # card id -> code index


def counts(hand):
    """How many cards of each code ``hand`` holds (indexed by code)."""
    cnt = bytearray(len(CODES))
    for card in hand:
        cnt[CODE_OF[card]] += 1
    return cnt


def multisets(cnt, kind):
    """Every multiset of the numbered cards of ``kind`` in a hand, the empty
    one first, each exactly once (cards of one code are interchangeable).

    Returns parallel lists (sums, keys); a key packs the count of each value
    in base 9 (value 1 lowest) and `values_text` turns it into ``1+2+2``.
    """
    first, values = kind
    sums = [0]
    keys = [0]
    weight = 1
    for value in range(1, values + 1):
        have = cnt[first + value - 1]
        size = len(sums)
        for n in range(1, have + 1):
            for j in range(size):
                sums.append(sums[j] + n * value)
                keys.append(keys[j] + n * weight)
        weight *= 9
    return sums, keys


_TEXT = {}
_TEXT_LIMIT = 64  # ~2.5 KB on a Pico; a hand's multisets are far fewer


def values_text(key):
    """The canonical ``1+2+2`` text of a multiset key, built once and kept
    (the cache is emptied when full, so it stays small on a device)."""
    text = _TEXT.get(key)
    if text is None:
        if len(_TEXT) >= _TEXT_LIMIT:
            _TEXT.clear()
        parts = []
        rest = key
        value = 1
        while rest:
            for _ in range(rest % 9):
                parts.append(str(value))
            rest //= 9
            value += 1
        text = "+".join(parts)
        _TEXT[key] = text
    return text


def take(hand, need, discard):
    """Move from ``hand`` to ``discard`` the lowest-id cards of each code
    counted in ``need``, in ascending id order (docs/venice.md §1.7); return the rest."""
    keep = []
    for card in hand:
        code = CODE_OF[card]
        if need[code]:
            need[code] -= 1
            discard.append(card)
        else:
            keep.append(card)
    return keep
