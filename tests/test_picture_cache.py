"""The pictures a second launch reads back instead of drawing (``engine/picture_cache.py``): the
menu's backdrop as drawn, pixel for pixel; drawn again when what it was drawn from changes or its
file is damaged; a few kept per name; a disk that refuses only costs the drawing."""

from __future__ import annotations

import os

import pygame
import pytest

from game.engine import picture_cache


@pytest.fixture(autouse=True)
def keeping(monkeypatch):
    monkeypatch.setattr(picture_cache, "ENABLED", True)  # conftest turns it off for every other test


def drawing(colour, calls):
    def draw():
        calls.append(colour)
        picture = pygame.Surface((8, 4))
        picture.fill(colour)
        picture.set_at((1, 2), (1, 2, 3))
        return picture

    return draw


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_the_menu_backdrop_is_read_back_as_drawn(app, monkeypatch):
    from game.scenes import menu

    menu.background.cache_clear()
    drawn = menu.background(app.size, "en")
    menu.background.cache_clear()
    monkeypatch.setattr(menu, "compose", lambda size: pytest.fail("drawn again: the kept one was not read"))
    read = menu.background(app.size, "en")
    assert read.get_bitsize() == drawn.get_bitsize(), "in the display's format, as drawn"
    assert same_pixels(read, drawn)
    assert len(list(picture_cache.cache_dir().glob("menu-*.rgb"))) == 1


def test_a_changed_key_or_source_draws_afresh(tmp_path):
    source = tmp_path / "source.py"
    source.write_text("one")
    calls: list = []
    first = picture_cache.picture("probe", (8, 4), "key", [source], drawing((200, 0, 0), calls))
    again = picture_cache.picture("probe", (8, 4), "key", [source], drawing((0, 200, 0), calls))
    assert calls == [(200, 0, 0)] and same_pixels(first, again)
    picture_cache.picture("probe", (8, 4), "other key", [source], drawing((0, 0, 200), calls))
    source.write_text("two, longer")
    picture_cache.picture("probe", (8, 4), "key", [source], drawing((9, 9, 9), calls))
    source.unlink()
    picture_cache.picture("probe", (8, 4), "key", [source], drawing((7, 7, 7), calls))
    assert calls == [(200, 0, 0), (0, 0, 200), (9, 9, 9), (7, 7, 7)]
    kept = list(picture_cache.cache_dir().glob("probe-*.rgb"))
    assert len(kept) == picture_cache.KEPT, "the oldest are dropped"
    assert not list(picture_cache.cache_dir().glob("*.tmp"))


def test_a_damaged_file_is_drawn_again_and_replaced(tmp_path):
    calls: list = []
    draw = drawing((50, 60, 70), calls)
    picture_cache.picture("probe", (8, 4), "key", [], draw)
    path = picture_cache.file_for("probe", "key", [])
    path.write_bytes(path.read_bytes()[:-1])  # cut short
    picture = picture_cache.picture("probe", (8, 4), "key", [], draw)
    assert calls == [(50, 60, 70)] * 2 and picture.get_at((1, 2))[:3] == (1, 2, 3)
    assert len(path.read_bytes()) == 8 * 4 * 3
    path.unlink()
    os.mkfifo(path)  # never opened for a blocking read
    picture_cache.picture("probe", (8, 4), "key", [], draw)
    assert len(calls) == 3


def test_a_disk_that_refuses_only_costs_the_drawing(monkeypatch, tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setattr(picture_cache, "cache_dir", lambda: blocked / "cache")
    calls: list = []
    picture = picture_cache.picture("probe", (8, 4), "key", [], drawing((1, 1, 1), calls))
    assert calls == [(1, 1, 1)] and picture.get_size() == (8, 4)
