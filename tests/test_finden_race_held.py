"""5er Finden's race waits while a newcomer reads: a first-game guide card holds the rules' steps,
the bots, the auto-timer and the sand for everyone (the guided player may draw meanwhile), and the
race starts when they close it; a help page (F1) or the pause freezes the whole table. Measured by
the scenes' own clocks and step counters."""

from __future__ import annotations

import dataclasses

import pygame
from table_helpers import table
from test_guide import a_player_app

from game.engine.seats import TableSetup
from game.rules.finden import new_solo
from game.rules.finden.actions import Draw, Flip
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.solo.scene import SoloScene

STEP = 1 / 60


def run(scene, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        scene.update(STEP)


def seated(app, scene_type, mode: str = "classic"):
    """One human (seat 0, guided) and two hard bots, entered as the app would."""
    seats = [dataclasses.replace(s, level="hard") if s.is_bot else s for s in table("bingo").seats]
    scene = scene_type(app, TableSetup("finden", seats, {"mode": mode}, seed=7))
    app.scenes.push(scene)
    return scene


def searching(scene) -> None:
    while scene.stage != "search":
        scene.update(STEP)


def test_classic_rules_steps_and_bots_wait_while_the_guide_shows_then_run_when_it_closes():
    app = a_player_app()
    scene = seated(app, ClassicScene)
    assert scene.coach.active
    searching(scene)
    race = scene.race  # the roll is not held: the search is
    run(scene, 40.0)  # more than the auto-timer and long enough for a hard bot to outline twice
    game = scene.game
    assert game.step == 0 and scene.race == race, "the rules' clock stood while the guide showed"
    assert all(not game.seats[seat].outlines for seat in (1, 2)), "no bot outlined under the guide"
    assert scene.time >= 40.0, "the table itself (animations, cues) kept its clock"
    scene.coach.skip()
    run(scene, 15.0)
    assert game.step > 0 and scene.race > race
    assert any(game.seats[seat].outlines for seat in (1, 2)), "closing the guide starts the race"


def test_the_guided_player_draws_and_flips_under_the_guide_and_the_sand_waits_for_its_close():
    app = a_player_app()
    scene = seated(app, ClassicScene)
    searching(scene)
    assert scene.submit(0, Draw((0, 1, 2, 3, 4)))
    assert scene.submit(0, Flip())
    run(scene, 5.0)
    sand_started, step = scene.game.sand_started, scene.game.step
    assert scene.coach.active and step == sand_started, "the flipped sand does not run yet"
    scene.coach.skip()
    run(scene, 1.0)
    assert scene.game.step > step


def test_puzzle_bots_auto_timer_and_sand_wait_while_the_guide_shows():
    app = a_player_app()
    scene = seated(app, PuzzleScene, "puzzle")
    assert scene.coach.active
    searching(scene)
    race = scene.race
    run(scene, 60.0)  # past the auto-timer and every bot level's search time
    assert scene.sand_left is None and scene.race == race
    assert not any(view.outline for view in scene.views[1:]), "no bot outlined under the guide"
    scene.coach.skip()
    run(scene, 10.0)  # a hard bot finds its five within 9 s and flips the sand
    assert any(view.outline for view in scene.views[1:])
    assert scene.sand_left is not None and scene.sand_left < scene.sand_s


def test_the_solo_clock_stands_while_the_guide_shows():
    app = a_player_app()
    scene = SoloScene(app, new_solo(4, "grey"), "Ada")
    app.scenes.push(scene)
    assert scene.coach.active
    searching(scene)
    run(scene, 10.0)
    assert scene.elapsed == 0.0
    scene.coach.skip()
    run(scene, 2.0)
    assert scene.elapsed > 1.9


def test_a_help_page_and_the_pause_freeze_the_race_for_everyone(app):
    """F1 and Esc over a classic table of bots: neither the table's clocks nor the rules' steps move."""
    app.start_game(TableSetup("finden", table("bingo", humans=0, players=3).seats, {"mode": "classic"}, 7))
    scene = app.scenes.top
    while scene.stage != "search" or scene.game.step < 10:
        app.update(STEP)
    for key in (pygame.K_F1, pygame.K_ESCAPE):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        assert app.scenes.top is not scene, key
        clocks = (scene.time, scene.race, scene.game.step)
        for _ in range(600):
            app.update(STEP)
        assert (scene.time, scene.race, scene.game.step) == clocks, key
        app.scenes.pop()
        app.update(STEP)
        assert scene.game.step > clocks[2], "the race goes on when the page closes"
