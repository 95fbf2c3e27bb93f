"""Frame pacing in a window (``engine/pacing.py``): while nothing moves the loop waits for an event
or the next scheduled change, an event ends the wait and is handled by the very next frame, and
frames never come faster than the display's refresh. Checked by the pacer's and the app's own
counters on a virtual clock, never by wall-clock timing."""

import math
import threading
from collections.abc import Callable

import pygame
import pytest

from game.engine import pacing
from game.engine.loop import VirtualClock
from game.engine.pacing import HEADLESS_HZ, IDLE_WAKE_S, FramePacer, HeadlessPacer
from game.engine.pointers import QUIET_SECONDS
from tests.table_helpers import TABLE_SCENES


class FakeWaits:
    """The pacer's sleep and event wait on a virtual clock: a wait ends early only when an event
    is set to arrive during it (``arrive``)."""

    def __init__(self, clock: VirtualClock):
        self.clock = clock
        self.waits: list[float] = []
        self.arriving: list[pygame.event.Event] = []
        self.nudges: list[tuple[float, Callable[[], None]]] = []

    def sleep(self, seconds: float) -> bool:
        """A sleep between moving frames; a nudge set to come during it (``nudge_in``) ends it."""
        if self.nudges and self.nudges[0][0] <= seconds:
            after, arrives = self.nudges.pop(0)
            self.clock.advance(after)
            arrives()
            return True
        self.clock.advance(seconds)
        return False

    def nudge_in(self, seconds: float, arrives: Callable[[], None] = lambda: None) -> None:
        """``seconds`` into the next sleep, ``arrives`` happens (a phone's message) and nudges."""
        self.nudges.append((seconds, arrives))

    def wait(self, seconds: float):
        self.waits.append(seconds)
        if self.arriving:
            self.clock.advance(0.001)
            return self.arriving.pop(0)
        self.clock.advance(seconds)
        return None

    def arrive(self, event: pygame.event.Event) -> None:
        self.arriving.append(event)


def pacer_on(clock: VirtualClock, hz: float = 60) -> tuple[FramePacer, FakeWaits]:
    fake = FakeWaits(clock)
    return FramePacer(hz, clock=clock, sleep=fake.sleep, wait=fake.wait), fake


def test_while_something_moves_frames_come_once_per_refresh_never_faster():
    clock = VirtualClock()
    pacer, fake = pacer_on(clock, hz=60)
    starts = []
    for _ in range(120):
        starts.append(clock())
        clock.advance(0.002)  # a cheap frame: 2 ms of work
        pacer.pace(0.0)
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    assert min(gaps) == pytest.approx(1 / 60)
    assert pacer.idle_waits == 0 and not fake.waits


def test_a_slow_frame_is_followed_at_once_without_catching_up():
    clock = VirtualClock()
    pacer, _ = pacer_on(clock, hz=60)
    pacer.pace(0.0)
    clock.advance(0.05)  # a frame three refreshes long
    before = clock()
    pacer.pace(0.0)
    assert clock() == before  # no sleep after it …
    clock.advance(0.002)
    pacer.pace(0.0)
    assert clock() == pytest.approx(before + 1 / 60)  # … and the next one waits a whole refresh


def test_a_nudge_between_moving_frames_starts_a_hurried_frame_that_draws_nothing_and_keeps_the_beat():
    clock = VirtualClock()
    pacer, fake = pacer_on(clock, hz=60)
    pacer.pace(0.0)
    start = clock()
    clock.advance(0.002)  # the frame's work
    fake.nudge_in(0.003)
    pacer.pace(0.0)
    assert pacer.hurry and pacer.hurried == 1 and clock() == pytest.approx(start + 0.005)
    assert not pacer.show(False, 0.0, "table")  # the frame at the refresh draws what it did
    clock.advance(0.001)
    pacer.pace(0.0)
    assert not pacer.hurry and clock() == pytest.approx(start + 1 / 60)  # the refresh as before
    assert pacer.show(False, 0.0, "table") and pacer.unshown == 1


