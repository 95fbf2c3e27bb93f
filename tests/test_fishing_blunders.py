"""Fishing moves a person would call silly (``fishing_blunder``): the look-ahead finds them, and
every level avoids them, on made-up tables and on the traps of bot games kept in
``tests/data/fishing_blunders.json`` (``bench/fishing_blunders.py``)."""

import pytest
from blunder_positions import load, position
from fishing_helpers import play, table

from game.ai.base import decide
from game.ai.fishing import blunder as fishing_blunder
from game.ai.fishing import bot as ai
from game.ai.fishing.blunder import GIVEN_AWAY, OVERSPENT, SWALLOWED, better, blunder, traps
from game.rules.fishing import Capture, FishingState, PlayCard
from game.rules.fishing.deck import parse_card

C = parse_card
POSITIONS = load("fishing")

# Seat 0 plays last: the blue 8 leads, and its blue 7 and blue 9 play alike once the 8 is taken.
ALIKE = [["blue 7", "blue 9", "red 5"], ["blue 8", "red 6", "red 3"], ["blue 3", "red 4", "yellow 3"]]
# Seat 0 plays last: its blue 7 and blue 9 both beat the blue 5, and the blue 8 may be seat 2's.
HIGHER = [["blue 7", "blue 9", "red 5"], ["blue 5", "red 6", "red 3"], ["blue 3", "blue 8", "yellow 3"]]
# Seat 0's zero comes last under the blue 8 and the −3 of the others.
ZERO = [["blue 0", "red 5"], ["blue 8", "red 6"], ["buoy -3", "yellow 3"]]


def last_card(hands, round_: int) -> FishingState:
    state = table(hands, leader=1, round=round_)
    play(state, *(hand[0] for hand in hands[1:]))
    return state


@pytest.mark.parametrize(
    ("hands", "bad", "good", "kind"),
    [(ALIKE, "blue 7", "blue 9", GIVEN_AWAY), (HIGHER, "blue 9", "blue 7", OVERSPENT)],
    ids=["given away with a card that plays alike", "a higher card spent than the trick needed"],
)
def test_the_last_rounds_trick_blunders(hands, bad, good, kind):
    view = last_card(hands, 8).view(0)
    assert blunder(view, 0, PlayCard(C(bad))) == kind
    assert blunder(view, 0, PlayCard(C(good))) is None
    assert better(view, 0, PlayCard(C(bad))) == PlayCard(C(good))
    assert traps(view, 0) == [PlayCard(C(bad))]


def test_before_the_last_round_a_trick_is_not_judged():
    """Winning a trick then also fills the boat: no longer certain to be better."""
    view = last_card(ALIKE, 7).view(0)
    assert traps(view, 0) == []


def test_a_card_another_hand_may_hold_between_them_keeps_them_apart():
    hands = [["blue 7", "blue 10", "red 5"], ["blue 8", "blue 9", "red 3"], ["blue 3", "red 4", "yellow 3"]]
    view = last_card(hands, 8).view(0)  # the blue 9 may still win a later trick: the 10 is not the 7
    assert traps(view, 0) == []


def test_the_higher_card_is_no_blunder_while_a_minus_three_may_still_come():
    """Ducking a −3 trick later may need the lower card."""
    hands = [row[:] for row in HIGHER]
    hands[2][2] = "buoy -3"
    assert traps(last_card(hands, 8).view(0), 0) == []


def test_a_zero_that_takes_the_minus_three_off_a_rivals_trick():
    state = table(ZERO, leader=1)
    play(state, "blue 8", "buoy -3", "blue 0")
    view = state.view(0)
    assert blunder(view, 0, Capture(C("buoy -3"))) == SWALLOWED
    assert blunder(view, 0, Capture(C("blue 8"))) is None
    assert better(view, 0, Capture(C("buoy -3"))) == Capture(C("blue 8"))


def test_the_minus_three_that_lands_on_the_seat_anyway_is_no_blunder():
    hands = [["blue 0", "red 5"], ["buoy -3", "red 6"], ["red 4", "yellow 3"]]
    state = table(hands, leader=0)
    play(state, "blue 0", "buoy -3", "red 4")  # the blue 0 wins: the −3 is the seat's either way
    assert traps(state.view(0), 0) == []


def test_the_look_ahead_reads_only_the_seats_view():
    state = last_card(ALIKE, 8)
    for action in state.legal_actions(0):
        assert blunder(state, 0, action) == blunder(state.view(0), 0, action)


@pytest.mark.parametrize("level", ai.LEVELS)
def test_every_level_avoids_the_made_up_blunders(level):
    state = table(ZERO, leader=1)
    play(state, "blue 8", "buoy -3", "blue 0")
    for view in (last_card(ALIKE, 8).view(0), last_card(HIGHER, 8).view(0), state.view(0)):
        choice = decide(ai.make_bot(level, 1), view, 0)
        assert blunder(view, 0, choice) is None


def test_every_kept_position_is_a_trap_with_the_move_expected():
    assert len(POSITIONS) >= 5
    for entry in POSITIONS:
        view, seat, played, expected = position(entry, FishingState)
        assert blunder(view, seat, played) == entry["kind"]
        assert blunder(view, seat, expected) is None
        assert better(view, seat, played) == expected


@pytest.mark.parametrize("level", ai.LEVELS)
def test_every_level_avoids_the_kept_blunders(level):
    for entry in POSITIONS:
        view, seat, played, _ = position(entry, FishingState)
        choice = decide(ai.make_bot(level, 1), view, seat)
        assert choice != played and blunder(view, seat, choice) is None, entry["level"]


def test_the_repair_is_what_makes_a_silly_move_good():
    view = last_card(ALIKE, 8).view(0)
    silly = PlayCard(C("blue 7"))
    assert fishing_blunder.repair(view, 0, silly) == PlayCard(C("blue 9"))
    assert fishing_blunder.repair(view, 0, PlayCard(C("blue 9"))) == PlayCard(C("blue 9"))
