"""Copy a bundle (tools.ship.bundle) onto the board's CIRCUITPY drive.

    python -m tools.ship.deploy [--bundle build/CIRCUITPY] [--to PATH] [--force]

Finds the mounted drive (Linux /media/$USER/CIRCUITPY or
/run/media/$USER/CIRCUITPY, macOS /Volumes/CIRCUITPY, Windows: the drive
whose volume label is CIRCUITPY) and copies the files whose contents differ.
A file already on the drive is treated by whether deploy wrote it and it is
unchanged since (the drive's manifest.json, from the last deploy, holds
each file's SHA-256):
  - unchanged since deploy wrote it: replaced, or removed if it is in core/
    or firmware/ and the bundle no longer has it;
  - changed on the drive, or not written by deploy: moved to
    deploy-backup/<date-time>/ before it is replaced; left alone if the
    bundle does not have it, unless it is the .py/.mpy twin of a bundle
    module in core/, firmware/ or lib/ (the board would import it instead):
    then it is moved to the backup folder too;
  - firmware/pins.py changed on the drive (your BUILD and pins) is kept
    unless --force (then it is backed up and replaced); if it lacks a
    setting the new firmware reads, deploy refuses.
Every file kept or backed up is named. Other files (yours, other libraries
in lib/, settings.toml, the board's records/ and nvm_backup.bin) are never
touched.

New files go beside the old ones under temporary names, are read back and
checked by SHA-256, and only then renamed into place, so a drive that fills
up or fails half-way keeps its old, working files. It refuses, before
writing anything: a folder that is not the drive of CircuitPython 9 or 10 on
an RP2040/RP2350 board, a read-only drive, one without room for the new
files, a path on the drive that is a symbolic link, and a bundle of .mpy
files not made by (the board's version of) CircuitPython's mpy-cross.
"""
import argparse
import getpass
import json
import os
import shutil
import sys

from tools.ship.bundle import BLOCK, MANIFEST, on_disk, sha256
from tools.ship.deploy_checks import DeployError, board, bundle_manifest, links, missing_names
from tools.ship.deploy_write import BACKUPS, NEW, OLD, backup_folder, commit, order, stage

LABEL = "CIRCUITPY"
OWNED = ("firmware", "core")  # folders the bundle owns: no one else's modules belong there
PINS = "firmware/pins.py"  # README tells the user to set BUILD there
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


class Plan:
    """What one deploy does, as relative paths: ``copy`` from the bundle,
    ``remove`` (unchanged files of ours the bundle no longer has), ``backup``
    (moved to ``folder`` first: changed on the drive, or not ours) and
    ``keep`` ({path: why it stays as it is})."""

    def __init__(self):
        self.copy, self.remove, self.backup, self.keep = [], [], [], {}
        self.folder = None


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
                      "shows as RPI-RP2, CircuitPython is not installed yet (see hardware/README.md). "
                      "Or name the drive with --to." % looked)


def volume_info(path):
    """(read_only, free bytes, bytes per allocation unit) of ``path``'s file system."""
    free = shutil.disk_usage(path).free
    read_only = not os.access(path, os.W_OK)
    block = BLOCK
    if hasattr(os, "statvfs"):
        stat = os.statvfs(path)
        read_only = read_only or bool(stat.f_flag & os.ST_RDONLY)
        block = stat.f_frsize or stat.f_bsize or block
    return read_only, free, block


def _written(drive):
    """{path: SHA-256} of what the last deploy wrote, from the drive's
    manifest.json; None if there is none we can read."""
    try:
        with open(os.path.join(drive, MANIFEST)) as f:
            return {e["path"]: e["sha256"] for e in json.load(f)["files"]}
    except (OSError, ValueError, KeyError, TypeError):
        return None


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


def _leftover(path, want):
    """A staging file of an interrupted deploy (<bundle file>.deploy-new/old)."""
    return any(path.endswith(end) and path[:-len(end)] in want for end in (NEW, OLD))


def _touched(have, want):
    """Every path (relative) deploy may write, rename or delete on the drive."""
    out = [BACKUPS] + [p + end for p in want for end in ("", NEW, OLD)]
    return out + [p for p in have if p.split("/")[0] in OWNED or _twin(p) in want]


