"""The store keeps what the issue asks for: the game in progress (saved after
every move, resumed to the very same state), settings and statistics, and
it rewrites the flash sector only when it must.

Also the helpers the other store tests share: ``state``, ``saves``.
"""
from core import GAMES, new_game
from core.rng import Rng
from firmware.store import format as fmt
from firmware.store.store import Store
from core.crc import crc32, python_crc32
from tools.sim.flashmodel import Flash
from tests.util import count, raises

MICROPYTHON = True

SEATS = {"dance": "human,bot:normal", "venice": "bot:easy,human", "rift": "human"}


def state(store):
    """Everything a store holds, as one comparable value."""
    return store.settings(), store.stats(), store.game_record()


def saves(name, seed, store, plies=100000):
    """Play a random game, saving it at the start and after every move;
    yield the game after each save."""
    game = new_game(name, seed)
    rnd = Rng(seed + 7)
    assert store.save_game(game, SEATS[name])
    yield game
    while plies and not game.is_over():
        moves = game.legal_moves()
        game.play(moves[rnd.below(len(moves))])
        assert store.save_game(game, SEATS[name])
        plies -= 1
        yield game


def same_game(a, b):
    assert a.snapshot() == b.snapshot()
    assert a.history == b.history and a.legal_moves() == b.legal_moves()
    for player in range(1 if a.NAME == "rift" else 2):
        assert a.view(player) == b.view(player)


def test_blank_flash_holds_nothing_and_loading_writes_nothing():
    flash = Flash()
    store = Store(flash)
    assert store.status == "blank" and store.problem is None
    assert state(store) == ({}, {}, None) and store.resume() is None
    assert flash.writes == 0


def test_first_save_on_blank_flash_needs_no_erase():
    flash = Flash()
    Store(flash).save_settings({"brightness": 3})
    assert flash.erases == 0
    again = Store(flash)
    assert again.status == "ok" and again.settings() == {"brightness": 3}


def test_settings_and_stats_come_back_with_their_types():
    values = {"brightness": 0, "build": "lite", "sound": False, "hints": True, "big": 2 ** 40,
              "neg": -17, "empty": "", "name": "Zoë", "dance.options": "turns=0 moles=loyal"}
    stats = {"dance.played": 12, "rift.best": 31, "venice.won.hard": 1}
    flash = Flash()
    store = Store(flash)
    store.save_settings(values)
    store.save_stats(stats)
    again = Store(flash)
    assert again.settings() == values and again.stats() == stats
    for key in values:
        assert type(again.settings()[key]) is type(values[key]), key
    store.save_stats({})  # reset from the menu
    assert Store(flash).stats() == {} and Store(flash).settings() == values


def test_bad_keys_values_and_seats_are_refused_before_anything_is_written():
    flash = Flash()
    store = Store(flash)
    for bad in ({"": 1}, {"a=b": 1}, {"a\nb": 1}, {5: 1}, {"x": 1.5}, {"x": None},
                {"x": [1]}, {"x": "two\nlines"}):
        raises(store.save_settings, bad)
        raises(store.save_stats, bad)
    for seats in (None, 3, "a\nb"):
        raises(store.save_game, new_game("rift"), seats)
    assert flash.writes == 0 and state(Store(flash)) == ({}, {}, None)


def test_a_changed_statistic_writes_one_line_and_no_change_writes_nothing():
    stats = {}
    for title in GAMES:
        for key in ("played", "won.easy", "won.normal", "won.hard", "lost.easy", "streak"):
            stats[title + "." + key] = 3
    flash = Flash()
    store = Store(flash)
    store.save_stats(stats)
    before = flash.written
    store.save_stats(dict(stats))
    assert flash.written == before
    stats["rift.streak"] = 4
    store.save_stats(stats)
    assert flash.written - before == fmt.OVERHEAD + len("+\nrift.streak=i4")
    assert Store(flash).stats() == stats


def test_random_games_saved_after_every_move_resume_identically():
    for name in GAMES:
        for seed in range(count(3)):
            flash = Flash()
            store = Store(flash)
            for game in saves(name, 100 + seed, store):
                resumed, seats = Store(flash).resume()
                assert seats == SEATS[name]
                same_game(resumed, game)
            store.end_game()
            assert Store(flash).game_record() is None


def test_a_resumed_game_goes_on_saving_only_its_new_moves():
    flash = Flash()
    store = Store(flash)
    for game in saves("venice", 3, store, plies=10):
        pass
    store = Store(flash)
    game, seats = store.resume()
    moves = game.legal_moves()
    game.play(moves[0])
    before = flash.written
    assert store.save_game(game, seats)
    assert flash.written - before == fmt.OVERHEAD + len(moves[0])
    same_game(Store(flash).resume()[0], game)


