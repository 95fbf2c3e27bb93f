"""The Fishing table's picture: a background with what never changes in a game (seat panels with
names and the words under their piles, the ocean's wave, the status box with its rule line), and
the widgets of ``fishing/widgets.py`` placed in the layout's zones, each repainted when its part of
the model changes (``table/widget.WidgetLayer``). What moves every frame — cards in flight, the
hint's ring, a round's breakdown, a special card's explanation, the last trick, the guide — is
drawn over them by the scene's overlays."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import draw
from game.scenes.fishing.layout import FishingLayout
from game.scenes.fishing.model import FishingModel
from game.scenes.fishing.results import seat_marker
from game.scenes.fishing.status import StatusWidget, paint_frame
from game.scenes.fishing.widgets import (
    HandWidget,
    HintRing,
    OceanWidget,
    PassNoticeWidget,
    PassWidget,
    PickerWidget,
    SeatWidget,
    TrickWidget,
)
from game.scenes.table import lane, widget
from game.scenes.table.shared_widgets import HintButtonWidget, LaneWidget, LogWidget
from game.scenes.table.view import ZonedView
from game.scenes.table.widget import Overlay, Widget
from game.scenes.widgets.fishing_piles import FishingSeat, ocean_frame
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.trick import TrickArea

Seat = tuple[str, draw.Colour]
"""A seat's name and colour, painted once into the background."""


class FishingView(ZonedView[FishingModel]):
    """Owns the widgets (placed anew on every resize) and draws them; ``self.scene`` serves only
    the background's cache (``TableView``)."""

    lay: FishingLayout

    def place(
        self,
        lay: FishingLayout,
        seats: dict[int, FishingSeat],
        looks: Sequence[Seat],
        trump: str,
        parts: tuple[TrickArea, FannedHand],
    ) -> None:
        """The widgets in ``lay``'s zones; ``looks``: each seat's name and colour, ``trump`` the
        trump colour (painted once, into the background)."""
        area, fan = parts
        self.lay, self.seats, self.looks, self.trump = lay, seats, looks, trump
        self.hand = HandWidget(lay, fan)
        self.passing = PassWidget(lay, {seat: colour for seat, (_name, colour) in enumerate(looks)})
        sizes = {lane.BANNER: lay.font_heading}
        self.lane: LaneWidget[FishingModel] = LaneWidget(lay.lane, sizes, lay.font_text, lay.s)
        self.trick = TrickWidget(lay, area)
        self.picker = PickerWidget(lay)
        self.ring = HintRing(self.hand, self.passing, lay.s)
        self.table: list[Widget[FishingModel]] = [
            *(SeatWidget(seat, seats[seat]) for seat in sorted(seats)),
            OceanWidget(lay),
            StatusWidget(lay),
            HintButtonWidget(lay.hint_button, lay.s),
            LogWidget(lay.log, lay.s),
            self.trick,
            self.lane,
            self.hand,
            self.passing,
            self.picker,
            PassNoticeWidget(lay),
        ]
        self.resize()

    def shown(self, model: FishingModel) -> list[Widget[FishingModel]]:
        return self.table

    def overlays(self, model: FishingModel) -> list[Overlay]:
        """The hint's ring."""
        return [lambda target: self.ring.draw(target, model)]

    def hit(self, pos: tuple[int, int], model: FishingModel) -> object | None:
        """The action a press at ``pos`` asks for (the topmost widget's that answers): a colour, a
        card of a hand, a card of the trick, the last trick."""
        return widget.hit(self.table, pos, model)

    def paint_static(self, surface: pygame.Surface) -> None:
        """Seat panels and their words, the ocean's wave, the status box and its rule line."""
        lay = self.lay
        for seat, panel in self.seats.items():
            name, colour = self.looks[seat]
            panel.draw_frame(surface, name, colour, seat_marker(seat))
        ocean_frame(surface, lay.ocean, lay.ocean_card, lay.s)
        paint_frame(surface, lay, self.trump)
