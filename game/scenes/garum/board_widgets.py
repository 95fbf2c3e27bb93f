"""The Garum board's widgets, each in its zone of the board (``GarumLayout.grid``): a tank (its tiles,
its rings, the slots a tile may go to, a ghost tile), a tank's number tab, a line's worker space
(its workers, lit or crossed out), a band of cells lit across the board (the line being scored, an
open line under the pointer), and the final scoring's table over the board. Each reads only the
``GarumModel``; a tank and a worker space answer a press with an action.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.engine import draw
from game.rules.garum import ChooseTank, PlaceTile, TurnDummy
from game.rules.garum.data import SIZE
from game.scenes.garum.actions import OtherTank, PickLine
from game.scenes.garum.layout import GarumLayout, space_zone
from game.scenes.garum.looks import CLOSED, OPEN
from game.scenes.garum.model import GarumModel
from game.scenes.table.breakdown import draw_breakdown
from game.scenes.table.widget import Widget
from game.scenes.widgets import garum_fish
from game.scenes.widgets.garum_board import CLOSED as CLOSED_COLOUR


class TankWidget(Widget[GarumModel]):
    """A tank with its placed tiles; ringed as the round's tank or as the Emperor's choice; its lit
    slots and a ghost tile while a human places one or turns the neutral tile."""

    def __init__(self, lay: GarumLayout, tank: int, index: int):
        super().__init__(lay.tank_ring.bounds(lay.grid.tank_rect(tank)))
        self.lay, self.tank, self.index = lay, tank, index

    def look(self, model: GarumModel) -> Hashable:
        return model.tanks[self.index]

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        lay, look = self.lay, model.tanks[self.index]
        grid = lay.grid
        grid.draw_tank_tiles(surface, self.tank, look.tiles)
        rect = grid.tank_rect(self.tank)
        if look.ringed:
            lay.tank_ring.draw(surface, draw.ACCENT, rect)
        if look.choice:
            lay.choice_ring.draw(surface, draw.ACCENT, rect)
        if look.slots:
            glow = draw.tint((2 * grid.cell, 2 * grid.cell), draw.ACCENT, 55)
            for slot in look.slots:
                box = grid.slot_rect(self.tank, slot)
                surface.blit(glow, box)
                lay.slot_ring.draw(surface, draw.ACCENT, box)
        ghost = look.ghost
        if ghost is not None:
            centre = grid.slot_rect(self.tank, ghost.slot).center
            grid.draw_tile_at(surface, ghost.fish, centre, ghost.colour, ghost.alpha)

    def hit(self, pos: tuple[int, int], model: GarumModel) -> object | None:
        """The Emperor's tank, the tile into the slot pressed (``OtherTank`` outside the round's
        tank), the neutral tile turned as it is."""
        turn = model.turn
        if turn is None:
            return None
        if turn.phase == "tank":
            return ChooseTank(self.tank)
        slot = self.lay.grid.slot_at(pos)
        if slot is None or slot[0] != self.tank:
            return None
        if turn.phase == "dummy":
            return TurnDummy(turn.turn) if self.tank == turn.tank else None
        if turn.phase != "tile" or turn.tile is None:
            return None
        if self.tank != turn.tank:
            return OtherTank(self.tank)
        return PlaceTile(turn.tile, slot[1], turn.turn)


class TabWidget(Widget[GarumModel]):
    """A tank's number tab on its corner, lit for the round's tank."""

    def __init__(self, lay: GarumLayout, tank: int):
        super().__init__(lay.grid.tab_rect(tank))
        self.lay, self.tank = lay, tank

    def look(self, model: GarumModel) -> Hashable:
        return model.current == self.tank

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        self.lay.grid.draw_tank_tab(surface, self.tank, model.current == self.tank)


class LineWidget(Widget[GarumModel]):
    """A line's worker space: its workers outward from the board, lit while open to a worker,
    crossed out while closed, edged in the scored worker's colour at the end."""

    def __init__(self, lay: GarumLayout, line: int):
        super().__init__(space_zone(lay.grid, line))
        self.lay, self.line = lay, line

    def look(self, model: GarumModel) -> Hashable:
        return model.lines[self.line]

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        lay, look, line = self.lay, model.lines[self.line], self.line
        grid = lay.grid
        grid.workers.draw_line(surface, line, look.pieces)
        if look.scoring is not None:
            grid.light_space(surface, line, garum_fish.SPECIES_COLOURS[look.scoring], 5)
        if look.mark == OPEN:
            grid.light_space(surface, line, draw.ACCENT, 3)
        elif look.mark == CLOSED:
            grid.light_space(surface, line, CLOSED_COLOUR, 2)
            rect = grid.space_rect(line)
            pygame.draw.line(surface, CLOSED_COLOUR, rect.topleft, rect.bottomright, lay.closed_stroke)

    def hit(self, pos: tuple[int, int], model: GarumModel) -> object | None:
        """A worker on this line, while a human places one (the rules refuse a closed line)."""
        if model.turn is None or model.turn.phase != "worker":
            return None
        return PickLine(self.line) if self.lay.grid.space_rect(self.line).collidepoint(pos) else None


class BandWidget(Widget[GarumModel]):
    """A line's cells lit across the board: the line being scored (``scoring``), else an open line
    under the pointer; its zone is that line's band."""

    def __init__(self, lay: GarumLayout, scoring: bool):
        super().__init__(pygame.Rect(lay.grid.rect.topleft, (0, 0)))
        self.lay, self.scoring = lay, scoring

    def line(self, model: GarumModel) -> int | None:
        return model.scoring_band if self.scoring else model.hover_band

    def update(self, model: GarumModel) -> None:
        line, grid = self.line(model), self.lay.grid
        self.rect = grid.line_rect(line) if line is not None else pygame.Rect(grid.rect.topleft, (0, 0))
        super().update(model)

    def look(self, model: GarumModel) -> Hashable:
        return self.line(model)

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        line = self.line(model)
        if line is not None:
            self.lay.grid.light_band(surface, line, 70 if self.scoring else 45)


class BreakdownWidget(Widget[GarumModel]):
    """The final scoring's table, source by source, over the board while it is read."""

    def __init__(self, lay: GarumLayout):
        super().__init__(lay.breakdown)
        self.lay = lay

    def look(self, model: GarumModel) -> Hashable:
        return model.breakdown

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        if model.breakdown is not None:
            draw_breakdown(surface, model.breakdown, self.rect, self.lay.s)


def board_widgets(lay: GarumLayout) -> list[Widget[GarumModel]]:
    """The board's widgets, bottom to top: tanks, their tabs, the worker spaces, the lit bands."""
    tanks = lay.grid.board.tanks
    out: list[Widget[GarumModel]] = [TankWidget(lay, tank, i) for i, tank in enumerate(tanks)]
    out += [TabWidget(lay, tank) for tank in tanks]
    out += [LineWidget(lay, line) for line in range(2 * SIZE)]
    out += [BandWidget(lay, scoring=True), BandWidget(lay, scoring=False)]
    return out