def test_a_nudge_after_the_refresh_was_due_hurries_nothing():
    clock = VirtualClock()
    pacer, fake = pacer_on(clock, hz=60)
    pacer.pace(0.0)
    clock.advance(0.02)  # a slow frame: the next one is due at once
    fake.nudge_in(0.0)
    pacer.pace(0.0)
    assert not pacer.hurry and pacer.hurried == 0
    assert pacer.nudged  # but the frame due now handles what the nudge was for, step or none


def test_the_real_sleep_is_cut_short_by_a_nudge_from_another_thread():
    pacing.sleep(0.0)  # spend any nudge left from before
    threading.Timer(0.01, pacing.nudge).start()
    assert pacing.sleep(5.0) is True  # (a hang here, not a failure, would mean no nudge)
    assert pacing.sleep(0.0) is False  # spent


def test_a_nudge_that_comes_as_the_sleep_runs_out_is_kept_for_the_next_frame(monkeypatch):
    nudge = threading.Event()

    def late(seconds: float) -> bool:
        nudge.set()  # the phone's message lands just after the wait timed out
        return False

    monkeypatch.setattr(pacing, "_NUDGED", nudge)
    monkeypatch.setattr(nudge, "wait", late)
    assert pacing.sleep(0.01) is False
    assert pacing.sleep(0.0) is True  # the next frame still sees it
    assert pacing.sleep(0.0) is False  # spent


def test_a_headless_run_serving_phones_waits_only_while_nothing_but_a_player_can_change_anything():
    clock = VirtualClock()
    fake = FakeWaits(clock)
    pacer = HeadlessPacer(clock=clock, sleep=fake.sleep, wait=fake.wait)
    pacer.pace(0.0)
    pacer.pace(0.5)  # a change due in virtual time: the next frame soon, no wait for an event
    assert fake.waits == [] and clock() == pytest.approx(2 / HEADLESS_HZ) and pacer.idle_waits == 0
    pacer.pace(math.inf)  # a phone's player to move: wait for the phone, not spin
    assert fake.waits == [pytest.approx(IDLE_WAKE_S)] and pacer.idle_waits == 1


def test_while_nothing_moves_it_waits_for_an_event_at_most_the_idle_wake():
    clock = VirtualClock()
    pacer, fake = pacer_on(clock)
    pacer.pace(math.inf)
    pacer.pace(0.5)
    pacer.pace(0.05)  # a scheduled change: woken for it, not later
    assert fake.waits == [pytest.approx(IDLE_WAKE_S), pytest.approx(IDLE_WAKE_S), pytest.approx(0.05)]
    assert pacer.idle_waits == 3 and pacer.woken == 0


def test_an_event_ends_the_wait_and_is_the_next_frames_first(app):
    clock = VirtualClock()
    pacer, fake = pacer_on(clock)
    pygame.event.clear()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    fake.arrive(key)
    pacer.pace(math.inf)
    assert pacer.woken == 1 and clock() < 0.01
    assert pacer.events()[:1] == [key]
    assert pacer.events() == []


@pytest.fixture
def paced(app):
    """The headless test app on the menu, paced as a window is, on its virtual clock."""
    app.pacer, fake = pacer_on(app.clock)
    return app, fake


