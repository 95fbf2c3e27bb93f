"""5er Finden as shared code sees it: its menu entry (the table its Mode option picks), the Solo
Puzzle screen, and the hooks the registry hands out. Its tables ask for hints themselves
(``finden/hint.py``), and its kept games are watched on its own tables (``finden/replay.py``)."""

from game.i18n import N_
from game.scenes.kit import Entry, GameKit

LEVELS = "game.rules.finden.levels:check_files"

KIT = GameKit(
    Entry(
        "finden",
        N_("5er Finden"),
        N_("Race to outline pentominoes of the rolled symbols."),
        "game.scenes.finden.entry:FINDEN",
        "game.rules.finden.spec:SPEC",
        "finden.md",
        "dice",
        real_time=True,
        levels=LEVELS,
    ),
    order=10,
    viewer="game.scenes.finden.replay",
    pictures="game.scenes.finden.pictures",
    phone="game.scenes.finden.phone:PHONE",
    stats="game.scenes.finden.stats:STATS",
    high_scores="game.scenes.finden.solo.high_scores:SoloTables",
    settings="game.scenes.finden.settings:SETTINGS",
    screens=(
        Entry(
            "solo",
            N_("Solo Puzzle"),
            N_("One board, twelve rolls, your best score. Daily challenge."),
            "game.scenes.finden.solo.menu:SoloMenuScene",
            rules="finden.md",
            icon="puzzle",
            levels=LEVELS,
        ),
    ),
)