class _Unused:
    """Stands in for a module that must not be used: any attribute read fails."""

    def __getattr__(self, name):
        raise AssertionError("core.record used while saving (its %s)" % name)


def test_saving_a_game_in_play_uses_no_record_code():
    """A game's first save and every later one write the record's header
    from the game itself: compiling core/record.py on the board takes about
    12 KB of heap, in the frame after a game starts (tools/bench)."""
    import sys
    import core
    from core import record
    flash = Flash()
    store = Store(flash)
    delattr(core, "record")
    sys.modules["core.record"] = _Unused()
    try:
        for game in saves("dance", 5, store, plies=6):
            pass
    finally:
        sys.modules["core.record"] = core.record = record
    assert store.game_record()[0].split("\n", 1)[0] == record.dump(game).split("\n", 1)[0]
    same_game(Store(flash).resume()[0], game)


def test_a_new_game_or_new_seats_replace_the_saved_game():
    flash = Flash()
    store = Store(flash)
    store.save_game(new_game("venice", 1), "human,human")
    fresh = new_game("venice", 2)  # another seed: not a continuation
    fresh.play(fresh.legal_moves()[0])
    store.save_game(fresh, "human,human")
    same_game(Store(flash).resume()[0], fresh)
    for game in saves("dance", 1, store, plies=5):
        pass
    store.save_game(game, "bot:hard,human")
    assert Store(flash).game_record()[1] == "bot:hard,human"
    other = new_game("rift", 9)
    store.save_game(other, "human")
    resumed, seats = Store(flash).resume()
    same_game(resumed, other)
    assert seats == "human"
    # Same title, seed and options but another third move: another game.
    for _ in range(3):
        other.play(sorted(other.legal_moves())[0])
        store.save_game(other, "human")
    twin = new_game("rift", 9)
    for move in other.history[:2]:
        twin.play(move)
    twin.play(sorted(twin.legal_moves())[-1])
    twin.play(twin.legal_moves()[0])
    assert twin.history[2] != other.history[2]
    store.save_game(twin, "human")
    same_game(Store(flash).resume()[0], twin)


def test_a_finished_game_and_its_statistics_are_one_save():
    flash = Flash()
    store = Store(flash)
    for game in saves("rift", 4, store):
        pass
    store.end_game({"rift.played": 1, "rift.best": game.result()["scores"][0]})
    again = Store(flash)
    assert again.game_record() is None
    assert again.stats() == {"rift.played": 1, "rift.best": game.result()["scores"][0]}


def test_many_games_keep_state_through_sector_rewrites():
    flash = Flash()
    store = Store(flash)
    store.save_settings({"brightness": 2})
    played = 0
    while store.generation < 3:
        name = GAMES[played % 3]
        for game in saves(name, played, store):
            pass
        played += 1
        store.end_game({"played": played})
        assert state(Store(flash)) == ({"brightness": 2}, {"played": played}, None)
    assert flash.erases == store.generation - 1  # the first image went onto blank flash
    assert flash.erases <= played


def test_a_game_too_long_for_the_flash_keeps_its_last_saved_position():
    flash = Flash(512)
    store = Store(flash)
    game = new_game("venice", 2)
    rnd = Rng(5)
    assert store.save_game(game, "human,human")
    kept = game.copy()
    while store.save_game(game, "human,human"):
        kept = game.copy()
        moves = game.legal_moves()
        game.play(moves[rnd.below(len(moves))])
    same_game(Store(flash).resume()[0], kept)


def test_a_record_the_rules_refuse_is_dropped_and_reported_once():
    flash = Flash()
    store = Store(flash)
    store.save_settings({"brightness": 1})
    game = new_game("dance")
    game.history.append("flip the table")  # not a move: replay must refuse it
    store.save_game(game, "human,human")
    again = Store(flash)
    assert again.status == "ok" and again.resume() is None
    assert again.status == "refused" and "replay" in again.problem
    again.acknowledge()
    final = Store(flash)
    assert final.status == "ok" and state(final) == ({"brightness": 1}, {}, None)


def test_crc_is_crc32_with_or_without_binascii():
    # 0xCBF43926 is CRC-32's published check value for "123456789".
    assert python_crc32(b"123456789") == bytes((0xCB, 0xF4, 0x39, 0x26))
    rnd = Rng(3)
    for n in range(0, 300, 7):
        data = bytes(rnd.below(256) for _ in range(n))
        assert python_crc32(data) == crc32(data)
