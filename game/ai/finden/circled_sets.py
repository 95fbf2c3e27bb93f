"""Which sets of shapes the par solver tries to circle, in the order it tries them: most valuable
(then fewest shapes) first, leaving out sets of two shapes that can never both be circled.

Generators that pause (``yield``) whenever ``spend(cost)`` says the frame's budget is used, so a
solver a few milliseconds per step never holds a frame (``solver.ParSolver``)."""

from __future__ import annotations

import heapq
from collections.abc import Callable, Generator, Iterator, Mapping, Sequence

Spend = Callable[[int], bool]
"""Counts ``cost`` units of work; True when it is time to pause."""


def clashing_pairs(
    usable: list[str], candidates: Mapping[str, Sequence[int]], spend: Spend
) -> Generator[None, None, list[int]]:
    """Masks (over ``usable``) of two shapes whose circles always share a cell or a round."""
    out = []
    for i, a in enumerate(usable):
        for j in range(i + 1, len(usable)):
            b = candidates[usable[j]]
            for x in candidates[a]:
                if spend(len(b) + 5):
                    yield
                if not all(x & y for y in b):
                    break
            else:
                out.append(1 << i | 1 << j)
    return out


def circled_sets(
    usable: list[str], clashes: list[int], values: Mapping[str, int], most: int, spend: Spend
) -> Generator[None, None, Iterator[tuple[int, tuple[str, ...]]]]:
    """Every set of at most ``most`` circled shapes worth trying as (value, shapes), most valuable
    (then fewest shapes) first. Sorted a chunk per pause and merged lazily, as one sort of
    thousands of sets would hold a frame; the keys are distinct, so the order is that of a single
    sort. Sets are kept as bit masks (plain ints): thousands of lasting tuples would wake a full
    garbage collection, a pause of several milliseconds."""

    def chosen(mask: int) -> tuple[str, ...]:
        return tuple(s for i, s in enumerate(usable) if mask >> i & 1)

    def order(mask: int) -> tuple[int, int, tuple[str, ...]]:
        shapes = chosen(mask)
        return -sum(values[s] for s in shapes), len(shapes), shapes

    chunks: list[list[int]] = []
    chunk: list[int] = []
    for mask in range(1 << len(usable)):
        if spend(3 * len(usable) + len(clashes)):
            chunks.append(sorted(chunk, key=order))
            chunk = []
            yield
        if mask.bit_count() > most or any(mask & pair == pair for pair in clashes):
            continue  # more shapes than the board holds, or two that can never both be circled
        chunk.append(mask)
    chunks.append(sorted(chunk, key=order))
    yield
    return ((-value, shapes) for value, _, shapes in map(order, heapq.merge(*chunks, key=order)))
