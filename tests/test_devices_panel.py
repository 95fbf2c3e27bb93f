"""Settings → Devices: the live panel lists every device, lights a row on any button, remembers
sensitivity by device name, and says exactly why several mice cannot be used and how to fix it."""

import pygame
import pygame_gui
import pytest

from game.app import App, parse_args
from game.engine import devices, pointers
from game.engine.devices import evdev_mice
from game.engine.devices.inventory import DeviceEntry
from game.engine.devices.scripted import ScriptedDevice, Step
from game.engine.devices.several_mice import MISSING, NONE_FOUND, OFF, PERMISSION, PLATFORM, MiceStatus
from game.scenes import mice_box
from game.scenes.device_rows import MIN_ROW, factor_for, step_for
from game.scenes.devices import DevicesScene
from game.scenes.settings import SettingsScene
from tests.layout_probe import SIZES, layout_problems

PROC = 'N: Name="USB Mouse"\nH: Handlers=mouse0 event5\nB: REL=3\n'
READY = MiceStatus([], [], "3 mice ready.")


def scripted(app, *steps):
    device = ScriptedDevice(steps)
    app.pointers.devices.append(device)
    return device


def open_panel(drive, status=READY):
    scene = DevicesScene(drive.app, status=lambda enabled: status)
    drive.app.scenes.push(scene)
    drive.frames(2)
    return scene


def names(scene):
    return [row.entry.name for row in scene.device_rows.rows]


def test_the_panel_lists_mice_pads_keyboard_clusters_and_the_system_mouse(drive):
    scripted(
        drive.app,
        *[
            Step(0, f"rawinput:{i}", "move_to", 100 * i, 100, device="rawinput", name=f"Mouse {i}")
            for i in (1, 2, 3)
        ],
        Step(0, "pad:0", "move_to", 400, 300, device="gamepad", name="Xbox Wireless Controller"),
    )
    scene = open_panel(drive)
    assert names(scene)[:4] == ["System mouse (every mouse as one)", "Keys WASD", "Keys IJKL", "Arrow keys"]
    assert names(scene)[4:] == ["Mouse 1", "Mouse 2", "Mouse 3", "Xbox Wireless Controller"]
    assert [r.slider is not None for r in scene.device_rows.rows] == [False] + [True] * 7, (
        "no sensitivity for the absolute mouse"
    )
    bottoms = [row.rect.bottom for row in scene.device_rows.rows]
    assert bottoms == sorted(bottoms) and bottoms[-1] < scene.back.rect.y, (
        "rows do not overlap the Back button"
    )


def test_a_device_added_while_the_panel_is_open_gets_a_row(drive):
    scene = open_panel(drive)
    before = len(scene.device_rows.rows)
    scripted(drive.app, Step(0, "pad:7", "move_to", 10, 10, device="gamepad", name="DualSense"))
    drive.frames(2)
    assert len(scene.device_rows.rows) == before + 1 and names(scene)[-1] == "DualSense"


def test_any_button_lights_its_row_and_is_named_and_does_not_close_the_panel(drive):
    scripted(
        drive.app,
        Step(0, "pad:0", "move_to", 5, 5, device="gamepad", name="Pad"),
        Step(0.05, "pad:0", "click", button=pointers.SECONDARY, device="gamepad"),
        Step(0.05, "keys:wasd", "click", button=pointers.ACTION, device="keyboard"),
    )
    scene = open_panel(drive)
    drive.frames(6)
    rows = {row.entry.name: row for row in scene.device_rows.rows}
    assert rows["Pad"].lit > 0 and rows["Pad"].last == "back"
    assert rows["Keys WASD"].last == "action" and rows["Keys IJKL"].lit == 0
    assert drive.top is scene, "B and right click are a test here, not back"
    drive.frames(60)
    assert rows["Pad"].lit == 0


def test_sensitivity_is_set_per_device_name_and_remembered(drive):
    scripted(drive.app, Step(0, "rawinput:1", "move_to", 50, 50, device="rawinput", name="Logitech M185"))
    scene = open_panel(drive)
    row = next(r for r in scene.device_rows.rows if r.entry.name == "Logitech M185")
    moved = pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=row.slider, value=4)
    assert scene.handle(moved)
    assert drive.app.settings["device_sensitivity"] == {"Logitech M185": 2.0}
    assert drive.app.pointers.pointers["rawinput:1"].sensitivity == 2.0
    drive.app.pointers.disconnect("rawinput:1")
    replug = drive.app.pointers.pointer("rawinput:9", "rawinput", "Logitech M185")
    assert replug.sensitivity == 2.0, "the same mouse under a new id keeps its speed"
    assert [factor_for(step_for(f)) for f in (0.25, 1.0, 4.0)] == [0.25, 1.0, 4.0]


