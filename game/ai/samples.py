"""Sampled worlds made quick to simulate: a ``Root`` for ``ismcts.Search`` that converts each world
it samples from the seat's view, and may let one world serve several iterations as copies."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Generic, Protocol, Self, TypeVar

from game.ai.ismcts import V, World
from game.rules.base import Action


class CopiedWorld(World, Protocol):
    """A world that can serve several iterations as copies (``FastSamples`` with ``reuse``)."""

    def clone(self) -> Self: ...


C = TypeVar("C", bound=CopiedWorld)


class FastSamples(Generic[C, V]):
    """A view for ``Search`` whose every sampled world is converted (``fast(state)``) into a state
    that is quicker to simulate — a compact copy, or the same state without bookkeeping only a
    view needs. The root's legal actions still come from the view itself.

    With ``reuse`` > 1 each sampled world serves that many iterations (as copies): sampling can
    cost more than a simulation, and how the budget is split between worlds and iterations per
    world hardly matters once both are large enough (Powley, Whitehouse & Cowling 2011).

    ``sample(rng)``, when given, stands for ``view.determinize(seat, rng)`` of the searching seat
    (a game's sampler that works out once what does not depend on chance)."""

    def __init__(self, view: V, fast: Callable[[V], C], reuse: int = 1,
                 sample: Callable[[random.Random], V] | None = None):
        self.view, self.fast, self.reuse = view, fast, reuse
        self.sample = sample
        self.world: C | None = None
        self.served = 0

    def legal_actions(self, seat: int) -> list[Action]:
        return self.view.legal_actions(seat)

    def determinize(self, seat: int, rng: random.Random) -> C:
        if self.reuse <= 1:
            return self.fast(self._draw(seat, rng))
        world = self.world
        if world is None or self.served % self.reuse == 0:
            world = self.world = self.fast(self._draw(seat, rng))
        self.served += 1
        return world.clone()

    def _draw(self, seat: int, rng: random.Random) -> V:
        return self.sample(rng) if self.sample is not None else self.view.determinize(seat, rng)
