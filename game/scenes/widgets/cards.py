"""Card faces and backs for the trick-taking tables (Bingo now, Fishing next).

Every colour of card has a suit look: an Okabe–Ito colour *and* a shape and a name, so no card is
told apart by colour alone. ``register_suit`` adds colours (Fishing's trump green, say); cards with
a ``special`` (buoys, zeros) print its name, and a deck may register its own faces
(``register_deck``) that its scene asks for with ``deck=``. Faces are drawn once per (card, width)
and cached, and so are rotations, so a table of 45 cards only blits.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable

import pygame

from game import i18n
from game.engine import draw, fitting
from game.i18n import N_
from game.rules.cards import Card

CARD_RATIO = 1.42  # height / width
DIM_LEVEL = 135  # an unplayable card's brightness, out of 255


@dataclasses.dataclass(frozen=True)
class Suit:
    rgb: draw.Colour
    icon: str
    label: str


SUITS: dict[str, Suit] = {
    "blue": Suit(draw.OKABE_ITO["blue"], "circle", N_("blue")),
    "green": Suit(draw.OKABE_ITO["bluish_green"], "square", N_("green")),
    "yellow": Suit(draw.OKABE_ITO["yellow"], "triangle", N_("yellow")),
    "purple": Suit(draw.OKABE_ITO["reddish_purple"], "diamond", N_("purple")),
    "red": Suit(draw.RED, "star", N_("red")),
}
NO_SUIT = Suit((150, 150, 150), "cross", "")


def register_suit(name: str, suit: Suit) -> None:
    """Add or restyle a card colour; cached faces drawn before are dropped."""
    SUITS[name] = suit
    card_face.cache_clear()
    card_image.cache_clear()


def suit(colour: str | None) -> Suit:
    return SUITS.get(colour, NO_SUIT) if colour else NO_SUIT


def colour_words(colour: str | None) -> str:
    """A card colour in the player's language ("red" -> "rot"); unknown colours as they are."""
    label = suit(colour).label
    return i18n._(label) if label else str(colour or "")


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * CARD_RATIO)


def _ink_on(rgb: draw.Colour) -> draw.Colour:
    """Dark ink on light colours (yellow), light ink on dark ones."""
    r, g, b = rgb
    return draw.INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (250, 246, 236)


FacePainter = Callable[[pygame.Surface, Card, bool, bool], bool]
"""Paints a deck's own face of ``card`` on a blank card surface (``fanned``: for a hand; ``pile``:
on top of a small pile; see ``paint_plain``); False leaves it to the plain face."""
_DECK_FACES: dict[str, FacePainter] = {}


def register_deck(name: str, painter: FacePainter) -> None:
    """Give the cards drawn with ``deck=name`` their own faces (Fishing's buoys, zeros and trump),
    leaving every other deck's cards as they were; cached faces drawn before are dropped."""
    _DECK_FACES[name] = painter
    card_face.cache_clear()
    card_image.cache_clear()


