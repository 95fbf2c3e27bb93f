"""Every help page fits the screen at couch sizes: laid-out text measured, nothing cut or overlapping,
text never smaller than a couch can read."""

import contextlib
import itertools

import pygame
import pytest
from fake_app import FakeApp

from game.engine import assets, draw
from game.i18n import _
from game.scenes import registry
from game.scenes.help import HelpScene
from game.scenes.help.layout import MIN_BODY, MIN_LABEL
from game.scenes.help.scene import CONTENTS_FONT, HINT
from tests.help_languages import TRANSLATED, speaking
from tests.layout_probe import layout_problems

GAMES = tuple(kit.entry.rules for kit in registry.KITS)  # every game's help page
SIZES = ((1280, 720), (1920, 1080), (1280, 800), (3840, 2160))
CASES = [("en", size) for size in SIZES] + [(lang, size) for lang in TRANSLATED for size in SIZES[::3]]
"""English at every size; the translations at the smallest and the largest screen."""
SMALL = [("en", size) for size in SIZES[:2]] + [(lang, SIZES[0]) for lang in TRANSLATED]


def case_id(case):
    language, size = case
    return f"{language}-{size[0]}x{size[1]}"


@pytest.fixture(autouse=True)
def _display():
    """pygame_gui converts its text to the display's format."""
    pygame.display.init()
    pygame.display.set_mode((64, 64))


@pytest.fixture
def scenes():
    """``scenes(size, language)``: the help of every game, opened in ``language``, which stays the
    active language until the test ends."""
    with contextlib.ExitStack() as stack:

        def opened(size, language="en"):
            stack.enter_context(speaking(language))
            app = FakeApp(size)
            for name in GAMES:
                scene = HelpScene(app, name)
                scene.enter()
                yield scene

        yield opened


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_page_fits_its_area_without_overlaps(case, scenes):
    language, size = case
    height = size[1]
    for scene in scenes(size, language):
        for index, page in enumerate(scene.help.pages):
            where = f"{language}/{scene.rules_file} page {index + 1} ({page.title}) at {size}"
            laid = scene.layout_of(index)
            assert laid.fits, f"{where} does not fit"
            assert laid.body_px >= MIN_BODY * height - 0.5, f"{where}: body text {laid.body_px}px"
            assert laid.label_px >= MIN_LABEL * height - 0.5, f"{where}: captions {laid.label_px}px"
            for rect, _image in laid.items:
                assert scene.area.contains(rect), f"{where}: {rect} leaves the page {scene.area}"
            for a, b in itertools.combinations(laid.text_rects, 2):
                assert not a.colliderect(b), f"{where}: text at {a} overlaps text at {b}"
            text = set(map(tuple, laid.text_rects))
            pictures = [rect for rect, _image in laid.items if tuple(rect) not in text]
            for picture, words in itertools.product(pictures, laid.text_rects):
                assert not picture.colliderect(words), f"{where}: a picture at {picture} covers text"


@pytest.mark.parametrize("case", SMALL, ids=case_id)
def test_the_frame_around_the_pages_fits_too(case, scenes):
    language, size = case
    for scene in scenes(size, language):
        s = scene.s
        font = assets.font(round(CONTENTS_FONT * s))
        for title in scene.titles:
            assert font.size(title)[0] < scene.contents_rect.w - round(24 * s), (
                f"{title!r} is cut in the list"
            )
        title_font = assets.font(round(42 * s), bold=True)
        assert all(title_font.size(t)[0] <= scene.title_rect.w for t in scene.titles)
        heading = _("How to play {game}").format(game=scene.help.title)
        header = assets.font(round(46 * s), bold=True).size(heading)[0]
        count = _("Page {number} of {count}").format(number=8, count=8)
        count_width = assets.font(round(26 * s)).size(count)[0]
        assert header + count_width < scene.header.w
        hint_width = scene.footer.w - 2 * round(190 * s) - round(40 * s)
        assert draw.text(_(HINT), round(22 * s), wrap=hint_width).get_height() <= scene.footer.h
        assert scene.back_button.rect.right < scene.next_button.rect.x
        assert scene.panel.contains(scene.next_button.rect) and scene.panel.contains(scene.contents_rect)
        for index in range(len(scene.help.pages)):  # a new page clears these: the panel must be plain there
            count, *body = scene.page_rects(index)
            assert count.x > scene.header.x + header and count.w > count_width
            assert not any(rect.colliderect(scene.contents_rect) for rect in body)


@pytest.mark.parametrize("case", SMALL, ids=case_id)
def test_the_shared_layout_probe_finds_nothing_on_any_page(case, scenes):
    """The screen as drawn (header, page, buttons, contents list): no text off screen, over other
    text or a widget, or too small (``tests/layout_probe.py``)."""
    language, size = case
    for scene in scenes(size, language):
        for index in range(len(scene.help.pages)):
            scene.show(index)
            found = layout_problems(Composed(scene), size)
            assert found == [], f"{language}/{scene.rules_file} page {index + 1} at {size}"


class Composed:
    """The help screen drawn piece by piece (not from its cached image), so the probe sees each text."""

    def __init__(self, scene):
        self.scene, self.ui = scene, scene.ui

    def draw(self, surface):
        self.scene.draw_frame(surface)
        self.scene.draw_page(surface)
        self.ui.draw_ui(surface)
