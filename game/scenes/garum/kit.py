"""Garum as shared code sees it: its menu entry and the hooks the registry hands out."""

from game.i18n import N_
from game.scenes.kit import Entry, GameKit

KIT = GameKit(
    Entry(
        "garum",
        N_("Garum"),
        N_("Fill the fish tanks; stake workers on rows and columns."),
        "game.scenes.garum.scene:GarumScene",
        "game.rules.garum:SPEC",
        "garum.md",
        "tiles",
        levels="game.rules.garum.data:load",
    ),
    order=40,
    hint="game.ai.garum.hint:HINT",
    viewer="game.scenes.table.replay",
    pictures="game.scenes.garum.pictures",
    phone="game.scenes.garum.phone:PHONE",
    stats="game.scenes.garum.stats:STATS",
    lobby_note="game.scenes.garum.seat_colours:lobby_note",  # two players play two colours each
    lobby_seat_word="game.scenes.garum.seat_colours:lobby_seat_word",
    phone_extra="game.scenes.garum.phone:extra",
)
