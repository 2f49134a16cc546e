"""With a backup (firmware/store/backup.py) a power cut anywhere in a sector
rewrite loses nothing: after it, the store reads back exactly the previous
or the new state, with nothing to report, and redoing the save gets the
new state. The backup is a file on the drive whose writes the same power
cut can tear (tools/sim/flashmodel.py's ``Backup``). Also: a stale backup never
wins over a valid newer nvm, a read-only drive changes nothing but the
window, garbage in the backup never raises.

Cut points of a rewrite (tests/test_store_power.py's ``points``): every
step up to 300 (the backup file's operations, the sector erase, the
header's page), every erase wherever it falls, then every 13th step and
the last few (the backup's removal); each cut clean and half-programmed.
Under MicroPython a shorter sequence and a sparser sample.
"""
from core import new_game
from core.rng import Rng
from firmware.store.store import Store
from tools.sim.flashmodel import Backup, Flash, PowerCut
from tests.test_store import saves, state
from tests.test_store_power import allowed, points, script
from tests.util import count

MICROPYTHON = True

FULL = count(50) == 50
EMPTY = ({}, {}, None)


def interrupt(chip, k, partial, work):
    """Run ``work()`` with the power of ``chip`` failing at step ``k``."""
    chip.cut(k, partial)
    try:
        work()
        raise AssertionError("no power cut at step %d" % k)
    except PowerCut:
        pass
    chip.cut(None)


def cut(flash, files, op, k, partial):
    """Copies of ``flash`` and its backup ``files`` after ``op`` ran on a
    store over them and the power failed at step ``k``."""
    chip = flash.clone()
    backup = files.clone(chip)
    store = Store(chip, backup)
    interrupt(chip, k, partial, lambda: op(store))
    return chip, backup


def check(chip, backup, op, prev, new):
    """After a cut inside a rewrite: previous or new state, nothing to
    report, the backup gone; redoing ``op`` reaches the new state."""
    after = Store(chip, backup)
    got = state(after)
    assert got == prev or got == new, after.status
    assert after.status == "ok" or (after.status == "blank" and got == EMPTY), after.status
    assert "final" not in backup.files
    op(after)
    again = Store(chip, backup)
    assert again.status == "ok" and state(again) == new


def sweep(size, ops, torn=False):
    """Cut every rewrite of ``ops`` at ``points``; return (cuts, rewrites)."""
    flash = Flash(size)
    files = Backup(flash, torn=torn)
    cuts = rewrites = 0
    for op in ops:
        prev = state(Store(flash))
        probe = flash.clone()
        done = files.clone(probe)
        store = Store(probe, done)
        gen = store.generation
        op(store)
        new = state(Store(probe))
        assert not done.files  # no backup outlives its rewrite
        if store.generation != gen:
            rewrites += 1
            for k in points(probe):
                for partial in (False, True):
                    chip, backup = cut(flash, files, op, k, partial)
                    check(chip, backup, op, prev, new)
                    cuts += 1
        flash, files = probe, done.clone(probe)
    return cuts, rewrites


def resets(ops):
    """``ops`` then the menu's resets: statistics, then settings."""
    return ops + [lambda s: s.save_stats({}), lambda s: s.save_settings({})]


def test_cuts_through_full_size_rewrites_lose_nothing():
    # A big statistics table: rewrites at game starts (and, on CPython, in
    # the middle of the Venice match), each of up to 4 KB.
    if FULL:
        ops = script(("venice", "dance"), 2, 90)
    else:
        ops = script(("dance", "dance", "dance"), 2, 100)
    cuts, rewrites = sweep(4096, resets(ops))
    assert rewrites >= 3, rewrites


def test_cuts_through_many_small_rewrites_and_torn_backup_files_lose_nothing():
    # 768 bytes: a rewrite every few saves, resets included; the file
    # system here puts a torn file under the final name.
    cuts, rewrites = sweep(768, resets(script(("rift", "dance"), 5)), torn=True)
    assert rewrites >= 4, rewrites


def _full_mid_game():
    """A 1 KB store with a Venice match under way whose next save rewrites
    the sector: (flash, backup, that save, previous state, new state, the
    step at which that save erases the sector, the image it writes)."""
    flash = Flash(1024)
    files = Backup(flash)
    store = Store(flash, files)
    store.save_settings({"brightness": 2})
    seats = "bot:easy,human"
    rnd = Rng(3)
    game = new_game("venice", 3)
    store.save_game(game, seats)
    while True:
        moves = game.legal_moves()
        game.play(moves[rnd.below(len(moves))])
        probe = flash.clone()
        Store(probe).save_game(game, seats)
        if probe.erases:
            break
        store.save_game(game, seats)

    def op(s, g=game.copy()):
        s.save_game(g, seats)
    probe = flash.clone()
    op(Store(probe, files.clone(probe)))
    assert probe.erases == 1
    return flash, files, op, state(store), state(Store(probe)), probe.erase_steps[0], bytes(probe.mem)


