"""The game's pygame_gui buttons: pygame_gui draws their label, the game draws their rounded panel.

pygame_gui 0.6.14 draws a ``rounded_rectangle`` at four times its size and scales it down, for
every state of every button (normal, hovered, selected, pressed), and caches none over 1024
pixels: about 85 ms per state of one big 4K menu button, over a second to open a menu
(pygame_gui issue #711). So the buttons made here carry the object id ``#panel``, whose theme
block (``assets/theme.json``) gives them a plain rectangle of transparent colours: pygame_gui
still lays out, hit-tests and tracks their state and draws their text. Their rounded panel
is ``draw.panel`` with the button's themed corner radius and border width, in the colours the
theme gives the same button without ``#panel``, for the state pygame_gui shows; it is cached by
size and look, so a menu's buttons share a handful of panels.
"""

from __future__ import annotations

import functools
import math
import weakref

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.interfaces import IColourGradientInterface, IGUIFontInterface
from pygame_gui.elements import UIButton

from game.engine import draw

PANEL_ID = "#panel"
_SHOWN: weakref.WeakKeyDictionary[UIButton, tuple[str, tuple[int, int], pygame.Surface]] = (
    weakref.WeakKeyDictionary()
)
"""Button -> (state, size, panel) last shown: a menu's frames mostly ask again for the same."""


def button(
    rect: pygame.Rect, text: str, manager: pygame_gui.UIManager, class_id: str | None = None
) -> pygame_gui.elements.UIButton:
    """A button of the game's look, themed by ``class_id`` (``@menu_entry``, ``@stepper`` …)."""
    return FittedButton(rect, text, manager, object_id=ObjectID(PANEL_ID, class_id))


class FittedButton(UIButton):
    """A button whose label is set a size smaller where the button has no room for it at the
    theme's size, too wide or too tall (a word grown by the interface size, a long German one):
    pygame_gui would cut it.
    Never under the couch's smallest label (``draw.MIN_LABEL`` of the screen's height). The size is
    chosen as the button is built (``rebuild``): built once, not at the theme's size and again
    (the main menu's nine entries are all too tall for the theme's size)."""

    def rebuild(self) -> None:
        self.font = self.fitted_font()
        super().rebuild()  # type: ignore[no-untyped-call]  # pygame_gui leaves it unannotated

    def set_text(self, text: str, *, text_kwargs: dict[str, str] | None = None) -> None:
        super().set_text(text, text_kwargs=text_kwargs)
        if self.fitted_font() is not self.font:
            self.rebuild()

    def fitted_font(self) -> IGUIFontInterface:
        """The theme's font for this button, or the largest smaller size its label fits."""
        theme = self.ui_manager.get_theme()
        info = theme.get_font_info(self.combined_element_ids)
        fonts = theme.get_font_dictionary()
        size, name, bold, italic = int(info["size"]), info["name"], bool(info["bold"]), bool(info["italic"])
        floor = math.ceil(draw.MIN_LABEL * self.ui_manager.window_resolution[1])
        font, room = theme.get_font(self.combined_element_ids), _label_room(self)
        tall = self.rect.h - self.border_width["top"] - self.border_width["bottom"]
        while size > floor and self.text and (font.size(self.text)[0] > room or _line_height(font) > tall):
            size -= 1
            if not fonts.check_font_preloaded(fonts.create_font_id(size, name, bold, italic)):
                fonts.preload_font(size, name, bold, italic, force_immediate_load=True)
            font = fonts.find_font(size, name, bold, italic)
        return font


@functools.lru_cache(maxsize=256)
def _line_height(font: IGUIFontInterface) -> int:
    """How tall one line of ``font`` draws (pygame_gui measures by rendering)."""
    return font.size("Ag")[1]


def _label_room(element: UIButton) -> int:
    """The width a button leaves its one line of text: inside its border, and after the padding
    that left- or right-aligned text keeps from its edge (the menus' icons)."""
    room = element.rect.w - element.border_width["left"] - element.border_width["right"]
    if element.text_horiz_alignment in ("left", "right"):
        room -= element.text_horiz_alignment_padding
    return int(room - 2 * element.shadow_width)


def panel_image(element: object) -> pygame.Surface | None:
    """The rounded panel under ``element`` as it looks now, or None when it has none (not a
    button made by ``button``: a slider's arrow, a list's item)."""
    if not isinstance(element, UIButton):
        return None
    ids = element.combined_element_ids
    if not ids or PANEL_ID not in ids:
        return None
    shape = element.drawable_shape
    if shape is None:
        return None
    state = shape.active_state.state_id
    shown = _SHOWN.get(element)
    if shown is not None and shown[:2] == (state, element.rect.size):
        return shown[2]
    look = [i for i in ids if i != PANEL_ID]
    theme = element.ui_manager.get_theme()
    background = _rgba(theme.get_colour_or_gradient(f"{state}_bg", look))
    border = _rgba(theme.get_colour_or_gradient(f"{state}_border", look))
    radius, width = element.shape_corner_radius[0], element.border_width["top"]  # the theme's, scaled
    panel = draw.panel(element.rect.size, background, radius, border, width)
    _SHOWN[element] = (state, element.rect.size, panel)
    return panel


def _rgba(colour: pygame.Color | IColourGradientInterface) -> tuple[int, int, int, int]:
    """A theme colour as the panel takes it (the game's theme has no gradients on buttons)."""
    if not isinstance(colour, pygame.Color):
        raise ValueError("a button panel is drawn in plain theme colours, not a gradient")
    return colour.r, colour.g, colour.b, colour.a
