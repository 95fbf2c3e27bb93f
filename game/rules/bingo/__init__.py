"""Trick-Taking Bingo's rules: ``card`` (the magic square, lines, bit masks), ``moves`` (action and
events), ``fields`` (what a position is), ``hidden`` (views), ``state`` (``BingoState``, ``new_game``,
``SPEC``). The names other code uses are re-exported here, so ``from game.rules.bingo import X``
is the one way in."""

from game.rules.bingo.card import (
    ALL_NUMBERS,
    HAND_SIZE,
    LINE_MASKS,
    LINES,
    MAGIC_SQUARE,
    MAX_TRICKS,
    MISSED_TRACK,
    SEAT_COLOURS,
    VALUES,
    lines_of,
    numbers,
)
from game.rules.bingo.fields import HIDDEN, NOT_CHOOSING, PUBLIC_OPTIONS, TO_CHOOSE
from game.rules.bingo.moves import (
    Covered,
    FreeMarkerChosen,
    FreeMarkerEarned,
    GameOver,
    LeadNext,
    LineCompleted,
    Missed,
    PlaceFree,
    TrickResolved,
    TrumpSet,
)
from game.rules.bingo.state import SPEC, BingoState, new_game, parse_card
from game.rules.cards import Card, CardPlayed, Play, PlayCard

__all__ = [
    "ALL_NUMBERS", "HAND_SIZE", "HIDDEN", "LINES", "LINE_MASKS", "MAGIC_SQUARE", "MAX_TRICKS",
    "MISSED_TRACK", "NOT_CHOOSING", "PUBLIC_OPTIONS", "SEAT_COLOURS", "SPEC", "TO_CHOOSE", "VALUES",
    "BingoState", "Card", "CardPlayed", "Covered", "FreeMarkerChosen", "FreeMarkerEarned",
    "GameOver", "LeadNext", "LineCompleted", "Missed", "PlaceFree", "Play", "PlayCard",
    "TrickResolved", "TrumpSet", "lines_of", "new_game", "numbers", "parse_card",
]
