"""The buzzer heard through the simulator: pygame's mixer plays each note as
the pulse wave the board's PWM makes (its frequency, its duty: a low volume
is a narrow pulse, as on the piezo), looped until the next change.

With no audio device (or ``SDL_AUDIODRIVER=dummy``) the mixer may not
start: the notes are then only recorded, as by ``tools.sim.buzzer``.
CPython only.
"""
import array

import pygame

from tools.sim.buzzer import Buzzer

RATE = 22050
AMPLITUDE = 6000  # of 32767: a buzzer, not a siren


def wave(frequency, duty, rate, channels=1):
    """About 0.1 s of whole periods of the pulse wave, 16-bit samples
    (repeated for each of ``channels``), to loop seamlessly."""
    periods = max(1, frequency // 10)
    count = max(1, round(periods * rate / frequency))
    high = duty / 65536
    samples = array.array("h")
    for i in range(count):
        value = AMPLITUDE if (i * frequency / rate) % 1.0 < high else -AMPLITUDE
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