def plan(bundle, drive, force=False):
    """What deploying ``bundle`` to ``drive`` does (a Plan). Stale: what the
    bundle no longer has in firmware/ and core/, and the .py twin of a
    module the bundle now ships as .mpy (or back), which would shadow it."""
    have, want = _files(drive), _files(bundle)
    written = _written(drive)
    steps = Plan()

    def ours(path):
        """Deploy wrote this file and it is unchanged since."""
        if written is None:
            return False
        return path == MANIFEST or written.get(path) == sha256(have[path])

    def why(path):
        if written is None or path not in written:
            return "deploy did not write it (the drive's %s does not list it)" % MANIFEST
        return "it was changed on the drive since the last deploy"

    for path in sorted(want):
        if path in have and sha256(have[path]) == sha256(want[path]):
            continue
        if path in have and not ours(path):
            if path == PINS and not force:
                _keep_pins(steps, want[path], have[path], why(path))
                continue
            steps.backup.append(path)
        steps.copy.append(path)
    for path in sorted(set(have) - set(want)):
        top = path.split("/")[0]
        shadows = _twin(path) in want and top in OWNED + ("lib",)
        if _leftover(path, want) or (top in OWNED or shadows) and ours(path):
            steps.remove.append(path)
        elif shadows:
            steps.backup.append(path)  # it would be imported instead of the bundle's
        elif top in OWNED:
            steps.keep[path] = why(path) + " and the bundle does not have it"
    return steps


def _keep_pins(steps, new, kept, why):
    """Keep the drive's pins.py (the user's BUILD and pins), unless the new
    firmware needs a setting it lacks: then refuse."""
    lacks = missing_names(new, kept)
    if lacks:
        raise DeployError("the drive's %s (%s) lacks %s, which the new firmware needs: add them "
                          "(see %s), or deploy with --force to replace it (your copy goes to "
                          "%s/); nothing was copied" % (PINS, why, ", ".join(lacks), new, BACKUPS))
    steps.keep[PINS] = ("%s; it holds your BUILD and pins. The bundle's is %s; deploy --force "
                        "replaces yours (after backing it up)" % (why, new))


def _space(bundle, drive, steps, free, block):
    """Refuse unless the drive has room for every new file beside the old
    ones (sizes rounded up to the drive's allocation unit) and new folders."""
    new = sum(on_disk(os.path.getsize(os.path.join(bundle, p)), block) for p in steps.copy)
    folders = {os.path.dirname(p) for p in steps.backup} | {
        os.path.dirname(p) for p in steps.copy
        if not os.path.isdir(os.path.join(drive, os.path.dirname(p)))}
    need = new + block * len(folders) + SLACK
    if steps.copy and need > free:
        raise DeployError("%s has %d bytes free but this update needs %d: %d for the %d new files, "
                          "which are written beside the old ones before they replace them, and "
                          "%d to spare. Delete files you do not need from the drive, or bundle "
                          "with --mpy-cross; nothing was copied"
                          % (drive, free, need, new, len(steps.copy), need - new))


def deploy(bundle, drive, log=print, force=False):
    """Bring ``drive`` up to ``bundle``; return the Plan it carried out."""
    want = _files(bundle)
    bundle_manifest(bundle, want, board(drive))
    read_only, free, block = volume_info(drive)
    if read_only:
        hint = "" if os.path.isfile(os.path.join(drive, "boot.py")) else NO_BOOT_PY
        raise DeployError(READ_ONLY % drive + hint)
    linked = links(drive, _touched(_files(drive), want))
    if linked:
        raise DeployError("%s on %s is a symbolic link (to %s) and deploy never writes through "
                          "one (a CIRCUITPY drive cannot hold links): replace it with a real file "
                          "or folder, or point --to at the board's drive; nothing was copied"
                          % (linked[0][0], drive, linked[0][1]))
    steps = plan(bundle, drive, force)
    _space(bundle, drive, steps, free, block)
    for path, reason in sorted(steps.keep.items()):
        log("kept      %s: %s" % (path, reason))
    if steps.backup:
        steps.folder = backup_folder(drive)
    if steps.copy or steps.remove or steps.backup:
        commit(drive, steps, stage(bundle, drive, steps))
    for path in steps.backup:
        log("backed up %s to %s/%s (%s)" % (path, steps.folder, path, "then replaced it"
                                             if path in steps.copy else "it would shadow the "
                                             "bundle's %s" % _twin(path)))
    for path in steps.remove:
        log("removed   %s" % path)
    for path in sorted(steps.copy, key=order):
        log("copied    %s" % path)
    return steps


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.ship.deploy", description=__doc__.split("\n")[0],
                                     epilog=__doc__.split("\n\n", 2)[2],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundle", default=os.path.join("build", "CIRCUITPY"))
    parser.add_argument("--to", metavar="PATH", help="the CIRCUITPY drive (default: find it)")
    parser.add_argument("--force", action="store_true",
                        help="also replace a firmware/pins.py changed on the drive (it is backed up)")
    args = parser.parse_args(argv)
    try:
        drive = args.to or find_drive()
        steps = deploy(args.bundle, drive, force=args.force)
    except (DeployError, OSError) as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 1
    print("%s: %d copied and verified by SHA-256, %d removed, %d backed up%s, %d kept as they were"
          % (drive, len(steps.copy), len(steps.remove), len(steps.backup),
             " in " + steps.folder if steps.folder else "", len(steps.keep)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
