"""The puzzle table's bot seats in time: each searches for a seeded while (by level) before it has
its five — and the first to find one flips the timer — and crosses out a moment after the sand."""

from __future__ import annotations

from game.ai.finden.puzzle import choose_cross_out, choose_outline
from game.rules.base import rng_for
from game.scenes.finden.table import TablePart

BOT_THINK_S = {"easy": (14.0, 30.0), "medium": (8.0, 18.0), "hard": (3.0, 9.0)}
"""[decision] How long a bot searches before it has its five, by level (uniform, seeded)."""
BOT_CROSS_S = 1.5


class PuzzleBots(TablePart):
    """Moves the bot seats of ``scene`` (a ``PuzzleScene``); they see only their own sheet."""

    def start_search(self) -> None:
        scene = self.scene
        for seat, view in enumerate(scene.views):
            if not view.human:
                low, high = BOT_THINK_S.get(view.level, BOT_THINK_S["medium"])
                rng = rng_for(scene.setup.seed, "puzzle-bot", seat, scene.game.round)
                view.ready_at = scene.race + rng.uniform(low, high)

    def search(self) -> None:
        scene, game = self.scene, self.scene.game
        for seat, view in enumerate(scene.views):
            if view.human or view.outline or scene.race < view.ready_at:
                continue
            found = choose_outline(game.sheets[seat], game.valid_placements(seat), game.values)
            if found:
                view.outline = found
                if scene.sand_left is None:
                    scene.flow.flip(seat)

    def cross_soon(self) -> None:
        """The sand ran out: the seats that must cross out do it a moment later."""
        for seat in self.scene.game.to_move():
            self.scene.views[seat].ready_at = self.scene.race + BOT_CROSS_S

    def cross(self) -> None:
        scene, game = self.scene, self.scene.game
        for seat in game.to_move():
            if not scene.views[seat].human and scene.race >= scene.views[seat].ready_at:
                scene.submit(seat, choose_cross_out(game.sheets[seat], game.values))
