"""Input backends fed with fake pygame and evdev events: no display, no hardware."""

import pygame
import pytest

from game.engine import pointers
from game.engine.devices import default_devices, evdev_mice, gamepad, keyboard
from game.engine.devices.evdev_mice import EV_KEY, EV_REL, EV_SYN, REL_WHEEL, REL_X, REL_Y, EvdevMice
from game.engine.devices.gamepad import GamepadCursors, stick_velocity
from game.engine.devices.keyboard import KeyboardCursors
from game.engine.devices.system_mouse import SystemMouse
from game.engine.devices.touch import TouchFingers
from game.engine.pointers import DOWN, PRIMARY, SECONDARY, UP, PointerHub

SIZE = (1920, 1080)
E = pygame.event.Event


def hub_with(*devices):
    return PointerHub(SIZE, devices)


# -- gamepads ----------------------------------------------------------------------------------
def test_stick_inside_the_dead_zone_does_not_move():
    assert stick_velocity(0.1, -0.12, 2.0, 1080) == (0.0, 0.0)


def test_stick_speed_grows_with_deflection_and_with_holding():
    half = stick_velocity(0.6, 0, 0, 1080)[0]
    full = stick_velocity(1.0, 0, 0, 1080)[0]
    held = stick_velocity(1.0, 0, 10, 1080)[0]
    assert 0 < half < full < held
    assert full == pytest.approx(gamepad.FULL_SPEED * 1080)
    assert held == pytest.approx(full * gamepad.BOOST)


def test_stick_direction_is_kept():
    vx, vy = stick_velocity(-0.6, 0.8, 0, 1000)
    assert vx < 0 < vy and vy / -vx == pytest.approx(0.8 / 0.6)


def test_gamepad_cursor_follows_the_stick_and_stops_at_rest():
    hub = hub_with(GamepadCursors())
    hub.handle_event(E(pygame.JOYAXISMOTION, instance_id=4, axis=0, value=1.0))
    pad = hub.pointers["pad:4"]
    assert pad.device == "gamepad" and pad.pos == (960, 540)
    for _ in range(30):
        hub.update(1 / 60)
    expected = sum(stick_velocity(1.0, 0, i / 60, 1080)[0] / 60 for i in range(30))
    assert pad.x == pytest.approx(960 + expected)
    hub.handle_event(E(pygame.JOYAXISMOTION, instance_id=4, axis=0, value=0.05))
    x = pad.x
    hub.update(1 / 60)
    assert pad.x == x


def test_dpad_steps_once_then_repeats_while_held():
    hub = hub_with(GamepadCursors())
    hub.handle_event(E(pygame.JOYHATMOTION, instance_id=1, hat=0, value=(0, 1)))
    pad = hub.pointers["pad:1"]
    step = gamepad.DPAD_STEP * 1080
    assert pad.y == pytest.approx(540 - step)  # SDL's hat y points up
    hub.update(gamepad.REPEAT_DELAY - 0.01)
    assert pad.y == pytest.approx(540 - step)
    hub.update(0.02)
    assert pad.y == pytest.approx(540 - 2 * step)
    hub.update(gamepad.REPEAT_EVERY)
    assert pad.y == pytest.approx(540 - 3 * step)
    hub.handle_event(E(pygame.JOYHATMOTION, instance_id=1, hat=0, value=(0, 0)))
    hub.update(1.0)
    assert pad.y == pytest.approx(540 - 3 * step)


def test_pad_buttons_map_to_pointer_buttons():
    hub = hub_with(GamepadCursors())
    kinds = []
    for button in (0, 1, 3):
        kinds += hub.handle_event(E(pygame.JOYBUTTONDOWN, instance_id=2, button=button))
    kinds += hub.handle_event(E(pygame.JOYBUTTONUP, instance_id=2, button=0))
    assert [(e.kind, e.button) for e in kinds] == [
        (DOWN, PRIMARY),
        (DOWN, SECONDARY),
        (DOWN, pointers.ACTION),
        (UP, PRIMARY),
    ]


