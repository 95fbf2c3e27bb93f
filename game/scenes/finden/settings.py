"""5er Finden's own settings (the sand timer, the auto-timer, the assist), registered by the app
through the kit's ``settings`` hook; their keys are the ones players' saved settings already hold."""

from game.engine.settings import Setting
from game.i18n import N_

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
