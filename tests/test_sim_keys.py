"""The keys: the keypad stand-in behaves like CircuitPython's keypad, the
key maps name every key of both builds, and Device.read_keys turns raw
events into meanings and survives a lost event.

CPython only.
"""
import tools.sim  # noqa: F401  (points Blinka at no real board before it loads)
from firmware import keymap
from tools.sim.headless import make_sim_device
from tools.sim.headless import Clock
from tools.sim.keys import TICKS_PERIOD, Event, Keys


def _drain(keys):
    out = []
    event = keys.events.get()
    while event is not None:
        out.append((event.key_number, event.pressed, event.released, event.timestamp))
        event = keys.events.get()
    return out


def test_events_come_out_in_order_with_their_times():
    clock = Clock()
    keys = Keys(4, clock=clock)
    keys.press(3)
    clock.advance(10)
    keys.release(3)
    clock.advance(5)
    keys.press(0)
    keys.press(1)
    assert len(keys.events) == 4 and keys.events
    got = _drain(keys)
    assert [(n, p, r) for n, p, r, _ in got] == [
        (3, True, False), (3, False, True), (0, True, False), (1, True, False)]
    times = [t for _, _, _, t in got]
    assert [t - times[0] for t in times] == [0, 10, 15, 15]
    assert keys.events.get() is None and not keys.events


def test_get_into_reuses_an_event():
    keys = Keys(2, clock=Clock())
    keys.press(1)
    event = Event()
    assert keys.events.get_into(event)
    assert (event.key_number, event.pressed) == (1, True)
    assert event == Event(1, True)
    assert not keys.events.get_into(event)
    assert event.key_number == 1


def test_timestamps_wrap_like_supervisor_ticks_ms():
    # The board's keypad clock wraps every 2**29 ms, starting about a minute
    # before its first wrap: code must compare timestamps by difference.
    clock = Clock()
    keys = Keys(1, clock=clock)
    keys.press(0)
    clock.advance(70000)
    keys.release(0)
    first, second = [t for _, _, _, t in _drain(keys)]
    assert second < first
    assert (second - first) % TICKS_PERIOD == 70000


def test_only_real_changes_make_events():
    keys = Keys(3, clock=Clock())
    keys.release(0)          # already up
    keys.press(1)
    keys.press(1)            # already down
    keys.release(1)
    keys.release(1)          # already up
    assert [(n, p) for n, p, _, _ in _drain(keys)] == [(1, True), (1, False)]


def test_a_full_queue_drops_new_events_and_says_so():
    keys = Keys(3, clock=Clock(), max_events=4)
    for n in range(3):
        keys.press(n)
    assert not keys.events.overflowed
    for n in range(3):
        keys.release(n)
    assert keys.events.overflowed
    # The oldest four survive; the last two were dropped.
    assert [(n, p) for n, p, _, _ in _drain(keys)] == [(0, True), (1, True), (2, True), (0, False)]
    assert keys.events.overflowed  # reading does not clear the flag
    keys.events.clear()
    assert not keys.events.overflowed


def test_unknown_key_numbers_are_refused():
    keys = Keys(6, clock=Clock())
    for bad in (-1, 6):
        try:
            keys.press(bad)
        except ValueError as err:
            assert repr(bad) in str(err)
        else:
            raise AssertionError("pressed key %r of 6" % bad)


def test_full_build_has_a_key_under_every_light_and_menu_back_ok():
    full = keymap.for_build("full")
    assert len(full) == 20  # the 5 x 4 matrix
    for place in range(17):
        # Matrix rows 0..3 are the grid cells, row 4 starts with the centre.
        assert full.index(place) == place
    for name in ("MENU", "BACK", "OK"):
        assert full.count(name) == 1
    assert full[16:] == (16, "MENU", "BACK", "OK")


def test_lite_build_has_six_buttons():
    assert keymap.for_build("lite") == ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")


def test_unknown_build_is_refused():
    for bad in ("mini", "", None):
        try:
            keymap.for_build(bad)
        except ValueError as err:
            assert repr(bad) in str(err)
        else:
            raise AssertionError("build %r accepted" % bad)
    try:
        make_sim_device("mini")
    except ValueError as err:
        assert "'mini'" in str(err)
    else:
        raise AssertionError("simulated a board of build 'mini'")


def test_device_reads_keys_as_meanings_on_both_builds():
    device, sim = make_sim_device("full")
    with sim:
        sim.press(5)
        sim.tap("MENU")
        sim.tap(16)
        assert device.read_keys() == [
            (5, True), ("MENU", True), ("MENU", False), (16, True), (16, False)]
        assert device.read_keys() == []
        assert not device.keys_lost
    device, sim = make_sim_device("lite")
    with sim:
        sim.tap("UP")
        sim.press("BACK")
        assert device.read_keys() == [("UP", True), ("UP", False), ("BACK", True)]
        try:
            sim.tap("MENU")
        except ValueError as err:
            assert "lite" in str(err) and "MENU" in str(err)
        else:
            raise AssertionError("the lite build has no MENU key")


def test_after_an_overflow_the_device_starts_over_from_the_held_keys():
    device, sim = make_sim_device("full")
    with sim:
        sim.press("OK")
        for _ in range(40):      # mashing: 80 events for a 64-event queue
            sim.tap(3, hold_ms=5)
        assert device.keys.events.overflowed
        # Lost events: drop them all and report what is held right now.
        assert device.read_keys() == [("OK", True)]
        assert device.keys_lost
        assert not device.keys.events.overflowed
        sim.release("OK")
        assert device.read_keys() == [("OK", False)]
        assert not device.keys_lost
