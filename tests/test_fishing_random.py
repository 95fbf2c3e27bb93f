"""Fishing: seeded random games checking the contract and the invariants at every step."""

import random

import pytest
from contract import check_round_trips, step_random
from invariants import FishingWatch
from invariants import fishing_cards as all_cards

from game.rules import fishing
from game.rules.fishing import CaptureAllTook, Penalty, RoundScored, TrickTaken, ZeroCaptured
from game.rules.fishing.deck import MINUS_THREE, PENALTY

GAMES = {3: 30, 4: 30, 5: 30}  # a sample of FULL_GAMES, the first seeds of each count
FULL_GAMES = {3: 340, 4: 340, 5: 340}  # over 1,000 full games in all: bench/random_games.py
ROUND_TRIP_EVERY = 5  # games whose clone, views and record are replayed (a replay costs a game)


class Tally:
    """Scores recomputed from the events alone: a point per card on a fisherman at round end and
    −3 for each −3 the moment it lands."""

    def __init__(self, players: int):
        self.banked = [0] * players
        self.landed = [0] * players  # cards on each fisherman this round
        self.penalty = [0] * players

    def see(self, events) -> None:
        for event in events:
            if isinstance(event, TrickTaken | CaptureAllTook):
                cards = event.cards
            elif isinstance(event, ZeroCaptured):
                cards = (event.card,)
            else:
                cards = ()
            self.landed[getattr(event, "seat", 0)] += len(cards)
            self.penalty[getattr(event, "seat", 0)] += sum(c.special == MINUS_THREE for c in cards)
            if isinstance(event, RoundScored):
                assert event.points == tuple(self.landed)
                self.banked = [b + n for b, n in zip(self.banked, self.landed, strict=True)]
                self.landed = [0] * len(self.landed)
            if isinstance(event, Penalty):
                assert event.points == -PENALTY

    def scores(self) -> tuple[int, ...]:
        return tuple(b - PENALTY * p for b, p in zip(self.banked, self.penalty, strict=True))


@pytest.mark.parametrize("players", sorted(GAMES))
def test_random_games_keep_every_card_and_the_scores(players):
    play_random_games(players, GAMES[players])


def play_random_games(players: int, games: int) -> None:
    """``games`` seeded random games at ``players`` seats, every step checked (the test and
    ``bench/random_games.py``, which plays the full count)."""
    over_fished = 0
    for game in range(games):
        rng = random.Random(game)
        state = fishing.new_game(players, seed=1000 * players + game)
        expected = sorted(map(id, all_cards(state)))
        assert len(expected) == 100
        tally = Tally(players)
        watch = FishingWatch(state)
        check_at = rng.randrange(50, 250) if game % ROUND_TRIP_EVERY == 0 else -1
        steps = 0
        while not state.is_over():
            _, _, events = step_random(state, rng, watch)
            steps += 1
            tally.see(events)
            assert sorted(map(id, all_cards(state))) == expected, "a card was lost or doubled"
            assert state.scores() == tally.scores()
            assert state.penalties == tally.penalty
            if steps == check_at:
                check_round_trips(state, fishing)
        assert state.to_move() == () and state.winners()
        assert set(state.winners()) == {s for s in range(players) if state.score[s] == max(state.score)}
        over_fished += state.round < 8 or any(state.hands)
        if game % ROUND_TRIP_EVERY == 0:
            check_round_trips(state, fishing)
    assert over_fished < games, "random games reach the end of round 8"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_determinized_states_agree_with_the_view_and_play_on(players):
    rng = random.Random(players)
    for game in range(12):
        state = fishing.new_game(players, seed=game)
        while not state.is_over():
            step_random(state, rng)
            if rng.random() < 0.04 and not state.is_over():
                seat = rng.randrange(players)
                guess = state.determinize(seat, random.Random(game))
                assert guess.view(seat) == state.view(seat)
                assert sorted(map(str, all_cards(guess))) == sorted(map(str, all_cards(state)))
                assert guess.hands[seat] == state.hands[seat]
                for other in range(players):
                    assert not {c.colour for c in guess.hands[other]} & state.voids[other]
                mover = guess.to_move()[0]
                assert guess.legal_actions(mover)
                while not guess.is_over() and guess.round == state.round:
                    step_random(guess, rng)


def test_a_sampler_draws_as_determinize_does_and_its_worlds_are_its_own():
    """A search draws many worlds from one ``sampler``: each must equal what ``determinize``
    draws from the same generator, however much the worlds drawn before were played on."""
    rng = random.Random(7)
    checked = 0
    for game in range(6):
        state = fishing.new_game(4, seed=40 + game)
        while not state.is_over():
            step_random(state, rng)
            if rng.random() < 0.05 and not state.is_over():
                seat = rng.randrange(4)
                sample, draws, again = state.sampler(seat), random.Random(game), random.Random(game)
                for _ in range(3):
                    world = sample(draws)
                    assert world == state.determinize(seat, again)
                    while not world.is_over() and world.round == state.round:
                        step_random(world, rng)  # play it on: the next draw must not notice
                    checked += 1
    assert checked > 20


def test_a_view_hides_other_hands_boats_ocean_and_the_history():
    state = fishing.new_game(4, seed=3)
    rng = random.Random(3)
    for _ in range(60):
        step_random(state, rng)
    view = state.view(1)
    assert view.hands[1] == state.hands[1]
    assert all(card is None for seat in (0, 2, 3) for card in view.hands[seat])
    assert all(card is None for boat in view.boats for card in boat) and set(view.ocean) == {None}
    assert [len(b) for b in view.boats] == [len(b) for b in state.boats]
    assert view.history == [] and view.seed is None
    assert view.fishermen == state.fishermen and view.scores() == state.scores()
