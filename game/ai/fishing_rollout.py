"""Hard's simulations in one loop: the same moves and random draws as ISMCTS's generic playout
loop with ``fishing.playout_action``, without its per-move overhead.

The generic loop asks, per simulated move, the horizon, ``to_move``, the legal actions (one
``PlayCard`` per card) and the playout policy, then ``apply``. In the play phase — nearly every
simulated move — this loop works on the playable cards themselves: it draws the same noise, lets
``fishing_playout.sighted_card`` (or ``fishing_sound.sound_card``) choose, and hands the card to
the rules' ``flow.play_card`` through ``SimState.play``, as ``SimState.apply`` does. Captures,
calls and passes take the generic path. ``tests/test_fishing_rollout.py`` checks that both loops
end in equal states with the generator in the same place.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.ai.fishing_playout import sighted_card
from game.rules.cards import lead_colour, playable
from game.rules.fishing import OVER, PLAY, is_buoy, load_deck
from game.rules.fishing.deck import distinct

Policy = Callable[[Any, int, list, random.Random], Any]


class Rollout:
    """Play a sampled world on until the round ``round_`` is over (before the game's final round:
    until its last trick is about to start), as ``Search``'s ``simulate`` hook."""

    def __init__(self, round_: int, noise: float, policy: Policy, choose: Callable = sighted_card):
        self.round = round_
        self.early = round_ < load_deck().rounds
        self.noise, self.policy, self.choose = noise, policy, choose  # choose(state, seat, cards, lead)

    def __call__(self, state: Any, rng: random.Random) -> None:
        round_, early, noise, choose = self.round, self.early, self.noise, self.choose
        while state.phase != OVER and state.round == round_:
            if state.phase != PLAY:
                mover = state.to_move()[0]
                state.apply(mover, self.policy(state, mover, state.legal_actions(mover), rng))
                continue
            trick = state.trick
            if early and not trick and len(state.hands[state.leader]) == 1:
                return  # the round's last trick: the evaluation settles it
            seat = (state.leader + len(trick)) % state.players
            lead = lead_colour(trick, state.called)
            cards = distinct(playable(state.hands[seat], lead, is_buoy))
            if rng.random() < noise:
                card = cards[rng.randrange(len(cards))]
            elif len(cards) == 1:
                card = cards[0]
            else:
                card = choose(state, seat, cards, lead)
            state.play(seat, card)
