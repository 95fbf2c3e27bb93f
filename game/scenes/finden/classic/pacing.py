"""When the classic race next changes by itself, so the frame pacer (``engine/pacing.py``) may
sleep until then: at once while anything moves, else when a refused cell stops flashing or the
auto-timer starts the sand."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.rules.finden.actions import Phase
from game.scenes.finden.table import SEARCH

if TYPE_CHECKING:
    from game.scenes.finden.classic.scene import ClassicScene


def next_change(scene: ClassicScene) -> float:
    """0 while dice, outlines, sand, a bot, a hint or the guide move; in a search left to humans
    alone, the time until a refused cell stops flashing or the auto-timer starts the sand."""
    game = scene.game
    if (
        scene.stage != SEARCH
        or scene.flyers
        or game.phase is not Phase.SEARCH
        or scene.coach.active
        or scene.hints.thinking()
        or scene.hints.current() is not None
        or any(game.can_act(seat) for seat in scene.bots)
    ):
        return 0.0
    auto = game.options.auto_timer_seconds
    ahead = [view.cue_until - scene.time for view in scene.views] + [auto - game.elapsed if auto else -1.0]
    return min((t for t in ahead if t > 0), default=math.inf)
