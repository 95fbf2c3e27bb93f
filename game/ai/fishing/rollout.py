"""Hard's simulations in one loop: the same moves and random draws as ISMCTS's generic playout
loop with ``fishing.playout_action``, without its per-move overhead.

The generic loop asks, per simulated move, the horizon, ``to_move``, the legal actions (one
``PlayCard`` per card) and the playout policy, then ``apply``. In the play phase — nearly every
simulated move — this loop works on the playable cards themselves: it draws the same noise, lets
``fishing_playout.sighted_card`` (or ``fishing_sound.sound_card``) choose, and plays the card with
``SimState.play_fast``. Passes, given the policy's ``pass_choice``, are chosen on the cards too
(one action made per seat, not one per card); captures and calls take the generic path.
``tests/test_fishing_rollout.py`` checks that both loops end in equal states with the generator in
the same place.

The playable cards are listed here, not by ``cards.playable`` + ``deck.distinct``, relying on the
rules' hand order (``deck.card_key``: buoys after the coloured cards, the two −3 last of all):
the hand's run of the lead colour (``fishing_runs``), then its buoys.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.ai.fishing.playout import sighted_card
from game.ai.fishing.runs import known_runs, runs
from game.ai.fishing.sim import SimState
from game.ai.fishing.value import ROUND_END
from game.ai.ismcts import World
from game.rules.base import Action
from game.rules.cards import Card
from game.rules.fishing import MINUS_THREE, OVER, PASS, PLAY, PassCard, load_deck

Policy = Callable[[SimState, int, list, random.Random], Action]


class Rollout:
    """Play a sampled world (a ``fishing_sim.SimState``) on until the round ``last`` (default: the
    world's own round ``round_``) is over — before the game's final round, until the last trick of
    ``last`` is about to start — as ``Search``'s ``simulate`` hook."""

    def __init__(self, round_: int, noise: float, policy: Policy, choose: Callable = sighted_card,
                 last: int | None = None, round_end: Callable | None = None,
                 pass_choice: Callable[[Sequence[Card]], Card] | None = None):
        self.round, self.last = round_, round_ if last is None else last
        self.early = self.last < load_deck().rounds
        self.noise, self.policy, self.choose = noise, policy, choose  # choose(state, seat, cards, lead)
        # round_end(state), when given: the values a simulation that plays on past its own round
        # keeps (as fishing_value.ROUND_END) where the next round has just been dealt
        self.round_end = round_end
        # pass_choice(cards), when given: the card the policy passes from a hand's distinct cards
        # (its noise aside), so that passing lists no actions
        self.pass_choice = pass_choice

    def __call__(self, state: World, rng: random.Random) -> None:
        if not isinstance(state, SimState):
            raise TypeError(f"a Fishing rollout plays a simulation state, not {type(state).__name__}")
        last, early, noise, choose = self.last, self.early, self.noise, self.choose
        players, chance, randrange = state.players, rng.random, rng.randrange
        first, round_end = self.round, self.round_end
        while state.phase != OVER and state.round <= last:
            if round_end is not None and state.round != first:
                setattr(state, ROUND_END, round_end(state))
                round_end = None
            if state.phase != PLAY:
                if state.phase == PASS and self.pass_choice is not None:
                    self._pass(state, chance, randrange)
                    continue
                mover = state.to_move()[0]
                state.apply(mover, self.policy(state, mover, state.legal_actions(mover), rng))
                continue
            trick = state.trick
            if early and not trick and len(state.hands[state.leader]) == 1 and state.round == last:
                return  # the last round's last trick: the evaluation settles it
            seat = (state.leader + len(trick)) % players
            lead = state.called  # the lead colour (``lead_colour``), inlined
            if lead is None:
                for play in trick:
                    lead = play.card.colour
                    if lead is not None:
                        break
            hand = state.hands[seat]
            following = None
            if lead is not None:
                entry = known_runs(id(hand))
                by_colour = runs(hand) if entry is None else entry[1]
                following = by_colour.get(lead)
            if following is None:  # no lead yet, or none of its colour: any card
                cards = list(hand)
                if len(cards) > 1 and cards[-2].special == MINUS_THREE:
                    del cards[-1]  # the two −3 buoys are one choice
            else:  # the lead colour, then the buoys (always playable; last in hand order)
                buoys = by_colour.get(None)
                if buoys:
                    cards = [*following, *buoys]
                    if len(buoys) > 1 and buoys[-2].special == MINUS_THREE:
                        del cards[-1]
                else:
                    cards = list(following)
            if chance() < noise:
                card = cards[randrange(len(cards))]
            elif len(cards) == 1:
                card = cards[0]
            else:
                card = choose(state, seat, cards, lead)
            state.play_fast(seat, card, lead)

    def _pass(self, state: SimState, chance: Callable[[], float], randrange: Callable[[int], int]) -> None:
        """Every seat still to pass passes, in turn, as the policy would: the same noise, then
        ``pass_choice`` on its distinct cards (the two −3, last in hand order, are one)."""
        choose, noise = self.pass_choice, self.noise
        if choose is None:
            raise ValueError("this rollout passes through its policy")
        for seat in state.to_move():
            hand = state.hands[seat]
            cards = hand[:-1] if len(hand) > 1 and hand[-2].special == MINUS_THREE else hand
            card = cards[randrange(len(cards))] if chance() < noise else choose(cards)
            state.apply(seat, PassCard(card))
