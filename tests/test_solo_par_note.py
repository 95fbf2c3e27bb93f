"""The solo end screen explains only the words it shows: "Best found" is explained while the par is
still unproven, not beside a proven "par 42", and in a player's words (no solver, no proof)."""

from __future__ import annotations

from types import SimpleNamespace

from test_guide import a_player_app
from test_guide_puzzle import solo


def test_the_par_note_explains_best_found_only_while_unproven():
    app = a_player_app((1280, 720))
    scene = solo(app)
    scene.high_score.solver = SimpleNamespace(result=SimpleNamespace(proven=True, score=42))
    assert "par 42" in scene.high_score.par_text()
    assert "Best found" not in scene.end.par_note() and "Par is" in scene.end.par_note()
    scene.high_score.solver.result.proven = False
    assert "best found" in scene.high_score.par_text() and "Best found" in scene.end.par_note()


def test_the_par_note_speaks_a_players_words():
    app = a_player_app((1280, 720))
    scene = solo(app)
    scene.high_score.solver = SimpleNamespace(result=SimpleNamespace(proven=False, score=40))
    note = scene.end.par_note().lower()
    assert "best found" in note
    assert not {"solver", "proving", "proven", "proof"} & set(note.replace(".", " ").split()), note
