"""A help page is shown from its lines and pictures blended once onto the panel and cut to their
ink (``HelpScene.flat_items``, opaque regions: cheap page turns at 4K); it must look exactly like
the page laid out and drawn over the panel."""

import pygame
import pytest

from game.engine import pictures
from game.scenes.help import HelpScene

HELP_FILES = ["bingo.md", "controls.md", "finden.md", "fishing.md", "garum.md"]


@pytest.mark.parametrize("rules", HELP_FILES)
def test_every_page_drawn_flat_matches_the_page_laid_out(app, rules):
    scene = HelpScene(app, rules)
    app.scenes.push(scene)
    for index in range(len(scene.help.pages)):
        laid, flat = scene.frame_image().copy(), scene.frame_image().copy()
        for rect, image in scene.layout_of(index).items:
            laid.blit(image, rect.topleft)
        for rect, image in scene.flat_items(index):
            assert not image.get_flags() & pygame.SRCALPHA  # opaque: nothing under it is repainted
            flat.blit(image, rect.topleft)
        assert pygame.image.tobytes(laid, "RGB") == pygame.image.tobytes(flat, "RGB"), (rules, index)


def test_ink_boxes_are_the_lines_of_ink_and_nothing_else():
    image = pygame.Surface((40, 30), pygame.SRCALPHA)
    image.fill((255, 255, 255, 255), (3, 2, 10, 4))  # a first line
    image.fill((255, 255, 255, 40), (5, 12, 30, 3))  # a second, faint and longer
    assert pictures.ink_boxes(image) == [pygame.Rect(3, 2, 10, 4), pygame.Rect(5, 12, 30, 3)]
    assert pictures.ink_boxes(pygame.Surface((40, 30), pygame.SRCALPHA)) == []
    assert pictures.ink_boxes(pygame.Surface((8, 6))) == [pygame.Rect(0, 0, 8, 6)]
