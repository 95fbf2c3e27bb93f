"""The Windows raw-input backend on any platform: recorded RAWINPUT structures for two mice,
fed through a fake Win32 source, become two pointers with their own motion, buttons and wheel."""

import ctypes
import sys

import pygame
import pytest

from game.engine.devices import rawinput
from game.engine.devices.rawinput import RawInputMice, build, friendly_name, parse
from game.engine.devices.several_mice import NONE_FOUND, PLATFORM, MouseReport
from game.engine.devices.system_mouse import SystemMouse
from game.engine.pointers import ACTION, DOWN, MIDDLE, PEEK, PRIMARY, SECONDARY, UP, WHEEL, PointerHub

E = pygame.event.Event
LEFT_MOUSE, RIGHT_MOUSE = 0x10045, 0x2003B
PATHS = {
    LEFT_MOUSE: r"\\?\HID#VID_046D&PID_C077#7&1a2b3c&0&0000#{378de44c-56ef-11d1-bc8c-00a0c91405dd}",
    RIGHT_MOUSE: r"\\?\HID#VID_1BCF&PID_0005&MI_00#8&9f&0&0000#{378de44c-56ef-11d1-bc8c-00a0c91405dd}",
}


class FakeWin32:
    """Stands in for the message-only window: the test posts what Windows would."""

    def __init__(self):
        self.inbox, self.clipped, self.stopped = None, False, False

    def start(self, inbox):
        self.inbox = inbox

    def stop(self):
        self.stopped = True

    def device_path(self, handle):
        return PATHS.get(handle, "")

    def clip(self, hold):
        self.clipped = hold

    def post(self, what, payload):
        self.inbox.put((what, payload))


@pytest.fixture
def rig():
    source, mouse = FakeWin32(), SystemMouse()
    mice = RawInputMice(source, mouse)
    hub = PointerHub((1920, 1080), [mice, mouse])
    source.post("added", LEFT_MOUSE)
    source.post("added", RIGHT_MOUSE)
    hub.update(1 / 60)
    return source, mice, hub, mouse


def test_the_structures_have_the_windows_sizes_for_this_word_size():
    pointer = ctypes.sizeof(ctypes.c_void_p)
    assert ctypes.sizeof(rawinput.RAWINPUTHEADER) == 8 + 2 * pointer
    assert ctypes.sizeof(rawinput.RAWMOUSE) == 24
    assert rawinput.RAWMOUSE.lLastX.offset == 12 and rawinput.RAWMOUSE.usButtonFlags.offset == 4
    assert ctypes.sizeof(rawinput.RAWINPUT) == ctypes.sizeof(rawinput.RAWINPUTHEADER) + 24


def test_parse_reads_device_motion_buttons_and_wheel():
    handle, report = parse(
        build(LEFT_MOUSE, dx=-7, dy=3, button_flags=0x0001 | 0x0008 | 0x0400, button_data=-240)
    )
    assert handle == LEFT_MOUSE
    assert report == MouseReport(-7, 3, (PRIMARY,), (SECONDARY,), -240)
    _, thumbs = parse(build(LEFT_MOUSE, button_flags=0x0040 | 0x0100 | 0x0010))
    assert thumbs.pressed == (MIDDLE, PEEK, ACTION)


def test_parse_ignores_keyboards_and_short_reads_and_scales_absolute_positions():
    keyboard = bytearray(build(LEFT_MOUSE))
    keyboard[0] = 1  # RIM_TYPEKEYBOARD
    assert parse(bytes(keyboard)) is None
    assert parse(build(LEFT_MOUSE)[:10]) is None
    _, report = parse(build(RIGHT_MOUSE, dx=65535, dy=32768, flags=rawinput.MOUSE_MOVE_ABSOLUTE))
    assert report.absolute == pytest.approx((1.0, 0.5), abs=1e-4) and (report.dx, report.dy) == (0, 0)


def test_device_paths_become_readable_names():
    assert friendly_name(PATHS[LEFT_MOUSE]) == "USB mouse 046D:C077"
    assert friendly_name(r"\\?\Root#RDP_MOU#0000#{378de44c}") == "Remote desktop mouse"
    assert friendly_name("") == "Mouse"


def test_two_mice_are_two_pointers_with_their_own_motion(rig):
    source, mice, hub, mouse = rig
    left, right = hub.pointers["rawinput:10045"], hub.pointers["rawinput:2003b"]
    assert (left.name, right.name) == ("USB mouse 046D:C077", "USB mouse 1BCF:0005")
    assert not mouse.enabled and hub.hide_os_cursor, "the system mouse steps aside"
    source.post("input", build(LEFT_MOUSE, dx=-100))
    source.post("input", build(RIGHT_MOUSE, dx=50, dy=25))
    source.post("input", build(LEFT_MOUSE, dy=-40))
    hub.update(1 / 60)
    assert left.pos == (860, 500) and right.pos == (1010, 565)
    desktop = E(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0), touch=False)
    assert hub.handle_event(desktop) == [], "SDL's merged mouse is ignored"


