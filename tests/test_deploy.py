"""tools/ship/deploy.py against temporary folders posing as CIRCUITPY drives:
a normal drive, one read-only, one full, a folder that is no CircuitPython
drive, and drives holding the user's own files and edits (which deploy
keeps or backs up, never deletes). CPython only.
"""
import json
import os
import shutil
import tempfile

from tools.ship import bundle, deploy

BOOT_OUT = ("Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\r\n"
            "Board ID:raspberry_pi_pico\r\n")
_BUNDLE = []


def _bundle():
    """One bundle for the whole module (deploy never writes to it)."""
    if not _BUNDLE:
        folder = os.path.join(tempfile.mkdtemp(), "CIRCUITPY")
        bundle.build(folder)
        _BUNDLE.append(folder)
    return _BUNDLE[0]


def _variant(changes):
    """A copy of the bundle with ``changes`` ({path: new text, or None to
    leave the file out}) and a manifest that matches, like a later build."""
    folder = os.path.join(tempfile.mkdtemp(), "CIRCUITPY")
    shutil.copytree(_bundle(), folder)
    for path, text in changes.items():
        if text is None:
            os.remove(os.path.join(folder, path))
        else:
            _write(os.path.join(folder, path), text)
    with open(os.path.join(folder, bundle.MANIFEST)) as f:
        manifest = json.load(f)
    manifest["files"] = [{"path": path, "sha256": bundle.sha256(full), "from": "project",
                          "bytes": os.path.getsize(full)}
                         for path, full in sorted(deploy._files(folder).items())
                         if path != bundle.MANIFEST]
    with open(os.path.join(folder, bundle.MANIFEST), "w") as f:
        json.dump(manifest, f)
    return folder


def _write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def _read(path):
    with open(path) as f:
        return f.read()


def _drive(boot_out=BOOT_OUT):
    """A fresh folder like a CIRCUITPY drive in use: the user's own files, a
    module of theirs in firmware/, another library."""
    drive = tempfile.mkdtemp()
    if boot_out:
        _write(os.path.join(drive, "boot_out.txt"), boot_out)
    _write(os.path.join(drive, "notes.txt"), "my notes")
    _write(os.path.join(drive, "firmware", "retired.py"), "old = 1\n")
    _write(os.path.join(drive, "lib", "adafruit_motor.py"), "# the user's\n")
    return drive


def _snapshot(drive):
    out = {}
    for top, dirs, names in os.walk(drive):
        for name in dirs + names:
            path = os.path.join(top, name)
            if os.path.isdir(path):
                out[os.path.relpath(path, drive) + "/"] = None
            else:
                with open(path, "rb") as f:
                    out[os.path.relpath(path, drive)] = f.read()
    return out


def _quiet(source, drive, **kw):
    lines = []
    steps = deploy.deploy(source, drive, log=lines.append, **kw)
    return steps, "\n".join(lines)


def _refused(drive, words, source=None):
    before = _snapshot(drive)
    try:
        deploy.deploy(source or _bundle(), drive, log=lambda line: None)
    except deploy.DeployError as err:
        message = str(err)
    else:
        raise AssertionError("deploy went ahead")
    for word in words:
        assert word in message, (word, message)
    assert _snapshot(drive) == before, "wrote to a drive it refused"
    return message


def _with_volume(read_only, free, call, block=512):
    saved = deploy.volume_info
    deploy.volume_info = lambda path: (read_only, free, block)
    try:
        return call()
    finally:
        deploy.volume_info = saved


def _same_as_bundle(drive, source, but=()):
    for path, full in deploy._files(source).items():
        if path not in but:
            assert bundle.sha256(os.path.join(drive, path)) == bundle.sha256(full), path


def test_first_deploy_copies_everything_and_keeps_the_users_files():
    drive = _drive()
    steps, said = _quiet(_bundle(), drive)
    _same_as_bundle(drive, _bundle())
    # The user's module in firmware/ is no file deploy wrote: it stays, and is named.
    assert steps.remove == [] and list(steps.keep) == ["firmware/retired.py"]
    assert _read(os.path.join(drive, "firmware", "retired.py")) == "old = 1\n"
    assert "kept      firmware/retired.py: deploy did not write it" in said
    assert _read(os.path.join(drive, "notes.txt")) == "my notes"
    assert os.path.exists(os.path.join(drive, "lib", "adafruit_motor.py"))
    assert sorted(steps.copy, key=deploy.order)[-1] == "code.py"  # the board restarts on it
    assert said.split("\n")[-1] == "copied    code.py"
    # A second run finds nothing to do.
    again = deploy.deploy(_bundle(), drive, log=lambda line: None)
    assert (again.copy, again.remove, again.backup) == ([], [], [])


def test_a_stale_module_of_ours_goes_but_ones_the_user_added_or_changed_stay():
    drive = _drive()
    older = _variant({"firmware/gone.py": "x = 1\n", "core/edited.py": "y = 2\n"})
    deploy.deploy(older, drive, log=lambda line: None)
    _write(os.path.join(drive, "core", "edited.py"), "y = 3  # mine\n")
    steps, said = _quiet(_bundle(), drive)
    assert steps.remove == ["firmware/gone.py"]  # ours, unchanged since we wrote it
    assert not os.path.exists(os.path.join(drive, "firmware", "gone.py"))
    assert sorted(steps.keep) == ["core/edited.py", "firmware/retired.py"]
    assert _read(os.path.join(drive, "core", "edited.py")) == "y = 3  # mine\n"
    assert "core/edited.py: it was changed on the drive since the last deploy" in said
    _same_as_bundle(drive, _bundle())


