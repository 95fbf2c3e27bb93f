"""The interface every bot offers the scenes: incremental, seeded, honest.

A scene calls ``begin`` with ``state.view(seat)`` — never the true state — and then ``step`` once
per frame with a small time slice until it returns an action. What the bot decides depends only on
the view, its seed and its *work budget* (iterations, scan steps), never on wall-clock time, so a
replay reproduces every bot move; the time slice only spreads the work over frames.
"""

from __future__ import annotations

import random
import time
from typing import Any


class Bot:
    """Base class: subclasses implement ``_start`` and ``_work``."""

    level: str = "easy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self._decision: Any = None
        self._busy = False

    def begin(self, view: Any, seat: int) -> None:
        """Start deciding for ``seat`` from ``view`` (the seat's view of the state)."""
        self._decision = None
        self._busy = True
        self._start(view, seat)

    def step(self, max_seconds: float = 0.004) -> Any | None:
        """Work for about ``max_seconds``; return the chosen action once decided, else None."""
        if not self._busy:
            return self._decision
        deadline = time.perf_counter() + max_seconds
        while True:
            result = self._work()
            if result is not None:
                self._decision, self._busy = result, False
                return result
            if time.perf_counter() >= deadline:
                return None

    def _start(self, view: Any, seat: int) -> None:
        raise NotImplementedError

    def _work(self) -> Any | None:
        """Do one small unit of work (a few ms at most); return the action when done."""
        raise NotImplementedError


def decide(bot: Bot, view: Any, seat: int) -> Any:
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

    def __init__(self, policy: Any, seed: int = 0):
        super().__init__(seed)
        self.policy = policy

    def _start(self, view: Any, seat: int) -> None:
        self.view, self.seat = view, seat

    def _work(self) -> Any:
        return self.policy(self.view, self.seat, self.view.legal_actions(self.seat), self.rng)


def check_level(level: str, levels: tuple[str, ...]) -> None:
    """Refuse an unknown difficulty with a sentence that lists the known ones."""
    if level not in levels:
        raise ValueError(f"Unknown bot level {level!r}: choose one of {', '.join(levels)}.")
