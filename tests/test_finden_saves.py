"""Issue 18 for Solo Puzzle: a finished game's score is on disk before its autosave goes, so a kill
at any moment loses neither."""

from __future__ import annotations

from game.ai.finden_puzzle import choose_cross_out
from game.engine.storage import Storage
from game.rules.finden import GiveUp, new_solo
from game.scenes.finden.solo.scene import AUTOSAVE_KEY, SoloScene


def test_a_finished_solo_game_keeps_its_score_before_its_autosave_goes(app):
    scene = SoloScene(app, new_solo(4, "grey"), "Ada")
    app.scenes.push(scene)
    seen_at_clear = []
    clear = app.storage.clear_autosave

    def clear_autosave(key: str) -> None:
        app.storage.flush()
        on_disk = Storage(app.storage.root)  # what a fresh start would find
        seen_at_clear.append((key, on_disk.high_scores("grey"), on_disk.load_autosave(AUTOSAVE_KEY)))
        clear(key)

    app.storage.clear_autosave = clear_autosave
    game = scene.game
    while not game.is_over():
        if game.phase == "search":
            scene.submit(0, GiveUp())
        else:
            scene.submit(0, choose_cross_out(game.sheets[0], game.values))
    [(key, scores, save)] = seen_at_clear
    assert key == AUTOSAVE_KEY and save is not None  # the game was still saved …
    assert [e["score"] for e in scores] == [game.scores()[0]]  # … and its score already kept
    assert app.storage.load_autosave(AUTOSAVE_KEY) is None
    assert scene.rank == 0
    scene.exit()  # leaving the end screen saves nothing more and keeps the score once
    assert len(app.storage.high_scores("grey")) == 1 and app.storage.load_autosave(AUTOSAVE_KEY) is None
