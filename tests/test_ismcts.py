"""The generic ISMCTS over tiny games built only on the rules contract."""

from __future__ import annotations

import random

from game.ai.base import decide
from game.ai.ismcts import Search, ViewSearchBot, win_shares
from game.ai.samples import FastSamples


class Trap:
    """Seat 0 picks "greedy" or "modest"; then seat 1 answers. After "greedy" seat 1 can take the
    game ("take") or give it ("give"); after "modest" every answer is a draw. Random playouts value
    both first moves at one half; a search that lets seat 1 play well must choose "modest"."""

    players = 2

    def __init__(self):
        self.moves: list[str] = []
        self.determinized = 0

    def clone(self):
        other = Trap()
        other.moves = self.moves[:]
        return other

    def view(self, seat):
        return self.clone()

    def determinize(self, seat, rng):
        self.determinized += 1
        return self.clone()

    def is_over(self):
        return len(self.moves) == 2

    def to_move(self):
        return () if self.is_over() else (len(self.moves),)

    def legal_actions(self, seat):
        return ["greedy", "modest"] if not self.moves else (
            ["give", "take"] if self.moves[0] == "greedy" else ["a", "b"])

    def apply(self, seat, action):
        assert action in self.legal_actions(seat)
        self.moves.append(action)
        return []

    def winners(self):
        if self.moves == ["greedy", "take"]:
            return (1,)
        if self.moves == ["greedy", "give"]:
            return (0,)
        return (0, 1)


class Hidden(Trap):
    """Seat 1 holds a hidden bit; each sample deals it at random: determinize must be used."""

    def __init__(self, bit=0):
        super().__init__()
        self.bit = bit

    def clone(self):
        other = Hidden(self.bit)
        other.moves = self.moves[:]
        return other

    def determinize(self, seat, rng):
        self.determinized += 1
        other = self.clone()
        other.bit = rng.randrange(2)
        return other

    def legal_actions(self, seat):
        return ["guess0", "guess1"] if not self.moves else ["wait"]

    def winners(self):
        return (0,) if self.moves[0] == f"guess{self.bit}" else (1,)


def test_search_models_the_opponent_instead_of_averaging():
    search = Search(Trap(), 0, random.Random(1))
    search.run(300)
    assert search.best_action() == "modest"
    visits, value = search.statistics()["greedy"]
    assert value < 0.3, "seat 1's best answer to greedy is found"


def test_every_iteration_samples_the_hidden_information():
    root = Hidden()
    search = Search(root, 0, random.Random(2))
    search.run(200)
    assert root.determinized == 200 == search.iterations
    stats = search.statistics()
    assert 0.3 < stats["guess0"][1] < 0.7 and 0.3 < stats["guess1"][1] < 0.7


def test_incremental_runs_equal_one_long_run_and_seeds_repeat():
    a, b = Search(Trap(), 0, random.Random(3)), Search(Trap(), 0, random.Random(3))
    a.run(40)
    a.run(60)
    b.run(100)
    assert a.statistics() == b.statistics() and a.iterations == 100


def test_best_action_before_any_iteration_is_the_first_legal():
    assert Search(Trap(), 0, random.Random(0)).best_action() == "greedy"


def test_playout_and_evaluate_hooks_are_used():
    seen = {"playout": 0, "evaluate": 0, "unfinished": 0}

    def playout(state, seat, actions, rng):
        seen["playout"] += 1
        return actions[-1]

    def evaluate(state):
        seen["evaluate"] += 1
        seen["unfinished"] += not state.is_over()
        return [0.25, 0.75]

    search = Search(Trap(), 0, random.Random(4), playout=playout, evaluate=evaluate, playout_limit=0)
    search.run(10)
    assert seen["evaluate"] == 10 and seen["playout"] == 0
    assert seen["unfinished"] >= 2, "playout_limit=0 evaluates right where the tree ends"
    search = Search(Trap(), 0, random.Random(4), playout=playout)
    search.run(10)
    assert seen["playout"] > 0


def test_win_shares_split_a_shared_win():
    state = Trap()
    state.moves = ["modest", "a"]
    assert win_shares(state) == [0.5, 0.5]
    assert win_shares(Trap()) == [0.0, 0.0]


