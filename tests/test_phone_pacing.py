"""Phones and a paced window: the loop may sleep while the phones are quiet (the phone backend is
event-driven, not polling), a phone that speaks ends the wait at once (the server wakes the loop
with a pygame event), and nothing a phone said is left waiting while the loop sleeps."""

from __future__ import annotations

import math
import threading

import pygame
import pytest
from phone_fakes import FakeServer

from game.engine.devices import phone
from game.phones import server, start
from tests.phone_client import RawPhone, run


def test_the_phone_backend_lets_the_loop_sleep_only_when_nothing_waits(app):
    fake = FakeServer()
    device = phone.PhoneDevice(fake, "u")
    app.pointers.devices.append(device)
    assert device.next_change() == math.inf
    fake.hello("a")
    assert device.next_change() == 0.0  # the server holds a hello the game has not read
    device.update(1 / 60, app.pointers)
    assert device.next_change() == math.inf
    fake.say("a", "join", seat=1)
    device.update(1 / 60, app.pointers)
    assert device.next_change() == 0.0  # a request waits for the scene to take it
    device.take()
    assert device.next_change() == math.inf


def test_a_phone_that_speaks_wakes_the_loop_once_per_batch():
    woken = []
    serving = server.PhoneServer("<html></html>", "127.0.0.1", 0, wake=lambda: woken.append(1)).start()
    try:

        async def talk():
            raw = await RawPhone.open(serving.port, serving.token)
            await raw.hello()
            await raw.say("join", seat=0)
            await raw.say("hint")
            await raw.close()

        run(talk())
        assert woken and len(woken) <= 4  # hello, join, hint, gone; never more than one each
        assert serving.waiting()
        kinds = [kind for kind, _id, _data in serving.poll()]
        assert kinds[:3] == ["hello", "message", "message"] and not serving.waiting()
    finally:
        serving.stop()


def test_the_wake_is_a_pygame_event_posted_from_another_thread(app):
    pygame.event.clear()
    thread = threading.Thread(target=start.wake)
    thread.start()
    thread.join()
    assert any(event.type == start.WAKE for event in pygame.event.get())


def test_phones_on_pass_the_interpreters_lock_every_millisecond_and_off_as_before(app):
    """The server's thread is woken once per batch of views; the loop then waits for the lock at
    most the switch interval: short while phones are on, the default again once they are off."""
    import sys

    before = sys.getswitchinterval()
    try:
        assert start.switch(app.pointers, True, 0, "127.0.0.1") is not None
        assert sys.getswitchinterval() == start.SWITCH_INTERVAL_S < before
    finally:
        start.switch(app.pointers, False)
    assert sys.getswitchinterval() == before


def test_a_phones_wake_ends_an_idle_wait_and_its_frame_runs_the_step_but_draws_nothing(app):
    """The wake event only ends the wait: a frame it starts is hurried and draws nothing (it drew
    every time before, so a tap arriving while the table drew the last move waited for it); the
    frame at the next refresh draws the move."""
    from game.engine.loop import VirtualClock
    from game.engine.pacing import FramePacer

    clock = VirtualClock()
    waits = []

    def wait(seconds):
        waits.append(seconds)
        clock.advance(0.001)
        return pygame.event.Event(start.WAKE)

    pacer = FramePacer(60, clock, lambda seconds: clock.advance(seconds), wait)
    pygame.event.clear()
    pacer.pace(math.inf)  # a table waiting for a phone's player: the wait ends at the phone's wake
    assert waits and pacer.woken == 1 and pacer.hurry
    assert pacer.events() == []  # nothing to handle: the step takes the phone's message
    assert not pacer.show(False, 0.0, "table") and pacer.unshown == 1
    start.wake()  # posted on the queue as the server's thread does
    assert pacer.events() == []


def test_the_frame_after_one_that_drew_nothing_draws_at_its_refresh_even_if_nothing_moves():
    """A phone's step may leave the table still (a seat taken): the frame it started drew nothing,
    so the next one is owed and comes at the refresh instead of an idle wait."""
    from game.engine.loop import VirtualClock
    from game.engine.pacing import FramePacer

    clock = VirtualClock()
    waits, sleeps = [], []
    pacer = FramePacer(60, clock, lambda s: sleeps.append(s) or clock.advance(s), lambda s: waits.append(s))
    pacer.hurry = True  # a frame a phone's wake started (the test above)
    assert not pacer.show(False, math.inf, "table")
    pacer.pace(math.inf)  # nothing moves after its step …
    assert waits == [] and sleeps == [pytest.approx(1 / 60)]  # … yet the next frame comes at the refresh
    assert pacer.show(False, math.inf, "table")  # and draws
    pacer.pace(math.inf)
    assert len(waits) == 1  # then the table sleeps
