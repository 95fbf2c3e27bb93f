"""Target rects and facts that several games' guide steps share: a fanned hand, the trick in the
middle, the log strip; how many cards a seat has played."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

import pygame

from game.i18n import N_
from game.rules.cards import PlayCard
from game.scenes.guide.coach import GuidedScene, Step
from game.scenes.widgets.cards import card_size
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.trick import TrickArea

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene


class TrickTable(Protocol):
    """A card table: its trick in the middle."""

    trick_area: TrickArea


def _table(scene: GuidedScene) -> TableScene:
    """The shared steps of the turn-based tables are given the table they were made for."""
    return cast("TableScene", scene)


def fan(hand: FannedHand, count: int, label: tuple[float, float] | None = None, size: int = 0) -> pygame.Rect:
    """Round a fanned hand of ``count`` cards, lifted cards included, and its label (centred at
    ``label``, ``size`` px high) above it."""
    w, h = card_size(hand.card_width)
    rects = [pygame.Rect(0, 0, w, h).move_to(center=pos) for pos, _ in hand.positions(count, range(count))]
    if label is not None:
        rects.append(pygame.Rect(0, 0, w, size).move_to(center=(round(label[0]), round(label[1]))))
    if not rects:
        return pygame.Rect(round(hand.centre[0]), round(hand.centre[1]), 1, 1)
    return rects[0].unionall(rects[1:])


def trick(area: TrickArea) -> pygame.Rect:
    """Round the cards of a trick (``TrickArea.slot`` lays them on an ellipse)."""
    w, h = card_size(area.card_width)
    rect = pygame.Rect(0, 0, round(area.radius * 3.2) + w, round(area.radius * 1.9) + h)
    rect.center = (round(area.centre[0]), round(area.centre[1]))
    return rect


def log_strip(scene: GuidedScene, seat: int) -> pygame.Rect | None:
    return _table(scene).log_rect


def last_trick(scene: GuidedScene, seat: int) -> pygame.Rect:
    """The trick of a card table (``LAST_TRICK_STEP`` is in the card tables' guides only)."""
    return trick(cast(TrickTable, scene).trick_area)


def cards_played(scene: GuidedScene, seat: int) -> int:
    return sum(s == seat and isinstance(a, PlayCard) for s, a in _table(scene).state.history)


LOG_STEP = Step(
    N_("The latest move is written here. Click it, or press L, to read the whole game."), log_strip
)
"""The last step of every turn-based table's guide."""
LAST_TRICK_STEP = Step(
    N_(
        "Once a trick is taken, click the trick or press T to see it again: who played which card "
        "and who took it."
    ),
    last_trick,
)
"""The step after the trick's at the card tables (``table/last_trick.py``)."""
