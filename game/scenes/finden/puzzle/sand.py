"""The puzzle table's sand timer as it runs during a search: the auto-timer flips it when nobody
has, it runs down with the race's clock (it stands while a guide card holds the race), ticks its
last seconds and, run out, hands every seat's outline to the rules (``PuzzleScene.time_up``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.scenes.finden.puzzle.flow import PuzzleTable

LAST_TICKS_S = 5  # the sand ticks each second below this


def run_down(scene: PuzzleTable, race_dt: float) -> None:
    """One update step of the sand; ``race_dt`` is 0 while a guide or help holds the race."""
    if scene.sand_left is None:
        if scene.auto_s and scene.race - scene.stage_at >= scene.auto_s:
            scene.sand_left = scene.sand_s
            scene.play("click")
        return
    before = scene.sand_left
    scene.sand_left = max(scene.sand_left - race_dt, 0.0)
    if int(before) != int(scene.sand_left) and scene.sand_left < LAST_TICKS_S:
        scene.play("tick")
    if scene.sand_left <= 0:
        scene.play("buzzer")
        scene.flow.time_up()
