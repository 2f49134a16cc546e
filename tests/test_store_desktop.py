"""The store on the desktop: the simulator's file-backed nvm keeps a game
across runs, and the wear benchmark's figures meet the issue's target.
CPython only (files, argparse).
"""
import os
import tempfile

from core import new_game
from firmware.store import Store
from tests.flashmodel import PowerCut
from tests.test_store import saves, state
from tools import wear
from tools.sim.flash import FileFlash


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


def test_wear_is_at_most_one_sector_rewrite_per_finished_game():
    for titles in (("dance",), ("venice",), ("rift",), ("dance", "venice", "rift")):
        games = 40 * len(titles)
        tally = wear.run(titles, games, Store.RESERVE, 3)
        assert tally["erases"] <= games, (titles, tally)
        assert tally["bytes"] / tally["appends"] < 32  # a move costs a few dozen bytes
