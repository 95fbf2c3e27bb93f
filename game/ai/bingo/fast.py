"""A compact Trick-Taking Bingo state for search simulations, several times faster than the rules'.

It holds only what a fully known position needs (hands, as the very ``PlayCard`` actions so that
listing moves allocates nothing; trick, covered masks, missed tracks, free marker choices, trump,
the voids seats showed, which the sound playout of ``bingo_sound`` reasons with) and skips what
the rules engine does for people and records: checks that name the broken rule, events, history.
It offers the slice of the rules contract the search
walks (``to_move``, ``legal_actions``, ``apply``, ``is_over``, ``winners``, ``tricks``) with the same
actions in the same order; ``tests/test_bingo_fast.py`` proves it equal to ``BingoState`` step by
step over thousands of random moves. Build one from a determinized state with ``FastBingo.of``.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence

from game.ai.bingo import infer as bingo_infer
from game.ai.bingo.heuristic import LINE_WORTH, number_value
from game.ai.bingo.infer import Reading
from game.rules.base import Action
from game.rules.bingo import (
    HIDDEN,
    LINE_MASKS,
    MAX_TRICKS,
    MISSED_TRACK,
    SEAT_COLOURS,
    VALUES,
    BingoState,
    PlaceFree,
)
from game.rules.cards import Card, PlayCard, deal_consistent, deck

_PLAY = functools.cache(PlayCard)
_FREE = functools.cache(PlaceFree)
CHOOSE = 0  # a seat that must place a free marker (choices hold None, CHOOSE or the number)


def _lines(mask: int) -> int:
    return sum(1 for line in LINE_MASKS if mask & line == line)


class FastBingo:
    __slots__ = ("players", "trump_variant", "hands", "leader", "trick", "trump", "covered", "missed",
                 "choices", "tricks", "winners_", "voids")
    players: int
    trump_variant: bool
    hands: list[list[PlayCard]]  # the very actions that play each held card
    leader: int
    trick: list[tuple[int, Card]]  # (seat, card) in play order
    trump: str | None
    covered: list[int]  # bit masks of covered numbers
    missed: list[int]
    choices: list[int | None]  # None, CHOOSE or the number chosen
    tricks: int
    winners_: tuple[int, ...]
    voids: list[frozenset[str]]

    @classmethod
    def of(cls, state: BingoState) -> FastBingo:
        """The same position as a (fully known) ``BingoState``."""
        fast = cls.__new__(cls)
        fast.players, fast.trump_variant = state.players, state.trump_variant
        fast.hands = [[_PLAY(c) for c in hand if c is not None] for hand in state.hands]
        fast.leader = state.leader
        fast.trick = [(p.seat, p.card) for p in state.trick]
        fast.trump = state.trump
        fast.covered, fast.missed = state.covered[:], state.missed[:]
        fast.choices = state.choices[:]
        fast.tricks, fast.winners_ = state.tricks, state.winners_
        fast.voids = state.voids[:]
        return fast

    def copy(self) -> FastBingo:
        fast = FastBingo.__new__(FastBingo)
        fast.players, fast.trump_variant = self.players, self.trump_variant
        fast.hands = [hand[:] for hand in self.hands]
        fast.leader, fast.trick, fast.trump = self.leader, self.trick[:], self.trump
        fast.covered, fast.missed, fast.choices = self.covered[:], self.missed[:], self.choices[:]
        fast.tricks, fast.winners_, fast.voids = self.tricks, self.winners_, self.voids[:]
        return fast

    def to_move(self) -> tuple[int, ...]:
        if self.winners_:
            return ()
        if CHOOSE in self.choices:
            return tuple(s for s, c in enumerate(self.choices) if c == CHOOSE)
        return ((self.leader + len(self.trick)) % self.players,)

    def is_over(self) -> bool:
        return bool(self.winners_)

    def winners(self) -> tuple[int, ...]:
        return self.winners_

    def playable(self, seat: int) -> list[PlayCard]:
        """The seat's legal ``PlayCard`` actions: the lead colour if held, else the whole hand."""
        hand = self.hands[seat]
        if self.trick:
            lead = self.trick[0][1].colour
            follow = [a for a in hand if a.card.colour == lead]
            if follow:
                return follow
        return hand[:]

    def legal_actions(self, seat: int) -> Sequence[PlayCard | PlaceFree]:
        if self.choices[seat] == CHOOSE:
            covered = self.covered[seat]
            return [_FREE(n) for n in VALUES if not covered >> n & 1]
        return self.playable(seat)

    def apply(self, seat: int, action: Action) -> None:
        if isinstance(action, PlaceFree):
            self.choices[seat] = action.number
            if CHOOSE not in self.choices:
                for other, chosen in enumerate(self.choices):
                    if chosen is not None:
                        self.covered[other] |= 1 << chosen
                self.choices = [None] * self.players
                self._end_of_trick()
            return
        if not isinstance(action, PlayCard):
            raise TypeError(f"{action} is not a Trick-Taking Bingo action")
        hand = self.hands[seat]
        for i, held in enumerate(hand):  # by identity: the dataclass == costs more than the search
            if held is action:
                del hand[i]
                break
        else:
            hand.remove(action)  # an equal action made elsewhere (the rules' own)
        card = action.card
        if self.trick:
            lead = self.trick[0][1].colour
            if card.colour != lead and lead not in self.voids[seat]:
                self.voids[seat] = self.voids[seat] | {lead}  # shown void, as the rules record it
        self.trick.append((seat, card))
        if len(self.trick) == self.players:
            self._resolve()

    def high_low(self, trick: list[tuple[int, Card]]) -> tuple[int, int]:
        """Indices in ``trick`` of the highest card (trump first) and of the lowest lead card."""
        lead = trick[0][1].colour
        trump = self.trump if self.trump != lead else None
        high = low = 0
        high_trump = False
        for i, (_, card) in enumerate(trick):
            if card.colour == trump:
                if not high_trump or card.value > trick[high][1].value:
                    high, high_trump = i, True
            elif card.colour == lead:
                if not high_trump and card.value > trick[high][1].value:
                    high = i
                if card.value < trick[low][1].value:
                    low = i
        return high, low

    def _resolve(self) -> None:
        trick = self.trick
        high, low = self.high_low(trick)
        for i, (seat, card) in enumerate(trick):
            if i in (high, low) and not self.covered[seat] >> card.value & 1:
                self.covered[seat] |= 1 << card.value
                continue
            self.missed[seat] += 1
            if self.missed[seat] == MISSED_TRACK:
                self.missed[seat] = 0
                self.choices[seat] = CHOOSE
        self.leader = trick[high][0]
        if self.trump_variant:
            self.trump = SEAT_COLOURS[trick[low][0]]
        self.trick = []
        self.tricks += 1
        if CHOOSE not in self.choices:
            self._end_of_trick()

    def _end_of_trick(self) -> None:
        lines = [_lines(mask) for mask in self.covered]
        best = max(lines)
        if best:
            self.winners_ = tuple(s for s, n in enumerate(lines) if n == best)
        elif self.tricks == MAX_TRICKS:
            counts = [mask.bit_count() for mask in self.covered]
            self.winners_ = tuple(s for s, n in enumerate(counts) if n == max(counts))

    # -- the playout policy --------------------------------------------------------------------
    def greedy_action(self, seat: int, rng: random.Random) -> PlayCard | PlaceFree:
        """A quick sensible move: the free marker worth most; otherwise the card whose number is
        worth most if it would be highest or lowest were the trick to end now, its worth halved
        for a middle card when others still play, or that takes the high or low from an opponent
        it would give a line (``BLOCK``; ties at random)."""
        mask = self.covered[seat]
        worth = _worth(mask)
        if self.choices[seat] == CHOOSE:
            open_numbers = [n for n in VALUES if not mask >> n & 1]
            return _FREE(max(open_numbers, key=lambda n: (worth[n], rng.random())))
        actions = self.playable(seat)
        if len(actions) == 1:
            return actions[0]
        block_high = block_low = 0.0
        if self.trick:
            lead = self.trick[0][1].colour
            trump = self.trump if self.trump != lead else None
            high, low = self.high_low(self.trick)
            top, bottom = self.trick[high][1], self.trick[low][1].value
            trumped = top.colour == trump
            if BLOCK:
                block_high = BLOCK * self._completes(seat, self.trick[high])
                block_low = BLOCK * self._completes(seat, self.trick[low])
        last = len(self.trick) + 1 == self.players
        best, best_value = actions[0], -1.0
        for action in actions:
            card = action.card
            value = worth[card.value]
            if self.trick:
                if card.colour == lead:
                    over = not trumped and card.value > top.value
                    extreme = card.value < bottom or over
                    blocks = block_low * (card.value < bottom) + block_high * over
                else:
                    extreme = card.colour == trump and (not trumped or card.value > top.value)
                    blocks = block_high * extreme
                if not extreme:
                    value = 0.0
                value += blocks
            if not last:
                value *= MIDDLE[card.value]
            value += rng.random() * 0.01
            if value > best_value:
                best, best_value = action, value
        return best


    def _completes(self, seat: int, play: tuple[int, Card]) -> float:
        """1 if ``play`` (an opponent's, as things stand the highest or lowest) completes a line."""
        other, card = play
        return float(other != seat and _worth(self.covered[other])[card.value] >= LINE_WORTH)


