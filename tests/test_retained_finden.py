"""The 5er Finden tables on the retained screen look, every frame, as if drawn whole.

Each test plays a busy stretch of a table — bots drawing, the mouse dragging through the human's
board, a refused cell, a hint, the first-game guide, the sand running out, points flying, the
round table, a window resize, the results appearing, a replay jumping about — and compares every
frame with a whole redraw (``tests/retained.py``)."""

from __future__ import annotations

import dataclasses

import pygame

from bench.finden_frames import drag_through
from game.ai.finden.puzzle import choose_cross_out, choose_outline
from game.engine import layers
from game.engine.pointers import PRIMARY, SECONDARY
from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.rules.finden import GiveUp, Submit, new_solo
from game.rules.finden.classic import ClassicGame, ClassicOptions
from game.scenes.widgets import results_panel
from tests.retained import difference


def _seats() -> list[Seat]:
    seats = [Seat(HUMAN, "Ada", SEAT_COLOURS[0], pointers=("mouse",))]
    return seats + [Seat(BOT, f"Bot {i}", SEAT_COLOURS[i], "hard") for i in range(1, 4)]


def _key(app, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _resize(app, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))


def _drag(app, board, frame: int) -> None:
    drag_through(app, board, frame, period=45)


def _frame(app, frame: int, stages: set) -> None:
    app.frame()
    top = app.scenes.top
    stage = getattr(top, "stage", None) or top.table.stage
    stages.add(stage)
    where = difference(app)
    assert where is None, f"frame {frame} ({stage}) differs from a whole redraw in {where}"


def test_the_race_table_patched_looks_drawn_whole(app):
    from game.scenes.finden.classic.scene import ClassicScene

    app.settings.set("anim_speed", 4.0)
    options = ClassicOptions(side="grey", sand_seconds=10, auto_timer_seconds=0, steps_per_second=24)
    # the sand runs five times as fast as on a real table: scored in a second or two
    setup = TableSetup("finden", _seats(), {"side": "grey"}, seed=7)
    scene = ClassicScene(app, setup, ClassicGame(4, 7, options))
    app.scenes.push(scene)
    stages: set = set()
    before, guided = layers.SCREEN.patched_blits, 0
    for frame in range(340):
        if scene.stage == "search":
            _drag(app, scene.views[0].board, frame)
            if frame % 40 == 20:
                _key(app, pygame.K_h)  # a hint: its five and its reason
            if frame % 40 == 35 and scene.game.seats[0].outlines:  # a press on its own outline: refused
                hub = app.pointers
                mouse = hub.pointer("mouse", "mouse")
                hub.move_to(mouse, *scene.views[0].board.centre(scene.game.seats[0].outlines[0][0]))
                hub.press(mouse, PRIMARY)
                hub.release(mouse, PRIMARY)
                hub.press(mouse, SECONDARY)  # and erased
                app.dispatch_pointers(hub.drain())
            if frame == 130:
                _key(app, pygame.K_t)  # the flip: the sand runs, then the round is scored
        if frame == 60:
            scene.start_guide()  # the first-game guide's marks over the table, stepping on
        if frame in (90, 120):
            scene.coach.next()
        if frame == 125:
            scene.coach.skip()  # closed: the race it held goes on, to the flip and the scoring
        guided += scene.coach.active
        if frame == 110:
            _resize(app, (1024, 600))
        _frame(app, frame, stages)
    assert {"rolling", "search", "scoring", "table"} <= stages and guided > 30
    assert layers.SCREEN.patched_blits - before > 250, "the frames were not patched"


def _cross_for_human(scene) -> None:
    """The human seat crosses out as the bots would (the test plays it)."""
    game = scene.game
    if scene.stage == "cross" and 0 in game.to_move():
        scene.submit(0, choose_cross_out(game.sheets[0], game.values))


def test_the_puzzle_table_patched_looks_drawn_whole(app):
    from game.scenes.finden.puzzle.scene import PuzzleScene

    scene = PuzzleScene(app, TableSetup("finden", _seats(), {"side": "grey", "mode": "puzzle"}, 7))
    scene.sand_s, scene.auto_s = 1.0, 2.0
    scene.flow.kinds = dataclasses.replace(scene.flow.kinds, between_s=0.5)
    app.settings.set("anim_speed", 4.0)  # quick rolls
    app.scenes.push(scene)
    stages: set = set()
    for frame in range(400):
        if scene.stage == "search":
            _drag(app, scene.views[0].board, frame)
            if frame % 90 == 30:
                _key(app, pygame.K_h)
            if frame % 90 == 60:
                _draw_a_five(scene)
        _cross_for_human(scene)
        if frame == 200:
            _resize(app, (1024, 600))
        _frame(app, frame, stages)
    assert {"rolling", "search", "between"} <= stages