def test_the_app_sleeps_at_the_still_menu_and_wakes_on_input_within_one_frame(paced):
    app, fake = paced
    app.frame()  # the menu's first frame; its next update checks the level files
    app.frame()
    app.pacer.idle_waits = 0
    for _ in range(10):
        app.frame()
    assert app.pacer.idle_waits == 10  # every frame of the still menu ended in a wait …
    assert app.pacer.frames >= 12 and app.frames >= 12
    assert fake.waits[-1] == pytest.approx(IDLE_WAKE_S)  # … of the longest kind
    assert app.pacer.unshown >= 9  # and the wakes drew nothing: the screen still shows the menu
    mouse = app.pointers.pointer("mouse", "mouse")
    fake.arrive(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 200), rel=(1, 1), buttons=(0, 0, 0)))
    frames, unshown = app.frames, app.pacer.unshown
    drawn = []
    app.draw = lambda: drawn.append(mouse.pos)
    app.frame()  # the frame that ends in the wait the motion cuts short
    assert app.pacer.woken == 1
    app.frame()  # the very next frame handles it and draws it
    assert app.frames == frames + 2 and mouse.pos == (300, 200)
    assert drawn[-1] == (300, 200) and app.pacer.unshown == unshown + 1


def test_the_app_draws_every_refresh_while_a_key_glides_a_cursor(paced):
    """A held direction key moves a keyboard cursor with no events: the pointers say so."""
    app, fake = paced
    app.frame()
    app.frame()
    app.pointers.next_change = lambda: 0.0
    app.pacer.idle_waits = 0
    for _ in range(5):
        app.frame()
    assert app.pacer.idle_waits == 0


def test_a_cursor_left_alone_is_due_to_fade_when_it_goes_quiet(app):
    mouse = app.pointers.pointer("mouse", "mouse")
    app.pointers.move_to(mouse, 10, 10)
    mouse.idle = 1.0
    assert app.pointers.next_change() == pytest.approx(QUIET_SECONDS - 1.0)
    mouse.idle = QUIET_SECONDS
    assert app.pointers.next_change() == math.inf


