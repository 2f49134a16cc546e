"""Who sits in each seat of a terminal game: a person or a bot, and the bot's move.

Seats are written as the device stores them (firmware/play/seats.py):
``human,bot:hard``, player 0's seat first; Rift has one seat, and a bot
there is the autoplay. The bots think from the mover's view only and are
seeded as on the device, so a seed replays the same game.
"""

from core import game_class

from firmware.play import seats as device

HUMAN = "human"


def levels(name):
    """The bot levels of game ``name`` (Rift: the autoplay's)."""
    return tuple(device.module(name).LEVELS)


def parse(name, players, text):
    """Each seat's bot level, None for a person; ValueError naming a bad seat."""
    words = text.split(",")
    if len(words) != players:
        raise ValueError("bad seats %r for %s: want %d, comma-separated (e.g. %s)" % (
            text, name, players, ",".join([HUMAN] + ["bot:normal"] * (players - 1))))
    out = []
    for word in words:
        level = word[4:] if word.startswith("bot:") else None
        if word != HUMAN and level not in levels(name):
            raise ValueError("bad seat %r for %s: want human or bot:LEVEL, LEVEL one of %s" % (
                word, name, ", ".join(levels(name))))
        out.append(level)
    return out


def for_bot(name, players, level):
    """The seats of ``--bot LEVEL``: player 0 a person, the others bots
    (Rift: the autoplay plays the whole game)."""
    return parse(name, players, ",".join(
        ["bot:" + level] if players == 1 else [HUMAN] + ["bot:" + level] * (players - 1)))


def side(name, player):
    """The name a game gives ``player`` (KGB, South, ...)."""
    return game_class(name).SIDES[player]


def think(game, level):
    """(move, reason) of a bot of ``level`` for the player to move; the
    reason is empty except for Rift's autoplay."""
    thinker = device.module(game.NAME).thinker(
        game.view(game.to_move()), level, device.seed(game))
    while not thinker.step(64):
        pass
    return thinker.best(), thinker.reason()
