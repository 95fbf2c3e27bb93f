"""Small labels keep a visible space between words. SDL_ttf hints glyphs to whole pixels: at 11
and 13 px Noto Sans's "4" inks past its advance and the space rounds down, so Garum's "4 tiles"
showed two pixels of felt between the words and read "4tiles". Measured on the rendered pixels,
at every size a label is drawn in from 720p to 4K, and the width layouts measure is the width drawn."""

from __future__ import annotations

import pygame
import pytest

from game.engine import assets, draw, fitting, linebreak
from game.scenes.table.log import fit_line

LABELS = ["4 tiles", "1 tile", "7 hand", "× 7 hand", "4 Plättchen", "x5 ×0", "Round 1 of 8"]


def widest_gap(surface: pygame.Surface, after: int) -> int:
    """The widest run of empty columns right of column ``after`` (between the first word's ink and
    the second's)."""
    alpha = pygame.surfarray.array_alpha(surface)
    inked = [alpha[x].max() > 64 for x in range(surface.get_width())]
    best = run = 0
    for x in range(after, len(inked)):
        run = 0 if inked[x] else run + 1
        best = max(best, run)
    return best


def gap_after_first_word(label: str, size: int, bold: bool) -> int:
    first = label.split(" ")[0]
    ink_end = draw.text(first, size, draw.TEXT, bold).get_bounding_rect(min_alpha=65).right
    return widest_gap(draw.text(label, size, draw.TEXT, bold), ink_end)


@pytest.mark.parametrize("size", [*range(10, 25), 28, 32, 34, 40, 64])
@pytest.mark.parametrize("bold", [False, True])
def test_words_in_a_label_stay_as_far_apart_as_the_face_sets_them(size, bold):
    """At least the gap the face leaves at eight times the size, scaled down (less a pixel of
    antialiasing), and no wider than that (plus a pixel) or SDL_ttf's own: a label is not spread.
    Large sizes too, whose spacing is taken from a face fewer times larger (``reference_size``)."""
    for label in [*LABELS, "trick with", "wins the trick with"]:
        face = gap_after_first_word(label, size * 8, bold) / 8
        gap = gap_after_first_word(label, size, bold)
        first = label.split(" ")[0]
        ink_end = assets.font(size, bold).render(first, True, draw.TEXT).get_bounding_rect(min_alpha=65).right
        sdl = widest_gap(assets.font(size, bold).render(label, True, draw.TEXT), ink_end)
        message = f"{label!r} at {size} px: {gap} px between words, the face {face:.1f}, SDL_ttf {sdl}"
        assert round(face) - 1 <= gap <= max(round(face), sdl) + 1, message


@pytest.mark.parametrize("size", [11, 13, 16, 20, 24])
def test_layouts_measure_the_width_drawn(size):
    for label in [*LABELS, "Log (L): Medium bot 3 (Green) placed a tile on tank 5", "a  b"]:
        drawn = draw.text(label, size).get_width()
        reference = assets.font(linebreak.reference_size(size))
        assert linebreak.line_width(assets.font(size), label, reference) == drawn, label
        assert fitting.fitting_size(label, size, drawn) == size
        assert fitting.fitting_size(label, size, drawn - 1) < size
        assert fit_line(label, size, size, drawn) == size and fit_line(label, size, size, drawn - 1) is None
