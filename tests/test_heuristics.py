"""The sound heuristic players (the medium bots): sensible choices in positions a player can check."""

import pytest
from fishing_helpers import buoy, play, table

from game.ai.base import decide
from game.ai.bingo import bot as bingo_bots
from game.ai.bingo.heuristic import Table, trick_chances
from game.ai.fishing import bot as fishing_bots
from game.ai.odds import chance_holds
from game.rules import bingo
from game.rules.bingo import PlayCard, parse_card
from game.rules.fishing import parse_card as fish_card


def test_holding_odds():
    assert chance_holds(10, 0, 3) == 0.0 and chance_holds(10, 3, 0) == 0.0
    assert chance_holds(10, 8, 3) == 1.0, "eight of ten cards must include one of any three"
    assert chance_holds(10, 1, 1) == pytest.approx(0.1)
    assert chance_holds(20, 5, 2) < chance_holds(20, 5, 4)


def bingo_lead():
    """Seat 0 leads; it holds blue 9 (no higher blue exists) and blue 5 (others may go over and
    under it)."""
    hands = (
        ("blue 9", "blue 5", "green 1", "green 2", "green 3", "yellow 1", "yellow 2", "yellow 3", "yellow 4"),
        ("blue 8", "blue 1", "green 4", "green 5", "green 6", "yellow 5", "yellow 6", "yellow 7", "yellow 8"),
        ("blue 7", "blue 2", "blue 3", "blue 4", "blue 6", "green 7", "green 8", "green 9", "yellow 9"),
    )
    return bingo.new_game(3, seed=0, hands=hands, leader=0)


def test_bingo_chances_follow_the_unseen_cards():
    state = bingo_lead()
    table_ = Table(state.view(0), 0)
    high, low = trick_chances(table_, parse_card("blue 9"))
    assert high == 1.0 and low < 0.5
    high, low = trick_chances(table_, parse_card("blue 5"))
    assert high < 0.6 and low < 0.6


def test_bingo_heuristic_leads_a_card_sure_to_cover():
    """Blue 9 is sure to be highest and yellow 4 sure to be lowest (the lower yellows are its own)."""
    state = bingo_lead()
    action = decide(bingo_bots.heuristic_bot(seed=1), state.view(0), 0)
    assert max(trick_chances(Table(state.view(0), 0), action.card)) == 1.0
    assert action in (PlayCard(parse_card("blue 9")), PlayCard(parse_card("yellow 4")))


def test_fishing_heuristic_dumps_its_minus_three_when_it_cannot_win():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], [buoy("-3"), "yellow 7"]])
    play(state, "blue 5", "blue 9")
    assert decide(fishing_bots.heuristic_bot(), state.view(2), 2).card == fish_card("buoy -3")


def test_fishing_heuristic_wins_a_rich_trick_cheaply():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "blue 14"]])
    play(state, "blue 5", "blue 9")
    assert decide(fishing_bots.heuristic_bot(), state.view(2), 2).card == fish_card("blue 12")
