"""tools/ship/deploy.py when things go wrong: a drive that fills up half-way or
fails a rename (the drive keeps a complete, working old set), symbolic links
on the drive (never written through), the boot_out.txt of a board or
CircuitPython version the firmware does not run on, and .mpy files the
board would refuse. CPython only.
"""
import errno
import json
import os
import shutil
import subprocess
import sys
import tempfile

from tests.test_deploy import BOOT_OUT, _bundle, _drive, _read, _refused, _snapshot, _variant, _write
from tools.ship import bundle, deploy

ROOT = bundle.ROOT


def _old_drive():
    """A drive holding an earlier deploy, so every file has an old version,
    and the bundle to deploy over it."""
    drive = _drive()
    changes = {p: _read(os.path.join(_bundle(), p)) + "# old\n"
               for p in deploy._files(_bundle()) if p.endswith(".py") or p == "LICENSE"}
    changes["firmware/gone.py"] = "x = 1\n"  # the new bundle drops it: it goes, once all is in
    deploy.deploy(_variant(changes), drive, log=lambda line: None)
    return drive


def _fails_after(count, module, name, error):
    """Replace module.name by a function that works ``count`` times, then
    raises ``error`` once; return a function that puts the original back."""
    real = getattr(module, name)
    calls = []

    def failing(*args):
        calls.append(args)
        if len(calls) == count + 1:
            raise error
        return real(*args)
    setattr(module, name, failing)
    return lambda: setattr(module, name, real)


def _fails_and_keeps_the_old_drive(module, name, count, words):
    drive = _old_drive()
    before = _snapshot(drive)
    restore = _fails_after(count, module, name, OSError(errno.ENOSPC, "No space left on device"))
    try:
        _refused(drive, words)
    finally:
        restore()
    assert _snapshot(drive) == before  # every file the old version, none missing, none extra
    return drive


