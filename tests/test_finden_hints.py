"""Hints at the 5er Finden race and puzzle tables: H or the seat's Hint button outlines a five the
seat could draw now, until it draws; uses ride in the saved record; the solo game keeps its own."""

from __future__ import annotations

import pygame
import pytest

from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.rules.finden.board import judge
from game.rules.finden.puzzle import new_solo
from game.rules.finden.sheet import PuzzleVerdict
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.solo.scene import SoloScene
from game.scenes.finden.table import SEARCH
from game.scenes.table.hint import hint_counts

SCENES = {"classic": ClassicScene, "puzzle": PuzzleScene}
H = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)


def searching(app, kind: str, players: int = 3):
    seats = [Seat(HUMAN, "Ada", SEAT_COLOURS[0], pointers=("mouse",))]
    seats += [Seat(BOT, f"Bot {i}", SEAT_COLOURS[i], "easy") for i in range(1, players)]
    scene = SCENES[kind](app, TableSetup("finden", seats, {"side": "grey", "mode": kind}, seed=3))
    app.scenes.replace(scene)
    for _ in range(600):
        app.frame()
        if scene.stage == SEARCH:
            return scene
    raise AssertionError("the dice never settled")


def board_marks(scene) -> tuple:
    """The marks on the first seat's board as the table draws them."""
    return scene.model().seats[0].board[0]



def valid_for(scene, cells) -> bool:
    if isinstance(scene, ClassicScene):
        return judge(scene.game.boards[0], cells, scene.game.roll.faces).valid
    return scene.game.sheets[0].check_outline(cells) is PuzzleVerdict.VALID


@pytest.mark.parametrize("kind", list(SCENES))
def test_h_outlines_a_valid_five_for_the_mouse_seat_until_it_draws(app, kind):
    scene = searching(app, kind)
    assert scene.handle(H)
    app.frame()
    shown = scene.hints.current(0)
    assert shown is not None and valid_for(scene, shown.hint.action.cells)
    assert any(m.badge == "hint" for m in board_marks(scene))
    if kind == "classic":
        scene.submit(0, shown.hint.action)
    else:
        scene.commit(0, shown.hint.action.cells)
    assert scene.hints.current(0) is None, "the hint goes once the seat draws"


@pytest.mark.parametrize("kind", list(SCENES))
def test_the_seats_hint_button_asks_and_its_use_rides_in_the_record(app, drive, kind):
    scene = searching(app, kind)
    drive.click(scene.layout.seats[1].hint.center)
    assert scene.hints.uses == [], "a bot seat's button asks nothing"
    drive.click(scene.layout.seats[0].hint.center)
    assert scene.hints.current(0) is not None
    record = scene.save_data()["record"]
    assert hint_counts(record, 3) == [1, 0, 0]
    again = type(scene).resume(app, scene.save_data())
    assert again.hints.uses == scene.hints.uses
    assert again.game.to_record()["actions"] == scene.game.to_record()["actions"]


def test_the_solo_game_keeps_its_own_counted_hint(app):
    scene = SoloScene(app, new_solo(4, "grey"), "Ada")
    app.scenes.replace(scene)
    for _ in range(600):
        app.frame()
        if scene.stage == SEARCH:
            break
    assert scene.handle(H)
    assert scene.game.hints[0] == 1 and scene.hints.uses == []


def test_the_solo_hint_is_dashed_and_goes_once_its_five_is_circled(app):
    """A circled five under its hint looked the same as the hint (both plain rings, the hint's
    badge over the points): the hint is dashed, and once circled only the circled five stays."""
    scene = SoloScene(app, new_solo(4, "grey"), "Ada")
    app.scenes.replace(scene)
    for _ in range(600):
        app.frame()
        if scene.stage == SEARCH:
            break
    assert scene.handle(H)
    app.frame()
    hint = scene.views[0].hint
    assert [m.style for m in board_marks(scene) if m.badge == "hint"] == ["hint"]
    scene.views[0].outline = tuple(hint)
    assert scene.done()
    assert scene.views[0].hint == hint, "the hint stands through the pause after the round"
    marks = board_marks(scene)
    assert [m.style for m in marks] == ["solid"] and set(marks[0].cells) == set(hint)
