"""Shared helpers of the Fishing tests: build a table from card names and play cards by name."""

from __future__ import annotations

import random

from contract import step_random

from game.rules import fishing
from game.rules.fishing import Capture, PlayCard
from game.rules.fishing.deck import parse_card


def buoy(name: str) -> str:
    return f"buoy {name}"


def table(hands, leader: int = 0, seed: int = 7, **options) -> fishing.FishingState:
    """A game whose hands (and anything else) are given; the seats are ``len(hands)``."""
    return fishing.new_game(len(hands), seed=seed, hands=hands, leader=leader, **options)


def play(state: fishing.FishingState, *cards: str) -> list:
    """Each card is played by the seat to move, in turn; returns all events."""
    events = []
    for text in cards:
        (seat,) = state.to_move()
        events += state.apply(seat, PlayCard(parse_card(text)))
    return events


def capture(state: fishing.FishingState, text: str) -> list:
    (seat,) = state.to_move()
    return state.apply(seat, Capture(parse_card(text)))


def of_type(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def names(cards) -> list[str]:
    return [str(c) for c in cards]


def advance(state, steps: int, seed: int = 0):
    """``state`` after ``steps`` seeded random moves."""
    rng = random.Random(seed)
    for _ in range(steps):
        step_random(state, rng)
    return state