def test_a_drive_that_fills_up_half_way_keeps_its_old_files():
    files = len(deploy._files(_bundle()))
    for count in (0, 1, files // 2, files - 1):
        drive = _fails_and_keeps_the_old_drive(shutil, "copyfile", count, [
            "No space left on device", "keeps its old ones", "run deploy again"])
    # With room again, the same deploy goes through.
    deploy.deploy(_bundle(), drive, log=lambda line: None)
    for path, full in deploy._files(_bundle()).items():
        assert bundle.sha256(os.path.join(drive, path)) == bundle.sha256(full), path


def test_a_rename_that_fails_half_way_puts_every_old_file_back():
    files = len(deploy._files(_bundle()))
    for count in (0, 7, files):
        _fails_and_keeps_the_old_drive(os, "replace", count, ["every old file was put back"])


def test_a_failed_write_is_one_message_and_exit_code_1_without_a_traceback():
    drive = _old_drive()
    # A real drive that fills up: a subprocess whose writes fail after 5 files.
    script = ("import errno, shutil, sys\n"
              "from tools.ship import deploy\n"
              "real, n = shutil.copyfile, []\n"
              "def copy(*a):\n"
              "    n.append(1)\n"
              "    if len(n) > 5: raise OSError(errno.ENOSPC, 'No space left on device')\n"
              "    return real(*a)\n"
              "shutil.copyfile = copy\n"
              "sys.exit(deploy.main(sys.argv[1:]))\n")
    done = subprocess.run([sys.executable, "-c", script, "--bundle", _bundle(), "--to", drive],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith("deploy: writing to") and done.stderr.count("\n") == 1


def test_a_symbolic_link_on_the_drive_is_never_written_through():
    outside = tempfile.mkdtemp()
    _write(os.path.join(outside, "pins.py"), "BUILD = 'mine'\n")
    drive = _drive()
    os.symlink(os.path.join(outside, "pins.py"), os.path.join(drive, "firmware", "pins.py"))
    message = _refused(drive, ["firmware/pins.py", "symbolic link", outside])
    assert "nothing was copied" in message
    # A whole folder that is a link (lib/ pointing elsewhere) is refused too.
    drive = _drive()
    shutil.rmtree(os.path.join(drive, "lib"))
    os.symlink(outside, os.path.join(drive, "lib"))
    _refused(drive, ["lib", "symbolic link"])
    assert sorted(os.listdir(outside)) == ["pins.py"]
    assert _read(os.path.join(outside, "pins.py")) == "BUILD = 'mine'\n"


def _boot_out(first_line):
    return first_line + "\r\nBoard ID:some_board\r\n"


def test_boot_out_txt_of_circuitpython_8_or_another_chip_is_refused():
    _refused(_drive(_boot_out(
        "Adafruit CircuitPython 8.2.9 on 2023-12-06; Raspberry Pi Pico W with rp2040")),
        ["CircuitPython 8.2.9", "needs CircuitPython 9.x or 10.x", "hardware/README.md"])
    _refused(_drive(_boot_out(
        "Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit Feather ESP32-S3 with ESP32S3")),
        ["Adafruit Feather ESP32-S3 with ESP32S3", "RP2040 or RP2350", "Pico 2"])
    _refused(_drive("MicroPython v1.27.0 on 2025-12-13; Raspberry Pi Pico with RP2040\n"),
             ["starts 'MicroPython v1.27.0", "CircuitPython 9.x or 10.x"])


def test_boot_out_txt_of_circuitpython_9_or_10_on_a_pico_is_accepted():
    for line in ("Adafruit CircuitPython 9.0.0-alpha.6 on 2023-12-12; Raspberry Pi Pico W with rp2040",
                 "Adafruit CircuitPython 9.2.7 on 2025-04-01; Raspberry Pi Pico 2 with rp2350a",
                 "Adafruit CircuitPython 10.0.3 on 2025-10-17; Raspberry Pi Pico 2 W with rp2350a",
                 BOOT_OUT.split("\r")[0]):
        drive = _drive(_boot_out(line))
        deploy.deploy(_bundle(), drive, log=lambda text: None)
        assert os.path.exists(os.path.join(drive, "code.py")), line


def _compiled(first_byte, mpy_cross):
    """A bundle that claims to be compiled, with one .mpy starting with ``first_byte``."""
    folder = _variant({"lib/neopixel.py": None})
    with open(os.path.join(folder, "lib", "neopixel.mpy"), "wb") as f:
        f.write(first_byte + b"\x06\x00\x1f")
    with open(os.path.join(folder, bundle.MANIFEST)) as f:
        manifest = json.load(f)
    manifest.update(compiled=True, mpy_cross=mpy_cross)
    with open(os.path.join(folder, bundle.MANIFEST), "w") as f:
        json.dump(manifest, f)
    return folder


def test_a_bundle_the_board_would_not_load_is_refused():
    made_by = "CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.3"
    _refused(_drive(), ["lib/neopixel.mpy", "not start with C", "MicroPython"],
             source=_compiled(b"M", "MicroPython v1.27.0 on 2025-12-13; mpy-cross emitting mpy v6.3"))
    ten = _drive(_boot_out("Adafruit CircuitPython 10.0.3 on 2025-10-17; Raspberry Pi Pico with rp2040"))
    _refused(ten, ["CircuitPython 9.2.1", "board runs CircuitPython 10"], source=_compiled(b"C", made_by))
    deploy.deploy(_compiled(b"C", made_by), _drive(), log=lambda text: None)


def test_staging_files_left_by_an_interrupted_deploy_are_cleaned_up():
    drive = _old_drive()
    _write(os.path.join(drive, "firmware", "menu.py" + deploy.NEW), "half written")
    _write(os.path.join(drive, "code.py" + deploy.OLD), "set aside")
    steps = deploy.deploy(_bundle(), drive, log=lambda text: None)
    assert sorted(steps.remove) == ["code.py.deploy-old", "firmware/gone.py",
                                    "firmware/menu.py.deploy-new"]
    assert not any(p.endswith((deploy.NEW, deploy.OLD)) for p in deploy._files(drive))
