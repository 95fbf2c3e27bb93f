"""Fishing as shared code sees it: its menu entry and the hooks the registry hands out."""

from game.i18n import N_
from game.scenes.kit import Entry, GameKit

KIT = GameKit(
    Entry(
        "fishing",
        N_("Fishing"),
        N_("Tricks you win become your next hand; the ocean deals stranger cards."),
        "game.scenes.fishing.scene:FishingScene",
        "game.rules.fishing:SPEC",
        "fishing.md",
        "fish",
        levels="game.rules.fishing.deck:load_deck",
    ),
    order=20,
    hint="game.ai.fishing.hint:HINT",
    viewer="game.scenes.table.replay",
    pictures="game.scenes.fishing.pictures",
    phone="game.scenes.fishing.phone:PHONE",
    phone_words="game.scenes.fishing.phone:WORDS",
    stats="game.scenes.fishing.stats:STATS",
)
