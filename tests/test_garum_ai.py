"""Garum bots: legal, deterministic for a seed, honest (blind to what their seat cannot see)."""

import random

import pytest

from game.ai.base import decide
from game.ai.garum import bot as ai
from game.ai.garum.fast import FastGarum
from game.ai.garum.heuristic import Judge, weights
from game.ai.garum.leaf import LeafOutlook
from game.ai.garum.outlook import Outlook, chart, chart_table
from game.ai.garum.search import WorldSearch, candidates
from game.rules import garum
from game.rules.garum import ChooseTank, NoWorker, PlaceWorker, TurnDummy
from tests.contract import assert_bot_honest


def advance(state, moves, seed=0):
    bots = [ai.make_bot("easy", seed + s) for s in range(state.players)]
    for _ in range(moves):
        (seat,) = state.to_move()
        state.apply(seat, decide(bots[seat], state.view(seat), seat))
    return state


def test_levels_and_factory():
    assert ai.LEVELS == ("easy", "medium", "hard")
    assert {ai.make_bot(level, 1).level for level in ai.LEVELS} == set(ai.LEVELS)
    with pytest.raises(ValueError):
        ai.make_bot("grandmaster")


@pytest.mark.parametrize("level", ai.LEVELS)
def test_every_level_makes_legal_tile_and_worker_choices(level):
    state = advance(garum.new_game(4, seed=8), 9)
    for _ in range(4):
        (seat,) = state.to_move()
        action = decide(ai.make_bot(level, 5), state.view(seat), seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)


def test_easy_bot_plays_whole_games_in_every_mode():
    for options in ({"side": "baelo"}, {"emperor": True}, {"priest": True}):
        for players in (2, 3, 4):
            state = garum.new_game(players, seed=4, **options)
            bots = [ai.make_bot("easy", s) for s in range(players)]
            while not state.is_over():
                (seat,) = state.to_move()
                action = decide(bots[seat], state.view(seat), seat)
                assert action in state.legal_actions(seat)
                state.apply(seat, action)
            assert state.winners()


def test_easy_bot_places_all_its_workers_on_promising_lines():
    state = garum.new_game(4, seed=12)
    bots = [ai.make_bot("easy", s) for s in range(4)]
    while not state.is_over():
        (seat,) = state.to_move()
        state.apply(seat, decide(bots[seat], state.view(seat), seat))
    assert len(state.workers) == 24
    good = sum(1 for w in state.workers if state.counts[w.line][w.colour] >= state.board.chart_start)
    assert good >= 18, "most workers end on lines that score"


def test_search_bot_chooses_the_dummy_rotation_and_the_emperor_tank():
    state = garum.new_game(3, seed=2)
    while state.phase != "dummy":
        advance(state, 1)
    (seat,) = state.to_move()
    assert isinstance(decide(ai.make_bot("medium", 1), state.view(seat), seat), TurnDummy)
    state = garum.new_game(4, seed=2, emperor=True)
    (seat,) = state.to_move()
    assert isinstance(decide(ai.make_bot("medium", 1), state.view(seat), seat), ChooseTank)


def test_chart_on_real_counts_matches_the_rules_at_whole_counts():
    state = garum.new_game(4, seed=1)
    for foreman in (False, True):
        table = chart_table("troia", foreman)
        for n in range(17):
            assert chart(table, n) == state.board.points(n, foreman, 2)
        assert chart(table, 6.5) == (chart(table, 6) + chart(table, 7)) / 2


def test_search_candidates_keep_no_worker_and_the_best_lines():
    state = advance(garum.new_game(4, seed=3), 1)
    assert state.phase == "worker"
    (seat,) = state.to_move()
    full = state.legal_actions(seat)
    kept = candidates(FastGarum.from_state(state.view(seat)), seat, 4)
    assert NoWorker() in kept and len(kept) == 4
    assert set(kept) <= set(full) and sum(isinstance(a, PlaceWorker) for a in kept) == 3


@pytest.mark.parametrize("level", ai.LEVELS)
def test_same_seed_same_choice(level):
    state = advance(garum.new_game(4, seed=6), 6)
    (seat,) = state.to_move()
    first = decide(ai.make_bot(level, 9), state.view(seat), seat)
    assert decide(ai.make_bot(level, 9), state.view(seat), seat) == first


@pytest.mark.parametrize(("level", "players", "moves"), [
    ("easy", 4, 10), ("easy", 2, 7), ("medium", 3, 12), ("hard", 4, 20),
])
def test_bots_are_honest(level, players, moves):
    state = advance(garum.new_game(players, seed=30 + moves), moves)
    (seat,) = state.to_move()
    assert_bot_honest(state, seat, lambda: ai.make_bot(level, 4), samples=3 if level == "hard" else 5)


def final_move(seed):
    """The last tile of a game played by easy bots, and each legal move's final margin and result."""
    state = garum.new_game(4, seed=seed)
    bots = [ai.make_bot("easy", s) for s in range(4)]
    while not (state.round == state.rounds - 1 and state.turn == 3):
        (seat,) = state.to_move()
        state.apply(seat, decide(bots[seat], state.view(seat), seat))
    (seat,) = state.to_move()
    outcomes = {}
    for action in state.legal_actions(seat):
        after = state.clone()
        after.apply(seat, action)
        scores = after.scores()
        margin = scores[seat] - max(s for k, s in enumerate(scores) if k != seat)
        outcomes[action] = (margin, seat in after.winners())
    return state, seat, outcomes


@pytest.mark.parametrize("seed", [0, 24])
def test_hard_in_a_lost_final_round_keeps_the_margin_smallest(seed):
    state, seat, outcomes = final_move(seed)
    assert not any(won for _, won in outcomes.values()), "every move loses here"
    assert len({m for m, _ in outcomes.values()}) > 1, "and the moves differ in margin"
    choice = decide(ai.make_bot("hard", 1), state.view(seat), seat)
    assert outcomes[choice][0] == max(m for m, _ in outcomes.values())


