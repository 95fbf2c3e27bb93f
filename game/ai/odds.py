"""Card-holding odds both trick-taking heuristics reason with (Bingo and Fishing)."""

from __future__ import annotations


def chance_holds(pool: int, size: int, count: int) -> float:
    """Chance that a hand of ``size`` cards dealt at random from ``pool`` unseen cards holds at
    least one of ``count`` particular ones (hypergeometric: one minus the chance of none)."""
    if count <= 0 or size <= 0 or pool <= 0:
        return 0.0
    if count + size > pool:
        return 1.0
    none = 1.0
    for j in range(size):
        none *= (pool - count - j) / (pool - j)
    return 1.0 - none
