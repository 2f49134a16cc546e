"""Sound, through the keys a person presses, in both builds: which cue the
buzzer played and when (tools/sim/buzzer.py decodes its record), the menu's
volume and its memory across a power-off, and a frame loop that never waits
for a tune. Runs inside MicroPython too, on the stand-in device of
tools/sim/mpdevice.py.
"""
from core.rng import Rng
from firmware import sound
from firmware.device import DUTY
from firmware import play
from firmware.store.store import Store
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from tools.sim.buzzer import heard, names
from tools.sim.flashmodel import Flash
MICROPYTHON = True

PLIES = 400  # no game here is near this long
VENICE_VS_BOT = [("North", "North: person"), ("South", "South: bot easy")]
DANCE_TWO_PEOPLE = [("Turns", "Turns: 8"), ("KGB", "KGB: person"), ("SIS", "SIS: person")]


def _boot(App, build="full", flash=None, volume=0, seed=7):
    """Power up: a new App (on ``flash`` if given), its first frame drawn."""
    device, sim = mpdevice.make(build, flash, volume=volume)
    app = Board(device, seed=seed)
    app.step()
    return app, sim


def _log(app):
    return app.device.buzzer.log


def _keys(app, sim, keys):
    """Press each key (None: none) and run a frame after it; the clock
    times of the frames in which a move was played."""
    landed = []
    for key in keys:
        before = len(app.game.history) if app.game is not None else 0
        if key is not None:
            sim.tap(key)
        sim.advance(20)
        app.step()
        if app.game is not None and len(app.game.history) > before:
            landed.append(app.device.clock.ms)
    return landed


def _quiet(app, sim):
    """Frames until the buzzer is silent (no cue sounding or due)."""
    for _ in range(100):
        if app.sound.cue is None:
            return
        _keys(app, sim, (None,))
    raise AssertionError("a cue never ended")


def _volume(app, sim, wanted):
    """Cycle the main menu's Sound entry (OK on it) until it reads ``wanted``."""
    chooser = app.menu.chooser
    for _ in range(3):
        line = [t for t in chooser.labels if t.startswith("Sound: ")][0]
        if line == wanted:
            return _quiet(app, sim)
        _keys(app, sim, appkeys.label(app, chooser, line))
    raise AssertionError("%s never shows: %r" % (wanted, chooser.labels))


def _sounded(app):
    """Every note the buzzer was told to sound (duty above 0)."""
    return [entry for entry in _log(app) if entry[2]]


def test_sound_is_off_at_first_and_off_plays_nothing():
    for build in ("full", "lite"):
        with mpdevice.StandIns() as App:
            app, sim = _boot(App, build)
            assert "Sound: off" in app.menu.chooser.labels
            _keys(app, sim, appkeys.start(app, "Rift of Portals"))
            wrong = [w for w in range(17) if w not in app.current.picker.places][0]
            _keys(app, sim, appkeys.place(app, app.current.chooser, wrong))  # refused
            moves = app.game.legal_moves()
            _keys(app, sim, appkeys.move(app, moves[0]))
            assert len(app.game.history) == 1
            assert _sounded(app) == [], build
            # Turned on and off again in the menu: still nothing.
            _keys(app, sim, appkeys.quit(app))
            _volume(app, sim, "Sound: low")
            _volume(app, sim, "Sound: off")
            at = len(_log(app))
            _keys(app, sim, ("BACK", "DOWN" if build == "lite" else "MENU", None, None))
            assert [e for e in _log(app)[at:] if e[2]] == [], build


def test_each_key_clicks_and_a_refused_press_has_its_own_tone():
    for build in ("full", "lite"):
        with mpdevice.StandIns() as App:
            app, sim = _boot(App, build)
            _volume(app, sim, "Sound: low")
            at = len(_log(app))
            _keys(app, sim, ("DOWN" if build == "lite" else "MENU",))
            _quiet(app, sim)
            assert names(_log(app)[at:]) == ["CLICK"], _log(app)[at:]
            assert _log(app)[at][1:] == (sound.CLICK[1], DUTY[1])
            _keys(app, sim, appkeys.start(app, "Rift of Portals"))
            _quiet(app, sim)
            wrong = [w for w in range(17) if w not in app.current.picker.places][0]
            at = len(_log(app))
            keys = []
            for key in appkeys.place(app, app.current.chooser, wrong):
                keys.append(key)
                _keys(app, sim, (key,))
            _quiet(app, sim)
            # The refused press sounds its tone, not its click; any key that
            # walked the lite cursor there clicked.
            assert names(_log(app)[at:]) == ["CLICK"] * (len(keys) - 1) + ["ILLEGAL"], build
            assert len(app.game.history) == 0


