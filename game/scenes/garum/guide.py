"""Garum's first-game guide: the hand of tiles, the worker choice, the worker spaces, the log."""

from __future__ import annotations

from game.i18n import N_
from game.rules.garum import NoWorker, PlaceTile, PlaceWorker
from game.scenes.guide import Guide, Step
from game.scenes.guide.targets import LOG_STEP


def _did(*kinds):
    def done(scene, seat) -> int:
        return sum(s == seat and isinstance(a, kinds) for s, a in scene.state.history)

    return done


STEPS = (
    Step(
        N_(
            "Your tiles. Click one, turn it with the wheel or R, then click a free slot in the lit "
            "tank: the tank the coin named this round."
        ),
        lambda scene, seat: scene.layout.hand,
        _did(PlaceTile),
    ),
    Step(
        N_(
            "Now pick Apprentice or Foreman and click a lit worker space beside a row or above a "
            "column through that tank, or pick No worker."
        ),
        lambda scene, seat: scene.layout.controls,
        _did(PlaceWorker, NoWorker),
    ),
    Step(
        N_(
            "Workers never move. When every tank is full, each one scores the fish of your "
            "species on its line: many fish, many points."
        ),
        lambda scene, seat: scene.layout.grid.rect,
    ),
    LOG_STEP,
)


def _keep_clear(scene):
    lay = scene.layout
    return [*lay.seats, lay.header, lay.controls, lay.hand, lay.grid.rect, scene.log_rect]


GUIDE = Guide(STEPS, _keep_clear)
