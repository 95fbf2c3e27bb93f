"""The busy Fishing table for ``bench/frames.py``: 5 seats mid-trick, a pointer over the hand.

A human sits at the bottom with four easy bots; the human's moves are submitted for it until a
later trick of a later round has cards on the table and on the fishermen, with the human to play
(playable cards lifted, the others dimmed). The returned ``poke`` sweeps the system mouse across
the fanned hand, so hover, lifting and the tooltips change from frame to frame.
"""

from __future__ import annotations

from bench.table_frames import human_and_bots, play_until, sweep_hand


def _busy(state) -> bool:
    fishermen = sum(map(len, state.fishermen))
    return state.round >= 2 and len(state.trick) >= 3 and fishermen >= 5 and state.phase == "play"


def mid_trick(app):
    scene = play_until(app, human_and_bots("fishing", {}, seed=11), _busy, 40_000)
    return sweep_hand(app, scene.hand)
