"""What a phone is sent: its seat's ``view(seat)`` written as plain JSON, and nothing else.

Every writer starts from ``state.view(seat)`` (``public`` from any seat's view, keeping only what
every seat sees), so a phone can never receive another hand or a pile's order: the rules already
made those unknown, and the writers copy only the fields a phone shows. Each game's writers are a
``PhoneViews`` in its own package (its kit names it). Cards and actions are written as the records
write them (``rules.base.to_json``), so what a phone sends back is read by the same ``from_json``
as an autosave. Words are not made here (``phones.words`` on the table's side puts the player's
language on top).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol

from game.json_types import Json, JsonObject
from game.rules.base import IllegalMove, TurnState, to_json
from game.rules.cards import Card


class PlayedCard(Protocol):
    """A card played to a trick, by a seat (the rules' ``Play``, a ``CardPlayed`` event)."""

    @property
    def seat(self) -> int: ...

    @property
    def card(self) -> Card: ...


def card(card: Card) -> JsonObject:
    """``to_json(card)``, written out: a view holds dozens of cards and is written every move."""
    return {"type": "Card", "colour": card.colour, "value": card.value, "special": card.special}


def cards(hand: Iterable[Card | None]) -> list[Json]:
    return [card(c) for c in hand if c is not None]


def trick(plays: Iterable[PlayedCard]) -> list[Json]:
    return [{"seat": play.seat, "card": card(play.card)} for play in plays]


@dataclasses.dataclass(frozen=True)
class PhoneViews:
    """How phones play one game. ``public(view)`` and ``private(view, seat)`` write what every
    seat and what one seat sees (None: the phone is the game's own, not these views: 5er Finden's
    drawing pad); ``unplayable(state, seat, card)`` says why a held card cannot be played now
    (None: it can; no function: the hand is not cards); ``only`` is the lobby option and value of
    the table phones can play (5er Finden's race, not its puzzle), None: every table."""

    public: Callable[[Any], Mapping[str, object]] | None = None
    private: Callable[[Any, int], Mapping[str, object]] | None = None
    unplayable: Callable[[Any, int, Card], IllegalMove | None] | None = None
    only: tuple[str, object] | None = None

    def served(self, options: Mapping[str, object] | None = None) -> bool:
        """Whether phones can play the game with the lobby's ``options`` (None: the defaults)."""
        if self.only is None:
            return True
        key, value = self.only
        return (options or {}).get(key, value) == value

    def view(self, state: TurnState, seat: int | None) -> dict[str, object]:
        """What the phone of ``seat`` is sent (``None``: a spectator, public information only)."""
        return {**self.shared(state), **self.own(state, seat)}

    def shared(self, state: TurnState) -> dict[str, object]:
        """What every phone at the table is sent alike: written from seat 0's view (``public``
        keeps only what every seat sees), so a table writes it once for all its phones."""
        return {
            "game": state.GAME,
            "players": state.players,
            "to_move": list(state.to_move()),
            "over": state.is_over(),
            "scores": list(state.scores()),
            "public": self.public(state.view(0)) if self.public is not None else {},
        }

    def own(self, state: TurnState, seat: int | None) -> dict[str, object]:
        """What only the phone of ``seat`` is sent: its hand and its legal actions (none watching)."""
        out: dict[str, object] = {"seat": seat}
        if seat is not None and self.private is not None:
            out["private"] = self.private(state.view(seat), seat)
            out["legal"] = [to_json(action) for action in state.legal_actions(seat)]
        return out

    def refusals(self, state: TurnState, seat: int) -> list[tuple[Card, IllegalMove]]:
        """Each card of ``seat``'s hand that cannot be played now, with the rule it would break."""
        why = self.unplayable
        if why is None or seat not in state.to_move():
            return []
        out = []
        hand = state.hands[seat]  # type: ignore[attr-defined]  # only the card games name an unplayable rule
        for held in dict.fromkeys(c for c in hand if c is not None):  # its own hand, in order
            problem = why(state, seat, held)
            if problem is not None:
                out.append((held, problem))
        return out
