"""The Statistics screen: the saved statistics, and resetting them.

The figures are list lines to scroll through (``firmware.store.tally.lines``);
the last line, "Reset statistics", asks again before it clears them, so a
stray OK cannot wipe a family's records.
"""
from firmware.chooser import Chooser
from firmware.footer import footer
from firmware.store.stats_lines import lines

RESET = "Reset statistics"
KEEP = "No, keep them"
WIPE = "Yes, reset"


class Stats:
    """The screen over the app's store; BACK returns to the main menu.

    :param app: the App (``store``, ``menu``, ``show_list``)
    """

    def __init__(self, app):
        self.app = app
        self.chooser = Chooser(app.lite)
        self.asking = False
        self._show()

    def _show(self):
        from core import GAMES
        self.asking = False
        figures = lines(self.app.store.stats(), GAMES)
        self.chooser.offer((), figures + [RESET])
        self.app.dirty = True

    def cancel(self):
        """Keys were lost: do not leave a reset half-confirmed."""
        if self.asking:
            self._show()

    def footer(self):
        """OK is named only where it does something: on a question."""
        chooser = self.chooser
        asked = self.asking or chooser.labels[chooser.index] == RESET
        return footer(self.app.device.build, "list" if asked else "scroll")

    def key(self, meaning, now):
        app = self.app
        app.dirty = True
        got = self.chooser.key(meaning)
        if got is None:
            return
        if got == "BACK":
            if self.asking:
                self._show()
            else:
                from firmware.modules import done
                app.current = app.menu
                app.menu.show_main()
                done("statistics")
            return
        if got[0] != "label":
            return
        label = self.chooser.labels[got[1]]
        if label == RESET:
            self.asking = True
            self.chooser.offer((), (KEEP, WIPE))
        elif label == WIPE:
            app.store.save_stats({})
            self._show()
            app.note("statistics reset")
        elif label == KEEP:
            self._show()

    def draw(self, now):
        app = self.app
        if app.dirty:
            app.show_list("Reset statistics?" if self.asking else "Statistics", self.chooser)
        app.device.clear()
