"""The Statistics screen's lines: the counts ``firmware.store.tally`` keeps, in words.

Apart from the counting because only the Statistics screen reads them:
counting a game at its end then compiles no more than it needs.
"""

from firmware.games import about


# Each counted key's words (after the game's name), "%s" a bot's level.
WORDS = {"win": "won", "loss": "lost", "draw": "drawn", "auto.win": "Autoplay won",
         "auto.loss": "Autoplay lost"}
AGAINST = {"win": "won vs %s bot", "loss": "lost to %s bot", "draw": "drew vs %s bot"}


def _line(words, count):
    """``words: count``, " bot" left out if the line would not fit."""
    line = "%s: %d" % (words, count)
    return line if len(line) <= 21 else line.replace(" bot:", ":")


def _contests(stats):
    """The contest lines: how many, then each name's games, firsts, wins."""
    out = ["Contests: %d played" % stats["rift.contest.played"]]
    for key in sorted(stats):
        if key.startswith("rift.contest.") and key.endswith(".played") and key.count(".") == 3:
            name = key[13:-7]
            prefix = "rift.contest." + name
            out.append(" %s %d: %d 1st %d won" % (name, stats[key], stats.get(prefix + ".first", 0),
                                                stats.get(prefix + ".won", 0)))
    return out


def lines(stats, names):
    """Lines in words (21 characters at most, none cut) describing
    ``stats`` of each game in ``names``; games never finished are left out."""
    out = []
    for name in names:
        played = stats.get(name + ".played", 0)
        if not played:
            continue
        out.append("%s: %d played" % (name[0].upper() + name[1:], played))
        prefix = name + "."
        sides = about(name).SIDES
        sides = sides if len(sides) == 2 else ()
        keys = [prefix + "win." + side.lower() for side in sides]
        for i in range(len(sides)):  # games between people (or bots), if any
            if prefix + "draw" in stats or keys[0] in stats or keys[1] in stats:
                out.append(_line(sides[i] + " won", stats.get(keys[i], 0)))
        for key in sorted(stats):
            what = key[len(prefix):]
            parts = what.split(".", 1)
            if not key.startswith(prefix):
                continue
            if what in WORDS:
                out.append(_line(WORDS[what], stats[key]))
            elif parts[0] in AGAINST and parts[1] not in [side.lower() for side in sides]:
                out.append(_line(AGAINST[parts[0]] % parts[1], stats[key]))
        if prefix + "streak.best" in stats:
            out.append("win streak %d, best %d" % (stats[prefix + "streak"], stats[prefix + "streak.best"]))
        if prefix + "best" in stats:
            out.append(_line("best score", stats[prefix + "best"]))
    if "rift" in names and "rift.contest.played" in stats:
        out += _contests(stats)
    return out or ["no games finished"]
