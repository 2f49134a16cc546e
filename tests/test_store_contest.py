"""A contest's save in the store (firmware/store/game.py): its contest lines
ride in the game's G entry, survive rewrites and re-saves, and old saves
(no contest) read as before."""
from core import new_game
from core.rng import Rng
from firmware.store.store import Store
from tests.util import play_random

MICROPYTHON = True
LINES = ["Ann,Bot human,bot:device", "0 5 -3 9 !#$%&'"]


def test_the_contest_lines_and_the_game_come_back_after_a_power_up():
    flash = bytearray(b"\xff" * 4096)
    game = new_game("rift", 7)
    assert Store(flash).save_contest(game, "bot:device", LINES)
    store = Store(flash)
    play_random(game, Rng(1), 5)
    assert store.save_game(game, "bot:device", True)
    again = Store(flash)
    assert again.contest_lines() == LINES
    resumed, seats = again.resume()
    assert seats == "bot:device" and resumed.history == game.history


def test_rewrites_and_a_shorter_history_keep_the_contest_lines():
    flash = bytearray(b"\xff" * 800)  # small: the sector is rewritten mid-game
    store = Store(flash)
    game = new_game("rift", 3)
    store.save_contest(game, "human", LINES)
    generation = store.generation
    while not game.is_over():
        play_random(game, Rng(len(game.history)), 1)
        assert store.save_game(game, "human", True)
    assert store.generation > generation
    assert Store(flash).contest_lines() == LINES
    shorter = new_game("rift", 3)
    for move in game.history[:9]:  # a take-back: the G entry is written anew
        shorter.play(move)
    assert store.save_game(shorter, "human", True)
    back = Store(flash)
    assert back.contest_lines() == LINES and back.resume()[0].history == shorter.history


def test_a_game_of_no_contest_has_no_contest_lines_and_drops_old_ones():
    flash = bytearray(b"\xff" * 4096)
    store = Store(flash)
    store.save_contest(new_game("rift", 1), "human", LINES)
    store.save_game(new_game("dance", 2), "human,bot:easy")  # a new game replaces it
    back = Store(flash)
    assert back.contest_lines() == [] and back.resume()[1] == "human,bot:easy"


def test_seats_may_not_hold_the_contest_mark():
    from tests.util import raises
    assert "'human/1'" in raises(Store(bytearray(b"\xff" * 4096)).save_game,
                                 new_game("rift"), "human/1")
