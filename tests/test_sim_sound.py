"""The simulator's sound: its window sounds the buzzer through pygame's
mixer and records every note; headless runs start with sound off, and no
audio device is no crash. CPython only.
"""
import pygame

from firmware.device import DUTY
from tools.sim import speaker
from tools.sim.buzzer import names
from tools.simulator import Simulator


def _to_sound_entry(simulator):
    """MENU to the main menu's Sound entry; its label."""
    menu = simulator.app.menu
    while not menu.chooser.labels[menu.chooser.index].startswith("Sound: "):
        simulator.tap("MENU")
    return menu.chooser.labels[menu.chooser.index]


def test_a_headless_run_is_silent_until_the_menu_turns_sound_on():
    simulator = Simulator("full", headless=True)
    try:
        assert _to_sound_entry(simulator) == "Sound: off"
        for key in ("MENU", "BACK", "MENU"):
            simulator.tap(key)
        assert [e for e in simulator.speaker.log if e[2]] == []
        _to_sound_entry(simulator)
        simulator.tap("OK")  # Sound: low, its click heard at once
        simulator.tap("MENU")
        assert names(simulator.speaker.log) == ["CLICK", "CLICK"]
        assert simulator.app.menu.chooser.labels[5] == "Sound: low"
    finally:
        simulator.close()


def test_the_window_sounds_low_at_first_as_the_board_does(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # a window, drawn nowhere
    monkeypatch.setattr("tools.simulator.INVISIBLE", ())  # which the simulator then opens
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    simulator = Simulator("full")
    try:
        assert _to_sound_entry(simulator) == "Sound: low"
        assert [duty for ms, f, duty in simulator.speaker.log if duty] == [DUTY[1]] * 5
        assert names(simulator.speaker.log) == ["CLICK"] * 5  # a MENU press each
    finally:
        simulator.close()


def test_no_audio_device_still_records_the_notes(monkeypatch):
    def no_device(*args):
        raise pygame.error("no available audio device")
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    simulator = Simulator("lite", headless=True)
    try:
        assert simulator.speaker.format is None
        menu = simulator.app.menu
        while not menu.chooser.labels[menu.chooser.index].startswith("Sound: "):
            simulator.tap("DOWN")
        simulator.tap("OK")
        simulator.tap("DOWN")
        assert names(simulator.speaker.log) == ["CLICK", "CLICK"]
    finally:
        simulator.close()


def test_each_note_is_a_square_wave_as_loud_as_the_pwm_pulse():
    # 1 kHz at 22050 samples a second: 100 periods of 22.05 samples, high
    # half of each; both channels alike; the low volume's 1/32 pulse has a
    # fundamental sin(pi / 32) (about 0.1) of half duty's.
    loud = speaker.wave(1000, 32768, 22050, channels=2)
    left = loud[0::2]
    assert list(loud[1::2]) == list(left) and len(left) == 2205
    assert abs(sum(1 for s in left if s > 0) / len(left) - 0.5) < 0.01
    assert sum(1 for i in range(1, len(left)) if left[i] > 0 >= left[i - 1]) == 99
    assert max(left) == speaker.AMPLITUDE
    low = speaker.wave(1000, 2048, 22050)
    assert max(low) == round(speaker.AMPLITUDE * 0.0980) and min(low) == -max(low)
