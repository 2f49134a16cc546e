"""Power cuts at every flash step of every write in a sequence of saves.

A step is one sector erase or the programming of one byte that changes
(tools/sim/flashmodel.py); each cut is tried clean (the byte untouched) and
partial (some of its bits programmed), and the appends also with the bytes
of each page programmed in a random order. After every cut a freshly loaded
store must hold exactly the previous or the new state, and doing the same
save again must reach the new state, cleanly (nothing left to report). Appends never need more. A rewrite of
the whole sector (its erase, then its programming) is the one window where
the previous state can be lost: there the store may come back without some
of it, but it must say so (or find the sector blank), and whatever it does
hold must be part of the previous or the new state: never a value that was
not saved. docs/storage.md explains why that window cannot be closed inside
one sector; tests/test_store_backup.py closes it with a backup. Rewrites are
cut at a sample of their steps (``points``), appends at every step.
"""
from core import new_game
from core.rng import Rng
from firmware.store.store import Store
from tools.sim.flashmodel import Flash, PowerCut
from tests.test_store import SEATS, state
from tests.util import count

MICROPYTHON = True


def script(titles, seed, table=0):
    """Saves as the firmware makes them: settings (and a statistics table of
    ``table`` entries), then each game saved at its start and after every
    move (with a settings and a statistics change in the middle of the
    first), then ended with its statistics."""
    ops = [lambda s: s.save_settings({"brightness": 3, "build": "full", "hints": True})]
    stats = {}
    for i in range(table):
        stats["title%d.won.level%d" % (i % 3, i)] = i * 7
    if table:
        ops.append(lambda s, stats=dict(stats): s.save_stats(stats))
    rnd = Rng(seed)
    for number in range(len(titles)):
        name = titles[number]
        game = new_game(name, rnd.next())
        seats = SEATS[name]
        ops.append(lambda s, g=game.copy(), seats=seats: s.save_game(g, seats))
        while not game.is_over():
            moves = game.legal_moves()
            game.play(moves[rnd.below(len(moves))])
            ops.append(lambda s, g=game.copy(), seats=seats: s.save_game(g, seats))
            if number == 0 and len(game.history) == 3:
                ops.append(lambda s: s.save_settings({"brightness": 1, "build": "full"}))
                stats["note"] = "mid-game"
                ops.append(lambda s, stats=dict(stats): s.save_stats(stats))
        stats[name + ".played"] = stats.get(name + ".played", 0) + 1
        ops.append(lambda s, stats=dict(stats): s.end_game(stats))
    return ops


def allowed(got, status, prev, new, rewrite):
    """Whether a store holding ``got`` after a cut is acceptable."""
    if got == prev or got == new:
        return True
    if not rewrite or status == "ok":
        return False
    for part in range(3):
        if got[part] not in (prev[part], new[part], ({}, {}, None)[part]):
            return False
    return True


# Cut points of a rewrite, whose every byte is programmed alike: every
# step up to DENSE (a backup file's steps, the sector erase, the header's
# page), every erase, then every SPARSE-th step and the last few.
DENSE = 300 if count(50) == 50 else 24
SPARSE = 13 if count(50) == 50 else 211


def points(flash):
    """The steps of a write measured on ``flash`` to cut a rewrite at."""
    steps = flash.steps
    out = set(range(min(DENSE, steps)))
    out.update(flash.erase_steps)
    out.update(range(DENSE, steps, SPARSE))
    out.update(range(max(0, steps - 3), steps))
    return sorted(out)


def run(size, ops, stride, shuffled=False, appends=1):
    """Cut every ``stride``-th step of every op (on CPython: ``points`` of
    a rewrite), of an append only every ``appends * stride``-th; return
    (cuts, rewrites)."""
    flash = Flash(size, shuffled=shuffled)
    cuts = rewrites = 0
    for op in ops:
        prev = state(Store(flash))
        probe = flash.clone()
        store = Store(probe)
        op(store)
        new = state(Store(probe))
        rewrite = store.generation != Store(flash).generation
        rewrites += rewrite
        if rewrite:
            steps = points(probe) if stride == 1 else range(0, probe.steps, stride)
        else:
            steps = range(0, probe.steps, stride * appends)
        for k in steps:
            for partial in (False, True):
                cut = flash.clone()
                store = Store(cut)
                cut.cut(k, partial)
                try:
                    op(store)
                    raise AssertionError("no power cut at step %d of %d" % (k, probe.steps))
                except PowerCut:
                    pass
                cut.cut(None)
                after = Store(cut)
                got = state(after)
                assert allowed(got, after.status, prev, new, rewrite), (k, after.status, got)
                if got == prev or got == new:
                    op(after)  # writes nothing if it already holds the new state
                    if got == new:
                        after.acknowledge()
                    again = Store(cut)
                    assert again.status == "ok" and state(again) == new
                cuts += 1
        flash = probe
    return cuts, rewrites


def stride(every):
    """Cut at every step on CPython, at every ``every``-th under MicroPython."""
    return 1 if count(50) == 50 else every


def test_cuts_in_appends_keep_the_previous_or_the_new_state():
    for shuffled in (False, True):
        cuts, rewrites = run(4096, script(("dance",), 11), stride(7), shuffled)
        assert rewrites == 1  # the first image (onto blank flash), then appends only


def test_cuts_through_many_small_sector_rewrites():
    cuts, rewrites = run(768, script(("rift", "dance"), 5), stride(40))
    assert rewrites >= 4, rewrites


def test_cuts_through_full_size_sector_rewrites():
    # A big statistics table leaves little room, so the sector is rewritten
    # when games start (and on CPython in the middle of the Venice game).
    if count(50) == 50:
        ops = script(("venice", "dance"), 2, 90)
    else:
        ops = script(("dance", "dance", "dance"), 2, 100)
    # Appends are cut at every step by the first test: here every 5th.
    cuts, rewrites = run(4096, ops, stride(97), appends=5)
    assert rewrites >= 3, rewrites
