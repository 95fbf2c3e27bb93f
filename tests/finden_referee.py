"""An independent referee of classic 5er Finden scoring, written from ``rules/finden.md`` and
sharing no code with the engine: its own pentomino names (the 12 free shapes drawn below, every
rotation and mirror), its own symbol check on the board's letters, the rules' verdict order and
the classic values.
"""

from __future__ import annotations

import functools
from collections import Counter

SHAPES = {  # the 12 free pentominoes, one drawing each
    "F": (".##", "##.", ".#."), "I": ("#####",), "L": ("####", "#..."), "N": ("##..", ".###"),
    "P": ("##", "##", "#."), "T": ("###", ".#.", ".#."), "U": ("#.#", "###"), "V": ("#..", "#..", "###"),
    "W": ("#..", "##.", ".##"), "X": (".#.", "###", ".#."), "Y": ("####", ".#.."), "Z": ("##.", ".#.", ".##"),
}
CLASSIC_VALUES = {  # "L, N, P, Y = 1 · F, T, U = 2 · V, W, Z = 3 · I, X = 4"
    shape: value for value, shapes in enumerate(("LNPY", "FTU", "VWZ", "IX"), 1) for shape in shapes
}
COUNTED = 5  # "the rules allow five"
LAST_ROUND_FACTOR = 2  # "in round 5 that sum is doubled"
FLIP_BONUS = 1  # "+1 bonus point", never doubled


def _normal(cells) -> tuple:
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


def _canonical(cells) -> tuple:
    """The same key for a shape in every rotation and mirror image."""
    forms = []
    for _ in range(4):
        cells = [(c, -r) for r, c in cells]  # a quarter turn
        forms += [_normal(cells), _normal([(r, -c) for r, c in cells])]
    return min(forms)


_NAMES = {
    _canonical([(r, c) for r, row in enumerate(rows) for c, mark in enumerate(row) if mark == "#"]): name
    for name, rows in SHAPES.items()
}


@functools.lru_cache(maxsize=4096)  # random play draws the same outlines again and again
def shape_of(cells: tuple[int, ...], width: int = 10, area: int = 100) -> str | None:
    """The pentomino five distinct edge-connected cells on the board form, else None."""
    if len(cells) != 5 or len(set(cells)) != 5 or not all(0 <= cell < area for cell in cells):
        return None
    points = {divmod(cell, width) for cell in cells}
    seen, todo = set(), [next(iter(points))]
    while todo:
        r, c = todo.pop()
        if (r, c) in seen:
            continue
        seen.add((r, c))
        todo += [p for p in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if p in points]
    return _NAMES.get(_canonical(list(points))) if seen == points else None


def judge_outlines(rows, faces, outlines) -> list[tuple[str, int]]:
    """Each outline's (verdict, points) in drawing order, by the rules' order of verdicts."""
    letters = "".join(rows)
    shapes = [shape_of(tuple(cells), len(rows[0]), len(letters)) for cells in outlines]
    owners = Counter(cell for cells in outlines for cell in set(cells))
    verdicts: list[str | None] = []
    drawn = set()
    for cells, shape in zip(outlines, shapes, strict=True):
        if shape is None:
            verdicts.append("not a pentomino")
        elif any(owners[cell] > 1 for cell in cells):
            verdicts.append("overlap")
        elif Counter(letters[cell] for cell in cells) != Counter(faces):
            verdicts.append("wrong symbols")
        elif shape in drawn:
            verdicts.append("repeated shape")
        else:
            drawn.add(shape)
            verdicts.append(None)
    valid = [i for i, verdict in enumerate(verdicts) if verdict is None]
    struck = sorted(valid, key=lambda i: (CLASSIC_VALUES[shapes[i]], i))[COUNTED:]  # the later of equals
    for i in valid:
        verdicts[i] = "over five" if i in struck else "counts"
    return [(verdict, CLASSIC_VALUES[shape] if verdict == "counts" else 0)
            for verdict, shape in zip(verdicts, shapes, strict=True)]


def round_total(judged, last_round: bool, flipped: bool) -> int:
    points = sum(points for _, points in judged)
    return points * (LAST_ROUND_FACTOR if last_round else 1) + (FLIP_BONUS if flipped else 0)


def classic_winners(round_totals) -> set[int]:
    """The highest total; tie: the higher sum of rounds 1–4; still tied, shared."""
    keys = [(sum(rounds), sum(rounds[:4])) for rounds in round_totals]
    return {seat for seat, key in enumerate(keys) if key == max(keys)}
