"""The High Scores scene, headless: tables from storage, a tampered entry marked, a replay watched."""

from __future__ import annotations

import pygame

from bench.screens_frames import finished_entry
from game.engine.draw import DrawProbe
from game.rules.finden.high_scores import replay_entry
from game.scenes import registry
from game.scenes.finden.score_book import ScoreBook
from game.scenes.finden.solo.replay import ReplayScene
from game.scenes.scores import HighScoresScene


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


def test_a_kept_game_row_says_it_can_be_watched_not_how_it_was_checked(app, drive):
    ScoreBook(app.storage).add(finished_entry(1, "Ada", 200.0))
    app.open_entry(registry.GAMES["scores"])
    probe = DrawProbe(app.size)
    drive.top.draw(probe)
    words = " ".join(text.text for text in probe.texts).lower()
    assert "ada" in words and "watch" in words
    assert "checked" not in words and "verified" not in words, words
