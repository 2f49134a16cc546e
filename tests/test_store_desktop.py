"""The store on the desktop: the simulator's file-backed nvm keeps a game
across runs, and the wear benchmark's figures meet the issue's target.
CPython only (files, argparse).
"""
import os
import tempfile

from core import new_game
from firmware.store.store import Store
from tools.sim.flashmodel import PowerCut
from tests.test_store import saves, state
from tools.bench import wear
from tools.sim.flash import FileFlash, backup_for


def test_the_simulator_nvm_keeps_a_game_between_runs():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "nvm.bin")
        assert Store(FileFlash(path)).status == "blank"
        store = Store(FileFlash(path))
        store.save_settings({"brightness": 4})
        for game in saves("dance", 5, store, plies=9):
            pass
        assert os.path.getsize(path) == 4096
        again = Store(FileFlash(path))  # a new run of the simulator
        resumed, seats = again.resume()
        assert resumed.snapshot() == game.snapshot() and seats == "human,bot:normal"
        assert again.settings() == {"brightness": 4}


def test_a_cut_or_short_file_reads_like_the_board_after_a_power_cut():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "nvm.bin")
        flash = FileFlash(path)
        store = Store(flash)
        store.save_settings({"brightness": 1})
        before = state(store)
        game = new_game("rift", 2)
        flash.cut(5)
        try:
            store.save_game(game, "human")
            raise AssertionError("no power cut")
        except PowerCut:
            pass
        assert state(Store(FileFlash(path))) == before  # the half-written file
        with open(path, "rb") as f:
            image = f.read()
        with open(path, "wb") as f:
            f.write(image[:20])  # a file cut inside the first entry
        store = Store(FileFlash(path))
        assert store.status == "partial" and state(store) == ({}, {}, None)


def test_the_simulator_backs_up_its_rewrites_in_a_file_next_to_its_nvm():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "nvm.bin")
        backup = backup_for(path)
        assert backup.path == os.path.join(folder, "nvm_backup.bin")
        store = Store(FileFlash(path), backup)
        store.save_settings({"brightness": 2})
        for game in saves("dance", 3, store, plies=4):
            pass
        assert os.listdir(folder) == ["nvm.bin"]  # no backup outlives its rewrite
        held = state(store)
        flash = FileFlash(path)
        store = Store(flash, backup)
        store._dirty = True  # the next save rewrites the sector...
        flash.cut(0)  # ...and the power fails in its erase
        try:
            store.save_settings({"brightness": 3})
            raise AssertionError("no power cut")
        except PowerCut:
            pass
        assert sorted(os.listdir(folder)) == ["nvm.bin", "nvm_backup.bin"]
        assert Store(FileFlash(path)).status != "ok"  # the file alone lost it
        again = Store(FileFlash(path), backup_for(path))
        assert again.status == "ok" and state(again) == ({"brightness": 3},) + held[1:]
        assert os.listdir(folder) == ["nvm.bin"]
        # A drive that refuses files: the rewrite goes ahead without one.
        store = Store(FileFlash(path), backup_for(os.path.join(folder, "no", "nvm.bin")))
        store._dirty = True
        store.save_settings({"brightness": 4})
        assert Store(FileFlash(path)).settings() == {"brightness": 4}


def test_wear_is_at_most_one_sector_rewrite_per_finished_game():
    for titles in (("dance",), ("venice",), ("rift",), ("dance", "venice", "rift")):
        games = 40 * len(titles)
        tally = wear.run(titles, games, Store.RESERVE, 3)
        assert tally["erases"] <= games, (titles, tally)
        assert tally["backups"] == tally["erases"]  # each rewrite writes a 4 KB file
        assert tally["bytes"] / tally["appends"] < 32  # a move costs a few dozen bytes
