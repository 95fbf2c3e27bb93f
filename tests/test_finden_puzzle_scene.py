"""The 5er Finden puzzle scene, headless: bots play to the end, two humans cross out at once, the
board refuses what the rules forbid, and the timer gives a time mark and ends the round."""

from __future__ import annotations

from game.engine.seats import BOT, HUMAN, Seat, TableSetup
from game.rules.finden import Mark, PuzzleGame, PuzzleVerdict
from game.scenes.finden import routing
from game.scenes.finden.puzzle.present import CROSS
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.table import RESULTS, SEARCH

DT = 1 / 120


def table(*kinds, seed=3, side="grey"):
    seats = [
        Seat(kind, f"{kind} {i + 1}", (230, 159, 0) if i == 0 else (86, 180, 233), "hard")
        for i, kind in enumerate(kinds)
    ]
    return TableSetup("finden", seats, {"mode": "puzzle", "side": side}, seed)


def run_until(scene, predicate, seconds=600.0):
    for _ in range(int(seconds / DT)):
        if predicate():
            return
        scene.update(DT)
    raise AssertionError(f"stuck in {scene.stage}")


def test_bots_play_a_whole_puzzle_game(app):
    app.settings.set("finden_timer_s", 10)
    scene = PuzzleScene(app, table(BOT, BOT, side="white"))
    app.scenes.push(scene)
    run_until(scene, lambda: scene.stage == RESULTS, seconds=1200)
    game = scene.game
    assert game.is_over()
    for sheet in game.sheets:
        marks = sheet.quarter.marks
        assert marks.count(Mark.CIRCLED) + marks.count(Mark.CROSSED) == game.round + 1
        assert sheet.score(game.values) == sum(game.values[s] for s in sheet.quarter.shapes(Mark.CIRCLED)) + (
            sheet.time_marks
        )
    assert sum(s.time_marks for s in game.sheets) >= 1  # bots flip once they have their five
    assert PuzzleGame.from_record(game.to_record()).sheets == game.sheets
    scene.draw(app.screen)


def test_two_humans_cross_out_at_the_same_time_and_nobody_valid_ends_the_game(app):
    scene = PuzzleScene(app, table(HUMAN, HUMAN))
    app.scenes.push(scene)
    run_until(scene, lambda: scene.stage == SEARCH)
    scene.flow.time_up()  # nobody drew anything
    assert scene.stage == CROSS and scene.game.to_move() == (0, 1)
    sheets = scene.game.sheets
    table0 = sheets[0].board.table
    first = next(tuple(r) for p, r in enumerate(table0.cells.tolist()) if table0.shape[p] == 1)  # an I
    assert scene.commit(1, first)  # seat 2 first: no order is imposed
    assert scene.game.to_move() == (0,)
    not_open = scene.commit(1, first)
    assert not not_open  # seat 2 is done for this round
    assert scene.commit(0, first)
    assert scene.stage == RESULTS and scene.game.is_over()


def test_the_board_refuses_outlines_the_rules_forbid_and_a_new_outline_replaces_the_old(app):
    scene = PuzzleScene(app, table(HUMAN, BOT))
    app.scenes.push(scene)
    run_until(scene, lambda: scene.stage == SEARCH)
    game = scene.game
    found = game.valid_placements(0)
    scene.commit(0, found[0])
    assert scene.views[0].outline == found[0]
    scene.commit(0, found[1])
    assert scene.views[0].outline == found[1]  # one outline per round: the new one replaces it
    assert not scene.commit(0, (0, 1, 2, 3, 14))  # not a pentomino
    assert "refused" in scene.views[0].note and scene.views[0].cue is not None
    assert scene.views[0].outline == found[1]
    scene.views[1].ready_at = scene.time + 1e9  # the bot stays searching
    scene.flow.time_up()
    assert [d.cells for d in game.sheets[0].drawn] == [found[1]]  # the last outline is the one judged
    assert game.sheets[0].check_outline(found[1]) is not PuzzleVerdict.VALID  # and it stays taken


