"""Key mashing: 100,000 random key events across the menus and every game,
with bot seats and power cuts.

Keys come in bursts (several per frame, some held down across frames, some
bursts larger than the scanner's 64-event queue so it overflows), between
stretches without a key in which bot turns run. Each session starts with
the seats of Dance and Venice set in the menu's settings (people, bots of
each level, the simulator's expert), which the keys may change. The app
must never raise, and every game it holds must be one the core reaches by
replaying its move history from its seed: only legal moves were played.
At random frames the power is cut: the app is dropped and a new one powers
up on the same nvm and backup file. It must show the main menu, offer
"Continue" exactly when an unfinished game is stored, holding that very
game, and count each finished game the mashing saw once (tests/power.py
keeps the account; "Continue" is also checked in every frame of the main
menu, and the game it gives back). Bots think in one slice, so a session
plays the same on any machine. CPython only.
"""
import random

from core import new_game
from tests.power import Ledger
from tests.test_app_bot_secrets import Instant
from tools.sim.board import Board
from tools.sim.flashmodel import Backup, Flash
from tools.sim.headless import make_sim_device

EVENTS = 100000
SESSIONS = 10  # fresh boards, so the mashing starts from the menu again
CUT = 0.01  # the power goes after this share of frames
CALM = 0.01  # a stretch of frames without keys starts after this share
BOT_CALM = 0.2  # the same while a bot thinks or shows its move
CALM_MS = 700  # a frame of it: slow enough for bot turns and end pages to go on
# Player 0's and 1's seat of Dance and Venice, one pair per session.
SEATINGS = (("human", "human"), ("human", "bot:easy"), ("bot:normal", "human"),
            ("bot:hard", "bot:easy"), ("human", "bot:hard"), ("bot:expert", "human"),
            ("bot:easy", "bot:normal"), ("human", "bot:normal"), ("bot:easy", "human"),
            ("bot:normal", "bot:hard"))


def _legal(game):
    again = new_game(game.NAME, game.seed, **game.options)
    for move in game.history:
        again.play(move)  # ValueError if the app ever played an illegal move
    return again.snapshot() == game.snapshot()


def _power_up(build, flash, backup, seed):
    """A simulated board of ``build`` on ``flash`` and ``backup`` (the one
    before it is gone), the app's first frame drawn by the caller."""
    device, sim = make_sim_device(build, nvm=flash)
    device.backup = backup
    return Board(device, seed=seed), sim


def _settings(flash, seats):
    """The menu's settings: short Dance games, ``seats`` in both titles."""
    from firmware.store.store import Store
    values = {"dance.turns": 8}
    for game in ("dance", "venice"):
        for i in (0, 1):
            values["%s.seat%d" % (game, i)] = seats[i]
    Store(flash).save_settings(values)


def _mash(build, events, seed, seats):
    """One session; (the games reached, the ledger, the power cuts)."""
    flash = Flash()
    backup = Backup(flash)
    _settings(flash, seats)
    ledger = Ledger()
    app, sim = _power_up(build, flash, backup, seed)
    ledger.frame(app)
    rnd = random.Random(seed)
    count = len(sim.device.keymap)
    ok = sim.device.keymap.index("OK")
    games = set()
    sent = frames = cuts = calm = 0
    down = set()
    while sent < events:
        thinking = type(app.current).__name__ == "Play" and app.current.turn is not None
        if calm:
            calm -= 1
        elif rnd.random() < (BOT_CALM if thinking else CALM):
            calm = rnd.choice((10, 30, 90))
        else:
            burst = rnd.choice((1, 4, 12, 30, 30, 40))  # 40 taps = 80 events: overflow
            for _ in range(burst):
                key = ok if rnd.random() < 0.3 else rnd.randrange(count)
                if rnd.random() < 0.05 and key not in down:
                    sim.press(key)  # held over frames, released later
                    down.add(key)
                    sent += 1
                else:
                    sim.tap(key, hold_ms=rnd.choice((0, 1, 5)))
                    sent += 2
            if down and rnd.random() < 0.3:
                key = down.pop()
                sim.release(key)
                sent += 1
        sim.advance(rnd.choice((1, 16, 33, 300)) if not calm else CALM_MS)
        ledger.frame(app)
        frames += 1
        if type(app.current).__name__ == "Menu":
            ledger.menu(app)  # no stale Continue
        game = app.game
        if game is not None:
            games.add((game.NAME, game.options.get("ring")))
            if frames % 40 == 0 or game.is_over():
                assert _legal(game), game.history
        if rnd.random() < CUT:  # the power goes: no key is down any more
            sim.close()
            app, sim = _power_up(build, flash, backup, seed + frames)
            ledger.frame(app)
            ledger.check(app)
            down = set()
            cuts += 1
    sim.close()
    return games, ledger, cuts


def test_mashing_both_builds_with_bot_seats_and_power_cuts_never_breaks_a_game():
    games = set()
    finished = cuts = resumes = 0
    with Instant():
        for session in range(SESSIONS):
            build = ("full", "lite")[session % 2]
            reached, ledger, cut = _mash(build, EVENTS // SESSIONS, session + 1, SEATINGS[session])
            games |= reached
            finished += sum(ledger.played.values())
            cuts += cut
            resumes += ledger.resumes
    names = set(name for name, ring in games)
    assert names == {"dance", "venice", "rift"}, games
    # The account was put to the test: games ended, cuts came, games continued.
    assert finished >= 3 and cuts >= 20 and resumes >= 2, (finished, cuts, resumes)