@pytest.mark.parametrize(
    ("status", "problem", "words", "copy"),
    [
        (
            evdev_mice.status(PROC, readable=lambda p: False, has_evdev=True),
            PERMISSION,
            'TAG+="uaccess"',
            True,
        ),
        (devices.mice_status(True, platform="darwin"), PLATFORM, "gamepads", False),
        (evdev_mice.status("", readable=lambda p: True, has_evdev=True), NONE_FOUND, "Plug in", False),
        (evdev_mice.status(PROC, readable=lambda p: True, has_evdev=False), MISSING, "pip install", True),
        (devices.mice_status(False, platform="linux"), OFF, "Turn it on", False),
    ],
)
def test_the_box_says_why_several_mice_cannot_be_used_and_how_to_fix_it(drive, status, problem, words, copy):
    scene = open_panel(drive, status)
    text = " ".join(line for line, _ in mice_box.status_lines(scene.status))
    assert status.problem == problem and status.reason in text and words in text
    assert scene.copy.visible == copy
    if problem == PERMISSION:
        blocked = [r for r in scene.device_rows.rows if r.blocked]
        assert [r.entry.name for r in blocked] == ["USB Mouse"] and blocked[0].slider is None
    rows = scene.device_rows.rows
    assert rows[0].rect.y > scene.box.bottom, "the rows start below the box, however long it is"


def test_macos_says_plainly_that_several_mice_are_not_available():
    status = devices.mice_status(True, platform="darwin")
    assert not status.ok and "not available on macOS" in status.reason
    assert "keyboard cursors" in status.fixes[0] and "gamepads" in status.fixes[0]
    assert devices.several_mice_backend(None, platform="darwin") is None


def test_the_toggle_turns_several_mice_on_and_off(drive):
    scene = open_panel(drive, devices.mice_status(False, platform="linux"))
    drive.click(scene.toggle.rect.center)
    assert drive.app.settings["multimouse"] is True and scene.toggle.text == "Several mice: On"


def test_settings_opens_the_panel_from_its_devices_button_and_back_returns(drive):
    drive.app.scenes.push(SettingsScene(drive.app))
    drive.frames(1)
    button = next(b for b in drive.top.buttons.buttons if b.text == "Devices")
    drive.click(button.rect.center)
    assert drive.stack()[-2:] == ["SettingsScene", "DevicesScene"]
    drive.click(drive.top.back.rect.center)
    assert drive.stack()[-1] == "SettingsScene"


def test_more_devices_than_fit_are_counted_instead_of_squeezed(drive):
    steps = [Step(0, f"pad:{i}", "move_to", 5, 5, device="gamepad", name=f"Pad {i}") for i in range(20)]
    scripted(drive.app, *steps)
    scene = open_panel(drive)
    rows, more = scene.device_rows.rows, scene.device_rows.more
    assert more > 0 and len(rows) + more == 24
    lowest = round(MIN_ROW * scene.s) - round(8 * scene.s)
    assert all(row.rect.h >= lowest for row in rows) and rows[-1].rect.bottom < scene.back.rect.y


class FoundMice:
    """A backend that found three mice and a pad that have not moved yet (no cursor tags)."""

    def __init__(self):
        self.entries = [
            DeviceEntry(f"rawinput:{i}", "rawinput", n, "move it, click") for i, n in enumerate(MICE)
        ]
        self.entries.append(
            DeviceEntry("pad:0", "gamepad", "Xbox Wireless Controller", "left stick moves, A selects")
        )

    def describe(self, hub):
        return self.entries

    def handle_event(self, event, hub):
        return False

    def update(self, dt, hub):
        pass

    def close(self):
        pass


MICE = ("Logitech M185", "USB mouse 1BCF:0005", "Microsoft Basic Optical Mouse")


@pytest.mark.parametrize("size", list(SIZES.values()), ids=list(SIZES))
@pytest.mark.parametrize("case", ["ready", "permission"])
def test_the_panel_fits_every_screen_without_overlaps_or_tiny_text(size, case):
    app = App(parse_args(["--headless", "--size", f"{size[0]}x{size[1]}"]))
    try:
        app.to_menu()
        app.pointers.devices.append(FoundMice())
        status = (
            READY if case == "ready" else evdev_mice.status(PROC, readable=lambda p: False, has_evdev=True)
        )
        scene = DevicesScene(app, status=lambda enabled: status)
        app.scenes.push(scene)
        app.frame()
        assert layout_problems(scene, app.size) == []
    finally:
        app.close()


@pytest.mark.parametrize("size", list(SIZES.values()), ids=list(SIZES))
def test_settings_with_its_devices_button_fits_every_screen(size):
    app = App(parse_args(["--headless", "--size", f"{size[0]}x{size[1]}"]))
    try:
        app.to_menu()
        scene = SettingsScene(app)
        app.scenes.push(scene)
        app.frame()
        assert layout_problems(scene, app.size) == []
    finally:
        app.close()
