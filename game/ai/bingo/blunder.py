"""Trick-Taking Bingo moves a person would call silly, proved by a one-step look-ahead from the
seat's own view (its hand, the table, the cards it has not seen, the voids shown), and the move to
play instead.

A line ends the game, and a trick can only complete a line where a seat already holds two of it, so
the look-ahead asks of each card: how many lines will every seat surely have, and how many may it
have, once the trick is resolved (free markers included)? A card that another seat still to play
could beat or undercut with some unseen card it may hold is never counted as sure. Three kinds:

- **a free marker that misses a line**: the marker goes on a number completing fewer lines than
  another open number would (lines are checked after the free markers, so the best one wins now);
- **a sure win missed**: some card surely leaves the seat with more lines than any other seat can
  have (its number surely stays highest or lowest and completes a line, or the seat is surely
  missed with a full track and its free marker completes one), and the card played does not;
- **a line handed to a rival**: with the card played some rival surely ends the trick with more
  lines than the seat can have (a line of his left highest or lowest), while with another card
  some deal the seat cannot rule out leaves no rival above it (the game stays open, or the seat
  shares it or wins). Every deal is weighed, not every seat alone: a card after which one rival
  or another surely wins, depending on who holds what, hands no line that another card keeps.

``blunder(view, seat, action)`` names the kind (or None) and ``repair`` swaps a blunder for
``better``'s move. Every level's choice passes through ``repair``; the positions the bots got wrong
with the repair off are kept in ``tests/data/bingo_blunders.json`` (``bench/bingo_blunders.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from game.ai.base import Policy, on_views
from game.ai.bingo.heuristic import Table, card_score, number_value
from game.rules.base import Action
from game.rules.bingo import (
    ALL_NUMBERS,
    LINE_MASKS,
    MISSED_TRACK,
    TO_CHOOSE,
    BingoState,
    PlaceFree,
    Play,
    PlayCard,
    lines_of,
    numbers,
)
from game.rules.cards import Card, best_play, deal_consistent

REPAIR = True  # False: the bots' own moves, blunders and all (bench/bingo_blunders.py scans them)
FREE_MISSES_LINE = "a free marker that misses a line"
SURE_WIN_MISSED = "a sure win missed"
LINE_HANDED = "a line handed to a rival"
WORLDS = 2000  # tricks ``Lookahead.open_world`` tries before it gives up

Reach = tuple[int, int]  # (lines a seat surely has, lines it may have) after the trick


class Verdict(NamedTuple):
    """What a card surely brings the seat."""

    win: bool  # the seat surely ends the trick with more lines than any other seat
    loss: bool  # some rival surely ends it with more lines than the seat can have
    safe: bool  # no rival can end it with more lines than the seat surely has
    lines: int  # the lines the seat surely has


def line_count(mask: int) -> int:
    return len(lines_of(mask))


def best_free(mask: int) -> int:
    """The most lines a free marker can complete on a card ``mask``."""
    return max((line_count(mask | 1 << n) for n in numbers(ALL_NUMBERS & ~mask)), default=0)


def near_line(mask: int) -> bool:
    """True if one more number completes a line (two of its three covered)."""
    return any((mask & line).bit_count() == 2 for line in LINE_MASKS)


class Lookahead:
    """The trick after each card the seat may play, judged by what the seat sees."""

    def __init__(self, view: BingoState, seat: int):
        self.view, self.seat = view, seat
        self.unseen = Table(view, seat).unseen

    def may_hold(self, other: int, colour: str | None, test: Callable[[int], bool]) -> bool:
        """True if ``other`` may hold an unseen card of ``colour`` whose value passes ``test``."""
        if colour is None or colour in self.view.voids[other]:
            return False
        return any(c.colour == colour and test(c.value) for c in self.unseen)

    def reaches(self, card: Card) -> list[Reach]:
        """Per seat, the lines it surely has and may have once the trick with ``card`` is over."""
        view, seat = self.view, self.seat
        trick = (*view.trick, Play(seat, card))
        lead = trick[0].card.colour
        trump = view.trump if view.trump_variant and view.trump != lead else None
        later = [(seat + k) % view.players for k in range(1, view.players - len(trick) + 1)]
        high_at = best_play(trick, lead, trump=trump)
        low_at = best_play(trick, lead, lowest_wins=True)
        top, bottom = trick[high_at].card, trick[low_at].card
        if top.colour == trump:  # (a later seat trumps only when void in the lead: it may be)
            beaten = any(self.may_hold(o, trump, lambda v: v > top.value) for o in later)
        else:
            beaten = any(self.may_hold(o, lead, lambda v: v > top.value)
                         or self.may_hold(o, trump, lambda v: True) for o in later)
        undercut = any(self.may_hold(o, lead, lambda v: v < bottom.value) for o in later)
        reach: list[Reach] = [(0, 0)] * view.players
        for index, play in enumerate(trick):
            mask, number = view.covered[play.seat], play.card.value
            fresh = not mask >> number & 1
            sure = (index == high_at and not beaten) or (index == low_at and not undercut)
            outcomes = []
            if fresh and index in (high_at, low_at):
                covers = line_count(mask | 1 << number)
                outcomes.append((covers, covers))
            if not (fresh and sure):
                outcomes.append(self.missed(play.seat))
            reach[play.seat] = (min(o[0] for o in outcomes), max(o[1] for o in outcomes))
        for other in later:
            mask = view.covered[other]
            most = max((line_count(mask | 1 << c.value) for c in self.unseen
                        if c.colour not in view.voids[other]), default=0)
            reach[other] = (0, max(most, self.missed(other)[1]))
        return reach

    def missed(self, other: int) -> Reach:
        """Lines after being missed: a full track's free marker may complete some; the seat itself
        surely places its own well (``repair`` sees to it), a rival may not."""
        mask = self.view.covered[other]
        most = best_free(mask) if self.view.missed[other] + 1 >= MISSED_TRACK else 0
        return (most if other == self.seat else 0, most)

    def open_world(self, card: Card) -> bool:
        """True if some deal the seat cannot rule out ends the trick after ``card`` with no rival
        above the seat (free markers placed at their best): the seats still to play are given
        cards in turn (one card of a colour that neither follows nor trumps stands for all), and a
        trick that ends well counts once the rest of the unseen cards still fit the hands. After
        ``WORLDS`` tricks tried it gives up (says no: no blunder is then claimed)."""
        view, seat = self.view, self.seat
        start = (*view.trick, Play(seat, card))
        lead = start[0].card.colour
        trump = view.trump if view.trump_variant and view.trump != lead else None
        later = [(seat + k) % view.players for k in range(1, view.players - len(start) + 1)]
        tried = 0

        def options(other: int, used: frozenset[Card]) -> list[Card]:
            cards, off = [], set()
            for c in self.unseen:
                if c in used or c.colour in view.voids[other] or c.colour in off:
                    continue
                if c.colour not in (lead, trump):
                    off.add(c.colour)
                cards.append(c)
            return cards

        def walk(trick: tuple[Play, ...], used: frozenset[Card]) -> bool:
            nonlocal tried
            if len(trick) == view.players:
                tried += 1
                return self.fair_end(trick, lead, trump) and self.dealable(trick[len(start):], lead)
            other = later[len(trick) - len(start)]
            for c in options(other, used):
                if tried >= WORLDS:
                    return False
                if walk((*trick, Play(other, c)), used | {c}):
                    return True
            return False

        return walk(start, frozenset())

    def fair_end(self, trick: tuple[Play, ...], lead: str, trump: str | None) -> bool:
        """True if no rival ends the whole ``trick`` with more lines than the seat."""
        view = self.view
        extremes = {best_play(trick, lead, trump=trump), best_play(trick, lead, lowest_wins=True)}
        lines = {}
        for index, play in enumerate(trick):
            mask, number = view.covered[play.seat], play.card.value
            if index in extremes and not mask >> number & 1:
                lines[play.seat] = line_count(mask | 1 << number)
            else:
                lines[play.seat] = self.missed(play.seat)[1]
        return max(n for s, n in lines.items() if s != self.seat) <= lines[self.seat]

    def dealable(self, plays: tuple[Play, ...], lead: str) -> bool:
        """True if the unseen cards left after ``plays`` fit the other hands: within the voids, and
        none of the lead colour for a seat that played another."""
        view, seat = self.view, self.seat
        gone = {p.card for p in plays}
        rest = [c for c in self.unseen if c not in gone]
        played = {p.seat for p in plays}
        sizes = {s: len(view.hands[s]) - (s in played) for s in range(view.players) if s != seat}
        off = {p.seat for p in plays if p.card.colour != lead}

        def allowed(other: int, c: Card) -> bool:
            return c.colour not in view.voids[other] and not (other in off and c.colour == lead)

        try:
            deal_consistent(rest, sizes, allowed, random.Random(0))
        except ValueError:
            return False
        return True

    def verdict(self, card: Card) -> Verdict:
        reach = self.reaches(card)
        least, most = reach[self.seat]
        rivals = [r for s, r in enumerate(reach) if s != self.seat]
        top_sure, top_may = max(r[0] for r in rivals), max(r[1] for r in rivals)
        return Verdict(win=least >= 1 and least > top_may, loss=top_sure >= 1 and top_sure > most,
                       safe=top_may <= least, lines=least)


def in_reach(view: BingoState) -> bool:
    """True if a line can be completed this trick at all: someone holds two of a line."""
    return any(near_line(mask) for mask in view.covered)


def blunder(view: BingoState, seat: int, action: Action) -> str | None:
    """The kind of blunder ``action`` is for ``seat`` (None if it is none)."""
    if isinstance(action, PlaceFree):
        mask = view.covered[seat]
        return FREE_MISSES_LINE if line_count(mask | 1 << action.number) < best_free(mask) else None
    if not isinstance(action, PlayCard) or not in_reach(view):
        return None
    look = Lookahead(view, seat)
    verdicts = {a.card: look.verdict(a.card) for a in view.legal_actions(seat) if isinstance(a, PlayCard)}
    played = verdicts[action.card]
    if not played.win and any(v.win for v in verdicts.values()):
        return SURE_WIN_MISSED
    if played.loss and any(v.safe or not v.loss and look.open_world(c) for c, v in verdicts.items()):
        return LINE_HANDED
    return None


def better(view: BingoState, seat: int) -> Action:
    """The look-ahead's move: the free marker completing most lines (then the one worth most);
    a sure win with most lines, else the card the sound player likes best among the safe ones
    (then those after which some deal leaves the game open)."""
    mask = view.covered[seat]
    if view.choices[seat] == TO_CHOOSE:
        best = max(numbers(ALL_NUMBERS & ~mask),
                   key=lambda n: (line_count(mask | 1 << n), number_value(mask, n), -n))
        return PlaceFree(best)
    look, table = Lookahead(view, seat), Table(view, seat)
    verdicts = {a.card: look.verdict(a.card) for a in view.legal_actions(seat) if isinstance(a, PlayCard)}
    wins = [c for c, v in verdicts.items() if v.win]
    if wins:
        return PlayCard(max(wins, key=lambda c: (verdicts[c].lines, card_score(table, c))))
    fair = ([c for c, v in verdicts.items() if v.safe]
            or [c for c, v in verdicts.items() if not v.loss and look.open_world(c)] or list(verdicts))
    return PlayCard(max(fair, key=lambda c: card_score(table, c)))


def repair(view: BingoState, seat: int, action: Action) -> Action:
    """``action``, or the look-ahead's move when ``action`` is a blunder."""
    if not REPAIR or blunder(view, seat, action) is None:
        return action
    return better(view, seat)


def careful(policy: Callable[[BingoState, int, list[Action], random.Random], Action]) -> Policy:
    """A ``PolicyBot`` policy from a Bingo one, its blunders repaired."""

    def policy_with_care(view: BingoState, seat: int, actions: list[Action], rng: random.Random) -> Action:
        return repair(view, seat, policy(view, seat, actions, rng))

    return on_views(BingoState, policy_with_care)
