"""Hard's leaf value of a seat at a round start, calibrated on heuristic self-play.

The search stops each simulation where a round ends and has to guess what the rest of the game
holds for each seat. ``bench/fishing_calib.py`` compared, at every round start of 300 games of
four heuristic players (seeds 80000), what a seat still gained on the table mean by the end with
what it held: the hand just drawn is worth far more than the flat ``HAND_WORTH`` 3 points per unit
the leaf used to give it (least-squares slope 4 with seven rounds to play, 21 before the last; a
unit is ``players`` × the hand's mean strength, i.e. starting cards against ocean cards), and the
boat still to draw from counts too: its strength helps, its size hurts (a full boat keeps the
ocean's cards away). Before the last round the boat is worth nothing. Fitted per rounds left
(including the round about to be played) and lightly smoothed where neighbours disagreed.
Used under ``fishing.LEAF = "calibrated"`` (not the default: it did not measurably pay in play).
"""

from __future__ import annotations

from game.ai.heuristic_fishing import strength

WEIGHTS = {  # rounds left: (per hand unit, per unit of boat strength, per boat card)
    7: (4.0, 0.5, -0.8),
    6: (3.5, 0.5, -1.0),
    5: (5.0, 1.5, -1.5),
    4: (9.5, 2.2, -1.7),
    3: (12.5, 3.3, -2.0),
    2: (15.5, 4.8, -2.3),
    1: (20.8, 0.0, 0.0),
}


def outlook(left: int, players: int, hand, boat) -> float:
    """Points a seat can expect to gain on the table mean from its hand and its boat, with ``left``
    rounds (this one included) still to play."""
    per_hand, per_strength, per_card = WEIGHTS[max(1, min(left, max(WEIGHTS)))]
    value = per_hand * players * sum(map(strength, hand)) / max(1, len(hand))
    if per_strength or per_card:
        value += per_strength * sum(map(strength, boat)) + per_card * len(boat)
    return value


def leaf_value(left: int, score: float, feats) -> float:
    """The leaf from the calibration's features (hand units, boat strength, boat cards)."""
    per_hand, per_strength, per_card = WEIGHTS[max(1, min(left, max(WEIGHTS)))]
    return score + per_hand * feats[0] + per_strength * feats[1] + per_card * feats[2]

