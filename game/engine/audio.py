"""Short synthesized sound effects (``synth.py`` makes them when the mixer opens: no sound files).

Each effect carries a meaning — a click for UI, a soft slap for a card, a rattle for dice, a tick
for the sand timer, a buzzer when time is up, a fanfare for a win. Without an audio device (or
with the mixer failing to start) ``Audio`` stays silent and every call is a harmless no-op.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

import pygame

from game.engine.pcm import RATE as RATE

EFFECTS = ("click", "card", "dice", "tick", "buzzer", "fanfare")


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Silence C-level chatter on stderr (ALSA lists every card it fails to open when there is
    no sound device); the outcome is still reported through ``Audio.error``."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


class Audio:
    """``play(name)`` one of ``EFFECTS``; volume is master × effects from the settings."""

    def __init__(self, master: float = 1.0, effects: float = 1.0, enabled: bool = True):
        self.master = master
        self.effects = effects
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.error: str | None = None
        """Why there is no sound, if there is none."""
        if enabled:
            self._open()
        else:
            self.error = "sound disabled"

    @property
    def available(self) -> bool:
        return bool(self.sounds)

    def start(self) -> None:
        """Open the mixer and make the sounds, if ``enabled=False`` left that for later (the app
        does it after its first frame: numpy and the synthesis are off the start-up path)."""
        if not self.sounds:
            self.error = None
            self._open()

    def _open(self) -> None:
        from game.engine import synth

        try:
            if not pygame.mixer.get_init():
                with _quiet_stderr():
                    pygame.mixer.init(RATE, -16, 2, 512)
            opened = pygame.mixer.get_init()
            if opened is None:
                raise pygame.error("the mixer did not open")
            freq, size, channels = opened
            if freq != RATE or size != -16:
                raise pygame.error(f"mixer runs at {freq} Hz / {size} bits, not {RATE} Hz / 16 bits")
            self.sounds = {
                name: pygame.mixer.Sound(buffer=synth.pcm(name, channels)) for name in synth.SYNTHS
            }
        except (pygame.error, TypeError, ValueError) as error:
            self.sounds = {}
            self.error = str(error) or "no audio device"
            return
        self.set_volume(self.master, self.effects)

    def set_volume(self, master: float | None = None, effects: float | None = None) -> None:
        if master is not None:
            self.master = master
        if effects is not None:
            self.effects = effects
        for sound in self.sounds.values():
            sound.set_volume(self.master * self.effects)

    def play(self, name: str) -> None:
        if name not in EFFECTS:
            raise KeyError(f"No sound effect named {name!r}; known effects: {', '.join(EFFECTS)}.")
        sound = self.sounds.get(name)
        if sound is not None and self.master * self.effects > 0:
            with contextlib.suppress(pygame.error):  # the device went away: stay silent, don't crash
                sound.play()

    def close(self) -> None:
        self.sounds = {}
        if pygame.mixer.get_init():
            pygame.mixer.quit()
