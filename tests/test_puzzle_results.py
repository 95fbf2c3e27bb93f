"""A puzzle game that ends early (a round in which nobody found a matching five) says so, and charts
every round played: it said "All 5 rounds played." under "Round 6 of 12"."""

from __future__ import annotations

from test_guide import a_player_app
from test_guide_puzzle import puzzle, searching

from game.ai.finden.puzzle import choose_cross_out
from game.rules.finden import GiveUp


def test_an_early_end_names_the_round_nobody_matched():
    app = a_player_app((1280, 720))
    scene = puzzle(app, 0, 2)
    searching(scene)
    game = scene.game
    while not game.is_over():  # everybody gives up: after round 1 nobody matched, the game ends
        for seat in game.to_move():
            action = GiveUp() if scene.stage == "search" else choose_cross_out(game.sheets[seat], game.values)
            game.apply(seat, action)
        scene.stage = "cross" if game.to_move() and game.phase.name == "CROSS" else "search"
    summary = scene.results_summary()
    assert "round 1" in summary.lines[0] and "nobody" in summary.lines[0].lower(), summary.lines
    assert all(len(row.series) == 2 for row in summary.rows), "0, then the one round played"
