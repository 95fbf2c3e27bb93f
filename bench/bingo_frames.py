"""The busy Bingo table for ``bench/frames.py``: 5 seats mid-trick, a pointer over the hand.

A human sits at the bottom with four easy bots; the human's moves are submitted for it until a
later trick has cards on the table and markers on the bingo cards, with the human to play (the
playable cards lifted, the others dimmed). The returned ``poke`` sweeps the system mouse across
the fanned hand, so hover and lifting change from frame to frame.
"""

from __future__ import annotations

from bench.table_frames import human_and_bots, play_until, sweep_hand


def _busy(state) -> bool:
    return state.tricks >= 2 and len(state.trick) >= 2 and sum(map(int.bit_count, state.covered)) >= 3


def mid_trick(app):
    scene = play_until(app, human_and_bots("bingo", {"trump": True}, seed=11), _busy, 20_000)
    return sweep_hand(app, scene.hand)
