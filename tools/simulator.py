"""The desktop simulator: the board's own firmware App in a window.

    python -m tools.simulator [--build full|lite] [--scale N] [--seed S] [--nvm PATH]
    python -m tools.simulator --headless --frames 60 --keys OK,MENU,OK --screenshot out.png

The board's nvm (game in progress, settings, statistics) is kept in a file,
``build/nvm.bin`` unless ``--nvm`` says otherwise (its rewrites backed up in
``build/nvm_backup.bin``), so closing the window
mid-game and starting again shows "Continue", as pulling a board's power
does; finished games are exported to ``build/records/`` (``--records``).
Headless runs start from a blank nvm in RAM and export nothing, unless
given ``--nvm`` and ``--records``.

The App runs unchanged on the simulated device of ``tools.sim`` (the real
``neopixel`` and SSD1306 driver libraries over stand-in pins); this module
only draws what they output: the 17 lights on the printed overlay of the
current game (``tools.sim.overlay``), the OLED pixels scaled up, and the
keyboard mapping, and sounds the buzzer's notes (``tools.sim.speaker``: low
volume until the menu's Sound says otherwise; headless runs start with it
off). Keys and mouse clicks become key presses and releases of
the simulated scanner, so held keys behave as on the board.

Headless (``SDL_VIDEODRIVER=dummy``, set here) the ``--keys`` script is
tapped from the first frame on, a key every two frames (down, then up),
none while the board says "please wait" (a game loading);
``--frames`` is the least number of frames run in all. Script keys are key
meanings (OK, BACK, MENU, UP, DOWN, LEFT, RIGHT) or place numbers 0..16.
With no display to open a window on (SDL falls back to drawing off-screen)
it says so and exits with status 2, rather than run where no one sees it.
"""
import argparse
import os
import sys

import tools.sim  # noqa: F401  (points Blinka at no real board before it loads)
from firmware.app import FRAME_MS
from firmware import hardware, keymap, layout
from tools.sim import appkeys, pictures
from tools.sim.board import Board
from tools.sim.headless import make_sim_device
from tools.sim.flash import FileFlash, backup_for
from tools.sim.overlay import overlay
from tools.sim.window import ACCENT, FAINT, INK, RIM, SHEET, WINDOW, named_keys, parse_keys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (after the banner is hushed)
from tools.sim.speaker import Speaker  # noqa: E402  (imports pygame)

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NVM = os.path.join(REPO, "build", "nvm.bin")
RECORDS = os.path.join(REPO, "build")  # records land in build/records/

WAIT_FRAMES = 200  # a script waits at most this many frames for "please wait" to go
INVISIBLE = ("offscreen", "dummy")  # SDL video drivers that show no window


class NoDisplay(RuntimeError):
    """There is no display for the window (``main`` says so and exits)."""


def key_table(build):
    """{pygame key code: key meaning} for ``build``: only keys the build has."""
    return {pygame.key.key_code(name): meaning for name, meaning in named_keys(build)}


