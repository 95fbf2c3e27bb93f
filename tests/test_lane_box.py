"""The box ``lane.setting`` gives holds everything ``lane.paint`` paints: a lane widget repaints only
that box (``table/shared_widgets.LaneWidget``), so a pixel outside it (a label's shadow, dropped
right and down of its words) would be left behind when the words change."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.table import lane

SENTENCES = {
    lane.LABEL: ["Human 1's hand (hidden): hold F to look", "Human 1's hand"],
    lane.BANNER: ["Human 2 takes the high with purple 9, Bot 3 the low with yellow 1"],
    lane.TIP: ["You hold yellow, the lead colour, so you must play yellow."],
    lane.HINT: ["Trumps with green 8: you have no blue, and it covers 8."],
    lane.REFUSAL: ["First place the free marker your full missed track earned."],
}
LANES = [  # (lane, text size, scale): a Bingo lane at 640x360, 1280x720 and 1080p, and one just a line high
    (pygame.Rect(150, 230, 330, 40), 10, 1 / 3),
    (pygame.Rect(300, 460, 660, 80), 20, 2 / 3),
    (pygame.Rect(450, 690, 990, 120), 30, 1.0),
    (pygame.Rect(450, 690, 990, 30), 30, 1.0),
]


def painted(surface: pygame.Surface) -> pygame.Rect:
    """The bounding box of every pixel painted on the transparent ``surface``."""
    rects = pygame.mask.from_surface(surface, 0).get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


@pytest.mark.parametrize("kind", list(SENTENCES))
@pytest.mark.parametrize("room", LANES, ids=lambda room: f"{room[0].w}x{room[0].h}")
def test_the_words_box_holds_all_the_lane_paints(kind, room):
    rect, size, s = room
    for text in SENTENCES[kind]:
        surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        words = lane.Words(text, kind)
        box = lane.paint(surface, words, rect, size, s)
        drawn = painted(surface)
        assert drawn.w, "something was painted"
        assert box == lane.setting(words, rect, size, s).box
        assert box.contains(drawn), (kind, text, box, drawn)