def test_the_refresh_rate_falls_back_when_the_display_does_not_know(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_current_refresh_rate", lambda: 0)
    assert pacing.refresh_rate() == pacing.DEFAULT_REFRESH_HZ
    monkeypatch.setattr(pygame.display, "get_current_refresh_rate", lambda: 144)
    assert pacing.refresh_rate() == 144


def test_a_headless_run_keeps_no_pacer(app):
    assert app.pacer is None


@pytest.mark.parametrize("game", list(TABLE_SCENES))
def test_a_table_waiting_for_a_human_goes_still_and_a_bots_turn_moves(app, game):
    """Bots thinking and cards flying draw every frame; once only the human is to move and the
    highlight has breathed its last, the table asks for no frame until something happens."""
    from game.scenes import registry
    from game.scenes.table.pacing import PULSE_S, SETTLE_S

    app.start_game(app.default_table(registry.GAMES[game], 3, ["medium", "medium"]))
    scene = app.scenes.top
    app.draw_every = 30  # drawing cannot change the game: skip most draws, as autoplay runs do
    for _ in range(6000):
        if scene.humans_to_move() and not scene.presenting():
            break
        assert scene.next_change() == 0.0 or not scene.bots_to_move()
        app.frame()
    assert scene.humans_to_move() and not scene.presenting()
    assert scene.next_change() == 0.0  # the highlight breathes, markers settle
    for _ in range(round(max(PULSE_S, SETTLE_S) * 60) + 2):
        app.frame()
    assert scene.pulse(True) == 1.0
    assert scene.next_change() > IDLE_WAKE_S  # still: a notice or the banner going, or nothing


def test_the_lobby_glows_in_steps_then_holds_still(app):
    from game.scenes.lobby.cards import GLOW_S, GLOW_STEPS

    app.open_lobby("garum")
    lobby = app.scenes.top
    app.frame()
    assert 0 < lobby.next_change() <= 1 / GLOW_STEPS  # the open Joins' next glow step
    for _ in range(round(GLOW_S * 60) + 2):
        app.frame()
    assert lobby.next_change() == math.inf


def draws_of(app) -> list[float]:
    """The virtual times of the frames the app draws from now on (drawing itself skipped)."""
    drawn: list[float] = []
    app.draw = lambda: drawn.append(app.clock())
    return drawn


def test_the_app_wakes_for_each_scheduled_change_and_draws_nothing_once_still(paced):
    """The lobby's open Joins glow in steps: each wait ends at the next step, which is drawn; once
    the glow holds, the waits are the longest kind and draw nothing."""
    from game.scenes.lobby.cards import GLOW_S, GLOW_STEPS

    app, fake = paced
    app.open_lobby("garum")
    lobby = app.scenes.top
    app.frame()
    drawn, waits = draws_of(app), len(fake.waits)
    while app.clock() < lobby.glow_since + GLOW_S - 1 / GLOW_STEPS:
        app.frame()
    glowing = fake.waits[waits:]
    assert len(glowing) >= GLOW_S * GLOW_STEPS - 2  # woken for every step …
    assert all(wait <= 1 / GLOW_STEPS + 1e-9 for wait in glowing)  # … never later than it
    assert len(drawn) == len(glowing) and app.pacer.unshown == 0  # and every step drawn
    for _ in range(round(1 / GLOW_STEPS * 60) + 2):  # the last step, then the held glow
        app.frame()
    assert lobby.next_change() == math.inf
    drawn.clear()
    unshown, waits = app.pacer.unshown, len(fake.waits)
    for _ in range(10):
        app.frame()
    assert fake.waits[waits:] == [pytest.approx(IDLE_WAKE_S)] * 10
    assert app.pacer.unshown == unshown + 10 and drawn == []


def test_a_humans_move_and_the_bots_reply_play_at_every_refresh_then_the_table_sleeps(paced):
    """A paced window at a Garum table: the move's tweens and the bot's thinking and move draw a
    frame every refresh, with no idle wait among them; then the table is still again."""
    from game.scenes import registry

    app, fake = paced
    app.start_game(app.default_table(registry.GAMES["garum"], 2, ["medium"]))
    scene = app.scenes.top

    def run_until_still(limit: int) -> int:
        for frame in range(limit):
            if scene.humans_to_move() and scene.next_change() > IDLE_WAKE_S:
                return frame
            app.frame()
        raise AssertionError("the table never went still")

    drawn = draws_of(app)
    run_until_still(6000)
    played = len(scene.state.history)
    for _ in range(20):  # the human's moves, until the bot replies (a Garum turn may take several)
        human = scene.humans_to_move()[0]
        assert scene.submit(human, scene.state.legal_actions(human)[0])
        drawn.clear()
        waits, unshown = app.pacer.idle_waits, app.pacer.unshown
        moving = 0
        while scene.next_change() == 0.0:  # tweens, a bot thinking and playing, markers settling
            app.frame()
            moving += 1
            assert moving < 6000
        assert moving > 30 and app.pacer.unshown == unshown
        assert app.pacer.idle_waits == waits + 1  # only after the frame that went still
        assert len(drawn) == moving  # a frame drawn for every refresh that moved …
        gaps = [b - a for a, b in zip(drawn, drawn[1:], strict=False)]
        assert min(gaps) >= 1 / 60 - 1e-9  # … and none faster than the display
        run_until_still(600)
        if {seat for seat, _ in scene.state.history[played:]} - {human}:
            break
    else:
        raise AssertionError("the bot never moved")
    drawn.clear()
    waits = app.pacer.idle_waits
    for _ in range(5):
        app.frame()
    assert drawn == [] and app.pacer.idle_waits == waits + 5


@pytest.mark.parametrize(
    ("name", "software"), [("llvmpipe (LLVM 15.0.6, 256 bits)", True), ("AMD Radeon", False)]
)
def test_an_opengl_drawn_on_the_cpu_is_told_from_a_gpu(monkeypatch, name, software):
    monkeypatch.setattr(pygame.display, "_get_renderer_info", lambda: ("opengl", 14))
    monkeypatch.setattr(pacing, "gl_renderer", lambda: name)
    assert pacing.software_opengl() is software
    monkeypatch.setattr(pygame.display, "_get_renderer_info", lambda: None)  # the window's framebuffer
    assert pacing.software_opengl() is False


@pytest.mark.parametrize("software", [True, False])
def test_a_window_on_a_software_opengl_is_reopened_on_its_framebuffer(app, monkeypatch, software):
    """With the vsync setting on, the window opens with an OpenGL renderer; drawn on the CPU it
    cost more than the frame, so the window opens again without it. A GPU's is kept."""
    from game import display

    vsyncs = []
    real = pygame.display.set_mode
    monkeypatch.setattr(
        pygame.display, "set_mode", lambda size, flags=0, vsync=0: vsyncs.append(vsync) or real(size, flags)
    )
    monkeypatch.setattr(pygame.display, "is_vsync", lambda: vsyncs[-1] == 1)
    monkeypatch.setattr(display, "software_opengl", lambda: software)
    monkeypatch.setattr(app, "headless", False)
    assert app.settings["vsync"]
    app._open_window()
    assert vsyncs == ([1, 0] if software else [1])


def test_a_phones_move_is_played_by_the_frame_its_nudge_starts_not_at_the_next_refresh(paced):
    """Between two moving frames a phone's move arrives: the pacer starts a frame at once, which
    runs an input step though no step is due yet (time has moved 1 ms), plays the move, answers
    the phone and draws nothing; a second tap 1 ms later is answered by a frame of its own; the
    frame at the refresh draws."""
    from phone_fakes import FakeServer
    from table_helpers import seats

    from game.engine.devices import phone
    from game.engine.seats import TableSetup

    app, fake = paced
    clock, app.clock = app.clock, None  # a window's: time passes only while the pacer waits
    server = FakeServer()
    app.pointers.devices.append(phone.PhoneDevice(server, "u"))
    app.start_game(TableSetup("fishing", seats(("",), 3), {}, seed=5))
    scene = app.scenes.top
    server.hello("a")
    server.say("a", "join", seat=0)
    app.next_change = lambda: 0.0  # something moves: the pacer sleeps between frames, never waits
    for _ in range(6000):
        if scene.humans_to_move() and not scene.presenting() and server.sent.get("a"):
            break
        app.frame()
    view = server.last("a", "view")
    assert view["seat"] == 0 and 0 in view["to_move"]
    app.frame()
    moves, steps, drawn = len(scene.state.history), app.loop.steps, []
    app.draw = lambda: drawn.append(clock())
    fake.nudge_in(0.001, lambda: server.say("a", "act", action=view["legal"][0]))
    app.frame()  # ends in the sleep the phone's move cuts short
    assert app.pacer.hurry and len(drawn) == 1 and app.loop.steps == steps + 2
    fake.nudge_in(0.001, lambda: server.say("a", "join", seat=0))  # again: it has that seat
    app.frame()  # the hurried frame, 1 ms after the last: an input step
    assert len(scene.state.history) > moves and server.last("a", "view")["moves"] > moves
    assert app.loop.steps == steps + 2 and len(drawn) == 1 and app.pacer.hurry
    app.frame()  # hurried again, 1 ms later: the second tap is answered at once
    assert server.last("a", "error")["code"] == "seated" and app.loop.steps == steps + 2 and len(drawn) == 1
    app.frame()  # at the refresh: drawn
    assert len(drawn) == 2 and drawn[1] - drawn[0] == pytest.approx(1 / 60)


def test_a_frame_that_asked_to_quit_ends_without_waiting(paced):
    """SIGTERM's handler asks the app to quit and gives it ``SIGTERM_GRACE_S`` to get out; a frame
    that then waited again (up to ``IDLE_WAKE_S``, as long as the grace) raced the forced exit,
    which raised inside whatever ran (a weakref callback printed its traceback)."""
    app, fake = paced
    app.frame()
    app.frame()
    waits = len(fake.waits)
    app.quit()
    app.frame()
    assert len(fake.waits) == waits  # the still menu would have waited: quitting, it does not
