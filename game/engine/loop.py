"""Fixed-timestep loop (Fiedler, "Fix Your Timestep"): game logic advances in equal steps whatever
the display rate, so animations, timers and bots behave the same at 60 Hz, 144 Hz or headless.

Each displayed frame adds the real (or virtual) time since the last frame to an accumulator —
clamped, so a long stall (a dragged window, a breakpoint) costs a few skipped steps instead of a
"spiral of death" — and runs as many whole steps as fit. The clock is injected: the app uses
``time.perf_counter``, headless runs and tests use ``VirtualClock``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

UPDATE_HZ = 120
"""Logic steps per second: fine enough for real-time input, cheap enough for every scene."""
MAX_FRAME_S = 0.25
"""Longest frame time counted; anything longer is treated as this."""
HEADLESS_FRAME_S = 1 / 60
"""Headless runs advance the virtual clock by exactly this per frame."""
_EPSILON = 1e-9
"""Tolerance so that e.g. 1/60 s of accumulated time runs exactly two 1/120 s steps."""


class VirtualClock:
    """A clock that moves only when told to: deterministic headless runs and exact tests."""

    def __init__(self, start: float = 0.0):
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class FixedStepLoop:
    """Turns frame times into a whole number of fixed ``step`` updates."""

    def __init__(
        self,
        step: float = 1 / UPDATE_HZ,
        max_frame: float = MAX_FRAME_S,
        clock: Callable[[], float] = time.perf_counter,
    ):
        self.step = step
        self.max_frame = max_frame
        self.clock = clock
        self.accumulator = 0.0
        self.steps = 0
        """Steps run since the start."""
        self._last: float | None = None

    @property
    def game_time(self) -> float:
        return self.steps * self.step

    @property
    def alpha(self) -> float:
        """How far (0..1) the present lies between the last step and the next, for interpolation."""
        return min(max(self.accumulator / self.step, 0.0), 1.0)

    def start(self) -> None:
        """Start counting time from now (the first ``tick`` otherwise only starts the count)."""
        self._last = self.clock()

    def reset(self) -> None:
        """Forget the time since the last frame (after a blocking pause such as a mode switch)."""
        self.start()
        self.accumulator = 0.0

    def tick(self, update: Callable[[float], None], input_waits: bool = False) -> int:
        """Read the clock, run ``update(step)`` as many times as time allows; return that count.

        ``input_waits``: input that only a step handles waits (a phone's tap between two frames):
        when no step is due, run an input step now, ``update(0.0)``, which handles it and moves
        no time. (Borrowing the next whole step instead left the next tap, a few ms later, to wait
        for time to pay that step back: up to a refresh, ``bench/phones.py``.)"""
        now = self.clock()
        if self._last is None:
            self._last = now
        frame = min(max(now - self._last, 0.0), self.max_frame)
        self._last = now
        self.accumulator += frame
        count = 0
        while self.accumulator + _EPSILON >= self.step:
            update(self.step)
            self.accumulator -= self.step
            self.steps += 1
            count += 1
        if abs(self.accumulator) < _EPSILON:
            self.accumulator = 0.0  # rounding, not a debt
        if input_waits and count == 0:
            update(0.0)  # not counted: game time is whole steps
        return count
