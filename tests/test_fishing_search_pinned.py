"""Fishing hard's search pinned on a handful of positions: a speed-up that must not change what the
bot does (a faster simulation, a cache, a leaner leaf) keeps every root statistic, not only the move.

The positions come from seeded heuristic self-play, one per round where seat 0 first has a choice,
plus the first capture and the first pass it decides, so the round-end simulations, the end-game
ones (``END_GAME_ROUNDS``) and the rare phases are all covered. If a change is *meant* to alter the
search, regenerate the pins with ``python tests/test_fishing_search_pinned.py`` and say so in the
commit (with its A/B).
"""

import hashlib

import pytest

from game.ai.base import decide
from game.ai.fishing import bot as ai
from game.rules.fishing import CAPTURE, PASS, new_game

ITERATIONS = 200  # the same code paths as hard's budget, in a fraction of its time
PINNED = {
    'capture': ('capture blue 13', '31cac102ade1'),
    'pass': ('pass red 3', 'a538f7c12634'),
    'round 1': ('play yellow 5', '5a882bd1ba46'),
    'round 2': ('play yellow 11', 'e3e5b18ee3d1'),
    'round 3': ('play red 3', '855dbf54d8f4'),
    'round 4': ('play red 4', 'ad614c34ed53'),
    'round 5': ('play blue 4', '93b9992c2615'),
    'round 6': ('play purple 17', '9e3ec0b0b207'),
    'round 7': ('play purple 0', 'e7d7c3ea9ca5'),
    'round 8': ('play green 10', 'e78a0cb48de7'),
}


def positions(seed: int = 5_301) -> dict:
    """Seat 0's first real choice in each round, its first capture and its first pass."""
    found: dict = {}
    state = new_game(4, seed=seed)
    bots = [ai.heuristic_bot(seed + seat) for seat in range(4)]
    while not state.is_over():
        for seat in state.to_move():
            if seat not in state.to_move():
                continue
            view = state.view(seat)
            if seat == 0 and len(state.legal_actions(seat)) > 1:
                name = {CAPTURE: "capture", PASS: "pass"}.get(state.phase, f"round {state.round}")
                found.setdefault(name, view)
            state.apply(seat, decide(bots[seat], view, seat))
    return found


def searched(view) -> tuple[str, str]:
    """The move hard picks from ``view`` and a digest of every root action's visits and mean."""
    bot = ai.make_bot("hard", seed=1)
    bot.iterations = ITERATIONS
    action = decide(bot, view, 0)
    digest = hashlib.sha1(repr(sorted((str(a), n, round(m, 9)) for a, (n, m) in
                                      bot.search.statistics().items())).encode())
    return str(action), digest.hexdigest()[:12]


@pytest.fixture(scope="module")
def pinned_positions():
    return positions()


@pytest.mark.parametrize("name", sorted(PINNED))
def test_search_statistics_stay_pinned(pinned_positions, name):
    assert searched(pinned_positions[name]) == PINNED[name]


def test_the_pins_cover_the_end_game_and_the_rare_phases(pinned_positions):
    assert {"round 8", "capture", "pass"} <= set(PINNED) <= set(pinned_positions)


if __name__ == "__main__":
    for key, view in sorted(positions().items()):
        print(f"    {key!r}: {searched(view)!r},")
