"""The table's words are fitted by measuring before rendering: a size is passed over unrendered
only when its text surely takes more lines than its room holds (``fitting.surely_taller``), so the
lane and the log strip choose the sizes a search by rendering alone chose."""

import pygame
import pytest

from game import i18n, po
from game.engine import assets, draw, fitting
from game.scenes.table import lane, log
from tests.help_languages import speaking

SIZES = (14, 22, 31, 44)
WIDTHS = (120, 260, 500)


def catalog_texts(language: str, every: int) -> list[str]:
    """Every ``every``-th of the language's catalog strings (the English source for "en")."""
    catalog = i18n.load_catalog("de" if language == i18n.ENGLISH else language)[0]
    assert isinstance(catalog, po.Catalog)
    texts = list(catalog.singles) if language == i18n.ENGLISH else list(catalog.singles.values())
    return [text for text in texts if text.strip()][::every]


@pytest.fixture
def fonts():
    pygame.font.init()


@pytest.mark.parametrize("language", ["en", "zh-Hant", "vi"])
def test_a_text_said_to_be_surely_taller_is_taller_as_drawn(fonts, language):
    with speaking(language):
        texts = catalog_texts(language, 30) + ["No worker on columns 1–12: tank 4 is the last", "a\n\nb\n"]
        said = 0
        for text in texts:
            for size in SIZES:
                for width in WIDTHS:
                    drawn = draw.text(text, size, draw.TEXT, True, wrap=width).get_height()
                    assert not fitting.surely_taller(text, size, width, drawn, True), (text, size, width)
                    said += fitting.surely_taller(text, size, width, drawn - 40, True)
        assert said > len(texts)  # and it does pass sizes over


def largest_by_rendering(words: lane.Words, room: pygame.Rect, size: int, smallest: int) -> int:
    """The largest size from ``size`` down whose rendering fits the lane's box: the oracle."""
    for trial in range(size, smallest - 1, -1):
        image = draw.text(words.text, trial, draw.TEXT, words.kind == lane.BANNER, wrap=room.w - 32)
        if image.get_width() <= room.w - 32 and image.get_height() <= room.h - 14:
            return trial
    return smallest


@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_the_lane_sets_its_words_at_the_largest_size_that_fits_as_drawn(fonts, language):
    room = pygame.Rect(0, 0, 520, 150)
    with speaking(language):
        for text in catalog_texts(language, 60):
            words = lane.Words(text, lane.BANNER)
            setting = lane.setting(words, room, 40, 1.0)
            if setting.text == text and setting.size > 17:  # not cut at the couch's floor
                assert setting.size == largest_by_rendering(words, room, 40, setting.size), text


def test_words_a_step_too_big_for_the_lane_are_set_after_two_renderings_at_most(fonts, monkeypatch):
    """A new banner mostly fits at the lane's size or one smaller: two renderings, not a search
    between the couch's floor and the size (a new trick's banner cost 3-7 ms of a frame while
    phones played, ``bench/phones.py --slowest``)."""
    from game.engine import linebreak

    room = pygame.Rect(0, 0, 602, 120)
    text = "Phone 5 (Blue) wins the trick with green 2 (trump): trump beats purple 14"
    words = lane.Words(text, lane.BANNER)
    size = next(t for t in range(60, 24, -1) if largest_by_rendering(words, room, t, 24) == t - 1)
    renders = []
    real = linebreak.render
    monkeypatch.setattr(linebreak, "render", lambda *args: renders.append(args[1]) or real(*args))
    draw._TEXT_CACHE.clear()  # the search above rendered it at every size
    assert lane.setting(words, room, size, 1.0).size == size - 1
    assert len(renders) <= 2  # (the size itself may be passed over unrendered: surely too tall)


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_log_strip_fits_as_a_search_by_rendering_did(fonts, language):
    with speaking(language):
        for text in catalog_texts(language, 80):
            size, shown = log.fit_size(text, 30, 12, 300, 70)
            if shown == text:
                assert log._drawn_lines(text, size, 300) <= lines_in(size, 70)
                bigger = [t for t in range(size + 1, 31) if log._drawn_lines(text, t, 300) <= lines_in(t, 70)]
                assert not bigger, (text, size, bigger)


def lines_in(size: int, height: int) -> int:
    return log._lines_in(assets.font(size), height)
