"""What the table's mixed-in parts (saving, seat access, refusals, pacing, driving, undo, the
results' buttons) read and call on their scene, declared once with real types: each part inherits
``TableMembers`` and ``TableScene`` sets every member in its ``__init__``."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from game.engine import tween
from game.engine.seats import TableSetup
from game.rules.base import TurnState
from game.rules.cards import Card

if TYPE_CHECKING:
    import pygame

    from game.engine.pointers import Pointer, PointerEvent
    from game.engine.recent import SavedGame
    from game.scenes.guide import Coach
    from game.scenes.table.banner import Banner
    from game.scenes.table.bots import TableBots
    from game.scenes.table.curtain import HandOff
    from game.scenes.table.held_play import HeldPlay
    from game.scenes.table.hint import HintDesk
    from game.scenes.table.hint_button import HintButton
    from game.scenes.table.kept_record import KeptRecord
    from game.scenes.table.last_trick import LastTrickDesk
    from game.scenes.table.log import TableLog
    from game.scenes.table.phones import PhoneDesk
    from game.services import AppServices


class TableLayout(Protocol):
    """What shared table code reads of a game's layout (each game's frozen dataclass)."""

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def hint_button(self) -> HintButton: ...


class TableMembers:
    """The scene's members its parts share (set by ``TableScene.__init__`` and ``resize``)."""

    rules_module: ClassVar[ModuleType]
    """The game's rules (``new_game`` and its State class)."""
    app: AppServices
    setup: TableSetup
    key: str
    state: TurnState
    shown: Any
    """The lagging state the table draws from: each game's own ``Shown`` (``Shown.of(state)``)."""
    size: tuple[int, int]
    clock: float
    timeline: tween.Timeline
    bots: TableBots
    coach: Coach
    phones: PhoneDesk
    kept_record: KeptRecord
    hand_off: HandOff
    hints: HintDesk
    banner: Banner
    log: TableLog
    last_trick: LastTrickDesk | None
    watching: bool
    peeking: set[int]
    results_since: float | None
    changed_at: float
    turn_since: float
    notice: str
    notice_until: float
    notice_at: tuple[float, float] | None
    notice_moves: int
    notice_seat: int | None
    left: bool
    held: HeldPlay
    """The play waiting to be confirmed (``table/held_play.py``)."""
    tonight: Sequence[str]
    _turn: tuple[object, ...]
    _finished: bool

    if TYPE_CHECKING:  # the scene's own hooks, for the type checker

        def draw(self, surface: pygame.Surface) -> None: ...
        def animate(self, dt: float) -> None: ...
        def presenting(self) -> bool: ...
        def resize(self, size: tuple[int, int]) -> None: ...
        def human_seats(self) -> list[int]: ...
        def humans_to_move(self) -> list[int]: ...
        def acting_seat(self, pointer: Pointer) -> int | None: ...
        def seat_name(self, seat: int) -> str: ...
        def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
        def hand_face_up(self, seat: int) -> bool: ...
        def hand_visible(self, seat: int, peeking: bool = False) -> bool: ...
        def turn_uses_hand(self, seat: int) -> bool: ...
        @staticmethod
        def card_words(card: Card) -> str: ...
        def peek_words(self, seat: int) -> str: ...
        def leave(self) -> None: ...
        def save_data(self) -> SavedGame: ...
        def game_over(self) -> None: ...
        def autosave(self) -> None: ...
        def submit(
            self, seat: int, action: object, at: tuple[float, float] | None = None, confirmed: bool = False
        ) -> bool: ...
        def results_click(self, event: PointerEvent) -> bool: ...
        def results_rect(self) -> pygame.Rect: ...