BLOCK = 0.0
"""Worth (in number values: a line of one's own is 100) of taking the high or low from an opponent
it would give a line; off, as it did not pay its CPU. See bench/NOTES.md, "Bingo: BLOCK"."""
# Guessing hidden free markers changed nothing; see bench/NOTES.md, "Bingo: guessing a hidden free
# marker (GUESS_BY_VALUE, removed)".
MIDDLE = [0.5 + abs(v - 5) / 8 for v in range(10)]  # a middle card is less likely to stay extreme


@functools.cache
def _worth(mask: int) -> tuple[float, ...]:
    """``number_value`` of every number on a card ``mask`` (index = number)."""
    return tuple(number_value(mask, n) for n in range(10))


class Sampler:
    """Deals a seat's unseen cards at random, as the rules' ``determinize`` does (never a colour a
    seat showed it lacks), straight into ``FastBingo`` copies: what is fixed for the decision is
    worked out once, and each sample is a shuffle and a greedy deal (with the rules' exact
    matching as the fallback when greed paints itself into a corner), weighted by the reading
    of the public play (``bingo_infer``) once there is some."""

    def __init__(self, view: BingoState, seat: int, memo: bingo_infer.Memo | None = None):
        self.view, self.seat = view, seat
        self.base = FastBingo.of(view)
        known = set(view.hands[seat]) | view.played | {p.card for p in view.trick}
        self.unseen = sorted(c for c in deck(SEAT_COLOURS[:view.players], VALUES) if c not in known)
        self.actions = [_PLAY(c) for c in self.unseen]
        others = [s for s in range(view.players) if s != seat]
        self.order = sorted(others, key=lambda s: -len(view.voids[s]))  # most constrained first
        self.sizes = {s: len(view.hands[s]) for s in others}
        self.voids = view.voids
        reads = bingo_infer.CHAIN and view.log
        self.reading = Reading(view, seat, self.unseen, memo) if reads else None
        self.last: dict[int, list[int]] | None = None  # the chain's deal and its likelihood
        self.last_chance = 0.0

    def legal_actions(self, seat: int) -> list[Action]:
        return self.view.legal_actions(seat)

    def determinize(self, seat: int, rng: random.Random) -> FastBingo:
        hands = self._deal(rng)
        if self.reading is not None:
            hands = self._read(hands, rng)
        fast = self.base.copy()
        for other, mine in hands.items():  # each hand in the rules' sorted order, as the unseen list is
            fast.hands[other] = [self.actions[i] for i in sorted(mine)]
        self._guess_choices(fast, rng)
        return fast

    def _read(self, hands: dict[int, list[int]], rng: random.Random) -> dict[int, list[int]]:
        """A deal weighted by the reading of the public play: the fresh deal in place of the last
        one with chance likelihood(new) / likelihood(last), else the last one again (independent
        Metropolis-Hastings: one deal a sample, the exact weighting in the long run)."""
        chance = self.reading.complete().likelihood(hands)  # at once, unless the bot did it a step at a time
        if self.last is None or rng.random() * self.last_chance < chance:
            self.last, self.last_chance = hands, chance
        return self.last

    def _deal(self, rng: random.Random) -> dict[int, list[int]]:
        """The unseen cards (their indices) each other seat holds in one deal within the voids."""
        pool = list(range(len(self.unseen)))
        rng.shuffle(pool)
        hands = {}
        for other in self.order:
            void, size = self.voids[other], self.sizes[other]
            unseen = self.unseen
            mine = [i for i in pool if unseen[i].colour not in void][:size] if void else pool[:size]
            if len(mine) < size:
                return self._exact(rng)
            hands[other] = mine
            taken = set(mine)
            pool = [i for i in pool if i not in taken]
        return hands

    def _exact(self, rng: random.Random) -> dict[int, list[int]]:
        allowed = lambda s, card: card.colour not in self.voids[s]  # noqa: E731
        dealt = deal_consistent(self.unseen, self.sizes, allowed, rng)
        index = {card: i for i, card in enumerate(self.unseen)}
        return {other: [index[c] for c in cards] for other, cards in dealt.items()}

    @staticmethod
    def _guess_choices(fast: FastBingo, rng: random.Random) -> None:
        """A free marker another seat placed unseen: any open number."""
        for other, chosen in enumerate(fast.choices):
            if chosen == HIDDEN:
                fast.choices[other] = rng.choice([n for n in VALUES if not fast.covered[other] >> n & 1])
