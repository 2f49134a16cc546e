"""Nothing lost by one press, and small things the board must say truly
(issue 13 items 2 and 7): keys pressed on a board, what the OLED and the
lights show, what the statistics count."""
from firmware import menu
from firmware import play
from firmware.play import venice
from firmware.store.store import Store
from tests.test_app_driver import start, tap, oled_lines
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from tools.sim.flashmodel import Flash


def _boot(App, flash, build="full", seed=5):
    device, sim = mpdevice.make(build, flash)
    app = Board(device, seed=seed)
    app.step()
    return app, sim


def test_quit_game_asks_first_and_no_keeps_the_game():
    for build in ("full", "lite"):
        with mpdevice.StandIns() as App:
            app, sim = _boot(App, Flash(), build)
            sim.press(app, appkeys.start(app, "Rift of Portals"))
            sim.press(app, (None,))
            game = app.game
            before = list(game.history)
            sim.press(app, appkeys.game_menu(app, "Quit game"))
            lines = sim.lines()[0]
            assert lines[0:3] == ["Quit game?", "No, play on", "Yes, quit"]
            assert app.game is game and app.store.game_name() == "rift"
            sim.press(app, appkeys.label(app, app.current.menu, "No, play on"))
            assert app.current.state == play.PICK and app.game is game and game.history == before
            sim.press(app, appkeys.quit(app))
            assert app.current is app.menu and app.store.game_name() is None


def test_a_rounds_final_position_stays_on_the_lights_until_ok():
    with mpdevice.StandIns() as App:
        app, sim = _boot(App, Flash())
        sim.press(app, appkeys.start(app, "Twilight of Venice", [("South", "South: person")]))
        for _ in range(3000):
            screen = app.current
            if screen.state == play.NOTE and sim.lines()[0][0].startswith("Round"):
                break
            if screen.state == play.PICK:
                moves = app.game.legal_moves()
                sim.press(app, appkeys.move(app, moves[len(app.game.history) * 3 % len(moves)]))
            else:
                sim.press(app, ("OK",))
        view = app.game.view(screen.viewer)
        assert view["ended"] != view["positions"]  # the next deal is in the view already
        held = dict(view)
        held["positions"] = view["ended"]
        assert sim.lines()[0][4] == "OK: next deal"
        for _ in range(3):  # frames go by, keys that do not go on: still held
            sim.press(app, (None, "UP" if app.lite else 0))
            final, deal = [0] * 17, [0] * 17
            board = venice.Board(view)
            board.lights(held, app.now, final)
            board.lights(view, app.now, deal)
            assert sim.place_colours() == final != deal
        sim.press(app, ("OK",))
        assert app.current.state == play.HAND
        sim.press(app, ("OK", None))
        board.lights(app.game.view(app.current.viewer), app.now, deal)
        assert sim.place_colours() != final


def test_end_pages_wait_for_ok():
    with mpdevice.StandIns() as App:
        app, sim = _boot(App, Flash())
        sim.press(app, appkeys.start(app, "Rift of Portals"))
        sim.press(app, appkeys.game_menu(app, "Autoplay"))
        for _ in range(20000):
            if app.current.state == play.END:
                break
            sim.press(app, (None,))
        if app.screen.dimmed:  # idle through the bot's game: a key wakes it only
            sim.press(app, ("BACK",))
        first = sim.lines()[0]
        assert first[4] == "OK: next page"
        sim.advance(30000)
        sim.press(app, (None,))
        assert sim.lines()[0] == first  # half a minute later: the same page
        sim.press(app, ("OK",))
        assert sim.lines()[0][4] == "OK: back to menu" and app.current is not app.menu
        sim.press(app, ("OK", None))  # the menu is made in the frame after the OK
        assert app.current is app.menu


def test_a_rift_game_played_by_autoplay_is_the_bots_not_the_players():
    with mpdevice.StandIns() as App:
        flash = Flash()
        Store(flash).save_stats({"rift.played": 2, "rift.win": 2, "rift.streak": 2,
                                 "rift.streak.best": 2, "rift.best": 1})
        app, sim = _boot(App, flash)
        sim.press(app, appkeys.start(app, "Rift of Portals"))
        sim.press(app, appkeys.game_menu(app, "Autoplay"))
        for _ in range(20000):
            if app.current is app.menu:
                break
            sim.press(app, (None,) if app.current is None or app.current.state == play.BOT else ("OK",))
        won = app.store.stats().get("rift.auto.win", 0)
        assert app.store.stats() == {"rift.played": 3, "rift.win": 2, "rift.streak": 2,
                                     "rift.streak.best": 2, "rift.best": 1,
                                     "rift.auto.win" if won else "rift.auto.loss": 1}
        sim.press(app, appkeys.label(app, app.menu.chooser, "Statistics"))
        shown = list(app.current.chooser.labels)
        assert shown[:3] == ["Rift: 3 played", "Autoplay won: 1" if won else "Autoplay lost: 1", "won: 2"]


