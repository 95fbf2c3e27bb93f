"""What one Fishing seat may see, and random full states consistent with it (for search bots)."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Self, TypeVar

from game.rules.cards import Card, seen
from game.rules.fishing.deck import sort_cards
from game.rules.fishing.fields import FishingFields
from game.rules.fishing.knowledge import Dealer, Untracked

HIDDEN = Card(None, None, "hidden")  # a pass choice made but not visible to this view


class Hidden(FishingFields):
    """``FishingState``'s views (a mixin over its fields): hidden cards become None."""

    def view(self, seat: int) -> Self:
        """What ``seat`` may see: its own hand and the card it passed; every other hand, the order
        of boats and ocean, and others' pass choices become unknown (sizes stay). The public
        ``knowledge`` says which cards may be where. Seed, setup options and history (which would
        replay the secrets) are dropped: a view is for deciding, not for records."""
        view = self.clone()
        view._legal = None
        for other in range(self.players):
            if other != seat:
                view.hands[other] = (None,) * len(self.hands[other])
                view.passed[other] = None
                if view.passes is not None and view.passes[other] is not None:
                    view.passes[other] = HIDDEN
            view.boats[other] = [None] * len(self.boats[other])
        view.ocean = [None] * len(self.ocean)
        view.seed = None
        view.options = {}
        view.history = []
        return view

    def untracked(self) -> Self:
        """This state without the public knowledge of hidden cards: faster to play on, for search
        simulations that already know every card, but no longer viewable."""
        self.knowledge = Untracked(self.players)
        return self

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A view of ``seat`` completed at random, consistently with everything it has seen: the
        unseen cards go where the public knowledge allows, never in a colour a hand showed it
        lacks, the card it passed stays with its receiver; hidden pass choices are guessed."""
        return self.sampler(seat)(rng)

    def sampler(self, seat: int) -> Callable[[random.Random], Self]:
        """``determinize`` for ``seat`` as a function of the generator alone, the same draws:
        what does not depend on chance is worked out once, for a search that samples many times
        (valid while this state is not changed)."""
        view = self.view(seat)
        known = {seat: list(seen(view.hands[seat]))}
        receiver = (seat + 1) % self.players
        passed = view.passed[seat]
        if passed is not None:
            known[receiver] = [passed]
        return functools.partial(_sample, view, view.knowledge.dealer(known, view.voids))


Viewed = TypeVar("Viewed", bound=Hidden)


def _sample(view: Viewed, dealer: Dealer, rng: random.Random) -> Viewed:
    """One random full state behind ``view``: ``dealer`` places its unseen cards, and hidden pass
    choices are guessed from the hands they came from."""
    state = view.clone()
    hands, state.boats, state.ocean = dealer.deal(rng)
    state.hands = [sort_cards(h) for h in hands]
    if state.passes is not None:
        for other, choice in enumerate(state.passes):
            if choice == HIDDEN:
                state.passes[other] = rng.choice(state.hands[other])
    return state
