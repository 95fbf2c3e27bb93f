"""Fishing's card faces and what each special card does, readable at a glance.

Every face keeps what a player reads in its corner index, the part a fanned hand leaves in view:
buoys get a sea-blue index with their effect's mark and the effect's picture large; zeros have a
hook under their colour's shape, trump (green) cards a cup. Names and effects are told by the
tooltips and first-time explanations (``explain``), not printed where a card covers them. The
faces are registered as the ``fishing`` deck of ``widgets.cards``, so the shared hand and trick
widgets draw them when the Fishing scene asks for ``deck=DECK``, and Bingo's cards stay as they
were. ``explain`` gives the one-sentence effect used by tooltips and first-time explanations.
"""

from __future__ import annotations

import math

import pygame

from game.engine import art, draw
from game.engine.draw import INK
from game.i18n import N_, _
from game.rules.cards import Card
from game.rules.fishing.deck import (
    CALL_COLOUR,
    CAPTURE_ALL,
    LOWEST_WINS,
    MINUS_THREE,
    PASS_LEFT,
    PLAY_FIRST,
    is_buoy,
    is_zero,
    load_deck,
)
from game.scenes.widgets.cards import colour_words, index_mark, paint_index, paint_plain, register_deck, suit

DECK = "fishing"
SEA = (86, 180, 233)  # Okabe–Ito sky blue: the buoys' index
SEA_LIGHT = (214, 236, 248)  # inside the index, where the buoy's mark must stand out
BUOY_RED = (213, 94, 0)
ZERO = "zero"  # explanation key of the zeros
TRUMP = "trump"

NAMES = {
    PLAY_FIRST: N_("Play first"),
    PASS_LEFT: N_("Pass left"),
    CAPTURE_ALL: N_("Capture all"),
    CALL_COLOUR: N_("Call colour"),
    LOWEST_WINS: N_("Lowest wins"),
    MINUS_THREE: N_("−3 points"),
    ZERO: N_("Zero"),
    TRUMP: N_("Trump"),
}
EFFECTS = {
    PLAY_FIRST: N_("Buoy: may always be played. Its player leads the next trick instead of the winner."),
    PASS_LEFT: N_("Buoy: may always be played. After this trick everyone passes one card to the left."),
    CAPTURE_ALL: N_(
        "Buoy: may always be played. Its player takes every other card of the trick; "
        "the winner gets only this buoy."
    ),
    CALL_COLOUR: N_(
        "Buoy: may always be played. Its player names the colour everyone must play in "
        "the next trick; if nobody can, the caller wins it."
    ),
    LOWEST_WINS: N_("Buoy: may always be played. In the next trick the lowest card wins."),
    MINUS_THREE: N_(
        "Buoy: may always be played. Whoever puts it on their fisherman loses 3 points "
        "(it still counts 1 at round end)."
    ),
    ZERO: N_(
        "A zero follows suit like any card. When the trick ends, its player takes one card of "
        "their choice from the trick."
    ),
    TRUMP: N_("Green is trump: the highest green card in a trick wins it."),
}


def kind(card: Card) -> str | None:
    """The explanation key of a special card (buoy effect, zero, trump), None for a plain card."""
    if is_buoy(card):
        return card.special
    if is_zero(card):
        return ZERO
    if card.colour == load_deck().trump:
        return TRUMP
    return None


def explain(card: Card) -> str | None:
    """What ``card`` does, in one or two sentences (None for a plain card)."""
    key = kind(card)
    return _(EFFECTS[key]) if key in EFFECTS else None


def title(card: Card) -> str:
    """How a scene names a card in a sentence: 'red 7', 'green 12 (trump)', 'Capture all buoy'."""
    if is_buoy(card):
        return _("{name} buoy").format(name=name_of(card.special))
    colour = colour_words(card.colour)
    if card.colour == load_deck().trump:
        return _("{colour} {value} (trump)").format(colour=colour, value=card.value)
    return _("{colour} {value}").format(colour=colour, value=card.value)


def name_of(key: str | None) -> str:
    """A buoy's (or the zero's, trump's) name in the player's language."""
    return _(NAMES[key]) if key in NAMES else str(key or "")


# -- faces ---------------------------------------------------------------------------------------
def paint(surface: pygame.Surface, card: Card, fanned: bool = False, pile: bool = False) -> bool:
    """The Fishing face of ``card`` on a blank card (see ``cards.register_deck``): a zero's index
    has the hook under its shape, a trump's the cup; their names are in tips, not on the face."""
    h = surface.get_height()
    if is_buoy(card):
        _paint_buoy(surface, card)
    elif is_zero(card):
        hook = _mark_image("hook", index_mark("circle", h, INK).get_width())
        paint_plain(surface, card, (hook,), fanned, pile)
    elif card.colour == load_deck().trump:
        paint_plain(surface, card, (index_mark("trophy", h, suit(card.colour).rgb),), fanned, pile)
    else:
        return False
    return True


