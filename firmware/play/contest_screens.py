"""The screens of a Rift contest (firmware/play/contest.py): the hand-over
naming the next player, a bot's game played unseen, the ranking. Apart
from the contest's bookkeeping so that no loading frame compiles both (a
Pico compiles a ``.py`` module whole, in one frame).
"""
import gc

from core.rift import contest as rules
from firmware.chooser import Chooser, NoChoice
from firmware.footer import footer
from firmware.play import seats as seat_rules


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
        if thinker is None:  # on a heap with no garbage, as a shown bot's (firmware.play.bot_turn)
            game = self.game
            gc.collect()
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
