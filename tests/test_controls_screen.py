"""Settings → Devices → Keys (issue 51): "press a key to bind" through the app's own input path,
refusals in words, reset to default, a pad's buttons, and a layout that fits."""

import pygame
import pygame_gui
import pytest

from game import i18n
from game.app import App, parse_args
from game.engine.devices import bindings, keyboard
from game.engine.devices.gamepad import GamepadCursors
from game.scenes.controls import ControlsScene
from game.scenes.devices import DevicesScene
from tests.layout_probe import layout_problems
from tests.test_bindings import NamedController
from tests.test_devices_panel import READY

E = pygame.event.Event


@pytest.fixture(autouse=True)
def default_bindings():
    """Each app puts its settings' bindings in force; what a test bound goes with it."""
    yield
    bindings.use({})


def press_button(drive, element):
    drive.post(pygame_gui.UI_BUTTON_PRESSED, ui_element=element)


def open_keys(drive, pointer_id="keys:wasd"):
    panel = DevicesScene(drive.app, status=lambda enabled: READY)
    drive.app.scenes.push(panel)
    drive.frames(2)
    row = next(r for r in panel.device_rows.rows if r.entry.pointer_id == pointer_id)
    press_button(drive, row.keys)
    assert isinstance(drive.top, ControlsScene)
    return panel, drive.top


def test_a_key_pressed_after_change_is_bound_kept_and_drives_the_cursor(drive):
    panel, controls = open_keys(drive)
    press_button(drive, controls.changes["up"])
    assert controls.listening == "up" and drive.app.pointers.typing, "WASD steers nothing meanwhile"
    drive.key(pygame.K_t)
    assert controls.listening is None and not drive.app.pointers.typing
    assert drive.app.settings["device_bindings"]["keys:wasd"]["up"] == [pygame.K_t]
    assert "T now does" in controls.message
    press_button(drive, controls.back)
    assert drive.top is panel
    hint = next(r.entry.hint for r in panel.device_rows.rows if r.entry.pointer_id == "keys:wasd")
    assert hint.startswith("T A S D move"), "the panel's row says the new keys"
    drive.key(pygame.K_t)
    cursor = drive.app.pointers.pointers["keys:wasd"]
    y = cursor.y
    drive.key(pygame.K_t)
    assert cursor.y == pytest.approx(y - keyboard.STEP * drive.app.size[1])
    drive.key(pygame.K_w)
    assert cursor.y == pytest.approx(y - keyboard.STEP * drive.app.size[1]), "W is free again"


def test_keys_taken_elsewhere_are_refused_in_words_and_escape_stops_listening(drive):
    _panel, controls = open_keys(drive)
    press_button(drive, controls.changes["back"])
    for key, words in (
        (pygame.K_e, "E already does “action”"),
        (pygame.K_i, "I belongs to Keys IJKL"),
        (pygame.K_TAB, "Tab belongs to the menus"),
    ):
        drive.key(key)
        assert words in controls.message and controls.refused and controls.listening == "back"
    assert drive.app.settings["device_bindings"] == {}
    drive.key(pygame.K_ESCAPE)
    assert controls.listening is None and drive.top is controls, "Escape stops listening, stays"
    drive.key(pygame.K_ESCAPE)
    assert not isinstance(drive.top, ControlsScene), "then it leaves"


def test_binding_a_key_back_to_the_default_and_reset_forget_the_device(drive):
    _panel, controls = open_keys(drive, "keys:ijkl")
    press_button(drive, controls.changes["peek"])
    drive.key(pygame.K_n)
    assert drive.app.settings["device_bindings"]["keys:ijkl"]["peek"] == [pygame.K_n]
    press_button(drive, controls.reset)
    assert drive.app.settings["device_bindings"] == {} and not bindings.changed("keys:ijkl")
    press_button(drive, controls.changes["peek"])
    drive.key(pygame.K_n)
    press_button(drive, controls.changes["peek"])
    drive.key(pygame.K_h)
    assert drive.app.settings["device_bindings"] == {}, "the defaults again: nothing to remember"


def test_a_pad_button_is_bound_for_that_pad_and_start_is_refused(drive):
    cursors = next(d for d in drive.app.pointers.devices if isinstance(d, GamepadCursors))
    cursors._open_controller = NamedController
    drive.app.pointers.handle_event(E(pygame.JOYDEVICEADDED, device_index=2))
    _panel, controls = open_keys(drive, "pad:32")
    assert controls.target.actions == bindings.PAD_ACTIONS
    press_button(drive, controls.changes["select"])
    assert cursors.listening == 32
    drive.post(pygame.CONTROLLERBUTTONDOWN, instance_id=32, button=pygame.CONTROLLER_BUTTON_START)
    assert "Start belongs to the menus" in controls.message
    drive.post(pygame.CONTROLLERBUTTONDOWN, instance_id=99, button=pygame.CONTROLLER_BUTTON_X)
    assert controls.listening == "select", "another pad's press binds nothing"
    drive.post(pygame.CONTROLLERBUTTONDOWN, instance_id=32, button=pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert "RB already does “rotate”" in controls.message
    r3 = pygame.CONTROLLER_BUTTON_RIGHTSTICK
    drive.post(pygame.CONTROLLERBUTTONDOWN, instance_id=32, button=r3)
    drive.post(pygame.CONTROLLERBUTTONUP, instance_id=32, button=r3)
    assert drive.app.settings["device_bindings"]["Pad 2"]["select"] == [r3] and cursors.listening is None
    events = drive.app.pointers.handle_event(E(pygame.CONTROLLERBUTTONDOWN, instance_id=32, button=r3))
    assert [e.button for e in events] == [1], "R3 now selects"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)], ids=["720p", "4k"])
def test_the_keys_screen_fits_while_listening_and_refusing(lang, size):
    app = App(parse_args(["--headless", "--size", f"{size[0]}x{size[1]}", "--lang", lang]))
    try:
        app.to_menu()
        bindings.use({"keys:arrows": {"select": [pygame.K_END]}})
        controls = ControlsScene.for_entry(app, keyboard.KeyboardCursors().describe(app.pointers)[2])
        app.scenes.push(controls)
        controls._listen("back")
        controls._bind("back", pygame.K_RETURN)  # Enter is the arrows' action: refused in words
        app.frame()
        assert controls.message and layout_problems(controls, app.size) == []
    finally:
        app.close()
        i18n.set_language(i18n.ENGLISH)  # ``--lang`` set it for the process, not only this app
