"""Build the static page: ``python -m web.build [--out build/web]`` (``make web``).

What the page needs, in one folder any static web server can serve:

- the MicroPython WebAssembly interpreter the tests pin (package.json), as
  npm installed it (``micropython.mjs`` as ``micropython.js``, ``micropython.wasm``);
- ``files.json``: the Python the page's interpreter imports, {path: source},
  the folders the MicroPython tier copies (tests/micropython/run.mjs: core/,
  firmware/, tools/sim/) plus tools/terminal/ (replays) and web/;
- ``board.json``: what only the desktop knows, read from the code that
  decides it: the simulator's keyboard map and colours (tools/sim/window.py)
  and its picture constants (tools/sim/pictures.py);
- the page itself (web/index.html, page.js with oled.js and stored.js, style.css).
"""
import argparse
import json
import os
import shutil

from tools.sim import pictures, window

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join("node_modules", "@micropython", "micropython-webassembly-pyscript")
RUNTIME = ("micropython.mjs", "micropython.wasm")
TREES = ("core", "firmware", os.path.join("tools", "sim"), os.path.join("tools", "terminal"), "web")
PAGE = ("index.html", "page.js", "oled.js", "stored.js", "style.css")
# pygame's key names (tools/sim/window.py) as the browser's KeyboardEvent.key
DOM_KEYS = {"return": "enter", "space": " ", "up": "arrowup", "down": "arrowdown",
            "left": "arrowleft", "right": "arrowright"}


def python_files(root=REPO):
    """{path: source} of every .py file the page's interpreter may import."""
    files = {"tools/__init__.py": ""}
    for tree in TREES:
        for folder, dirs, names in os.walk(os.path.join(root, tree)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(names):
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8") as f:
                        files[os.path.relpath(path, root).replace(os.sep, "/")] = f.read()
    return files


def keyboard():
    """{browser key name: key meaning} of the simulator, every build's keys."""
    return {DOM_KEYS.get(name, name): meaning for name, meaning in window.named_keys()}


def board_facts():
    return {"keyboard": keyboard(),
            "oled_dark": list(pictures._OLED_DARK), "scale": 4,
            "colours": {name.lower(): list(getattr(window, name))
                        for name in ("SHEET", "WINDOW", "INK", "ACCENT", "FAINT", "RIM")}}


def build(out, root=REPO):
    """Write the page into folder ``out``; its files, sorted."""
    os.makedirs(out, exist_ok=True)
    for name in RUNTIME:  # as .js: every server knows that type, not all know .mjs
        shutil.copyfile(os.path.join(root, PACKAGE, name), os.path.join(out, name.replace(".mjs", ".js")))
    for name in PAGE:
        shutil.copyfile(os.path.join(root, "web", name), os.path.join(out, name))
    for name, data in (("files.json", python_files(root)), ("board.json", board_facts())):
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
    return sorted(os.listdir(out))


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m web.build", description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(REPO, "build", "web"))
    args = parser.parse_args(argv)
    print("%s: %s" % (args.out, " ".join(build(args.out))))


if __name__ == "__main__":
    main()
