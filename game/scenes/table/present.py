"""One way to turn rule events into animations, for every game: an explicit table from event
class to handler, built from ``@handles`` marks when the presenter class is defined.

    class BingoPresenter(Presenter):
        @handles(CardPlayed)
        def card_played(self, event: CardPlayed) -> None: ...

An event without a handler raises ``MissingPresenter`` at once instead of being dropped silently,
and ``handled()`` lets a test prove that every event class a rules package can emit has one
(``tests/contract.py:assert_presents_every_event``), so renaming or adding an event fails a test
rather than a game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar, TypeVar

from game.rules.base import Event


class MissingPresenter(TypeError):
    """A rule event reached a presenter that has no handler for its class."""


Method = TypeVar("Method", bound=Callable[..., None])


def handles(*kinds: type) -> Callable[[Method], Method]:
    """Mark a presenter method as the handler of these event classes."""

    def mark(method: Method) -> Method:
        method.handles = kinds  # type: ignore[attr-defined]
        return method

    return mark


class Presenter:
    """Base of every game's presenter; ``scene`` is the game scene it animates."""

    _table: ClassVar[dict[type, str]] = {}

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        table = dict(cls._table)  # handlers inherited from the base presenter
        for name, member in vars(cls).items():
            for kind in getattr(member, "handles", ()):
                table[kind] = name
        cls._table = table

    def __init__(self, scene: Any):
        self.scene = scene

    def present(self, event: Event) -> None:
        for kind in type(event).__mro__:
            name = self._table.get(kind)
            if name is not None:
                getattr(self, name)(event)
                return
        raise MissingPresenter(f"{type(self).__name__} has no handler for {type(event).__name__}")

    def say(self, text: str) -> None:
        """A line for the table log, added once the animations queued so far have played, so the
        log never tells what the table has not shown yet."""
        self.scene.timeline.call(lambda: self.scene.log.add(text))

    def name(self, seat: int) -> str:
        """A seat in player words (name and colour), for log lines."""
        name: str = self.scene.seat_name(seat)
        return name

    def present_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.present(event)

    @classmethod
    def handled(cls) -> set[type]:
        """The event classes this presenter (with its bases) has handlers for."""
        return set(cls._table)