def test_gamepad_hot_plug_by_instance_id():
    class FakeJoystick:
        def __init__(self, index):
            self.index = index

        def get_instance_id(self):
            return 10 + self.index

    cursors = GamepadCursors(open_joystick=FakeJoystick, open_controller=lambda index: None)
    hub = hub_with(cursors)
    hub.handle_event(E(pygame.JOYDEVICEADDED, device_index=0))
    hub.handle_event(E(pygame.JOYDEVICEADDED, device_index=1))
    assert {"pad:10", "pad:11"} <= hub.pointers.keys()
    hub.claim(hub.pointers["pad:10"], 0, (0, 0, 0), "A")
    hub.handle_event(E(pygame.JOYDEVICEREMOVED, instance_id=10))
    hub.handle_event(E(pygame.JOYDEVICEREMOVED, instance_id=11))
    assert not hub.pointers["pad:10"].connected and "pad:11" not in hub.pointers
    hub.handle_event(E(pygame.JOYDEVICEADDED, device_index=2))  # the same pad, a new id
    hub.handle_event(E(pygame.JOYBUTTONDOWN, instance_id=12, button=0))
    assert hub.pointers["pad:12"].seat == 0 and "pad:10" not in hub.pointers


class FakeController:
    """What SDL's game controller offers the backend: its joystick's instance id."""

    def __init__(self, index):
        self.index = index

    def as_joystick(self):
        return self

    def get_instance_id(self):
        return 20 + self.index


def test_a_known_controller_uses_the_standard_layout_and_its_raw_joystick_events_are_ignored():
    cursors = GamepadCursors(open_joystick=None, open_controller=FakeController)
    hub = hub_with(cursors)
    hub.handle_event(E(pygame.JOYDEVICEADDED, device_index=1))
    assert cursors.pads[21].controller
    events = hub.handle_event(E(pygame.JOYBUTTONDOWN, instance_id=21, button=3))
    events += hub.handle_event(E(pygame.CONTROLLERDEVICEADDED, device_index=1))
    assert events == []
    events = hub.handle_event(
        E(pygame.CONTROLLERBUTTONDOWN, instance_id=21, button=pygame.CONTROLLER_BUTTON_Y)
    )
    events += hub.handle_event(
        E(pygame.CONTROLLERBUTTONUP, instance_id=21, button=pygame.CONTROLLER_BUTTON_Y)
    )
    events += hub.handle_event(
        E(pygame.CONTROLLERBUTTONDOWN, instance_id=21, button=pygame.CONTROLLER_BUTTON_B)
    )
    assert [(e.kind, e.button) for e in events] == [
        (DOWN, pointers.ACTION),
        (UP, pointers.ACTION),
        (DOWN, SECONDARY),
    ]


def test_controller_stick_and_dpad_move_like_a_joysticks():
    hub = hub_with(GamepadCursors(open_joystick=None, open_controller=FakeController))
    hub.handle_event(E(pygame.JOYDEVICEADDED, device_index=0))
    pointer = hub.pointers["pad:20"]
    left = pygame.CONTROLLER_BUTTON_DPAD_LEFT
    hub.handle_event(E(pygame.CONTROLLERBUTTONDOWN, instance_id=20, button=left))
    hub.handle_event(E(pygame.CONTROLLERBUTTONUP, instance_id=20, button=left))
    assert pointer.x == pytest.approx(960 - gamepad.DPAD_STEP * 1080)
    hub.update(1.0)
    assert pointer.x == pytest.approx(960 - gamepad.DPAD_STEP * 1080), "released: no repeat"
    hub.handle_event(E(pygame.CONTROLLERAXISMOTION, instance_id=20, axis=1, value=-32768))
    hub.update(0.1)
    assert pointer.y == pytest.approx(540 + stick_velocity(0, -1.0, 0, 1080)[1] * 0.1)


# -- keyboard clusters -------------------------------------------------------------------------
def key(kind, k, mod=0):
    return E(kind, key=k, mod=mod, unicode="", scancode=0)


