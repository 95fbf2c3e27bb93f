"""The 5er Finden menu entry: one lobby over the two game specs, the Mode option choosing which.

``classic.CLASSIC`` and ``puzzle.PUZZLE`` are the games' own specs (seat range, options, new game);
this entry only adds the Mode choice, and its seat range is the union of theirs, so nothing here
repeats them.
"""

from __future__ import annotations

from game.rules.base import GameSpec, Option
from game.rules.finden.classic import CLASSIC
from game.rules.finden.levels import SIDE
from game.rules.finden.puzzle import PUZZLE

MODES: dict[str, GameSpec] = {"classic": CLASSIC, "puzzle": PUZZLE}
MODE = Option(
    "mode",
    "Mode",
    (("classic", "Classic, 5 rounds"), ("puzzle", "Puzzle, 12 rounds")),
    about="Classic: up to five shapes per roll, 5 rolls. "
    "Puzzle: one shape per roll on a board you keep, 12 rolls.",
)


def mode_spec(mode: str) -> GameSpec:
    if mode not in MODES:
        raise ValueError(f"mode must be one of {tuple(MODES)}, not {mode!r}")
    return MODES[mode]


def new_game(players: int, seed: int, mode: str = "classic", **options: object) -> object:
    """A classic or a puzzle game for ``players`` seats (each spec checks its own seat range)."""
    return mode_spec(mode).new_game(players, seed, **options)


SPEC = GameSpec(
    key=CLASSIC.key,
    title=CLASSIC.title,
    min_seats=min(spec.min_seats for spec in MODES.values()),
    max_seats=max(spec.max_seats for spec in MODES.values()),
    new_game=new_game,
    options=(MODE, SIDE),
    default_bot="easy",  # a real-time race: medium outlines a five in about 9 s, a newcomer needs longer
)
