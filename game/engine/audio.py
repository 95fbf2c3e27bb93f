"""Short synthesized sound effects, made with numpy at start-up (no sound files to ship).

Each effect carries a meaning — a click for UI, a soft slap for a card, a rattle for dice, a tick
for the sand timer, a buzzer when time is up, a fanfare for a win. Without an audio device (or
with the mixer failing to start) ``Audio`` stays silent and every call is a harmless no-op.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

import numpy as np
import pygame

RATE = 44100
EFFECTS = ("click", "card", "dice", "tick", "buzzer", "fanfare")


def _t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds), dtype=np.float32) / RATE


def _envelope(n: int, attack: float, decay: float) -> np.ndarray:
    """Linear attack, exponential decay (time constants in seconds)."""
    t = np.arange(n, dtype=np.float32) / RATE
    return np.minimum(t / max(attack, 1e-4), 1.0) * np.exp(-t / decay)


def _noise(n: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).uniform(-1.0, 1.0, n).astype(np.float32)


def click() -> np.ndarray:
    t = _t(0.05)
    return 0.5 * np.sin(2 * np.pi * 1800 * t) * _envelope(len(t), 0.001, 0.008)


def card() -> np.ndarray:
    t = _t(0.12)
    noise = _noise(len(t), 1)
    smooth = np.convolve(noise, np.ones(6, np.float32) / 6, mode="same")  # a soft, papery swish
    return 0.8 * smooth * _envelope(len(t), 0.004, 0.03)


def dice() -> np.ndarray:
    out = np.zeros(int(RATE * 0.45), np.float32)
    rng = np.random.default_rng(2)
    for i, start in enumerate(sorted(rng.uniform(0.0, 0.36, 7))):
        t = _t(0.04)
        hit = np.sin(2 * np.pi * (900 + 160 * i) * t) * _envelope(len(t), 0.0005, 0.006)
        hit += 0.4 * _noise(len(t), 10 + i) * _envelope(len(t), 0.0005, 0.003)
        a = int(start * RATE)
        out[a : a + len(t)] += 0.45 * hit
    return out


def tick() -> np.ndarray:
    t = _t(0.03)
    return 0.6 * np.sin(2 * np.pi * 2600 * t) * _envelope(len(t), 0.0005, 0.004)


def buzzer() -> np.ndarray:
    t = _t(0.55)
    square = np.sign(np.sin(2 * np.pi * 140 * t)) + 0.5 * np.sign(np.sin(2 * np.pi * 147 * t))
    return 0.22 * square * np.minimum(t / 0.01, 1.0) * np.clip((0.55 - t) / 0.08, 0.0, 1.0)


def fanfare() -> np.ndarray:
    notes = (523.25, 659.25, 783.99, 1046.5)  # C E G C
    parts = []
    for i, f in enumerate(notes):
        t = _t(0.5 if i == len(notes) - 1 else 0.13)
        tone = np.sin(2 * np.pi * f * t) + 0.3 * np.sin(4 * np.pi * f * t) + 0.15 * np.sin(6 * np.pi * f * t)
        parts.append(0.3 * tone * _envelope(len(t), 0.005, 0.35 if i == len(notes) - 1 else 0.1))
    return np.concatenate(parts)


SYNTHS = {"click": click, "card": card, "dice": dice, "tick": tick, "buzzer": buzzer, "fanfare": fanfare}


def to_pcm(wave: np.ndarray, channels: int) -> bytes:
    """Float samples in -1..1 to the mixer's signed 16-bit frames."""
    pcm = (np.clip(wave, -1.0, 1.0) * 32767).astype(np.int16)
    if channels > 1:
        pcm = np.repeat(pcm[:, None], channels, axis=1)
    return pcm.tobytes()


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

    def _open(self) -> None:
        try:
            if not pygame.mixer.get_init():
                with _quiet_stderr():
                    pygame.mixer.init(RATE, -16, 2, 512)
            freq, size, channels = pygame.mixer.get_init()
            if freq != RATE or size != -16:
                raise pygame.error(f"mixer runs at {freq} Hz / {size} bits, not {RATE} Hz / 16 bits")
            self.sounds = {
                name: pygame.mixer.Sound(buffer=to_pcm(make(), channels)) for name, make in SYNTHS.items()
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
        if name not in SYNTHS:
            raise KeyError(f"No sound effect named {name!r}; known effects: {', '.join(EFFECTS)}.")
        sound = self.sounds.get(name)
        if sound is not None and self.master * self.effects > 0:
            with contextlib.suppress(pygame.error):  # the device went away: stay silent, don't crash
                sound.play()

    def close(self) -> None:
        self.sounds = {}
        if pygame.mixer.get_init():
            pygame.mixer.quit()
