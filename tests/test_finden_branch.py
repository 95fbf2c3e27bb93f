"""5er Finden: a drag that ends on four cells says, beside them, how to draw the fifth; a second
stroke from a middle cell then finishes a branching shape (a Y) without erasing anything."""

from __future__ import annotations

import pygame
from fake_app import FakeApp
from table_helpers import table

from game.engine.draw import DrawProbe
from game.engine.pointers import DOWN, MOVE, PRIMARY, UP, Pointer, PointerEvent
from game.engine.seats import TableSetup
from game.i18n import _
from game.scenes.finden import branch_tip
from game.scenes.finden.classic.scene import ClassicScene

SIZE = (1280, 720)


def searching() -> ClassicScene:
    app = FakeApp(SIZE)
    scene = ClassicScene(app, TableSetup("finden", table("bingo", humans=1, players=2).seats, {}, seed=7))
    app.scenes.push(scene)
    while scene.stage != "search":
        scene.update(1 / 60)
    return scene


def drag(scene: ClassicScene, cells: list[int]) -> None:
    mouse, board = Pointer("mouse", "mouse"), scene.views[0].board
    points = [board.centre(cell) for cell in cells]
    scene.handle_pointer(PointerEvent(DOWN, mouse, points[0], PRIMARY))
    for point in points[1:]:
        scene.handle_pointer(PointerEvent(MOVE, mouse, point))
    scene.handle_pointer(PointerEvent(UP, mouse, points[-1], PRIMARY))


def tip_texts(scene: ClassicScene) -> list:
    probe = DrawProbe(SIZE)
    scene.draw(probe)
    return [t for t in probe.texts if t.text == _(branch_tip.TIP)]


def test_four_cells_say_how_to_draw_the_fifth_beside_them():
    scene = searching()
    assert not tip_texts(scene)
    drag(scene, [0, 1, 2, 3])
    assert scene.views[0].draft.cells == [0, 1, 2, 3]
    shown = tip_texts(scene)
    assert len(shown) == 1
    board = scene.views[0].board
    fifth = pygame.Rect(board.centre(11), (1, 1)).inflate(board.cell, board.cell)
    assert not shown[0].rect.colliderect(fifth), "the tip leaves the cells beside the four free"
    assert pygame.Rect((0, 0), SIZE).contains(shown[0].rect)


def test_a_second_stroke_from_a_middle_cell_finishes_a_branching_shape():
    scene = searching()
    drag(scene, [0, 1, 2, 3])
    drag(scene, [1, 11])
    assert sorted(scene.game.seats[0].outlines[-1]) == [0, 1, 2, 3, 11]
    assert not tip_texts(scene), "the tip goes once the outline is drawn"


def test_three_or_five_cells_say_nothing():
    scene = searching()
    drag(scene, [0, 1, 2])
    assert not tip_texts(scene)
    drag(scene, [20, 21, 22, 23, 24])
    assert not tip_texts(scene)
