"""The shared look: palette, cached text, rounded panels with soft shadows, icons (SVG files:
``engine.art``); the felt table is ``engine.felt``.

Everything here is cached by its arguments, so scenes call these helpers every frame and only
blit. Sizes are given for a 1080-pixel-high screen; ``scale(surface_or_size)`` says how much to
multiply them by on other screens.
"""

from __future__ import annotations

import dataclasses
import functools
import weakref

import pygame
from pygame.typing import Point, RectLike

from game import i18n
from game.engine import art, assets, between_games, linebreak, look
from game.engine.felt import FELT as FELT
from game.engine.felt import FELT_DARK as FELT_DARK
from game.engine.felt import FELT_LIGHT as FELT_LIGHT
from game.engine.felt import felt as felt
from game.engine.surface_cache import SurfaceLRU
from game.engine.surface_cache import cached_surfaces as cached_surfaces

Colour = tuple[int, int, int]

# -- palette -------------------------------------------------------------------------------------
WOOD = (92, 58, 34)
CARD_FACE = (247, 238, 218)
CARD_EDGE = (196, 178, 146)
INK = (34, 30, 26)
TEXT = (245, 236, 214)
TEXT_DIM = (178, 196, 182)
ACCENT = (240, 178, 62)
"""Warm gold: focus, highlights, titles."""
ACCENT_DARK = (176, 112, 28)
DANGER = (213, 94, 0)
SHADE = (0, 0, 0)
OKABE_ITO: dict[str, Colour] = {
    "orange": (230, 159, 0),
    "sky_blue": (86, 180, 233),
    "bluish_green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "reddish_purple": (204, 121, 167),
    "black": (0, 0, 0),
}
RED: Colour = (206, 44, 44)
"""[decision] The red that players call red: the red card suit, the Red seat and Garum's crabs.
Okabe–Ito's vermillion read orange beside the Orange seat ("Orange holds red" read wrong); shapes
and names still tell every colour apart for colour-blind players."""
BASE_SIZE = (1920, 1080)
"""The screen every size in the code is designed for."""


def scale(size: tuple[int, int] | pygame.Surface) -> float:
    """Multiplier for sizes designed at 1920×1080, keeping the layout inside narrower screens."""
    w, h = size.get_size() if isinstance(size, pygame.Surface) else size
    return max(min(w / BASE_SIZE[0], h / BASE_SIZE[1]), 0.25)


# -- text ----------------------------------------------------------------------------------------
MIN_BODY = 0.022
"""The smallest sentence a player reads (a status, a log line, help), a share of the screen height:
it reads from a couch (labels and numbers may go down to ``MIN_LABEL``)."""
MIN_LABEL = 0.016
"""The smallest label or number, a share of the screen height (a button's word shrinks no further)."""
_TEXT_CACHE = SurfaceLRU(12 * 2**20)
"""Rendered text by (string, size, colour, style): a session meets new strings all the time (log
lines, scores, clocks), so the cache is bounded by its pixels."""


def contrasted(colour: Colour) -> Colour:
    """``colour`` as words are drawn in it: in high contrast, pale greys and creams go nearly white
    and dark inks black, away from the felt and the card faces they are read on; colours that
    mean something (a seat, the gold of a highlight) keep their hue."""
    return _contrasted(colour) if look.high_contrast() else colour


@functools.lru_cache(maxsize=256)  # a few dozen colours, asked for on every text drawn
def _contrasted(colour: Colour) -> Colour:
    if colour == SHADE or max(colour) - min(colour) > HIGH_CONTRAST_GREY:
        return colour
    target = 255 if sum(colour) >= 3 * 128 else 0
    return tuple(round(c + (target - c) * 0.7) for c in colour)  # type: ignore[return-value]


HIGH_CONTRAST_OUTLINE = (245, 236, 214)
"""In high contrast every solid panel has an outline: this light one where it had none."""
HIGH_CONTRAST_GREY = 60
"""A text colour whose channels differ by no more is a grey or a cream (``contrasted``)."""


def drawable(s: str) -> str:
    """``s`` as the font can render it: a NUL or a lone surrogate (possible in a name from a file)
    would make ``render`` raise, so they are dropped or replaced."""
    return s.replace("\0", "").encode("utf-8", "replace").decode("utf-8")


