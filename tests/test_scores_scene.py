"""The High Scores scene, headless: tables from storage, a tampered entry marked, a replay watched."""

from __future__ import annotations

import pygame

from game.ai.finden_puzzle import choose_cross_out, choose_outline
from game.rules.finden import GiveUp, Submit, new_solo
from game.rules.finden.high_scores import replay_entry, solo_entry
from game.scenes import registry
from game.scenes.finden.score_book import ScoreBook
from game.scenes.replay import ReplayScene
from game.scenes.scores import HighScoresScene


def finished_entry(seed: int, name: str, elapsed: float):
    game = new_solo(seed, "white3")
    times, clock = [], 0.0
    while not game.is_over():
        sheet = game.sheets[0]
        if game.phase == "search":
            found = choose_outline(sheet, game.valid_placements(0), game.values)
            game.apply(0, Submit(found) if found else GiveUp())
        else:
            game.apply(0, choose_cross_out(sheet, game.values))
        clock += 0.5
        times.append(clock)
    return solo_entry(game, name, "2026-11-30", elapsed, times)


def test_browse_a_tampered_entry_and_watch_a_replay(app, drive):
    honest = finished_entry(1, "Ada", 200.0)
    book = ScoreBook(app.storage)
    book.add(honest)
    book.add(finished_entry(2, "Bo", 100.0))
    tables = app.storage.load_json("high_scores", {})
    bo = next(e for e in tables["white3"] if e["name"] == "Bo")
    bo["score"] += 10  # edited on disk: now it claims first place
    app.storage.save_json("high_scores", tables)

    app.open_entry(registry.GAMES["scores"])
    scene = drive.top
    assert isinstance(scene, HighScoresScene) and scene.table == "white3"
    (first, ok), (last, problem) = scene.entries
    assert first["name"] == "Ada" and ok is None
    assert last["name"] == "Bo" and "Not ranked" in problem  # marked, shown last, not ranked
    scene.draw(app.screen)

    drive.key(pygame.K_RETURN)  # watch the selected (first) entry
    replay = drive.top
    assert isinstance(replay, ReplayScene)
    for _ in range(60 * 90):
        if replay.table.game.is_over():
            break
        drive.frames()
    assert replay.table.game.is_over() and replay.table.game.sheets == replay_entry(honest).sheets
    drive.key(pygame.K_ESCAPE)
    assert isinstance(drive.top, HighScoresScene)
