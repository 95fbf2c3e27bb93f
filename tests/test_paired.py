"""Flat Monte Carlo with paired worlds (``game.ai.paired``) over tiny games, and Fishing's bots on it."""

from __future__ import annotations

import random

import pytest
from contract import assert_bot_honest
from test_fishing_bots import advance
from test_fishing_endgame import lost_last_trick
from test_ismcts import Hidden, Trap

from game.ai import fishing as ai
from game.ai.base import decide
from game.ai.ismcts import Search
from game.ai.paired import PairedSearch
from game.rules import fishing
from game.rules.fishing import Capture, parse_card

EDGE = 0.05  # how much better "b" is than "a" in Luck, against luck spread over [0, 1)


class Luck(Trap):
    """Seat 0 picks "a" or "b", then the game is over. Its reward is the world's luck (hidden,
    uniform in [0, 1)) plus ``EDGE`` for "b": a search that compares the moves on different
    worlds is ruled by the luck, one that pairs them sees the edge on every world."""

    def __init__(self, luck: float = 0.5):
        super().__init__()
        self.luck = luck

    def clone(self):
        other = Luck(self.luck)
        other.moves = self.moves[:]
        return other

    def determinize(self, seat, rng):
        self.determinized += 1
        other = self.clone()
        other.luck = rng.random()
        return other

    def is_over(self):
        return len(self.moves) == 1

    def legal_actions(self, seat):
        return ["a", "b"]


def luck_reward(state):
    value = (state.luck + (EDGE if state.moves == ["b"] else 0.0)) / (1 + EDGE)
    return [value, 1 - value]


def test_every_move_is_tried_on_each_sampled_world():
    root = Hidden()
    search = PairedSearch(root, 0, random.Random(2))
    search.run(search.rounded(199))
    assert search.iterations == 200 and root.determinized == 100, "one world per round of moves"
    assert [count for count, _ in search.statistics().values()] == [100, 100]


def test_pairing_sees_a_small_edge_that_the_luck_of_the_deal_hides_from_flat_search():
    paired = [PairedSearch(Luck(), 0, random.Random(seed), evaluate=luck_reward) for seed in range(20)]
    for search in paired:
        search.run(20)
    assert {search.best_action() for search in paired} == {"b"}
    flat = [Search(Luck(), 0, random.Random(seed), evaluate=luck_reward, max_depth=1) for seed in range(20)]
    for search in flat:
        search.run(20)
    assert "a" in {search.best_action() for search in flat}, "the game is hard for unpaired samples"


def test_the_simulations_of_one_world_share_their_random_numbers():
    """Here the luck comes from the simulation's generator, not the world: pairing still cancels it."""

    class Steady(Luck):
        def determinize(self, seat, rng):
            return self.clone()

    def roll(state, rng):
        state.luck = rng.random()

    searches = [PairedSearch(Steady(), 0, random.Random(seed), simulate=roll, evaluate=luck_reward)
                for seed in range(20)]
    for search in searches:
        search.run(20)
    assert {search.best_action() for search in searches} == {"b"}


def test_incremental_runs_equal_one_long_run_and_seeds_repeat():
    a, b = PairedSearch(Hidden(), 0, random.Random(3)), PairedSearch(Hidden(), 0, random.Random(3))
    for _ in range(30):
        a.run(3)
    b.run(90)
    assert a.statistics() == b.statistics() and a.best_action() == b.best_action()


def test_tie_break_and_prior_choose_among_equal_means():
    prior = lambda view, seat, action: action == "greedy"  # noqa: E731
    search = PairedSearch(Trap(), 0, random.Random(1), evaluate=lambda state: [0.5, 0.5], tie_break=prior)
    search.run(10)
    assert search.best_action() == "greedy"
    search = PairedSearch(Luck(), 0, random.Random(1), evaluate=luck_reward,
                          tie_break=lambda view, seat, action: action == "a", prior_weight=EDGE / 2)
    search.run(20)
    assert search.best_action() == "b", "a small prior does not outweigh a sure edge"


class Ladder(Luck):
    """Like Luck with eight moves, each a little better than the one before."""

    def clone(self):
        other = Ladder(self.luck)
        other.moves = self.moves[:]
        return other

    def legal_actions(self, seat):
        return [f"m{i}" for i in range(8)]


def ladder_reward(state):
    value = (state.luck + EDGE * int(state.moves[0][1]) / 7) / (1 + EDGE)
    return [value, 1 - value]


def test_halving_spends_most_worlds_on_the_close_contenders():
    search = PairedSearch(Ladder(), 0, random.Random(4), evaluate=ladder_reward, halving=True)
    budget = search.rounded(300)
    assert search.rounds == [12, 25, 50] and budget == 8 * 12 + 4 * 25 + 2 * 50
    search.run(budget)
    counts = {action: count for action, (count, _) in search.statistics().items()}
    assert search.best_action() == "m7" and search.alive == [6, 7]
    assert counts["m7"] == counts["m6"] == 87 and counts["m5"] == counts["m4"] == 37 and counts["m0"] == 12
    plain = PairedSearch(Ladder(), 0, random.Random(4), evaluate=ladder_reward)
    assert plain.rounded(300) == 304 and not plain.rounds


def test_halving_with_two_moves_is_plain_pairing():
    search = PairedSearch(Luck(), 0, random.Random(1), evaluate=luck_reward, halving=True)
    assert search.rounded(21) == 22 and not search.rounds


@pytest.fixture(params=["paired", "halving"])
def paired_root(monkeypatch, request):
    monkeypatch.setattr(ai, "ROOT", request.param)


def test_fishing_bots_on_paired_worlds_decide_legally_and_reproducibly(paired_root):
    state = advance(fishing.new_game(4, seed=11), 5)
    (seat,) = state.to_move()
    bot = ai.make_bot("hard", seed=3)
    first = decide(bot, state.view(seat), seat)
    assert isinstance(bot.search, PairedSearch)
    assert first in state.legal_actions(seat)
    assert decide(ai.make_bot("hard", seed=3), state.view(seat), seat) == first
    counts = {bot.search.counts[i] for i in bot.search.alive}
    assert len(counts) == 1, "every move still in the running tried on the same worlds"


@pytest.mark.parametrize("steps", [9, 150])
def test_fishing_bots_on_paired_worlds_are_honest(paired_root, steps):
    state = advance(fishing.new_game(4, seed=21), steps, seed=steps)
    seat = state.to_move()[0]
    assert_bot_honest(state, seat, lambda: ai.make_bot("hard", seed=5), samples=3)


def test_fishing_bots_on_paired_worlds_never_swallow_an_own_minus_three(paired_root):
    state = lost_last_trick()
    assert decide(ai.make_bot("hard", seed=3), state.view(0), 0) == Capture(parse_card("blue 9"))