def _expected(winner, me, round_over):
    """The tune a person in seat ``me`` should hear (None: no one person;
    True alone at a solo game, whose ``winner`` is True when won)."""
    if winner is None:
        return "DRAW"
    won = me is None or winner == me
    return ("ROUND_" if round_over else "") + ("WON" if won else "LOST")


def _whole_game(app, sim, rng, me):
    """Play on to the end with random legal moves picked through keys (OK
    through hand-overs and notices); for every move, the cues heard in the
    frame it landed, and what a person should have heard then."""
    checked = []
    for _ in range(PLIES):
        screen = app.current
        if screen.state == play.END:
            return checked
        game = app.game
        rounds = len(game.view(0).get("rounds", ()))
        bot = screen.state == play.BOT
        if bot:
            landed = []
            while not landed:
                landed = _keys(app, sim, (None,))
        elif screen.state in (play.HAND, play.NOTE):
            _keys(app, sim, ("OK",))
            continue
        else:
            moves = game.legal_moves()
            landed = _keys(app, sim, appkeys.move(app, moves[rng.below(len(moves))]))
        at_landing = [name for ms, name in heard(_log(app)) if ms == landed[0]]
        if game.is_over():
            wanted = _expected(game.result()["winner"], me, False)
        elif len(game.view(0).get("rounds", ())) > rounds:
            wanted = _expected(game.view(0)["rounds"][-1]["winner"], me, True)
        elif bot:
            wanted = "BOT"
        elif app.current.state == play.HAND:
            wanted = "TURN"
        else:
            wanted = "CLICK"
        checked.append((wanted, at_landing))
        if not game.is_over():  # the end tune still sounds on return
            _quiet(app, sim)
    raise AssertionError("no end after %d plies" % PLIES)


def test_a_person_against_a_bot_hears_its_moves_and_each_round_won_or_lost():
    with mpdevice.StandIns() as App:
        app, sim = _boot(App, "lite")
        _volume(app, sim, "Sound: high")
        _keys(app, sim, appkeys.start(app, "Twilight of Venice", VENICE_VS_BOT))
        checked = _whole_game(app, sim, Rng(11), 0)
        for wanted, got in checked:
            assert got == [wanted], checked
        tunes = [w for w, got in checked if w not in ("BOT", "CLICK")]
        assert "BOT" in [w for w, got in checked]
        assert tunes[-1] in ("WON", "LOST", "DRAW") and len(tunes) >= 2, tunes
        assert [t for t in tunes[:-1] if t.startswith("ROUND_")] == tunes[:-1], tunes


def test_pass_and_play_hears_whose_turn_it_is_and_the_end():
    # Seed 1: SIS (the second seat) wins, still the won tune (someone at
    # the table won); seed 3: a draw.
    for build, seed, winner, tune in (("full", 1, 1, "WON"), ("lite", 3, None, "DRAW")):
        with mpdevice.StandIns() as App:
            app, sim = _boot(App, build)
            _volume(app, sim, "Sound: low")
            _keys(app, sim, appkeys.start(app, "Twilight Dance", DANCE_TWO_PEOPLE))
            checked = _whole_game(app, sim, Rng(seed), None)
            for wanted, got in checked:
                assert got == [wanted], checked
            assert app.game.result()["winner"] == winner
            assert checked[0][0] == "TURN" and checked[-1][0] == tune, checked


def test_a_solo_game_ends_with_the_won_or_the_lost_tune():
    # Random moves lose Rift; its Autoplay wins the game of seed 1.
    for build, seed, autoplay, tune in (("full", 1, True, "WON"), ("lite", 2, False, "LOST")):
        with mpdevice.StandIns() as App:
            app, sim = _boot(App, build, seed=seed)
            _volume(app, sim, "Sound: low")
            _keys(app, sim, appkeys.start(app, "Rift of Portals"))
            if autoplay:
                _keys(app, sim, appkeys.game_menu(app, "Autoplay"))
            checked = _whole_game(app, sim, Rng(seed), True)
            for wanted, got in checked:
                assert got == [wanted], checked
            assert checked[-1][0] == tune and bool(app.game.result()["winner"]) == autoplay


