"""Garum's "+N" on its way to a seat's score covers no other seat's words (s26 defect 2: it flew
straight from the board to the score and crossed the rows above or below its owner's): from
anywhere on the board, at every supported size and table size, every point of its path keeps
clear of the other rows' text and of the header, and where it stops covers no text at all."""

from __future__ import annotations

import pygame
import pytest

from game.engine.draw import DrawProbe
from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.rules import garum
from game.scenes.garum.scene import GarumScene
from game.scenes.widgets.flights import points_pill

STEPS = 40



def scene_of(app, players: int) -> GarumScene:
    seats = [Seat(HUMAN, "Ada", SEAT_COLOURS[0], pointers=("mouse",))]
    seats += [Seat(BOT, f"Hard bot {i + 1}", SEAT_COLOURS[i], "hard") for i in range(1, players)]
    return GarumScene(app, TableSetup("garum", seats, {}, seed=3), garum.new_game(players, seed=3))


def texts_by_row(scene: GarumScene) -> tuple[list[list[pygame.Rect]], list[pygame.Rect]]:
    """The text drawn in each seat's row, and all the text of the right-hand column (its header,
    rows, hand and controls)."""
    probe = DrawProbe(scene.layout.size)
    scene.draw(probe)
    rows = [[t.rect for t in probe.texts if row.contains(t.rect)] for row in scene.layout.seats]
    column = [t.rect for t in probe.texts if t.rect.x >= scene.layout.seats[0].x and t.text.strip()]
    return rows, column


def starts(scene: GarumScene) -> list[tuple[int, int]]:
    """The board's corner cells and middle, the first and last line of each axis: where a bonus
    icon or a line may score."""
    grid = scene.layout.grid
    cells = [grid.cell_rect(cell).center for cell in (0, 15, 240, 255)]
    return [*cells, grid.rect.center, *(grid.line_rect(line).center for line in (0, 15, 16, 31))]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_points_fly_to_their_seat_over_no_other_seats_words(app_sized, players):
    scene = scene_of(app_sized, players)
    rows, column = texts_by_row(scene)
    assert all(rows), "every row shows its words"
    for colour, seat in enumerate(scene.state.owner):
        if seat is None:
            continue
        others = [rect for rect in column if rect not in rows[seat]]  # the header, other rows…
        for start in starts(scene):
            motion = scene.presenter._fly_points(start, colour, 12, "bonus")
            for step in range(STEPS + 1):
                pill = points_pill(12, scene.layout.points_size, motion.at(step / STEPS))
                hit = pill.collidelist(others)
                assert hit < 0, f"seat {seat}'s +12 at {pill} covers {others[hit]} ({step}/{STEPS})"
            end = points_pill(12, scene.layout.points_size, motion.at(1.0))
            assert end.collidelist(column) < 0, f"where seat {seat}'s +12 stops it covers text"
            assert scene.layout.seats[seat].contains(end)
            motion.finish()
