"""Copy a bundle (tools.ship.bundle) onto the board's CIRCUITPY drive.

    python -m tools.ship.deploy [--bundle build/CIRCUITPY] [--to PATH]

Finds the mounted drive (Linux /media/$USER/CIRCUITPY or
/run/media/$USER/CIRCUITPY, macOS /Volumes/CIRCUITPY, Windows: the drive
whose volume label is CIRCUITPY), copies only files whose contents differ,
reads every bundle file back to check its SHA-256, and removes files the
bundle no longer has, but only inside firmware/ and core/: your own files
elsewhere on the drive are never touched. It refuses, before writing
anything, a folder that is not a CircuitPython drive, a read-only drive and
a drive without room.
"""
import argparse
import getpass
import os
import shutil
import sys

from tools.ship.bundle import MANIFEST, on_disk, sha256

LABEL = "CIRCUITPY"
OWNED = ("firmware", "core")  # folders the bundle owns entirely
SLACK = 8 * 1024  # kept free beyond what the copy needs (FAT housekeeping)
READ_ONLY = (
    "%s is read-only to this computer, so nothing was copied.\n"
    "A CircuitPython board lets only one side write to its drive at a time: a boot.py\n"
    "that hands the drive to the board (storage.remount) leaves the computer only\n"
    "reading it. The rule on a Twilight Board: unplug it, hold BACK, plug it in again and\n"
    "keep holding BACK until the OLED lights up; the drive then stays writable for the\n"
    "computer until the next power-up. Then run deploy again.")
NO_BOOT_PY = ("\nThis drive has no boot.py, so the computer itself mounted it read-only: often\n"
              "after the board was unplugged while writing. Eject it, unplug and replug the\n"
              "board; if it stays read-only, repair the drive (fsck / First Aid / chkdsk).")


class DeployError(Exception):
    """Why nothing (more) was copied, worded for the user."""


def candidates():
    """Where a CIRCUITPY drive is mounted on this computer, most likely first."""
    if sys.platform == "win32":
        return _windows_drives()
    if sys.platform == "darwin":
        return ["/Volumes/" + LABEL]
    user = os.environ.get("USER") or getpass.getuser()
    return ["/media/%s/%s" % (user, LABEL), "/run/media/%s/%s" % (user, LABEL),
            "/media/" + LABEL]


def _windows_drives():
    """Drive roots whose volume label is CIRCUITPY (Windows only: ctypes)."""
    import ctypes
    kernel = ctypes.windll.kernel32
    found = []
    mask = kernel.GetLogicalDrives()
    for i in range(26):
        if not mask & (1 << i):
            continue
        root = "%s:\\" % chr(65 + i)
        name = ctypes.create_unicode_buffer(261)
        if kernel.GetVolumeInformationW(ctypes.c_wchar_p(root), name, 261,
                                        None, None, None, None, 0) and name.value == LABEL:
            found.append(root)
    return found


def find_drive():
    for path in candidates():
        if os.path.isdir(path):
            return path
    looked = ", ".join(candidates()) or "nowhere"
    raise DeployError("no CIRCUITPY drive found (looked in %s). Plug the board in; if it "
                      "shows as RPI-RP2, CircuitPython is not installed yet (see README). "
                      "Or name the drive with --to." % looked)


def volume_info(path):
    """(read_only, free bytes) of the file system holding ``path``."""
    free = shutil.disk_usage(path).free
    read_only = not os.access(path, os.W_OK)
    if hasattr(os, "statvfs"):
        read_only = read_only or bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    return read_only, free


def _files(top):
    """{relative path with /: absolute path} of every file under ``top``."""
    out = {}
    for folder, dirs, names in os.walk(top):
        dirs.sort()
        for name in names:
            path = os.path.join(folder, name)
            out[os.path.relpath(path, top).replace(os.sep, "/")] = path
    return out


def _twin(path):
    """The same module with the other ending (.py <-> .mpy), or None."""
    stem, dot, ending = path.rpartition(".")
    return {"py": stem + ".mpy", "mpy": stem + ".py"}.get(ending) if dot else None


def plan(bundle, drive):
    """(files to copy, stale files to remove), as relative paths. Stale: what
    the bundle no longer has in firmware/ and core/, and the .py twin of a
    library the bundle now ships as .mpy (or back), which would shadow it."""
    have = _files(drive)
    want = _files(bundle)
    copy = [p for p in sorted(want) if p not in have or sha256(have[p]) != sha256(want[p])]
    stale = [p for p in sorted(have) if p not in want and
             (p.split("/")[0] in OWNED or (p.startswith("lib/") and _twin(p) in want))]
    return copy, stale


def _order(path):
    """Libraries first, code.py last: the board restarts the app when
    code.py changes, and by then everything it imports is in place."""
    return (path in ("code.py", "boot.py"), not path.startswith("lib/"), path)


def deploy(bundle, drive, log=print):
    """Bring ``drive`` up to ``bundle``; return (copied, removed) paths."""
    if not os.path.isfile(os.path.join(bundle, MANIFEST)):
        raise DeployError("%s is not a bundle (no %s): run python -m tools.ship.bundle first"
                          % (bundle, MANIFEST))
    if not os.path.isfile(os.path.join(drive, "boot_out.txt")):
        raise DeployError("%s is not a CircuitPython drive (it has no boot_out.txt): "
                          "nothing was copied" % drive)
    read_only, free = volume_info(drive)
    if read_only:
        hint = "" if os.path.isfile(os.path.join(drive, "boot.py")) else NO_BOOT_PY
        raise DeployError(READ_ONLY % drive + hint)
    copy, stale = plan(bundle, drive)
    need = sum(on_disk(os.path.getsize(os.path.join(bundle, p))) for p in copy)
    gain = sum(on_disk(os.path.getsize(os.path.join(drive, p)))
               for p in copy + stale if os.path.isfile(os.path.join(drive, p)))
    if need - gain + SLACK > free:
        raise DeployError("%s has %d bytes free but this update needs %d more: delete files "
                          "you do not need from the drive, or bundle with --mpy-cross"
                          % (drive, free, need - gain + SLACK))
    for path in stale:
        os.remove(os.path.join(drive, path))
        log("removed %s" % path)
    copy.sort(key=_order)
    for path in copy:
        target = os.path.join(drive, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(bundle, path), target)
        log("copied  %s" % path)
    if hasattr(os, "sync"):
        os.sync()
    bad = [p for p in sorted(_files(bundle))
           if sha256(os.path.join(drive, p)) != sha256(os.path.join(bundle, p))]
    if bad:
        raise DeployError("these files did not read back as written: %s. The drive may be "
                          "failing or was unplugged; run deploy again" % ", ".join(bad))
    return copy, stale


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.ship.deploy", description=__doc__.split("\n")[0])
    parser.add_argument("--bundle", default=os.path.join("build", "CIRCUITPY"))
    parser.add_argument("--to", metavar="PATH", help="the CIRCUITPY drive (default: find it)")
    args = parser.parse_args(argv)
    try:
        drive = args.to or find_drive()
        copied, removed = deploy(args.bundle, drive)
    except DeployError as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 1
    print("%s: %d copied, %d removed, every bundle file verified by SHA-256"
          % (drive, len(copied), len(removed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
