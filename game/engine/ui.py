"""pygame_gui glue: the themed manager whose hover follows the active pointer, keyboard and gamepad
navigation, and a focusable list of buttons for menus.

pygame_gui knows one mouse. Here it is driven only by pointer events: whichever pointer acted last
(``hub.active`` — the system mouse, a gamepad's cursor, a keyboard cursor) hovers, and its presses
are turned into synthetic ``MOUSEBUTTON*`` events. Raw mouse events are not passed to pygame_gui,
so the system mouse is not counted twice and is ignored like any other device when disabled.

The theme (``assets/theme.json``) is designed for a 1080-pixel-high screen; sizes are scaled
to the window when a manager is made. Live theme reloading is off.
"""

from __future__ import annotations

import collections
import copy
import functools
import json
from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.utility import FontResource, ImageResource, SurfaceResource

from game import door
from game.engine import assets, draw, gui_panels, look, pictures, pointers
from game.engine.devices import keyboard
from game.engine.layers import Region
from game.json_types import Json

_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
_POINTER_TO_MOUSE = {pointers.PRIMARY: 1, pointers.MIDDLE: 2, pointers.SECONDARY: 3}
_SCALED = {"size", "shape_corner_radius", "border_width", "text_horiz_alignment_padding"}

# Navigation actions, from keys and gamepad buttons alike.
UP, DOWN, LEFT, RIGHT, SELECT, BACK = "up", "down", "left", "right", "select", "back"
_KEYS = {
    pygame.K_UP: UP,
    pygame.K_DOWN: DOWN,
    pygame.K_LEFT: LEFT,
    pygame.K_RIGHT: RIGHT,
    pygame.K_RETURN: SELECT,
    pygame.K_KP_ENTER: SELECT,
    pygame.K_ESCAPE: BACK,
    pygame.K_BACKSPACE: BACK,
}
_PAD_BUTTONS = {
    pygame.CONTROLLER_BUTTON_START: SELECT,
    pygame.CONTROLLER_BUTTON_BACK: BACK,
}


def nav_action(event: pygame.event.Event, hub: pointers.PointerHub | None = None) -> str | None:
    """The menu action a key press or game-controller button stands for, if any.

    A pad steers its own cursor with the stick and D-pad and clicks with A (B is back, see
    ``pointer_back``); only Start and Back navigate here. Keys that a keyboard player's cursor
    holds (the arrows once the arrow cluster has a seat) are theirs, not the menu's: pass the
    ``hub`` to leave them alone.
    """
    if event.type == pygame.KEYDOWN:
        if hub is not None and keyboard.claims_key(hub, event.key):
            return None
        return _KEYS.get(event.key)
    if event.type == pygame.CONTROLLERBUTTONDOWN:
        return _PAD_BUTTONS.get(event.button)
    return None


def pointer_back(event: pointers.PointerEvent) -> bool:
    """A secondary press (right mouse button, pad B, a cluster's back key) means "back"."""
    return event.kind == pointers.DOWN and event.button == pointers.SECONDARY


Theme = dict[str, Json]
"""pygame_gui's theme as JSON (``assets/theme.json``): blocks of strings and nested blocks."""


@functools.cache
def _theme_source() -> Theme:
    theme = door.read_json(assets.THEME_PATH)
    if not isinstance(theme, dict):
        raise ValueError(f"{assets.THEME_PATH} holds no theme (a JSON object)")
    return theme


def theme_for(size: tuple[int, int]) -> Theme:
    """The theme with every pixel size scaled from 1080p to ``size``."""
    factor = draw.scale(size)
    theme = copy.deepcopy(_theme_source())

    def walk(node: Theme) -> None:
        for key, value in node.items():
            if isinstance(value, dict):
                walk(value)
            elif key in _SCALED and isinstance(value, str) and value.isdigit():
                scaled = max(round(int(value) * factor), 1 if int(value) else 0)
                node[key] = str(look.text_px(scaled) if key == "size" else scaled)

    walk(theme)
    if look.high_contrast():
        _high_contrast(theme)
    _language_fonts(theme)
    return theme


HIGH_CONTRAST_COLOURS = {
    "normal_text": "#ffffff",
    "disabled_text": "#c8d6d0",
    "normal_border": "#f5ecd6",
    "disabled_border": "#9fb5ac",
}
"""In high contrast, words are white and every outline is light on the dark felt."""


