"""Bingo's log strip reads from the couch: a trick's sentence with two long seat names keeps to two
lines at about 2 % of the screen height (it used to shrink to three lines at the 1.6 % floor)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.draw import DrawProbe
from game.scenes.bingo.layout import BingoLayout
from game.scenes.table.log import draw_strip

TRICK = "Medium bot 3 (Yellow) took the high with blue 9, Medium bot 2 (Green) the low with blue 3"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_a_tricks_sentence_stays_near_body_size(size):
    pygame.init()
    lay = BingoLayout.of(size, 4, 0)
    probe = DrawProbe(size)
    draw_strip(probe, lay.log, lay.s, TRICK)
    (drawn,) = {t.size for t in probe.texts}
    assert drawn >= 0.019 * size[1], f"{drawn} px at {size}"
    assert lay.log.right == lay.status.rect.right and lay.log.bottom < lay.status.rect.top
