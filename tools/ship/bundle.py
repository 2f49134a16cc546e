"""Build a ready-to-copy CIRCUITPY folder for the board.

    python -m tools.ship.bundle [--out build/CIRCUITPY] [--mpy-cross PATH [--mpy-opt 0-3]]

It holds ``code.py`` (and ``boot.py`` if the project has one), ``core/``,
``firmware/`` and, in ``lib/``, exactly the Adafruit library modules the
device code imports (``tools.ship.imports``), copied from the installed packages
pinned in requirements.txt, so the board runs the very libraries the tests
ran. Every ``.py`` file is shipped without its docstrings
(``tools.ship.docstrings``: each becomes ``pass``, line numbers kept): the
board keeps none, but its parser holds them while a module compiles, and
the modules a game loads compile in its fullest heap.
``LICENSE`` goes too, as it is.
``manifest.json`` lists every file with its size, SHA-256 and origin.
``--mpy-cross`` compiles every module but code.py and boot.py to .mpy with
*your* CircuitPython mpy-cross (it must match the board's CircuitPython
major version); the files then load faster and take less of the Pico's RAM.
They compile at ``--mpy-opt`` (mpy-cross's ``-O``; default 0, what the
board keeps when it compiles a .py itself: line numbers, so tracebacks
name them; 3 drops them and asserts for a little less heap per module).
It refuses an mpy-cross whose ``--version`` does not name CircuitPython 9 or
10 (MicroPython's says "MicroPython": CircuitPython refuses its .mpy files)
and any .mpy that does not start with CircuitPython's "C".
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

from tools.ship.docstrings import strip
from tools.ship.imports import Walk

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# CIRCUITPY on a Raspberry Pi Pico: the 2 MB flash less CircuitPython itself
# leaves a FAT drive of about 1 MB. The bundle must leave RESERVE of it free
# for saved games, boot_out.txt and a library or two more.
DRIVE_BYTES = 1000000
RESERVE = 256 * 1024
BLOCK = 512  # FAT sector: every file takes whole ones
ENTRY_POINTS = ("code.py", "boot.py")
NOTICES = ("LICENSE",)  # shipped as they are: the licence goes with the code
MANIFEST = "manifest.json"
SUPPORTED = (9, 10)  # CircuitPython major versions the firmware runs on
MPY_MAGIC = b"C"  # first byte of a CircuitPython .mpy (MicroPython's: "M")
MPY_OPT = 0  # mpy-cross -O by default: line numbers kept, as the board's own compile keeps them
MPY_OPTS = (0, 1, 2, 3)


class BundleError(Exception):
    """A reason the bundle cannot be built, worded for the user."""


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def on_disk(size, block=BLOCK):
    """Bytes a file of ``size`` bytes occupies on a drive of ``block``-byte clusters."""
    return -(-size // block) * block


def _canonical(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def pinned(root=ROOT):
    """{canonical package name: version} from requirements.txt's ``==`` pins."""
    pins = {}
    with open(os.path.join(root, "requirements.txt")) as f:
        for line in f:
            name, sep, version = line.split("#")[0].strip().partition("==")
            if sep:
                pins[_canonical(name)] = version.strip()
    return pins


def sources(root=ROOT):
    """[(bundle path, source path, origin)] of everything the board needs;
    origin is "project" or "<package> <version>". BundleError when an import
    is unresolved or a library's installed version is not the pinned one."""
    walk = Walk(root)
    if walk.missing:
        raise BundleError("nothing provides %s" % ", ".join(
            "%s (imported by %s)" % item for item in sorted(walk.missing)))
    pins = pinned(root)
    files = []
    for module, path in sorted(walk.project.items()):
        files.append((os.path.relpath(path, root).replace(os.sep, "/"), path, "project"))
    for module, (path, dist) in sorted(walk.libraries.items()):
        name = dist.metadata["Name"]
        want = pins.get(_canonical(name))
        if want is None:
            raise BundleError("%s (for %s) is not pinned in requirements.txt" % (name, module))
        if want != dist.version:
            raise BundleError("%s %s is installed but requirements.txt pins %s: run make setup"
                              % (name, dist.version, want))
        relative = module.replace(".", "/") + ("/__init__.py" if path.endswith("__init__.py") else ".py")
        files.append(("lib/" + relative, path, "%s %s" % (name, dist.version)))
    return files


def circuitpython_major(text):
    """N of a text that starts "CircuitPython N.", else None."""
    found = re.match(r"CircuitPython (\d+)\.", text)
    return int(found.group(1)) if found else None


