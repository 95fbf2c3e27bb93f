"""Draw a scene once into a ``DrawProbe`` and list what a player would call a layout bug: text off
the screen or cut by its edge, text over other text, text too small to read from a couch,
pygame_gui widgets that leave the screen or overlap each other, and a widget's label wider than
the widget (pygame_gui cuts it: a long German or Vietnamese word on a button) or in a font without
its characters (boxes instead of Chinese)."""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Iterator
from typing import Any

import pygame
import pygame_gui

from game.engine import between_games, look
from game.engine.draw import TextProbe

SIZES = {
    "720p": (1280, 720),
    "1080p": (1920, 1080),
    "1440p": (2560, 1440),
    "4k": (3840, 2160),
    "16:10": (1280, 800),
    "21:9": (2560, 1080),
}
MIN_TEXT = 0.016
"""Small labels: at least 1.6 % of the screen height (body text aims for 2.2 %)."""
LARGEST_LOOK = 1.5
"""The largest interface size: every word grown by half (issue 51)."""


@contextlib.contextmanager
def grown(factor: float, screen_height: int) -> Iterator[None]:
    """Words drawn at the interface size ``factor`` on a screen ``screen_height`` tall, for a probe
    that lays out scenes at a size of its own (not the app's window); every cache the app drops
    when the interface size changes is dropped too."""
    before = look.current()
    look.configure(size=factor, screen_height=screen_height)
    between_games.release()  # as ``App.relook``: what was fitted at the old size is dropped
    try:
        yield
    finally:
        look.configure(before.size, before.high_contrast, before.screen_height)
        between_games.release()


def widgets(scene: Any) -> list[tuple[pygame.Rect, str]]:
    """The visible pygame_gui elements of the scene's manager, with their text."""
    manager = getattr(scene, "ui", None)
    if manager is None:
        return []
    out = []
    for element in manager.get_sprite_group().sprites():
        if element.visible and hasattr(element, "text") and element.rect.w and element.rect.h:
            out.append((pygame.Rect(element.rect), str(element.text)))
    return out


def _inner_width(element: Any) -> int:
    """The width a pygame_gui element leaves its one-line text: inside its border and shadow, and
    after the padding that left- or right-aligned text keeps from its edge (the menus' icons)."""
    border = getattr(element, "border_width", 0)
    sides = border["left"] + border["right"] if isinstance(border, dict) else 2 * (border or 0)
    inner = element.rect.w - sides - 2 * (getattr(element, "shadow_width", 0) or 0)
    if getattr(element, "text_horiz_alignment", "center") in ("left", "right"):
        inner -= getattr(element, "text_horiz_alignment_padding", 0) or 0
    return inner


def cut_labels(scene: Any) -> list[str]:
    """Buttons and labels whose text is wider than the room inside them (pygame_gui clips it)."""
    manager = getattr(scene, "ui", None)
    if manager is None:
        return []
    out = []
    for element in manager.get_sprite_group().sprites():
        text, font = getattr(element, "text", None), getattr(element, "font", None)
        if not isinstance(element, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)):
            continue  # a text entry scrolls its text
        if not (element.visible and isinstance(text, str) and text.strip() and hasattr(font, "size")):
            continue
        shown = element.text_kwargs and text.format(**element.text_kwargs) or text
        width, room = font.size(shown)[0], _inner_width(element)
        if width > room + 1:
            out.append(f"widget text {shown!r} is {width} px wide in a {room} px widget at {element.rect}")
    return out


NOT_A_CHARACTER = "\ue000"
"""A private-use character no font has: what a missing glyph looks like (the font's box)."""


def _picture(font: pygame.font.Font, text: str) -> bytes:
    return pygame.image.tobytes(font.render(text, True, (255, 255, 255)), "RGBA")


def boxed_glyphs(scene: Any) -> list[str]:
    """Buttons and labels whose font has no glyph for a character of their text (a Chinese label
    in a Latin-only theme font shows boxes): each such character drawn as the font's box."""
    manager = getattr(scene, "ui", None)
    if manager is None:
        return []
    out = []
    for element in manager.get_sprite_group().sprites():
        text = getattr(element, "text", None)
        font = getattr(getattr(element, "font", None), "_GUIFontPygame__internal_font", None)
        if not (element.visible and isinstance(text, str) and isinstance(font, pygame.font.Font)):
            continue
        box = _picture(font, NOT_A_CHARACTER)
        missing = sorted({ch for ch in text if not ch.isascii() and _picture(font, ch) == box})
        if missing:
            out.append(f"widget text {text!r} shows boxes for {''.join(missing)!r} at {element.rect}")
    return out


def _touch(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Overlap by more than a pixel's antialiasing."""
    return a.inflate(-2, -2).colliderect(b.inflate(-2, -2))


def static_texts(scene: Any, size: tuple[int, int]) -> list:
    """The texts of a table's background layer (``paint_static``: drawn once per window size onto
    a cached surface, so ``scene.draw`` blits them as one picture the probe cannot read)."""
    paint = getattr(getattr(scene, "view", None), "paint_static", None)
    if paint is None or getattr(scene, "results_since", None) is not None:
        return []  # no table, or its results panel covers it
    probe = TextProbe(size)
    paint(probe)
    return probe.texts


def layout_problems(scene: Any, size: tuple[int, int]) -> list[str]:
    probe = TextProbe(size)
    scene.draw(probe)
    screen = probe.get_rect()
    problems = []
    texts = [t for t in probe.texts + static_texts(scene, size) if t.text.strip()]
    for t in texts:
        if not screen.contains(t.rect):
            problems.append(f"text {t.text!r} leaves the screen at {t.rect}")
        if t.size < MIN_TEXT * size[1]:
            problems.append(f"text {t.text!r} is {t.size} px, under {MIN_TEXT:.1%} of {size[1]}")
    for a, b in itertools.combinations(texts, 2):
        if _touch(a.rect, b.rect) and not (a.rect == b.rect and a.text == b.text):
            problems.append(f"text {a.text!r} {a.rect} overlaps {b.text!r} {b.rect}")
    shown = widgets(scene)
    for rect, label in shown:
        if not screen.contains(rect):
            problems.append(f"widget {label!r} leaves the screen at {rect}")
    for (ra, la), (rb, lb) in itertools.combinations(shown, 2):
        if _touch(ra, rb):
            problems.append(f"widget {la!r} {ra} overlaps {lb!r} {rb}")
    for t in texts:
        for rect, label in shown:
            if _touch(t.rect, rect):
                problems.append(f"text {t.text!r} {t.rect} lies on widget {label!r} {rect}")
    return problems + cut_labels(scene) + boxed_glyphs(scene)
