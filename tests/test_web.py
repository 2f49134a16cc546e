"""The board's web page (web/, ``make web``) in a real browser: headless
Chromium (tests/webdriver.py) plays each title by key presses on the built
page (the keyboard, or a mouse or a finger on its lights and buttons), and every few keys its OLED pixels and light colours, read back from
the page's canvases, must be what the desktop simulator (tools/sim/headless.py,
the board's own display and NeoPixel libraries) shows for the same seed and
keys. Then a reload of the page offers Continue and resumes the game the
browser saved in localStorage, as the simulator resumes from that same nvm
image. CPython only.

The keys are worked out on the simulator (tools/sim/appkeys.py: what a
person presses to start a game and pick a move) and typed in the browser as
the keyboard keys of the simulator's key map. A bot's thinking takes a
different number of frames on each machine, so both sides wait it out and
then move their clocks to the same time (``SYNC``) before comparing.
"""
import functools
import json
import http.server
import os
import threading

import pytest

from core import record
from firmware import games
from firmware.app import App, FRAME_MS
from firmware import play
from tools.sim import appkeys, pictures
from tools.sim.board import Board
from tools.sim.flashmodel import Flash
from tools.sim.headless import make_sim_device
from web import build as web_build
from web.board import thinking
from web.replay import Replay
from tests.webdriver import Browser

SEED = 5
PERIOD = 10000  # ms: a sync moves the clock to the next multiple of this
AFTER = 2  # frames run after a sync's: a bot's shown move becomes a turn
SYNC = "sync"
FRAME = ""  # a frame with no key (a game's modules load)
KEYBOARD = web_build.keyboard()
KEY_OF = {}
for _name, _meaning in KEYBOARD.items():
    KEY_OF.setdefault(_meaning, _name)  # the first keyboard key of each meaning
SHOT = os.environ.get("WEB_SCREENSHOT")  # where to keep the page's picture (docs/img/web.png)