@dataclasses.dataclass(frozen=True)
class TextInfo:
    """What a rendered text surface says, at what font size, in what colour (for ``DrawProbe``)."""

    text: str
    size: int
    colour: Colour


_TEXT_INFO: weakref.WeakKeyDictionary[pygame.Surface, TextInfo] = weakref.WeakKeyDictionary()


def text(
    s: str, size: int, colour: Colour = TEXT, bold: bool = False, wrap: int = 0, italic: bool = False
) -> pygame.Surface:
    """Rendered, antialiased text, cached (least recently used dropped past ``_TEXT_CACHE``'s bytes)."""
    return _rendered(s, size, colour, bold, wrap, italic)


def _rendered(s: str, size: int, colour: Colour, bold: bool, wrap: int, italic: bool) -> pygame.Surface:
    px = look.text_px(size)  # grown by the interface size
    colour = contrasted(colour)
    key = (s, px, colour, bold, wrap, italic, i18n.language())  # the font follows the language
    surface = _TEXT_CACHE.get(key)
    if surface is None:
        font = assets.exact_font(px, bold, italic)
        rendered = linebreak.render(font, drawable(s), colour, wrap, _spacing(size, bold, italic))
        _TEXT_INFO[rendered] = TextInfo(s, px, colour)
        surface = _TEXT_CACHE.put(key, rendered)
    return surface


def line_height(size: int, bold: bool = False) -> int:
    """How tall one line of ``text`` at ``size`` draws (grown by the interface size): measured, not
    worded, so nothing a player reads is drawn for it."""
    return _rendered("Ag", size, TEXT, bold, 0, False).get_height()


def _spacing(size: int, bold: bool, italic: bool = False) -> pygame.font.Font:
    """The face whose word spacing a line of text at ``size`` keeps (``linebreak.reference_size``)."""
    return assets.exact_font(linebreak.reference_size(look.text_px(size)), bold, italic)


def blit_text(
    surface: pygame.Surface,
    s: str,
    pos: tuple[float, float],
    size: int,
    colour: Colour = TEXT,
    anchor: str = "topleft",
    bold: bool = False,
    wrap: int = 0,
    shadow: bool = False,
) -> pygame.Rect:
    """Draw text with its ``anchor`` (a pygame.Rect attribute name) at ``pos``; return its rect."""
    rendered = text(s, size, colour, bold, wrap)
    rect = rendered.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        offset = shadow_drop(size)
        surface.blit(text(s, size, SHADE, bold, wrap), rect.move(offset, offset))
    surface.blit(rendered, rect)
    return rect


