"""Frame pacing in a real window: frames as fast as the display shows them while anything moves,
and none while nothing does.

After each frame the app asks what comes next (``App.next_change``: the scenes on screen, the
pointers): seconds until something changes on its own, 0 while anything moves. While something
moves, the next frame starts one refresh period after this one started, never sooner: with vsync
the flip has already waited about that long, and a driver that claims vsync without waiting (a
software OpenGL) still cannot run faster than the display. While nothing moves, the pacer waits
for the next event — a key, the mouse, the window — or the next scheduled change, whichever comes
first, and at most ``IDLE_WAKE_S``: the fixed-step loop counts at most ``loop.MAX_FRAME_S`` per
frame, and waking a few times a second runs the steps in between (bookkeeping such as the
settings' delayed save). Such a wake draws nothing (``show``) unless an event came, the same
scenes are no longer on screen or something moves now: the screen still shows what it showed. An
event ends the wait at once and is handled, and drawn, by the very next frame.

Input that arrives off the event queue — a phone's message, on the phones' server thread — calls
``nudge`` and posts ``WAKE`` (which ends an idle wait): it ends the wait between two moving frames
too, and the frame that starts then is ``hurried``: it handles the message at once (an input
step if no step is due: ``FixedStepLoop.tick``'s ``input_waits``) and draws nothing (``WAKE`` is
no event to draw for), and the next frame comes at its refresh and draws, even if nothing moves
then. A nudge that comes when the next frame is due anyway hurries nothing, but that frame handles
it all the same (``nudged``). A tap thus waits for no refresh (at 60 Hz up to 16.7 ms), nor for a
frame drawn for the last tap, and the screen is still drawn once per refresh.

Headless runs keep no pacer: their virtual clock moves by exactly one frame per frame. One that
serves phones (``--headless --phones``: scripts, tests) keeps a ``HeadlessPacer``: frames as fast as
they come while anything moves, and a wait while only a player's input can change anything.
"""

from __future__ import annotations

import math
import os
import sys
import threading
import time
from collections.abc import Callable, Hashable

import pygame

DEFAULT_REFRESH_HZ = 60
"""The display's rate when SDL does not know it (Xvfb, some drivers report 0)."""
IDLE_WAKE_S = 0.2
"""Longest idle wait: below the loop's 0.25 s cap, so a wait never loses game time."""
HEADLESS_HZ = 240
"""Frames a second of a headless run serving phones while anything moves (4 s of virtual time a
second: bots by work units think at 4x a window's pace, and a still table costs no core)."""
MOVING_S = 1e-3
"""A next change this close counts as moving: the next frame comes at the next refresh."""


def refresh_rate() -> float:
    """The refresh rate of the display the window is on, in Hz (``DEFAULT_REFRESH_HZ`` if unknown)."""
    try:
        rate = pygame.display.get_current_refresh_rate()
    except (pygame.error, AttributeError):
        rate = 0
    return float(rate) if rate and rate > 0 else float(DEFAULT_REFRESH_HZ)


def prefer_native_framebuffer() -> None:
    """On X11, show frames through the window's own shared-memory framebuffer, not SDL's default
    there of a streaming texture drawn with OpenGL: every frame is drawn in software anyway, and
    without a GPU (Xvfb, a VM, a remote desktop) Mesa's software OpenGL cost ~20 ms of CPU per
    1080p flip against 0.05 ms. Called after ``pygame.display.init`` and before the window
    opens; a ``SDL_FRAMEBUFFER_ACCELERATION`` set by the user wins. Elsewhere SDL's choice stands
    (Windows already uses its native framebuffer; Wayland has none)."""
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


SOFTWARE_OPENGL = ("llvmpipe", "softpipe", "software rasterizer", "swrast")
"""Words in the name of an OpenGL that draws on the CPU (Mesa's, without a GPU driver)."""
GL_RENDERER = 0x1F01


def software_opengl() -> bool:
    """Whether the window's renderer is OpenGL drawn on the CPU: Mesa's llvmpipe where there is no
    GPU driver (Xvfb, a VM, a remote desktop). Its "vsync" waits for no display, and each 1080p
    flip cost 16-22 ms of CPU against ~0.05 ms through the window's own framebuffer
    (``prefer_native_framebuffer``): the 5er Finden sand ran at 15 frames a second. Asked of the
    current OpenGL context by name, on Linux, after ``set_mode``; anything unknown counts as a GPU."""
    try:
        renderer = pygame.display._get_renderer_info()  # type: ignore[attr-defined]  # provisional: not in the stubs, may go
    except (AttributeError, pygame.error):
        return False
    if not renderer or renderer[0] != "opengl":
        return False
    name = gl_renderer().lower()
    return any(word in name for word in SOFTWARE_OPENGL)


def gl_renderer() -> str:
    """``GL_RENDERER`` of the current OpenGL context ("" where it cannot be asked)."""
    if not sys.platform.startswith("linux"):
        return ""
    import ctypes  # only a window on Linux asks, once

    try:
        gl = ctypes.CDLL("libGL.so.1")
    except OSError:
        return ""
    gl.glGetString.restype, gl.glGetString.argtypes = ctypes.c_char_p, [ctypes.c_uint]
    name = gl.glGetString(GL_RENDERER)  # NULL without a current context
    return name.decode(errors="replace") if name else ""


def wait_for_event(seconds: float) -> pygame.event.Event | None:
    """The next event, waiting at most ``seconds`` for it (None if none came)."""
    event = pygame.event.wait(max(int(seconds * 1000), 1))
    return None if event.type == pygame.NOEVENT else event


