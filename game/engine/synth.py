"""The sound effects' waveforms, synthesized with numpy (no sound files to ship): imported by
``Audio`` when it opens the mixer, after the first frame, so start-up does not pay for numpy."""

from __future__ import annotations

import functools

import numpy as np

from game.engine.pcm import RATE


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
    wave: np.ndarray = 0.5 * np.sin(2 * np.pi * 1800 * t) * _envelope(len(t), 0.001, 0.008)
    return wave


def card() -> np.ndarray:
    t = _t(0.12)
    noise = _noise(len(t), 1)
    smooth = np.convolve(noise, np.ones(6, np.float32) / 6, mode="same")  # a soft, papery swish
    wave: np.ndarray = 0.8 * smooth * _envelope(len(t), 0.004, 0.03)
    return wave


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
    wave: np.ndarray = 0.6 * np.sin(2 * np.pi * 2600 * t) * _envelope(len(t), 0.0005, 0.004)
    return wave


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
    frames: bytes = pcm.tobytes()
    return frames


@functools.cache
def pcm(name: str, channels: int) -> bytes:
    """The sound ``name`` as the mixer takes it, made once per process: the same every time, and a
    test session opens the mixer for every app it makes."""
    return to_pcm(SYNTHS[name](), channels)
