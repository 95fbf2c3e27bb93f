"""The pointer hub driven by the scripted backend: join, move, press, seats, unplug and replug."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine import pointers
from game.engine.devices.scripted import (
    CLICK,
    MOVE_BY,
    MOVE_TO,
    PLUG,
    PRESS,
    RELEASE,
    UNPLUG,
    WHEEL,
    ScriptedDevice,
    Step,
    click,
)
from game.engine.pointers import DOWN, MOVE, PRIMARY, SECONDARY, UP, PointerHub

SIZE = (800, 600)
ORANGE, BLUE = (230, 159, 0), (86, 180, 233)


def run(steps, dt=1 / 60, frames=1, hub=None):
    """Play ``steps`` on a hub (new unless given) for ``frames`` steps; return hub and events."""
    script = ScriptedDevice(steps)
    hub = hub or PointerHub(SIZE)
    hub.devices.append(script)
    events = []
    for _ in range(frames):
        events += hub.update(dt)
    hub.devices.remove(script)
    return hub, events


def test_a_scripted_pointer_moves_and_clicks_where_it_is():
    hub, events = run(click(0, "p1", 120, 80))
    assert [(e.kind, e.pos, e.button) for e in events] == [
        (MOVE, (120, 80), 0),
        (DOWN, (120, 80), PRIMARY),
        (UP, (120, 80), PRIMARY),
    ]
    assert events[0].pointer is hub.pointers["p1"]
    assert str(events[1]) == "p1 down button 1 at (120, 80)"


def test_steps_wait_for_their_time():
    hub = PointerHub(SIZE)
    script = ScriptedDevice([Step(0.5, "p", MOVE_TO, 10, 10)])
    hub.devices.append(script)
    assert hub.update(0.25) == []
    assert [e.pos for e in hub.update(0.25)] == [(10, 10)]
    assert script.done


def test_new_pointers_start_in_the_middle_and_relative_motion_adds_up():
    hub, events = run([Step(0, "p", MOVE_BY, 10, -5), Step(0, "p", MOVE_BY, 10, -5)])
    assert [e.pos for e in events] == [(410, 295), (420, 290)]


def test_relative_motion_is_clamped_to_the_screen():
    hub, events = run([Step(0, "p", MOVE_BY, -5000, 9000)])
    assert events[-1].pos == (0, SIZE[1] - 1)


def test_sensitivity_scales_one_pointer_only():
    hub = PointerHub(SIZE)
    fast = hub.pointer("fast", "evdev")
    fast.sensitivity = 2.5
    hub.move_by(fast, 10, 4)
    hub.move_by(hub.pointer("slow", "evdev"), 10, 4)
    assert fast.pos == (425, 310)
    assert hub.pointers["slow"].pos == (410, 304)


def test_sensitivity_per_kind_of_device_applies_to_new_pointers():
    hub = PointerHub(SIZE)
    hub.sensitivity["gamepad"] = 0.5
    pad = hub.pointer("pad:3", "gamepad")
    hub.move_by(pad, 100, 0)
    assert pad.pos == (450, 300)


@given(st.lists(st.tuples(st.floats(-3000, 3000), st.floats(-3000, 3000)), max_size=30))
def test_any_motion_stays_on_screen(moves):
    hub = PointerHub(SIZE)
    pointer = hub.pointer("p", "evdev")
    for dx, dy in moves:
        hub.move_by(pointer, dx, dy)
        assert 0 <= pointer.x <= SIZE[0] - 1 and 0 <= pointer.y <= SIZE[1] - 1


def test_resize_pulls_pointers_back_on_screen():
    hub, _ = run([Step(0, "p", MOVE_TO, 790, 590)])
    hub.resize((400, 300))
    assert hub.pointers["p"].pos == (399, 299)


def test_two_pointers_at_once_act_for_their_own_seats():
    hub = PointerHub(SIZE)
    a, b = hub.pointer("a", "script"), hub.pointer("b", "script")
    hub.claim(a, 0, ORANGE, "A")
    hub.claim(b, 1, BLUE, "B")
    _, events = run(
        [*click(0, "a", 100, 100), *click(0, "b", 700, 500), Step(0, "a", MOVE_BY, 5, 5)], hub=hub
    )
    downs = [(e.pointer.seat, e.pos) for e in events if e.kind == DOWN]
    assert downs == [(0, (100, 100)), (1, (700, 500))]
    assert a.pos == (105, 105) and b.pos == (700, 500)
    assert hub.for_seat(0) == [a] and hub.for_seat(1) == [b]


def test_buttons_are_held_until_released_and_the_active_pointer_follows_input():
    hub, _ = run([Step(0, "a", PRESS), Step(0, "b", PRESS, button=SECONDARY), Step(0, "a", MOVE_BY, 1, 0)])
    assert hub.pointers["a"].buttons == {PRIMARY}
    assert hub.pointers["b"].buttons == {SECONDARY}
    assert hub.active is hub.pointers["a"]
    run([Step(0, "a", RELEASE)], hub=hub)
    assert hub.pointers["a"].buttons == set()


def test_wheel_events_carry_their_amount():
    _, events = run([Step(0, "a", WHEEL, amount=-2)])
    assert [(e.kind, e.wheel) for e in events] == [("wheel", -2)]


def test_two_pointers_may_steer_one_seat_until_it_is_unclaimed():
    hub = PointerHub(SIZE)
    a, b = hub.pointer("a", "script"), hub.pointer("b", "script")
    hub.claim(a, 0, ORANGE, "A")
    hub.claim(b, 0, ORANGE, "A")
    assert hub.for_seat(0) == [a, b]
    hub.claim(a, 1, BLUE, "B")
    assert (a.seat, a.colour, a.label) == (1, BLUE, "B") and hub.for_seat(0) == [b]
    hub.unclaim(0)
    assert b.seat is None and b.label == "" and a.seat == 1


def test_unplugged_pointer_releases_its_buttons_and_keeps_its_seat_until_it_returns():
    hub = PointerHub(SIZE)
    a = hub.pointer("a", "script")
    hub.claim(a, 2, ORANGE, "A")
    _, events = run([Step(0, "a", PRESS), Step(0.1, "a", UNPLUG)], frames=10, hub=hub)
    assert [e.kind for e in events] == [DOWN, UP]
    assert not a.connected and a.seat == 2 and hub.held_seats() == {2: a}
    run([Step(0, "a", PLUG), *click(0, "a", 50, 50)], hub=hub)
    assert a.connected and a.seat == 2 and hub.held_seats() == {}


def test_unseated_pointer_that_is_unplugged_is_simply_gone():
    hub, _ = run([Step(0, "a", MOVE_BY, 1, 1), Step(0, "a", UNPLUG)])
    assert "a" not in hub.pointers and hub.active is None


def test_a_replugged_device_with_a_new_id_reclaims_its_seat_with_one_press():
    hub = PointerHub(SIZE)
    old = hub.pointer("pad:0", "gamepad")
    old.sensitivity = 1.5
    hub.claim(old, 1, BLUE, "B")
    hub.disconnect("pad:0")
    hub.update(5.0)
    _, events = run([Step(0, "pad:7", PRESS, device="gamepad")], hub=hub)
    new = hub.pointers["pad:7"]
    assert (new.seat, new.colour, new.label, new.sensitivity) == (1, BLUE, "B", 1.5)
    assert "pad:0" not in hub.pointers
    assert events[-1].pointer.seat == 1


def test_only_the_same_kind_of_device_can_reclaim_a_held_seat():
    hub = PointerHub(SIZE)
    hub.claim(hub.pointer("pad:0", "gamepad"), 1, BLUE, "B")
    hub.disconnect("pad:0")
    run([Step(0, "keys:wasd", PRESS, device="keyboard")], hub=hub)
    assert hub.pointers["keys:wasd"].seat is None
    assert hub.held_seats().keys() == {1}


def test_after_the_grace_period_the_seat_is_given_up_once():
    hub = PointerHub(SIZE)
    hub.claim(hub.pointer("pad:0", "gamepad"), 3, BLUE, "B")
    hub.disconnect("pad:0")
    hub.update(pointers.GRACE_SECONDS - 1)
    assert hub.take_vacated() == [] and 3 in hub.held_seats()
    hub.update(1.0)
    assert hub.take_vacated() == [3]
    assert hub.take_vacated() == [] and hub.held_seats() == {}
    run([Step(0, "pad:9", PRESS, device="gamepad")], hub=hub)
    assert hub.pointers["pad:9"].seat is None


def test_a_quiet_pointer_fades_but_keeps_its_seat_and_wakes_on_input():
    hub = PointerHub(SIZE)
    a = hub.pointer("a", "script")
    hub.claim(a, 0, ORANGE, "A")
    hub.update(pointers.GRACE_SECONDS * 10)
    assert a.quiet and a.seat == 0 and hub.take_vacated() == []
    run([Step(0, "a", MOVE_BY, 1, 0)], hub=hub)
    assert not a.quiet and a.seat == 0


@pytest.mark.parametrize("kind", [MOVE_TO, CLICK, PLUG])
def test_script_steps_round_trip_through_json(kind):
    step = Step(1.25, "p", kind, 3, 4, SECONDARY, 0, "gamepad")
    assert Step.from_json(step.to_json()) == step


def test_a_script_step_of_unknown_kind_is_refused_with_a_sentence():
    with pytest.raises(ValueError, match="must be one of"):
        Step(0, "p", "teleport")


def test_steps_added_later_are_played_in_time_order():
    hub = PointerHub(SIZE)
    script = ScriptedDevice([Step(0.0, "p", MOVE_TO, 1, 1)])
    hub.devices.append(script)
    hub.update(0.1)
    script.extend([Step(0.3, "p", MOVE_TO, 3, 3), Step(0.2, "p", MOVE_TO, 2, 2)])
    assert [e.pos for e in hub.update(0.5)] == [(2, 2), (3, 3)]


def test_grab_requests_reach_devices_that_can_grab():
    calls = []

    class Grabby:
        def handle_event(self, event, hub):
            return False

        def update(self, dt, hub):
            pass

        def close(self):
            calls.append("close")

        def set_grab(self, grabbed, hub):
            calls.append(grabbed)

    hub = PointerHub(SIZE, [Grabby(), ScriptedDevice()])
    hub.set_grab(True)
    hub.set_grab(False)
    hub.close()
    assert calls == [True, False, "close"]


_steps = st.lists(
    st.builds(
        Step,
        t=st.floats(0, 2),
        pointer=st.sampled_from(["a", "b", "c"]),
        kind=st.sampled_from([MOVE_TO, MOVE_BY, PRESS, RELEASE, CLICK, WHEEL, UNPLUG, PLUG]),
        x=st.floats(-2000, 2000),
        y=st.floats(-2000, 2000),
        button=st.sampled_from([PRIMARY, SECONDARY, pointers.ACTION]),
        amount=st.integers(-3, 3),
    ),
    max_size=40,
)


@given(_steps)
def test_random_scripts_keep_every_pointer_on_screen_and_its_buttons_honest(steps):
    hub = PointerHub(SIZE)
    hub.claim(hub.pointer("a", "script"), 0, ORANGE, "A")
    hub.devices.append(ScriptedDevice(steps))
    held: dict[str, set] = {}
    for _ in range(130):
        for event in hub.update(1 / 60):
            assert 0 <= event.pos[0] < SIZE[0] and 0 <= event.pos[1] < SIZE[1]
            buttons = held.setdefault(event.pointer.id, set())
            if event.kind == DOWN:
                buttons.add(event.button)
            elif event.kind == UP:
                buttons.discard(event.button)
        for pointer in hub.pointers.values():
            assert pointer.buttons == held.get(pointer.id, set())
            assert pointer.connected or not pointer.buttons
    assert len(hub.for_seat(0)) == 1, "the seat stays held, by its pointer or one that reclaimed it"