def mpy_cross_version(mpy_cross):
    """What ``mpy_cross --version`` prints, e.g. "CircuitPython 9.2.1 on
    2024-11-20; mpy-cross emitting mpy v6.3"; BundleError unless it is the
    mpy-cross of CircuitPython 9 or 10."""
    try:
        done = subprocess.run([mpy_cross, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as err:
        raise BundleError("cannot run --mpy-cross %s: %s" % (mpy_cross, err))
    said = (done.stdout.strip() or done.stderr.strip() or "nothing").split("\n")[0]
    major = circuitpython_major(said)
    if done.returncode or major is None:
        raise BundleError("%s --version says %r: that is not CircuitPython's mpy-cross, and "
                          "CircuitPython refuses .mpy files from any other (MicroPython's "
                          "included). Use the mpy-cross of your board's CircuitPython from "
                          "circuitpython.org, or bundle without --mpy-cross" % (mpy_cross, said))
    if major not in SUPPORTED:
        raise BundleError("%s is the mpy-cross of CircuitPython %d (%r); the firmware runs on "
                          "CircuitPython 9 or 10: use the mpy-cross of your board's version"
                          % (mpy_cross, major, said))
    return said


def _clear(out):
    """Empty ``out`` if it is an earlier bundle (or empty); refuse otherwise."""
    if not os.path.exists(out):
        return
    if os.listdir(out) and not os.path.isfile(os.path.join(out, MANIFEST)):
        raise BundleError("%s exists and is not a bundle (no %s): choose another --out"
                          % (out, MANIFEST))
    shutil.rmtree(out)


def _compile(mpy_cross, out, relative, level):
    """Turn ``relative`` (a .py in ``out``) into .mpy at optimisation
    ``level``; return the new path."""
    source = os.path.join(out, relative)
    target = relative[:-3] + ".mpy"
    done = subprocess.run([mpy_cross, "-O%d" % level, "-o", os.path.join(out, target), "-s", relative,
                           source],
                          capture_output=True, text=True)
    if done.returncode:
        raise BundleError("mpy-cross failed on %s: %s" % (relative, done.stderr.strip()))
    with open(os.path.join(out, target), "rb") as f:
        if f.read(1) != MPY_MAGIC:
            raise BundleError("%s made %s, which does not start with C as CircuitPython's .mpy "
                              "files do: the board would refuse it. Use CircuitPython's mpy-cross"
                              % (mpy_cross, target))
    os.remove(source)
    return target


def _entry(out, relative, origin):
    """The manifest's line for file ``relative`` of the bundle in ``out``."""
    path = os.path.join(out, relative)
    return {"path": relative, "bytes": os.path.getsize(path), "sha256": sha256(path),
            "from": origin}


def build(out, mpy_cross=None, root=ROOT, mpy_opt=MPY_OPT):
    """Write the bundle to ``out``, its .mpy files (with ``mpy_cross``)
    compiled at optimisation level ``mpy_opt``; return the manifest (a dict)."""
    if mpy_opt not in MPY_OPTS:
        raise ValueError("mpy_opt %r: mpy-cross's -O takes 0 to 3" % (mpy_opt,))
    files = sources(root)
    made_by = mpy_cross_version(mpy_cross) if mpy_cross else None
    _clear(out)
    entries = []
    for relative, source, origin in files:
        target = os.path.join(out, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(source, encoding="utf-8") as f:
            text = strip(f.read())
        with open(target, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        if mpy_cross and relative not in ENTRY_POINTS:
            try:
                relative = _compile(mpy_cross, out, relative, mpy_opt)
            except BundleError:
                shutil.rmtree(out)  # half a bundle, without a manifest, would block the next build
                raise
        entries.append(_entry(out, relative, origin))
    for name in NOTICES:
        shutil.copyfile(os.path.join(root, name), os.path.join(out, name))
        entries.append(_entry(out, name, "project"))
    entries.sort(key=lambda entry: entry["path"])
    manifest = {
        "circuitpython": "9 or 10 (Raspberry Pi Pico)",
        "compiled": bool(mpy_cross),
        "mpy_cross": made_by,
        "mpy_opt": mpy_opt if mpy_cross else None,
        "libraries": sorted(set(e["from"] for e in entries if e["from"] != "project")),
        "files": entries,
        "bytes": sum(e["bytes"] for e in entries),
        "bytes_on_drive": sum(on_disk(e["bytes"]) for e in entries),
    }
    with open(os.path.join(out, MANIFEST), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    manifest["bytes_on_drive"] += on_disk(os.path.getsize(os.path.join(out, MANIFEST)))
    if manifest["bytes_on_drive"] > DRIVE_BYTES - RESERVE:
        raise BundleError("the bundle takes %d bytes on the drive; a Pico's CIRCUITPY holds about "
                          "%d and %d must stay free" % (manifest["bytes_on_drive"], DRIVE_BYTES,
                                                        RESERVE))
    return manifest


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.ship.bundle", description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join("build", "CIRCUITPY"))
    parser.add_argument("--mpy-cross", metavar="PATH",
                        help="your CircuitPython mpy-cross, to ship .mpy files")
    parser.add_argument("--mpy-opt", type=int, choices=MPY_OPTS, default=MPY_OPT, metavar="0-3",
                        help="mpy-cross's -O (default %d: line numbers kept; 3: none, nor asserts)"
                             % MPY_OPT)
    args = parser.parse_args(argv)
    try:
        manifest = build(args.out, args.mpy_cross, mpy_opt=args.mpy_opt)
    except BundleError as err:
        print("bundle: %s" % err, file=sys.stderr)
        return 1
    used = manifest["bytes_on_drive"]
    print("%s: %d files, %d bytes (%d on the drive, %.0f%% of a Pico's ~%d KB CIRCUITPY)"
          % (args.out, len(manifest["files"]), manifest["bytes"], used,
             100.0 * used / DRIVE_BYTES, DRIVE_BYTES // 1000))
    for library in manifest["libraries"]:
        print("  lib: %s" % library)
    print("next: python -m tools.ship.deploy --bundle %s" % args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
