"""Hypothesis state machines for Fishing and Garum: any sequence of legal actions, refused seats
and refused actions keeps the rules contract and each game's invariants."""

from contract import game_machine
from hypothesis import HealthCheck, settings
from invariants import fishing_cards
from test_garum import _invariants as garum_invariants

from game.rules import fishing, garum
from game.rules.fishing.deck import card_key, load_deck

SETTINGS = settings(
    max_examples=15, stateful_step_count=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def fishing_invariants(state) -> None:
    cards = sorted(fishing_cards(state), key=card_key)
    assert cards == load_deck().all_cards(state.players), "every card is in exactly one place"


TestFishingMachine = game_machine(fishing, (3, 5), fishing_invariants).TestCase
TestFishingMachine.settings = SETTINGS
TestGarumMachine = game_machine(garum, (2, 4), garum_invariants).TestCase
TestGarumMachine.settings = SETTINGS
