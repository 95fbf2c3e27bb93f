"""The 5er Finden classic scene, headless: bots play to the results, scripted pointers draw,
erase and flip, scores come from the rules module, the record replays, the game resumes."""

import os

import pygame
import pytest
from finden_helpers import bot_table

from game.ai.finden.bot import drawing_path
from game.app import App, parse_args
from game.engine import tween
from game.engine.devices.scripted import CLICK, MOVE_TO, PRESS, RELEASE, ScriptedDevice, Step
from game.engine.pointers import SECONDARY
from game.engine.seats import BOT, HUMAN, Seat, TableSetup
from game.rules.finden import ClassicGame, Phase, score_round
from game.scenes.finden.classic.present import SCORING
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.entry import FINDEN
from game.scenes.finden.table import RESULTS, SEARCH
from game.scenes.widgets.finden_draft import Draft

DT = 1 / 120


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path / "home"))
    app = App(parse_args(["--headless", "--seed", "11"]))
    app.settings.set("finden_timer_s", 10)
    tween.set_speed(0)  # presentation instant: the test is about the game, not the tweens
    yield app
    tween.set_speed(1)
    app.close()


def run_until(app, scene, predicate, limit=120 * 400, draw_every=0):
    for i in range(limit):
        if predicate():
            return
        app.update(DT)
        if draw_every and i % draw_every == 0:
            app.draw()
    raise AssertionError(f"condition not reached; scene at {scene.stage}")


def test_four_bots_play_to_the_results_and_the_record_replays(app, tmp_path):
    app.start_game(bot_table("finden", 4, "hard", seed=5, side="white"))
    scene = app.scenes.top
    shots = {}

    def watch():
        if scene.stage not in shots and scene.stage in (SEARCH, SCORING):
            if scene.stage == SEARCH and scene.game.step < 120 * 15:
                return False
            app.draw()
            shots[scene.stage] = tmp_path / f"finden-{scene.stage}.png"
            pygame.image.save(app.screen, shots[scene.stage])
        return scene.stage == RESULTS

    run_until(app, scene, watch, draw_every=240)
    app.draw()
    pygame.image.save(app.screen, tmp_path / "finden-results.png")
    assert set(shots) == {SEARCH, SCORING} and all(os.path.getsize(p) > 10_000 for p in shots.values())
    game = scene.game
    assert game.is_over() and len(game.results) == 5
    replayed = ClassicGame.from_record(game.to_record())
    assert replayed.results == game.results and replayed.totals() == game.totals()
    settle(app, 1.0)  # nothing still in flight adds to the totals shown
    assert [v.shown_total for v in scene.views] == game.totals()
    assert app.storage.load_autosave("finden") is None  # a finished game leaves no autosave


def human_table(seed=3):
    seats = [
        Seat(HUMAN, "Ada", (230, 159, 0), pointers=("script:ada",)),
        Seat(BOT, "Bot", (86, 180, 233), "easy"),
    ]
    return TableSetup("finden", seats, {"side": "grey"}, seed)


def start_human_game(app):
    app.start_game(human_table())
    scene = app.scenes.top
    device = ScriptedDevice()
    app.pointers.devices.append(device)
    ada = app.pointers.pointer("script:ada", "script")
    app.pointers.claim(ada, 0, (230, 159, 0), "A")
    run_until(app, scene, lambda: scene.stage == SEARCH)
    return scene, device


