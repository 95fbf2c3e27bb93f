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


def test_a_frame_that_cannot_wait_borrows_the_next_step_and_the_next_frame_pays_it_back():
    """Input that came between steps (a phone's tap) is handled at once: the frame runs one step
    early, and the loop's total stays one step per step of time."""
    clock, loop = make(step=0.01)
    assert len(run(loop, clock, 0.002)) == 0
    clock.advance(0.001)
    assert loop.tick(lambda dt: None, borrow=True) == 1
    assert loop.game_time == pytest.approx(0.01) and loop.alpha == 0.0
    assert len(run(loop, clock, 0.006)) == 0  # 9 ms of time, one step already run
    assert len(run(loop, clock, 0.002)) == 0  # 11 ms: the step it borrowed was this one
    assert len(run(loop, clock, 0.010)) == 1  # 21 ms: the second step
    assert loop.steps == 2 and loop.accumulator == pytest.approx(0.001)


def test_only_one_step_is_borrowed_ahead_of_time():
    clock, loop = make(step=0.01)
    assert loop.tick(lambda dt: None, borrow=True) == 1
    clock.advance(0.001)
    assert loop.tick(lambda dt: None, borrow=True) == 0  # already a step ahead: wait for time
    assert loop.steps == 1


def test_a_frame_with_steps_due_borrows_nothing():
    clock, loop = make(step=0.01)
    assert len(run(loop, clock, 0.0)) == 0
    clock.advance(0.025)
    assert loop.tick(lambda dt: None, borrow=True) == 2
    assert loop.accumulator == pytest.approx(0.005)