def test_buttons_and_wheel_belong_to_the_mouse_that_sent_them(rig):
    source, mice, hub, _ = rig
    source.post("input", build(RIGHT_MOUSE, dx=10, button_flags=0x0001))
    source.post("input", build(LEFT_MOUSE, button_flags=0x0400, button_data=120))
    source.post("input", build(RIGHT_MOUSE, button_flags=0x0002))
    for _ in range(4):  # a high-resolution wheel: four fractions make one notch
        source.post("input", build(LEFT_MOUSE, button_flags=0x0400, button_data=-30))
    events = [(e.pointer.id, e.kind, e.pos, e.button, e.wheel) for e in hub.update(1 / 60)]
    assert events == [
        ("rawinput:2003b", "move", (970, 540), 0, 0),
        ("rawinput:2003b", DOWN, (970, 540), PRIMARY, 0),
        ("rawinput:10045", WHEEL, (960, 540), 0, 1),
        ("rawinput:2003b", UP, (970, 540), PRIMARY, 0),
        ("rawinput:10045", WHEEL, (960, 540), 0, -1),
    ]


def test_hot_plug_adds_a_pointer_and_an_unplugged_one_keeps_its_seat(rig):
    source, mice, hub, _ = rig
    hub.claim(hub.pointers["rawinput:10045"], 0, (230, 159, 0), "A")
    source.post("removed", LEFT_MOUSE)
    source.post("added", 0x3000)
    source.post("input", build(0x3000, dx=5))
    hub.update(1 / 60)
    assert set(mice.devices) == {RIGHT_MOUSE, 0x3000}
    assert hub.held_seats().keys() == {0} and not hub.pointers["rawinput:10045"].connected
    assert hub.pointers["rawinput:3000"].pos == (965, 540)
    source.post("input", build(0x4000, dx=1))  # input before its arrival note still counts
    hub.update(1 / 60)
    assert "rawinput:4000" in hub.pointers and 0x4000 in mice.devices


def test_held_only_while_a_game_runs_and_let_go_on_pause_focus_loss_chord_and_exit(rig):
    source, mice, hub, mouse = rig
    assert not source.clipped and hub.notice == ""
    hub.set_grab(True)
    assert source.clipped and "Ctrl+Alt+M" in hub.notice
    hub.set_grab(False)  # pause
    assert not source.clipped
    hub.set_grab(True)
    hub.handle_event(E(pygame.WINDOWFOCUSLOST))
    assert not source.clipped
    source.post("input", build(LEFT_MOUSE, dx=30))
    hub.update(1 / 60)
    assert hub.pointers["rawinput:10045"].pos == (960, 540), (
        "input while another window is in front is not ours"
    )
    hub.handle_event(E(pygame.WINDOWFOCUSGAINED))
    assert source.clipped
    chord = E(
        pygame.KEYDOWN, key=pygame.K_m, mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT, unicode="m", scancode=0
    )
    hub.handle_event(chord)
    assert not source.clipped and mouse.enabled and "paused" in hub.notice
    hub.handle_event(chord)
    assert source.clipped and not mouse.enabled
    hub.close()
    assert not source.clipped and source.stopped and mouse.enabled


def test_status_counts_mice_and_says_when_there_are_none_or_the_platform_is_wrong():
    assert rawinput.status(list(PATHS.values()), platform="win32").reason == "2 mice ready."
    none = rawinput.status([], platform="win32")
    assert not none.ok and none.problem == NONE_FOUND
    assert rawinput.status([], platform="linux").problem == PLATFORM


def test_the_win32_module_is_never_imported_off_windows():
    if sys.platform == "win32":
        pytest.skip("on Windows the Win32 side is the real one")
    assert rawinput.create() is None
    assert "game.engine.devices.rawinput_windows" not in sys.modules


def test_the_held_cursor_follows_the_window_when_it_moves(rig):
    source, mice, hub, _ = rig
    calls = []
    source.clip = calls.append
    hub.handle_event(E(pygame.WINDOWMOVED, x=10, y=10))
    assert calls == [], "not held: nothing to move"
    hub.set_grab(True)
    hub.handle_event(E(pygame.WINDOWMOVED, x=20, y=10))
    assert calls == [True, True]
