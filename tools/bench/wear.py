"""Flash wear of the store: sector rewrites per finished game, per title.

    python -m tools.bench.wear [--games N] [--reserve BYTES] [--seed S]

Plays random games the way the firmware will save them (save_game when a
game starts and after every move, end_game with updated statistics, a
settings change now and then) over the RP2040 nvm model, and prints sector
erases per finished game (target: at most 1), how many of them fell in the
middle of a game, and the bytes written per move. Each rewrite also writes
the 4 KB backup file on the drive (firmware/store/backup.py): "backups/game"
is the drive's share of the wear. Random play is a stand-in
for real players: game lengths, not skill, drive the figures.
"""
import argparse

from core import new_game
from core.rng import Rng
from firmware.store.store import Store
from tools.sim.flashmodel import Backup, Flash

LEVELS = ("easy", "normal", "hard")
SEATS = {"dance": 2, "venice": 2, "rift": 1}


def full_stats():
    """The statistics table the firmware is expected to keep, all keys present."""
    stats = {}
    for title in SEATS:
        stats[title + ".played"] = 0
        stats[title + ".streak"] = 0
        for level in LEVELS:
            stats["%s.won.%s" % (title, level)] = 0
            stats["%s.lost.%s" % (title, level)] = 0
    stats["rift.best"] = 0
    return stats


def settings(brightness):
    return {"brightness": brightness, "build": "full", "dance.options": "turns=12",
            "rift.options": "ring=3", "bot.dance": "normal", "bot.venice": "normal"}


def play_one(store, flash, title, rnd, stats, tally):
    """One random game saved move by move, then counted in ``stats``."""
    level = LEVELS[rnd.below(3)]
    seats = "human" if SEATS[title] == 1 else "human,bot:" + level
    game = new_game(title, rnd.next())
    store.save_game(game, seats)
    while not game.is_over():
        moves = game.legal_moves()
        game.play(moves[rnd.below(len(moves))])
        erases, written = flash.erases, flash.written
        assert store.save_game(game, seats), "game too long to store"
        tally["mid"] += flash.erases - erases
        if flash.erases == erases:
            tally["bytes"] += flash.written - written
            tally["appends"] += 1
    tally["moves"] += len(game.history)
    tally["longest"] = max(tally["longest"], sum(len(m) + 1 for m in game.history))
    result = game.result()
    stats[title + ".played"] += 1
    won = result["winner"] in (0, True)
    key = "%s.%s.%s" % (title, "won" if won else "lost", level)
    stats[key] += 1
    stats[title + ".streak"] = stats[title + ".streak"] + 1 if won else 0
    if title == "rift":
        stats["rift.best"] = max(stats["rift.best"], result["scores"][0])
    store.end_game(stats)


def run(titles, games, reserve, seed):
    """Play ``games`` games cycling through ``titles``; return the tally."""
    flash = Flash()
    backup = Backup(flash)
    store = Store(flash, backup)
    store.RESERVE = reserve
    rnd = Rng(seed)
    stats = full_stats()
    store.save_settings(settings(3))
    tally = {"mid": 0, "bytes": 0, "appends": 0, "moves": 0, "longest": 0}
    start = flash.erases
    files = backup.writes
    for i in range(games):
        if i % 20 == 19:
            store.save_settings(settings(i % 5))
        play_one(store, flash, titles[i % len(titles)], rnd, stats, tally)
    tally["erases"] = flash.erases - start
    tally["backups"] = backup.writes - files
    assert Store(flash).stats() == stats
    return tally


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per title (default 300)")
    parser.add_argument("--reserve", type=int, default=Store.RESERVE,
                        help="bytes a new game wants free before it skips a rewrite (default %d)"
                        % Store.RESERVE)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("%-18s %7s %10s %12s %10s %12s %12s %12s" % (
        "title", "games", "moves/game", "rewrites/game", "mid-game", "bytes/move", "most moves",
        "backups/game"))
    for titles in (("dance",), ("venice",), ("rift",), ("dance", "venice", "rift")):
        tally = run(titles, args.games * len(titles), args.reserve, args.seed)
        games = args.games * len(titles)
        print("%-18s %7d %10.1f %12.3f %10d %12.1f %10d B %12.3f" % (
            "+".join(titles), games, tally["moves"] / games, tally["erases"] / games,
            tally["mid"], tally["bytes"] / tally["appends"], tally["longest"],
            tally["backups"] / games))
    print("rewrites/game: sector erases per finished game (target <= 1); mid-game: erases "
          "while a game was under way; bytes/move: bytes written to save one move; most "
          "moves: the longest game's move text; backups/game: 4 KB backup files written to "
          "the drive per finished game")


if __name__ == "__main__":
    main()
