"""Reading the public play into the hidden Trick-Taking Bingo hands, for the hard bot's samples.

A uniform deal (voids respected) ignores what the others' plays say: a seat that led a middle card
probably lacked a sure high, one that ducked under a trick it could have taken probably had nothing
that takes it. Here every past card of another seat is scored as a sound player would have scored
it then (``heuristic_bingo.card_score`` on the table as it stood, seen from outside: the seat's
other cards unknown), and a deal is as likely as those plays were with the hands it gives: each
play had chance ``(1 - EPSILON) * softmax(BETA * score)`` over the cards that hand could legally
play then, plus ``EPSILON`` spread evenly (people and bots play unlike any model). The sampler
runs an independent Metropolis chain (``CHAIN``): each sample a fresh deal within the voids
replaces the last one with chance likelihood(new) / likelihood(last), so the samples follow the
likelihood at the price of one deal each.

A seat's hand when it played = its hand now + what it played since, so the cards it played are a
fixed part of each sum and a deal only adds its own cards: ``likelihood`` is a few additions per
card and play. Everything here depends on the view alone (``BingoState.log`` is public).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

from game.ai.bingo.heuristic import Table, card_score
from game.rules.bingo import BingoState, PlayCard
from game.rules.cards import Card

CHAIN = True  # one fresh deal a sample, taken over the last one by likelihood ratio (False: uniform deals)
BETA = 3.0  # how sharply a seat is expected to prefer the card a sound player scores higher
EPSILON = 0.1  # share of a play put down to chance or to another way of playing
CLIP = 10.0  # scores beyond this are all "sure": a line dwarfs everything, but is no surer
# The chain at BETA 3 gives truer deals and about +0.01 a game; see bench/NOTES.md, "Bingo: CHAIN,
# BETA, EPSILON (reading the public play)".


def played_by(log: tuple, players: int) -> list[list]:
    """The cards each seat played, in order."""
    return [[a.card for s, a in log if s == other and isinstance(a, PlayCard)] for other in range(players)]


def replay(view: BingoState, seat: int) -> tuple[BingoState | None, list]:
    """The game from its first card with the view's public log, on a stand-in deal (each seat's
    played cards and its hand now; the hidden ones dealt within the voids, which no public fact
    depends on). Returns the replayed state (None without a log) and, per card another seat
    played, (its place in the log, the table as it stood then, seat, card, how many cards that
    seat had played before)."""
    log = view.log
    if not log:
        return None, []
    filled = view.determinize(seat, random.Random(0))
    played = played_by(log, view.players)
    hands = [[str(c) for c in played[s] + list(filled.hands[s])] for s in range(view.players)]
    state = BingoState.new_game(view.players, 0, trump=view.trump_variant, hands=hands, leader=log[0][0])
    moments, count = [], [0] * view.players
    for place, (other, action) in enumerate(log):
        if isinstance(action, PlayCard):
            if other != seat:
                moments.append((place, state.view(other), other, action.card, count[other]))
            count[other] += 1
        state.apply(other, action)
    return state, moments


class Memo:
    """The scores of past plays, kept between one bot's decisions: the past does not change, so
    each play is scored once a game (keyed by its place in the log and the card that might have
    been played instead)."""

    def __init__(self):
        self.game: tuple = ()
        self.log: tuple = ()
        self.scores: dict[tuple[int, Card], float] = {}

    def follow(self, view: BingoState) -> None:
        game = (view.players, view.trump_variant)
        if game != self.game or view.log[:len(self.log)] != self.log:  # another game
            self.game, self.scores = game, {}
        self.log = view.log


def weight(score: float) -> float:
    return math.exp(BETA * max(-CLIP, min(CLIP, score)))


class Reading:
    """Per other seat, one row per past play: the weight each unseen card would have added to the
    play's sum had it been in the hand then (0 if it could not have been played), the known part
    of the sum (the seat's own later cards), how many cards that part holds, and the weight of the
    card played."""

    def __init__(self, view: BingoState, seat: int, unseen: list[Card], memo: Memo | None = None):
        self.rows: dict[int, list] = {s: [] for s in range(view.players) if s != seat}
        self.steps = self._build(view, seat, unseen, memo or Memo())
        """The reading's work in small units (one past play each), for a bot that keeps frames
        flowing; ``complete`` does what is left."""

    def complete(self) -> Reading:
        for _ in self.steps:
            pass
        return self

    def _build(self, view: BingoState, seat: int, unseen: list[Card], memo: Memo) -> Iterator[None]:
        memo.follow(view)
        _, moments = replay(view, seat)
        played = played_by(view.log, view.players)
        for place, table_then, other, card, before in moments:
            yield
            lead = table_then.trick[0].card.colour if table_then.trick else None
            fits = [c for c in unseen if c.colour == lead] if lead == card.colour else unseen
            later = [c for c in played[other][before:] if lead != card.colour or c.colour == lead]
            if any((place, c) not in memo.scores for c in (*fits, *later)):
                table_then.hands[other] = ()
                table = Table(table_then, other)
                for c in (*fits, *later):
                    memo.scores.setdefault((place, c), card_score(table, c))
            scores = memo.scores
            fitting = set(fits)
            row = [weight(scores[place, c]) if c in fitting else 0.0 for c in unseen]
            known = [weight(scores[place, c]) for c in later]
            self.rows[other].append((row, sum(known), len(known), known[0]))

    def likelihood(self, hands: dict[int, list[int]]) -> float:
        """How likely the public plays are if each other seat holds the unseen cards ``hands``
        (indices into the unseen list) now."""
        chance = 1.0
        keep, spread = 1.0 - EPSILON, EPSILON
        for other, rows in self.rows.items():
            held = hands[other]
            for row, total, count, mine in rows:
                for i in held:
                    w = row[i]
                    if w:
                        total += w
                        count += 1
                chance *= keep * mine / total + spread / count
        return chance
