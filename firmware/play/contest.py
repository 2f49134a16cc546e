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
from firmware.chooser import Chooser, NoChoice
from firmware.footer import footer
from firmware.play import seats as seat_rules


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


def _wake(app):
    """A screen people wait for: the OLED lit as after a key, and silent."""
    app.last_key = app.now
    app.screen.dim(False)
    app.sound.silence()
    app.dirty = True


class HandOver:
    """"Pass to NAME": nothing of the game behind it (``play``, a
    ``firmware.play.screen.Play`` ready to go) shows. OK, once this shows
    (keys typed while the game loaded were not meant for it), hands the
    board to that game; BACK goes to the menu, where Continue comes back
    here."""

    def __init__(self, app, contest, play):
        self.app = app
        self.play = play
        self.name = contest.name()
        done = len(contest.done)
        self.lines = (
            "%s's game goes on" % self.name if play.game.history else
            "%s has played" % contest.names[done - 1] if done else "%s plays first" % self.name,
            "player %d of %d" % (done + 1, len(contest.names)), "nothing secret shown")
        self.shown = False
        _wake(app)

    def cancel(self):
        """Keys were lost: nothing half-done here."""

    def footer(self):
        return footer(self.app.device.build, "hand", self.name)

    def key(self, meaning, now):
        app = self.app
        if not self.shown:
            return
        if meaning == "OK":
            app.current = self.play
            app.dirty = True
        elif meaning == "BACK":
            app.home("Continue: " + self.name)
        else:
            app.note("press OK to go on")

    def draw(self, now):
        app = self.app
        if app.dirty:
            app.show_list("Pass to " + self.name, NoChoice, self.lines)
        self.shown = True
        app.device.clear()


class Hidden:
    """A bot's game of the contest, played without showing it: the deal
    stays unseen by the people still to play. BACK leaves for the menu
    (Continue resumes it)."""

    def __init__(self, app, game, adapter):
        self.app = app
        self.game = game
        self.thinker = None
        app.dirty = True

    def cancel(self):
        """Keys were lost: nothing half-done here."""

    def footer(self):
        return footer(self.app.device.build, "hidden")

    def key(self, meaning, now):
        if meaning == "BACK":
            self.app.home()
        else:
            self.app.note("the bot plays: BACK leaves")

    def draw(self, now):
        app = self.app
        game = self.game
        try:
            move = self._slice()
        except MemoryError:
            self.thinker = None
            gc.collect()
            moves = game.legal_moves()  # as a shown bot with none cheaper
            move = moves[seat_rules.seed(game) % len(moves)]
        if move is not None:
            game.play(move)
            app.dirty = True
            if game.is_over():
                app.finished(game)
                app.quit()  # the ranking, or the next player's game (a reload)
                return app.current.draw(now)  # the next screen shows now, not at a key
            app.moved()
        if app.dirty:
            app.show_list(app.contest.name() + " plays", NoChoice, (
                "its game is hidden", "move %d" % len(game.history), "nothing to do: wait"))
        app.device.clear()

    def _slice(self):
        thinker = self.thinker
        if thinker is None:
            game = self.game
            self.thinker = seat_rules.module("rift").thinker(
                game.view(0), "device", seat_rules.seed(game))
            return None
        if thinker.step_frame():
            self.thinker = None
            return thinker.best()
        return None


def lines(names, entries):
    """The ranking as OLED lines (21 characters), best first: place, name,
    WON or lost, Victory Points, Gate - Void, then what each missed, two
    conditions a line, each line saying "missed" (none reads as met)."""
    out = []
    for place, p in rules.ranking(entries):
        won, vp, tiebreak, _ = entries[p]
        out.append("%d %s %s VP%d %+d" % (place, names[p], "WON" if won else "lost", vp, tiebreak))
        missed = rules.missed(entries[p])
        for at in range(0, len(missed), 2):
            out.append(" missed " + " ".join(missed[at:at + 2]))
    return out


class Ranking:
    """The contest's ranking, to scroll; OK or BACK: the main menu."""

    def __init__(self, app, contest):
        self.app = app
        self.chooser = Chooser(app.lite)
        self.chooser.offer((), lines(contest.names, contest.done))
        _wake(app)

    def cancel(self):
        """Keys were lost: nothing half-done here."""

    def footer(self):
        return footer(self.app.device.build, "scroll")

    def key(self, meaning, now):
        got = self.chooser.key(meaning)
        self.app.dirty = True
        if got is not None and (got == "BACK" or got[0] == "label"):
            self.app.home()

    def draw(self, now):
        app = self.app
        if app.dirty:
            app.show_list("Contest ranking", self.chooser)
        app.device.clear()
