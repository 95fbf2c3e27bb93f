"""What a Trick-Taking Bingo position is made of, and the questions its fields answer (who acts,
what may be played, lines and scores): the base ``BingoState`` and its views build on."""

from __future__ import annotations

from typing import ClassVar, Self

from game.rules.base import Action, TurnState
from game.rules.cards import Card, Play, playable, seat_to_play, seen

NOT_CHOOSING = None  # free-marker slot of a seat that has no free marker to place
TO_CHOOSE = 0  # the seat must choose
HIDDEN = -1  # the seat has chosen, but others may not know what yet
PUBLIC_OPTIONS = ("trump",)  # options a view keeps; the others (dealt hands, leader) are secret


class BingoFields(TurnState):
    """The fields of a Bingo position; ``BingoState.new_game`` fills them."""

    # Fields compared by ``__eq__`` and copied by ``clone``.
    _FIELDS: ClassVar[tuple[str, ...]] = (
        "players", "seed", "options", "history", "trump_variant", "hands", "voids", "played",
        "leader", "trick", "trump", "covered", "missed", "choices", "tricks", "winners_", "log",
    )

    players: int
    trump_variant: bool
    hands: list[tuple[Card | None, ...]]  # sorted; None = a card this view may not see
    voids: list[frozenset[str]]  # colours each seat showed it lacks
    played: frozenset[Card]  # cards of finished tricks
    leader: int
    trick: tuple[Play, ...]
    trump: str | None
    covered: list[int]  # bit masks of covered numbers
    missed: list[int]  # markers on each missed track
    choices: list[int | None]  # free-marker slots: NOT_CHOOSING, TO_CHOOSE, HIDDEN or the number
    tricks: int  # finished tricks
    winners_: tuple[int, ...]  # empty while running
    log: tuple[tuple[int, Action], ...]  # the public moves in order: every card, free markers once shown

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.history = self.history[:]
        other.hands = self.hands[:]
        other.voids = self.voids[:]
        other.covered = self.covered[:]
        other.missed = self.missed[:]
        other.choices = self.choices[:]
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BingoFields):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self._FIELDS)

    __hash__ = None  # type: ignore[assignment]  # mutable

    # -- queries --------------------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.winners_:
            return ()
        if TO_CHOOSE in self.choices:
            return tuple(s for s, c in enumerate(self.choices) if c == TO_CHOOSE)
        return (seat_to_play(self.leader, len(self.trick), self.players),)

    def is_over(self) -> bool:
        return bool(self.winners_)

    def lead_colour(self) -> str | None:
        return self.trick[0].card.colour if self.trick else None

    def effective_trump(self) -> str | None:
        """The trump for the current trick: none when the lead colour is the trump colour."""
        if self.trump is None or self.trump == self.lead_colour():
            return None
        return self.trump

    def playable_cards(self, seat: int) -> list[Card]:
        return playable(seen(self.hands[seat]), self.lead_colour())