def test_flipping_the_timer_earns_a_time_mark_and_the_sand_ends_the_round(app):
    app.settings.set("finden_timer_s", 10)
    scene = PuzzleScene(app, table(HUMAN, HUMAN))
    app.scenes.push(scene)
    run_until(scene, lambda: scene.stage == SEARCH)
    scene.commit(0, scene.game.valid_placements(0)[0])
    pressed = scene.view.hit(0, scene.layout.seats[0].panel.center, scene.model())
    assert routing.route(scene, pressed)  # the name panel flips
    assert scene.sand_left == 10 and scene.game.sheets[0].time_marks == 1
    assert not scene.flow.flip(1)  # only the first flip counts
    run_until(scene, lambda: scene.stage != SEARCH, seconds=11)
    assert scene.game.sheets[0].circled_count() == 1
    assert scene.stage == CROSS and scene.game.to_move() == (1,)


def test_every_move_is_autosaved_and_the_menu_entry_resumes_the_puzzle(app):
    from game.scenes.finden.entry import FINDEN

    scene = PuzzleScene(app, table(HUMAN, HUMAN))
    app.scenes.push(scene)
    run_until(scene, lambda: scene.stage == SEARCH)
    scene.commit(0, scene.game.valid_placements(0)[0])
    scene.flow.time_up()
    saved = app.storage.load_autosave("finden")
    assert saved["setup"]["options"]["mode"] == "puzzle"
    resumed = FINDEN.resume(app, saved)  # what the menu's Continue calls
    assert isinstance(resumed, PuzzleScene) and resumed.game.sheets == scene.game.sheets
    resumed.enter()
    assert resumed.stage == CROSS and resumed.game.to_move() == (1,)


def test_two_scripted_pointers_cross_out_at_once_through_the_lobby_option(app):
    """The lobby's mode option starts this scene; two humans, each with their own pointer, draw
    their crossed-out shapes in interleaved strokes after a round nobody solved."""
    from game.engine.devices.scripted import MOVE_TO, PRESS, RELEASE, ScriptedDevice, Step

    seats = [
        Seat(HUMAN, "Ada", (230, 159, 0), pointers=("script:ada",)),
        Seat(HUMAN, "Bo", (86, 180, 233), pointers=("script:bo",)),
    ]
    app.start_game(TableSetup("finden", seats, {"mode": "puzzle", "side": "white"}, 5))
    scene = app.scenes.top
    assert isinstance(scene, PuzzleScene)
    device = ScriptedDevice()
    app.pointers.devices.append(device)
    for seat, name in enumerate(("ada", "bo")):
        app.pointers.claim(
            app.pointers.pointer(f"script:{name}", "script"), seat, seats[seat].colour, name[0]
        )
    run_until(scene, lambda: scene.stage == SEARCH)
    scene.flow.time_up()
    assert scene.game.to_move() == (0, 1)
    strip = (0, 1, 2, 3, 4)  # an I along the top edge: free, and crossing it out is allowed
    steps = []
    for seat, name in enumerate(("ada", "bo")):
        board = scene.views[seat].board
        pointer = f"script:{name}"
        steps += [Step(0.0, pointer, MOVE_TO, *board.centre(strip[0])), Step(0.01, pointer, PRESS)]
        steps += [Step(0.02 + 0.02 * i, pointer, MOVE_TO, *board.centre(c)) for i, c in enumerate(strip[1:])]
        steps.append(Step(0.2, pointer, RELEASE))
    device.extend(sorted(steps, key=lambda s: s.t))  # the two strokes interleave
    for _ in range(60):
        app.update(DT)
    for sheet in scene.game.sheets:
        assert [(d.shape, d.cells) for d in sheet.drawn] == [("I", (0, 1, 2, 3, 4))]
    assert scene.stage == RESULTS  # nobody outlined a valid five: the puzzle ends early
