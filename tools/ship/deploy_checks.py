"""What tools.ship.deploy refuses before it writes anything: a drive that is not
CircuitPython 9 or 10 on an RP2040/RP2350 board, a bundle whose .mpy files
that board would not load, a symbolic link where it would write, and a
firmware/pins.py kept from the drive that lacks a setting the new firmware
reads.
"""
import ast
import json
import os
import re

from tools.ship.bundle import MANIFEST, MPY_MAGIC, SUPPORTED, circuitpython_major

BOARDS = "an RP2040 or RP2350 board (Raspberry Pi Pico, Pico W, Pico 2, Pico 2 W)"
# boot_out.txt's first line, e.g. "Adafruit CircuitPython 9.2.1 on 2024-11-20;
# Raspberry Pi Pico with rp2040" (a Pico W: "Raspberry Pi Pico W with rp2040",
# a Pico 2: "Raspberry Pi Pico 2 with rp2350a"); "Board ID:..." follows.
BOOT_LINE = re.compile(r"Adafruit CircuitPython (\S+) on [^;]*; (.+) with (\S+)$")
CHIPS = ("rp2040", "rp2350")


class DeployError(Exception):
    """Why nothing (more) was copied, worded for the user."""


def board(drive):
    """The CircuitPython major version the drive's boot_out.txt names;
    DeployError unless it is CircuitPython 9 or 10 on an RP2040/RP2350."""
    path = os.path.join(drive, "boot_out.txt")
    if not os.path.isfile(path):
        raise DeployError("%s is not a CircuitPython drive (it has no boot_out.txt): "
                          "nothing was copied" % drive)
    with open(path, encoding="utf-8", errors="replace") as f:
        line = f.readline().strip()
    found = BOOT_LINE.match(line)
    major = circuitpython_major("CircuitPython " + found.group(1)) if found else None
    if major is None:
        raise DeployError("%s has a boot_out.txt that starts %r, not CircuitPython's 'Adafruit "
                          "CircuitPython <version> on <date>; <board> with <chip>'; deploy "
                          "supports CircuitPython 9.x or 10.x on %s: nothing was copied"
                          % (drive, line[:80], BOARDS))
    if major not in SUPPORTED:
        raise DeployError("%s runs CircuitPython %s (boot_out.txt) but the firmware needs "
                          "CircuitPython 9.x or 10.x: put one on the board (hardware/README.md, "
                          "CircuitPython and the firmware), then deploy again; nothing was copied"
                          % (drive, found.group(1)))
    if not found.group(3).lower().startswith(CHIPS):
        raise DeployError("%s is the drive of a %s with %s (boot_out.txt); the firmware runs on "
                          "%s: nothing was copied" % (drive, found.group(2), found.group(3), BOARDS))
    return major


def bundle_manifest(bundle, files, major):
    """The bundle's manifest; DeployError if ``bundle`` is no bundle or one
    of its .mpy files ({path: full path}) would not load on CircuitPython
    ``major``."""
    try:
        with open(os.path.join(bundle, MANIFEST)) as f:
            manifest = json.load(f)
    except (OSError, ValueError):
        raise DeployError("%s is not a bundle (no readable %s): run python -m tools.ship.bundle first"
                          % (bundle, MANIFEST))
    for path, full in sorted(files.items()):
        if path.endswith(".mpy"):
            with open(full, "rb") as f:
                if f.read(1) != MPY_MAGIC:
                    raise DeployError("%s in the bundle is no CircuitPython .mpy (it does not start "
                                      "with C: MicroPython's mpy-cross made it?) and the board "
                                      "would refuse it: bundle again; nothing was copied" % path)
    made_by = manifest.get("mpy_cross") or "an unknown mpy-cross"
    if manifest.get("compiled") and circuitpython_major(made_by) != major:
        raise DeployError("the bundle's .mpy files were made by %r but the board runs "
                          "CircuitPython %d: bundle again with the mpy-cross of CircuitPython %d, "
                          "or without --mpy-cross; nothing was copied" % (made_by, major, major))
    return manifest


def links(drive, paths):
    """Those of ``paths`` (relative, with /) on ``drive`` that are, or lie in
    a folder that is, a symbolic link; a path and its target."""
    found = {}
    for path in paths:
        parts = path.split("/")
        for depth in range(1, len(parts) + 1):
            here = os.path.join(drive, *parts[:depth])
            if os.path.islink(here):
                found["/".join(parts[:depth])] = os.path.realpath(here)
                break
    return sorted(found.items())


def _names(path):
    """Top-level names a module assigns; empty if it does not parse."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            tree = ast.parse(f.read())
    except (SyntaxError, ValueError):
        return set()
    names = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
        names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def missing_names(new, kept):
    """Settings the module ``new`` defines and ``kept`` does not, sorted."""
    return sorted(_names(new) - _names(kept))
