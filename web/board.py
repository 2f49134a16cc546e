"""The board in a web page: the firmware's App on MicroPython (WebAssembly),
each program (the menu, a title) on a fresh module set (``tools.sim.board``).

The page (web/page.js) makes one ``Page``, hands it key presses and
releases, and calls ``frame(now)`` once per animation frame; each call runs
one App frame and returns what the page draws as JSON. The device is the
MicroPython tier's (tools/sim/mpdevice.py: the displayio stand-ins, lights,
display, clock) with the simulator's key scanner (tools/sim/keys.py) and the
nvm model (tools/sim/flashmodel.py), so the store code writes its bytearray
as on the board; the page keeps that image in localStorage. Finished games
are exported, as the board does, under ``RECORDS``/records/.
"""
import binascii
import json
import os

from firmware import keymap, layout
from firmware.device import Device
from tools.sim import mpdevice
from tools.sim.board import Board, reload
from tools.sim.flashmodel import Flash
from tools.sim.keys import Keys

RECORDS = "/web"  # the page's "drive": records/ of finished games goes here
FOLDER = RECORDS + "/records"
NVM_SIZE = 4096


def thinking(app):
    """True while a bot of ``app``'s game thinks (its move not chosen yet):
    how long that takes depends on the machine, so tests wait it out."""
    from firmware.play import screen as play
    from firmware.play.bot_turn import THINK
    current = app.current
    return (isinstance(current, play.Play) and current.state == play.BOT
            and current.turn is not None and current.turn.phase == THINK)


def records():
    """Names of the record files exported so far, oldest first."""
    try:
        return sorted(n for n in os.listdir(FOLDER) if n.endswith(".txt"))
    except OSError:
        return []


class Page:
    """The App on a browser device.

    :param str build: "full" or "lite"
    :param str nvm: the saved nvm image as hex ("" for a blank flash); what
        the store finds damaged in it, it reports and mends as on the board
    :param seed: the first game's seed; None takes it from the clock
    """

    def __init__(self, build, nvm="", seed=None):
        mpdevice.install()  # before the modules that import displayio
        try:
            image = binascii.unhexlify(nvm)
        except ValueError:  # not hex at all: as a flash never written
            image = b""
        image = (image + b"\xff" * NVM_SIZE)[:NVM_SIZE]  # short: erased past its end
        self.flash = Flash(NVM_SIZE, image)
        clock = mpdevice.Clock()
        meanings = keymap.for_build(build)
        self.device = Device(lights=mpdevice.Lights(), display=mpdevice.Display(),
                             keys=Keys(len(meanings), clock=clock), keymap=meanings,
                             clock=clock, build=build, nvm=self.flash, records=RECORDS,
                             reload=reload)
        self.device.expert = True  # a desktop, as the simulator: the expert bots too
        self.app = Board(self.device, seed=seed)  # the menu, then each title: docs/memory.md
        self.writes = self.flash.writes
        self.shown = None  # the screen whose overlay the page has
        self.exported = len(records())

    def layout(self):
        """The page's fixed facts: each place's position on the board
        (half-cell units, firmware.layout) and the key map."""
        return json.dumps({"positions": [layout.position(w) for w in range(layout.COUNT)],
                           "keys": list(self.device.keymap)})

    def key(self, meaning, down):
        """Key ``meaning`` (a name, or a place as an int) goes down or up;
        a key this build lacks is ignored."""
        keys = self.device.keymap
        if meaning in keys:
            number = keys.index(meaning)
            (self.device.keys.press if down else self.device.keys.release)(number)

    def release_all(self):
        """The page lost the keyboard: every held key comes up."""
        for number in range(len(self.device.keymap)):
            self.device.keys.release(number)

    def frame(self, now):
        """Run one App frame at clock ``now`` (ms); what to draw, as JSON."""
        self.device.clock.ms = now
        self.app.step()
        return json.dumps(self.state())

    def state(self):
        device = self.device
        group = device.display.root_group
        grids = [item for item in group.items if not item.hidden]
        bitmaps = []
        for grid in grids:
            if grid.bitmap not in bitmaps:
                bitmaps.append(grid.bitmap)
        out = {"oled": [_grid(grid, bitmaps) for grid in grids],
               "bitmaps": [{"width": b.width, "stride": b.stride,
                            "pixels": binascii.hexlify(b.pixels).decode()} for b in bitmaps],
               "contrast": device.display.brightness,
               "lights": [device.lights.shown[device.layout[w]] for w in range(layout.COUNT)],
               "brightness": device.lights.brightness,
               "thinking": thinking(self.app)}
        if self.flash.writes != self.writes:
            self.writes = self.flash.writes
            out["nvm"] = binascii.hexlify(self.flash.mem).decode()
        current = self.app.current
        if current is not self.shown:
            self.shown = current
            from tools.sim.overlay import overlay
            printed = overlay(self.app)
            out["overlay"] = {"game": printed.game, "labels": list(printed.labels),
                              "accent": sorted(printed.accent), "caption": printed.caption}
        names = records()
        if len(names) != self.exported:
            self.exported = len(names)
            with open(FOLDER + "/" + names[-1]) as f:
                out["record"] = [names[-1], f.read()]
        return out


def _grid(grid, bitmaps):
    """A shown displayio TileGrid stand-in as the page draws it: its place,
    its tiles of bitmap ``bitmaps[i]``, and the colour of each value."""
    return {"x": grid.x, "y": grid.y, "width": grid.width, "tile_width": grid.tile_width,
            "tile_height": grid.tile_height, "tiles": list(grid.tiles),
            "bitmap": bitmaps.index(grid.bitmap), "colours": grid.pixel_shader.colours}
