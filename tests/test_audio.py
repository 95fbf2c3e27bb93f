"""Synthesized effects: every one is a short, non-silent, clipped waveform; no device means silence."""

import numpy as np
import pygame
import pytest

from game.engine import synth
from game.engine.audio import EFFECTS, RATE, Audio
from game.engine.synth import SYNTHS


@pytest.mark.parametrize("name", EFFECTS)
def test_each_effect_is_short_audible_and_within_range(name):
    wave = SYNTHS[name]()
    assert wave.dtype == np.float32 and wave.ndim == 1
    assert 0.01 < len(wave) / RATE <= 1.0
    assert np.abs(wave).max() > 0.05
    assert np.abs(wave).max() <= 1.0


def test_synthesis_is_deterministic():
    assert all(np.array_equal(SYNTHS[n](), SYNTHS[n]()) for n in EFFECTS)


def test_pcm_is_interleaved_16_bit():
    pcm = synth.to_pcm(np.array([0.0, 1.0, -1.0, 2.0], np.float32), channels=2)
    assert np.frombuffer(pcm, np.int16).tolist() == [0, 0, 32767, 32767, -32767, -32767, 32767, 32767]


def test_with_the_dummy_driver_every_effect_plays():
    sound = Audio(0.5, 0.5)
    try:
        assert sound.available, sound.error
        for name in EFFECTS:
            sound.play(name)
        assert sound.sounds["click"].get_volume() == pytest.approx(0.25, abs=0.01)
        sound.set_volume(effects=0.0)
        sound.play("fanfare")
    finally:
        sound.close()


def test_without_an_audio_device_it_is_silent_and_raises_nothing(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Audio()
    assert not sound.available and "audio device" in sound.error
    for name in EFFECTS:
        sound.play(name)
    sound.set_volume(1.0, 1.0)


def test_an_unknown_effect_is_a_programming_error():
    with pytest.raises(KeyError, match="known effects"):
        Audio(enabled=False).play("trumpet")


def test_every_effect_has_its_synth():
    assert set(SYNTHS) == set(EFFECTS)


def test_audio_left_closed_opens_later():
    """The app opens the mixer after its first frame: until then silent, then every effect plays."""
    sound = Audio(0.5, 0.5, enabled=False)
    try:
        assert not sound.available
        sound.play("click")
        sound.start()
        assert sound.available, sound.error
        sound.play("click")
    finally:
        sound.close()