def test_a_cut_while_the_backup_is_put_back_loses_nothing():
    flash, files, op, prev, new, erase, _ = _full_mid_game()
    for k in (erase, erase + 1, erase + 150):  # the erase, the header, the body
        chip, backup = cut(flash, files, op, k, False)
        assert Store(chip).status != "ok"  # the nvm alone has lost it
        probe = chip.clone()
        Store(probe, backup.clone(probe))
        assert probe.writes == 1  # loading rewrote the sector from the backup
        for j in points(probe)[::1 if FULL else 5]:
            again = chip.clone()
            files = backup.clone(again)
            interrupt(again, j, j % 2 == 1, lambda: Store(again, files))
            check(again, files, op, prev, new)


def _stale():
    """A store whose backup file is left from its last rewrite (as if the
    power failed before it was removed), then more saves appended: (flash,
    the stale image, the store)."""
    flash = Flash()
    store = Store(flash)
    store.save_settings({"brightness": 1})
    store.save_stats({"dance.played": 4})
    store._dirty = True
    store.save_stats({"dance.played": 5})  # a rewrite: generation 2
    image = bytes(flash.mem)
    for game in saves("rift", 4, store, plies=6):
        pass
    return flash, image, store


def test_a_stale_backup_never_wins_over_a_valid_newer_nvm():
    flash, image, store = _stale()
    held = state(store)
    # The same generation, the nvm's log longer: the nvm wins, the file goes.
    files = Backup(flash, {"final": image})
    again = Store(flash, files)
    assert again.status == "ok" and state(again) == held and not files.files
    # A cut while appending: still the previous state from the nvm.
    game = store.resume()[0]
    game.play(game.legal_moves()[0])
    for k in range(0, 40, 3):
        chip = flash.clone()
        files = Backup(chip, {"final": image})
        chip.cut(k)
        try:
            Store(chip).save_game(game, "human")
        except PowerCut:
            pass
        chip.cut(None)
        after = Store(chip, files)
        assert state(after) == state(Store(chip)) and not files.files
    # An older generation than the nvm's: ignored.
    store._dirty = True
    store.save_settings({"brightness": 2})
    files = Backup(flash, {"final": image})
    assert state(Store(flash, files)) == state(Store(flash)) and not files.files


def test_a_newer_whole_backup_wins_over_an_nvm_the_rewrite_never_reached():
    flash, files, op, prev, new, erase, image = _full_mid_game()
    chip, backup = cut(flash, files, op, erase - 1, False)  # the rename
    assert "final" not in backup.files and state(Store(chip, backup)) == prev
    chip, backup = cut(flash, files, op, erase, False)
    assert chip.erases == 1 and "final" in backup.files
    assert state(Store(chip, backup)) == new
    # The whole image in the file, the erase not begun: the newer one wins.
    files = Backup(flash, {"final": image})
    assert state(Store(flash, files)) == new and bytes(flash.mem) == image


def test_a_read_only_drive_rewrites_without_a_backup_and_never_crashes():
    # BACK held at power-up: the drive is the computer's, so the window of
    # docs/storage.md is back, with its reported outcomes.
    flash, files, op, prev, new, erase, _ = _full_mid_game()
    junk = Backup(flash, {"final": b"\0" * 5}, readonly=True)  # garbage it cannot remove
    for k in (0, 1, 30, 300):
        chip, files = cut(flash, junk, op, k, True)
        after = Store(chip, files)
        assert allowed(state(after), after.status, prev, new, True)
        assert files.writes == 0 and files.files == {"final": b"\0" * 5}


def test_a_stale_backup_and_a_read_only_drive_give_an_earlier_saved_state():
    # The one case docs/storage.md leaves: a backup that could not be
    # removed, then a rewrite on a read-only drive cut in its window: the
    # backup's older state comes back, a state that really was saved.
    flash, image, store = _stale()
    old = state(Store(Flash(4096, image)))
    prev = state(store)
    for k in (0, 1, 5, 40):
        chip = flash.clone()
        files = Backup(chip, {"final": image}, readonly=True)
        store = Store(chip, files)
        store._dirty = True  # the next save rewrites
        interrupt(chip, k, False, lambda: store.save_settings({"brightness": 9}))
        after = Store(chip, files)
        new = (dict(brightness=9), prev[1], prev[2])
        got = state(after)
        assert got == old or allowed(got, after.status, prev, new, True), (k, after.status)


def test_garbage_in_the_backup_never_raises_nor_wins():
    rnd = Rng(9)
    good = Flash()
    store = Store(good)
    store.save_settings({"brightness": 3})
    for game in saves("dance", 2, store, plies=4):
        pass
    image = bytes(good.mem)
    store._dirty = True
    store.save_settings({"brightness": 4})
    newer = bytes(good.mem)  # generation 2: would win if it were whole
    junk = [b"", b"\xff" * 4096, image[:4095], image + b"\0", newer[:2000]]
    for _ in range(count(40)):
        junk.append(bytes(rnd.below(256) for _ in range(rnd.below(2) * 4096 or rnd.below(5000))))
        flip = bytearray(newer)
        at = rnd.below(4096)
        flip[at] ^= 1 << rnd.below(8)
        junk.append(bytes(flip))
    for data in junk:
        for nvm in (image, b"\xff" * 4096, b"\x00" * 4096):
            flash = Flash(4096, nvm)
            alone = Store(flash.clone())
            files = Backup(flash, {"final": data})
            store = Store(flash, files)
            assert store.status == alone.status and state(store) == state(alone)
            assert not files.files