def test_the_frame_loop_never_waits_for_a_tune():
    with mpdevice.StandIns() as App:
        app, sim = _boot(App, "full")
        _volume(app, sim, "Sound: low")
        _keys(app, sim, appkeys.start(app, "Rift of Portals"))
        _whole_game(app, sim, Rng(2), True)
        tune = app.sound.cue  # the end tune, still sounding: the frame went on
        assert tune in (sound.WON, sound.LOST)
        first = len(_log(app)) - 1
        page = sim.lines()[0][0]
        _keys(app, sim, ("OK",))  # a key during the tune turns the end page at once
        assert sim.lines()[0][0] != page
        _quiet(app, sim)
        notes = [e for e in _log(app)[first:]]
        frequencies = [tune[i] for i in range(1, len(tune), 2)]
        assert [f for ms, f, duty in notes if duty] == frequencies
        times = [ms for ms, f, duty in notes]
        # Each note in a frame of its own, at least its length after the last.
        for i in range(1, len(times)):
            assert times[i] - times[i - 1] >= tune[2 * i], (times, tune)
        assert len(set(times)) == len(times) >= 5


def test_the_volume_sets_the_duty_and_outlives_a_power_off():
    with mpdevice.StandIns() as App:
        flash = Flash()
        app, sim = _boot(App, "lite", flash)
        for wanted, duty in (("Sound: low", DUTY[1]), ("Sound: high", DUTY[2])):
            _volume(app, sim, wanted)
            at = len(_log(app))
            _keys(app, sim, ("DOWN",))
            assert _log(app)[at][1:] == (sound.CLICK[1], duty), (wanted, _log(app)[at:])
        again, sim = _boot(App, "lite", flash)
        assert "Sound: high" in again.menu.chooser.labels
        _keys(again, sim, ("DOWN",))
        assert _sounded(again) == [(again.device.clock.ms, sound.CLICK[1], DUTY[2])]
        _volume(again, sim, "Sound: off")
        third, sim = _boot(App, "lite", flash)
        assert "Sound: off" in third.menu.chooser.labels
        _keys(third, sim, ("DOWN", "UP"))
        assert _sounded(third) == []


def test_a_save_from_before_sound_or_with_a_bad_volume_loads_with_the_default():
    for saved in ({"brightness": 1}, {"brightness": 1, "volume": 7},
                  {"brightness": 1, "volume": "loud"}):
        with mpdevice.StandIns() as App:
            flash = Flash()
            Store(flash).save_settings(saved)
            for default, label in ((1, "Sound: low"), (0, "Sound: off")):
                app, sim = _boot(App, "full", flash, volume=default)
                assert label in app.menu.chooser.labels, (saved, app.menu.chooser.labels)
                assert "Brightness 2/5" in app.menu.chooser.labels  # the rest still loads
                assert app.store.settings()["brightness"] == 1


def test_the_idle_demo_is_silent():
    with mpdevice.StandIns() as App:
        app, sim = _boot(App, "full")
        _volume(app, sim, "Sound: high")
        at = len(_log(app))
        sim.advance(61000)
        for _ in range(400):
            _keys(app, sim, (None,))
            if getattr(app.current, "demo", False) and len(app.current.game.history) >= 2:
                break
        assert len(app.current.game.history) >= 2
        assert _log(app)[at:] == []


def test_a_lower_cue_waits_out_a_tune_and_a_cue_starts_at_the_frame_end():
    class Device:
        volume = 0

        def __init__(self):
            self.tones = []

        def tone(self, frequency, volume):
            self.tones.append((frequency, volume))

    device = Device()
    player = sound.Player(device, 2)
    player.play(sound.CLICK, 0)
    player.play(sound.ILLEGAL, 0)  # replaces the click before it sounds
    assert device.tones == []
    player.tick(0)
    player.play(sound.CLICK, 5)  # dropped: the refusal tone outranks it
    for now in range(33, 400, 33):
        player.tick(now)
    assert device.tones == [(165, 2), (0, 2), (131, 2), (0, 0)]
