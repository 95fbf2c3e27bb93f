"""The game's buttons: pygame_gui draws their label on a plain rectangle, the game their rounded
panel in the colours of the state pygame_gui shows (``game.engine.gui_panels``)."""

import pygame
import pytest
from pygame_gui.core.drawable_shapes import RoundedRectangleShape

from game.engine import gui_panels
from game.scenes.devices import DevicesScene
from game.scenes.help import HelpScene
from game.scenes.settings import SettingsScene


def buttons(scene):
    return [s for s in scene.ui.get_sprite_group().sprites() if gui_panels.PANEL_ID in s.combined_element_ids]


def theme_colour(scene, name):
    return tuple(scene.ui.get_theme().get_colour_or_gradient(name))


@pytest.mark.parametrize("screen", [None, SettingsScene, DevicesScene, HelpScene])
def test_no_element_is_drawn_by_pygame_guis_supersampled_rounded_shape(app, screen):
    """pygame_gui draws a rounded rectangle at 4x and caches none over 1024 pixels: ~85 ms per
    state of a 4K menu button, a second to open a menu."""
    if screen is not None:
        app.scenes.push(HelpScene(app, "fishing.md") if screen is HelpScene else screen(app))
    app.frame()
    sprites = app.scenes.top.ui.get_sprite_group().sprites()
    assert buttons(app.scenes.top), "the screen's buttons are the game's"
    shapes = [type(s.drawable_shape).__name__ for s in sprites if hasattr(s, "drawable_shape")]
    assert not any(isinstance(getattr(s, "drawable_shape", None), RoundedRectangleShape) for s in sprites), (
        shapes
    )


def test_the_panel_under_a_button_follows_its_state_and_has_rounded_corners(drive):
    menu = drive.top
    focused = menu.buttons.buttons[menu.buttons.focus]
    other = next(b for b in menu.buttons.buttons if b is not focused and b.is_enabled)
    selected, normal = gui_panels.panel_image(focused), gui_panels.panel_image(other)
    middle = (focused.rect.w // 2, focused.rect.h // 2)
    assert tuple(selected.get_at(middle)) == theme_colour(menu, "selected_bg")
    assert tuple(normal.get_at(middle)) == theme_colour(menu, "normal_bg")
    assert tuple(normal.get_at((normal.get_width() // 2, 0))) == theme_colour(menu, "normal_border")
    assert normal.get_at((0, 0)).a == 0, "a rounded corner leaves the felt showing"

    drive.move(other.rect.center)  # the pointer takes the focus
    assert tuple(gui_panels.panel_image(other).get_at(middle)) == theme_colour(menu, "selected_bg")
    assert tuple(gui_panels.panel_image(focused).get_at(middle)) == theme_colour(menu, "normal_bg")


def test_the_screen_shows_the_panel_under_the_label(drive):
    drive.frames(2)
    button = drive.top.buttons.buttons[drive.top.buttons.focus]
    screen = drive.app.screen
    inside = (button.rect.x + button.rect.w // 2, button.rect.bottom - button.rect.h // 6)
    assert tuple(screen.get_at(inside))[:3] == theme_colour(drive.top, "selected_bg")[:3]
    assert tuple(screen.get_at(button.rect.topleft))[:3] != theme_colour(drive.top, "selected_border")[:3]


def test_a_slider_and_a_list_keep_pygame_guis_own_look(app):
    """Only the game's buttons are drawn transparent by pygame_gui: a help page's contents list
    and a slider's arrows (its buttons too, themed through ``button``) are left as they were."""
    help_scene = HelpScene(app, "fishing.md")
    app.scenes.push(help_scene)
    app.frame()
    items = [
        s
        for s in help_scene.ui.get_sprite_group().sprites()
        if "@selection_list_item" in s.combined_element_ids
    ]
    assert items and all(gui_panels.panel_image(item) is None for item in items)
    selected = next(item for item in items if item.is_selected)
    inside = (selected.rect.w // 2, 2)
    assert tuple(selected.image.get_at(inside)) == theme_colour(help_scene, "selected_bg")
    assert isinstance(gui_panels.panel_image(help_scene.next_button), pygame.Surface)
