"""The stepped classic game: phases, the sand timer, locks, scoring through the rules, records."""

import json

import pytest
from finden_helpers import place

from game.ai.finden.bot import simulate
from game.rules.base import IllegalMove
from game.rules.finden import (
    ClassicGame,
    ClassicOptions,
    Draw,
    Erase,
    Flip,
    Phase,
    RoundOver,
    SandTick,
    TimerStarted,
    score_round,
)

FAST = ClassicOptions(sand_seconds=10, auto_timer_seconds=3, steps_per_second=4)


def searching(players=2, options=FAST, seed=1):
    game = ClassicGame(players, seed, options)
    game.start_search()
    return game


def run_to_buzzer(game):
    events = []
    while game.phase in (Phase.SEARCH, Phase.SAND):
        events += game.advance()
    return events


def test_nobody_acts_while_the_dice_roll():
    game = ClassicGame(2, 1, FAST)
    assert game.phase is Phase.ROLLING
    with pytest.raises(IllegalMove, match="dice"):
        game.apply(0, Flip())


def test_flip_locks_the_flipper_only_and_starts_the_sand():
    game = searching()
    assert game.apply(1, Flip()) == [TimerStarted(1)]
    assert game.phase is Phase.SAND and game.seats[1].locked and not game.seats[0].locked
    with pytest.raises(IllegalMove, match="locked"):
        game.apply(1, Draw(place("T", 0, 0)))
    with pytest.raises(IllegalMove, match="not yet running"):
        game.apply(0, Flip())
    game.apply(0, Draw(place("T", 0, 0)))
    assert game.seats[0].outlines == [place("T", 0, 0)]


def test_sand_ticks_its_last_five_seconds_then_scores_and_locks():
    game = searching()
    game.apply(0, Flip())
    events = run_to_buzzer(game)
    assert [e.seconds_left for e in events if isinstance(e, SandTick)] == [5, 4, 3, 2, 1]
    assert isinstance(events[-1], RoundOver)
    assert game.step == 10 * 4 and game.phase is Phase.SCORED
    assert all(s.locked for s in game.seats)
    assert [s.bonus for s in events[-1].scores] == [1, 0]


def test_auto_timer_starts_without_a_bonus():
    game = searching()
    events = run_to_buzzer(game)
    assert TimerStarted(None) in events
    assert game.results[-1][0].bonus == game.results[-1][1].bonus == 0
    assert game.step == (3 + 10) * 4


def test_auto_timer_zero_means_never():
    game = searching(options=ClassicOptions(auto_timer_seconds=0, sand_seconds=10, steps_per_second=4))
    for _ in range(10_000):
        game.advance()
    assert game.phase is Phase.SEARCH


def test_erase_only_own_outlines():
    game = searching()
    t = place("T", 0, 0)
    game.apply(0, Draw(t))
    with pytest.raises(IllegalMove, match="Only an outline"):
        game.apply(1, Erase(t))
    game.apply(0, Erase(t))
    assert game.seats[0].outlines == []
    with pytest.raises(IllegalMove, match="distinct"):
        game.apply(0, Draw((1, 1, 2, 3, 4)))
    with pytest.raises(IllegalMove, match="own board"):
        game.apply(0, Draw((98, 99, 100, 101, 102)))


def test_round_scores_come_from_the_rules_module():
    game = searching()
    hits = game.seats[0].board.matches(game.roll.faces)
    table = game.seats[0].board.table
    outlines = [tuple(table.cells[i].tolist()) for i in hits[:3]] + [place("X", 6, 6)]
    for cells in outlines:
        game.apply(0, Draw(cells))
    game.apply(1, Flip())
    run_to_buzzer(game)
    expected = score_round(game.seats[0].board, game.roll.faces, outlines, game.values)
    assert game.results[0][0] == expected
    assert game.results[0][1].total == 1


def test_five_rounds_then_the_game_is_over_with_round_five_doubled():
    game = searching(players=1)
    for round_no in range(1, 6):
        game.apply(0, Flip())
        run_to_buzzer(game)
        if round_no < 5:
            game.new_round()
            game.start_search()
    assert game.is_over() and game.round_totals() == [[1, 1, 1, 1, 1]]
    assert game.results[-1][0].factor == 2
    with pytest.raises(IllegalMove, match="over"):
        game.new_round()


def test_white_side_gives_each_seat_its_own_board():
    game = ClassicGame(4, 1, ClassicOptions(side="white"))
    assert len({s.board.rows for s in game.seats}) == 4
    grey = ClassicGame(3, 1)
    assert len({s.board.rows for s in grey.seats}) == 1


def test_options_are_checked():
    with pytest.raises(ValueError):
        ClassicOptions(sand_seconds=5)
    with pytest.raises(ValueError):
        ClassicOptions(side="blue")
    with pytest.raises(ValueError):
        ClassicGame(5, 1)


def test_a_bot_game_replays_from_its_record():
    game = simulate(["easy", "hard", "medium"], seed=4, options=ClassicOptions(side="white"))
    record = json.loads(json.dumps(game.to_record()))
    again = ClassicGame.from_record(record)
    assert again.is_over()
    assert again.results == game.results
    assert again.history == game.history


def test_an_interrupted_round_resumes_at_the_same_step():
    game = searching(players=2, options=ClassicOptions(steps_per_second=10))
    for _ in range(25):
        game.advance()
    game.apply(0, Draw(place("P", 0, 0)))
    game.apply(1, Flip())
    for _ in range(7):
        game.advance()
    again = ClassicGame.from_record(json.loads(json.dumps(game.to_record())))
    assert (again.round, again.phase, again.step, again.sand_started) == (1, Phase.SAND, 32, 25)
    assert [s.outlines for s in again.seats] == [s.outlines for s in game.seats]
    assert [s.locked for s in again.seats] == [False, True]


def test_foreign_records_are_refused():
    with pytest.raises(ValueError):
        ClassicGame.from_record({"game": "garum", "version": 1})