def test_a_tap_moves_one_small_step():
    hub = hub_with(KeyboardCursors())
    hub.handle_event(key(pygame.KEYDOWN, pygame.K_d))
    hub.handle_event(key(pygame.KEYUP, pygame.K_d))
    hub.update(1.0)
    assert hub.pointers["keys:wasd"].x == pytest.approx(960 + keyboard.STEP * 1080)


def test_holding_a_direction_glides_faster_and_faster():
    hub = hub_with(KeyboardCursors())
    pointer = hub.pointer("keys:ijkl", "keyboard")
    hub.move_to(pointer, 0, 0)
    hub.handle_event(key(pygame.KEYDOWN, pygame.K_l))
    xs = []
    for _ in range(90):
        hub.update(1 / 60)
        xs.append(pointer.x)
    steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    assert steps[0] == 0  # still a tap
    assert 0 < steps[20] < steps[50] < steps[-1]


def test_a_screens_shortcut_wakes_no_cursor_until_its_cluster_holds_a_seat():
    """L opens a table's log: a keyboard cluster without a seat leaves it to the screen (no stray
    cursor appears); once IJKL holds a seat, L moves that player's cursor again."""
    hub = hub_with(KeyboardCursors())
    hub.shortcuts = frozenset({pygame.K_l})
    assert hub.handle_event(key(pygame.KEYDOWN, pygame.K_l)) == []
    assert hub.handle_event(key(pygame.KEYUP, pygame.K_l)) == []
    assert "keys:ijkl" not in hub.pointers and not keyboard.steers_seat(hub, pygame.K_l)
    hub.handle_event(key(pygame.KEYDOWN, pygame.K_i))  # another IJKL key still wakes the cursor
    hub.claim(hub.pointers["keys:ijkl"], 1, (0, 114, 178), "B")
    assert keyboard.steers_seat(hub, pygame.K_l)
    moved = hub.handle_event(key(pygame.KEYDOWN, pygame.K_l))
    assert [e.kind for e in moved] == [pointers.MOVE]


def test_diagonals_are_not_faster():
    def travel(*keys):
        hub = hub_with(KeyboardCursors())
        for k in keys:
            hub.handle_event(key(pygame.KEYDOWN, k))
        p = hub.pointers["keys:wasd"]
        start = (p.x, p.y)
        hub.update(0.5)
        return ((p.x - start[0]) ** 2 + (p.y - start[1]) ** 2) ** 0.5

    assert travel(pygame.K_w, pygame.K_d) == pytest.approx(travel(pygame.K_w))


def test_cluster_buttons_press_and_release_without_key_repeat_duplicates():
    hub = hub_with(KeyboardCursors())
    events = hub.handle_event(key(pygame.KEYDOWN, pygame.K_SPACE))
    events += hub.handle_event(key(pygame.KEYDOWN, pygame.K_SPACE))  # OS key repeat
    events += hub.handle_event(key(pygame.KEYDOWN, pygame.K_e))
    events += hub.handle_event(key(pygame.KEYUP, pygame.K_SPACE))
    assert [(e.kind, e.button) for e in events] == [(DOWN, PRIMARY), (DOWN, pointers.ACTION), (UP, PRIMARY)]


def test_the_two_letter_clusters_are_separate_pointers():
    hub = hub_with(KeyboardCursors())
    hub.handle_event(key(pygame.KEYDOWN, pygame.K_SPACE))
    hub.handle_event(key(pygame.KEYDOWN, pygame.K_u))
    assert {"keys:wasd", "keys:ijkl"} <= hub.pointers.keys()
    assert hub.pointers["keys:wasd"] is not hub.pointers["keys:ijkl"]


