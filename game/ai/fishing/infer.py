"""Reading the other seats' play into Fishing hard's samples (issue 53).

A uniform deal (voids respected) ignores what the others' choices say: a seat that followed low
under a trick worth having probably had nothing cheap that takes it, a seat that passed the red 9
probably held nothing weaker. The view keeps no log of who played what, so the bot keeps one
(``Witness``): at each of its decisions it notes the plays of the current trick it has not noted
yet, each with the table as it stood then (the view with the trick cut there), and after a *Pass
left* the card its right neighbour gave it. It reads views only, so it sees nothing hidden; the
plays after its own in a trick it never sees (about half of them), and a new round starts afresh.

A sampled world is as likely as those choices were with the hands it gives (``Reading``): a play
had chance ``(1 - EPSILON) * softmax(BETA * card_score)`` over the cards that hand could legally
play then (the sound player's ``card_score``, seen from that seat), plus ``EPSILON`` spread evenly
(people and bots play unlike any model); a pass, the softmax of ``-PASS_BETA * strength`` over the
giver's hand (the −3 first). A seat's hand then = its hand in the world now + the cards it was seen
to play since. ``Chain`` runs an independent Metropolis chain over the sampler's uniform deals: each
proposal replaces the last sample with chance likelihood(new) / likelihood(last).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from game.ai.fishing.heuristic import Sight, card_score, strength
from game.rules.cards import Card
from game.rules.fishing import MINUS_THREE, PASS, PLAY, FishingState

BETA = 4.0  # how sharply a seat is expected to prefer the card the sound player scores higher
PASS_BETA = 25.0  # the same for the card it passes (strength runs 0..1, neighbours 0.04 apart)
EPSILON = 0.1  # share of a choice put down to chance or to another way of playing
CLIP = 8.0  # scores beyond this many points are all "sure"
# Measured (the samples' true owners, the paired A/B): see bench/NOTES.md, "Fishing: reading the play
# (INFER)".


class Choice:
    """One choice of another seat: a card it played (with the table as it stood) or passed."""

    __slots__ = ("seat", "card", "lead", "sight", "weights")

    def __init__(self, seat: int, card: Card, lead: str | None = None, sight: Sight | None = None):
        self.seat, self.card, self.lead, self.sight = seat, card, lead, sight
        self.weights: dict[Card, float] = {}

    def weight(self, card: Card) -> float:
        """The softmax weight of ``card`` had it been chosen here (worked out once per card)."""
        weight = self.weights.get(card)
        if weight is None:
            if self.sight is None:  # a pass: the weakest card, the −3 before any
                weight = math.exp(-PASS_BETA * (-1.0 if card.special == MINUS_THREE else strength(card)))
            else:
                weight = math.exp(BETA * max(-CLIP, min(CLIP, card_score(self.sight, card))))
            self.weights[card] = weight
        return weight

    def chance(self, hand: list[Card]) -> float:
        """How likely this choice was from ``hand`` (which holds the chosen card)."""
        lead, card = self.lead, self.card
        if lead is not None and any(c.colour == lead for c in hand):
            hand = [c for c in hand if c.colour == lead or c.colour is None]
            if card not in hand:  # the world contradicts the play: only chance explains it
                return EPSILON / (len(hand) + 1)
        total = sum(self.weight(c) for c in hand)
        return (1.0 - EPSILON) * self.weight(card) / total + EPSILON / len(hand)


class Witness:
    """The other seats' choices one bot has seen this round, from its views alone; kept between
    its decisions (a bot made afresh, as after loading a game, starts with none)."""

    def __init__(self) -> None:
        self.round: tuple[int, int] | None = None  # (players, round) of the choices
        self.choices: dict[tuple[int, int], Choice] = {}  # (-cards left at the trick, place) -> choice
        self.before_pass: list[Card] | None = None  # my hand while passing, until the pass is over

    def follow(self, view: FishingState, seat: int) -> None:
        """Note what ``view`` shows that was not seen before."""
        left = sum(len(hand) for hand in view.hands) + len(view.trick)  # the same all through a trick
        game = (view.players, view.round)
        if game != self.round or any(key[0] > -left for key in self.choices):  # an earlier time: another game
            self.round, self.choices, self.before_pass = game, {}, None
        hand = list(view.hands[seat])
        if view.phase == PASS:
            self.before_pass = hand
            return
        if self.before_pass is not None:
            self._note_pass(view, seat, hand, left)
        if view.phase != PLAY:
            return
        for place, play in enumerate(view.trick):
            key = (-left, place)
            if play.seat != seat and key not in self.choices:
                self.choices[key] = _played(view, place)

    def _note_pass(self, view: FishingState, seat: int, hand: list[Card], left: int) -> None:
        gained = list(hand)
        for card in self.before_pass or ():
            if card in gained:
                gained.remove(card)
        self.before_pass = None
        if len(gained) == 1:  # the card my right neighbour passed me
            self.choices[(-left, -1)] = Choice((seat - 1) % view.players, gained[0])

    def reading(self) -> Reading | None:
        return Reading(self) if self.choices else None


def _played(view: FishingState, place: int) -> Choice:
    """The play at ``place`` of the view's trick, with the table as it stood before it."""
    then = view.clone()
    then.trick = view.trick[:place]
    hands = list(then.hands)
    for play in view.trick[place:]:  # these seats held their card still
        hands[play.seat] = (None,) * (len(hands[play.seat]) + 1)
    then.hands = hands
    then._legal = None
    play = view.trick[place]
    return Choice(play.seat, play.card, then.lead_colour(), Sight(then, play.seat))


class Reading:
    """The likelihood of the witnessed choices under a world's hands."""

    def __init__(self, witness: Witness):
        self.rows: dict[int, list[Choice]] = {}
        for key in sorted(witness.choices, reverse=True):  # latest first
            choice = witness.choices[key]
            self.rows.setdefault(choice.seat, []).append(choice)

    def likelihood(self, hands: list) -> float:
        chance = 1.0
        for seat, rows in self.rows.items():
            held = list(hands[seat])
            for choice in rows:  # back in time: each choice's card was in the hand before it
                held.append(choice.card)
                chance *= choice.chance(held)
        return chance


class Chain:
    """``sample`` (uniform deals within the voids) turned into samples that follow ``reading``'s
    likelihood: an independent Metropolis chain, one fresh deal per sample."""

    def __init__(self, sample: Callable[[random.Random], FishingState], reading: Reading):
        self.sample, self.reading = sample, reading
        self.current: FishingState | None = None
        self.chance = 0.0

    def __call__(self, rng: random.Random) -> FishingState:
        proposal = self.sample(rng)
        chance = self.reading.likelihood(proposal.hands)
        if self.current is None or chance >= self.chance or rng.random() * self.chance < chance:
            self.current, self.chance = proposal, chance
        return self.current.clone()  # the simulation changes what it is given
