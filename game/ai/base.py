"""The interface every bot offers the scenes: incremental, seeded, honest.

A scene calls ``begin`` with ``state.view(seat)`` — never the true state — and then ``step`` once
per frame with a small time slice until it returns an action. What the bot decides depends only on
the view, its seed and its *work budget* (iterations, scan steps), never on wall-clock time, so a
replay reproduces every bot move; the time slice only spreads the work over frames.

*When* a decision lands still depends on how much work fits in a slice. Live, that is measured
by the wall clock (the frame rate must hold whatever the machine); under a virtual clock
(``use_work_units``: headless runs) a slice is a fixed count of work units instead, so the same
seed gives the same frames, records and screenshots however loaded the machine is.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import Protocol, TypeVar, runtime_checkable

from game.rules.base import Action, TurnState

log = logging.getLogger(__name__)

WORK_UNITS_PER_SECOND = 2000
"""Under a virtual clock, a slice of ``s`` seconds is ``s * 2000`` units of work (at least one):
about what a unit costs live (a Fishing search iteration takes ~0.5 ms)."""
_units_per_second: float | None = None


def use_work_units(units_per_second: float | None = WORK_UNITS_PER_SECOND) -> None:
    """Slice work by counted units (a virtual clock, e.g. ``--headless``), or by the wall clock
    again with ``None``. The app sets it for its whole run."""
    global _units_per_second
    _units_per_second = units_per_second


def time_slice(max_seconds: float) -> Callable[[], bool]:
    """A "slice used up?" test to call after each unit of work: by the wall clock live, by a
    count of units under a virtual clock (``use_work_units``)."""
    if _units_per_second is None:
        deadline = time.perf_counter() + max_seconds
        return lambda: time.perf_counter() >= deadline
    left = max(1, round(max_seconds * _units_per_second))

    def used_up() -> bool:
        nonlocal left
        left -= 1
        return left <= 0

    return used_up


Policy = Callable[[TurnState, int, list[Action], random.Random], Action]
"""``policy(view, seat, legal_actions, rng) -> action``: a rule that decides in one look."""
S = TypeVar("S", bound=TurnState)


def on_views(kind: type[S], policy: Callable[[S, int, list[Action], random.Random], Action]) -> Policy:
    """A ``Policy`` from a game's own, which reads its own kind of view (a view of another kind is
    refused: a bot of one game seated at another)."""

    def checked(view: TurnState, seat: int, actions: list[Action], rng: random.Random) -> Action:
        if not isinstance(view, kind):
            raise TypeError(f"a {kind.__name__} policy is given {type(view).__name__}")
        return policy(view, seat, actions, rng)

    return checked


@runtime_checkable
class Viewable(Protocol):
    """A turn-based game state: ``view(seat)`` hides what ``seat`` may not see."""

    def view(self, seat: int) -> TurnState: ...


def masked(state: TurnState, seat: int) -> TurnState:
    """What ``seat`` may see of ``state``, whatever it was handed: a view of a view is the same
    view, so a bot stays honest even when a caller passes it the true state (a test's stand-in
    without views is taken as it is)."""
    return state.view(seat) if isinstance(state, Viewable) else state


class Bot:
    """Base class: subclasses implement ``_start`` and ``_work``."""

    level: str = "easy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self._decision: Action | None = None
        self._busy = False

    def begin(self, view: TurnState, seat: int) -> None:
        """Start deciding for ``seat`` from ``view`` (the seat's view of the state; the bot masks
        it again itself, so handing it the true state cannot leak)."""
        self._decision = None
        self._busy = True
        self._start(masked(view, seat), seat)

    def step(self, max_seconds: float = 0.004) -> Action | None:
        """Work for about ``max_seconds``; return the chosen action once decided, else None."""
        if not self._busy:
            return self._decision
        used_up = time_slice(max_seconds)
        while True:
            result = self._work()
            if result is not None:
                self._decision, self._busy = result, False
                return result
            if used_up():
                return None

    def _start(self, view: TurnState, seat: int) -> None:
        raise NotImplementedError

    def _work(self) -> Action | None:
        """Do one small unit of work (a few ms at most); return the action when done."""
        raise NotImplementedError


def decide(bot: Bot, view: TurnState, seat: int) -> Action:
    """Run a bot to its decision in one go (tests, benchmarks, headless simulations)."""
    bot.begin(view, seat)
    while True:
        action = bot.step(1.0)
        if action is not None:
            return action


class PolicyBot(Bot):
    """A bot that decides in one look with ``policy(view, seat, legal_actions, rng)``: the easy
    level of every turn-based game, whose policy the search bots also use in their playouts."""

    level = "easy"

    def __init__(self, policy: Policy, seed: int = 0):
        super().__init__(seed)
        self.policy = policy

    def _start(self, view: TurnState, seat: int) -> None:
        self.view, self.seat = view, seat

    def _work(self) -> Action:
        return self.policy(self.view, self.seat, self.view.legal_actions(self.seat), self.rng)


class Guarded(Bot):
    """A bot that never stops a game: should its thinking raise (a bug in a bot, or public
    knowledge a rules bug left inconsistent, so that no world can be sampled), the error is
    logged and this one decision falls to ``fallback()`` — the game's easy rule, which samples
    nothing. Searches and tests use the bare bots, so such an error still fails there."""

    def __init__(self, bot: Bot, fallback: Callable[[], Bot]):
        super().__init__()
        self.bot, self.fallback = bot, fallback
        self.level = bot.level
        self.active: Bot = bot
        self.failures = 0

    def begin(self, view: TurnState, seat: int) -> None:
        self.view, self.seat, self.active = view, seat, self.bot
        self._guard(lambda: _begun(self.bot, view, seat))

    def step(self, max_seconds: float = 0.004) -> Action | None:
        return self._guard(lambda: self.active.step(max_seconds))

    def _guard(self, work: Callable[[], Action | None]) -> Action | None:
        if self.active is not self.bot:
            return work()  # the fallback failing too is a bug to see, not to hide
        try:
            return work()
        except Exception:
            log.exception("the %s bot failed for seat %s; the easy rule decides this move",
                          self.bot.level, self.seat)
            self.failures += 1
            self.active = self.fallback()
            self.active.begin(self.view, self.seat)
            return None


def _begun(bot: Bot, view: TurnState, seat: int) -> None:
    bot.begin(view, seat)


def check_level(level: str, levels: tuple[str, ...]) -> None:
    """Refuse an unknown difficulty with a sentence that lists the known ones."""
    if level not in levels:
        raise ValueError(f"Unknown bot level {level!r}: choose one of {', '.join(levels)}.")
