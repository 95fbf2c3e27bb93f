"""Phones and a paced window: the loop may sleep while the phones are quiet (the phone backend is
event-driven, not polling), a phone that speaks ends the wait at once (the server wakes the loop
with a pygame event), and nothing a phone said is left waiting while the loop sleeps."""

from __future__ import annotations

import math
import threading

import pygame
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
