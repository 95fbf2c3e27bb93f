"""The Bingo table's picture: a background with what never changes in a game (seat panels with
names and printed bingo cards, missed-track spaces, the status box), and the widgets of
``bingo/widgets.py`` placed in the layout's zones, each repainted when its part of the model
changes (``table/widget.WidgetLayer``). What moves every frame — cards in flight, the hint's
ring, the last trick, the guide — is drawn over them by the scene's overlays."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import draw
from game.i18n import _
from game.scenes.bingo.layout import BingoLayout
from game.scenes.bingo.model import BingoModel
from game.scenes.bingo.status import StatusWidget
from game.scenes.bingo.widgets import ChooserWidget, HandWidget, HintRing, PileWidget, SeatWidget, TrickWidget
from game.scenes.table import lane, widget
from game.scenes.table.shared_widgets import HintButtonWidget, LaneWidget, LogWidget
from game.scenes.table.view import ZonedView
from game.scenes.table.widget import Overlay, Widget
from game.scenes.widgets.bingo_card import BingoCardWidget, MissedTrack
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.seat_panel import SeatPanel
from game.scenes.widgets.trick import TrickArea

if TYPE_CHECKING:
    from game.scenes.bingo.scene import BingoScene

PANEL_FILL = (*draw.FELT_DARK, 225)


class BingoView(ZonedView[BingoModel]):
    """Owns the widgets (placed anew on every resize) and draws them; ``self.scene`` serves only
    the background's cache (``TableView``)."""

    lay: BingoLayout

    def __init__(self, scene: BingoScene):
        super().__init__(scene)

    def place(
        self,
        lay: BingoLayout,
        seats: Sequence[tuple[str, tuple[int, int, int], str]],
        parts: tuple[
            dict[int, SeatPanel], dict[int, BingoCardWidget], dict[int, MissedTrack], TrickArea, FannedHand
        ],
    ) -> None:
        """The widgets in ``lay``'s zones; ``seats``: each seat's name, colour and icon (painted
        once, into the background)."""
        panels, cards, tracks, area, fan = parts
        self.lay, self.seats, self.parts = lay, seats, (panels, cards, tracks)
        self.seat_widgets = [
            SeatWidget(seat, panels[seat], cards[seat], tracks[seat], seats[seat][1])
            for seat in sorted(panels)
        ]
        self.hand = HandWidget(lay.hand, fan)
        sizes = {lane.BANNER: lay.font_heading, lane.LABEL: lay.font_body}
        self.lane: LaneWidget[BingoModel] = LaneWidget(lay.lane, sizes, lay.font_text, lay.s)
        self.choosers = ChooserWidget(lay)
        self.ring = HintRing(self.hand, self.choosers, lay.s)
        self.table: list[Widget[BingoModel]] = [
            *self.seat_widgets,
            StatusWidget(lay),
            HintButtonWidget(lay.hint_button, lay.s),
            LogWidget(lay.log, lay.s),
            PileWidget(lay),
            TrickWidget(lay.trick, area, lay.badge),
            self.lane,
        ]
        self.resize()

    def shown(self, model: BingoModel) -> list[Widget[BingoModel]]:
        """The widgets on show: the hand where a human plays here, the choosers over the trick."""
        hand = [self.hand] if model.hand is not None else []
        return [*self.table, *hand, self.choosers]

    def overlays(self, model: BingoModel) -> list[Overlay]:
        """The hint's ring."""
        return [lambda target: self.ring.draw(target, model)]

    def hit(self, pos: tuple[int, int], model: BingoModel) -> object | None:
        """The action a press at ``pos`` asks for (the topmost widget's that answers): a chooser's
        number, a card of the hand, the last trick."""
        return widget.hit(self.shown(model), pos, model)

    def paint_static(self, surface: pygame.Surface) -> None:
        """Panels, names, printed bingo cards, missed-track spaces and the status box."""
        lay = self.lay
        panels, cards, tracks = self.parts
        for seat, (name, colour, icon) in enumerate(self.seats):
            panels[seat].draw_frame(surface, name, colour, icon)
            cards[seat].draw_grid(surface)
            tracks[seat].draw_spaces(surface)
            label = lay.seats[seat].track_label
            draw.blit_text(surface, _("missed"), label, lay.font_label, draw.TEXT_DIM, "center")
        draw.draw_panel(surface, lay.status.rect, PANEL_FILL, lay.radius, None, 0, lay.blur)
