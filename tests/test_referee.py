"""The independent referee of the random-play watches, and proof that the watches see a wrong
winner: each bug planted in the engine (``watch_mutants``) fails random play within a few games,
and the very games it failed pass on the real engine. ``bench/referee.py`` plays many more."""

import pytest
import referee
from watch_mutants import MUTANTS, games_until_caught, watched_game

from game.rules.bingo import parse_card as bingo_card
from game.rules.fishing.deck import parse_card as fishing_card

GAMES_PER_COUNT = 20  # each mutant is caught in its first few games; the bench plays hundreds
CHECK_THAT_FIRES = {
    "fishing ocean tie reversed": "ocean draws out of order",
    "fishing first-leader tie reversed": "leads (scores",
    "fishing trump ignored": "won by seat",
    "bingo trump ignored": "",  # a wrong cover, a wrong leader or a missed seat: any of them
    "bingo high and low swapped": "",
}


def fishing(*plays):
    return list(enumerate(fishing_card(text) for text in plays))


def test_fishing_winner_from_the_rules_text():
    assert referee.fishing_winner(fishing("blue 9", "green 1", "blue 4")) == 1, "any green beats the lead"
    assert referee.fishing_winner(fishing("blue 9", "red 17", "blue 4")) == 0, "only the lead colour counts"
    assert referee.fishing_winner(fishing("blue 9", "blue 0", "blue 4"), lowest=True) == 1, "a zero can win"
    assert referee.fishing_winner(fishing("blue 9", "green 3", "green 5"), lowest=True) == 1, "lowest green"
    assert referee.fishing_winner(fishing("buoy -3", "red 2", "red 5")) == 2, "a buoy lead leaves it open"
    assert referee.fishing_winner(fishing("buoy -3", "buoy pass left", "buoy -3")) == 0, "first buoy"
    called = fishing("red 3", "blue 9", "buoy play first")
    assert referee.fishing_winner(called, called="yellow", caller=2) == 2, "nobody followed the call"
    assert referee.fishing_winner(called, called="blue", caller=2) == 1


def test_ocean_order_and_first_leader_as_in_the_rules_example():
    """Anne 0, Debbie 1, Nikki 2, Paul 3; Paul misses 5, Nikki and Debbie 1 each and Nikki played
    earlier in the last trick (led by Nikki)."""
    last_trick = [2, 3, 0, 1]
    assert referee.ocean_draw_order({0: 0, 1: 1, 2: 1, 3: 5}, last_trick) == [3, 2, 1]
    assert referee.first_leader([10, 7, 9, 7], last_trick) == 3
    assert referee.first_leader([10, 7, 9, 8], last_trick) == 1


def test_bingo_highest_and_lowest_as_in_the_worked_examples():
    blue, green, yellow, purple, red = range(5)
    first = {red: "blue 3", blue: "blue 9", green: "blue 8", yellow: "red 1", purple: "green 2"}
    trick = [(seat, bingo_card(first[seat])) for seat in (red, blue, green, yellow, purple)]
    assert referee.bingo_high_low(trick, None) == (blue, red)
    second = {blue: "blue 5", green: "red 5", yellow: "yellow 2", purple: "red 6", red: "blue 4"}
    trick = [(seat, bingo_card(second[seat])) for seat in (blue, green, yellow, purple, red)]
    assert referee.bingo_high_low(trick, "red") == (purple, red)
    assert referee.bingo_high_low(trick, "blue") == (blue, red), "a trump led is no trump"
    alone = [(0, bingo_card("blue 5")), (1, bingo_card("red 9")), (2, bingo_card("red 2"))]
    assert referee.bingo_high_low(alone, None) == (0, 0), "a lone lead card is both"
    assert referee.bingo_high_low(alone, "red") == (1, 0), "a trump is only ever the highest"


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_the_watch_fails_on_a_planted_bug(name):
    caught, message = games_until_caught(name, GAMES_PER_COUNT)
    assert caught is not None, f"{name}: {3 * GAMES_PER_COUNT} random games passed the watch"
    assert CHECK_THAT_FIRES[name] in message
    game = MUTANTS[name][0]
    for number in range(caught):  # the same games, on the real engine
        watched_game(game, players=(3, 4, 5)[number % 3], seed=number // 3)
