"""5er Finden's hints, found at once (nothing in the game is hidden): the race's most valuable
five the seat could outline now on its own board for the rolled symbols, from the matcher
(``Board.matches``); the puzzle's from its rules' ``valid_placements``, the very list the solo
game's Hint button shows the best of."""

from __future__ import annotations

from game.ai.hints import AtOnceHint, Hint
from game.i18n import _
from game.rules.finden.actions import Draw, Submit
from game.rules.finden.board import is_pentomino, used_mask
from game.rules.finden.classic import ClassicGame
from game.rules.finden.puzzle import PuzzleGame
from game.rules.finden.scoring import LAST_ROUND_FACTOR
from game.rules.pentomino import SHAPES

COUNTED_OUTLINES = 5  # the race: a round counts at most five outlines


def _five_reason(shape: str, points: int) -> str:
    return _("Outline this {shape}-shape: its five symbols are the rolled ones, worth {points}.").format(
        shape=shape, points=points
    )


def classic_hint(game: object, seat: int) -> Hint | None:
    """The most valuable five still open on the seat's own board this round, or None."""
    if not isinstance(game, ClassicGame):
        raise TypeError(f"the race's hint is asked of {type(game).__name__}")
    mine = game.seats[seat]
    if game.roll is None or len(mine.outlines) >= COUNTED_OUTLINES:
        return None
    board, table = mine.board, mine.board.table
    drawn = {is_pentomino(board, outline) for outline in mine.outlines}
    fives = [
        p
        for p in board.matches(game.roll.faces, used_mask(board, mine.outlines))
        if SHAPES[table.shape[p]] not in drawn
    ]
    if not fives:
        return None
    best = max(fives, key=lambda p: game.values[SHAPES[table.shape[p]]])  # first of the best: stable
    shape = SHAPES[table.shape[best]]
    draw = Draw(tuple(int(c) for c in table.cells[best]))
    if game.round == game.options.rounds:  # the last round counts double: what it is worth now
        doubled = _(
            "Outline this {shape}-shape: its five symbols are the rolled ones, worth {points} in this "
            "last round (doubled)."
        )
        return Hint(draw, doubled.format(shape=shape, points=game.values[shape] * LAST_ROUND_FACTOR))
    return Hint(draw, _five_reason(shape, game.values[shape]))


def puzzle_hint(game: object, seat: int) -> Hint | None:
    """The solo Hint's five (``valid_placements``: best value first) for any puzzle seat."""
    if not isinstance(game, PuzzleGame):
        raise TypeError(f"the puzzle's hint is asked of {type(game).__name__}")
    found = game.valid_placements(seat) if seat in game.to_move() else []
    if not found:
        return None
    shape = is_pentomino(game.sheets[seat].board, found[0])
    return Hint(Submit(found[0]), _five_reason(shape, game.values[shape]))


CLASSIC = AtOnceHint(classic_hint)
PUZZLE = AtOnceHint(puzzle_hint)
