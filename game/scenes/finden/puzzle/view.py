"""The puzzle table's picture: a background with what never changes in a layout (panels' backings,
board frames, the quarters' trays, the dice tray's wood), and widgets placed in the layout's zones
— the centre column (round, dice, sand timer and its words, how to play) and each seat's board,
quarter and panel — each repainted when its part of the ``PuzzleModel`` changes. Hint reasons and
the branch tip are drawn over them from the model's values. The solo table places its own centre
column (``centre``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

import pygame

from game.engine import draw
from game.scenes.finden import branch_tip
from game.scenes.finden import hint as seat_hint
from game.scenes.finden.dice_tray import DiceTray
from game.scenes.finden.look import TableLayout, draw_frame
from game.scenes.finden.puzzle.layout import PuzzleLayout
from game.scenes.finden.puzzle.model import PuzzleModel
from game.scenes.finden.puzzle.seats import SeatView
from game.scenes.finden.puzzle.widgets import PanelWidget, QuarterWidget
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
from game.scenes.widgets.sand_timer import SandTimer

Lay = TypeVar("Lay", bound=TableLayout)


class SeatsView(ZonedView[PuzzleModel], Generic[Lay]):
    """What the shared puzzle table and the solo table draw alike: each seat's board, quarter and
    panel, placed anew on every resize; the centre column is each table's own (``centre``).
    ``self.scene`` serves only the background's cache (``TableView``)."""

    lay: Lay

    def place(self, lay: Lay, views: Sequence[SeatView], tray: DiceTray) -> None:
        """The widgets in ``lay``'s zones; ``views``: the seats' boards, quarters and colours."""
        self.lay, self.views, self.tray = lay, views, tray
        self.boards = [BoardWidget[PuzzleModel](i, v.board, board_of(i)) for i, v in enumerate(views)]
        self.quarters = [QuarterWidget(i, v.quarter) for i, v in enumerate(views)]
        self.panels = [PanelWidget(lay, i, v.colour) for i, v in enumerate(views)]
        self.table: list[Widget[PuzzleModel]] = self.centre(lay, tray)
        for parts in zip(self.boards, self.quarters, self.panels, strict=True):
            self.table += parts
        self.resize()

    def centre(self, lay: Lay, tray: DiceTray) -> list[Widget[PuzzleModel]]:
        """The widgets of the table's centre column."""
        raise NotImplementedError

    def shown(self, model: PuzzleModel) -> list[Widget[PuzzleModel]]:
        return self.table

    def overlays(self, model: PuzzleModel) -> list[Overlay]:
        """Hint reasons over every board, and the branch tip."""
        return [
            lambda target: seat_hint.draw_reasons(target, model.reasons, self.lay.scale),
            lambda target: branch_tip.draw_tips(target, model.tips),
        ]

    def paint_static(self, surface: pygame.Surface) -> None:
        """Seat panels, board frames, the quarters' trays and (at a shared table) the dice tray."""
        lay = self.lay
        for view, rects in zip(self.views, lay.seats, strict=True):
            draw.draw_panel(surface, rects.panel, (*draw.FELT_DARK, 220), radius=lay.panel_radius)
            draw_frame(surface, view.board.rect, view.colour, lay.frame_border, lay.frame_radius)
            tray = (*draw.FELT_DARK, 160)
            draw.draw_panel(surface, rects.quarter, tray, radius=lay.panel_radius, shadow_blur=0)
        self.tray.draw_base(surface)

    def hit(self, seat: int, pos: tuple[int, int], model: PuzzleModel) -> object | None:
        """A press on ``seat``'s own panel or quarter."""
        return self.panels[seat].hit(pos, model) or self.quarters[seat].hit(pos, model)


class PuzzleView(SeatsView[PuzzleLayout]):
    def centre(self, lay: PuzzleLayout, tray: DiceTray) -> list[Widget[PuzzleModel]]:
        """The centre column: the round, the dice, the sand timer and its words, how to play."""
        s = lay.scale
        return [
            LaneWords("title", lay.title, Style(lay.title_size, s, bold=True, shadow=True), title_of),
            TrayWidget(tray, tray_of),
            TimerWidget(SandTimer(lay.timer), timer_of),
            LaneWords("timer label", lay.timer_label, Style(lay.timer_label_size, s, True), timer_label_of),
            LaneWords("hint", lay.how_to, Style(lay.hint_size, s), how_to_of),
        ]