def test_arrows_and_enter_stay_with_the_menus_until_the_arrow_cluster_holds_a_seat():
    hub = hub_with(KeyboardCursors())
    assert hub.devices[0].handle_event(key(pygame.KEYDOWN, pygame.K_RIGHT), hub) is False
    assert hub.devices[0].handle_event(key(pygame.KEYDOWN, pygame.K_RETURN), hub) is False
    assert "keys:arrows" not in hub.pointers
    events = hub.handle_event(key(pygame.KEYDOWN, pygame.K_RSHIFT))
    assert [(e.pointer.id, e.kind) for e in events] == [("keys:arrows", DOWN)]
    hub.claim(hub.pointers["keys:arrows"], 1, (0, 0, 0), "B")
    assert hub.devices[0].handle_event(key(pygame.KEYDOWN, pygame.K_RIGHT), hub) is True


def test_no_cluster_uses_a_menu_key():
    menu_keys = {pygame.K_ESCAPE, pygame.K_TAB, pygame.K_F1, pygame.K_F11, pygame.K_BACKSPACE}
    arrows = {pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN}
    for cluster in keyboard.CLUSTERS:
        keys = set(cluster.moves) | set(cluster.buttons)
        assert not keys & menu_keys
        assert cluster.needs_seat or not keys & arrows
    all_keys = [k for c in keyboard.CLUSTERS for k in [*c.moves, *c.buttons]]
    assert len(all_keys) == len(set(all_keys))


def test_keys_go_to_the_text_field_while_typing():
    hub = hub_with(KeyboardCursors())
    hub.typing = True
    assert hub.handle_event(key(pygame.KEYDOWN, pygame.K_w)) == []
    assert "keys:wasd" not in hub.pointers


# -- mouse and touch ---------------------------------------------------------------------------
def test_system_mouse_is_absolute_and_ignores_touch_echoes():
    hub = hub_with(SystemMouse())
    events = hub.handle_event(E(pygame.MOUSEBUTTONDOWN, pos=(30, 40), button=3, touch=False))
    assert [(e.kind, e.pos, e.button) for e in events] == [("move", (30, 40), 0), (DOWN, (30, 40), SECONDARY)]
    echo = E(pygame.MOUSEMOTION, pos=(90, 90), rel=(60, 50), buttons=(0, 0, 0), touch=True)
    assert hub.handle_event(echo) == []
    assert hub.pointers["mouse"].pos == (30, 40)


def test_each_finger_is_its_own_pointer_and_vanishes_when_lifted():
    hub = hub_with(TouchFingers())
    hub.handle_event(E(pygame.FINGERDOWN, touch_id=1, finger_id=0, x=0.25, y=0.5, dx=0, dy=0))
    hub.handle_event(E(pygame.FINGERDOWN, touch_id=1, finger_id=1, x=0.75, y=0.5, dx=0, dy=0))
    assert hub.pointers["touch:1:0"].pos == (480, 540) and hub.pointers["touch:1:1"].pos == (1440, 540)
    events = hub.handle_event(E(pygame.FINGERUP, touch_id=1, finger_id=0, x=0.25, y=0.5, dx=0, dy=0))
    assert [e.kind for e in events] == ["move", UP]
    assert "touch:1:0" not in hub.pointers


def test_default_devices_leave_evdev_out_unless_asked():
    kinds = {type(d).__name__ for d in default_devices()}
    assert kinds == {"SystemMouse", "TouchFingers", "GamepadCursors", "KeyboardCursors"}


# -- evdev mice --------------------------------------------------------------------------------
PROC = """I: Bus=0003 Vendor=046d Product=c077 Version=0111
N: Name="Logitech USB Optical Mouse"
P: Phys=usb-0000:00:14.0-1/input0
H: Handlers=mouse0 event5
B: PROP=0
B: EV=17
B: KEY=70000 0 0 0 0
B: REL=903
B: MSC=10

I: Bus=0011 Vendor=0002 Product=0007 Version=01b1
N: Name="SynPS/2 Synaptics TouchPad"
H: Handlers=mouse1 event6
B: EV=b
B: KEY=e520 10000 0 0 0 0
B: ABS=660800011000003

I: Bus=0003 Vendor=1a2c Product=0e24 Version=0110
N: Name="USB Keyboard"
H: Handlers=sysrq kbd leds event3
B: EV=120013
B: KEY=1000000000007 ff9f207ac14057ff febeffdfffefffff fffffffffffffffe

I: Bus=0003 Vendor=1bcf Product=0005 Version=0110
N: Name="USB Optical Mouse"
H: Handlers=event7 mouse2
B: EV=17
B: REL=1943
"""


