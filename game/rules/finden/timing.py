"""The classic 5er Finden game's time: fixed steps, the auto-timer and the sand timer.

The scene calls ``advance()`` once per step while a round's search runs; a replay jumps from one
timer moment to the next (``run_to``), so replaying costs the actions, never the steps.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import Event, IllegalMove
from game.rules.finden.actions import Phase
from game.rules.finden.events import RoundOver, SandTick, TimerStarted
from game.rules.finden.levels import SIDE
from game.rules.finden.scoring import CLASSIC_ROUNDS

STEPS_PER_SECOND = 120  # the app's fixed update rate; records count in these steps
SAND_SECONDS = 30  # [decision] default sand timer, adjustable in settings
SAND_RANGE = (10, 90)
AUTO_TIMER_SECONDS = 120  # [decision] the timer starts by itself after this long; 0 = never
TICK_SECONDS = 5  # the sand ticks audibly in its last seconds
UNTIMED_SEARCH_S = 3600
"""With the auto-timer off a search has no end; a record's round may last this long (its replay
budget: a record claiming more is refused before any step is replayed)."""


@dataclass(frozen=True)
class ClassicOptions:
    side: str = "grey"
    sand_seconds: int = SAND_SECONDS
    auto_timer_seconds: int = AUTO_TIMER_SECONDS
    rounds: int = CLASSIC_ROUNDS
    steps_per_second: int = STEPS_PER_SECOND

    def __post_init__(self) -> None:
        if self.side not in SIDE.values():
            raise ValueError(f"side must be one of {SIDE.values()}, not {self.side!r}")
        if not SAND_RANGE[0] <= self.sand_seconds <= SAND_RANGE[1]:
            raise ValueError(f"sand_seconds must be within {SAND_RANGE}, not {self.sand_seconds}")


class SandClock:
    """``ClassicGame``'s time (a mixin over its fields): it ends a round by ``_score``."""

    options: ClassicOptions
    phase: Phase
    step: int  # steps since this round's search started
    sand_started: int | None

    def _score(self) -> RoundOver:
        raise NotImplementedError

    def _lock_flipper(self, seat: int) -> None:
        raise NotImplementedError

    @property
    def sand_steps(self) -> int:
        return self.options.sand_seconds * self.options.steps_per_second

    @property
    def sand_left(self) -> float:
        """Seconds of sand left (the full glass before anyone flips)."""
        if self.sand_started is None:
            return float(self.options.sand_seconds)
        return max(0.0, (self.sand_steps - (self.step - self.sand_started)) / self.options.steps_per_second)

    @property
    def elapsed(self) -> float:
        return self.step / self.options.steps_per_second

    def advance(self) -> list[Event]:
        """One fixed step of the search: the auto-timer, the sand's last ticks and its end."""
        if self.phase not in (Phase.SEARCH, Phase.SAND):
            return []
        self.step += 1
        events: list[Event] = []
        auto = self.options.auto_timer_seconds * self.options.steps_per_second
        if self.phase is Phase.SEARCH and auto and self.step >= auto:
            events.append(self._start_sand(None))
        if self.phase is Phase.SAND:
            run = self.step - self._sand_start()
            left, part = divmod(self.sand_steps - run, self.options.steps_per_second)
            if part == 0 and 0 < left <= TICK_SECONDS:
                events.append(SandTick(left))
            if run >= self.sand_steps:
                events.append(self._score())
        return events

    def quiet_until(self, limit: int | None = None) -> int | None:
        """The next step at which ``advance`` has something to say (the auto-timer, a tick of the
        sand's last seconds, its end), or ``limit`` if that comes first; None when nothing ever
        comes (no auto-timer, nobody flipped) and no limit was given. Every step before it only
        counts: a replay may pass them at once (``run_to``)."""
        moments = [] if limit is None else [limit]
        if self.phase is Phase.SEARCH and self.options.auto_timer_seconds:
            moments.append(self.options.auto_timer_seconds * self.options.steps_per_second)
        elif self.phase is Phase.SAND:
            end = self._sand_start() + self.sand_steps
            ticks = (end - left * self.options.steps_per_second for left in range(1, TICK_SECONDS + 1))
            moments += [end, *ticks]
        later = [moment for moment in moments if moment > self.step]
        return min(later) if later else None

    def run_to(self, step: int | None = None) -> None:
        """Advance to ``step`` (None: to the round's end) as ``advance`` would, one call per timer
        moment instead of one per step (``quiet_until``): a replay costs its actions and rounds,
        never its length in steps. Events are not kept (a replay rebuilds state only).
        ``IllegalMove`` when asked for the end of a round that has none (no flip, no auto-timer)."""
        while self.phase in (Phase.SEARCH, Phase.SAND) and (step is None or self.step < step):
            moment = self.quiet_until(step)
            if moment is None:
                raise IllegalMove("Nobody flips the timer and the auto-timer is off: the round never ends.")
            self.step = moment - 1
            self.advance()

    def _sand_start(self) -> int:
        """The step the sand was turned at (asked only while it runs)."""
        assert self.sand_started is not None, "the sand runs only once it was turned"
        return self.sand_started

    def _start_sand(self, seat: int | None) -> TimerStarted:
        self.phase = Phase.SAND
        self.sand_started = self.step
        if seat is not None:
            self._lock_flipper(seat)
        return TimerStarted(seat)
