"""Easings, tweens and timelines: how scenes show what the rules did, one motion at a time.

A ``Tween`` moves a number or a tuple (position, colour) from ``start`` to ``end`` over
``duration`` seconds of game time. A ``Timeline`` plays steps in order — tweens, groups of tweens
that run together, waits and callbacks — so a scene can queue one animation per rules event and
wait for ``timeline.busy`` to clear before taking input again.

Every duration is scaled by the global animation speed (the ``anim_speed`` setting): 2 means twice
as fast; ``0`` means instant, so every step completes on the next update and only its end state
(and callbacks, in order) remain.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from typing import Generic, Protocol, TypeVar

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def out_back(t: float) -> float:
    """Overshoots a little and settles: cards landing, buttons popping."""
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


EASINGS: dict[str, Easing] = {
    f.__name__: f
    for f in (linear, in_quad, out_quad, in_out_quad, out_cubic, in_out_cubic, in_out_sine, out_back)
}

_speed = 1.0
_EPSILON = 1e-9
"""Float slack so that steps adding up to a duration end the tween exactly."""


def set_speed(factor: float) -> None:
    """Global animation speed: 0.5, 1, 2, 4 …, or 0 for instant. The app sets it from settings."""
    global _speed
    if factor < 0:
        raise ValueError("Animation speed cannot be negative.")
    _speed = float(factor)


def get_speed() -> float:
    return _speed


Value = TypeVar("Value", float, tuple[float, ...])
"""What a tween moves: a number, or a point, colour or size (a tuple of numbers)."""


def lerp(a: Value, b: Value, t: float) -> Value:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, tuple | list):
        return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))
    return a + (b - a) * t


class Tween(Generic[Value]):
    """One value moving from ``start`` to ``end``; read ``value`` after ``update``."""

    def __init__(
        self,
        start: Value,
        end: Value,
        duration: float,
        ease: Easing = in_out_quad,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ):
        if duration < 0 or delay < 0:
            raise ValueError("A tween's duration and delay cannot be negative.")
        self.start: Value = start
        self.end: Value = end
        self.duration, self.delay = duration, delay
        self.ease = ease
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False
        self.value: Value = start

    @property
    def progress(self) -> float:
        """0..1 of the way through, before easing."""
        if self.done:
            return 1.0
        if self.duration == 0:
            return 0.0
        return min(max((self.elapsed - self.delay) / self.duration, 0.0), 1.0)

    def update(self, dt: float) -> float:
        """Advance by ``dt`` real game seconds (scaled by the global speed); return unused time,
        also in real seconds, so a timeline can hand it to the next step."""
        if self.done:
            return dt
        speed = _speed
        if speed == 0:
            self._finish()
            return dt
        self.elapsed += dt * speed
        total = self.delay + self.duration
        if self.elapsed >= total - _EPSILON:
            left = max(self.elapsed - total, 0.0) / speed
            self._finish()
            return left
        self.value = lerp(self.start, self.end, self.ease(self.progress))
        return 0.0

    def finish(self) -> None:
        """Jump to the end now (e.g. the player skipped the animation)."""
        if not self.done:
            self._finish()

    def _finish(self) -> None:
        self.elapsed = self.delay + self.duration
        self.value = self.end
        self.done = True
        if self.on_done is not None:
            self.on_done()


class Wait(Tween[float]):
    """A pause in a timeline (also scaled by the animation speed)."""

    def __init__(self, duration: float):
        super().__init__(0.0, 1.0, duration, linear)


class Step(Protocol):
    """What a timeline plays: a ``Tween``, a ``Call``, steps ``Together`` or a ``Deferred`` one."""

    @property
    def done(self) -> bool: ...

    def update(self, dt: float) -> float:
        """Advance by ``dt`` real seconds; return the time left over for the next step."""
        ...

    def finish(self) -> None: ...


AnyStep = TypeVar("AnyStep", bound=Step)


class Call:
    """A callback at a point in a timeline: play a sound, update the shown score."""

    def __init__(self, callback: Callable[[], None]):
        self.callback = callback
        self.done = False

    def update(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.callback()
        return dt

    def finish(self) -> None:
        self.update(0.0)


class Together:
    """Steps that run at the same time; done when the last one is."""

    def __init__(self, steps: Iterable[Step]):
        self.steps = list(steps)

    @property
    def done(self) -> bool:
        return all(step.done for step in self.steps)

    def update(self, dt: float) -> float:
        return min((step.update(dt) for step in self.steps), default=dt)

    def finish(self) -> None:
        for step in self.steps:
            step.finish()


class Timeline:
    """A queue of steps played one after another, driven by ``update(dt)``."""

    def __init__(self) -> None:
        self._queue: deque[Step] = deque()

    @property
    def busy(self) -> bool:
        return bool(self._queue)

    def __len__(self) -> int:
        return len(self._queue)

    def add(self, step: AnyStep) -> AnyStep:
        self._queue.append(step)
        return step

    def together(self, *steps: Step) -> Together:
        return self.add(Together(steps))

    def wait(self, seconds: float) -> None:
        self.add(Wait(seconds))

    def call(self, callback: Callable[[], None]) -> None:
        self.add(Call(callback))

    def update(self, dt: float) -> None:
        """Advance; time left over when a step ends flows into the next, so the total duration
        does not depend on the update rate."""
        while self._queue:
            step = self._queue[0]
            dt = step.update(dt)
            if not step.done:
                return
            self._queue.popleft()

    def finish(self) -> None:
        """Complete everything now, callbacks in order."""
        while self._queue:
            self._queue.popleft().finish()


class Deferred:
    """A timeline step built only when it starts (from the scene as shown by then), e.g. a flight
    whose start depends on where earlier steps left things."""

    def __init__(self, build: Callable[[], Step]):
        self.build = build
        self.step: Step | None = None

    @property
    def done(self) -> bool:
        return self.step is not None and self.step.done

    def update(self, dt: float) -> float:
        return self._started().update(dt)

    def finish(self) -> None:
        self._started().finish()

    def _started(self) -> Step:
        if self.step is None:
            self.step = self.build()
        return self.step