def test_a_file_changed_on_the_drive_is_backed_up_before_it_is_replaced():
    drive = _drive()
    deploy.deploy(_bundle(), drive, log=lambda line: None)
    _write(os.path.join(drive, "firmware", "menu.py"), "# edited on the board\n")
    _write(os.path.join(drive, "lib", "neopixel.mpy"), "the user's compiled one")
    steps, said = _quiet(_bundle(), drive)
    assert steps.copy == ["firmware/menu.py"] and steps.remove == []
    # The .mpy twin would be imported instead of the bundle's neopixel.py: it
    # moves to the backup folder with the edited menu.py.
    assert steps.backup == ["firmware/menu.py", "lib/neopixel.mpy"]
    assert steps.folder.startswith("deploy-backup/")
    backup = os.path.join(drive, steps.folder)
    assert _read(os.path.join(backup, "firmware", "menu.py")) == "# edited on the board\n"
    assert _read(os.path.join(backup, "lib", "neopixel.mpy")) == "the user's compiled one"
    assert not os.path.exists(os.path.join(drive, "lib", "neopixel.mpy"))
    assert "backed up firmware/menu.py to %s/firmware/menu.py" % steps.folder in said
    _same_as_bundle(drive, _bundle())


def test_pins_py_edited_on_the_drive_is_kept_unless_forced():
    drive = _drive()
    deploy.deploy(_bundle(), drive, log=lambda line: None)
    pins = os.path.join(drive, "firmware", "pins.py")
    mine = _read(pins).replace('BUILD = "full"', 'BUILD = "lite"')
    _write(pins, mine)
    newer = _variant({"firmware/pins.py": _read(pins).replace("lite", "full") + "# new\n"})
    steps, said = _quiet(newer, drive)
    assert "firmware/pins.py" in steps.keep and "firmware/pins.py" not in steps.copy
    assert _read(pins) == mine
    assert "kept      firmware/pins.py: it was changed on the drive" in said and "--force" in said
    _same_as_bundle(drive, newer, but=["firmware/pins.py"])
    steps, said = _quiet(newer, drive, force=True)
    assert steps.copy == ["firmware/pins.py"] and steps.backup == ["firmware/pins.py"]
    assert _read(os.path.join(drive, steps.folder, "firmware", "pins.py")) == mine
    _same_as_bundle(drive, newer)


def test_a_kept_pins_py_without_a_setting_the_new_firmware_needs_is_refused():
    drive = _drive()
    deploy.deploy(_bundle(), drive, log=lambda line: None)
    pins = os.path.join(drive, "firmware", "pins.py")
    _write(pins, _read(pins).replace('"full"', '"lite"'))
    newer = _variant({"firmware/pins.py": _read(pins) + 'LIGHT_SENSOR = "GP26"\n',
                      "firmware/menu.py": "# new menu\n"})
    message = _refused(drive, ["firmware/pins.py", "lacks LIGHT_SENSOR", "--force"], source=newer)
    assert "nothing was copied" in message


def test_a_file_that_reads_back_wrong_is_reported_and_nothing_is_replaced():
    drive = _drive()
    older = _variant({"firmware/layout.py": "# an older layout\n"})
    deploy.deploy(older, drive, log=lambda line: None)
    before = _snapshot(drive)
    real = shutil.copyfile

    def flaky(source, target):
        real(source, target)
        if "layout.py" in target:
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
    assert _snapshot(drive) == before


def test_a_folder_without_boot_out_txt_is_refused():
    _refused(_drive(boot_out=None), ["not a CircuitPython drive", "boot_out.txt"])


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
    needed = int(message.split("needs ")[1].split(":")[0])
    assert needed > 100000  # the whole bundle: it is not on the drive yet


def test_free_space_counts_whole_allocation_units_and_the_new_copies_beside_the_old():
    drive = _drive()
    deploy.deploy(_bundle(), drive, log=lambda line: None)
    # Replacing 40 small files: their new copies are written before the old
    # ones go, each in whole 4 KB clusters on this drive.
    newer = _variant({p: _read(os.path.join(_bundle(), p)) + "# v2\n"
                      for p in [p for p in sorted(deploy._files(_bundle())) if p.endswith(".py")][:40]})
    sizes = [os.path.getsize(os.path.join(newer, p)) for p in deploy._files(newer)
             if bundle.sha256(os.path.join(newer, p)) != bundle.sha256(os.path.join(_bundle(), p))]
    need = sum(-(-size // 4096) * 4096 for size in sizes) + deploy.SLACK
    assert len(sizes) == 41 and need > sum(sizes) + deploy.SLACK + 40 * 512  # not 512-byte blocks
    free = need - 1
    message = _with_volume(False, free, lambda: _refused(drive, ["%d bytes free" % free],
                                                         source=newer), block=4096)
    assert int(message.split("needs ")[1].split(":")[0]) == need
    _with_volume(False, free + 1, lambda: deploy.deploy(newer, drive, log=lambda line: None),
                 block=4096)
    _same_as_bundle(drive, newer)


def test_an_up_to_date_drive_needs_no_space():
    drive = _drive()
    deploy.deploy(_bundle(), drive, log=lambda line: None)
    steps = _with_volume(False, 0, lambda: deploy.deploy(_bundle(), drive, log=lambda line: None))
    assert steps.copy == [] and steps.remove == []


def test_command_line_names_the_drive_and_counts():
    drive = _drive()
    assert deploy.main(["--bundle", _bundle(), "--to", drive]) == 0
    assert deploy.main(["--bundle", _bundle(), "--to", tempfile.mkdtemp()]) == 1
