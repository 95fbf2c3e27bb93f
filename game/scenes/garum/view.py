"""The Garum table's picture: a background with what never changes in a game (the printed board and
the panels' backs), and the widgets of ``board_widgets`` and ``column_widgets`` placed in the
layout's zones, each repainted when its part of the model changes (``table/widget.WidgetLayer``).
What moves every frame — tiles, workers and points in flight, the hint's breathing ring, the line
tooltip under the pointer, the guide — is drawn over them (the hint and the tooltip here, the rest
by the scene's overlays)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import draw
from game.scenes.garum.board_widgets import BreakdownWidget, board_widgets
from game.scenes.garum.column_widgets import LaneWidget, column_widgets
from game.scenes.garum.layout import GarumLayout
from game.scenes.garum.model import GarumModel
from game.scenes.table import widget
from game.scenes.table.hint import draw_ring
from game.scenes.table.view import ZonedView
from game.scenes.table.widget import Overlay
from game.scenes.widgets import garum_panels as panels

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene

PANEL_FILL = (*draw.FELT_DARK, 225)
RING_GROWS = 7
"""How far ``draw_ring`` grows past its target at most, at 1080p (4 + 3 as it breathes)."""


class GarumView(ZonedView[GarumModel]):
    """Owns the widgets (placed anew on every resize) and draws them; ``self.scene`` serves only the
    background's cache (``TableView``)."""

    lay: GarumLayout

    def __init__(self, scene: GarumScene):
        super().__init__(scene)

    def place(self, lay: GarumLayout, players: int, humans: bool) -> None:
        """The widgets in ``lay``'s zones, bottom to top: the board's, the column's (the hand's where
        ``humans`` play here), the final scoring's table over the board."""
        self.lay = lay
        self.lane = LaneWidget(lay)
        self.widgets = [*board_widgets(lay), *column_widgets(lay, players, humans), self.lane]
        self.widgets.append(BreakdownWidget(lay))
        self.resize()

    def paint_static(self, surface: pygame.Surface) -> None:
        """The printed board and the panels' backs."""
        lay = self.lay
        lay.grid.draw_base(surface)
        for rect in [lay.header, *lay.seats, lay.hand, lay.controls]:
            if rect.h:  # no hand panel at a table of bots without a dummy
                draw.draw_panel(surface, rect, PANEL_FILL, lay.panel_radius, None, 0, lay.panel_shadow)

    def overlays(self, model: GarumModel) -> list[Overlay]:
        """The hint's ring and the line tooltip."""
        return [lambda target: self.hint(target, model), lambda target: self.tip(target, model)]

    def hit(self, pos: tuple[int, int], model: GarumModel) -> object | None:
        """The action a press at ``pos`` asks for (the topmost widget's that answers)."""
        return widget.hit(self.widgets, pos, model)

    def hint(self, surface: pygame.Surface, model: GarumModel) -> list[pygame.Rect]:
        """The hinted move, ringed (its tile as a ghost in its slot); its reason is in the lane."""
        mark, lay = model.hint, self.lay
        if mark is None:
            return []
        if mark.ghost is not None:
            fish, centre, colour = mark.ghost
            lay.grid.draw_tile_at(surface, fish, centre, colour, HINT_GHOST_ALPHA)
        draw_ring(surface, mark.target, lay.s, model.clock)
        grow = 2 * round(RING_GROWS * lay.s) + 2
        return [mark.target.inflate(grow, grow)]

    def tip(self, surface: pygame.Surface, model: GarumModel) -> list[pygame.Rect]:
        """Hovering a worker space: that line's fish of each species and what a worker would score."""
        tip = model.tip
        if tip is None:
            return []
        look = self.lay.tooltip_look
        return [panels.draw_line_tooltip(surface, tip.pos, look, tip.title, list(tip.counts), tip.note)]


HINT_GHOST_ALPHA = 230
