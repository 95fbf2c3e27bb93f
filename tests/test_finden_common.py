"""The table furniture both real-time 5er Finden scenes share (``scenes/finden/table.py`` and
``look.py``): a pointer's stroke, what a pause does to it, the refused-cell cue and the results
buttons' row."""

from __future__ import annotations

import pygame
import pytest

from game.engine.pointers import DOWN, MOVE, PRIMARY, Pointer, PointerEvent
from game.engine.seats import BOT, HUMAN, Seat, TableSetup
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.look import button_row
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.strokes import CUE_S
from game.scenes.finden.table import SEARCH

DT = 1 / 120


def searching(app, mode: str):
    seats = [Seat(HUMAN, "ada", (230, 159, 0)), Seat(BOT, "bot", (86, 180, 233), "easy")]
    scene_class = PuzzleScene if mode == "puzzle" else ClassicScene
    scene = scene_class(app, TableSetup("finden", seats, {"mode": mode}, 4))
    app.scenes.push(scene)
    for _ in range(2000):
        if scene.stage == SEARCH:
            return scene
        scene.update(DT)
    raise AssertionError("the dice never settled")


@pytest.mark.parametrize("mode", ["classic", "puzzle"])
def test_a_pause_ends_the_drag_but_keeps_the_cells_drawn_so_far(app, mode):
    scene = searching(app, mode)
    mouse = Pointer("mouse", "mouse")
    board = scene.views[0].board
    assert scene.handle_pointer(PointerEvent(DOWN, mouse, board.centre(0), PRIMARY))
    assert scene.handle_pointer(PointerEvent(MOVE, mouse, board.centre(1)))
    assert scene.views[0].draft.cells == [0, 1]
    scene.covered()
    assert not scene.views[0].draft.dragging
    assert not scene.handle_pointer(PointerEvent(MOVE, mouse, board.centre(2)))  # no drag to extend
    assert scene.views[0].draft.cells == [0, 1]


@pytest.mark.parametrize("mode", ["classic", "puzzle"])
def test_a_refused_cell_flashes_for_the_cue_time_only(app, mode):
    scene = searching(app, mode)
    view = scene.views[0]
    scene.strokes.cue(view, 7)
    assert scene.strokes.shown_cue(view) == 7
    scene.time += CUE_S + DT
    assert scene.strokes.shown_cue(view) is None


def test_results_buttons_sit_side_by_side_centred_under_the_panel():
    panel = pygame.Rect(100, 50, 800, 600)
    buttons = button_row(panel, ("a", "b", "c"), 1.0, 150, 30)
    assert [b.centerx for b in buttons.values()] == [200, 500, 800]
    assert {b.bottom for b in buttons.values()} == {620}
    two = button_row(panel, ("a", "b"), 1.0, 150, 24)
    assert [b.centerx for b in two.values()] == [350, 650]
