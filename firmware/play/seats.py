"""Who sits in each seat: a person or a bot of some level.

A game's seats are one string, as the store saves them with the game:
``"human,bot:normal"`` (player 0's seat first). The bot modules are loaded
only when a seat needs one, staged a frame at a time like the game's own
modules; they go with the title's program (docs/memory.md).
"""
from firmware.modules import load

LEVELS = ("easy", "normal", "hard")
DESKTOP = ("expert",)  # only where ``device.expert`` says the simulator runs
DEFAULT = ("human", "bot:normal")

def choices(device):
    """The values a seat can take on ``device``."""
    out = ["human"]
    for level in LEVELS + (DESKTOP if getattr(device, "expert", False) else ()):
        out.append("bot:" + level)
    return out


def text(seat):
    """A seat as the menu shows it: "person" or "bot normal"."""
    return "person" if seat == "human" else seat.replace(":", " ")


def bots(seats):
    """Each seat's bot level, None for a person."""
    out = []
    for seat in seats.split(","):
        out.append(seat[4:] if seat.startswith("bot:") else None)
    return out


def cheaper(level):
    """The level a bot thinks at after ``level`` ran out of heap, None
    where none is cheaper (easy; Rift's device; the desktop's expert)."""
    i = LEVELS.index(level) if level in LEVELS else 0
    return LEVELS[i - 1] if i else None


TURN = ("firmware.play.bot_show", "firmware.play.bot_turn")  # each compiles in less heap than both did


def bot_modules(name):
    """The modules a bot seat of game ``name`` adds: the bot surface, the
    game's ``BOT`` list (its core package, loaded with the game), then the
    firmware's bot turn, its showing half first."""
    return ("core.thinker",) + load("core." + name).BOT + TURN


def module(name):
    """Game ``name``'s bot module (imported now if no stage did it)."""
    return load("core." + name + ".bot")


def staged(name):
    """Game ``name``'s bot module; where no stage loaded its modules (Rift's
    Hint and Autoplay: a person's seat), None while they load, one a call
    (a frame), so no frame compiles them all."""
    import sys
    for each in bot_modules(name):
        if each not in sys.modules:
            load(each)
            return None
    return module(name)


def seed(game):
    """The seed of the bot's next move: the game's seed and the ply, so a
    resumed game thinks exactly as it would have."""
    return (game.seed * 1009 + len(game.history)) % 1000000007
