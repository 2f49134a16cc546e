"""Out of heap in the middle of a save, the store's flash and its RAM stay in
step: everything a write needs is built before the write, and nothing that
follows a write can fail between the flash and the RAM. The save that failed
is simply done again (the app does it next frame) and everything reads back
after a power cut. MemoryError is injected at chosen allocations
(tests/oom.py).
"""
from core import new_game
from firmware.store import format as fmt
from firmware.store import items
from firmware.modules import load
from firmware.store.store import Store
from tools.sim.flashmodel import Backup, Flash
from tests.oom import Failing, out_of_heap
from tests.test_store import state

MICROPYTHON = True

SEATS = "human,bot:normal"


def _raises_memory_error(work):
    try:
        work()
    except MemoryError:
        return
    raise AssertionError("no MemoryError")


def _as_it_was(flash, store, image, held):
    """The flash holds ``image`` still and the store ``held``, the same as a
    store loaded from that flash would (after a power cut)."""
    assert bytes(flash.mem) == image
    assert state(store) == held == state(Store(flash.clone()))


def _game(store, moves):
    game = new_game("venice", 3)
    assert store.save_game(game, SEATS)
    for _ in range(moves):
        game.play(game.legal_moves()[0])
        assert store.save_game(game, SEATS)
    return game


def test_a_save_out_of_heap_writes_nothing_and_its_retry_saves_all():
    # "image": the first save rewrites the sector; "entry": a move's append
    for name, moves in (("image", 0), ("entry", 3)):
        flash = Flash()
        store = Store(flash)
        game = _game(store, moves - 1) if moves else new_game("venice", 3)
        if moves:
            game.play(game.legal_moves()[0])
        image, held = bytes(flash.mem), state(store)
        failing = Failing(fmt, name)
        try:
            _raises_memory_error(lambda: store.save_game(game, SEATS))
        finally:
            failing.undo()
        assert failing.failed == 1
        _as_it_was(flash, store, image, held)
        assert store.save_game(game, SEATS)  # the retry
        again = Store(flash.clone()).resume()[0]
        assert again.history == game.history and again.snapshot() == game.snapshot()


def test_statistics_and_settings_out_of_heap_change_neither_flash_nor_ram():
    saves = (("between", lambda store: store.save_stats({"venice.played": 4})),
             ("between", lambda store: store.save_settings({"brightness": 2})),
             ("end", lambda store: store.end_game({"venice.played": 1})))
    for where, save in saves:
        for fail in ("encode", "copy"):
            flash = Flash()
            store = Store(flash)
            _game(store, 2)
            image, held = bytes(flash.mem), state(store)
            if fail == "encode":
                failing = Failing(items, "encode")
            else:  # the store's own copy of the new values (its module as loaded now)
                module = load("firmware.store." + where)
                module.dict = lambda values: out_of_heap()
            try:
                _raises_memory_error(lambda: save(store))
            finally:
                if fail == "encode":
                    failing.undo()
                else:
                    del module.dict
            _as_it_was(flash, store, image, held)
            save(store)  # the retry
            assert state(store) == state(Store(flash.clone())) != held


def test_a_rewrite_whose_backup_removal_runs_out_of_heap_keeps_the_log_in_step():
    flash = Flash(1024)  # small: a new game always starts a fresh sector
    backup = Backup(flash)
    store = Store(flash, backup)
    _game(store, 3)
    other = new_game("venice", 4)
    failing = Failing(backup, "clear")
    try:
        _raises_memory_error(lambda: store.save_game(other, SEATS))
    finally:
        failing.undo()
    assert failing.failed == 1  # the nvm has the new sector: only its backup stays
    store.end_game({"venice.played": 1})  # the next write appends to it
    chip = flash.clone()  # a power cut now
    after = Store(chip, backup.clone(chip))
    assert after.status == "ok"
    assert state(after) == state(store) == ({}, {"venice.played": 1}, None)
