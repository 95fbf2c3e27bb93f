"""Tweens and timelines: easing, timing, speed scaling (instant included), callbacks in order."""

import pytest

from game.engine import tween
from game.engine.tween import EASINGS, Timeline, Tween


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_at_zero_and_end_at_one(name):
    ease = EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9) and ease(1.0) == pytest.approx(1.0)


def test_a_tween_moves_tuples_and_ends_exactly_at_the_end():
    t = Tween((0, 0), (100, 50), 1.0, tween.linear)
    t.update(0.25)
    assert t.value == pytest.approx((25, 12.5))
    t.update(1.0)
    assert t.done and t.value == (100, 50)


def test_a_delay_holds_the_start_value():
    t = Tween(0.0, 10.0, 1.0, tween.linear, delay=0.5)
    t.update(0.5)
    assert t.value == 0.0 and not t.done
    t.update(0.5)
    assert t.value == pytest.approx(5.0)


def test_speed_two_halves_every_duration():
    tween.set_speed(2.0)
    t = Tween(0.0, 1.0, 1.0, tween.linear)
    t.update(0.25)
    assert t.value == pytest.approx(0.5)
    t.update(0.25)
    assert t.done


def test_instant_speed_finishes_on_the_next_update():
    tween.set_speed(0)
    done = []
    t = Tween(0.0, 1.0, 3.0, on_done=lambda: done.append(1))
    t.update(1 / 120)
    assert t.done and t.value == 1.0 and done == [1]


def test_negative_speed_or_duration_is_refused():
    with pytest.raises(ValueError):
        tween.set_speed(-1)
    with pytest.raises(ValueError):
        Tween(0, 1, -1.0)


def test_a_timeline_plays_steps_in_order_and_carries_leftover_time():
    events = []
    line = Timeline()
    a = line.add(Tween(0.0, 1.0, 0.1, tween.linear))
    line.call(lambda: events.append("landed"))
    b = line.add(Tween(0.0, 1.0, 0.1, tween.linear))
    line.update(0.15)
    assert a.done and events == ["landed"] and b.value == pytest.approx(0.5)
    assert line.busy
    line.update(0.05)
    assert not line.busy and b.value == 1.0


def test_total_duration_does_not_depend_on_the_update_rate():
    def steps_needed(dt):
        line = Timeline()
        for _ in range(5):
            line.add(Tween(0.0, 1.0, 0.3))
        n = 0
        while line.busy:
            line.update(dt)
            n += 1
        return n * dt

    assert steps_needed(1 / 120) == pytest.approx(1.5, abs=1 / 120)
    assert steps_needed(1 / 60) == pytest.approx(1.5, abs=1 / 60)


def test_steps_together_end_with_the_longest():
    line = Timeline()
    short, long = Tween(0, 1, 0.1), Tween(0, 1, 0.3)
    line.together(short, long)
    line.update(0.2)
    assert short.done and not long.done and line.busy
    line.update(0.1)
    assert not line.busy


def test_instant_speed_runs_a_whole_timeline_with_callbacks_in_order():
    tween.set_speed(0)
    events = []
    line = Timeline()
    line.add(Tween(0, 1, 1.0, on_done=lambda: events.append("a")))
    line.wait(2.0)
    line.call(lambda: events.append("b"))
    line.update(1 / 120)
    assert events == ["a", "b"] and not line.busy


def test_finish_completes_everything_now():
    events = []
    line = Timeline()
    t = line.add(Tween(5, 9, 10.0))
    line.call(lambda: events.append("end"))
    line.finish()
    assert t.value == 9 and events == ["end"] and len(line) == 0