class Ev:
    """What python-evdev's InputEvent offers the reader: type, code, value."""

    def __init__(self, type, code, value):
        self.type, self.code, self.value = type, code, value


def motion(dx, dy):
    return [Ev(EV_REL, REL_X, dx), Ev(EV_REL, REL_Y, dy), Ev(EV_SYN, 0, 0)]


class FakeMouse:
    def __init__(self):
        self.queue, self.grabbed, self.closed, self.gone = [], False, False, False

    def read(self):
        if self.gone:
            raise OSError(19, "No such device")
        if not self.queue:
            raise BlockingIOError
        events, self.queue = self.queue, []
        return iter(events)

    def grab(self):
        self.grabbed = True

    def ungrab(self):
        self.grabbed = False

    def close(self):
        self.closed = True


def test_proc_listing_finds_mice_with_relative_motion_only():
    mice = evdev_mice.parse_input_devices(PROC)
    assert mice == [
        evdev_mice.MouseInfo("Logitech USB Optical Mouse", "/dev/input/event5"),
        evdev_mice.MouseInfo("USB Optical Mouse", "/dev/input/event7"),
    ]


def test_relative_motion_is_summed_per_report_and_buttons_land_after_the_motion():
    hub = hub_with()
    reader = evdev_mice.MouseReader("evdev:/dev/input/event5")
    reader.feed([*motion(3, 4), Ev(EV_REL, REL_X, 7), Ev(EV_KEY, 0x110, 1), Ev(EV_SYN, 0, 0)], hub)
    reader.feed([Ev(EV_KEY, 0x110, 2), Ev(EV_KEY, 0x110, 0), Ev(EV_REL, REL_WHEEL, -1), *motion(0, 0)], hub)
    events = hub.drain()
    assert [(e.kind, e.pos, e.button, e.wheel) for e in events] == [
        ("move", (963, 544), 0, 0),
        ("move", (970, 544), 0, 0),
        (DOWN, (970, 544), PRIMARY, 0),
        (UP, (970, 544), PRIMARY, 0),
        ("wheel", (970, 544), 0, -1),
    ]


def test_two_mice_move_two_cursors_and_the_system_mouse_steps_aside():
    mouse = SystemMouse()
    mice = EvdevMice(system_mouse=mouse)
    hub = hub_with(mice, mouse)
    left, right = FakeMouse(), FakeMouse()
    mice.open("/dev/input/event5", hub, left)
    mice.open("/dev/input/event7", hub, right)
    assert mouse.enabled is False
    left.queue, right.queue = motion(-100, 0), motion(50, 25)
    mice._rescan = 99  # no real /proc scan in a test
    hub.update(1 / 60)
    assert hub.pointers["evdev:/dev/input/event5"].pos == (860, 540)
    assert hub.pointers["evdev:/dev/input/event7"].pos == (1010, 565)
    desktop = E(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0), touch=False)
    assert hub.handle_event(desktop) == []


def test_mice_are_grabbed_only_while_a_game_runs_with_focus_and_the_chord_lets_go():
    mouse = SystemMouse()
    mice = EvdevMice(system_mouse=mouse)
    hub = hub_with(mice, mouse)
    dev = FakeMouse()
    mice.open("/dev/input/event5", hub, dev)
    assert not dev.grabbed and hub.notice == ""
    hub.set_grab(True)
    assert dev.grabbed and "Ctrl+Alt+M" in hub.notice
    hub.handle_event(E(pygame.WINDOWFOCUSLOST))
    assert not dev.grabbed
    hub.handle_event(E(pygame.WINDOWFOCUSGAINED))
    assert dev.grabbed
    chord = key(pygame.KEYDOWN, pygame.K_m, pygame.KMOD_LCTRL | pygame.KMOD_LALT)
    hub.handle_event(chord)
    assert not dev.grabbed and mouse.enabled and "paused" in hub.notice
    dev.queue = motion(10, 10)
    mice._rescan = 99
    hub.update(1 / 60)
    assert hub.pointers["evdev:/dev/input/event5"].pos == (960, 540)  # paused mice are ignored
    hub.handle_event(chord)
    assert dev.grabbed and not mouse.enabled
    hub.set_grab(False)  # pause or back to the menu
    assert not dev.grabbed
    hub.set_grab(True)
    hub.close()
    assert not dev.grabbed and dev.closed and mouse.enabled