def _paint_buoy(surface: pygame.Surface, card: Card) -> None:
    """A buoy: its effect's picture large, and a sea-blue index with the effect's sign ("1st",
    "?", "−3") where a card's value is and the picture small under it."""
    w, h = surface.get_size()
    painter = _ICONS.get(card.special or "", _buoy_float)
    painter(surface, (w * 0.56, h * 0.64), h * 0.2, False)
    sign = SIGNS.get(card.special or "", "")
    side = round(h * (0.17 if sign else 0.21))  # without a sign, the picture stands in its place
    mark = pygame.Surface((side, side), pygame.SRCALPHA)
    painter(mark, (side / 2, side / 2), side / 2.2, False)
    tab = paint_index(surface, SEA_LIGHT, sign, [mark] if sign else [])
    if not sign:
        surface.blit(mark, mark.get_rect(center=tab.center))
    pygame.draw.rect(surface, SEA, tab, max(w // 40, 1), border_top_left_radius=max(w // 10, 2))


SIGNS = {PLAY_FIRST: "1st", CALL_COLOUR: "?", MINUS_THREE: "−3"}
"""The buoys whose picture carries a sign: in the index it stands where a card's value is."""


MARKS = {
    PLAY_FIRST: "play_first",
    PASS_LEFT: "pass_left",
    CAPTURE_ALL: "capture_all",
    LOWEST_WINS: "lowest_wins",
    MINUS_THREE: "minus_three",
}
"""The buoys with a mark of their own in ``assets/art/buoys/`` (calling a colour shows the float)."""


Point = tuple[float, float]
"""A mark's centre on a card; painters take it with a size and ``signs`` (the "1st", "−3", "?"
drawn on a mark: in the index, not on the large picture a neighbouring card may cover)."""


def _mark_image(name: str, side: int) -> pygame.Surface:
    return art.picture(f"buoys/{name}", (side, side))


def _mark(surface: pygame.Surface, name: str, centre: tuple[float, float], size: float) -> None:
    """The buoy mark ``assets/art/buoys/<name>.svg``: its box is 2.2 ``size`` wide, centred."""
    image = _mark_image(name, max(round(size * 2.2), 2))
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def _buoy_float(surface: pygame.Surface, centre: Point, size: float, signs: bool = True) -> None:
    """A red and white float: the generic buoy mark."""
    _mark(surface, "float", centre, size)


def _play_first(surface: pygame.Surface, centre: Point, size: float, signs: bool = True) -> None:
    x, y = centre
    _mark(surface, MARKS[PLAY_FIRST], centre, size)
    if signs:
        first = draw.text(SIGNS[PLAY_FIRST], round(size * 0.8), (250, 246, 236), bold=True)
        surface.blit(first, first.get_rect(center=(x - size * 0.15, y)))


def _pass_left(surface: pygame.Surface, centre: Point, size: float, signs: bool = True) -> None:
    _mark(surface, MARKS[PASS_LEFT], centre, size)


def _capture_all(surface: pygame.Surface, centre: Point, size: float, signs: bool = True) -> None:
    """A round net: every card in it is caught."""
    _mark(surface, MARKS[CAPTURE_ALL], centre, size)


def _call_colour(surface: pygame.Surface, centre: Point, size: float, signs: bool = True) -> None:
    """The five colours' shapes around a ring: name any one of them."""
    x, y = centre
    colours = load_deck().suits
    for i, colour in enumerate(colours):
        angle = -math.pi / 2 + i * 2 * math.pi / len(colours)
        look = suit(colour)
        icon = draw.icon(look.icon, max(round(size * 0.75), 4), look.rgb)
        spot = (x + math.cos(angle) * size * 0.8, y + math.sin(angle) * size * 0.8)
        surface.blit(icon, icon.get_rect(center=spot))
    if signs:
        mark = draw.text(SIGNS[CALL_COLOUR], round(size * 0.9), draw.INK, bold=True)
        surface.blit(mark, mark.get_rect(center=(x, y)))


def _lowest_wins(surface: pygame.Surface, centre: Point, size: float, signs: bool = True) -> None:
    _mark(surface, MARKS[LOWEST_WINS], centre, size)


def _minus_three(surface: pygame.Surface, centre: Point, size: float, signs: bool = True) -> None:
    x, y = centre
    _mark(surface, MARKS[MINUS_THREE], centre, size)
    if signs:
        text = draw.text(SIGNS[MINUS_THREE], round(size * 1.2), (250, 246, 236), bold=True)
        surface.blit(text, text.get_rect(center=(x, y)))


def _hook(surface: pygame.Surface, centre: Point, size: float) -> None:
    """A fish hook: the zero's capture."""
    _mark(surface, "hook", centre, size)


_ICONS = {
    PLAY_FIRST: _play_first,
    PASS_LEFT: _pass_left,
    CAPTURE_ALL: _capture_all,
    CALL_COLOUR: _call_colour,
    LOWEST_WINS: _lowest_wins,
    MINUS_THREE: _minus_three,
}


def icon_surface(key: str, size: int) -> pygame.Surface:
    """A special card's icon on its own (for explanations and the status panel)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size / 2, size / 2)
    if key == ZERO:
        _hook(surface, centre, size * 0.4)
    elif key == TRUMP:
        look = suit(load_deck().trump)
        surface.blit(draw.icon(look.icon, size, look.rgb), (0, 0))
    else:
        _ICONS.get(key, _buoy_float)(surface, centre, size * 0.38)
    return surface


register_deck(DECK, paint)