def _high_contrast(theme: Theme) -> None:
    """Stronger outlines (twice as wide, light) and whiter words, where the theme draws any."""
    for node in theme.values():
        if not isinstance(node, dict):
            continue
        colours, misc = node.get("colours"), node.get("misc")
        if isinstance(colours, dict):
            for key, value in HIGH_CONTRAST_COLOURS.items():
                now = colours.get(key)
                clear = isinstance(now, str) and len(now) == 9 and now.endswith("00")
                if now is not None and not clear:  # a clear outline stays clear
                    colours[key] = value
        width = misc.get("border_width") if isinstance(misc, dict) else None
        if isinstance(misc, dict) and isinstance(width, str) and width.isdigit() and int(width) > 0:
            misc["border_width"] = str(int(width) * 2)


def _language_fonts(theme: Theme) -> None:
    """Point every font of the theme at the active language's font files (``assets.font_path``:
    Noto Sans, or the CJK subset for Chinese). pygame_gui's own per-locale fonts are not used: the
    manager keeps locale "en" and the theme names our files, so a language change only needs new
    managers, which every screen makes again in ``resize``."""
    font = assets.gui_font()
    if font["name"] == assets.GUI_FONT:
        return  # pygame_gui's bundled Noto Sans: the theme's "noto_sans" already

    def walk(node: Theme) -> None:
        for key, value in node.items():
            if key == "font" and isinstance(value, dict):
                value.update(font)
            elif isinstance(value, dict):
                walk(value)

    walk(theme)


class LoadAtOnce(IResourceLoader):
    """pygame_gui's fonts and images loaded as they are asked for: a loader that has always
    started, so the theme loads each resource at once. pygame_gui's own loader started five
    threads for every manager (every screen's layout) to load what a shared theme already has."""

    def add_resource(self, resource: FontResource | ImageResource | SurfaceResource) -> None:
        resource.load()

    def start(self) -> None:
        pass

    def update(self) -> tuple[bool, float]:
        return True, 1.0

    def started(self) -> bool:
        return True


THEMES_KEPT = 8
"""Parsed themes kept (``PointerUIManager.create_new_theme``): a few window sizes and looks."""
_THEMES: collections.OrderedDict[str, pygame_gui.core.UIAppearanceTheme] = collections.OrderedDict()


SHARED_THEME = (
    "This pygame_gui theme is shared by every manager of its look: give a screen's own blocks to "
    "its PointerUIManager(size, hub, theming) instead of changing the theme."
)


