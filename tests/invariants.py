"""Invariants of Fishing and Trick-Taking Bingo checked at every step of random play, each against
an independent reading of the rules (``rules/*.md``) rather than the engine's own helpers.

A watch is called by ``contract.step_random`` with ``before(state, seat, action)`` just before the
action is applied and ``after(state, seat, action, events)`` just after.
"""

from __future__ import annotations

from game.rules.bingo import SEAT_COLOURS as BINGO_COLOURS
from game.rules.bingo import Covered, TrickResolved
from game.rules.cards import PlayCard
from game.rules.fishing import CAPTURE, PLAY
from game.rules.fishing.deck import PLAY_FIRST, load_deck
from game.rules.fishing.moves import CardsDrawn, RoundStarted, TrickWon


def fishing_cards(state) -> list:
    """Every card of the game, wherever it is: hands, trick, fishermen, boats, ocean, out."""
    in_trick = state.pile if state.phase == CAPTURE else [p.card for p in state.trick]
    cards = list(state.ocean) + list(state.out) + in_trick
    for seat in range(state.players):
        cards += state.hands[seat]
        cards += state.fishermen[seat]
        cards += state.boats[seat]
    return cards


def follow_suit(hand, trick_cards, called) -> set:
    """Fishing's following rule read afresh: the lead colour is the called colour, else the first
    non-buoy card's; holding it, play it or a buoy; else anything."""
    lead = called or next((card.colour for card in trick_cards if card.colour is not None), None)
    if lead is None or not any(card.colour == lead for card in hand):
        return set(hand)
    return {card for card in hand if card.colour in (lead, None)}


class FishingWatch:
    """Equal hands at each trick start, one card fewer per seat per trick, the round's hand size
    from the deck's table, ocean draws from its top in the rules' order, the next leader, and
    follow-suit."""

    def __init__(self, state):
        table = load_deck().tables[state.players]
        self.hand_sizes = table.hand_sizes
        self.trick_start_sizes: list[int] | None = None
        self.round = state.round
        assert {len(hand) for hand in state.hands} == {len(table.starting) // state.players}
        self.next_leader: int | None = None
        self.play_first: int | None = None
        self.ocean_before: list = []

    def before(self, state, seat, action) -> None:
        self.ocean_before = list(state.ocean)
        if state.phase == PLAY:
            allowed = follow_suit(state.hands[seat], [p.card for p in state.trick], state.called)
            offered = {a.card for a in state.legal_actions(seat)}
            assert offered == allowed, f"follow-suit: engine offers {offered}, rules allow {allowed}"
            assert isinstance(action, PlayCard)
            if len(state.trick) == state.players - 1:  # this play completes the trick
                plays = [(p.seat, p.card) for p in state.trick] + [(seat, action.card)]
                self.play_first = next((s for s, card in plays if card.special == PLAY_FIRST), None)

    def after(self, state, seat, action, events) -> None:
        drawn = 0
        ocean_counts = []
        for event in events:
            if isinstance(event, TrickWon):
                self.next_leader = event.seat if self.play_first is None else self.play_first
            if isinstance(event, CardsDrawn) and event.source == "ocean":
                cards = self.ocean_before[drawn : drawn + event.count]
                assert set(cards) <= set(state.hands[event.seat]), "ocean cards come from its top, in order"
                drawn += event.count
                ocean_counts.append(event.count)
            if isinstance(event, RoundStarted):
                assert event.hand_size == self.hand_sizes[event.round - 1], "hand size from the table"
                assert all(len(hand) == event.hand_size for hand in state.hands)
                assert state.ocean == self.ocean_before[drawn:], "the ocean lost only its top cards"
                assert ocean_counts == sorted(ocean_counts, reverse=True), "the one missing most draws first"
                self.trick_start_sizes, self.next_leader = None, None
        if state.phase == PLAY and not state.trick:  # a trick starts
            sizes = [len(hand) for hand in state.hands]
            assert len(set(sizes)) == 1, f"hands differ at a trick start: {sizes}"
            if self.trick_start_sizes is not None and self.round == state.round:
                assert sizes == [n - 1 for n in self.trick_start_sizes], "one card fewer per seat per trick"
            if self.next_leader is not None and self.round == state.round:
                assert state.leader == self.next_leader, "the winner (or Play first) leads"
            self.trick_start_sizes, self.round, self.next_leader = sizes, state.round, None


class BingoWatch:
    """Per complete trick: only the highest and lowest seats cover (and only the card's number),
    the highest card's player leads, and with trump the lowest card's player's colour is trump."""

    def __init__(self, state):
        self.trick: list = []
        self.trump = None

    def before(self, state, seat, action) -> None:
        self.trick = [*[(p.seat, p.card) for p in state.trick]]
        if isinstance(action, PlayCard):
            self.trick.append((seat, action.card))
        self.trump = state.trump

    def after(self, state, seat, action, events) -> None:
        if not any(isinstance(e, TrickResolved) for e in events):
            return
        lead = self.trick[0][1].colour
        trump = self.trump if self.trump != lead else None
        trumps = [(card.value, s) for s, card in self.trick if trump is not None and card.colour == trump]
        follows = [(card.value, s) for s, card in self.trick if card.colour == lead]
        highest = max(trumps or follows)[1]
        lowest = min(follows)[1]
        cards = dict(self.trick)
        for event in events:
            if isinstance(event, Covered) and event.reason != "free":
                assert event.seat in (highest, lowest), f"seat {event.seat} covered but was neither"
                assert event.number == cards[event.seat].value
        assert state.leader == highest, "the highest card's player leads"
        if state.trump_variant:
            assert state.trump == BINGO_COLOURS[lowest], "trump is the lowest card's player's colour"
