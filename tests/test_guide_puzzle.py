"""The first-game guides of 5er Finden's puzzle table and solo puzzle: each starts on its mode's
first game only, steps forward as the guided seat draws, flips or hands in its five, gives up and
crosses out, and keeps its marks on screen beside their target."""

from __future__ import annotations

import pytest
from table_helpers import table
from test_guide import a_player_app, every_mark_fits

from game.ai.finden.puzzle import choose_cross_out
from game.engine.seats import TableSetup
from game.rules.finden import GiveUp, new_solo
from game.rules.finden.actions import Phase
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.solo.scene import SoloScene
from game.scenes.guide import IDLE, replay_guide, seen

ROW = (0, 1, 2, 3, 4)  # five in a row: an open I on a fresh board (the symbols are judged later)


def puzzle(app, humans=2, players=2):
    seats = table("bingo", humans=humans, players=players).seats
    scene = PuzzleScene(app, TableSetup("finden", seats, {"mode": "puzzle"}, seed=7))
    app.scenes.push(scene)
    return scene


def solo(app):
    scene = SoloScene(app, new_solo(4, "grey"), "Ada")
    app.scenes.push(scene)
    return scene


def searching(scene):
    while scene.stage != "search":
        scene.update(1 / 60)


def step_after(scene, act) -> int:
    assert act() is not False
    scene.update(1 / 60)
    return scene.coach.index


def cross_out(scene):
    sheet = scene.game.sheets[0]
    return scene.submit(0, choose_cross_out(sheet, scene.game.values))


def test_each_mode_has_its_own_first_game():
    app = a_player_app()
    first = puzzle(app)
    assert first.coach.active and first.coach.seat == 0 and seen(app.settings, "finden-puzzle")
    assert puzzle(app).coach is IDLE
    assert solo(app).coach.active, "the solo puzzle is a first game of its own"
    assert solo(app).coach is IDLE
    classic = ClassicScene(app, TableSetup("finden", table("bingo", humans=1, players=2).seats, {}, seed=7))
    app.scenes.push(classic)
    assert classic.coach.active


def test_the_help_button_replays_every_finden_mode():
    app = a_player_app()
    scene = puzzle(app)
    scene.coach.skip()
    replay_guide(app, "finden")
    assert scene.coach.active and scene.coach.index == 0
    assert not seen(app.settings, "finden-solo") and not seen(app.settings, "finden")


def test_puzzle_steps_forward_on_drawing_outlining_flipping_and_the_round_end():
    app = a_player_app()
    scene = puzzle(app)
    searching(scene)
    view = scene.views[0]
    assert scene.coach.index == 0
    assert step_after(scene, lambda: view.draft.cells.append(0)) == 1, "a stroke begun ends the roll step"
    view.draft.clear()
    assert step_after(scene, lambda: scene.commit(0, ROW)) == 2, "a five ends the board step"
    assert step_after(scene, lambda: scene.flow.flip(0)) == 3, "the flipped timer ends the timer step"
    scene.flow.time_up()
    if scene.game.phase is Phase.CROSS and 0 in scene.game.to_move():
        assert cross_out(scene)
    scene.update(1 / 60)
    assert not scene.coach.active, "a circled or crossed-out shape ends the shapes step"


def test_solo_steps_forward_on_done_and_on_giving_up_and_crossing_out():
    app = a_player_app()
    scene = solo(app)
    searching(scene)
    scene.views[0].draft.cells.append(0)
    scene.update(1 / 60)
    scene.views[0].draft.clear()
    assert step_after(scene, lambda: scene.commit(0, ROW)) == 2
    assert step_after(scene, scene.done) == 3, "Done ends the Done step"
    scene.coach.next()  # the shapes step waits for Next
    if scene.stage != "search":  # the five did not match: cross out first, then the next roll
        assert cross_out(scene)
    searching(scene)
    assert step_after(scene, lambda: scene.submit(0, GiveUp())) == 4, "giving up alone is not enough"
    assert step_after(scene, lambda: cross_out(scene)) == 5
    assert not scene.coach.active


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("make", [puzzle, lambda app: puzzle(app, 1, 4), solo], ids=["two", "four", "solo"])
def test_every_mark_is_on_screen_beside_its_target(make, size):
    app = a_player_app(size)
    scene = make(app)
    searching(scene)
    every_mark_fits(scene, size)


def race(app, players):
    scene = ClassicScene(app, table("finden", humans=1, players=players))
    app.scenes.push(scene)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", [race, lambda app, players: puzzle(app, 1, players)], ids=["race", "puzzle"])
def test_the_guide_box_never_covers_the_roll(mode, players, size):
    """While a step shows, the dice stay in sight: the box covers a board before the tray."""
    app = a_player_app(size)
    scene = mode(app, players)
    searching(scene)
    while scene.coach.active:
        placed = scene.coach.placement(scene, size)
        assert not placed.box.colliderect(scene.layout.tray), (scene.coach.index, placed.box)
        scene.coach.next()


def test_the_how_to_lines_step_aside_while_the_guide_box_covers_them():
    """Two couch players' boards leave the guide box the centre column, over the how-to lines: the
    lines it covered in part left cut letters beside it ("p", "r"). While the box overlaps them they
    are not drawn; they come back once it has gone."""
    app = a_player_app()
    scene = puzzle(app)
    searching(scene)

    def how_to():
        return scene.layout.how_to if scene.model().how_to[0] else None

    covered = 0
    while scene.coach.active:
        box = scene.coach.placement(scene, app.size).box
        index = scene.coach.index
        scene.coach.index = len(scene.coach.steps)  # the lines as drawn without a guide
        lines = how_to()
        scene.coach.index = index
        assert lines is not None
        hidden = how_to() is None
        assert hidden == box.colliderect(lines), (index, box, lines)
        covered += hidden
        scene.coach.next()
    assert covered, "at 720p the box covers the lines at some step"
    assert how_to() is not None
