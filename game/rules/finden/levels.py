"""5er Finden boards and shape values as level data: loading, checking and the seeded generator.

The shipped files in ``levels/finden/`` are this generator's output
(``python -m game.rules.finden.levels`` writes them again, identically for the same seeds), and the
tests re-check every constraint on them rather than regenerating.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from game import door
from game.i18n import N_
from game.paths import LEVELS_DIR
from game.rules.base import Option
from game.rules.finden.board import BOARD_SIZE, Board
from game.rules.finden.dice import SYMBOLS, dice_key, dice_results
from game.rules.levels import MAX_LEVEL_BYTES, LevelError, load_toml, require
from game.rules.pentomino import SHAPES, symbol_weights

FINDEN_DIR = LEVELS_DIR / "finden"
GREY = "grey"
WHITES = ("white1", "white2", "white3", "white4")
BOARD_NAMES = (GREY, *WHITES)
BOARD_LABELS = {
    GREY: N_("Grey board"),
    "white1": N_("White 1"),
    "white2": N_("White 2"),
    "white3": N_("White 3"),
    "white4": N_("White 4"),
}
"""Each board's name for players (English catalog keys: screens translate them where drawn)."""
SIDE = Option(
    "side",
    "Boards",
    (("grey", "Grey: same board"), ("white", "White: own boards")),
    about="Grey: everyone searches the same board. White: each player has a board of their own.",
)
"""The board side a table plays: the grey board for everybody or one white board each."""
# [decision] generator constraints: each symbol 16 or 17 times, every dice result >= 3 placements.
MIN_COUNT, MAX_COUNT = 16, 17
MIN_PLACEMENTS = 3
SEEDS = {GREY: 5001, "white1": 5101, "white2": 5102, "white3": 5103, "white4": 5104}
IMPROVE_STEPS = 3000  # seeded swaps that raise the scarcest dice result's placement count


# -- loading ----------------------------------------------------------------------------------
def _line_of(path: Path, text: str) -> str:
    """``line N`` of the first line of ``path`` containing ``text`` (for error messages)."""
    try:
        for number, line in enumerate(door.read_text(path, MAX_LEVEL_BYTES).splitlines(), 1):
            if text in line:
                return f"line {number}, "
    except (OSError, ValueError):  # it was read a moment ago; unreadable now, the line stays unsaid
        pass
    return ""


def boards_for(side: str, seats: int) -> tuple[str, ...]:
    """Board names for a table: the grey board for everybody, or one white board per seat."""
    return (GREY,) * seats if side != "white" else WHITES[:seats]


def load_board(name: str, directory: Path = FINDEN_DIR) -> Board:
    """Load and validate ``<name>.toml``: ``rows`` of 10 strings of 10 symbol letters."""
    path = directory / f"{name}.toml"
    data = load_toml(path)
    rows = require(data, "rows", list, path)
    if len(rows) != BOARD_SIZE:
        raise LevelError(path, "key 'rows'", f"{BOARD_SIZE} rows, found {len(rows)}")
    for i, row in enumerate(rows):
        where = f"{_line_of(path, str(row))}key 'rows[{i}]'"
        if not isinstance(row, str):
            raise LevelError(path, where, f"a string of symbols, found {type(row).__name__}")
        bad = sorted(set(row) - set(SYMBOLS))
        if len(row) != BOARD_SIZE or bad:
            raise LevelError(path, where, f"{BOARD_SIZE} letters from {' '.join(SYMBOLS)}, found {row!r}")
    return Board(name, tuple(rows))


@dataclass(frozen=True)
class ShapeValues:
    """Points per shape: the classic game's and the puzzle/solo game's."""

    classic: dict[str, int]
    puzzle: dict[str, int]


def load_shape_values(path: Path = FINDEN_DIR / "shapes.toml") -> ShapeValues:
    """Load and validate the two value tables: every one of the 12 shapes, a positive integer."""
    data = load_toml(path)
    tables = []
    for game in ("classic", "puzzle"):
        table = require(data, game, dict, path)
        for shape in SHAPES:
            value = require(table, shape, int, path, game)
            if value < 1:
                raise LevelError(path, f"key '{game}.{shape}'", f"a positive number, found {value}")
        extra = sorted(set(table) - set(SHAPES))
        if extra:
            raise LevelError(path, f"key '{game}.{extra[0]}'", f"one of the shapes {' '.join(SHAPES)}")
        tables.append({s: table[s] for s in SHAPES})
    return ShapeValues(*tables)