class Simulator:
    """The App on a simulated device, drawn into a pygame window.

    :param str build: "full" or "lite"
    :param int scale: screen pixels per OLED pixel; everything scales with it
    :param seed: seed of the first game; None takes it from the clock
    :param bool headless: draw off-screen (SDL's dummy drivers)
    :param nvm: file that keeps the board's nvm; None: a blank one in RAM
    :param records: folder finished games are exported under; None: none
    """

    def __init__(self, build="full", *, scale=4, seed=None, headless=False, nvm=None, records=None):
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        pygame.display.init()
        driver = pygame.display.get_driver()
        if not headless and driver in INVISIBLE:
            pygame.display.quit()
            raise NoDisplay("no display to show the window on (SDL video driver %r): run it "
                            "on a desktop, or try --headless or `make play-terminal`" % driver)
        pygame.font.init()
        self.build = build
        if nvm is not None:
            os.makedirs(os.path.dirname(os.path.abspath(nvm)), exist_ok=True)
        self.speaker = Speaker()
        self.device, self.sim = make_sim_device(
            build, nvm=None if nvm is None else FileFlash(nvm), records=records,
            buzzer=self.speaker, volume=0 if headless else hardware.DEFAULT_VOLUME)
        if nvm is not None:  # rewrites backed up next to it, as on the board's drive
            self.device.backup = backup_for(nvm)
        self.app = Board(self.device, seed=seed, fresh=True)  # the menu, then each title: docs/memory.md
        self.keys = key_table(build)
        self.scale = scale
        self.cell = 24 * scale
        self.radius = self.cell * 7 // 25
        self.font = pygame.font.Font(None, 5 * scale)
        self.small = pygame.font.Font(None, 4 * scale)
        margin = self.margin = 4 * scale
        top = margin + 7 * scale
        self.board_rect = pygame.Rect(margin, top, 4 * self.cell, 4 * self.cell)
        self.oled_rect = pygame.Rect(self.board_rect.right + 2 * margin, top, 128 * scale, 64 * scale)
        size = (self.oled_rect.right + margin, self.board_rect.bottom + 12 * scale)
        self.window = pygame.display.set_mode(size)
        pygame.display.set_caption("Twilight Board simulator (%s build)" % build)
        self.drawn_labels = []  # the overlay labels of the last frame, by place
        self.mouse = None  # the place a mouse button holds down
        self.step(0)

    # --- time and keys -------------------------------------------------

    def step(self, ms):
        """Move the device clock ``ms`` on, run one App frame, draw it."""
        self.sim.advance(ms)
        self.app.step()
        self.draw()
        pygame.display.flip()

    def tap(self, meaning):
        """Key down for one frame, up for the next: a script's key press."""
        self.sim.press(meaning)
        self.step(FRAME_MS)
        self.sim.release(meaning)
        self.step(FRAME_MS)

    def light_centre(self, where):
        """Window pixel at the centre of light ``where`` (firmware.layout)."""
        x, y = layout.position(where)
        return (self.board_rect.x + x * self.cell // 2, self.board_rect.y + y * self.cell // 2)

    def light_at(self, pos):
        """The place whose light is under window pixel ``pos``, or None."""
        for where in range(layout.COUNT):
            cx, cy = self.light_centre(where)
            if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= self.radius ** 2:
                return where
        return None

    def handle(self, event):
        """One pygame event; False when the window should close."""
        kind = event.type
        if kind == pygame.QUIT:
            return False
        if kind == pygame.KEYDOWN and event.key == pygame.K_q and event.mod & pygame.KMOD_CTRL:
            return False
        if kind in (pygame.KEYDOWN, pygame.KEYUP) and event.key in self.keys:
            (self.sim.press if kind == pygame.KEYDOWN else self.sim.release)(self.keys[event.key])
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.build == "full":
            self.mouse = self.light_at(event.pos)
            if self.mouse is not None:
                self.sim.press(self.mouse)
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1 and self.mouse is not None:
            self.sim.release(self.mouse)
            self.mouse = None
        elif kind == pygame.WINDOWFOCUSLOST:
            for meaning in self.device.keymap:  # key-ups go elsewhere now
                self.sim.release(meaning)
        return True

    def pump(self):
        """Handle every pending window event; False when it should close."""
        return all([self.handle(event) for event in pygame.event.get()])

    def run(self):
        """The interactive loop: events, then a frame paced like the App's,
        the device clock moved by the real time that passed."""
        pace = pygame.time.Clock()
        while self.pump():
            self.step(pace.tick(1000 // FRAME_MS))

    def run_script(self, script, frames=0):
        """Tap each key meaning of ``script``, then run frames up to ``frames``.
        No key goes while the board says "please wait" (a game's pages or a
        title loading, which drop keys): the script's person waits to see
        the next screen, as people do."""
        done = 1
        for meaning in script:
            for _ in range(WAIT_FRAMES):
                if not appkeys.waiting(self.app):
                    break
                self.step(FRAME_MS)
                done += 1
            self.tap(meaning)
            done += 2
        for _ in range(frames - done):
            self.step(FRAME_MS)

    # --- drawing ---------------------------------------------------------

    def draw(self):
        self.window.fill(WINDOW)
        printed = overlay(self.app)
        title = "Twilight Board, %s build" % self.build
        self._text(self.font, title + ("  -  " + printed.game if printed.game else ""),
                   (self.margin, self.margin), INK)
        self._draw_board(printed)
        self._draw_oled()
        self._draw_legend()

    def _text(self, font, text, pos, colour, anchor="topleft"):
        image = font.render(text, True, colour)
        rect = image.get_rect(**{anchor: pos})
        self.window.blit(image, rect)
        return rect

    def _draw_board(self, printed):
        """The sheet, the lights as discs, the overlay labels under them and
        (full build) the keyboard key of each light above it."""
        board = self.board_rect
        pygame.draw.rect(self.window, SHEET, board)
        for k in range(1, 4):
            x = board.x + k * self.cell
            y = board.y + k * self.cell
            pygame.draw.line(self.window, RIM, (x, board.top), (x, board.bottom - 1))
            pygame.draw.line(self.window, RIM, (board.left, y), (board.right - 1, y))
        names = {meaning: pygame.key.name(code) for code, meaning in self.keys.items()
                 if type(meaning) is int}
        colours = self.sim.place_colours()
        self.drawn_labels = []
        for where in range(layout.COUNT):
            cx, cy = self.light_centre(where)
            radius = self.radius * (3 if where == layout.CENTRE else 5) // 5
            pygame.draw.circle(self.window, RIM, (cx, cy), radius)
            pygame.draw.circle(self.window, pictures.light_rgb(colours[where]), (cx, cy), radius - 2)
            label = printed.labels[where]
            self.drawn_labels.append(label)
            if label:
                self._text(self.font, label, (cx, cy + radius + self.scale // 2),
                           ACCENT if where in printed.accent else INK, "midtop")
            if where in names:
                self._text(self.small, names[where].upper(), (cx, cy - radius - 1), FAINT, "midbottom")
        if printed.caption:
            self._text(self.small, printed.caption, (board.x, board.bottom + self.scale), ACCENT)
        x = board.x
        y = board.bottom + 5 * self.scale
        for name, rgb in printed.legend:  # a swatch per light colour, and what it is
            swatch = pygame.Rect(x, y, 3 * self.scale, 3 * self.scale)
            pygame.draw.rect(self.window, (rgb >> 16, rgb >> 8 & 255, rgb & 255), swatch)
            x = self._text(self.small, name, (swatch.right + self.scale, y), INK).right + 2 * self.scale

    def _draw_oled(self):
        """The panel's pixels, each a scale x scale square, in a bezel."""
        frame = self.sim.frame()
        width, height, rgb = pictures.oled_picture(frame, contrast=self.sim.oled.contrast, scale=1)
        image = pygame.image.frombuffer(rgb, (width, height), "RGB")
        pygame.draw.rect(self.window, RIM, self.oled_rect.inflate(2 * self.scale, 2 * self.scale))
        self.window.blit(pygame.transform.scale(image, self.oled_rect.size), self.oled_rect)

    def legend(self):
        """The keyboard mapping, as "MEANING: keys" items in key map order."""
        items = []
        if self.build == "full":
            items.append("light: key above it, or click")
        for meaning in self.device.keymap:
            codes = [c for c, m in self.keys.items() if m == meaning]
            if type(meaning) is str and codes:
                items.append("%s: %s" % (meaning, ", ".join(pygame.key.name(c).title() for c in codes)))
        return items + ["quit: Ctrl-Q"]

    def _draw_legend(self):
        x = self.oled_rect.x
        y = self.oled_rect.bottom + 3 * self.margin // 2
        line = ""
        for item in self.legend():
            wider = line + ("    " if line else "") + item
            if line and self.font.size(wider)[0] > self.oled_rect.width:
                y = self._text(self.font, line, (x, y), INK).bottom + self.scale
                wider = item
            line = wider
        self._text(self.font, line, (x, y), INK)

    def screenshot(self, path):
        """The whole window as a PNG (the repo's own compact writer)."""
        width, height = self.window.get_size()
        pictures.save_png(path, width, height, pygame.image.tobytes(self.window, "RGB"))

    def close(self):
        self.sim.close()
        self.speaker.close()
        pygame.quit()


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.simulator", description=__doc__.split("\n")[0])
    parser.add_argument("--build", choices=keymap.BUILDS, default="full")
    parser.add_argument("--scale", type=int, default=4, help="screen pixels per OLED pixel")
    parser.add_argument("--seed", type=int, help="seed of the first game (default: the clock)")
    parser.add_argument("--headless", action="store_true", help="no window: run a script, save a PNG")
    parser.add_argument("--frames", type=int, default=30, help="headless: frames to run at least")
    parser.add_argument("--keys", default="", help="headless: keys to tap, e.g. OK,MENU,5")
    parser.add_argument("--screenshot", help="headless: PNG of the window to write at the end")
    parser.add_argument("--nvm", help="file keeping saved game, settings and statistics "
                        "(default %s; headless: none)" % os.path.relpath(NVM, REPO))
    parser.add_argument("--records", help="folder whose records/ gets finished games, made if "
                        "missing (default %s; headless: none)" % os.path.relpath(RECORDS, REPO))
    args = parser.parse_args(argv)
    if not args.headless:
        args.nvm = args.nvm or NVM
        args.records = args.records or RECORDS
    try:
        script = parse_keys(args.keys, args.build)
    except ValueError as err:
        parser.error(str(err))
    if args.records:  # a folder not there yet is made, as the board makes records/
        try:
            os.makedirs(args.records, exist_ok=True)
        except OSError as err:
            parser.error("--records %s: cannot make that folder (%s)" % (args.records, err.strerror or err))
    try:
        simulator = Simulator(args.build, scale=args.scale, seed=args.seed, headless=args.headless,
                              nvm=args.nvm, records=args.records)
    except NoDisplay as err:
        print("tools.simulator: %s" % err, file=sys.stderr)
        return 2
    try:
        if args.headless:
            simulator.run_script(script, args.frames)
            if args.screenshot:
                simulator.screenshot(args.screenshot)
        else:
            simulator.run()
    finally:
        simulator.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