_NUDGED = threading.Event()
WAKE = pygame.event.custom_type()
"""Posted with a ``nudge`` where input arrives off the event queue (a phone's message): it only
ends an idle wait for events, carries nothing to handle, and is no reason to draw (``events``)."""


def nudge() -> None:
    """Start the next frame now, even between two moving frames: input waits that a step handles
    (called from any thread, like posting to pygame's event queue)."""
    _NUDGED.set()


def sleep(seconds: float) -> bool:
    """Sleep ``seconds`` unless ``nudge`` is (or was, since the last frame began) called; whether
    it was. A nudge seen is spent: the frame that starts now handles what it was for. One that
    comes as the sleep runs out stays for the next frame (spending it too lost a tap for a refresh)."""
    nudged = _NUDGED.wait(seconds) if seconds > 0 else _NUDGED.is_set()
    if nudged:
        _NUDGED.clear()
    return nudged


class FramePacer:
    """Waits between frames (``pace``) and hands on the event that ended a wait (``events``).

    Its counters say what it did, for tests and benchmarks: ``frames`` paced, ``idle_waits``
    (frames after which it waited for an event or a change), ``woken`` (waits an event ended),
    ``hurried`` (frames a nudge started before their refresh), ``unshown`` (frames not drawn: idle
    wakes and hurried frames) and ``slept_s`` (seconds spent waiting)."""

    def __init__(
        self,
        refresh_hz: float = DEFAULT_REFRESH_HZ,
        clock: Callable[[], float] = time.perf_counter,
        sleep: Callable[[float], bool | None] = sleep,
        wait: Callable[[float], pygame.event.Event | None] = wait_for_event,
    ):
        self.period = 1.0 / refresh_hz
        self.clock, self.sleep, self.wait = clock, sleep, wait
        self.frames = self.idle_waits = self.woken = self.unshown = self.hurried = 0
        self.slept_s = 0.0
        self.hurry = False
        """This frame was started before its refresh by a nudge or an event: it draws nothing."""
        self.nudged = False
        """Input that only a step handles waits (a nudge or an event ended the last wait): this
        frame handles it even if no step is due (``FixedStepLoop.tick``'s ``input_waits``)."""
        self._pending: list[pygame.event.Event] = []
        self._frame_start: float | None = None
        self._idle_wake = False
        """The last wait ran out at ``IDLE_WAKE_S`` with no event and no change due."""
        self._shown: Hashable = None
        self._owed = False
        """A hurried frame drew nothing: the next one draws, at its refresh, even if nothing moves."""

    def events(self) -> list[pygame.event.Event]:
        """This frame's events: the one that ended the last wait, then the queue (``WAKE`` left
        out: a frame a phone's message started runs its step and, hurried, draws nothing)."""
        events, self._pending = self._pending, []
        return [event for event in events + pygame.event.get() if event.type != WAKE]

    def show(self, events: bool, next_change: float, scenes: Hashable) -> bool:
        """Whether to draw this frame: not when it is an idle wake — no ``events``, nothing moving
        now (``next_change``), the same ``scenes`` on screen as last drawn — else yes."""
        idle, self._idle_wake = self._idle_wake, False
        if self.hurry and not events:  # a nudge or a phone's wake: the next frame draws (``_owed``)
            self.unshown += 1
            self._owed = True
            return False
        if idle and not events and next_change > MOVING_S and scenes == self._shown:
            self.unshown += 1
            return False
        self._shown, self._owed = scenes, False
        return True

    def pace(self, next_change: float) -> None:
        """The frame is on screen; wait until the next one is due. ``next_change``: seconds until
        something changes on its own (0: moving now, ``math.inf``: only input changes anything)."""
        self.frames += 1
        now = self.clock()
        due = (self._frame_start if self._frame_start is not None else now) + self.period
        if next_change <= MOVING_S or self._owed:
            self.nudged = self._sleep(due - now)  # at most one frame drawn per refresh
            self.hurry = self.nudged and self.clock() < due
            if self.hurry:
                self.hurried += 1
                return  # the next frame is still due at this refresh
        else:
            self.idle_waits += 1
            event = self.wait(max(min(next_change, IDLE_WAKE_S), due - now))
            if event is not None:
                self.woken += 1
                self._pending.append(event)
            self.hurry = event is not None
            spent = bool(self.sleep(0.0))  # a phone's wake nudges too: spent here, not by the next sleep
            self.nudged = self.hurry or spent
            self._idle_wake = event is None and next_change > IDLE_WAKE_S
            self.slept_s += max(self.clock() - now, 0.0)
        self._frame_start = self.clock()

    def _sleep(self, seconds: float) -> bool:
        """Sleep ``seconds`` (none if not positive); whether a nudge ended it."""
        before = self.clock()
        nudged = bool(self.sleep(max(seconds, 0.0)))
        self.slept_s += max(self.clock() - before, 0.0)
        return nudged


class HeadlessPacer(FramePacer):
    """Pacing for a headless run serving phones: its clock is virtual (one frame per frame, bots by
    work units), so frames come at ``HEADLESS_HZ`` while anything moves or is due; while only input
    can change anything (``next_change`` infinite: a phone's player to move) it waits for that
    input — the phone's wake event or nudge — instead of spinning a core through frames nobody needs."""

    def __init__(
        self,
        clock: Callable[[], float] = time.perf_counter,
        sleep: Callable[[float], bool | None] = sleep,
        wait: Callable[[float], pygame.event.Event | None] = wait_for_event,
    ):
        super().__init__(HEADLESS_HZ, clock, sleep, wait)

    def pace(self, next_change: float) -> None:
        super().pace(next_change if next_change == math.inf else 0.0)