# -- checking ---------------------------------------------------------------------------------
def check_files() -> None:
    """Load every level file the game needs: a bad one raises ``LevelError`` (its kit names this)."""
    load_shape_values()
    for name in BOARD_NAMES:
        load_board(name)


def placements_per_result(board: Board) -> dict[tuple[str, ...], int]:
    """For each of the 126 dice results, how many placements on the fresh board match it."""
    sums = board.table.sums(symbol_weights(board.symbols))
    counts = np.bincount(sums, minlength=max(dice_key(f) for f in dice_results()) + 1)
    return {faces: int(counts[dice_key(faces)]) for faces in dice_results()}


def board_problems(board: Board) -> list[str]:
    """Every broken generator constraint, as sentences (empty when the board is fine)."""
    problems = []
    if (board.height, board.width) != (BOARD_SIZE, BOARD_SIZE):
        problems.append(f"{board.name} is {board.height}×{board.width}, not {BOARD_SIZE}×{BOARD_SIZE}.")
    counts = Counter("".join(board.rows))
    for symbol in SYMBOLS:
        if not MIN_COUNT <= counts[symbol] <= MAX_COUNT:
            problems.append(f"{board.name} has {counts[symbol]} of {symbol!r}, not {MIN_COUNT}–{MAX_COUNT}.")
    scarce = {f: n for f, n in placements_per_result(board).items() if n < MIN_PLACEMENTS}
    if scarce:
        problems.append(f"{board.name}: {len(scarce)} dice results have fewer than {MIN_PLACEMENTS} fives.")
    return problems


# -- generating -------------------------------------------------------------------------------
def _min_placements(symbols: np.ndarray, board: Board, keys: np.ndarray) -> tuple[int, int]:
    """(scarcest result's count, minus how many results share it): larger is better."""
    sums = board.table.sums(symbol_weights(symbols))
    counts = np.bincount(sums, minlength=int(keys.max()) + 1)[keys]
    low = int(counts.min())
    return low, -int((counts == low).sum())


def generate_board(name: str, seed: int) -> Board:
    """A board with balanced symbols, improved by seeded swaps until every result is plentiful."""
    rng = random.Random(seed)
    extra = rng.sample(SYMBOLS, BOARD_SIZE * BOARD_SIZE - MIN_COUNT * len(SYMBOLS))
    letters = [s for s in SYMBOLS for _ in range(MIN_COUNT)] + extra
    rng.shuffle(letters)
    template = Board(name, ("o" * BOARD_SIZE,) * BOARD_SIZE)  # only its placement table is used
    symbols = np.array([SYMBOLS.index(s) for s in letters], dtype=np.intp)
    keys = np.array([dice_key(f) for f in dice_results()])
    best = _min_placements(symbols, template, keys)
    for _ in range(IMPROVE_STEPS):
        a, b = rng.randrange(symbols.size), rng.randrange(symbols.size)
        if symbols[a] == symbols[b]:
            continue
        symbols[a], symbols[b] = symbols[b], symbols[a]
        score = _min_placements(symbols, template, keys)
        if score >= best:
            best = score
        else:
            symbols[a], symbols[b] = symbols[b], symbols[a]
    text = "".join(SYMBOLS[i] for i in symbols)
    board = Board(name, tuple(text[r * BOARD_SIZE : (r + 1) * BOARD_SIZE] for r in range(BOARD_SIZE)))
    problems = board_problems(board)
    if problems:
        raise ValueError(" ".join(problems))
    return board


def board_toml(board: Board, seed: int) -> str:
    rows = "\n".join(f'  "{row}",' for row in board.rows)
    return (
        "# 5er Finden board, written by `python -m game.rules.finden.levels`: do not edit by hand.\n"
        "# Symbols: o circle, s square, t triangle, d diamond, r star, x cross.\n"
        f'name = "{board.name}"\nseed = {seed}\nrows = [\n{rows}\n]\n'
    )


def main() -> None:
    FINDEN_DIR.mkdir(parents=True, exist_ok=True)
    for name, seed in SEEDS.items():
        board = generate_board(name, seed)
        (FINDEN_DIR / f"{name}.toml").write_text(board_toml(board, seed))
        low = min(placements_per_result(board).values())
        print(f"{name}: seed {seed}, scarcest dice result has {low} placements")


if __name__ == "__main__":
    main()