def test_bot_answers_a_forced_move_without_searching():
    state = Trap()
    state.moves = ["greedy"]
    bot = ViewSearchBot(seed=1, iterations=50)
    assert decide(bot, state, 1) == "take"
    hidden = Hidden()
    hidden.moves = ["guess0"]
    bot = ViewSearchBot(seed=1, iterations=50)
    assert decide(bot, hidden, 1) == "wait" and bot.search.iterations == 0


def test_bot_spreads_its_budget_over_steps_and_slicing_never_changes_the_choice():
    budget = 48
    bot = ViewSearchBot(seed=1, iterations=budget)
    bot.begin(Trap(), 0)
    results = [bot.step(0.0) for _ in range(budget // ViewSearchBot.chunk)]
    assert results[:-1] == [None] * (len(results) - 1) and results[-1] == "modest"
    assert bot.search.iterations == budget
    assert decide(ViewSearchBot(seed=1, iterations=budget), Trap(), 0) == "modest"


def test_tie_break_picks_among_equal_root_actions():
    """Seat 0 loses whatever it does: with no tie-break the first listed action is taken; with one,
    the action the tie-break values most."""

    class Doomed(Trap):
        def clone(self):
            other = Doomed()
            other.moves = self.moves[:]
            return other

        def winners(self):
            return (1,)

    plain = Search(Doomed(), 0, random.Random(5))
    plain.run(20)
    assert plain.best_action() == "greedy"
    broken = Search(Doomed(), 0, random.Random(5), tie_break=lambda view, seat, a: a == "modest")
    broken.run(20)
    assert broken.best_action() == "modest"


def test_fast_samples_convert_and_reuse_each_world():
    root = Hidden()
    converted = []

    def fast(state):
        converted.append(state)
        return state

    search = Search(FastSamples(root, fast, reuse=4), 0, random.Random(2))
    search.run(40)
    assert root.determinized == len(converted) == 10 and search.iterations == 40
    assert search.best_action() in ("guess0", "guess1")


def test_budget_hook_sets_the_iterations_of_each_decision():
    class Half(ViewSearchBot):
        def budget(self, view):
            return self.iterations // 2

    bot = Half(seed=1, iterations=48)
    decide(bot, Trap(), 0)
    assert bot.search.iterations == 24


def test_prior_sways_the_choice_only_among_well_visited_moves():
    """Both guesses are coin flips: the prior decides; but it never picks "greedy" in Trap, whose
    search finds it bad and visits it rarely."""
    prior = lambda view, seat, action: action in ("guess1", "greedy")  # noqa: E731
    search = Search(Hidden(), 0, random.Random(2), tie_break=prior, prior_weight=1.0)
    search.run(200)
    assert search.best_action() == "guess1"
    search = Search(Trap(), 0, random.Random(1), tie_break=prior, prior_weight=0.2)
    search.run(300)
    assert search.best_action() == "modest"


def test_max_depth_one_is_flat_monte_carlo_at_the_root():
    search = Search(Trap(), 0, random.Random(1), max_depth=1)
    search.run(300)
    assert all(not child.children for child in search.root.children.values()), "no node below the root"
    visits, value = search.statistics()["greedy"]
    assert value > 0.35, "the random playout answers greedy, not seat 1's best reply"
    deep = Search(Trap(), 0, random.Random(1))
    deep.run(300)
    assert any(child.children for child in deep.root.children.values())


def test_root_moves_hook_limits_the_root_in_every_sampled_world():
    """Only the moves the hook keeps are searched and chosen; below the root, every legal move."""
    asked = []

    def keep_greedy(view, seat, actions):
        asked.append(list(actions))
        return [a for a in actions if a == "greedy"]

    search = Search(Trap(), 0, random.Random(1), root_moves=keep_greedy)
    search.run(50)
    assert asked == [["greedy", "modest"]], "asked once, with the view's legal actions"
    assert set(search.root.children) == {"greedy"} and search.best_action() == "greedy"
    assert set(search.root.children["greedy"].children) == {"take", "give"}


def test_own_view_of_a_rules_state_is_the_state_not_its_view_method():
    from game.ai.ismcts import own_view
    from game.rules import bingo

    state = bingo.new_game(3, seed=1).view(0)
    assert own_view(state) is state
    assert own_view(FastSamples(state, lambda s: s)) is state
