"""The fixed-step loop, driven by a fake clock so every count is exact."""

import pytest

from game.engine.loop import FixedStepLoop, VirtualClock


def make(step=1 / 120, max_frame=0.25):
    clock = VirtualClock()
    loop = FixedStepLoop(step, max_frame, clock)
    loop.start()
    return clock, loop


def run(loop, clock, seconds):
    steps = []
    clock.advance(seconds)
    loop.tick(steps.append)
    return steps


def test_a_sixtieth_of_a_second_runs_exactly_two_120hz_steps_every_frame():
    clock, loop = make()
    counts = [len(run(loop, clock, 1 / 60)) for _ in range(600)]
    assert counts == [2] * 600
    assert loop.steps == 1200
    assert loop.game_time == pytest.approx(10.0)


def test_steps_are_all_the_fixed_length():
    clock, loop = make(step=0.01)
    assert run(loop, clock, 0.035) == [0.01, 0.01, 0.01]


def test_leftover_time_carries_into_the_next_frame():
    clock, loop = make(step=0.01)
    assert len(run(loop, clock, 0.006)) == 0
    assert loop.alpha == pytest.approx(0.6)
    assert len(run(loop, clock, 0.006)) == 1
    assert loop.accumulator == pytest.approx(0.002)


def test_144hz_frames_give_120_steps_per_second():
    clock, loop = make()
    total = sum(len(run(loop, clock, 1 / 144)) for _ in range(144))
    assert total == 120


def test_a_long_stall_is_clamped_so_the_loop_does_not_spiral():
    clock, loop = make(step=0.01, max_frame=0.25)
    assert len(run(loop, clock, 5.0)) == 25
    assert len(run(loop, clock, 0.01)) == 1


def test_the_clock_going_backwards_runs_nothing():
    clock, loop = make(step=0.01)
    clock.advance(-1.0)
    assert loop.tick(lambda dt: None) == 0


def test_the_first_tick_without_start_only_starts_counting():
    clock = VirtualClock(100.0)
    loop = FixedStepLoop(0.01, 0.25, clock)
    assert loop.tick(lambda dt: None) == 0
    clock.advance(0.02)
    assert loop.tick(lambda dt: None) == 2


def test_reset_forgets_time_spent_in_a_blocking_call():
    clock, loop = make(step=0.01)
    clock.advance(0.2)
    loop.reset()
    assert len(run(loop, clock, 0.0)) == 0


def test_input_waiting_between_steps_runs_an_input_step_that_moves_no_time():
    """Input that came between steps (a phone's tap) is handled at once by ``update(0.0)``: game
    time and the steps still to come stay as the clock says."""
    clock, loop = make(step=0.01)
    assert len(run(loop, clock, 0.002)) == 0
    clock.advance(0.001)
    calls = []
    assert loop.tick(calls.append, input_waits=True) == 0
    assert calls == [0.0] and loop.steps == 0 and loop.game_time == 0.0
    assert loop.accumulator == pytest.approx(0.003)
    assert len(run(loop, clock, 0.007)) == 1  # 10 ms: the first step, on time


def test_input_steps_run_however_close_together_taps_come():
    """Two taps 1 ms apart are each handled by their own frame (a step borrowed ahead of time
    instead left the second waiting for time to pay it back: up to a refresh)."""
    clock, loop = make(step=0.01)
    calls = []
    for _ in range(3):
        clock.advance(0.001)
        loop.tick(calls.append, input_waits=True)
    assert calls == [0.0, 0.0, 0.0] and loop.steps == 0


def test_a_frame_with_steps_due_runs_no_input_step():
    clock, loop = make(step=0.01)
    assert len(run(loop, clock, 0.0)) == 0
    clock.advance(0.025)
    calls = []
    assert loop.tick(calls.append, input_waits=True) == 2
    assert calls == [0.01, 0.01] and loop.accumulator == pytest.approx(0.005)