def read_only(theme: pygame_gui.core.UIAppearanceTheme) -> pygame_gui.core.UIAppearanceTheme:
    """``theme``, parsed, refusing to be changed (an element's ``update_theming``, a new file
    loaded): shared by every manager of its look, a change there would reach every screen."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise RuntimeError(SHARED_THEME)

    for name in ("load_theme", "update_theming", "update_single_element_theming"):
        setattr(theme, name, refuse)
    return theme


class PointerUIManager(pygame_gui.UIManager):
    """A UIManager whose hover follows ``hub.active`` and whose clicks come from pointer events.
    ``theming``: blocks a screen adds to the theme for its own elements (the help's contents)."""

    def __init__(
        self, size: tuple[int, int], hub: pointers.PointerHub, theming: dict[str, object] | None = None
    ):
        theme = {**theme_for(size), **(theming or {})}
        super().__init__(size, theme, enable_live_theme_updates=False, resource_loader=LoadAtOnce())
        self.hub = hub

    def create_new_theme(self, theme_path=None) -> pygame_gui.core.UIAppearanceTheme:  # type: ignore[no-untyped-def]
        """One parsed theme per distinct theme (window size, look, language's font), shared by the
        managers that use it: every screen makes a manager as it lays out, and pygame_gui parsed
        and checked its default theme and ours each time (about half of a menu's layout). Live
        updates are off, so nothing changes a theme once it is parsed."""
        key = json.dumps(theme_path, sort_keys=True)
        theme = _THEMES.pop(key, None) or read_only(super().create_new_theme(theme_path))
        _THEMES[key] = theme
        while len(_THEMES) > THEMES_KEPT:
            _THEMES.popitem(last=False)
        return theme

    def _update_mouse_position(self) -> None:
        active = self.hub.active
        pos = active.pos if active is not None else (-1, -1)
        self.mouse_position = self.calculate_scaled_mouse_position(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keys, text and window events; raw mouse events are left to the pointer path."""
        if event.type in _MOUSE_EVENTS:
            return False
        return bool(self.process_events(event))

    def handle_pointer(self, event: pointers.PointerEvent) -> bool:
        if event.kind == pointers.MOVE:
            synthetic = pygame.event.Event(pygame.MOUSEMOTION, pos=event.pos, rel=(0, 0), buttons=(0, 0, 0))
        elif event.kind in (pointers.DOWN, pointers.UP) and event.button in _POINTER_TO_MOUSE:
            kind = pygame.MOUSEBUTTONDOWN if event.kind == pointers.DOWN else pygame.MOUSEBUTTONUP
            synthetic = pygame.event.Event(
                kind, pos=event.pos, button=_POINTER_TO_MOUSE[event.button], touch=False
            )
        elif event.kind == pointers.WHEEL:
            synthetic = pygame.event.Event(
                pygame.MOUSEWHEEL,
                x=0,
                y=event.wheel,
                precise_x=0.0,
                precise_y=float(event.wheel),
                flipped=False,
                touch=False,
            )
        else:
            return False
        self.mouse_position = self.calculate_scaled_mouse_position(event.pos)
        return bool(self.process_events(synthetic))


class ButtonList:
    """Buttons that one focus moves through: arrows / D-pad step, Enter / Start activates, a
    pointer hovering a button moves the focus to it. Each button may carry an icon drawn at its
    left; the focused one is shown in the theme's selected colours with a warm glow."""

    def __init__(self, ui: PointerUIManager, on_activate: Callable[[int], None]):
        self.ui = ui
        self.on_activate = on_activate
        self.buttons: list[pygame_gui.elements.UIButton] = []
        self.icons: list[str | None] = []
        self.focus = 0
        self._hover_pos: tuple[int, int] | None = None

    def add(
        self, rect: pygame.Rect, label: str, icon: str | None = None, class_id: str | None = None
    ) -> pygame_gui.elements.UIButton:
        button = gui_panels.button(rect, label, self.ui, class_id)
        self.buttons.append(button)
        self.icons.append(icon)
        if len(self.buttons) == 1:
            button.select()
        return button

    def clear(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons, self.icons, self.focus = [], [], 0

    def set_focus(self, index: int) -> None:
        if not self.buttons:
            return
        index %= len(self.buttons)
        if index != self.focus:
            old = self.buttons[self.focus]
            old.unselect()
            if not old.is_enabled:  # unselect drew it as a normal button: dim it again
                old.enable()
                old.disable()
        self.focus = index
        self.buttons[index].select()

    def handle(self, event: pygame.event.Event) -> bool:
        """Navigation keys and pad buttons, and pygame_gui's button presses."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            index = self.buttons.index(event.ui_element)
            self.set_focus(index)
            self.on_activate(index)
            return True
        action = nav_action(event, self.ui.hub)
        if action in (UP, DOWN) and self.buttons:
            self.set_focus(self.focus + (1 if action == DOWN else -1))
            return True
        if action == SELECT and self.buttons:
            self.on_activate(self.focus)
            return True
        return False

    def follow_hover(self) -> None:
        """Move the focus to the button under the active pointer when that pointer has moved
        (call once per update), so a resting mouse does not fight the arrow keys."""
        pos = self.ui.get_mouse_position()
        if pos == self._hover_pos:
            return
        self._hover_pos = pos
        for i, button in enumerate(self.buttons):
            if i != self.focus and button.hover_point(*pos):
                self.set_focus(i)
                return

    def decorations(self, icon_size: int) -> list[Region]:
        """Icons at the left of each button, dark on the focused one, dim on a disabled one."""
        regions = []
        for i, (button, name) in enumerate(zip(self.buttons, self.icons, strict=True)):
            if name is None:
                continue
            colour = draw.INK if i == self.focus else draw.ACCENT if button.is_enabled else draw.TEXT_DIM
            where = (button.rect.x + icon_size * 0.6, button.rect.centery)
            regions.append(pictures.icon_region(("icon", i), name, icon_size, colour, midleft=where))
        return regions


def column(center_x: int, top: int, width: int, height: int, gap: int, count: int) -> Sequence[pygame.Rect]:
    """``count`` equal rects stacked downward, centred on ``center_x``."""
    return [pygame.Rect(center_x - width // 2, top + i * (height + gap), width, height) for i in range(count)]
