"""The trick last completed at a card table, kept from the events the table showed.

A ``TrickMemory`` follows every event a card game's scene presents and keeps the public ones of
each trick: the cards played (``CardPlayed``), who won it (the game's ``won`` events) and what
followed from it (``after``: captures and cards taken in Fishing, numbers covered and misses in
Bingo). Events of other kinds, and every hidden card (a Fishing pass), are never kept. A trick counts
as the last one from its winner on, so the "last trick" is the one just swept while the next is
played. The Last-trick panel (``table/last_trick.py``) and the phones' last trick read it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from game.rules.base import Event, Record, TurnState, from_json
from game.rules.cards import CardPlayed


@dataclasses.dataclass(frozen=True)
class Trick:
    """One complete trick: its plays in order, the event naming who won it, and what followed."""

    plays: tuple[CardPlayed, ...]
    won: Event
    after: tuple[Event, ...]


class TrickMemory:
    def __init__(self, won: tuple[type[Event], ...], after: tuple[type[Event], ...]):
        self.won_kinds, self.after_kinds = won, after
        self._plays: list[CardPlayed] = []
        self._won: Event | None = None
        self._after: list[Event] = []
        self._done: Trick | None = None

    def follow(self, events: Iterable[Event]) -> None:
        for event in events:
            if isinstance(event, CardPlayed):
                if self._won is not None:  # the first card of the next trick: the last one is done
                    self._done = self._trick(self._won)
                    self._plays, self._won, self._after = [], None, []
                self._plays.append(event)
            elif isinstance(event, self.won_kinds) and self._plays:
                self._won = event
            elif isinstance(event, self.after_kinds) and self._won is not None:
                self._after.append(event)

    def _trick(self, won: Event) -> Trick:
        return Trick(tuple(self._plays), won, tuple(self._after))

    def replay(self, state_type: type[TurnState], record: Record) -> None:
        """Follow a whole game's ``record`` from its start (a game resumed from its autosave)."""
        state = state_type.from_record({**record, "actions": []})
        for seat, action in record["actions"]:
            self.follow(state.apply(int(seat), from_json(action, state_type.ACTION_TYPES)))

    def last(self) -> Trick | None:
        """The trick won most recently (None before the first trick is won)."""
        return self._trick(self._won) if self._won is not None else self._done