def test_the_chance_ahead_of_each_rival_counts_the_second_rival_too():
    """Same lead over the best rival; the seat with the others further behind is likelier to win."""
    from game.ai.garum.search import beat, chance_ahead_of_each
    close, clear = [40.0, 35.0, 34.0, 33.0], [40.0, 35.0, 20.0, 10.0]
    assert chance_ahead_of_each(clear, 0) > chance_ahead_of_each(close, 0)
    assert chance_ahead_of_each(clear, 0) < beat(5.0)
    assert chance_ahead_of_each([30.0, 30.0], 1) == pytest.approx(0.5)


def test_equal_search_values_go_to_the_heuristics_order():
    state = advance(garum.new_game(4, seed=3), 0)
    (seat,) = state.to_move()
    search = WorldSearch(FastGarum.from_state(state.view(seat)), seat, random.Random(1), 4, 2, 100)
    for action in search.alive:
        search.total[action], search.runs[action] = 1.5, 3
    assert search.best_action() == search.order[0] == candidates(search.view, seat, 4)[0]
    assert search.order[0] != state.legal_actions(seat)[0] or len(search.order) == 1


def test_hard_plays_out_to_the_end_of_the_game_only_in_the_last_rounds():
    from game.ai.garum import search as garum_search
    state = garum.new_game(4, seed=5, side="baelo")
    bots = [ai.make_bot("easy", s) for s in range(4)]
    searched = {}
    while not state.is_over():
        (seat,) = state.to_move()
        hard = ai.make_bot("hard", 1)
        hard.begin(state.view(seat), seat)
        searched[state.round] = (hard.search.last_round, hard.search.budget)
        state.apply(seat, decide(bots[seat], state.view(seat), seat))
    moves = ai.SEARCH["hard"]["moves"]
    end = garum_search.END_ROUNDS
    assert end >= 2
    for round_no, (last_round, budget) in searched.items():
        if state.rounds - round_no <= end:
            assert last_round == state.rounds
            assert budget == moves * (state.rounds - round_no)
        else:
            assert (last_round, budget) == (round_no + 1, moves)


def test_a_worker_decision_searches_with_its_own_candidates_budget_and_horizon():
    from game.ai.garum.search import SearchBot
    worker = {"keep": 3, "moves": 900, "rounds": 3}
    state = garum.new_game(4, seed=5)
    bots = [ai.make_bot("easy", s) for s in range(4)]
    seen = set()
    while state.rounds - state.round > 2:
        (seat,) = state.to_move()
        bot = SearchBot("hard", 1, keep=8, worlds=32, moves=600, rounds=1, worker=worker)
        bot.begin(state.view(seat), seat)
        search = bot.search
        if state.phase == "worker":
            assert (search.last_round, search.budget) == (state.round + 3, 900)
            assert len(search.alive) <= 3 and NoWorker() in search.alive
        else:
            assert (search.last_round, search.budget) == (state.round + 1, 600)
        seen.add(state.phase)
        state.apply(seat, decide(bots[seat], state.view(seat), seat))
    assert seen == {"tile", "worker"}


def test_hard_handed_the_true_state_masks_it_itself():
    """A position where hard, handed the whole state unmasked, once chose by the real hidden tiles."""
    state, rng = garum.new_game(4, seed=31), random.Random(31)
    for _ in range(rng.randrange(4, 40)):
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    (seat,) = state.to_move()
    honest = decide(ai.make_bot("hard", 3), state.view(seat), seat)
    assert decide(ai.make_bot("hard", 3), state, seat) == honest


def positions_without_workers_in_hand(count):
    """Tile decisions of easy-bot games whose colour to move has placed all its workers (so a
    tile's score is only what it does to the workers on the board and the bonus it covers)."""
    found = []
    for seed in range(40, 80):
        state = garum.new_game(4, seed=seed)
        bots = [ai.make_bot("easy", seed * 10 + s) for s in range(4)]
        while not state.is_over() and len(found) < count:
            (seat,) = state.to_move()
            colour = state.colour_to_move()
            fast = FastGarum.from_state(state.view(seat))
            if state.phase == "tile" and not any(fast.left[colour]) and len(fast.free) > 1:
                found.append((fast, seat))
                break
            state.apply(seat, decide(bots[seat], state.view(seat), seat))
    return found


@pytest.mark.parametrize("outlook", [Outlook, LeafOutlook])
def test_a_tile_is_judged_by_the_whole_board_after_it_not_by_the_workers_its_slot_touches(outlook):
    """The bug that put medium below easy: each slot was scored by the absolute worth of the
    workers on its own lines, so a slot crossing our workers looked good even when the tile fed
    none of them, and one crossing a rival's worker (a slot worth taking from him) looked bad.
    Told apart by the seat's weighted expected score after each tile, it differs only by a constant."""
    positions = positions_without_workers_in_hand(12)
    assert len(positions) >= 10
    for state, seat in positions:
        actions = state.legal_actions(seat)
        judged = Judge(state, seat, outlook).tile_scores(actions)
        weight = weights(state, seat)
        truth = []
        for action in actions:
            after = state.copy()
            after.apply(seat, action)
            view = outlook(after)
            truth.append(sum(weight[c] * (after.bonus[c] - state.bonus[c]) for c in range(4))
                         + sum(weight[c] * view.worker(c, line, f) for c, line, f in after.workers))
        offsets = [j - t for j, t in zip(judged, truth, strict=True)]
        assert max(offsets) - min(offsets) < 1e-6
