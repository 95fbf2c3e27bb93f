"""The game's pictures as SVG files in ``assets/art/``, rendered at the size asked for and cached.

An artist replaces a file and the game draws the new picture, crisp at any resolution, without a
line of code. A file may paint parts in ``currentColor``: those take the colour the game asks for
(a symbol in its Okabe–Ito colour, an icon dark on a lit button), the other parts keep their own.
A missing or broken file does not stop the game: a warning names the file and what is wrong, and
a placeholder — a crossed-out frame in the asked colour — stands in its place, plain to see.
"""

from __future__ import annotations

import io
import warnings
from pathlib import Path

import pygame

from game import door
from game.engine.surface_cache import cached_surfaces
from game.paths import ASSETS_DIR

ART_DIR = ASSETS_DIR / "art"
Colour = tuple[int, int, int]
PLACEHOLDER_INK = (240, 0, 240)
"""A placeholder with no colour of its own is magenta: nothing in the game is."""


class ArtWarning(UserWarning):
    """An art file is missing or broken; a placeholder is drawn instead."""


problems: dict[str, str] = {}
"""Art files that could not be drawn, by path: what was wrong (each is warned about once)."""


def path(name: str) -> Path:
    """``assets/art/<name>.svg`` (``name`` may hold a folder: ``icons/star``)."""
    return ART_DIR / f"{name}.svg"


def hex_colour(colour: Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def _render(name: str, size: tuple[int, int], colour: Colour | None) -> pygame.Surface:
    """The file rendered into ``size`` (the picture keeps its proportions, centred)."""
    file = path(name)
    text = door.read_text(file)
    if colour is not None:
        text = text.replace("currentColor", hex_colour(colour))
    image = pygame.image.load_sized_svg(io.BytesIO(text.encode("utf-8")), size)
    if image.get_size() == size:
        return image
    framed = pygame.Surface(size, pygame.SRCALPHA)
    framed.blit(image, image.get_rect(center=framed.get_rect().center))
    return framed


@cached_surfaces(max_mb=32)
def picture(name: str, size: tuple[int, int], colour: Colour | None = None) -> pygame.Surface:
    """The art file ``name`` at ``size`` pixels, ``currentColor`` parts in ``colour``."""
    size = (max(int(size[0]), 1), max(int(size[1]), 1))
    try:
        image = _render(name, size, colour)
    except (OSError, UnicodeDecodeError, pygame.error) as error:
        return _placeholder(name, size, colour, error)
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def _placeholder(name: str, size: tuple[int, int], colour: Colour | None, error: Exception) -> pygame.Surface:
    file = str(path(name))
    if file not in problems:
        reason = getattr(error, "strerror", None) or str(error)
        problems[file] = reason
        message = f"art file {file} could not be drawn ({reason}); a placeholder stands in"
        warnings.warn(message, ArtWarning, stacklevel=2)
    image = pygame.Surface(size, pygame.SRCALPHA)
    ink = colour or PLACEHOLDER_INK
    width = max(min(size) // 10, 1)
    rect = image.get_rect()
    pygame.draw.rect(image, ink, rect, width)
    pygame.draw.line(image, ink, rect.topleft, rect.bottomright, width)
    pygame.draw.line(image, ink, rect.topright, rect.bottomleft, width)
    return image


def names(folder: str) -> list[str]:
    """Every art file in ``assets/art/<folder>``, as names for ``picture``."""
    return sorted(f"{folder}/{file.stem}" for file in (ART_DIR / folder).glob("*.svg"))