def chain_placement(game, seat=0):
    """A valid five on the seat's board that one pen stroke can trace."""
    board = game.seats[seat].board
    for p in board.matches(game.roll.faces).tolist():
        path = drawing_path(board.table.cells[p].tolist(), board.width)
        if all(
            abs(a // 10 - b // 10) + abs(a % 10 - b % 10) == 1 for a, b in zip(path, path[1:], strict=False)
        ):
            return path
    raise AssertionError("no single-stroke five on this board")


def stroke(scene, device, cells, t0, pointer="script:ada"):
    board = scene.views[0].board
    steps = [Step(t0, pointer, MOVE_TO, *board.centre(cells[0])), Step(t0, pointer, PRESS)]
    for i, cell in enumerate(cells[1:], 1):
        steps.append(Step(t0 + 0.02 * i, pointer, MOVE_TO, *board.centre(cell)))
    steps.append(Step(t0 + 0.02 * len(cells), pointer, RELEASE))
    device.extend([Step(s.t + device.clock, s.pointer, s.kind, s.x, s.y, s.button) for s in steps])


def settle(app, seconds=0.3):
    for _ in range(int(seconds / DT)):
        app.update(DT)


def test_scripted_pointer_draws_erases_refuses_overlap_and_flips(app):
    scene, device = start_human_game(app)
    game = scene.game
    path = chain_placement(game)
    stroke(scene, device, path, 0.0)
    settle(app)
    assert game.seats[0].outlines == [tuple(path)]
    # Drawing over one's own outline is refused with a cue, nothing is drafted.
    stroke(scene, device, list(path[:2]), 0.0)
    settle(app, 0.1)
    assert scene.views[0].cue == path[0] and game.seats[0].outlines == [tuple(path)]
    # The right button on the outline erases it.
    board = scene.views[0].board
    device.extend(
        [
            Step(device.clock, "script:ada", MOVE_TO, *board.centre(path[2])),
            Step(device.clock, "script:ada", CLICK, button=SECONDARY),
        ]
    )
    settle(app)
    assert game.seats[0].outlines == []
    # Draw it again, then flip with the panel's button: locked, +1, the sand runs.
    stroke(scene, device, path, 0.0)
    settle(app)
    flip = scene.layout.seats[0].flip.center
    device.extend([Step(device.clock, "script:ada", MOVE_TO, *flip), Step(device.clock, "script:ada", CLICK)])
    settle(app)
    assert game.seats[0].flipped and game.phase is Phase.SAND
    stroke(scene, device, list(path), 0.0)
    settle(app)
    assert len(game.seats[0].outlines) == 1  # locked: nothing more
    run_until(app, scene, lambda: game.phase is not Phase.SAND)
    expected = score_round(game.seats[0].board, game.roll.faces, [tuple(path)], game.values, flipped=True)
    assert game.results[0][0] == expected and expected.total == expected.outlines[0].points + 1


def test_keyboard_cursor_selects_five_then_confirms(app):
    scene, device = start_human_game(app)
    game = scene.game
    board = game.seats[0].board
    cells = board.table.cells[board.matches(game.roll.faces)[0]].tolist()
    view = scene.views[0].board
    steps = []
    for i, cell in enumerate([*cells, cells[0]]):
        steps += [
            Step(0.05 * i, "script:ada", MOVE_TO, *view.centre(cell), device="keyboard"),
            Step(0.05 * i, "script:ada", CLICK, device="keyboard"),
        ]
    app.pointers.pointer("script:ada", "script").device = "keyboard"
    device.extend(
        [Step(s.t + device.clock, s.pointer, s.kind, s.x, s.y, s.button, device="keyboard") for s in steps]
    )
    settle(app, 0.5)
    assert [sorted(o) for o in game.seats[0].outlines] == [sorted(cells)]


def test_an_interrupted_game_resumes_where_it_was(app):
    scene, device = start_human_game(app)
    path = chain_placement(scene.game)
    stroke(scene, device, path, 0.0)
    settle(app, 2.0)
    scene.exit()
    saved = app.storage.load_autosave("finden")
    resumed = FINDEN.resume(app, saved)  # what the menu's Continue calls
    assert resumed.game.round == scene.game.round and resumed.game.step == scene.game.step
    assert [s.outlines for s in resumed.game.seats] == [s.outlines for s in scene.game.seats]
    app.scenes.replace(resumed)
    assert resumed.stage == SEARCH


def test_draft_drag_rules():
    draft = Draft(10)
    assert draft.press(0)
    for cell in (1, 2, 1):  # back onto the previous cell takes the last one out
        draft.enter(cell)
    assert draft.cells == [0, 1]
    assert draft.release() is None and draft.cells == [0, 1]  # pending
    draft.press(1)
    for cell in (11, 21):
        draft.enter(cell)
    draft.release()
    draft.press(1)
    draft.enter(2)
    assert draft.release() == (0, 1, 11, 21, 2)
    assert not draft.press(5, blocked={5})
    assert draft.toggle(5, blocked={5}) is False


def test_a_player_whose_device_is_gone_is_replaced_by_a_bot(app):
    scene, device = start_human_game(app)
    app.pointers.grace = 0.2
    device.extend([Step(device.clock, "script:ada", "unplug")])
    settle(app, 0.5)
    assert not scene.views[0].human and 0 in scene.bots
    assert scene.setup.seats[0].kind == BOT
    run_until(app, scene, lambda: scene.game.seats[0].outlines)  # the new bot searches at once


def test_the_mode_option_opens_the_puzzle_game(app):
    setup = human_table()
    setup.options["mode"] = "puzzle"
    scene = FINDEN(app, setup)
    assert type(scene).__name__ == "PuzzleScene"
    setup.options["mode"] = "classic"
    assert type(FINDEN(app, setup)) is ClassicScene


def button(scene, key: str) -> tuple[int, int]:
    """Where a button of the shared results panel is on ``scene``."""
    from game.scenes.widgets import results_panel

    size = scene.layout.size
    return results_panel.button_rects(results_panel.panel_rect(size), results_panel.scale(size))[key].center


def test_results_offer_play_again_and_menu(app):
    from game.engine.pointers import DOWN, PRIMARY, Pointer, PointerEvent

    app.start_game(bot_table("finden", 2, "hard", seed=8))
    scene = app.scenes.top
    run_until(app, scene, lambda: scene.stage == RESULTS)
    mouse = Pointer("mouse", "mouse")
    scene.handle_pointer(PointerEvent(DOWN, mouse, button(scene, "Play again"), PRIMARY))
    again = app.scenes.top
    assert isinstance(again, ClassicScene) and again is not scene and again.setup.seed != scene.setup.seed
    assert again.game.round == 1 and again.setup.seats == scene.setup.seats
    run_until(app, again, lambda: again.stage == RESULTS)
    again.handle_pointer(PointerEvent(DOWN, mouse, button(again, "Menu"), PRIMARY))
    assert type(app.scenes.top).__name__ == "MenuScene"


def test_after_continue_the_panels_show_the_saved_state(app):
    """Issue 18: resumed in round 2's search, a panel shows this round's points (none yet), not
    round 1's, and the same totals as before the game was left."""
    app.start_game(bot_table("finden", 2, "hard", seed=8))
    scene = app.scenes.top
    run_until(app, scene, lambda: scene.game.round == 2 and scene.stage == SEARCH)
    shown = [(v.shown_round, v.shown_total) for v in scene.views]
    assert shown == [(0, total) for total in scene.game.totals()] and any(scene.game.totals())
    scene.exit()
    resumed = FINDEN.resume(app, app.storage.load_autosave("finden"))
    app.scenes.replace(resumed)
    assert resumed.stage == SEARCH and resumed.game.round == 2
    assert [(v.shown_round, v.shown_total) for v in resumed.views] == shown
