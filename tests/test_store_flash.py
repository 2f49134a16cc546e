"""The nvm model behaves as CircuitPython's RP2040 nvm does (read in
ports/raspberrypi/common-hal/nvm/ByteArray.c, see docs/storage.md): the
store's power-cut and wear figures are only as true as this model.
"""
from tools.sim.flashmodel import Flash, PowerCut
from tests.util import raises

MICROPYTHON = True


def test_writing_into_erased_bytes_programs_pages_and_erases_nothing():
    flash = Flash()
    flash[10:20] = b"0123456789"
    assert flash.erases == 0 and flash.programs == 1
    flash[250:260] = b"abcdefghij"  # crosses a 256-byte page boundary
    assert flash.erases == 0 and flash.programs == 3
    flash[20] = 0x41
    assert flash[10:21] == b"0123456789A" and flash[21] == 0xFF


def test_any_write_onto_programmed_bytes_rewrites_the_whole_sector():
    flash = Flash()
    flash[0:4] = b"abcd"
    flash[1000:1003] = b"xyz"
    flash[2] = ord("Z")
    assert flash.erases == 1 and flash.programs == 2 + 16
    assert flash[0:4] == b"abZd" and flash[1000:1003] == b"xyz" and flash[5] == 0xFF
    flash[4:8] = b"\x0f\x0f\x0f\x0f"
    flash[4:8] = b"\x00\x00\x00\x00"  # only clearing bits: CircuitPython still erases
    assert flash.erases == 2
    flash[4:8] = b"\x00\x00\x00\x00"  # the very same bytes again: erases again
    assert flash.erases == 3


def test_reads_and_bad_writes_are_refused_as_nvm_refuses_them():
    flash = Flash(64)
    assert len(flash) == 64 and flash[-1] == 0xFF and len(flash[60:100]) == 4
    assert type(flash[0:2]) is bytearray

    def put(start, stop, value):
        flash[start:stop] = value

    raises(put, 0, 4, b"abc")
    raises(flash.__setitem__, 3, 256)
    try:
        flash[0:4:2] = b"ab"
        raise AssertionError("a stepped slice was written")
    except NotImplementedError:
        pass
    assert flash.writes == 0


def test_a_cut_program_leaves_the_bytes_before_it_and_part_of_one_byte():
    for partial in (False, True):
        flash = Flash()
        flash.cut(3, partial)
        try:
            flash[0:8] = b"\x00" * 8
            raise AssertionError("no cut")
        except PowerCut:
            pass
        assert flash[0:3] == b"\x00\x00\x00" and flash[4:8] == b"\xff" * 4
        assert (flash[3] == 0xFF) != partial  # seed 1 clears some bits, not none
        flash.cut(None)
        assert flash.steps == 3


def test_a_cut_erase_leaves_only_more_bits_set_and_after_it_all_is_erased():
    flash = Flash(256)
    flash[0:256] = bytes(256)
    flash.cut(0)
    try:
        flash[0] = 1
        raise AssertionError("no cut")
    except PowerCut:
        pass
    assert flash.erases == 1 and flash[0:256] != bytes(256)
    flash = Flash(256, bytes(256))
    flash.cut(1)  # the erase is done, the first byte's program is cut
    try:
        flash[0] = 1
        raise AssertionError("no cut")
    except PowerCut:
        pass
    assert flash[0:256] == b"\xff" * 256
