"""Counting finished games into the statistics, as the store keeps them: flat int items.

Keys are ``<game>.<what>``, small enough that every sector rewrite copies
little (docs/storage.md, "Wear"):

* ``played``: finished games (a quit game is not counted);
* two humans passing the board (seats "human,human"), or two bots
  ("bot:easy,bot:hard": no person's result to keep): ``win.<side>`` for
  the winning side (``win.kgb``, ``win.north``), ``draw`` otherwise;
* one human against the game (Rift) or a bot (seats "human,bot:LEVEL"):
  ``win``/``loss``/``draw``, plus ``.LEVEL`` against a bot, and the human's
  winning ``streak`` (current) and ``streak.best``;
* a game the bot finished alone (Rift by Autoplay, seats "bot:device"):
  ``auto.win``/``auto.loss``, never the person's result, streak or best;
* ``best``: Rift's best score.

A Rift contest (firmware/play/contest.py) counts apart, per player name:
``rift.contest.played``, and ``rift.contest.<name>.played``, ``.first``
(a first place, shared or not) and ``.won`` (the game won).

The Statistics screen's words for them are ``firmware.store.stats_lines``.
"""


def _add(stats, key):
    stats[key] = stats.get(key, 0) + 1


def tally(stats, game, seats):
    """``stats`` (not changed) with finished ``game`` counted, as a new dict.

    :param str seats: the seats it was played with, as saved ("human,human")
    """
    out = dict(stats)
    name = game.NAME
    result = game.result()
    winner = result["winner"]
    seats = seats.split(",")
    _add(out, name + ".played")
    if len(seats) == 1 and seats[0] != "human":  # the bot played it
        _add(out, name + (".auto.win" if winner else ".auto.loss"))
        return out
    if name == "rift":
        score = result["scores"][0]
        if score > out.get("rift.best", score - 1):
            out["rift.best"] = score
    if len(seats) == 2 and seats.count("human") != 1:  # by side
        _add(out, name + (".draw" if winner is None else ".win." + game.SIDES[winner].lower()))
        return out
    if len(seats) == 1:  # alone: the result's winner says whether the player won
        outcome, level = "win" if winner else "loss", ""
    else:
        me = seats.index("human")
        outcome = "draw" if winner is None else "win" if winner == me else "loss"
        level = "." + seats[1 - me].split(":", 1)[-1]
    _add(out, name + "." + outcome + level)
    streak = out.get(name + ".streak", 0) + 1 if outcome == "win" else 0
    out[name + ".streak"] = streak
    if streak > out.get(name + ".streak.best", 0):
        out[name + ".streak.best"] = streak
    return out


def tally_contest(stats, names, entries):
    """``stats`` (not changed) with a finished contest of players ``names``
    and their entries (core/rift/contest.py) counted, as a new dict."""
    from core.rift.contest import places
    out = dict(stats)
    _add(out, "rift.contest.played")
    got = places(entries)
    for p in range(len(names)):
        prefix = "rift.contest." + names[p]
        _add(out, prefix + ".played")
        if got[p] == 1:
            _add(out, prefix + ".first")
        if entries[p][0]:
            _add(out, prefix + ".won")
    return out
