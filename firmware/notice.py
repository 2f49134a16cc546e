"""A message that waits for OK: what the store found wrong at power-up."""
from firmware.footer import footer, wrap


class Notice:
    """``title`` and ``text`` on the OLED until OK, then ``done()``.

    :param app: the App
    """

    def __init__(self, app, title, text, done):
        self.app = app
        self.title = title
        self.text = wrap(text)[:3]
        self.done = done
        app.dirty = True

    def cancel(self):
        """Keys were lost: nothing half-done here."""

    def footer(self):
        return footer(self.app.device.build, "note")

    def key(self, meaning, now):
        if meaning == "OK":
            self.done()
        else:
            self.app.note("press OK to go on")

    def draw(self, now):
        app = self.app
        if app.dirty:
            app.screen.mark(None)
            app.screen.lines([self.title] + self.text)
        app.device.clear()
