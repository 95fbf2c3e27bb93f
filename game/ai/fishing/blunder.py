"""Fishing moves a person would call silly, found by a one-step look-ahead, and the move to play instead.

The look-ahead settles the current trick from the seat's own view and compares the points each
move leaves the seat against its best rival (score plus fisherman, the −3s counted at once). It
is certain only where nothing hidden can change that trick's end and the moves compared cost the
same for the rest of the game, so two kinds are judged:

- **a −3 captured for nothing**: a zero takes the −3 while another card is there and the −3 would
  otherwise land on someone else: three points lost, and the −3 handed back in the boat.
- **the last round's trick given away**: in the game's last round the seat plays the trick's last
  card with a plain card, while a card it holds that plays alike for the rest of the round (same
  colour, no card any other hand may hold between them: ``fishing_equivalent``) ends this trick
  ``SLACK`` points better — it wins a trick worth having, or ducks one that costs. The cards left
  in hand then play the same, and no boat is drawn from again; only who leads next differs.

- **a higher card spent than the last round's trick needed**: there too, the seat wins the trick
  with a plain card while a lower one of its colour wins it as well, and a card another hand may
  hold lies between them (else they play alike): the trick ends the same, and the higher card
  kept would beat all the lower one beats and more. Judged only when no −3 and no *Lowest wins*
  can still come this round, so that ducking under a trick can never pay.

The captures other seats' zeros still make in the trick are their choices: a move counts as a
blunder only if its best case is ``SLACK`` below the other move's worst case.

``blunder(view, seat, action)`` names the kind (or None); ``repair`` swaps a blunder for the
look-ahead's move. Every level's choice passes through ``repair``; the positions where the bots
once got it wrong are kept in ``tests/data/fishing_blunders.json`` (``bench/fishing_blunders.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import TypeGuard

from game.ai.base import Policy, on_views
from game.ai.fishing.equivalent import deck_values, held_elsewhere, plain_card
from game.rules.base import Action
from game.rules.cards import Card, CardAction, Play
from game.rules.fishing import (
    CAPTURE,
    LOWEST_WINS,
    MINUS_THREE,
    PLAY,
    Capture,
    FishingState,
    PlayCard,
    load_deck,
)

REPAIR = True  # False: the bots' own moves, blunders and all (bench/fishing_blunders.py scans them)
SLACK = 2.0  # points of margin a move must lose to the other, in every case, to count as a blunder
SWALLOWED = "a −3 captured for nothing"
GIVEN_AWAY = "the last round's trick given away"
OVERSPENT = "a higher card spent than the last round's trick needed"


def careful(policy: Callable[[FishingState, int, list[Action], random.Random], Action]) -> Policy:
    """A ``PolicyBot`` policy from a Fishing one, its blunders repaired."""

    def policy_with_care(view: FishingState, seat: int, actions: list[Action], rng: random.Random) -> Action:
        return repair(view, seat, policy(view, seat, actions, rng))

    return on_views(FishingState, policy_with_care)


def margin(state: FishingState, seat: int) -> int:
    """The seat's points so far (the round's fisherman counted) less its best rival's."""
    points = [score + len(fisherman) for score, fisherman in zip(state.score, state.fishermen, strict=True)]
    return points[seat] - max(p for s, p in enumerate(points) if s != seat)


def settled(state: FishingState) -> Iterator[FishingState]:
    """Every way the zeros still to act can end the trick now resolving (their captures are their
    players' choices): the states just after it is taken. Only captures are carried out here, so
    a capture still asked for is one of the same trick."""
    if state.phase != CAPTURE:
        yield state
        return
    (mover,) = state.to_move()
    for action in state.legal_actions(mover):
        after = state.clone()
        after.carry_out(mover, action)
        yield from settled(after)


def trick_margins(view: FishingState, seat: int, action: Action) -> tuple[int, int]:
    """The seat's worst and best margin once the current trick is taken after ``action`` (a play
    that completes the trick, or its zero's capture). The hidden cards play no part in it: any
    world behind the view gives the same."""
    world = view.determinize(seat, random.Random(0))
    world.carry_out(seat, action)
    margins = [margin(state, seat) for state in settled(world)]
    return min(margins), max(margins)


def last_round(view: FishingState) -> bool:
    return view.round == load_deck().rounds


def others_may_hold(view: FishingState, seat: int) -> set[Card]:
    """The unseen cards another hand may hold (``held_elsewhere`` counts the seat's own too, as
    the table cannot tell them apart; the seat can)."""
    return held_elsewhere(view, seat) - set(view.hands[seat])


