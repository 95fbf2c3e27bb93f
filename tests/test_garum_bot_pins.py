"""Hard's choices and the heuristic's scores pinned: a cheaper playout step must change no choice.

``tests/data/garum_hard_pins.json`` holds one seeded game of hard (seat 0) against medium: hard's
every move, and at every position of the game a digest of the heuristic judge's scores of every
legal action (rounded to 9 places), with and without the worker look-ahead (the playouts' policy).
Regenerate it only with a change meant to change choices: ``python tests/test_garum_bot_pins.py``.
"""

import hashlib
import json
from pathlib import Path

from game.ai.base import decide
from game.ai.garum import bot as ai
from game.ai.garum.fast import FastGarum
from game.ai.garum.heuristic import Judge
from game.ai.garum.leaf import LeafOutlook
from game.rules import garum
from game.rules.base import to_json

PINS = Path(__file__).parent / "data" / "garum_hard_pins.json"
SEED = 11


def judged(state, seat) -> str:
    """A short digest of the judge's scores of every legal action, with and without look-ahead."""
    fast = FastGarum.from_state(state.view(seat))
    actions = fast.legal_actions(seat)
    scores = [round(v, 9) for ahead in (True, False)
              for v in Judge(fast, seat, LeafOutlook).scores(actions, look_ahead=ahead)]
    return hashlib.sha256(repr(scores).encode()).hexdigest()[:16]


def play() -> dict:
    """The pinned game: hard's moves and the judge's digests, position by position."""
    state = garum.new_game(4, seed=SEED)
    bots = [ai.make_bot("hard" if seat == 0 else "medium", SEED * 10 + seat) for seat in range(4)]
    moves, digests = [], []
    while not state.is_over():
        (seat,) = state.to_move()
        if len(state.legal_actions(seat)) > 1:
            digests.append(judged(state, seat))
        action = decide(bots[seat], state.view(seat), seat)
        if seat == 0:
            moves.append(to_json(action))
        state.apply(seat, action)
    return {"seed": SEED, "hard_moves": moves, "judge_digests": digests}


def test_hard_and_the_heuristic_choose_as_pinned():
    pinned = json.loads(PINS.read_text())
    now = play()
    assert len(now["judge_digests"]) == len(pinned["judge_digests"])
    for index, (digest, expected) in enumerate(zip(now["judge_digests"], pinned["judge_digests"],
                                                   strict=True)):
        assert digest == expected, f"the judge's scores changed at position {index}"
    assert now["hard_moves"] == pinned["hard_moves"]


if __name__ == "__main__":
    PINS.write_text(json.dumps(play(), indent=0) + "\n")
