"""How to play and the self-test on the desktop simulator's real drivers
(tools/sim/headless.py: the SSD1306 driver's pixels, the NeoPixel strip's
bytes, the key scanner's events), both builds. The OLED is read back from
its pixels (tests/test_app_driver.py), so a page is checked as a person
sees it. CPython only (Blinka); the logic runs in both tiers in
tests/test_howto.py and tests/test_selftest.py.
"""
from firmware import keymap
from firmware.selftest import STEP_MS, name
from tests.test_app_driver import oled_lines, pick_label, press, start, tap


def test_a_dance_cities_page_shows_its_rows_and_lights_them():
    for build in ("full", "lite"):
        app, sim = start(build)
        with sim:
            pick_label(app, sim, app.menu.chooser, "Twilight Dance")
            pick_label(app, sim, app.menu.chooser, "How to play")
            for _ in range(40):
                lines, marked = oled_lines(sim)
                if lines[0] == "The cities":
                    break
                tap(app, sim, None if lines[1].startswith("loading") else "OK")
            assert lines == ["The cities", "North, rows 1 and 2:", "OSL CPH STO HEL",
                             "LON AMS WAR MOS", "OK: next, BACK: done"], lines
            assert marked is None
            lit = [p for p, rgb in enumerate(sim.place_colours()) if rgb != (0, 0, 0)]
            assert lit == list(range(8))
            tap(app, sim, "BACK")
            assert oled_lines(sim)[0][0] == "Twilight Dance"


def test_the_self_test_reaches_the_strip_and_names_the_scanned_keys():
    for build in ("full", "lite"):
        app, sim = start(build)
        with sim:
            pick_label(app, sim, app.menu.chooser, "Self-test")
            seen = []
            for step in range(4 * 17):
                shown = sim.place_colours()
                lit = [p for p in range(17) if shown[p] != (0, 0, 0)]
                assert lit == [step // 4], (step, lit)
                seen.append(tuple(channel > 0 for channel in shown[lit[0]]))
                sim.advance(STEP_MS)
                app.step()
            assert seen == [(True, False, False), (False, True, False), (False, False, True),
                            (True, True, True)] * 17
            keys = keymap.for_build(build)
            for number in range(len(keys)):  # by key number: the scanner's own
                tap(app, sim, number)
                assert oled_lines(sim)[0][2] == "got " + name(keys[number])
            assert oled_lines(sim)[0][0] == "Self-test: done"
            press(app, sim, ("BACK",))
            assert app.current is app.menu
