"""The desktop simulator window (tools/simulator.py), headless, in-process.

What the window draws must be what the simulated device outputs: lights at
firmware.layout's positions in the colours the strip received, the OLED
pixels exactly, overlay labels from the games' own tables, and keyboard keys
reaching the app. CPython only (pygame).
"""
import pytest

from core import new_game
from core.dance.board import CITIES
from core.rng import Rng
from core.venice.rules import MANSION
from firmware import layout
from firmware import play
from firmware.play import dance as play_dance
from firmware.play import venice as play_venice
from firmware.app import FRAME_MS
from firmware.store import export
from tools import simulator as simulator_module
from tools.sim import pictures
from tools.sim.overlay import overlay
from tools.simulator import Simulator
from tools.sim.window import parse_keys
from tests.util import play_random

pygame = simulator_module.pygame
DANCE = "OK,MENU,MENU,MENU,MENU,MENU,OK,OK,OK,MENU,OK,OK,OK,0,OK,OK,OK,10,OK"  # SIS a person; two pieces placed, SIS on turn
LOADING = 30  # frames after Start until the game shows (a module a frame: firmware/loading.py)


@pytest.fixture
def make():
    made = []

    def build(kind="full", keys="", seed=3, scale=2):
        sim = Simulator(kind, scale=scale, seed=seed, headless=True)
        made.append(sim)
        sim.run_script(parse_keys(keys, kind))
        return sim
    yield build
    for sim in made:
        sim.close()


def oled_pixels(sim):
    return pygame.image.tobytes(sim.window.subsurface(sim.oled_rect), "RGB")


def test_lights_sit_where_layout_puts_them_in_the_strip_colours(make):
    sim = make(keys=DANCE)
    colours = sim.sim.place_colours()
    assert colours[0][0] > 0 and colours[10][2] > 0  # KGB on OSL, SIS on PRG
    origin = sim.board_rect.topleft
    for where in range(layout.COUNT):
        x, y = layout.position(where)
        at = (origin[0] + x * sim.cell // 2, origin[1] + y * sim.cell // 2)
        assert tuple(sim.window.get_at(at))[:3] == pictures.light_rgb(colours[where]), where


def test_oled_area_is_the_panel_frame_scaled(make):
    sim = make(keys="MENU")
    frame = sim.sim.frame()
    assert any(frame.bits)
    width, height, rgb = pictures.oled_picture(frame, contrast=sim.sim.oled.contrast, scale=sim.scale)
    assert sim.oled_rect.size == (width, height)
    assert oled_pixels(sim) == rgb


@pytest.mark.parametrize("build, key", [("full", pygame.K_m), ("lite", pygame.K_DOWN)])
def test_a_keyboard_key_moves_the_menu_highlight(make, build, key):
    sim = make(build)
    before = oled_pixels(sim)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0))
        assert sim.pump()
        sim.step(FRAME_MS)
    assert sim.app.menu.chooser.index == 1
    assert oled_pixels(sim) != before


def test_clicking_a_light_presses_its_key_and_ctrl_q_quits(make):
    sim = make()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=sim.light_centre(layout.CENTRE)))
    assert sim.pump()
    event = sim.device.keys.events.get()
    assert (event.key_number, event.pressed) == (layout.CENTRE, True)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=pygame.KMOD_LCTRL))
    assert not sim.pump()


def test_overlay_labels_come_from_the_game_tables(make):
    sim = make()
    assert sim.drawn_labels == [""] * layout.COUNT  # menus: a blank sheet
    sim.run_script(parse_keys(DANCE, "full"))
    sim.run_script([], frames=LOADING)  # the title's program loads its modules
    assert sim.drawn_labels == list(CITIES) + [play_dance.BERLIN_NAME]
    sim = make(keys="MENU,OK,MENU,MENU,OK", seed=5)  # Venice: past its two seats to Start
    sim.run_script([], frames=LOADING)
    assert type(sim.app.current.board).__name__ == "Board" and sim.app.game.NAME == "venice"
    for index, where in enumerate(play_venice.TRACK):
        space = index - 8
        assert sim.drawn_labels[where] == ("%+d" % space if space else "0")
        assert (where in overlay(sim.app).accent) == (abs(space) >= MANSION)


def test_rift_sheet_names_the_positions_of_the_view(make):
    sim = make(keys="MENU,MENU,OK,MENU,MENU,OK", seed=2)  # Rift: past Ring and Contest to Start
    sim.run_script([], frames=LOADING)
    game = sim.app.current
    assert type(game).__name__ == "Play" and game.state == play.PICK
    grid = game.view["grid"]
    for r in range(3):
        for c in range(3):
            want = "Gate" if grid[r][c] == "I" else grid[r][c]
            assert sim.drawn_labels[layout.place(r, c)] == want
    assert [sim.drawn_labels[w] for w in (3, 7, 11, 15)] == ["draw 1", "draw 2", "draw 3", "Void"]


def test_command_line_headless_screenshot(tmp_path):
    path = tmp_path / "shot.png"
    assert simulator_module.main(["--headless", "--build", "lite", "--scale", "2", "--frames", "5",
                                  "--keys", "DOWN,OK", "--screenshot", str(path)]) == 0
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG")
    with pytest.raises(SystemExit):
        simulator_module.main(["--headless", "--keys", "UP"])  # the full build has no UP


def test_records_folder_is_made_or_refused_with_a_reason(tmp_path, capsys):
    """``--records DIR`` with DIR missing makes it (finished games are then
    exported under DIR/records/, not silently dropped); a path that cannot
    be a folder is refused by name."""
    folder = tmp_path / "new" / "records here"
    assert simulator_module.main(["--headless", "--frames", "1", "--records", str(folder)]) == 0
    assert folder.is_dir()
    game = play_random(new_game("venice", 3), Rng(3))
    assert export.export(game, str(folder)) == str(folder / "records" / "0001-venice.txt")
    blocker = tmp_path / "a file"
    blocker.write_text("")
    with pytest.raises(SystemExit):
        simulator_module.main(["--headless", "--frames", "1", "--records", str(blocker / "x")])
    assert "--records %s: cannot make that folder" % (blocker / "x") in capsys.readouterr().err
