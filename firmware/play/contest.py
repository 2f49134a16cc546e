"""A Rift contest on the board: 2 to 4 players play the saved deal in turn.

The contest lives in the store with the game in progress
(firmware/store/game.py): contest lines after its seats, the first
``NAMES SEATS`` (``Ann,Bot human,bot:device``), then one per finished
player, ``WON VP TIEBREAK MISSED PACKED`` (core/rift/contest.py's entry and
packed moves). RAM keeps the names, the seats and the entries; a finished
player's moves stay in flash. When a player's game ends the next player's
fresh game of the same deal is saved in the same write, so a power cut
resumes at that player and move. Every person's game, the first, the
next after a player finished and one resumed by Continue, starts behind
a hand-over screen naming them (``first``): nothing of the game shows
until they take it, and no tune of the last game is heard past it. A bot
seat (the autoplay) plays unseen; after the last player, the ranking.
Each of these screens names whose game it is. The finished contest goes
to the statistics per name and to one exported record (``TBC``) of every
game.
"""
import gc

from core.rift import contest as rules
from firmware.play.contest_screens import HandOver, Hidden, Ranking


class Contest:
    """Who plays, in turn (``names``, ``seats``), and the finished players'
    entries (``done``); ``between``: a player has finished, the next has
    not begun."""

    def __init__(self, names, seats, done=()):
        self.names = tuple(names)
        self.seats = tuple(seats)
        self.done = list(done)
        self.between = False

    def head(self):
        """The first contest line."""
        return ",".join(self.names) + " " + ",".join(self.seats)

    def seat(self):
        """The seat of the player to play (or who played last)."""
        return self.seats[min(len(self.done), len(self.seats) - 1)]

    def name(self):
        """The name of the player to play (or who played last)."""
        return self.names[min(len(self.done), len(self.names) - 1)]

    def over(self):
        return len(self.done) == len(self.names)


def parse(lines):
    """The Contest saved as contest ``lines`` (the store checked them whole)."""
    words = lines[0].split(" ")
    done = [tuple([int(x) for x in line.split(" ")[:4]]) for line in lines[1:]]
    return Contest(words[0].split(","), words[1].split(","), done)


def begin(app, game, names, seats):
    """Start a contest of ``names`` in ``seats`` on ``game`` (a fresh deal)."""
    app.contest = Contest(names, seats)
    app.seats = app.contest.seat()
    app.unsaved = not app.store.save_contest(game, app.seats, [app.contest.head()])


def count(app, game):
    """The player of ``game`` (over) has finished: save the next player's
    fresh game with their entry, True; or, after the last player, count
    the contest and export its record, False."""
    contest = app.contest
    one = rules.entry(game.result())
    line = "%d %d %d %d " % one + rules.pack(game)
    lines = app.store.contest_lines() + [line]
    contest.done.append(one)
    contest.between = True
    if not contest.over():
        from core import new_game
        app.game = new_game(game.NAME, game.seed, **game.options)
        app.seats = contest.seat()
        app.store.save_contest(app.game, app.seats, lines)
        return True
    from firmware.store.tally import tally_contest
    stats = tally_contest(app.store.stats(), contest.names, contest.done)
    if app.device.records is not None:
        from firmware.store.export import write
        write("rift-contest", _texts(contest, lines, game), app.device.records)
    app.store.end_game(stats)
    return False


def _texts(contest, lines, last):
    """The contest record in pieces, one game replayed at a time."""
    from core import seal
    yield rules.head(contest.names)
    for line in lines[1:-1]:
        game = type(last)(last.seed, **last.options)
        yield seal.dump(rules.unpack(game, line.split(" ", 4)[4]))
        game = None
        gc.collect()
    yield seal.dump(last)


def next_screen(app):
    """After a player's game: silence, then the next player's game (saved
    already: loaded as Continue loads it, ``first``), or the ranking."""
    contest = app.contest
    app.sound.silence()
    if contest.over():
        app.current = Ranking(app, contest)
    else:
        app.load("rift", None, app.seats)


def first(app, adapter):
    """The first screen of the contest game ``app.game``, new or resumed:
    a bot's plays unseen at once; a person's game waits behind a hand-over
    naming them."""
    contest = app.contest
    if "bot:" in contest.seat():
        return Hidden(app, app.game, adapter)
    from firmware.play.screen import Play
    play = Play(app, app.game, adapter)
    play.board.play_as(contest.name())
    return HandOver(app, contest, play)
