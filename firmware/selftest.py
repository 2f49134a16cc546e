"""Self-test of a new build: every light in each colour, then every key.

First each of the 17 lights in turn shows red, green and blue (one colour
channel each: a swapped channel shows as the wrong colour) and white (all
three: a weak supply or joint shows as a tint), named with its place and
its index in the chain, so a light out of place points at its wire. Then
each key of the build is asked for in turn (on the full build its light
glows) and whatever key arrives is named as it is pressed, so a wrong or
dead wire shows at once. BACK twice in a row leaves at any time; a single
BACK is only named (it may be the wrong wire being looked for), except
when BACK is the key asked for.
"""
from firmware import keymap
from firmware.layout import CENTRE, COUNT

COLOURS = (("red", 0xFF0000), ("green", 0x00FF00), ("blue", 0x0000FF), ("white", 0xFFFFFF))
STEP_MS = 300  # each light shows each colour this long: 17 x 4 steps, about 20 s
ASK = 0x404040  # the light of the key asked for (full build)
LIGHTS, KEYS, DONE = range(3)
LEAVE = "BACK twice: leave"


def where(place):
    """A light's (or its key's) place in words."""
    if place == CENTRE:
        return "centre"
    return "row %d col %d" % (place // 4 + 1, place % 4 + 1)


def name(meaning):
    """What a key is called on the screen."""
    return "key " + where(meaning) if type(meaning) is int else meaning


class SelfTest:
    """The self-test screen, from the main menu and back to it.

    :param app: the App
    """

    def __init__(self, app):
        self.app = app
        self.since = app.now
        self.phase = LIGHTS
        self.keys = app.device.keymap  # every key of this build, in key-number order
        self.asked = 0
        self.got = ""
        self.backs = 0  # BACK presses in a row
        self.shown = -1
        self.foot = LEAVE

    def footer(self):
        """The last line (``App.hint``): the keys that work on this page now."""
        return self.foot

    def cancel(self):
        """Keys were lost: ask again for the same key."""
        self.backs = 0

    def key(self, meaning, now):
        app = self.app
        app.dirty = True
        asked = self.keys[self.asked] if self.phase == KEYS else None
        if meaning == keymap.BACK and asked != keymap.BACK:
            self.backs += 1
            if self.backs >= 2 or self.phase == DONE:
                return self._leave()
        else:
            self.backs = 0
        if self.phase == LIGHTS:
            if meaning == keymap.OK:
                self.phase = KEYS
            return
        if self.phase == DONE:
            if meaning == keymap.OK:
                self._leave()
            return
        self.got = name(meaning)
        if meaning == asked:
            self.asked += 1
            if self.asked == len(self.keys):
                self.phase = DONE
                self.foot = "OK or BACK: leave"

    def _leave(self):
        from firmware.modules import done
        app = self.app
        app.current = app.menu
        app.menu.show_main("test")
        done("selftest")

    def draw(self, now):
        app = self.app
        device = app.device
        step = (now - self.since) // STEP_MS
        if self.phase == LIGHTS and step >= COUNT * len(COLOURS):
            self.phase = KEYS
            app.dirty = True
        if self.phase == LIGHTS:
            light = step // len(COLOURS)
            colour_name, rgb = COLOURS[step % len(COLOURS)]
            if step != self.shown or app.dirty:
                self.shown = step
                app.screen.mark(None)
                app.screen.lines(("Self-test: lights", "light %d/%d, chain %d"
                                  % (light + 1, COUNT, device.layout[light]),
                                  "%s: %s" % (where(light), colour_name),
                                  "BACK again: leave" if self.backs else "OK: skip to the keys"))
            for place in range(COUNT):
                device.set_place(place, rgb if place == light else 0)
            return
        if app.dirty:
            app.screen.mark(None)
            if self.phase == KEYS:
                asked = self.keys[self.asked]
                app.screen.lines(("Self-test: keys %d/%d" % (self.asked + 1, len(self.keys)),
                                  "press " + name(asked),
                                  ("got " + self.got) if self.got else "",
                                  "BACK again: leave" if self.backs else ""))
            else:
                app.screen.lines(("Self-test: done", "all %d keys answered" % len(self.keys),
                                  "got " + self.got))
        asked = self.keys[self.asked] if self.phase == KEYS else None
        for place in range(COUNT):
            device.set_place(place, ASK if place == asked else 0)
