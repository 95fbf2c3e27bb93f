"""The state hard's simulations play on: ``FishingState`` without the checks a search never needs.

A simulation only applies actions it took from ``legal_actions`` and never reads the history or
the public knowledge of hidden cards (every card of a sampled world is known), so card play goes
straight to the rules' ``flow.play_card``: no legality check, no history, no knowledge
bookkeeping, and the playable cards are listed by the rules without their cache. The rare decisions
(capture, call, pass) go through ``FishingState.carry_out``, ``apply`` without the check and the
history.

``SimState.play_fast`` is the simulations' own card play (``fishing_rollout``): the same change
of state as ``play``, without the events, and for the common moves without the rules' code — see
its docstring for the rules it restates. It is the same game: ``tests/test_fishing_sim.py`` plays
both side by side (``bench/fishing_sim.py`` thousands of games).
"""

from __future__ import annotations

from operator import attrgetter

from game.rules.cards import Card, Play
from game.rules.fishing import PLAY, SPEC, FishingState, flow, load_deck

Buried = tuple[int, dict[str, list[int]]]  # how many cards, and per colour their sorted values

_PLAYS: dict[int, tuple[Play, ...]] = {}
"""``id(card)`` -> ``Play(seat, card)`` for every seat. Each entry holds its card (in the plays),
so no other card can take that id while the entry lives."""
_PLAYS_KEPT = 10_000  # a long session (games loaded from records) starts the table afresh here


def plays_of(card: Card) -> tuple[Play, ...]:
    """``Play(seat, card)`` per seat, made once per card object (a dataclass costs to build)."""
    plays = _PLAYS.get(id(card))
    if plays is None:
        if len(_PLAYS) >= _PLAYS_KEPT:
            _PLAYS.clear()
        plays = _PLAYS[id(card)] = tuple(Play(seat, card) for seat in range(SPEC.max_seats))
    return plays


_card_of = attrgetter("card")


class SimState(FishingState):
    """A sampled world for simulations (made by :func:`simulated`; its clones stay ``SimState``)."""

    buried: list[Buried]
    """Per seat, the cards of boats and ocean its heuristic player counts as out of sight: set by
    ``sound.SoundWorlds`` for the sound playout, absent otherwise (clones keep it)."""

    def clone(self) -> SimState:
        other = FishingState.clone(self)
        other.__class__ = SimState
        return other

    def legal_actions(self, seat: int) -> list:
        if self.phase == PLAY:  # asked once per simulated move: the rules' cache would only cost
            return self._legal_actions(seat)
        return FishingState.legal_actions(self, seat)

    def apply(self, seat: int, action) -> list:
        if self.phase != PLAY:
            return self.carry_out(seat, action)  # no check, no history
        return self.play(seat, action.card)

    def play(self, seat: int, card) -> list:
        """``seat`` plays ``card``, one of its playable cards, straight through the rules' flow."""
        self._legal = None
        return flow.play_card(self, seat, card)

    def play_fast(self, seat: int, card: Card, lead: str | None) -> None:
        """``play`` without its events: the same state afterwards (``lead``: the trick's lead
        colour, ``lead_colour()``, which the caller has already worked out).

        A card that completes a trick with any effect in it (a buoy, a zero, an effect armed for
        the next trick) or the round's last trick goes through the rules' ``flow.play_card``.
        Every other move is done here, and so restates, for those moves only, the rules of
        ``flow.play_card`` (the card leaves the hand, the voids it reveals, the passed card
        played), of ``FishingState.trick_winner`` / ``cards.best_play`` for a trick of plain
        coloured cards (the highest trump, else the highest card of the lead colour, "lowest"
        under *Lowest wins*; the caller when a called colour was neither followed nor trumped)
        and of ``flow._take_trick`` + ``start_trick`` for a trick without effects. The
        differential tests (``tests/test_fishing_sim.py``, ``bench/fishing_sim.py``) play this
        against ``FishingState.apply`` and compare every state field after every move."""
        trick, players = self.trick, self.players
        hand = self.hands[seat]
        if len(trick) + 1 == players and (len(hand) == 1 or not self._plain_end(card)):
            self._legal = None
            flow.play_card(self, seat, card)
            return
        for index, held in enumerate(hand):  # noqa: B007 (the index is the loop's result)
            if held is card:
                break
        else:  # an equal card, not this object: the very card from the hand moves on
            index = hand.index(card)
            card = hand[index]
        self.hands[seat] = hand[:index] + hand[index + 1:]
        self._legal = None
        giver = seat - 1 if seat else players - 1
        passed = self.passed[giver]
        if passed is not None and passed == card:
            self.passed[giver] = None
        colour = card.colour
        if colour is not None and lead is not None and colour != lead and lead not in self.voids[seat]:
            self.voids[seat] = self.voids[seat] | {lead}
        trick.append((_PLAYS.get(id(card)) or plays_of(card))[seat])
        if len(trick) == players:
            self._take_plain_trick()

    def _plain_end(self, card: Card) -> bool:
        """Would ``card`` complete a trick free of effects (no buoy, no zero, nothing armed)?"""
        if card.special is not None or not card.value:
            return False
        for play in self.trick:
            if play.card.special is not None or not play.card.value:
                return False
        return self.next_first is None and self.next_caller is None and not self.next_lowest

    def _take_plain_trick(self) -> None:
        """The complete trick of plain cards (``_plain_end``) is won, taken and the next begins."""
        trick, trump, lowest = self.trick, load_deck().trump, self.lowest
        lead = self.called if self.called is not None else trick[0].card.colour
        best, top, trumped = None, 0, False
        for play in trick:
            colour, value = play.card.colour, play.card.value
            if colour == trump:
                if not trumped or (value < top if lowest else value > top):
                    best, top, trumped = play, value, True
            elif (not trumped and colour == lead
                  and (best is None or (value < top if lowest else value > top))):
                best, top = play, value
        if best is not None:
            winner = best.seat
        else:  # nobody followed the called colour nor trumped: the caller wins (reading 5)
            winner = self.caller if self.caller is not None else trick[0].seat
        self.fishermen[winner].extend(map(_card_of, trick))
        self.called = self.caller = None
        self.lowest = False
        self.trick, self.pile = [], []
        self.leader = winner
        self.winner = None
        self.resolving = self.players
        self.next_first = self.next_caller = None
        self.phase = PLAY


def simulated(state: FishingState) -> SimState:
    """``state`` itself, made a simulation state (its knowledge of hidden cards dropped)."""
    state.untracked()
    state.__class__ = SimState
    if not isinstance(state, SimState):  # (it is now: the type checker is told so)
        raise TypeError("the class of a state could not be changed")
    return state