def test_a_mouse_plugged_in_during_a_game_is_grabbed_too():
    mice = EvdevMice()
    hub = hub_with(mice)
    first, second = FakeMouse(), FakeMouse()
    mice.open("/dev/input/event5", hub, first)
    hub.set_grab(True)
    mice.open("/dev/input/event7", hub, second)
    assert first.grabbed and second.grabbed
    hub.set_grab(False)
    assert not first.grabbed and not second.grabbed


def test_an_unplugged_mouse_keeps_its_seat_and_the_rest_carry_on():
    mice = EvdevMice()
    hub = hub_with(mice)
    a, b = FakeMouse(), FakeMouse()
    mice.open("/dev/input/event5", hub, a)
    mice.open("/dev/input/event7", hub, b)
    hub.claim(hub.pointers["evdev:/dev/input/event5"], 0, (1, 2, 3), "A")
    a.gone, b.queue = True, motion(1, 0)
    mice._rescan = 99
    hub.update(1 / 60)
    assert "/dev/input/event5" not in mice.devices and a.closed
    assert hub.held_seats().keys() == {0}
    assert hub.pointers["evdev:/dev/input/event7"].pos == (961, 540)


def test_scan_opens_new_readable_mice_and_drops_vanished_ones(tmp_path):
    (tmp_path / "event9").write_text("")
    proc = tmp_path / "devices"
    proc.write_text('N: Name="Mouse"\nH: Handlers=mouse3 event9\nB: REL=3\n')
    opened = []

    class FakeEvdev:
        @staticmethod
        def InputDevice(path):  # noqa: N802 (python-evdev's name)
            opened.append(path)
            return FakeMouse()

    mice = EvdevMice(evdev_module=FakeEvdev, proc_path=str(proc), dev_dir=str(tmp_path))
    hub = hub_with(mice)
    node = str(tmp_path / "event9")
    mice.scan(hub)
    assert opened == [node] and f"evdev:{node}" in hub.pointers
    mice.scan(hub)
    assert opened == [node]  # already open
    proc.write_text("")
    mice.scan(hub)
    assert mice.devices == {} and f"evdev:{node}" not in hub.pointers


def test_status_explains_unreadable_mice_and_gives_the_fix():
    status = evdev_mice.status(PROC, readable=lambda path: False, has_evdev=True)
    assert not status.ok and len(status.blocked) == 2
    assert "/dev/input/event5" in status.reason and "may not read" in status.reason
    assert any('TAG+="uaccess"' in fix and "udevadm" in fix for fix in status.fixes)
    assert any("usermod -aG input" in fix for fix in status.fixes)


def test_status_when_mice_are_readable_or_evdev_is_missing():
    assert evdev_mice.status(PROC, readable=lambda path: True, has_evdev=True).reason == "2 mice ready."
    missing = evdev_mice.status(PROC, readable=lambda path: True, has_evdev=False)
    assert not missing.ok and "multimouse" in missing.fixes[0]
    assert evdev_mice.status("", readable=lambda p: True, has_evdev=True).reason == "No mouse is plugged in."


@pytest.mark.parametrize(
    ("event", "moves"),
    [
        (E(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(1, 0)), True),
        (E(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_DPAD_UP), True),
        (E(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_A), True),
        (E(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_START), False),
        (E(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0), False),
    ],
)
def test_menus_know_which_pad_input_belongs_to_a_cursor(event, moves):
    assert gamepad.moves_cursor(event) is moves
