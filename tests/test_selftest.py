"""The self-test of a new build (main menu, "Self-test"), keys only on the
stand-in device (tools/sim/mpdevice.py), both builds: each of the 17 lights
in turn in red, green, blue and white, alone, named on the OLED with its
place in the chain; then each key of the build asked for and named as it
is pressed, a wrong key named but not taken; BACK twice leaves at any time
(the footer says so), back to the main menu on the self-test's line.
"""
import sys

from firmware import keymap
from firmware.selftest import COLOURS, STEP_MS, name
from tools.sim import appkeys
from tools.sim import mpdevice
MICROPYTHON = True

SEQUENCE = (0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF)  # red, green, blue, white


def _open(build):
    device, sim = mpdevice.make(build)
    from tools.sim.board import Board
    app = Board(device, seed=1)
    app.step()
    sim.press(app, appkeys.label(app, app.menu.chooser, "Self-test"))
    return app, sim


def _back_in_the_menu(app, sim):
    assert app.current is app.menu
    lines, marked = sim.lines()
    assert lines[0] == "Twilight Board" and lines[marked] == "Self-test"
    assert sum(sim.place_colours()) == 0
    assert "firmware.selftest" not in sys.modules


def test_each_light_shows_red_green_blue_and_white_in_turn_alone():
    assert tuple(rgb for _, rgb in COLOURS) == SEQUENCE
    with mpdevice.StandIns():
        for build in ("full", "lite"):
            app, sim = _open(build)
            start = app.now
            for light in range(17):
                for k in range(4):
                    step = light * 4 + k
                    sim.advance(start + step * STEP_MS + 10 - app.now - 20)
                    sim.press(app, (None,))
                    colours = sim.place_colours()
                    assert colours[light] == SEQUENCE[k], (build, light, k, colours)
                    assert sum(colours) == SEQUENCE[k], (build, light, colours)  # alone
                    lines = sim.lines()[0]
                    assert lines[1] == "light %d/17, chain %d" % (light + 1, app.device.layout[light])
                    assert lines[2].endswith(": " + COLOURS[k][0]), lines
                    assert lines[4] == "BACK twice: leave"
            sim.advance(STEP_MS)
            sim.press(app, (None,))
            assert sim.lines()[0][0].startswith("Self-test: keys"), sim.lines()


def test_every_key_of_the_build_is_asked_for_and_named_when_pressed():
    with mpdevice.StandIns():
        for build in ("full", "lite"):
            app, sim = _open(build)
            sim.press(app, ("OK",))  # on to the keys, the lights skipped
            keys = keymap.for_build(build)
            for i in range(len(keys)):
                lines = sim.lines()[0]
                assert lines[0] == "Self-test: keys %d/%d" % (i + 1, len(keys)), lines
                assert lines[1] == "press " + name(keys[i])
                colours = sim.place_colours()
                lit = [p for p in range(17) if colours[p]]
                assert lit == ([keys[i]] if type(keys[i]) is int else []), (build, keys[i], lit)
                wrong = keys[(i + 1) % len(keys)]
                if wrong != keymap.BACK:
                    sim.press(app, (wrong,))  # a wrong wire: named, not taken
                    assert sim.lines()[0][1:3] == ["press " + name(keys[i]), "got " + name(wrong)]
                sim.press(app, (keys[i],))
                assert sim.lines()[0][2] == "got " + name(keys[i]), sim.lines()
            lines = sim.lines()[0]
            assert lines[:2] == ["Self-test: done", "all %d keys answered" % len(keys)]
            assert lines[4] == "OK or BACK: leave"
            sim.press(app, ("OK",))
            _back_in_the_menu(app, sim)


def test_every_key_has_its_own_name():
    for build in keymap.BUILDS:
        names = [name(k) for k in keymap.for_build(build)]
        assert len(set(names)) == len(names) and max(len(n) for n in names) <= 15, names


def test_back_twice_leaves_at_any_time():
    with mpdevice.StandIns():
        for build in ("full", "lite"):
            for keys_first in ((), ("OK",), ("OK",) + keymap.for_build(build)[:2]):
                app, sim = _open(build)
                sim.press(app, keys_first)
                sim.press(app, ("BACK",))
                assert app.current is not app.menu
                assert sim.lines()[0][3] == "BACK again: leave", sim.lines()
                sim.press(app, ("BACK",))
                _back_in_the_menu(app, sim)