def alike(view: FishingState, seat: int, one: Card, other: Card, held: set[Card]) -> bool:
    """Do two plain cards of the seat play alike once this trick is taken: one colour, and no
    card between them that another hand may hold (the trick's cards then lie on a fisherman)?"""
    if one.colour != other.colour or not (plain_card(one) and plain_card(other)):
        return False
    low, high = sorted((one.value, other.value))
    between = (v for v in deck_values(view.players)[one.colour] if low < v < high)
    return not any(Card(one.colour, v) in held for v in between)


def last_card_of_last_round(action: Action, view: FishingState) -> TypeGuard[PlayCard]:
    """Does ``action`` play the trick's last card, with a plain card, in the game's last round?"""
    return (view.phase == PLAY and isinstance(action, PlayCard) and last_round(view)
            and len(view.trick) == view.players - 1 and plain_card(action.card))


def rivals(view: FishingState, seat: int, action: Action) -> list[Action]:
    """The moves the look-ahead compares ``action`` with for the trick's points (none where it
    cannot judge)."""
    if view.phase == CAPTURE and isinstance(action, Capture) and action.card.special == MINUS_THREE:
        legal = view.legal_actions(seat)
        return [a for a in legal if isinstance(a, Capture) and a.card.special != MINUS_THREE]
    if last_card_of_last_round(action, view):
        held = others_may_hold(view, seat)
        return [a for a in view.legal_actions(seat) if isinstance(a, PlayCard) and a.card != action.card
                and alike(view, seat, action.card, a.card, held)]
    return []


def wins(view: FishingState, seat: int, card: Card) -> bool:
    return view.trick_winner([*view.trick, Play(seat, card)]).seat == seat


def cheaper(view: FishingState, seat: int, action: Action) -> list[Action]:
    """The lower cards of ``action``'s colour that win the last round's trick as it does, where
    the higher card kept is surely worth more (no −3 or *Lowest wins* can still come, so ducking
    never pays, and a card another hand may hold lies between them)."""
    if not last_card_of_last_round(action, view) or view.lowest or not wins(view, seat, action.card):
        return []
    held = others_may_hold(view, seat)
    specials = {c.special for c in held} | {c.special for c in view.hands[seat] if c is not None}
    specials |= {p.card.special for p in view.trick}
    if MINUS_THREE in specials or LOWEST_WINS in specials:
        return []
    card = action.card
    lower = [a for a in view.legal_actions(seat) if isinstance(a, PlayCard) and a.card.colour == card.colour
             and plain_card(a.card) and a.card.value < card.value]
    return [a for a in lower if wins(view, seat, a.card) and not alike(view, seat, card, a.card, held)]


def blunder(view: FishingState, seat: int, action: Action) -> str | None:
    """The kind of blunder ``action`` is for ``seat`` (None if it is none)."""
    others = rivals(view, seat, action)
    if others:
        best = trick_margins(view, seat, action)[1]
        if max(trick_margins(view, seat, a)[0] for a in others) - best >= SLACK:
            return SWALLOWED if view.phase == CAPTURE else GIVEN_AWAY
    if cheaper(view, seat, action):
        return OVERSPENT
    return None


def better(view: FishingState, seat: int, action: Action) -> Action:
    """The move the look-ahead prefers to ``action``: the lowest card that wins the trick as well,
    or of the moves compared for the trick's points the one whose worst case ends best (then the
    lowest card)."""
    lower = cheaper(view, seat, action)
    if lower:
        return min(lower, key=_value)
    others = [action, *rivals(view, seat, action)]
    return max(others, key=lambda a: (trick_margins(view, seat, a), -_value(a)))


def _value(action: Action) -> int:
    return (action.card.value or 0) if isinstance(action, CardAction) else 0


def repair(view: FishingState, seat: int, action: Action) -> Action:
    """``action``, or the look-ahead's move when ``action`` is a blunder."""
    if not REPAIR or blunder(view, seat, action) is None:
        return action
    return better(view, seat, action)


def traps(view: FishingState, seat: int) -> list[Action]:
    """The seat's legal moves that would be blunders here (a position worth asking every level)."""
    if view.phase not in (PLAY, CAPTURE) or seat not in view.to_move():
        return []
    return [a for a in view.legal_actions(seat) if blunder(view, seat, a) is not None]
