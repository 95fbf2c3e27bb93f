"""Where a 5er Finden game stands, in its title's words ("Round 2 of 5"): the tables' titles, and
Continue's lists (the menu's and the solo menu's), say the same from a state or a save."""

from __future__ import annotations

from game.i18n import _
from game.rules.finden.classic import ClassicGame
from game.rules.finden.puzzle import PuzzleGame


def round_words(number: int, count: int) -> str:
    return _("Round {round} of {rounds}").format(round=number, rounds=count)


def classic_round(game: ClassicGame) -> str:
    return round_words(game.round, game.options.rounds)


def puzzle_round(game: PuzzleGame) -> str:
    """The round a puzzle or solo game is in, from 1 (its ``round`` counts the rounds played)."""
    return round_words(min(game.round + 1, len(game.rolls)), len(game.rolls))


def saved_round(mode: str, saved: dict) -> str:
    """The round of a saved race (``classic``) or puzzle, replayed from its record."""
    if mode == "classic":
        return classic_round(ClassicGame.from_record(saved["record"]))
    return puzzle_round(PuzzleGame.from_record(saved["record"]))
