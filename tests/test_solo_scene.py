"""Solo Puzzle scenes, headless: the menu's daily challenge, a mouse drawing a five, Done, Give up,
a drawn cross-out, the end screen with par, the high score, autosave and resume."""

from __future__ import annotations

import datetime as dt

import pygame

from game.ai.finden.bot import drawing_path
from game.ai.finden.puzzle import choose_cross_out
from game.rules.finden import GiveUp, new_solo
from game.rules.finden.daily import daily_board
from game.scenes import registry
from game.scenes.finden.solo.menu import SoloMenuScene
from game.scenes.finden.solo.scene import AUTOSAVE_KEY, SoloScene


def chain(cells, width=10):
    """The cells in an order one pen stroke can trace, or None."""
    path = drawing_path(list(cells), width)
    steps = zip(path, path[1:], strict=False)
    return (
        path
        if all(abs(a // width - b // width) + abs(a % width - b % width) == 1 for a, b in steps)
        else None
    )


def drag(drive, board, cells):
    drive.move(board.centre(cells[0]))
    drive.post(pygame.MOUSEBUTTONDOWN, pos=board.centre(cells[0]), button=1, touch=False)
    for cell in cells[1:]:
        drive.move(board.centre(cell))
    drive.post(pygame.MOUSEBUTTONUP, pos=board.centre(cells[-1]), button=1, touch=False)


def until(drive, predicate, frames=2000):
    for _ in range(frames):
        if predicate():
            return
        drive.frames()
    raise AssertionError("the scene never got there")


def test_menu_entry_opens_board_choice_and_the_daily_challenge(app, drive):
    app.open_entry(registry.GAMES["solo"])
    assert isinstance(drive.top, SoloMenuScene)
    drive.key(pygame.K_RETURN)  # the first choice is today's challenge
    scene = drive.top
    today = dt.date.today().isoformat()
    assert isinstance(scene, SoloScene)
    assert scene.game.options["daily"] == today and scene.game.options["boards"] == (daily_board(today),)


def test_a_whole_solo_game_with_the_mouse_to_par_and_a_new_best(app, drive):
    scene = SoloScene(app, new_solo(4, "grey"), "Ada")
    app.scenes.push(scene)
    until(drive, lambda: scene.stage == "search")
    game = scene.game
    five = next(p for p in map(chain, game.valid_placements(0)) if p)
    drag(drive, scene.views[0].board, five)
    assert set(scene.views[0].outline) == set(five)
    drive.key(pygame.K_RETURN)  # Done
    assert game.scores()[0] > 0 and game.round == 1
    saved = app.storage.load_autosave(AUTOSAVE_KEY)
    assert saved["record"]["actions"] and saved["elapsed"] > 0
    until(drive, lambda: scene.stage == "search")
    drive.click(scene.layout.buttons["give up"].center)
    assert scene.stage == "cross"
    sheet = game.sheets[0]
    table = sheet.board.table
    crossing = next(
        path
        for shape in sheet.crossable()
        for p in sheet.forced_placements(shape)
        if (path := chain(table.cells[p].tolist()))
    )
    drag(drive, scene.views[0].board, crossing)
    assert game.round == 2 and len(game.sheets[0].drawn) == 2
    while not game.is_over():  # the rest by the scene's own entry points
        until(drive, lambda: scene.stage in ("search", "cross"))
        if scene.stage == "search":
            scene.submit(0, GiveUp())
        else:
            scene.submit(0, choose_cross_out(game.sheets[0], game.values))
    assert game.round == 11 and scene.stage == "results"
    until(drive, lambda: scene.high_score.solver.done)
    par = scene.high_score.solver.result.score
    assert scene.high_score.par_text() == f"par {par}" and par >= game.scores()[0]
    stored = app.storage.high_scores("grey")[0]
    assert (stored["par"], stored["par_proven"]) == (par, True)  # shown beside it in High Scores
    assert scene.high_score.rank == 0
    entries = app.storage.high_scores("grey")
    assert entries[0]["name"] == "Ada" and entries[0]["score"] == game.scores()[0]
    assert len(entries[0]["times"]) == len(entries[0]["record"]["actions"])  # each move's moment, for replays
    assert app.storage.load_autosave(AUTOSAVE_KEY) is None
    drive.frames()
    box = scene.name_entry()  # the name under the new best: a labelled box showing the name offered
    assert box is not None and box.text == "Ada" and app.pointers.typing
    drive.key(pygame.K_RETURN)  # the name offered is kept as it is seen
    assert app.storage.high_scores("grey")[0]["name"] == "Ada" and scene.name_entry() is None
    assert not app.pointers.typing


def test_the_new_best_names_itself_in_a_box_showing_the_name_offered(app, drive):
    """The name under a new best was a bare line where Enter kept "Player" at once: now a pygame_gui
    box labelled "Your name" shows the name offered, selected, so typing replaces it; Backspace
    edits, Enter keeps it, and it is offered for the next game."""
    from game.engine.draw import DrawProbe

    scene = SoloScene(app, new_solo(4, "grey"), "Player")
    app.scenes.push(scene)
    game = scene.game
    while not game.is_over():
        until(drive, lambda: scene.stage in ("search", "cross"))
        if scene.stage == "search":
            scene.submit(0, GiveUp())
        else:
            scene.submit(0, choose_cross_out(game.sheets[0], game.values))
    drive.frames()
    box = scene.name_entry()
    assert box is not None and box.text == "Player" and box.entry.is_focused
    probe = DrawProbe(app.size)
    scene.draw(probe)
    label = next(t for t in probe.texts if t.text == "Your name")
    beside = box.entry.rect.inflate(10**4, 0)  # the box's row
    assert label.rect.right <= box.entry.rect.left and label.rect.colliderect(beside)
    for text in "Zoe":
        drive.post(pygame.TEXTINPUT, text=text)
    drive.key(pygame.K_BACKSPACE)
    assert box.text == "Zo" and app.storage.high_scores("grey")[0]["name"] == "Player", "not kept yet"
    drive.key(pygame.K_RETURN)
    assert app.storage.high_scores("grey")[0]["name"] == "Zo"
    assert SoloMenuScene(app).name == "Zo"  # and offered for the next game
    drive.click(scene.layout.end.buttons["menu"].center)
    assert drive.stack() == ["MenuScene"]


def test_elapsed_clock_pauses_and_a_resumed_game_continues_where_it_was(app, drive):
    scene = SoloScene(app, new_solo(9, "white3"), "Bo")
    app.scenes.push(scene)
    until(drive, lambda: scene.stage == "search")
    drive.frames(60)
    scene.submit(0, GiveUp())
    scene.submit(0, choose_cross_out(scene.game.sheets[0], scene.game.values))
    elapsed = scene.elapsed
    assert elapsed >= 1.0
    resumed = SoloScene.resume(app, app.storage.load_autosave(AUTOSAVE_KEY))
    assert resumed.game.sheets == scene.game.sheets and resumed.game.round == 1
    assert resumed.elapsed == elapsed and resumed.times == scene.times
    drive.key(pygame.K_ESCAPE)  # pause: the clock must not run under the overlay
    assert drive.stack()[-1] == "PauseScene"
    drive.frames(120)
    assert scene.elapsed == elapsed


def test_continue_in_the_solo_menu_says_the_saved_games_round(app, drive):
    """Continue gave no round: a game left after its first roll says "Round 2 of 12"."""
    scene = SoloScene(app, new_solo(9, "white3"), "Bo")
    app.scenes.push(scene)
    until(drive, lambda: scene.stage == "search")
    scene.submit(0, GiveUp())
    scene.submit(0, choose_cross_out(scene.game.sheets[0], scene.game.values))
    app.storage.flush()
    menu = SoloMenuScene(app)
    assert menu.labels()[0] == ("Continue · Round 2 of 12", "play")


def test_the_solo_menus_continue_fits_in_every_language(app, drive, every_language):
    from tests.layout_probe import layout_problems

    scene = SoloScene(app, new_solo(9, "white3"), "Bo")
    app.scenes.push(scene)
    until(drive, lambda: scene.stage == "search")
    scene.store()
    app.storage.flush()
    app.scenes.push(SoloMenuScene(app))
    drive.frames(2)
    assert layout_problems(app.scenes.top, app.size) == []
