"""Hard Bingo's paired look at its closest root moves: sliced, seeded, legal, and it can change
the search's choice only among the moves the search found close."""

import pytest
from test_bingo_bots import midgame

from game.ai import bingo as bots
from game.ai import bingo_root
from game.ai.base import decide


def run(bot, view, seat):
    bot.begin(view, seat)
    units, action = 0, None
    while action is None:
        action = bot.step(0.0)  # one unit of work per call
        units += 1
    return action, units


@pytest.mark.parametrize("seed", [2, 10])
def test_the_look_runs_after_the_search_one_deal_per_unit(monkeypatch, seed):
    state, seat = midgame(seed)
    view = state.view(seat)
    plain, plain_units = run(bots.make_bot("hard", seed=3), view, seat)
    monkeypatch.setattr(bingo_root, "PLAYOUTS", 120)
    bot = bots.make_bot("hard", seed=3)
    looked, units = run(bot, view, seat)
    look = bot.look
    assert look is not None and len(look.moves) > 1
    assert units == plain_units + look.done and look.done == 120 // len(look.moves)
    assert looked in look.moves and looked in state.legal_actions(seat)
    assert decide(bots.make_bot("hard", seed=3), view, seat) == looked  # same seed, same choice
    stats = bot.search.statistics()
    most = max(visits for visits, _ in stats.values())
    assert all(3 * stats[move][0] >= most for move in look.moves)
    assert plain in state.legal_actions(seat)
