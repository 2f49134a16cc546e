"""tools/ship/deploy.py against temporary folders posing as CIRCUITPY drives:
a normal drive, one read-only, one full, and a folder that is no
CircuitPython drive. CPython only.
"""
import os
import shutil
import tempfile

from tools.ship import bundle

from tools.ship import deploy
BOOT_OUT = "Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n"
_BUNDLE = []


def _bundle():
    """One bundle for the whole module (deploy never writes to it)."""
    if not _BUNDLE:
        folder = os.path.join(tempfile.mkdtemp(), "CIRCUITPY")
        bundle.build(folder)
        _BUNDLE.append(folder)
    return _BUNDLE[0]


def _write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def _drive(boot_out=True):
    """A fresh folder like a CIRCUITPY drive in use: the user's own files, an
    old firmware module the bundle no longer has, another library."""
    drive = tempfile.mkdtemp()
    if boot_out:
        _write(os.path.join(drive, "boot_out.txt"), BOOT_OUT)
    _write(os.path.join(drive, "notes.txt"), "my notes")
    _write(os.path.join(drive, "firmware", "retired.py"), "old = 1\n")
    _write(os.path.join(drive, "lib", "adafruit_motor.py"), "# the user's\n")
    return drive


def _snapshot(drive):
    out = {}
    for top, dirs, names in os.walk(drive):
        for name in names:
            path = os.path.join(top, name)
            with open(path, "rb") as f:
                out[os.path.relpath(path, drive)] = f.read()
    return out


def _refused(drive, words):
    before = _snapshot(drive)
    try:
        deploy.deploy(_bundle(), drive, log=lambda line: None)
    except deploy.DeployError as err:
        message = str(err)
    else:
        raise AssertionError("deploy went ahead")
    for word in words:
        assert word in message, (word, message)
    assert _snapshot(drive) == before, "wrote to a drive it refused"
    return message


def _with_volume(read_only, free, call):
    saved = deploy.volume_info
    deploy.volume_info = lambda path: (read_only, free)
    try:
        return call()
    finally:
        deploy.volume_info = saved


def test_first_deploy_copies_everything_and_keeps_the_users_files():
    drive = _drive()
    copied, removed = deploy.deploy(_bundle(), drive, log=lambda line: None)
    for top, dirs, names in os.walk(_bundle()):
        for name in names:
            relative = os.path.relpath(os.path.join(top, name), _bundle())
            assert bundle.sha256(os.path.join(drive, relative)) == \
                bundle.sha256(os.path.join(top, name)), relative
    assert removed == ["firmware/retired.py"]
    assert os.path.exists(os.path.join(drive, "notes.txt"))
    assert os.path.exists(os.path.join(drive, "lib", "adafruit_motor.py"))
    assert copied[-1] == "code.py"  # last: the board restarts when it changes
    # A second run finds nothing to do.
    assert deploy.deploy(_bundle(), drive, log=lambda line: None) == ([], [])


def test_only_changed_files_are_copied_and_a_py_twin_of_an_mpy_goes():
    drive = _drive()
    deploy.deploy(_bundle(), drive, log=lambda line: None)
    _write(os.path.join(drive, "firmware", "menu.py"), "# edited on the board\n")
    _write(os.path.join(drive, "lib", "neopixel.mpy"), "old compiled")
    copied, removed = deploy.deploy(_bundle(), drive, log=lambda line: None)
    assert copied == ["firmware/menu.py"]
    assert removed == ["lib/neopixel.mpy"]  # it would shadow the bundle's neopixel.py


def test_a_file_that_reads_back_wrong_is_reported():
    drive = _drive()
    real = shutil.copyfile

    def flaky(source, target):
        real(source, target)
        if target.endswith("layout.py"):
            with open(target, "ab") as f:
                f.write(b"\x00")
    deploy.shutil.copyfile = flaky
    try:
        deploy.deploy(_bundle(), drive, log=lambda line: None)
    except deploy.DeployError as err:
        assert "firmware/layout.py" in str(err) and "run deploy again" in str(err)
    else:
        raise AssertionError("a bad copy went unnoticed")
    finally:
        deploy.shutil.copyfile = real


def test_a_folder_without_boot_out_txt_is_refused():
    _refused(_drive(boot_out=False), ["not a CircuitPython drive", "boot_out.txt"])


def test_a_read_only_drive_is_refused_with_the_back_at_power_up_rule():
    drive = _drive()
    _write(os.path.join(drive, "boot.py"), "import storage\n")
    message = _with_volume(True, 10 ** 9, lambda: _refused(drive, ["read-only", "hold BACK"]))
    assert "plug it in" in message and "no boot.py" not in message
    # Without a boot.py the computer chose read-only: say how to recover.
    message = _with_volume(True, 10 ** 9, lambda: _refused(_drive(), ["hold BACK", "no boot.py"]))
    assert "repair" in message


def test_a_full_drive_is_refused_naming_the_space_needed():
    message = _with_volume(False, 1000, lambda: _refused(_drive(), ["1000 bytes free", "needs"]))
    needed = int(message.split("needs ")[1].split(" ")[0])
    assert needed > 100000  # the whole bundle: it is not on the drive yet


def test_an_up_to_date_drive_needs_no_space():
    drive = _drive()
    deploy.deploy(_bundle(), drive, log=lambda line: None)
    assert _with_volume(False, deploy.SLACK, lambda: deploy.deploy(
        _bundle(), drive, log=lambda line: None)) == ([], [])


def test_command_line_names_the_drive_and_counts():
    drive = _drive()
    assert deploy.main(["--bundle", _bundle(), "--to", drive]) == 0
    assert deploy.main(["--bundle", _bundle(), "--to", tempfile.mkdtemp()]) == 1
