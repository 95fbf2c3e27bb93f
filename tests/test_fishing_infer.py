"""Fishing hard's reading of the others' play (``fishing_infer``): what the witness notes from its
views, which worlds the reading finds likely, the chain that follows it, and that a bot reading
the play still sees only its seat's view."""

import random

from contract import assert_bot_honest, step_random
from fishing_helpers import advance, buoy, play, table

from game.ai.base import decide
from game.ai.fishing import bot as ai
from game.ai.fishing import infer
from game.ai.fishing.heuristic import Sight
from game.rules import fishing
from game.rules.cards import Play
from game.rules.fishing import PASS, PLAY, PassCard
from game.rules.fishing.deck import parse_card

C = parse_card


def cards(*names: str) -> list:
    return [C(name) for name in names]


def test_the_witness_notes_each_play_of_the_others_once_and_none_of_its_own():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "red 2"], ["blue 4", "red 3"]])
    play(state, "blue 5", "blue 9")
    witness = infer.Witness()
    witness.follow(state.view(2), 2)
    witness.follow(state.view(2), 2)
    assert sorted((c.seat, str(c.card)) for c in witness.choices.values()) == [(0, "blue 5"), (1, "blue 9")]
    play(state, "blue 12", "blue 4")  # seat 2 wins and leads the next trick
    witness.follow(state.view(2), 2)
    assert len(witness.choices) == 2


def test_the_witness_starts_afresh_in_another_game():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "red 2"], ["blue 4", "red 3"]])
    play(state, "blue 5", "blue 9")
    witness = infer.Witness()
    witness.follow(state.view(2), 2)
    fresh = table([["blue 5", "red 6", "red 7"], ["blue 9", "red 8", "red 9"], ["blue 12", "red 2", "red 4"],
                   ["blue 4", "red 3", "red 5"]])
    witness.follow(fresh.view(2), 2)
    assert witness.choices == {}


def test_a_cheap_winner_kept_back_makes_a_world_less_likely():
    # Seat 1 followed the blue 5 with the blue 3: a sound player holding the blue 6 takes the trick.
    state = table([["blue 5", "red 6"], ["blue 3", "blue 6"], ["red 12", "red 2"], ["red 4", "red 3"]])
    play(state, "blue 5", "blue 3")
    witness = infer.Witness()
    witness.follow(state.view(2), 2)
    reading = witness.reading()
    held_winner = [[], cards("blue 6"), [], []]
    held_red = [[], cards("red 7"), [], []]
    assert reading.likelihood(held_red) > 2 * reading.likelihood(held_winner)


def test_the_card_passed_to_me_tells_what_my_right_neighbour_kept():
    state = table([["blue 5", "red 6", "red 7"], [buoy("pass left"), "red 8", "yellow 2"],
                   ["blue 9", "red 2", "yellow 3"], ["blue 4", "red 3", "green 4"]])
    play(state, "blue 5", buoy("pass left"), "blue 9", "blue 4")
    assert state.phase == PASS
    witness = infer.Witness()
    witness.follow(state.view(0), 0)
    for seat, card in ((0, "red 7"), (1, "yellow 2"), (2, "yellow 3"), (3, "red 3")):
        state.apply(seat, PassCard(C(card)))
    witness.follow(state.view(0), 0)
    (choice,) = [c for c in witness.choices.values() if c.sight is None]
    assert (choice.seat, str(choice.card)) == (3, "red 3")
    reading = witness.reading()
    weaker_kept = [[], [], [], cards("red 2", "green 9")]  # a sound player would have passed the red 2
    stronger_kept = [[], [], [], cards("red 9", "green 9")]
    assert reading.likelihood(stronger_kept) > 2 * reading.likelihood(weaker_kept)


def test_the_chain_follows_the_likelihood_and_hands_out_fresh_copies():
    state = advance(fishing.new_game(4, seed=3), 12, seed=3)
    seat = state.to_move()[0]
    view = state.view(seat)
    other = (seat + 1) % 4
    target = sorted(view.sampler(seat)(random.Random(0)).hands[other], key=str)[0]

    class Liking:
        def likelihood(self, hands):
            return 1.0 if target in hands[other] else 1e-6

    uniform, chain = view.sampler(seat), infer.Chain(view.sampler(seat), Liking())
    rng = random.Random(1)
    plain = sum(target in uniform(rng).hands[other] for _ in range(200))
    drawn = [chain(rng) for _ in range(200)]
    assert sum(target in world.hands[other] for world in drawn) > max(150, plain)
    assert len({id(world) for world in drawn}) == len(drawn)


def test_the_quick_beats_are_what_trick_winner_says():
    rng = random.Random(4)
    checked = 0
    for seed in range(3):
        state = fishing.new_game(4, seed=seed)
        while not state.is_over() and checked < 400:
            seat = state.to_move()[0]
            view = state.view(seat)
            if view.phase == PLAY and view.trick:
                sight = Sight(view, seat)
                trick = list(view.trick)
                winner = view.trick_winner(trick)
                if winner.card is trick[-1].card and view.caller is None and winner.card.colour is not None:
                    lead = view.lead_colour()
                    other = (trick[-1].seat + 1) % 4
                    slow = {c for c in sight.out if c.colour is not None
                            and view.trick_winner([*trick, Play(other, c)]).seat == other}
                    assert sight._beats(trick, lead, fishing.load_deck().trump) == slow
                    checked += 1
            step_random(state, rng)
    assert checked > 50


def test_a_bot_reading_the_play_sees_only_its_seats_views(monkeypatch):
    monkeypatch.setattr(ai, "INFER", ("hard",))
    monkeypatch.setitem(ai.ITERATIONS, "hard", 150)  # honesty does not depend on the budget
    state, rng = fishing.new_game(4, seed=8), random.Random(8)
    seat, seen = 2, []
    for _ in range(26):
        if seat in state.to_move():
            seen.append(state.view(seat))
        step_random(state, rng)
    while seat not in state.to_move() or state.phase != PLAY or len(state.legal_actions(seat)) < 2:
        if seat in state.to_move():
            seen.append(state.view(seat))
        step_random(state, rng)

    def watching_bot():
        bot = ai.make_bot("hard", seed=5)
        for view in seen:
            bot.witness.follow(view, seat)
        return bot

    assert watching_bot().witness.choices, "the test needs plays to read"
    assert_bot_honest(state, seat, watching_bot, samples=2)
    bot = watching_bot()
    decide(bot, state.view(seat), seat)
    assert isinstance(bot.search.view.sample, infer.Chain)