class Reference:
    """The App on the desktop simulator, driven as the page will be; it
    writes down the keyboard keys for the page (``script``) and what shows
    at each sync (``shots``)."""

    def __init__(self, build="full", nvm=None):
        self.device, self.sim = make_sim_device(build, nvm=nvm)
        self.app = Board(self.device, seed=SEED)
        self.app.step()  # the first frame, at 0 ms (tools/simulator.py)
        self.script = []
        self.shots = []

    def step(self, ms):
        self.sim.advance(ms)
        self.app.step()

    def tap(self, meaning):
        """As tools/simulator.py's tap: down for a frame, up for the next."""
        self.script.append(KEY_OF[meaning])
        self.sim.press(meaning)
        self.step(FRAME_MS)
        self.sim.release(meaning)
        self.step(FRAME_MS)

    def sync(self):
        while thinking(self.app):
            self.step(FRAME_MS)
        now = self.sim.clock.ms
        self.step((now // PERIOD + 1) * PERIOD - now)
        for _ in range(AFTER):
            self.step(FRAME_MS)
        self.script.append(SYNC)
        self.shots.append(("".join(str(b) for b in self.sim.frame().bits),
                           [list(pictures.light_rgb(c)) for c in self.sim.place_colours()]))

    def drive(self, keys):
        """Press each key of generator ``keys`` (None: a frame, no key)."""
        for meaning in keys:
            if meaning is None:
                self.script.append(FRAME)
                self.step(FRAME_MS)
            else:
                self.tap(meaning)
        self.sync()

    def close(self):
        self.sim.close()


def play_moves(ref, title, moves):
    """Start ``title`` against its default seats and play ``moves`` of the
    person's moves (the bot answering), syncing after each."""
    app = ref.app
    ref.drive(appkeys.start(app, title))
    for i in range(moves):
        ref.drive(appkeys.go_on(app))
        if app.current.state != play.PICK:
            break
        legal = app.game.legal_moves()
        ref.drive(appkeys.move(app, legal[(3 * i + 1) % len(legal)]))


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    """The built page served on localhost, and a browser."""
    folder = str(tmp_path_factory.mktemp("web"))
    web_build.build(folder)
    handler = functools.partial(_Quiet, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    browser = Browser()
    try:
        yield browser, "http://127.0.0.1:%d/index.html" % server.server_address[1]
    finally:
        browser.close()
        server.shutdown()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def open_page(browser, url, build="full", fresh=True, manual=True):
    """Load the page (with the manual clock); ``fresh`` forgets saved data."""
    if fresh:
        browser.get(url + "?blank")
        browser.run("localStorage.clear()")
    browser.get("%s?%sseed=%d&build=%s&scale=3" % (url, "manual&" if manual else "", SEED, build))
    browser.wait("return window.twilight && window.twilight.ready")


def replay(browser, ref, pointer=None):
    """Type ``ref``'s script into the page, or with ``pointer`` ("mouse",
    "touch") press the lights and buttons; compare at each sync."""
    shots = iter(ref.shots)
    for n, token in enumerate(ref.script):
        if token == SYNC:
            browser.run("twilight.sync(%d, %d, %d)" % (PERIOD, FRAME_MS, AFTER))
            oled, lights = next(shots)
            got = browser.run("return [twilight.oledBits(), twilight.lightColours()]")
            assert got[0] == oled, "OLED differs after %d keys:\n%s" % (n, _diff(got[0], oled))
            assert got[1] == lights, "lights differ after %d keys" % n
        elif token == FRAME:
            browser.run("twilight.frame(%d)" % FRAME_MS)
        else:
            at = pointer and browser.run("return twilight.where(arguments[0])", KEYBOARD[token])
            for down in (True, False):
                if pointer:
                    browser.point(at[0], at[1], down, pointer)
                else:
                    browser.key(token, down)
                browser.run("twilight.frame(%d)" % FRAME_MS)


def _diff(got, want):
    rows = []
    for y in range(64):
        a, b = got[128 * y:128 * (y + 1)], want[128 * y:128 * (y + 1)]
        rows.append("".join("#" if p == "1" and q == "1" else "+" if p == "1" else "-" if q == "1"
                            else "." for p, q in zip(a, b)))
    return "\n".join(rows)


@pytest.mark.parametrize("build, title, moves, pointer", [
    ("full", "Twilight Dance", 2, None),
    ("full", "Twilight of Venice", 2, "touch"),
    ("lite", "Rift of Portals", 2, None),
    ("full", "Rift of Portals", 1, "mouse"),
])
def test_the_page_shows_what_the_simulator_shows_for_the_same_keys(page, build, title, moves, pointer):
    browser, url = page
    ref = Reference(build)
    try:
        play_moves(ref, title, moves)
    finally:
        ref.close()
    assert len(ref.shots) >= 2 + moves and any("1" in bits for bits, _ in ref.shots)
    open_page(browser, url, build)
    replay(browser, ref, pointer)
    assert browser.run("return twilight.overlay().game") == title
    if SHOT and title == "Twilight Dance":
        browser.screenshot(SHOT)


def test_a_reload_offers_continue_and_resumes_the_saved_game(page):
    browser, url = page
    first = Reference()
    try:
        play_moves(first, "Twilight Dance", 1)
    finally:
        first.close()
    open_page(browser, url)
    replay(browser, first)
    image = browser.run("return localStorage.getItem('twilight.nvm.full')")
    assert image and len(image) == 2 * 4096
    ref = Reference(nvm=Flash(4096, bytes.fromhex(image)))
    try:
        assert ref.app.menu.chooser.labels[0] == "Continue"
        ref.sync()
        ref.drive(appkeys.label(ref.app, ref.app.menu.chooser, "Continue"))
        for _ in range(100):
            if ref.app.game is not None:
                break
            ref.drive([None])
        assert ref.app.game.history == first.app.game.history
    finally:
        ref.close()
    open_page(browser, url, fresh=False)
    replay(browser, ref)


BOTS = [("Turns", "Turns: 8"), ("KGB", "KGB: bot easy"), ("SIS", "SIS: bot easy")]


def test_a_finished_game_is_a_record_to_download_and_replay(page, tmp_path):
    browser, url = page
    ref = Reference()
    try:
        ref.drive(appkeys.start(ref.app, "Twilight Dance", BOTS))
        for _ in range(5000):
            if ref.app.game.is_over():
                break
            ref.step(FRAME_MS)
        game = ref.app.game
        assert game.is_over()
    finally:
        ref.close()
    open_page(browser, url)
    replay(browser, ref)
    text = browser.run("""
        for (let i = 0; i < 5000 && !localStorage.getItem("twilight.records"); i++) twilight.frame(%d);
        const link = document.querySelector("#records a");
        return link && [link.download, await (await fetch(link.href)).text()];""" % FRAME_MS)
    assert text == ["0001-dance.txt", record.dump(game)]  # the bots played the same game
    path = tmp_path / "0001-dance.txt"
    path.write_text(text[1])
    browser.type_into("#open", str(path))
    browser.wait("return !document.getElementById('replay').hidden")
    shown = Replay(text[1])
    assert browser.run("return document.getElementById('position').textContent") == shown.show(0)
    browser.click("#last")
    assert browser.run("return document.getElementById('position').textContent") == shown.show(len(game.history))
    open_page(browser, url, fresh=False)
    assert browser.run("return document.querySelector('#records a').download") == "0001-dance.txt"


def test_frames_follow_the_animation_frames_and_keys_start_a_game(page):
    browser, url = page
    open_page(browser, url, manual=False)
    start = browser.wait("return twilight.clock()")
    rows = len(games.menu_options("dance")) + len(games.about("dance").SIDES)
    for key in ["enter"] + ["m"] * rows + ["enter"]:  # Twilight Dance, past its rows to Start
        browser.key(key, True)
        browser.key(key, False)
    browser.wait("return twilight.overlay().game === 'Twilight Dance'", timeout=20)
    assert browser.run("return twilight.clock()") > start


RECORD = record.dump(record.load(record.seal("TB2 venice seed=1", [])))
DROPPED_ONE = "1 damaged saved record(s) dropped"
# (what localStorage holds, the URL's parameters, what the page must say)
DAMAGED = [
    ({"twilight.records": "garbage{"}, "", ["saved records were damaged"]),
    ({"twilight.records": "{}"}, "", ["saved records were damaged"]),
    ({"twilight.records": "[1,2]"}, "", ["2 damaged saved record(s) dropped"]),
    ({"twilight.records": '[["a.txt",null]]'}, "", [DROPPED_ONE]),
    ({"twilight.records": json.dumps([["../../proj/firmware/menu.py", "raise SystemExit"],
                                      ["0001-venice.txt", RECORD]])}, "", [DROPPED_ONE]),
    ({"twilight.build": "xyz"}, "build=xyz", ['URL build="xyz" ignored', 'saved build "xyz" was damaged']),
    ({"twilight.scale": "1e6"}, "", ['saved scale "1e6" was damaged']),
    ({}, "scale=-3&seed=abc", ['URL scale="-3" ignored', 'URL seed="abc" ignored']),
    ({"twilight.scale": "abc", "twilight.nvm.full": "zz"}, "", ['saved scale "abc"', "saved board memory"]),
]


def open_damaged(browser, url, stored, query):
    """Load the page (manual clock) over localStorage holding ``stored``;
    whether it started, and what it says on the page."""
    browser.get(url.replace("index.html", "board.json"))  # the page's origin, no page running
    browser.run("localStorage.clear(); for (const [k, v] of Object.entries(arguments[0])) "
                "localStorage.setItem(k, v)", stored)
    browser.get("%s?manual&%s" % (url, query))
    browser.wait("return (window.twilight && window.twilight.ready)"
                 " || document.getElementById('status').textContent.startsWith('failed')")
    return browser.run("""const $ = (id) => document.getElementById(id);
        return {ready: !!(window.twilight && window.twilight.ready), status: $("status").textContent,
                notes: $("notes") && !$("notes").hidden ? $("notes").textContent : "", build: $("build").value,
                scale: $("scale").value, oled: $("oled").width,
                records: [...document.querySelectorAll("#records a")].map((a) => a.download),
                stored: {...localStorage}}""")


def test_damaged_stored_or_given_values_fall_back_to_defaults_and_the_page_says_so(page):
    """Whatever localStorage or the URL holds, the page starts with the
    defaults for what is damaged, says so in visible text, forgets a damaged
    stored value, and never writes a record outside records/ (a record
    named ../../proj/firmware/menu.py would replace a firmware module)."""
    browser, url = page
    for stored, query, said in DAMAGED:
        shown = open_damaged(browser, url, stored, query)
        assert shown["ready"] and shown["status"] == "", (stored, query, shown["status"])
        for words in said:
            assert words in shown["notes"], (stored, query, shown["notes"])
        assert shown["build"] == "full" and shown["scale"] in ("2", "3", "4", "5")
        assert shown["oled"] == 128 * int(shown["scale"])
        assert browser.run("return twilight.oledBits()").count("1") > 100  # the menu shows
        assert shown["stored"].get("twilight.build") != "xyz" and "e6" not in shown["stored"].get("twilight.scale", "")
        assert shown["stored"].get("twilight.nvm.full") != "zz"
        if "twilight.records" in stored:
            assert shown["records"] == (["0001-venice.txt"] if "0001" in stored["twilight.records"] else [])
            assert "menu.py" not in shown["stored"].get("twilight.records", "")
    assert open_damaged(browser, url, {}, "")["notes"] == ""  # nothing damaged: nothing said


def test_the_lite_page_at_1100_px_keeps_the_oled_beside_the_board_and_names_the_arrow_keys(page):
    browser, url = page
    browser.resize(1100, 800)
    try:
        open_damaged(browser, url, {}, "build=lite")
        board, oled = browser.run("""return ["board", "oled"].map((id) => {
            const r = document.getElementById(id).getBoundingClientRect(); return [r.left, r.top, r.right]; })""")
        text = browser.run("return document.getElementById('legend').textContent")
    finally:
        browser.resize(1000, 600)
    assert oled[1] == board[1] and oled[0] > board[2], (board, oled)
    assert "UP: Up arrow" in text and "LEFT: Left arrow" in text and "Arrowup" not in text, text
