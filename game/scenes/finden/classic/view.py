"""The race table's picture: a background with what never changes in a layout (seat panels'
backings, board frames, shape tiles, the dice tray's wood), and widgets placed in the layout's
zones — the round's title, the dice, the sand timer and its words, the controls' lane, the points
band, each seat's board and panel, the round table between rounds — each repainted when its part
of the ``ClassicModel`` changes. What moves every frame (bots' cursors, points in flight, hint
reasons, the branch tip) is drawn over them from the model's values."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import draw
from game.scenes.finden import branch_tip
from game.scenes.finden import hint as seat_hint
from game.scenes.finden.classic.layout import ClassicLayout
from game.scenes.finden.classic.model import ClassicModel
from game.scenes.finden.classic.present import TABLE
from game.scenes.finden.classic.widgets import PanelWidget, PointsBand, RoundTableWidget
from game.scenes.finden.dice_tray import DiceTray
from game.scenes.finden.look import draw_frame
from game.scenes.finden.seat import FindenSeatView
from game.scenes.finden.widgets import (
    BoardWidget,
    LaneWords,
    Style,
    TimerWidget,
    TrayWidget,
    board_of,
    how_to_of,
    timer_label_of,
    timer_of,
    title_of,
    tray_of,
)
from game.scenes.table.view import ZonedView
from game.scenes.table.widget import Overlay, Widget
from game.scenes.widgets.flights import points_painter
from game.scenes.widgets.sand_timer import SandTimer
from game.scenes.widgets.shape_tiles import ShapeTiles


class ClassicView(ZonedView[ClassicModel]):
    """Owns the widgets (placed anew on every resize) and draws them; ``self.scene`` serves only
    the background's cache (``TableView``)."""

    lay: ClassicLayout

    def place(
        self,
        lay: ClassicLayout,
        views: Sequence[FindenSeatView],
        parts: tuple[DiceTray, SandTimer, ShapeTiles],
    ) -> None:
        """The widgets in ``lay``'s zones; ``views``: the seats' boards and colours."""
        tray, timer, tiles = parts
        self.lay, self.tray, self.tiles, self.views = lay, tray, tiles, views
        s = lay.scale
        self.boards = [BoardWidget[ClassicModel](i, v.board, board_of(i)) for i, v in enumerate(views)]
        self.panels = [PanelWidget(lay, seat, v.colour) for seat, v in enumerate(views)]
        label = Style(lay.timer_label_size, s, bold=True)
        self.table: list[Widget[ClassicModel]] = [
            LaneWords("title", lay.title, Style(lay.title_size, s, bold=True, shadow=True), title_of),
            TrayWidget(tray, tray_of),
            TimerWidget(timer, timer_of),
            PointsBand(tiles),
            LaneWords("hint", lay.how_to, Style(lay.hint_size, s), how_to_of),
            LaneWords("timer label", lay.timer_label, label, timer_label_of),
        ]
        for board, panel in zip(self.boards, self.panels, strict=True):
            self.table += [board, panel]
        self.round_table = RoundTableWidget(lay, [v.colour for v in views])
        self.resize()

    def shown(self, model: ClassicModel) -> list[Widget[ClassicModel]]:
        return [*self.table, self.round_table] if model.stage == TABLE else self.table

    def overlays(self, model: ClassicModel) -> list[Overlay]:
        """Bots' cursors, hint reasons, points in flight (on a pill: bare, a "+1" over the board's
        symbols read "-+1") and the branch tip."""
        return [
            lambda target: self.cursors(target, model),
            lambda target: seat_hint.draw_reasons(target, model.reasons, self.lay.scale),
            lambda target: self.flyers(target, model),
            lambda target: branch_tip.draw_tips(target, model.tips),
        ]

    def cursors(self, surface: pygame.Surface, model: ClassicModel) -> list[pygame.Rect | None]:
        """Each searching bot's arrow on its board."""
        drawn: list[pygame.Rect | None] = []
        for seat, look in enumerate(model.seats):
            if look.cursor is not None:
                x, y = look.cursor
                tip = [(x + dx, y + dy) for dx, dy in self.lay.cursor]
                pygame.draw.polygon(surface, self.views[seat].colour, tip)
                drawn.append(pygame.draw.polygon(surface, draw.INK, tip, 2).inflate(2, 2))
        return drawn

    def flyers(self, surface: pygame.Surface, model: ClassicModel) -> list[pygame.Rect | None]:
        size = self.lay.flyer_size
        paints = [(points_painter(f.points, size, backed=True, colour=f.colour), f.at) for f in model.flyers]
        return [paint(surface, at) for paint, at in paints]

    def paint_static(self, surface: pygame.Surface) -> None:
        """Seat panels' backings, board frames, shape tiles and the dice tray's base."""
        lay = self.lay
        for view, rects in zip(self.views, lay.seats, strict=True):
            panel = rects.panel.inflate(lay.panel_pad, lay.panel_pad)
            draw.draw_panel(surface, panel, (*draw.FELT_DARK, 220), radius=lay.panel_radius)
            draw_frame(surface, view.board.rect, view.colour, lay.frame_border, lay.frame_radius)
        self.tiles.draw(surface)
        self.tray.draw_base(surface)

    def hit_panel(self, seat: int, pos: tuple[int, int], model: ClassicModel) -> object | None:
        """A press on ``seat``'s own panel buttons."""
        return self.panels[seat].hit(pos, model)

    def cell(self, seat: int, pos: tuple[int, int]) -> int | None:
        """The cell of ``seat``'s board under ``pos``."""
        return self.boards[seat].cell(pos)
