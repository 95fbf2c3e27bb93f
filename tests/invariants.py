"""Invariants of Fishing and Trick-Taking Bingo checked at every step of random play, each against
an independent reading of the rules (``rules/*.md``) rather than the engine's own helpers.

A watch is called by ``contract.step_random`` with ``before(state, seat, action)`` just before the
action is applied and ``after(state, seat, action, events)`` just after.
"""

from __future__ import annotations

import referee

from game.rules.bingo import SEAT_COLOURS as BINGO_COLOURS
from game.rules.bingo import Covered, Missed, PlaceFree, TrickResolved
from game.rules.bingo import numbers as bingo_numbers
from game.rules.cards import PlayCard
from game.rules.fishing import CAPTURE, PLAY
from game.rules.fishing.deck import CALL_COLOUR, LOWEST_WINS, PLAY_FIRST, load_deck
from game.rules.fishing.moves import (
    CallColour,
    OverFishing,
    RoundStarted,
    TrickTaken,
    TrickWon,
)


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


def _ids(cards) -> set[int]:
    """Cards by identity: the two −3 buoys are equal values but different cards."""
    return {id(card) for card in cards}


class FishingWatch:
    """Fishing refereed from the plays it sees, never from the engine's verdicts: follow-suit
    (with its own called colour), each trick's winner (``referee.fishing_winner`` under its own
    *Call colour* and *Lowest wins*), the seat that takes the trick, the next leader (the winner
    or *Play first*), equal hands at each trick start and one card fewer per trick, the round's
    hand size from the deck's table, the ocean dealt from its top in the rules' order (most
    missing first, ties by the previous round's last trick), over-fishing, and each round's first
    leader (fewest points, the same tie rule). Scores themselves are the random test's tally."""

    def __init__(self, state):
        table = load_deck().tables[state.players]
        self.players = state.players
        self.hand_sizes = table.hand_sizes
        self.trick_start_sizes: list[int] | None = None
        self.round = state.round
        assert {len(hand) for hand in state.hands} == {len(table.starting) // state.players}
        self.plays: list = []  # (seat, card) of the trick in play, as this watch saw them played
        self.called: str | None = None  # the colour called for the trick in play, and by whom
        self.caller: int | None = None
        self.lowest = False  # *Lowest wins* applies to the trick in play
        self.winner: int | None = None  # of the complete trick, until it is taken
        self.next_leader: int | None = None
        self.next_caller: int | None = None
        self.next_lowest = False
        self.last_trick: list[int] = []  # seats in play order of the round's last trick
        self.ocean_before: list = []

    def before(self, state, seat, action) -> None:
        self.ocean_before = list(state.ocean)
        if isinstance(action, CallColour):
            assert seat == self.next_caller, "only the player of Call colour names a colour"
            self.called, self.caller = action.colour, seat
        if state.phase != PLAY:
            return
        assert isinstance(action, PlayCard)
        assert [(p.seat, p.card) for p in state.trick] == self.plays, "the trick holds what was played"
        allowed = follow_suit(state.hands[seat], [card for _, card in self.plays], self.called)
        offered = {a.card for a in state.legal_actions(seat)}
        assert offered == allowed, f"follow-suit: engine offers {offered}, rules allow {allowed}"
        self.plays.append((seat, action.card))
        if len(self.plays) == self.players:  # this play completes the trick
            self._trick_complete(last=len(state.hands[seat]) == 1)

    def _trick_complete(self, last: bool) -> None:
        self.winner = referee.fishing_winner(self.plays, self.called, self.caller, self.lowest)
        specials = {card.special: s for s, card in self.plays if card.special}
        play_first = None if last else specials.get(PLAY_FIRST)
        self.next_leader = self.winner if play_first is None else play_first
        self.next_caller = None if last else specials.get(CALL_COLOUR)
        self.next_lowest = not last and LOWEST_WINS in specials
        if last:
            self.last_trick = [s for s, _ in self.plays]

    def after(self, state, seat, action, events) -> None:
        for event in events:
            if isinstance(event, TrickWon):
                assert event.seat == self.winner, f"{self.plays} won by seat {self.winner}, not {event.seat}"
            if isinstance(event, TrickTaken):
                assert event.seat == self.winner, f"seat {self.winner} takes the trick, not {event.seat}"
                self.plays, self.called, self.caller = [], None, None
                self.lowest, self.winner = self.next_lowest, None
            if isinstance(event, OverFishing):
                size = self.hand_sizes[state.round]
                missing = sum(max(0, size - len(boat)) for boat in state.boats)
                assert missing > len(state.ocean), "over-fishing only when the ocean cannot fill every hand"
            if isinstance(event, RoundStarted):
                self._round_started(state, event)
        if state.phase == PLAY and not state.trick:  # a trick starts
            sizes = [len(hand) for hand in state.hands]
            assert len(set(sizes)) == 1, f"hands differ at a trick start: {sizes}"
            if self.trick_start_sizes is not None and self.round == state.round:
                assert sizes == [n - 1 for n in self.trick_start_sizes], "one card fewer per seat per trick"
            if self.next_leader is not None:
                assert state.leader == self.next_leader, "the winner, Play first or the round's rule leads"
            self.trick_start_sizes, self.round, self.next_leader = sizes, state.round, None

    def _round_started(self, state, event) -> None:
        """The ocean dealt in the rules' order, the hands filled, the first leader by the rules."""
        assert event.hand_size == self.hand_sizes[event.round - 1], "hand size from the table"
        assert all(len(hand) == event.hand_size for hand in state.hands)
        ocean = _ids(self.ocean_before)
        from_ocean = {seat: _ids(state.hands[seat]) & ocean for seat in range(self.players)}
        missing = {seat: len(cards) for seat, cards in from_ocean.items()}
        top = 0
        for seat in referee.ocean_draw_order(missing, self.last_trick):
            assert not state.boats[seat], f"seat {seat} drew from the ocean before its boat was empty"
            dealt = _ids(self.ocean_before[top : top + missing[seat]])
            assert from_ocean[seat] == dealt, (
                f"ocean draws out of order: seat {seat} missing {missing[seat]} of {missing} "
                f"(last trick {self.last_trick}) should get the next cards from the top")
            top += missing[seat]
        assert state.ocean == self.ocean_before[top:], "the ocean lost only its top cards"
        leader = referee.first_leader(state.scores(), self.last_trick)
        assert event.leader == state.leader == leader, (
            f"round {event.round}: seat {leader} leads (scores {state.scores()}, "
            f"last trick {self.last_trick}), not seat {state.leader}")
        self.next_leader = leader
        self.trick_start_sizes = None


class BingoWatch:
    """Per complete trick, refereed from the cards played (``referee.bingo_high_low``) and this
    watch's own bingo cards: the highest and the lowest seats cover their card's number unless
    it is covered already (then they are missed), every other seat is missed, nobody else
    covers; the highest card's player leads, and with trump the lowest card's player's colour is
    trump. Free markers land on the numbers chosen."""

    def __init__(self, state):
        self.trick: list = []
        self.trump = None
        self.covered = [set(bingo_numbers(mask)) for mask in state.covered]
        self.chosen: dict[int, int] = {}  # free markers chosen, not yet shown

    def before(self, state, seat, action) -> None:
        self.trick = [*[(p.seat, p.card) for p in state.trick]]
        if isinstance(action, PlayCard):
            self.trick.append((seat, action.card))
        if isinstance(action, PlaceFree):
            self.chosen[seat] = action.number
        self.trump = state.trump

    def after(self, state, seat, action, events) -> None:
        for event in events:
            if isinstance(event, Covered) and event.reason == "free":
                assert self.chosen.pop(event.seat) == event.number, "a free marker lands where it was placed"
                self.covered[event.seat].add(event.number)
        if any(isinstance(e, TrickResolved) for e in events):
            self._trick(state, events)
        assert [set(bingo_numbers(mask)) for mask in state.covered] == self.covered, "covered numbers"

    def _trick(self, state, events) -> None:
        highest, lowest = referee.bingo_high_low(self.trick, self.trump)
        cards = dict(self.trick)
        missed = {s for s, _ in self.trick}
        for s in {highest, lowest}:
            if cards[s].value not in self.covered[s]:
                self.covered[s].add(cards[s].value)
                missed.discard(s)
        for event in events:
            if isinstance(event, Covered) and event.reason != "free":
                assert event.seat in (highest, lowest), f"seat {event.seat} covered but was neither"
                assert event.number == cards[event.seat].value
        assert {e.seat for e in events if isinstance(e, Missed)} == missed, "the missed seats"
        assert state.leader == highest, "the highest card's player leads"
        if state.trump_variant:
            assert state.trump == BINGO_COLOURS[lowest], "trump is the lowest card's player's colour"
