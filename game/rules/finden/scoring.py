"""Classic 5er Finden scoring (each outline's verdict, the doubled last round, the timer bonus) and
the rankings with their tie-breaks, explained in a sentence.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.rules.finden.board import Board, Outline, judge

CLASSIC_ROUNDS = 5
LAST_ROUND_FACTOR = 2  # the last classic round's shape points are doubled
FLIP_BONUS = 1  # for flipping the sand timer; never doubled
COUNTED_OUTLINES = 5  # more valid outlines than this: only the lowest-valued count


class Verdict(enum.StrEnum):
    """Why an outline scores or not, in the order the rules judge them."""

    COUNTS = "counts"
    NOT_PENTOMINO = "not a pentomino"
    OVERLAP = "overlap"
    WRONG_SYMBOLS = "wrong symbols"
    REPEATED_SHAPE = "repeated shape"
    OVER_FIVE = "over five"


@dataclass(frozen=True)
class ScoredOutline:
    cells: Outline
    shape: str | None
    verdict: Verdict
    points: int

    def __str__(self) -> str:
        return f"{self.shape or '?'}: {self.verdict} ({self.points})"


@dataclass(frozen=True)
class RoundScore:
    """One player's round: each outline's verdict and points, the doubling and the timer bonus."""

    outlines: tuple[ScoredOutline, ...]
    shape_points: int  # sum of the counted outlines' values, before doubling
    factor: int
    bonus: int

    @property
    def total(self) -> int:
        return self.shape_points * self.factor + self.bonus


def score_round(
    board: Board,
    faces: Sequence[str],
    outlines: Sequence[Sequence[int]],
    values: Mapping[str, int],
    last_round: bool = False,
    flipped: bool = False,
) -> RoundScore:
    """Score one player's outlines (in drawing order) for the classic game.

    Each outline gets the first verdict that applies: not a pentomino, overlap (with any other
    outline of this player), wrong symbols, repeated shape (the first copy counts), over five (the
    highest values are struck; among equal values the later one).
    """
    judged = [judge(board, cells, faces) for cells in outlines]
    owners = Counter(c for cells in outlines for c in set(cells))
    verdicts: list[Verdict | None] = []
    seen_shapes: set[str] = set()
    valid_shapes: dict[int, str] = {}  # outline -> its shape, for the outlines that count so far
    for i, (cells, j) in enumerate(zip(outlines, judged, strict=True)):
        if j.shape is None:
            verdicts.append(Verdict.NOT_PENTOMINO)
        elif any(owners[c] > 1 for c in cells):
            verdicts.append(Verdict.OVERLAP)
        elif not j.symbols_match:
            verdicts.append(Verdict.WRONG_SYMBOLS)
        elif j.shape in seen_shapes:
            verdicts.append(Verdict.REPEATED_SHAPE)
        else:
            seen_shapes.add(j.shape)
            valid_shapes[i] = j.shape
            verdicts.append(None)
    # Keep the lowest values; among equal values the earlier outline stays.
    kept = set(sorted(valid_shapes, key=lambda i: (values[valid_shapes[i]], i))[:COUNTED_OUTLINES])
    scored = []
    for i, (cells, j) in enumerate(zip(outlines, judged, strict=True)):
        verdict = verdicts[i] or (Verdict.COUNTS if i in kept else Verdict.OVER_FIVE)
        points = values[valid_shapes[i]] if verdict is Verdict.COUNTS else 0
        scored.append(ScoredOutline(tuple(cells), j.shape, verdict, points))
    return RoundScore(
        tuple(scored),
        sum(s.points for s in scored),
        LAST_ROUND_FACTOR if last_round else 1,
        FLIP_BONUS if flipped else 0,
    )


@dataclass(frozen=True)
class Ranking:
    """Places (1 = best, shared on a full tie) and a sentence explaining how the winner was found."""

    places: tuple[int, ...]
    explanation: str

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.places) if place == 1)


def rank(
    keys: Sequence[tuple[int, ...]], criteria: Sequence[str], names: Sequence[str] | None = None
) -> Ranking:
    """Rank seats by their key tuples (higher is better, compared in order of ``criteria``)."""
    names = list(names) if names is not None else [f"Seat {i + 1}" for i in range(len(keys))]
    places = tuple(1 + sum(other > mine for other in keys) for mine in keys)
    best = max(keys)
    top = [seat for seat, key in enumerate(keys) if key[0] == best[0]]
    winners = [seat for seat, key in enumerate(keys) if key == best]
    if len(top) == 1:
        explanation = f"{names[winners[0]]} wins with the highest {criteria[0]} ({best[0]})."
    elif len(winners) == 1:
        # The first criterion on which the winner is alone.
        level = next(k for k in range(1, len(best)) if sum(key[: k + 1] == best[: k + 1] for key in keys) < 2)
        tied, winner = f"Tied on {criteria[0]} ({best[0]})", names[winners[0]]
        explanation = f"{tied}; {winner} wins on {criteria[level]} ({best[level]})."
    else:
        together = " and ".join(names[s] for s in winners)
        explanation = f"Still tied after every tie-break: {together} share the victory."
    return Ranking(places, explanation)


def rank_classic(round_totals: Sequence[Sequence[int]], names: Sequence[str] | None = None) -> Ranking:
    """Highest total wins; tie: the higher sum of rounds 1–4 (bonuses included); else shared."""
    keys = [(sum(rounds), sum(rounds[: CLASSIC_ROUNDS - 1])) for rounds in round_totals]
    return rank(keys, ("total", "sum of rounds 1–4"), names)
