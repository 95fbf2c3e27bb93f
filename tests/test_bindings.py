"""Control remapping (issue 51): keys and pad buttons bound per device drive the cursors through the
input path, the words about them follow, and the stored table is checked like every setting."""

import pygame
import pytest

from game.engine import pointers
from game.engine.devices import bindings, gamepad, keyboard
from game.engine.devices.gamepad import GamepadCursors
from game.engine.devices.keyboard import KeyboardCursors
from game.engine.pointers import DOWN, PEEK, PRIMARY, ROTATE, PointerHub
from game.engine.settings import Settings
from game.engine.storage import Storage

E = pygame.event.Event
SIZE = (1920, 1080)


@pytest.fixture(autouse=True)
def default_bindings():
    bindings.use({})
    yield
    bindings.use({})


def press(hub, key):
    return hub.handle_event(E(pygame.KEYDOWN, key=key)) + hub.handle_event(E(pygame.KEYUP, key=key))


def test_a_rebound_key_moves_the_cursor_and_the_old_key_no_longer_does():
    hub = PointerHub(SIZE, [KeyboardCursors()])
    bindings.use({"keys:wasd": {"up": [pygame.K_t], "select": [pygame.K_g]}})
    press(hub, pygame.K_t)
    cursor = hub.pointers["keys:wasd"]
    assert cursor.y == pytest.approx(540 - keyboard.STEP * 1080)
    assert press(hub, pygame.K_w) == [] and cursor.y == pytest.approx(540 - keyboard.STEP * 1080)
    events = press(hub, pygame.K_g)
    assert [(e.kind, e.button) for e in events if e.kind == DOWN] == [(DOWN, PRIMARY)]
    assert press(hub, pygame.K_s) and cursor.y == pytest.approx(540), "the keys not rebound stay"


def test_a_rebound_key_held_glides_and_a_rebind_while_held_does_not_break_the_glide():
    hub = PointerHub(SIZE, [KeyboardCursors()])
    bindings.use({"keys:ijkl": {"right": [pygame.K_SEMICOLON]}})
    hub.handle_event(E(pygame.KEYDOWN, key=pygame.K_SEMICOLON))
    cursor = hub.pointers["keys:ijkl"]
    for _ in range(30):
        hub.update(1 / 60)
    assert cursor.x > 960 + 3 * keyboard.STEP * 1080
    bindings.use({})
    hub.update(1 / 60)  # the held key gives nothing now, and nothing fails


def test_menus_and_table_words_follow_the_bound_keys():
    hub = PointerHub(SIZE, [KeyboardCursors()])
    bindings.use({"keys:wasd": {"peek": [pygame.K_z], "back": [pygame.K_x]}})
    assert keyboard.claims_key(hub, pygame.K_z) and not keyboard.claims_key(hub, pygame.K_f)
    assert keyboard.button_key("keys:wasd", PEEK) == "Z"
    hint = next(e.hint for e in hub.devices[0].describe(hub) if e.pointer_id == "keys:wasd")
    assert hint == "W A S D move, Space select, X back, E action, R rotate, Z peek"
    arrows = next(e.hint for e in hub.devices[0].describe(hub) if e.pointer_id == "keys:arrows")
    assert arrows == keyboard.CLUSTERS[2].legend, "an unchanged cluster keeps its own words"


def test_the_arrow_cluster_wakes_on_its_bound_select_key():
    hub = PointerHub(SIZE, [KeyboardCursors()])
    bindings.use({"keys:arrows": {"select": [pygame.K_END]}})
    assert press(hub, pygame.K_RSHIFT) == [], "the old join key is free again"
    assert [e.kind for e in press(hub, pygame.K_END)][:1] == [DOWN]
    hint = next(e.hint for e in hub.devices[0].describe(hub) if e.pointer_id == "keys:arrows")
    assert hint.startswith("End joins; then ↑ ← ↓ → move, End select")


class NamedController:
    """A game controller as SDL opens it, with the name its bindings are kept by."""

    def __init__(self, index):
        self.index = index
        self.name = f"Pad {index}"

    def as_joystick(self):
        return self

    def get_instance_id(self):
        return 30 + self.index


def test_a_pad_of_a_bound_name_presses_with_its_bound_buttons_and_other_pads_keep_theirs():
    cursors = GamepadCursors(open_joystick=None, open_controller=NamedController)
    hub = PointerHub(SIZE, [cursors])
    for index in (0, 1):
        hub.handle_event(E(pygame.JOYDEVICEADDED, device_index=index))
    lb, rb = pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
    bindings.use({"Pad 0": {"select": [rb], "rotate": [lb]}})
    pressed = [
        (e.pointer.id, e.button)
        for instance in (30, 31)
        for button in (rb, pygame.CONTROLLER_BUTTON_A)
        for e in hub.handle_event(E(pygame.CONTROLLERBUTTONDOWN, instance_id=instance, button=button))
    ]
    assert pressed == [("pad:30", PRIMARY), ("pad:31", ROTATE), ("pad:31", PRIMARY)], "A is free on Pad 0"
    hint = next(e.hint for e in cursors.describe(hub) if e.pointer_id == "pad:30")
    assert hint == "left stick moves, RB select, B back, Y action, LB rotate, X peek"


def test_a_pad_being_bound_presses_nothing():
    cursors = GamepadCursors(open_joystick=None, open_controller=NamedController)
    hub = PointerHub(SIZE, [cursors])
    hub.handle_event(E(pygame.JOYDEVICEADDED, device_index=0))
    cursors.listening = 30
    assert hub.handle_event(E(pygame.CONTROLLERBUTTONDOWN, instance_id=30, button=0)) == []
    assert gamepad.moves_cursor(E(pygame.CONTROLLERBUTTONDOWN, instance_id=30, button=0))
    assert not gamepad.moves_cursor(E(pygame.CONTROLLERBUTTONDOWN, instance_id=30, button=6)), "Start"


def test_bindings_are_kept_in_the_settings_and_a_bad_device_is_left_out(tmp_path):
    settings = Settings(Storage(tmp_path))
    assert settings["device_bindings"] == {} and settings["confirm_plays"] is False
    good = {"keys:wasd": {"up": [pygame.K_t]}}
    settings.set("device_bindings", {**good, "A": {"up": "t"}, "B": [1], "C": {"select": [-1]}})
    assert Settings(Storage(tmp_path))["device_bindings"] == good
    with pytest.raises(ValueError):
        settings.set("device_bindings", [good])


def test_a_stored_action_this_version_does_not_know_is_left_out():
    bindings.use({"Pad": {"jump": [3], "select": [2]}})
    assert bindings.of("Pad", gamepad.CONTROLLER_BINDING)["select"] == (2,)
    assert "jump" not in bindings.of("Pad", gamepad.CONTROLLER_BINDING)


def test_key_and_button_names_are_what_the_keys_say():
    assert [bindings.key_name(k) for k in (pygame.K_SPACE, pygame.K_w, pygame.K_SLASH, pygame.K_UP)] == [
        "Space",
        "W",
        "/",
        "↑",
    ]
    assert bindings.pad_button_name(pygame.CONTROLLER_BUTTON_LEFTSHOULDER) == "LB"
    assert bindings.pad_button_name(7, controller=False) == "button 8"
    assert bindings.BUTTONS["back"] == pointers.SECONDARY
