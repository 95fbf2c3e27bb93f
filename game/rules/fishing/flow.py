"""What each Fishing decision does to the state: the trick and its effects, passing, rounds.

Moves as plain functions of the state (the boardgame.io way): ``FishingState.apply`` checks a
decision and calls one of ``play_card``, ``capture`` + ``resolve_effects``, ``start_trick`` (after a
call) or ``choose_pass``; each changes the state and returns the events, in the order
``moves`` documents. A trick is resolved in the order of the "Precise readings": the winner is
fixed from the full trick, then zeros and *Capture all* act in play order on the cards still in
the trick, then the winner takes what is left, then *Pass left*, then the next-trick effects
(wasted in a round's last trick). A −3 costs its points the moment it lands on a fisherman.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from game.rules.base import Event, rng_for
from game.rules.cards import Card, CardPlayed, Play, revealed_void, seen
from game.rules.fishing.deck import (
    CALL_COLOUR,
    CAPTURE_ALL,
    LOWEST_WINS,
    MINUS_THREE,
    NEXT_TRICK_EFFECTS,
    PASS_LEFT,
    PENALTY,
    PLAY_FIRST,
    distinct,
    is_buoy,
    is_zero,
    sort_cards,
)
from game.rules.fishing.moves import (
    CALL,
    CAPTURE,
    OVER,
    PASS,
    PLAY,
    CaptureAllTook,
    CardPassed,
    CardsDrawn,
    EffectWasted,
    GameOver,
    LeadColourSet,
    OverFishing,
    PassChosen,
    Penalty,
    PlaysFirst,
    RoundScored,
    RoundStarted,
    ShuffledUnderBoat,
    TrickStarted,
    TrickTaken,
    ZeroCaptured,
)

if TYPE_CHECKING:
    from game.rules.fishing.state import FishingState


def play_card(state: FishingState, seat: int, card: Card) -> list[Event]:
    lead = state.lead_colour()
    hand = list(seen(state.hands[seat]))
    card = hand.pop(hand.index(card))  # the very card from the hand moves on
    state.hands[seat] = tuple(hand)
    state.knowledge.reveal(card, seat)
    giver = (seat - 1) % state.players
    if state.passed[giver] is not None and state.passed[giver] == card:
        state.passed[giver] = None  # the receiver played the card it was passed
    if not is_buoy(card):
        void = revealed_void(card, lead)
        if void:
            state.voids[seat] = state.voids[seat] | {void}
    state.trick.append(Play(seat, card))
    events: list[Event] = [CardPlayed(seat, card)]
    if lead is None and card.colour is not None:  # not a buoy
        events.append(LeadColourSet(card.colour))
    if len(state.trick) == state.players:
        events += _decide_trick(state)
    return events


def _decide_trick(state: FishingState) -> list[Event]:
    """Fix the winner from the complete trick (reading 1), then run its effects."""
    event = state.trick_winner(state.trick)
    state.winner = event.seat
    state.pile = [play.card for play in state.trick]
    state.resolving = 0
    return [event] + resolve_effects(state)


def resolve_effects(state: FishingState) -> list[Event]:
    """Zeros and *Capture all* act in play order on the cards still in the trick (reading 2);
    stop to ask a zero's player when it has a real choice."""
    events: list[Event] = []
    while state.resolving < len(state.trick):
        play = state.trick[state.resolving]
        if is_zero(play.card):
            choices = distinct(state.capture_candidates())
            if len(choices) > 1:
                state.phase = CAPTURE
                return events
            if choices:
                events += capture(state, play.seat, play.card, choices[0])
        elif play.card.special == CAPTURE_ALL:
            taken = state.others_in_pile(play.card)
            for card in taken:
                state.pile.remove(card)
            events.append(CaptureAllTook(play.seat, tuple(taken)))
            events += _land(state, play.seat, taken)
        state.resolving += 1
    return events + _take_trick(state)


def capture(state: FishingState, seat: int, zero: Card, card: Card) -> list[Event]:
    card = state.pile.pop(state.pile.index(card))
    return [ZeroCaptured(seat, zero, card)] + _land(state, seat, [card])


def _land(state: FishingState, seat: int, cards: list[Card]) -> list[Event]:
    """Cards onto ``seat``'s fisherman; each −3 costs its points at once (reading 9)."""
    state.fishermen[seat].extend(cards)
    events: list[Event] = []
    for card in cards:
        if card.special == MINUS_THREE:
            state.score[seat] -= PENALTY
            state.penalties[seat] += 1
            events.append(Penalty(seat, -PENALTY))
    return events


def _take_trick(state: FishingState) -> list[Event]:
    taken, state.pile = state.pile, []
    winner = state.winner
    if winner is None:
        raise ValueError("a trick is taken only once its winner is decided")
    events: list[Event] = [TrickTaken(winner, tuple(taken)), *_land(state, winner, taken)]
    last = not state.hands[winner]
    state.called = state.caller = None
    state.lowest = False
    passing = False
    for play in state.trick:
        special = play.card.special
        if last and special in NEXT_TRICK_EFFECTS:
            events.append(EffectWasted(play.seat, play.card))
        elif special == PLAY_FIRST:
            state.next_first = play.seat
        elif special == CALL_COLOUR:
            state.next_caller = play.seat
        elif special == LOWEST_WINS:
            state.next_lowest = True
        elif special == PASS_LEFT:
            passing = not last
    order = tuple(play.seat for play in state.trick)
    state.trick = []
    state.leader = winner if state.next_first is None else state.next_first
    state.winner = None
    if last:
        state.last_order = order
        return events + _end_round(state)
    if state.next_first is not None:
        events.append(PlaysFirst(state.next_first))
    if passing:
        state.phase = PASS
        state.passes = [None] * state.players
        return events
    return events + _after_pass(state)


