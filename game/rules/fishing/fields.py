"""What a Fishing position is made of (``FishingState``'s fields, shared by its mixins), and how it
copies and compares."""

from __future__ import annotations

from typing import ClassVar, Self

from game.rules.base import Action, TurnState
from game.rules.cards import Card, Play
from game.rules.fishing.knowledge import Knowledge


class FishingFields(TurnState):
    """The fields of a Fishing position; ``setup.deal`` fills them, ``flow`` changes them."""

    # Fields compared by ``__eq__``.
    _FIELDS: ClassVar[tuple[str, ...]] = (
        "players", "seed", "options", "history", "round", "phase", "hands", "boats", "ocean", "fishermen",
        "out", "score", "penalties", "leader", "trick", "pile", "winner", "resolving", "called", "caller",
        "lowest", "next_first", "next_caller", "next_lowest", "passes", "passed", "voids", "last_order",
        "knowledge", "winners_",
    )

    round: int
    phase: str
    hands: list[tuple[Card | None, ...]]  # sorted; None = a card this view may not see
    boats: list[list[Card | None]]  # top (drawn first) at index 0
    ocean: list[Card | None]  # top at index 0
    fishermen: list[list[Card]]  # cards won this round, in the order they landed
    out: tuple[Card, ...]  # removed starting cards: out of the game
    score: list[int]
    penalties: list[int]  # −3 cards landed on each fisherman, over the game
    leader: int
    trick: list[Play]  # the current trick in play order (kept while its effects resolve)
    pile: list[Card]  # cards still in the complete trick while effects resolve
    winner: int | None  # of the complete trick being resolved
    resolving: int  # index in ``trick`` of the next end-of-trick effect
    called: str | None  # the colour called for the current trick, and by whom
    caller: int | None
    lowest: bool  # *Lowest wins* applies to the current trick
    next_first: int | None  # effects armed for the next trick
    next_caller: int | None
    next_lowest: bool
    passes: list[Card | None] | None  # pass choices while passing (HIDDEN in other views)
    passed: list[Card | None]  # the card each seat passed this round, while the receiver holds it
    voids: list[frozenset[str]]  # colours each seat showed it lacks since its hand last changed
    last_order: tuple[int, ...]  # seats in play order of the previous round's last trick
    knowledge: Knowledge
    winners_: tuple[int, ...]
    _legal: tuple[int, list[Action]] | None = None  # cache of legal_actions, dropped by apply

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.history = self.history[:]
        other.hands = self.hands[:]
        other.boats = [b[:] for b in self.boats]
        other.ocean = self.ocean[:]
        other.fishermen = [f[:] for f in self.fishermen]
        other.score = self.score[:]
        other.penalties = self.penalties[:]
        other.trick = self.trick[:]
        other.pile = self.pile[:]
        other.passes = None if self.passes is None else self.passes[:]
        other.passed = self.passed[:]
        other.voids = self.voids[:]
        other.knowledge = self.knowledge.clone()
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FishingFields):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self._FIELDS)

    __hash__ = None  # type: ignore[assignment]  # mutable

