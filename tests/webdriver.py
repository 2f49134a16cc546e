"""Headless Chromium through chromedriver's W3C WebDriver HTTP API.

The system's ``chromium`` and ``chromedriver`` (Debian packages; ``make
setup`` installs them) and the standard library only: WebDriver is JSON over
HTTP, so no client package is needed. Only what tests/test_web.py uses:
open a page, run a script, key presses, clicks, a file to open, the window's
size, a screenshot.
"""
import base64
import json
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1000,600")
# WebDriver's code points for the keys the board's keyboard map uses.
SPECIAL = {"enter": "\ue007", "backspace": "\ue003", "escape": "\ue00c", "tab": "\ue004",
           "arrowup": "\ue013", "arrowdown": "\ue015", "arrowleft": "\ue012",
           "arrowright": "\ue014"}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """One headless Chromium session; ``close()`` ends it and its driver."""

    def __init__(self, timeout=30):
        self.profile = tempfile.mkdtemp(prefix="chromium-")
        port = free_port()
        self.driver = subprocess.Popen([CHROMEDRIVER, "--port=%d" % port],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = "http://127.0.0.1:%d" % port
        deadline = time.time() + timeout
        while True:
            try:
                if self._call("GET", "/status")["ready"]:
                    break
            except OSError:
                pass
            if time.time() > deadline:
                self.close()
                raise RuntimeError("chromedriver did not start")
            time.sleep(0.1)
        options = {"binary": CHROMIUM, "args": list(FLAGS) + ["--user-data-dir=" + self.profile]}
        caps = {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}}
        self.session = "/session/" + self._call("POST", "/session", caps)["sessionId"]

    def _call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=300) as answer:
                return json.load(answer)["value"]
        except urllib.error.HTTPError as err:
            raise RuntimeError("WebDriver %s %s: %s" % (method, path, err.read().decode()[:2000]))

    def command(self, method, path, body=None):
        return self._call(method, self.session + path, body)

    def get(self, url):
        self.command("POST", "/url", {"url": url})

    def run(self, script, *args):
        """The value of JavaScript ``script`` (a function body) with ``args``."""
        return self.command("POST", "/execute/sync", {"script": script, "args": list(args)})

    def wait(self, script, timeout=60):
        """Until ``script`` returns something true; that value."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.run(script)
            if value:
                return value
            time.sleep(0.1)
        raise TimeoutError("waited %d s for: %s" % (timeout, script))

    def key(self, name, down):
        """Keyboard key ``name`` (a browser key name, lower case) down or up."""
        value = SPECIAL.get(name, name)
        action = {"type": "keyDown" if down else "keyUp", "value": value}
        self.command("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard",
                                                       "actions": [action]}]})

    def point(self, x, y, down, kind="mouse"):
        """A pointer (``kind`` "mouse" or "touch") at page pixel (``x``,
        ``y``) goes down or up there. A touch goes through the DevTools
        protocol: chromedriver drops a W3C touch's lift sent in a later
        command."""
        if kind == "touch":
            touch = {"type": "touchStart" if down else "touchEnd",
                     "touchPoints": [{"x": x, "y": y}] if down else []}
            self.command("POST", "/goog/cdp/execute", {"cmd": "Input.dispatchTouchEvent",
                                                       "params": touch})
            return
        steps = [{"type": "pointerMove", "duration": 0, "x": round(x), "y": round(y)},
                 {"type": "pointerDown" if down else "pointerUp", "button": 0}]
        self.command("POST", "/actions", {"actions": [{
            "type": "pointer", "id": kind, "parameters": {"pointerType": kind}, "actions": steps}]})

    def find(self, css):
        """The element ``css`` selects (a WebDriver element id)."""
        found = self.command("POST", "/element", {"using": "css selector", "value": css})
        return list(found.values())[0]

    def click(self, css):
        self.command("POST", "/element/%s/click" % self.find(css), {})

    def type_into(self, css, text):
        """Type ``text`` into the element: a path, for a file input."""
        self.command("POST", "/element/%s/value" % self.find(css), {"text": text})

    def resize(self, width, height):
        """The browser window's outer size, in CSS pixels."""
        self.command("POST", "/window/rect", {"width": width, "height": height})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.command("GET", "/screenshot")))

    def close(self):
        try:
            if hasattr(self, "session"):
                self._call("DELETE", self.session)
        finally:
            self.driver.terminate()
            self.driver.wait(10)
            shutil.rmtree(self.profile, ignore_errors=True)
