"""A race seat whose device stayed away too long is played on by a medium bot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.finden.bot import FindenBot, bot_seed, start_bots
from game.engine.seats import seat_bot_for_vacated
from game.scenes.finden.stages import SEARCH

if TYPE_CHECKING:
    from game.scenes.finden.classic.scene import ClassicScene


def seat_bots(scene: ClassicScene) -> None:
    """Every seat whose device left for good gets a bot (its name, its cursor, from now on)."""
    for seat in scene.app.pointers.take_vacated():
        if seat is None or not seat_bot_for_vacated(scene.setup, seat):
            continue
        view = scene.views[seat]
        view.human, view.name = False, scene.setup.seats[seat].name
        view.draft.clear()
        scene.bots[seat] = FindenBot("medium", bot_seed(scene.setup.seed, seat))
        if scene.stage == SEARCH:
            start_bots(scene.game, {seat: scene.bots[seat]})
