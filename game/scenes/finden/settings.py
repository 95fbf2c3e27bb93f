"""5er Finden's own settings (the sand timer, the auto-timer, the assist), registered by the app
through the kit's ``settings`` hook; their keys are the ones players' saved settings already hold."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.loop import UPDATE_HZ
from game.engine.seats import TableSetup
from game.engine.settings import Setting, Settings
from game.i18n import N_

if TYPE_CHECKING:  # the rules (and numpy) load with the table, not with the menu's settings
    from game.rules.finden.classic import ClassicOptions

SETTINGS: tuple[Setting, ...] = (
    Setting(
        "finden_timer_s",
        N_("5er Finden sand timer"),
        30,
        low=10,
        high=90,
        step=5,
        unit="s",
        hint=N_("How long the sand runs once someone flips the timer."),
        after="anim_speed",
    ),
    Setting(
        "finden_auto_timer_s",
        N_("5er Finden auto-timer"),
        120,
        low=0,
        high=300,
        step=15,
        unit="s",
        hint=N_("If nobody flips the timer this long after the roll, it flips itself (Off: never)."),
        after="finden_timer_s",
    ),
    Setting(
        "finden_assist",
        N_("5er Finden assist (highlight shape)"),
        False,
        hint=N_("While you search, outlines that fit the rolled dice are marked as valid."),
        after="open_hands",
    ),
)


def race_options(settings: Settings, setup: TableSetup) -> ClassicOptions:
    """A new race's options: the board side chosen at the lobby, the timers from these settings."""
    from game.rules.finden.classic import ClassicOptions

    return ClassicOptions(
        side=str(setup.options.get("side", "grey")),
        sand_seconds=int(settings.number("finden_timer_s")),
        auto_timer_seconds=int(settings.number("finden_auto_timer_s")),
        steps_per_second=UPDATE_HZ,
    )
