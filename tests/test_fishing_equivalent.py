"""Cards that play alike this round: which the search merges, and that no hidden card parts them."""

import random

import pytest
from contract import assert_bot_honest, step_random
from fishing_helpers import buoy, play, table

from game.ai.base import decide
from game.ai.fishing import bot as ai
from game.ai.fishing import equivalent
from game.ai.fishing.equivalent import distinct_plays
from game.rules import fishing
from game.rules.fishing import PLAY, PlayCard
from game.rules.fishing.deck import parse_card

C = parse_card
GAMES = 12


SMALL = [["blue 7", "blue 8", "red 5"], ["blue 4", "red 6", "red 3"], ["blue 3", "red 4", "yellow 3"]]
APART = [["blue 7", "blue 9", "red 5"], ["blue 8", "red 6", "red 3"], ["blue 3", "red 4", "yellow 3"]]


def cards_of(actions) -> list[str]:
    return sorted(str(a.card) for a in actions)


def merged(state, seat: int) -> list[str]:
    view = state.view(seat)
    return cards_of(distinct_plays(view, seat, view.legal_actions(seat), lambda action: -action.card.value))


def test_neighbours_in_a_colour_play_alike_and_the_preferred_one_stays():
    state = table(SMALL)
    assert merged(state, 0) == ["blue 7", "red 5"]  # the lower one: preferred by -value


def test_a_card_that_may_still_be_held_keeps_them_apart():
    state = table(APART)
    assert merged(state, 0) == ["blue 7", "blue 9", "red 5"]  # the blue 8 is somewhere unseen


def test_a_card_in_the_trick_between_them_keeps_them_apart():
    state = table(APART, leader=1)
    play(state, "blue 8", "blue 3")
    assert merged(state, 0) == ["blue 7", "blue 9"]  # the 9 takes the trick, the 7 does not


def test_a_card_played_in_an_earlier_trick_no_longer_parts_them():
    state = table([["blue 7", "blue 9", "blue 2", "red 5"], ["blue 8", "yellow 4", "red 2", "red 3"],
                   ["blue 3", "yellow 3", "red 4", "yellow 5"]], leader=1)
    play(state, "blue 8", "blue 3", "blue 2", "yellow 4", "yellow 3")  # the 8 won; yellow is led
    assert state.phase == PLAY and 0 in state.to_move()
    assert merged(state, 0) == ["blue 7", "red 5"]  # the blue 8 lies on a fisherman now


def test_zeros_and_buoys_stay_apart_from_their_neighbours():
    state = table([["blue 0", "blue 3", "blue 4", buoy("-3")], ["red 6", "red 3", "red 4", "red 5"],
                   ["yellow 3", "yellow 4", "yellow 5", "yellow 6"]])
    assert merged(state, 0) == ["blue 0", "blue 3", "buoy -3"]


def test_other_decisions_are_left_as_they_are():
    state = table([["blue 5", "red 6", buoy("-3")], [buoy("pass left"), "red 8", "yellow 2"],
                   ["blue 9", "red 2", "yellow 3"]])
    play(state, "blue 5", buoy("pass left"), "blue 9")
    assert state.phase == fishing.PASS
    view = state.view(0)
    actions = view.legal_actions(0)
    assert distinct_plays(view, 0, actions, lambda action: 0.0) == actions


def test_no_card_in_another_hand_falls_between_merged_cards_in_random_games():
    """Against the true hidden state: every dropped card has a kept card of its colour with no
    card of any other hand valued between them, so every trick of the round ends alike."""
    dropped_total = 0
    for game in range(GAMES):
        state = fishing.new_game(4, seed=900 + game)
        rng = random.Random(game)
        liking = random.Random(-game)
        while not state.is_over():
            (seat, *_) = state.to_move()
            if state.phase == PLAY:
                view = state.view(seat)
                actions = view.legal_actions(seat)
                kept = distinct_plays(view, seat, actions, lambda action, liking=liking: liking.random())
                assert set(kept) <= set(actions)
                assert {a.card.colour for a in kept} == {a.card.colour for a in actions}
                others = [c for s, hand in enumerate(state.hands) if s != seat for c in hand]
                for action in set(actions) - set(kept):
                    dropped_total += 1
                    card = action.card
                    assert card.special is None and card.value
                    partners = [a.card for a in kept
                                if a.card.colour == card.colour and a.card.special is None]
                    assert any(not any(o.colour == card.colour and o.special is None
                                       and min(p.value, card.value) < o.value < max(p.value, card.value)
                                       for o in others) for p in partners), (card, partners)
            step_random(state, rng)
    assert dropped_total > 100


def test_the_hard_bot_chooses_among_the_merged_moves(monkeypatch):
    monkeypatch.setattr(equivalent, "MERGE_ALIKE", True)
    state = table(SMALL)
    bot = ai.make_bot("hard", seed=3)
    bot.iterations = 30
    assert decide(bot, state.view(0), 0) in [PlayCard(C(name)) for name in ("blue 7", "blue 8", "red 5")]
    assert len(bot.search.root_actions) == 2


@pytest.mark.parametrize("steps", [9, 150])
def test_merged_moves_see_only_what_the_seat_may_see(monkeypatch, steps):
    monkeypatch.setattr(equivalent, "MERGE_ALIKE", True)
    state = fishing.new_game(4, seed=21)
    rng = random.Random(steps)
    for _ in range(steps):
        step_random(state, rng)
    seat = state.to_move()[0]
    assert_bot_honest(state, seat, lambda: ai.make_bot("hard", seed=5), samples=3)
