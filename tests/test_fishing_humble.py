"""Fishing hard's "humble" playout (``PLAYOUT``): in its simulations the searching seat plays as the
sound player, from what that seat could know, and every other seat plays sighted; the bot stays
honest and legal."""

import random

from contract import assert_bot_honest, step_random

from game.ai import fishing as ai
from game.ai.base import decide
from game.ai.fishing_playout import sighted_card
from game.ai.fishing_sound import sound_card
from game.rules import fishing


def mid_game(steps: int, seed: int = 3):
    state = fishing.new_game(4, seed=seed)
    rng = random.Random(steps)
    for _ in range(steps):
        step_random(state, rng)
    return state


def test_the_searching_seat_plays_sound_and_the_others_sighted(monkeypatch):
    monkeypatch.setattr(ai, "PLAYOUT", "humble")
    picks = {"sound": set(), "sighted": set()}
    humble = ai.humble_card

    def recording(me, state, seat, cards, lead):
        card = humble(me, state, seat, cards, lead)
        sound, sighted = sound_card(state, seat, cards, lead), sighted_card(state, seat, cards, lead)
        if seat == me:
            assert card == sound
            picks["sound"].add(seat)
        else:
            assert card == sighted
            picks["sighted"].add(seat)
        return card

    monkeypatch.setattr(ai, "humble_card", recording)
    state = mid_game(20)
    seat = state.to_move()[0]
    bot = ai.make_bot("hard", seed=2)
    bot.iterations = 30
    action = decide(bot, state.view(seat), seat)
    assert action in state.legal_actions(seat)
    assert picks["sound"] == {seat}
    assert picks["sighted"] == {0, 1, 2, 3} - {seat}


def test_humble_hard_sees_only_what_its_seat_may_see(monkeypatch):
    monkeypatch.setattr(ai, "PLAYOUT", "humble")
    state = mid_game(40)
    seat = state.to_move()[0]

    def bot():
        made = ai.make_bot("hard", seed=5)
        made.iterations = 40
        return made

    assert_bot_honest(state, seat, bot, samples=3)
