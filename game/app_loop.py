"""The app's loop: each displayed frame takes the events, runs the fixed steps the time allows and
draws when the pacer says the screen changes. A part of ``App`` (a mixin): tests and benches drive
and patch ``frame``, ``dispatch`` and ``update`` on the app itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from game import global_keys
from game.engine import heap
from game.engine.audio import Audio
from game.engine.devices import phone
from game.engine.loop import HEADLESS_FRAME_S, FixedStepLoop, VirtualClock
from game.engine.pacing import FramePacer
from game.engine.pointers import PointerHub
from game.engine.scene import SceneStack
from game.engine.settings import Settings
from game.input_devices import InputDevices

if TYPE_CHECKING:
    from game.services import AppServices


class AppLoop:
    running: bool
    headless: bool
    fullscreen: bool
    frames: int
    draw_every: int
    clock: VirtualClock | None
    loop: FixedStepLoop
    pacer: FramePacer | None
    scenes: SceneStack
    pointers: PointerHub
    settings: Settings
    audio: Audio
    devices: InputDevices

    if TYPE_CHECKING:  # the app's own, and its window's (``app_window.py``)
        def draw(self) -> None: ...
        def quit(self) -> None: ...
        def set_fullscreen(self, on: bool) -> None: ...
        def _resized(self, size: tuple[int, int]) -> None: ...

    def run(self, frames: int | None = None) -> None:
        self.loop.start()
        while self.running and (frames is None or self.frames < frames):
            self.frame()

    def frame(self) -> None:
        """One displayed frame: events, as many fixed steps as time allows, one draw."""
        events = self.pacer.events() if self.pacer is not None else pygame.event.get()
        for event in events:
            self.dispatch(event)
        if self.clock is not None:
            self.clock.advance(HEADLESS_FRAME_S)
        self.loop.tick(self.update, input_waits=self.pacer is not None and self.pacer.nudged)
        upcoming = self.next_change() if self.pacer is not None else 0.0
        shown = self.pacer is None or self.pacer.show(bool(events), upcoming, tuple(self.scenes.visible()))
        if shown and self.frames % self.draw_every == 0:
            self.draw()
        if shown and not self.headless:
            pygame.display.flip()
        if self.pacer is not None and self.running:  # quitting (SIGTERM's grace runs): no wait
            self.pacer.pace(upcoming)
        if self.frames == 0:
            self.audio.start()
            heap.settle()  # what the program built to last: out of the collector's walks
        self.frames += 1

    def next_change(self) -> float:
        """Seconds until the screen changes on its own (0: now; ``math.inf``: only on input)."""
        return min(self.pointers.next_change(), self.scenes.next_change())

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one pygame event: window events here, then the top scene, then global keys."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self._resized((event.x, event.y))
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            on = not self.fullscreen
            self.set_fullscreen(on)
            self.settings.set("fullscreen", on)  # remembered for the next run
            return
        top = self.scenes.top
        self.pointers.shortcuts = self.scenes.shortcuts()
        pointer_events = self.pointers.handle_event(event)
        if top is not None and not top.handle(event) and event.type == pygame.KEYDOWN:
            global_keys.press(cast("AppServices", self), event.key)  # the App this mixin is part of
        self.dispatch_pointers(pointer_events)

    def dispatch_pointers(self, events) -> None:
        for pointer_event in events:
            top = self.scenes.top
            if top is not None:
                top.handle_pointer(pointer_event)

    def update(self, dt: float) -> None:
        self.settings.tick(dt)
        self._follow_grab()
        self.dispatch_pointers(self.pointers.update(dt))
        for scene in self.scenes.updating():
            scene.update(dt)
        phones = phone.of(self.pointers)
        if phones is not None:
            phones.flush()  # what this step told the phones leaves in one batch

    def _follow_grab(self) -> None:
        top = self.scenes.top
        self.devices.follow_grab(top is not None and top.pausable and self.running)

