"""The buzzer heard through the simulator: pygame's mixer plays each note,
looped until the next change, as a square wave as loud as the board's pulse
wave: a pulse of duty d has a fundamental sin(pi d) times a square wave's,
so the low volume's narrow pulse (firmware.device.DUTY) sounds about a tenth
as loud (a narrow pulse itself would fall between the samples).

With no audio device (or ``SDL_AUDIODRIVER=dummy``) the mixer may not
start: the notes are then only recorded, as by ``tools.sim.buzzer``.
CPython only.
"""
import array
import math

import pygame

from tools.sim.buzzer import Buzzer

RATE = 22050
AMPLITUDE = 6000  # of 32767, at half duty: a buzzer, not a siren


def wave(frequency, duty, rate, channels=1):
    """About 0.1 s of whole periods of the note, 16-bit samples (repeated
    for each of ``channels``), to loop seamlessly."""
    periods = max(1, frequency // 10)
    count = max(1, round(periods * rate / frequency))
    level = round(AMPLITUDE * math.sin(math.pi * duty / 65536))
    samples = array.array("h")
    for i in range(count):
        value = level if (i * frequency / rate) % 1.0 < 0.5 else -level
        samples.extend([value] * channels)
    return samples


class Speaker(Buzzer):
    """A ``Buzzer`` that also sounds through the mixer, when there is one."""

    def __init__(self, clock=None):
        Buzzer.__init__(self, clock)
        self.sounds = {}  # (frequency, duty): pygame Sound
        try:
            pygame.mixer.init(RATE, -16, 1, 512)
            self.format = pygame.mixer.get_init()  # (rate, size, channels) granted
        except pygame.error:
            self.format = None

    def changed(self):
        if self.format is None:
            return
        pygame.mixer.stop()
        if self.duty:
            key = (self.frequency, self.duty)
            if key not in self.sounds:
                rate, size, channels = self.format
                self.sounds[key] = pygame.mixer.Sound(
                    buffer=wave(self.frequency, self.duty, rate, channels))
            self.sounds[key].play(loops=-1)

    def close(self):
        if self.format is not None:
            pygame.mixer.quit()
            self.format = None