def choose_pass(state: FishingState, seat: int, card: Card) -> list[Event]:
    passes = state.passes
    if passes is None:
        raise ValueError("a card is passed only while passing")
    passes[seat] = card
    events: list[Event] = [PassChosen(seat)]
    if None in passes:
        return events
    hands = [list(seen(h)) for h in state.hands]
    for giver, chosen in enumerate(seen(passes)):
        receiver = (giver + 1) % state.players
        passed = hands[giver].pop(hands[giver].index(chosen))
        hands[receiver].append(passed)
        state.passed[giver] = passed
        events.append(CardPassed(giver, receiver, passed))
    state.hands = [sort_cards(h) for h in hands]
    state.passes = None
    state.knowledge.pass_all()
    state.voids = [frozenset()] * state.players  # every hand changed
    return events + _after_pass(state)


def _after_pass(state: FishingState) -> list[Event]:
    """*Call colour* is named after the trick is taken and after any pass (reading 5)."""
    if state.next_caller is not None:
        state.phase = CALL
        return []
    return start_trick(state)


def start_trick(state: FishingState) -> list[Event]:
    state.lowest, state.next_lowest = state.next_lowest, False
    state.next_first = state.next_caller = None
    state.phase = PLAY
    return [TrickStarted(state.leader, state.called, state.lowest)]

# -- rounds ------------------------------------------------------------------------------------

def _end_round(state: FishingState) -> list[Event]:
    """Score the fishermen, shuffle them under the boats, then start the next round."""
    state.next_first = state.next_caller = None
    state.next_lowest = False
    points = tuple(len(f) for f in state.fishermen)
    for seat, count in enumerate(points):
        state.score[seat] += count
    events: list[Event] = [RoundScored(state.round, points, tuple(state.score))]
    for seat, fisherman in enumerate(state.fishermen):
        fisherman[:] = [fisherman[i] for i in boat_order(state.seed, state.round, seat, len(fisherman))]
        state.boats[seat].extend(fisherman)
        state.knowledge.add_batch(seat, fisherman)
        events.append(ShuffledUnderBoat(seat, len(fisherman)))
    state.fishermen = [[] for _ in range(state.players)]
    state.passed = [None] * state.players
    if state.round == state.deck.rounds:
        return events + _game_over(state)
    return events + _start_round(state, state.round + 1)


@lru_cache(maxsize=4096)
def boat_order(seed: int | None, round_: int, seat: int, size: int) -> tuple[int, ...]:
    """The order a fisherman of ``size`` cards goes under its boat in: the shuffle depends only
    on the game, round, seat and size, so it is drawn once (a search's simulations, all with the
    view's seed None, end thousands of rounds; a string-seeded generator is slow to make)."""
    order = list(range(size))
    rng_for(seed, "fishing", "boat", round_, seat).shuffle(order)
    return tuple(order)


def _earlier(state: FishingState, seat: int) -> int:
    """Tie-break rank: the position of ``seat`` in the previous round's last trick (reading 11)."""
    return state.last_order.index(seat)


def _start_round(state: FishingState, round_: int) -> list[Event]:
    size = state.hand_size(round_)
    missing = [max(0, size - len(boat)) for boat in state.boats]
    if sum(missing) > len(state.ocean):  # reading 12: checked before any card moves
        return [OverFishing(sum(missing), len(state.ocean))] + _game_over(state)
    state.round = round_
    events: list[Event] = []
    hands: list[list[Card]] = []
    for seat, boat in enumerate(state.boats):
        count = min(size, len(boat))
        hands.append(list(seen(boat[:count])))
        state.boats[seat] = boat[count:]
        state.knowledge.draw(seat, count, state.knowledge.boats[seat])
        events.append(CardsDrawn(seat, "boat", count))
    for seat in sorted((s for s in range(state.players) if missing[s]), key=lambda s: (-missing[s],
                                                                                       _earlier(state, s))):
        hands[seat] += seen(state.ocean[:missing[seat]])
        del state.ocean[:missing[seat]]
        state.knowledge.draw(seat, missing[seat], state.knowledge.ocean)
        events.append(CardsDrawn(seat, "ocean", missing[seat]))
    state.hands = [sort_cards(h) for h in hands]
    state.voids = [frozenset()] * state.players
    state.leader = min(range(state.players), key=lambda s: (state.score[s], _earlier(state, s)))
    events.append(RoundStarted(round_, size, state.leader))
    return events + start_trick(state)


def _game_over(state: FishingState) -> list[Event]:
    state.phase = OVER
    best = max(state.score)
    state.winners_ = tuple(s for s in range(state.players) if state.score[s] == best)
    return [GameOver(state.winners_, tuple(state.score))]
