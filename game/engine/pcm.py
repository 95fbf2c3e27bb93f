"""The sound format shared by the mixer (``audio``) and the waveforms made for it (``synth``):
a level below both, so neither imports the other for it."""

from __future__ import annotations

RATE = 44100
"""Samples per second: the mixer opens at this rate and the effects are synthesized at it."""