def test_statistics_read_as_words():
    with mpdevice.StandIns() as App:
        flash = Flash()
        Store(flash).save_stats({"dance.played": 3, "dance.loss.normal": 1, "dance.win.easy": 1,
                                 "dance.draw.hard": 1, "dance.streak": 0, "dance.streak.best": 1,
                                 "venice.played": 2, "venice.win.north": 1, "venice.draw": 1})
        for build in ("full", "lite"):
            app, sim = _boot(App, flash.clone(), build)
            sim.press(app, appkeys.label(app, app.menu.chooser, "Statistics"))
            seen = []
            for _ in app.current.chooser.labels:
                seen += [line for line in sim.lines()[0][1:4] if line not in seen]
                sim.press(app, ("DOWN" if app.lite else "MENU",))
            assert seen == ["Dance: 3 played", "drew vs hard bot: 1", "lost to normal bot: 1",
                            "won vs easy bot: 1", "win streak 0, best 1", "Venice: 2 played",
                            "North won: 1", "South won: 0", "drawn: 1", "Reset statistics"]


def test_brightness_shows_on_the_lights_while_it_is_chosen():
    app, sim = start("full")
    with sim:
        assert set(sim.place_colours()) == {(0, 0, 0)}  # the menu keeps the lights off
        while app.menu.entries[app.menu.chooser.index][0] != "light":
            tap(app, sim, "MENU")
        lit = sim.place_colours()
        assert len(set(lit)) == 1 and lit[0] != (0, 0, 0)
        before = oled_lines(sim)
        tap(app, sim, "OK")  # the next level: the lights change with it
        assert oled_lines(sim) != before and len(set(sim.place_colours())) == 1
        assert sim.place_colours()[0] != lit[0] and app.device.lights.brightness == menu.LEVELS[0]
        tap(app, sim, "MENU")
        assert set(sim.place_colours()) == {(0, 0, 0)}


def _shows(window_rgb, rgb):
    """Whether a window's RGB bytes hold a pixel of colour ``rgb``."""
    want = bytes((rgb >> 16, rgb >> 8 & 255, rgb & 255))
    at = window_rgb.find(want)
    while at >= 0 and at % 3:
        at = window_rgb.find(want, at + 1)
    return at >= 0


def test_venice_figure_colours_have_a_legend_on_the_sheet_and_in_the_simulator():
    import pygame
    from tools.drawings import overlays
    from tools.sim.overlay import printed_sheet
    from tools.simulator import Simulator
    printed = printed_sheet("venice")
    assert {rgb for name, rgb in printed.legend} == set(venice.FIGURE_COLOUR.values())
    assert [name for name, rgb in printed.legend] == ["Doge", "Favourite", "Merchant", "Harlequin", "guards"]
    sheet = overlays.draw("venice", {}).source()
    for name, rgb in printed.legend:
        assert ">%s<" % name in sheet and "#%06x" % rgb in sheet
    simulator = Simulator("full", seed=5, headless=True)
    try:
        before = pygame.image.tobytes(simulator.window, "RGB")  # the menu: no legend
        for key in appkeys.start(simulator.app, "Twilight of Venice"):
            simulator.step(20) if key is None else simulator.tap(key)
        shown = pygame.image.tobytes(simulator.window, "RGB")
        for name, rgb in printed.legend:
            assert _shows(shown, rgb) and not _shows(before, rgb), name
    finally:
        simulator.close()


def test_a_chosen_city_is_named_on_the_oled_and_its_light_stays_white():
    for build in ("full", "lite"):
        with mpdevice.StandIns() as App:
            app, sim = _boot(App, Flash(), build)
            sim.press(app, appkeys.start(app, "Twilight Dance", [("SIS", "SIS: person")]))
            sim.press(app, appkeys.go_on(app))
            sim.press(app, (None,))
            screen = app.current
            kind, city, _ = screen.board.tokens([m for m in app.game.legal_moves() if m.startswith("place")][0])
            sim.press(app, appkeys.label(app, screen.chooser, kind))
            assert sim.lines()[0][0] == "chosen: " + kind
            assert sim.lines()[0][4] == ("press a lit city" if build == "full" else "arrows, OK: lit city")
            sim.press(app, appkeys.place(app, screen.chooser, city))
            name = app.game.view(0)["cities"][city]
            assert sim.lines()[0][0] in ("chosen: %s, %s" % (kind, name), "%s, %s" % (kind, name))
            for _ in range(30):  # steady, not blinking, while the rest is chosen
                sim.press(app, (None,))
                assert sim.place_colours()[city] == 0xFFFFFF
            sim.press(app, ("BACK",))  # the city given up: its light is the board's again
            assert sim.lines()[0][0] == "chosen: " + kind
            sim.press(app, (None,))
            assert sim.place_colours()[city] != 0xFFFFFF
