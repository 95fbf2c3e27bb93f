"""Every art file draws at any size; a missing or broken one is named in a warning and stands in
as a placeholder anyone would notice."""

from __future__ import annotations

import warnings

import pygame
import pytest

from game.engine import art, draw

FILES = [name for folder in ("icons", "fish", "garum", "buoys") for name in art.names(folder)]


def _ink_share(image: pygame.Surface) -> float:
    """The share of pixels the picture covers (alpha above half)."""
    mask = pygame.mask.from_surface(image, 127)
    return mask.count() / (image.get_width() * image.get_height())


def test_every_icon_name_has_its_file():
    assert {f"icons/{name}" for name in draw.ICON_NAMES} <= set(FILES)
    assert len(FILES) >= 24


@pytest.mark.parametrize("name", FILES)
def test_every_art_file_draws_at_two_sizes(name):
    with warnings.catch_warnings():
        warnings.simplefilter("error", art.ArtWarning)
        for side in (17, 160):
            image = art.picture(name, (side, side), (0, 114, 178))
            assert image.get_size() == (side, side)
            assert 0.08 < _ink_share(image) < 0.95, f"{name} at {side} px is (nearly) empty or a block"


def test_current_colour_takes_the_asked_colour():
    image = art.picture("icons/square", (40, 40), (213, 94, 0))
    assert image.get_at((20, 20))[:3] == (213, 94, 0)


@pytest.mark.parametrize("content", [None, "<svg this is not"])
def test_a_missing_or_broken_file_warns_with_its_name_and_shows_a_placeholder(tmp_path, monkeypatch, content):
    monkeypatch.setattr(art, "ART_DIR", tmp_path)
    monkeypatch.setattr(art, "problems", {})
    art.picture.cache_clear()
    if content is not None:
        (tmp_path / "icons").mkdir()
        (tmp_path / "icons" / "star.svg").write_text(content)
    with pytest.warns(art.ArtWarning, match=r"icons[/\\]star\.svg"):
        image = art.picture("icons/star", (41, 41), (240, 228, 66))
    assert image.get_size() == (41, 41)
    assert image.get_at((20, 20))[:3] == (240, 228, 66)  # the placeholder's cross, in the asked colour
    assert image.get_at((0, 20))[3] == 255  # and its frame
    assert str(tmp_path / "icons" / "star.svg") in art.problems
    art.picture.cache_clear()  # the placeholder must not outlive the test
