"""What boot.py does at power-up: decide who may write the CIRCUITPY drive.

CircuitPython lets only one side write the drive at a time. Normally the
board takes it (``storage.remount("/", readonly=False)``) so it can export
finished games to /records/, and the computer sees it read-only. Holding
BACK while plugging in leaves the drive to the computer, for editing the
code. The CircuitPython modules are parameters, so tests pass stand-ins.
"""
from firmware import keymap, pins
def back_wiring(build):
    """How to read BACK in ``build``: (pin to drive high or None, pin to
    read, its pull, the value it reads while BACK is held).

    Lite: BACK's own button to ground, pulled up: held reads low. Full: BACK
    is a matrix key whose diode has its anode on the column (the
    ``columns_to_anodes=True`` of ``firmware.hardware``): drive the column
    high and the row, pulled down, reads high through the diode. Other keys
    held with it cannot fake or hide that: their diodes only conduct from
    a column into a row, and no other column is driven.
    """
    if build == "lite":
        return None, pins.LITE_KEYS[keymap.LITE.index(keymap.BACK)], "UP", False
    if build != "full":
        raise ValueError("unknown build %r" % (build,))
    number = keymap.FULL.index(keymap.BACK)
    columns = len(pins.MATRIX_COLUMNS)
    return pins.MATRIX_COLUMNS[number % columns], pins.MATRIX_ROWS[number // columns], "DOWN", True


def back_held(board, digitalio, build=pins.BUILD):
    """True while BACK is held; every pin it takes is released again."""
    drive_name, sense_name, pull, held = back_wiring(build)
    sense = digitalio.DigitalInOut(getattr(board, sense_name))
    try:
        sense.switch_to_input(pull=getattr(digitalio.Pull, pull))
        if drive_name is None:
            return sense.value == held
        drive = digitalio.DigitalInOut(getattr(board, drive_name))
        try:
            drive.switch_to_output(value=True)
            return sense.value == held
        finally:
            drive.deinit()
    finally:
        sense.deinit()


def boot(board, digitalio, storage, build=pins.BUILD, log=print):
    """Give the drive to the board unless BACK is held. Returns "edit"
    (BACK held: the computer may write), "play" (the board may write) or
    "error": anything going wrong leaves CircuitPython's default (the
    computer may write) and is logged (boot_out.txt), never raised, so the
    board always goes on to code.py."""
    try:
        if back_held(board, digitalio, build):
            log("BACK held: CIRCUITPY stays writable from the computer")
            return "edit"
        storage.remount("/", readonly=False)
        return "play"
    except Exception as err:  # nothing may stop the boot
        log("boot: %s: %s; CIRCUITPY stays writable from the computer"
            % (type(err).__name__, err))
        return "error"