def shadow_drop(size: float) -> int:
    """How far right and down ``blit_text``'s shadow falls from words at ``size``: what a region
    holding shadowed words must reach."""
    return max(int(size) // 18, 2)


def text_width(s: str, size: int, bold: bool = False) -> int:
    """How wide ``text`` draws ``s`` on one line (its words spaced as the face spaces them)."""
    return _line_width(assets.font(int(size), bold), drawable(s), _spacing(size, bold))


@between_games.register
@functools.lru_cache(maxsize=4096)
def _line_width(font: pygame.font.Font, line: str, reference: pygame.font.Font) -> int:
    """Remembered by face: labels fitted to their room (a seat's state, a trick's markers) measure
    the same words at a few sizes each time they repaint, and spacing the words measures each gap's
    ink (a fifth of a table's drawing while five phones played, ``bench/phones.py``)."""
    return linebreak.line_width(font, line, reference)


@dataclasses.dataclass(frozen=True)
class DrawnText:
    rect: pygame.Rect
    text: str
    size: int


class DrawProbe(pygame.Surface):
    """A surface that remembers where text made by ``text`` was blitted onto it (drop shadows
    left out), so a test can draw a scene once and check its layout: nothing off screen, no text
    over other text, nothing too small to read from a couch."""

    pixels = True
    """Whether blits other than texts are copied (``TextProbe``: no)."""

    def __init__(self, size: tuple[int, int]):
        super().__init__(size)
        self.texts: list[DrawnText] = []

    def blit(
        self,
        source: pygame.Surface,
        dest: Point | RectLike = (0, 0),
        area: RectLike | None = None,
        special_flags: int = 0,
    ) -> pygame.Rect:
        info = _TEXT_INFO.get(source)
        if info is None and not self.pixels:
            return _landing(source, dest, area).clip(self.get_clip())
        drawn = super().blit(source, dest, area, special_flags)
        if info is not None and info.colour != SHADE:
            self.texts.append(DrawnText(_landing(source, dest, area), info.text, info.size))
        return drawn

    def cover(self, rect: pygame.Rect) -> None:
        """An opaque modal panel was drawn over ``rect``: the text under it is hidden, not a clash."""
        self.texts = [t for t in self.texts if not rect.colliderect(t.rect)]


class TextProbe(DrawProbe):
    """A ``DrawProbe`` for the words only: texts are noted as there, no other pixels copied. Read
    for where words are (the guide placing its box, a layout test), a probe drew a whole table's
    pictures, 4K ones too, for nothing; this one's pixels are not the scene's."""

    pixels = False


def _landing(source: pygame.Surface, dest: Point | RectLike, area: RectLike | None) -> pygame.Rect:
    """Where a blit of ``source`` (its ``area``) at ``dest`` lands, unclipped."""
    x, y = dest if isinstance(dest, tuple | list) else pygame.FRect(dest).topleft
    return pygame.Rect((round(x), round(y)), source.get_size() if area is None else pygame.Rect(area).size)


# -- panels and shadows --------------------------------------------------------------------------
@cached_surfaces(max_mb=24)
def panel(
    size: tuple[int, int],
    colour: Colour | tuple[int, int, int, int],
    radius: int = 16,
    border: Colour | tuple[int, int, int, int] | None = None,
    border_width: int = 0,
) -> pygame.Surface:
    """A rounded rectangle surface (with alpha when ``colour`` has four components)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border is not None and border_width > 0:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=radius)
    return surface


_SHADOW_DOWNSCALE = 4


@cached_surfaces(max_mb=16)
def shadow(size: tuple[int, int], radius: int = 16, blur: int = 12, alpha: int = 140) -> pygame.Surface:
    """A soft drop shadow for a rounded rectangle of ``size``, ``2 * blur`` pixels bigger each side.

    Blurred at a quarter of the size and scaled up: the same softness at a sixteenth of the cost
    (a full-size blur of a large panel takes seconds)."""
    w, h = size
    full = (w + 4 * blur, h + 4 * blur)
    k = _SHADOW_DOWNSCALE if blur >= _SHADOW_DOWNSCALE else 1
    small = pygame.Surface((max(full[0] // k, 1), max(full[1] // k, 1)), pygame.SRCALPHA)
    inner = (2 * blur // k, 2 * blur // k, max(w // k, 1), max(h // k, 1))
    pygame.draw.rect(small, (0, 0, 0, alpha), inner, border_radius=max(radius // k, 0))
    if blur > 0:
        small = pygame.transform.gaussian_blur(small, max(blur // k, 1))
    return pygame.transform.smoothscale(small, full) if k > 1 else small


def soft_shadow(image: pygame.Surface, blur: int = 10, alpha: int = 110) -> pygame.Surface:
    """A blurred shadow of ``image``'s silhouette (any shape, e.g. a rotated card), ``2 * blur``
    pixels bigger each side; centre it on the image and offset it a little downward."""
    w, h = image.get_size()
    k = _SHADOW_DOWNSCALE if blur >= _SHADOW_DOWNSCALE else 1
    silhouette = pygame.mask.from_surface(image).to_surface(
        setcolor=(0, 0, 0, alpha), unsetcolor=(0, 0, 0, 0)
    )
    small = pygame.Surface(((w + 4 * blur) // k, (h + 4 * blur) // k), pygame.SRCALPHA)
    small.blit(
        pygame.transform.smoothscale(silhouette, (max(w // k, 1), max(h // k, 1))), (2 * blur // k,) * 2
    )
    if blur > 0:
        small = pygame.transform.gaussian_blur(small, max(blur // k, 1))
    return pygame.transform.smoothscale(small, (w + 4 * blur, h + 4 * blur))


def draw_modal(surface: pygame.Surface, rect: pygame.Rect, radius: int, border: Colour, width: int) -> None:
    """A modal panel (results, a question): fully opaque, so nothing of the table shows through."""
    draw_panel(surface, rect, (*FELT_DARK, 255), radius, border, width)
    cover = getattr(surface, "cover", None)
    if cover is not None:
        cover(rect)


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: Colour | tuple[int, int, int, int] = (*FELT_DARK, 235),
    radius: int = 16,
    border: Colour | None = None,
    border_width: int = 0,
    shadow_blur: int = 12,
    shadow_offset: tuple[int, int] = (0, 6),
) -> None:
    """A rounded panel with a soft shadow under it; in high contrast outlined, twice as wide."""
    if look.high_contrast() and (border is not None or len(colour) == 3 or colour[3] >= 200):
        border = border if border is not None else HIGH_CONTRAST_OUTLINE
        border_width = max(2 * border_width, radius // 5, 2)
    if shadow_blur > 0:
        s = shadow(rect.size, radius, shadow_blur)
        surface.blit(
            s, (rect.x - 2 * shadow_blur + shadow_offset[0], rect.y - 2 * shadow_blur + shadow_offset[1])
        )
    surface.blit(panel(rect.size, colour, radius, border, border_width), rect)


@functools.lru_cache(maxsize=64)
def tint(size: tuple[int, int], colour: Colour, alpha: int) -> pygame.Surface:
    """A translucent rectangle of one colour, cached: highlights drawn every frame (lit slots,
    lit lines) must not allocate a surface every frame."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((*colour, alpha))
    return surface


def dim(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A translucent dark layer for overlays (pause, help, settings over a game)."""
    return tint(size, FELT_DARK, alpha)


def overlay_panel(
    surface: pygame.Surface, panel: pygame.Rect, s: float, title: str, size: int, title_y: int
) -> None:
    """An overlay's backdrop (pause, table log): the game dimmed, a felt panel, its title at
    ``title_y`` below the panel's top (``size`` and ``title_y`` at 1080p)."""
    surface.blit(dim(surface.get_size(), 160), (0, 0))
    border = max(round(3 * s), 1)
    draw_panel(surface, panel, (*FELT, 250), round(28 * s), ACCENT_DARK, border, round(18 * s))
    pos = (panel.centerx, panel.y + title_y * s)
    blit_text(surface, title, pos, round(size * s), CARD_FACE, "center", bold=True, shadow=True)


# -- icons ---------------------------------------------------------------------------------------
ICON_NAMES = (
    "circle", "square", "triangle", "diamond", "star", "cross", "play", "pause", "gear",
    "power", "back", "help", "trophy", "cards", "dice", "fish", "puzzle", "tiles",
)  # fmt: skip
"""The icons, each an SVG file in ``assets/art/icons/`` drawn in the colour asked for."""


def icon(name: str, size: int, colour: Colour = TEXT) -> pygame.Surface:
    """The icon ``name`` (``assets/art/icons/<name>.svg``) in a ``size`` square, in ``colour``."""
    if name not in ICON_NAMES:
        raise KeyError(f"No icon named {name!r}; known icons: {', '.join(sorted(ICON_NAMES))}.")
    return art.picture(f"icons/{name}", (size, size), colour)


SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross")
"""The six 5er Finden symbols, in the order of the rules' Okabe–Ito colours."""
SYMBOL_COLOURS: dict[str, Colour] = dict(
    zip(
        SYMBOLS,
        (OKABE_ITO[k] for k in ("orange", "sky_blue", "bluish_green", "yellow", "blue", "vermillion")),
        strict=True,
    )
)


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    size: int,
    fill: Colour = ACCENT,
    ink: Colour = INK,
    radius: int = 14,
) -> None:
    """A flat rounded button with its label centred in bold (drawn by the scene, hit-tested by it)."""
    surface.blit(panel(rect.size, (*fill, 255), radius), rect)
    blit_text(surface, label, rect.center, size, ink, "center", bold=True)


def blit_title(
    surface: pygame.Surface, label: str, pos: tuple[float, float], size: int, anchor: str = "center"
) -> pygame.Rect:
    """A screen's big title: card-face cream, bold, with a drop shadow."""
    return blit_text(surface, label, pos, size, CARD_FACE, anchor, bold=True, shadow=True)
