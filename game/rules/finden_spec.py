"""5er Finden as the lobby offers it: one spec, the classic race or the puzzle game, on the shared
grey board or one white board each."""

from __future__ import annotations

from typing import Any

from game.rules.base import GameSpec, Option
from game.rules.finden_boards import boards_for
from game.rules.finden_classic import ClassicGame, ClassicOptions
from game.rules.finden_puzzle import PuzzleGame

MODE = Option("mode", "Mode", (("classic", "Classic, 5 rounds"), ("puzzle", "Puzzle, 12 rounds")))
SIDE = Option("side", "Boards", (("grey", "Grey: same board"), ("white", "White: own boards")))


def new_game(players: int, seed: int, mode: str = "classic", side: str = "grey") -> Any:
    """A classic game or a puzzle game for ``players`` seats."""
    SPEC.check_seats(players)
    if mode not in MODE.values():
        raise ValueError(f"mode must be one of {MODE.values()}, not {mode!r}")
    if mode == "puzzle":
        return PuzzleGame.new_game(players, seed, boards=boards_for(side, players))
    return ClassicGame(players, seed, ClassicOptions(side=side))


SPEC = GameSpec(
    key="finden", title="5er Finden", min_seats=1, max_seats=4, new_game=new_game, options=(MODE, SIDE)
)