def _draw_a_five(scene) -> bool:
    """The human seat's five, as if drawn (False: the roll has none)."""
    game = scene.game
    found = choose_outline(game.sheets[0], game.valid_placements(0), game.values)
    return bool(found) and scene.commit(0, found)


def _over_the_buttons(app, buttons, frame: int) -> None:
    """The mouse from one end-panel button to the next (lit, then not)."""
    hub = app.pointers
    mouse = hub.pointer("mouse", "mouse")
    rects = list(buttons)
    hub.move_to(mouse, *rects[frame // 8 % len(rects)].move(0, frame % 8 * 9).center)
    app.dispatch_pointers(hub.drain())


def test_the_puzzle_results_patched_look_drawn_whole(app):
    """Nobody finds a five in the first round: the game ends, its results over the table."""
    from game.scenes.finden.puzzle.scene import PuzzleScene

    scene = PuzzleScene(app, TableSetup("finden", _seats()[:2], {"side": "grey", "mode": "puzzle"}, 7))
    scene.sand_s, scene.auto_s = 0.5, 0.5
    scene.bots.search = lambda: None  # the bots find nothing either
    app.settings.set("anim_speed", 0.0)
    app.scenes.push(scene)
    stages: set = set()
    for frame in range(220):
        _cross_for_human(scene)
        if scene.stage == "results":
            panel = results_panel.panel_rect(app.size)
            _over_the_buttons(app, results_panel.button_rects(panel, scene.layout.scale).values(), frame)
        _frame(app, frame, stages)
    assert "results" in stages


def _last_round(seed: int):
    """A solo game played by the bots' choices up to its last round's search."""
    game = new_solo(seed, "grey")
    while not (game.round == len(game.rolls) - 1 and game.phase.value == "search"):
        sheet = game.sheets[0]
        if game.phase.value == "search":
            found = choose_outline(sheet, game.valid_placements(0), game.values)
            game.apply(0, Submit(found) if found else GiveUp())
        else:
            game.apply(0, choose_cross_out(sheet, game.values))
    return game


def test_the_solo_table_to_its_results_patched_looks_drawn_whole(app):
    from game.scenes.finden.solo.scene import SoloScene

    app.settings.set("anim_speed", 4.0)  # a quick roll
    scene = SoloScene(app, _last_round(4), "Ada")
    app.scenes.push(scene)
    stages: set = set()
    searched = 0
    for frame in range(200):
        if scene.stage == "search":
            searched += 1
            _drag(app, scene.views[0].board, frame)
            if searched == 10:
                _key(app, pygame.K_RETURN)  # Done without an outline: refused, with a note
            if searched == 30:
                _key(app, pygame.K_h)  # the solo hint: counted, shown on the board
            if searched == 50 and _draw_a_five(scene):
                _key(app, pygame.K_RETURN)  # Done: circled, and the game is over
            elif searched == 50:
                scene.submit(0, GiveUp())  # nothing fits this roll: cross a shape out
        _cross_for_human(scene)
        if scene.stage == "results":
            _over_the_buttons(app, scene.layout.end.buttons.values(), frame)
            if frame % 20 == 0:
                app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="b"))  # the name typed
        _frame(app, frame, stages)
    assert {"search", "results"} <= stages


def test_a_watched_solo_game_patched_looks_drawn_whole(app):
    from bench.screens_frames import replay

    poke = replay(app)
    stages: set = set()
    for frame in range(240):
        poke(frame)
        _frame(app, frame, stages)
    assert app.scenes.top.table.game.history, "moves were shown"
    assert "search" in stages


def test_a_watched_race_under_the_viewer_bar_patched_looks_drawn_whole(app):
    """The race's replay viewer draws the table above its bar (clipped there) and jumps about."""
    from bench.frames import _circling_mouse
    from game.ai.finden.bot import simulate
    from game.scenes import watch
    from tests.finden_helpers import bot_table

    options = ClassicOptions(sand_seconds=10, auto_timer_seconds=3, steps_per_second=4)
    game = simulate(["easy", "medium"], seed=4, options=options)
    setup = bot_table("finden", 2, mode="classic", seed=4)
    viewer = watch.replay_scene(app, {"setup": setup.to_json(), "record": game.to_record()})
    app.scenes.push(viewer)
    viewer.speed, viewer.playing = 4.0, True
    poke = _circling_mouse(app)
    stages: set = set()
    for frame in range(240):
        poke(frame)
        if frame in (80, 160):
            viewer.jump(viewer.round_starts[frame // 80])
            viewer.playing = True
        _frame(app, frame, stages)
    assert {"rolling", "search"} <= stages