@draw.cached_surfaces(max_mb=16)
def card_face(
    card: Card, width: int, deck: str = "", fanned: bool = False, pile: bool = False
) -> pygame.Surface:
    """A card face: the corner index (value and the colour's shape on a tab of the colour) and, in
    a ring, the value large — or the shape, on a ``fanned`` hand's face (``paint_plain``); or what
    ``deck``'s registered painter draws instead."""
    w, h = card_size(width)
    radius = max(width // 10, 2)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, draw.CARD_FACE, surface.get_rect(), border_radius=radius)
    paint_face(surface, card, deck, fanned, pile)
    pygame.draw.rect(surface, draw.CARD_EDGE, surface.get_rect(), max(width // 60, 1), border_radius=radius)
    return surface


def paint_face(
    surface: pygame.Surface, card: Card, deck: str = "", fanned: bool = False, pile: bool = False
) -> None:
    """What is printed on ``card``'s face, on a blank card the size of ``surface``."""
    painter = _DECK_FACES.get(deck)
    if painter is None or not painter(surface, card, fanned, pile):
        paint_plain(surface, card, fanned=fanned, pile=pile)


INDEX_SHARE = 0.45
"""The corner index's width, a share of the card's width from its left edge. A fanned hand leaves
at least this much of every card in view (``hand.SHOWN``), so everything a player reads on a card
in the hand sits here, as on real cards; the rest of the face is pictures, which may be covered."""


def index_rect(size: tuple[int, int], rows: int = 2) -> pygame.Rect:
    """The corner tab of a card of ``size``: the value and ``rows - 1`` marks under it."""
    w, h = size
    return pygame.Rect(0, 0, round(w * INDEX_SHARE), round(h * (0.24 + 0.18 * (rows - 1))))


def paint_index(
    surface: pygame.Surface, rgb: draw.Colour, value: str | None, marks: list[pygame.Surface]
) -> pygame.Rect:
    """The corner index on a blank card: a tab in ``rgb`` with ``value`` in bold and each of
    ``marks`` (the colour's shape, the trump's cup, the zero's hook …) centred under it; with
    ``value`` None the tab has no row for it and the marks move up."""
    w, h = surface.get_size()
    radius = max(w // 10, 2)
    first = 0 if value is None else 1
    tab = index_rect((w, h), first + len(marks))
    pygame.draw.rect(surface, rgb, tab, border_top_left_radius=radius, border_bottom_right_radius=radius)
    margin = max(round(w * 0.02), 1)  # "1st" on a pass hand's 52 px card needs all but a pixel a side
    if value:
        size = fitting.fitting_size(value, round(h * 0.21), tab.w - 2 * margin, bold=True)
        number = draw.text(value, size, _ink_on(rgb), bold=True)
        surface.blit(number, number.get_rect(center=(tab.centerx, round(h * 0.125))))
    for row, mark in enumerate(marks, start=first):
        surface.blit(mark, mark.get_rect(center=(tab.centerx, round(h * (0.15 + 0.18 * row)))))
    return tab


def index_mark(name: str, card_height: int, rgb: draw.Colour) -> pygame.Surface:
    """An icon sized for a row of the corner index, in the ink that reads on ``rgb``."""
    return draw.icon(name, round(card_height * 0.16), _ink_on(rgb))


def paint_plain(
    surface: pygame.Surface,
    card: Card,
    marks: tuple[pygame.Surface, ...] = (),
    fanned: bool = False,
    pile: bool = False,
) -> None:
    """The plain face on a blank card: the corner index (value, the colour's shape and ``marks``)
    and a ring of the colour holding the value large, read from across the room on the table —
    or, on a ``fanned`` hand's face, the shape: there the next card covers the ring, and a cut
    "10" would read "1"; the index tells the value. On top of a small ``pile`` (a seat's
    fisherman) the value is printed once, large in the ring; the index keeps the shape. The
    colour's name is not printed: the shape tells the colour, and tips and the log name it."""
    w, h = surface.get_size()
    look = suit(card.colour)
    value = "" if card.value is None else str(card.value)
    centre = (w * 0.56, h * 0.64)
    ring = max(round(w * 0.05), 2)
    pygame.draw.circle(surface, look.rgb, centre, w * 0.38, ring)
    if fanned or not value:
        outline = draw.icon(look.icon, round(w * 0.56), draw.INK)
        surface.blit(outline, outline.get_rect(center=centre))
        shape = draw.icon(look.icon, round(w * 0.48), look.rgb)
        surface.blit(shape, shape.get_rect(center=centre))
    else:
        size = fitting.fitting_size(value, round(h * 0.34), round(w * 0.6), bold=True)
        number = draw.text(value, size, draw.INK, bold=True)
        surface.blit(number, number.get_rect(center=centre))
    index_value = None if pile and value and not fanned else value
    paint_index(surface, look.rgb, index_value, [index_mark(look.icon, h, look.rgb), *marks])


@functools.lru_cache(maxsize=8)
def card_back(width: int) -> pygame.Surface:
    """The back every hidden card shares: a dark red with a gold diamond lattice."""
    w, h = card_size(width)
    radius = max(width // 10, 2)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, (120, 36, 44), surface.get_rect(), border_radius=radius)
    inner = surface.get_rect().inflate(-round(w * 0.16), -round(w * 0.16))
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(w // 6, 4)
    for x in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(pattern, (*draw.ACCENT_DARK, 160), (x, 0), (x + inner.h, inner.h), max(w // 40, 1))
        pygame.draw.line(pattern, (*draw.ACCENT_DARK, 160), (x, inner.h), (x + inner.h, 0), max(w // 40, 1))
    surface.blit(pattern, inner)
    pygame.draw.rect(surface, draw.ACCENT, inner, max(w // 40, 1), border_radius=radius // 2)
    pygame.draw.rect(surface, draw.CARD_EDGE, surface.get_rect(), max(width // 60, 1), border_radius=radius)
    return surface


@draw.cached_surfaces(max_mb=24)  # rotated cards meet new angles all game: bound by bytes
def card_image(
    card: Card | None,
    width: int,
    angle: int = 0,
    dimmed: bool = False,
    deck: str = "",
    fanned: bool = False,
    pile: bool = False,
) -> pygame.Surface:
    """A face (or the back for ``None``), rotated by whole degrees, optionally dimmed."""
    surface = card_face(card, width, deck, fanned, pile) if card is not None else card_back(width)
    if dimmed:
        surface = surface.copy()
        surface.fill((DIM_LEVEL, DIM_LEVEL, DIM_LEVEL, 255), special_flags=pygame.BLEND_RGBA_MULT)
    if angle:
        surface = pygame.transform.rotozoom(surface, angle, 1.0)
    return surface


def draw_card(
    surface: pygame.Surface,
    card: Card | None,
    center: tuple[float, float],
    width: int,
    angle: float = 0.0,
    dimmed: bool = False,
    outline: draw.Colour | None = None,
    deck: str = "",
    fanned: bool = False,
    pile: bool = False,
) -> pygame.Rect:
    """Blit a card centred at ``center``; ``outline`` rings it (highlights, the card to play);
    ``fanned``: the face for a hand, where the next card covers its middle; ``pile``: on top of a
    small pile, its value printed once (``paint_plain``)."""
    image = card_image(card, width, round(angle), dimmed, deck, fanned, pile)
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    if outline is not None and not angle:
        ring = rect.inflate(max(width // 8, 6), max(width // 8, 6))
        pygame.draw.rect(surface, outline, ring, max(width // 22, 3), border_radius=max(width // 8, 3))
    surface.blit(image, rect)
    return rect


def _drop_faces(code: str) -> None:
    """Faces carry words (Fishing's "trump", buoy names): a new language paints them afresh."""
    card_face.cache_clear()
    card_image.cache_clear()


i18n.listen(_drop_faces)
