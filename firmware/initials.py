"""Typing a contest player's initials with the keys: up to three letters.

The letters are a list to scroll (MENU on the full build, the arrows on the
lite one); OK adds the highlighted letter, BACK takes the last one back (or,
with none, goes back to the menu unchanged); "Done", or a third letter,
hands the initials to ``done(text)``.
"""
from firmware.chooser import Chooser
from firmware.footer import footer

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MOST = 3
DONE = "Done"


class Initials:
    """The screen; ``title`` names whose initials they are ("Player 2")."""

    def __init__(self, app, title, done, back):
        self.app = app
        self.title = title
        self.done = done
        self.back = back
        self.text = ""
        self.chooser = Chooser(app.lite)
        self.chooser.offer((), [x for x in LETTERS] + [DONE])
        app.dirty = True

    def cancel(self):
        """Keys were lost: start the initials again."""
        self.text = ""

    def footer(self):
        return footer(self.app.device.build, "list")

    def key(self, meaning, now):
        app = self.app
        app.dirty = True
        got = self.chooser.key(meaning)
        if got == "BACK":
            if not self.text:
                return self.back()
            self.text = self.text[:-1]
        elif got is not None and got[0] == "label":
            label = self.chooser.labels[got[1]]
            if label == DONE:
                if self.text:
                    return self.done(self.text)
                return app.note("type a letter first")
            self.text += label
            if len(self.text) == MOST:
                self.done(self.text)

    def draw(self, now):
        app = self.app
        if app.dirty:
            app.show_list("%s: %s" % (self.title, (self.text + "___")[:MOST]), self.chooser)
        app.device.clear()
