"""Trick-Taking Bingo as shared code sees it: its menu entry and the hooks the registry hands out."""

from game.i18n import N_
from game.scenes.kit import Entry, GameKit

KIT = GameKit(
    Entry(
        "bingo",
        N_("Trick-Taking Bingo"),
        N_("Highest and lowest card of each trick mark your bingo card."),
        "game.scenes.bingo.scene:BingoScene",
        "game.rules.bingo:SPEC",
        "bingo.md",
        "cards",
    ),
    order=30,
    hint="game.ai.bingo.hint:HINT",
    viewer="game.scenes.table.replay",
    replay_mark="game.scenes.bingo.results:trick_of",
    pictures="game.scenes.bingo.pictures",
    phone="game.scenes.bingo.phone:PHONE",
    phone_words="game.scenes.bingo.phone:WORDS",
    stats="game.scenes.bingo.stats:STATS",
)
