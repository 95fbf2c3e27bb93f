"""``--autoplay`` at the solo table: the puzzle bot plays the seat (its best five, else it gives up
the round; then it crosses out), so a headless run ends with the game (``autoplay_over``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.finden.puzzle import choose_cross_out, choose_outline
from game.rules.finden import GiveUp, Submit
from game.scenes.finden.puzzle.present import CROSS
from game.scenes.finden.table import SEARCH

if TYPE_CHECKING:
    from game.scenes.finden.solo.scene import SoloScene


def autoplay_move(scene: SoloScene) -> None:
    """One move for seat 0 of the solo ``scene``, when it is to move."""
    game = scene.game
    if scene.stage == SEARCH and 0 in game.to_move():
        found = choose_outline(game.sheets[0], game.valid_placements(0), game.values)
        scene.submit(0, Submit(found) if found else GiveUp())
    elif scene.stage == CROSS and 0 in game.to_move():
        scene.submit(0, choose_cross_out(game.sheets[0], game.values))
