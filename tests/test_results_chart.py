"""The results chart rules and labels round values only: 0 and even steps up to the highest, never
an odd midpoint with a step missing (Bingo drew 0, 1, 3)."""

import pygame
import pytest

from game.engine.draw import DrawProbe
from game.scenes.widgets import results_panel
from game.scenes.widgets.results_panel import value_lines
from tests.table_helpers import TABLE_SCENES
from tests.test_results_screen import ended_scene


def test_a_small_range_labels_every_number():
    assert value_lines(0, 3) == [0, 1, 2, 3]
    assert value_lines(0, 1) == [0, 1]


def test_a_large_range_labels_round_steps():
    assert value_lines(0, 37) == [0, 10, 20, 30]
    assert value_lines(0, 120) == [0, 20, 40, 60, 80, 100, 120]
    assert value_lines(-12, 30) == [-10, 0, 10, 20, 30]


def test_zero_is_always_ruled_and_at_most_seven_lines():
    for low in (-40, -7, 0):
        for high in range(1, 400, 7):
            lines = value_lines(low, high)
            assert 0 in lines and len(lines) <= 7 and all(low <= v <= high for v in lines)


def _ink(label) -> pygame.Rect:
    """Where a drawn label's glyphs are: its rect less the font's empty margins."""
    from game.engine import draw

    inked = draw.text(label.text, label.size, draw.TEXT_DIM).get_bounding_rect()
    return inked.move(label.rect.topleft)


@pytest.mark.parametrize("key", list(TABLE_SCENES))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)], ids=str)
def test_the_zero_labels_keep_the_same_gap_from_the_first_marker(key, size):
    """Every seat starts at 0 after round 0, so both "0"s touch the first markers: the value's
    "0" left of them stood 3 px (at 1080p) from their edge, the round's "0" under them 8 px. Both
    keep the gap the round numbers keep, measured from the glyphs."""
    summary = ended_scene(key, 4, 1).results_screen.summary()
    probe = DrawProbe(size)
    results_panel.draw_results(probe, size, summary, None)
    s = results_panel.scale(size)
    chart = results_panel.panel_rect(size).x + results_panel.CHART[0] * s
    zeros = [t for t in probe.texts if t.text == "0" and t.rect.x >= chart]
    value = min(zeros, key=lambda t: t.rect.x)  # left of the first round's markers
    round_ = max(zeros, key=lambda t: t.rect.y)  # the rounds' numbers run along the chart's foot
    assert round_.rect.x > value.rect.right
    marker = pygame.Rect(0, 0, round(results_panel.POINT * s), round(results_panel.POINT * s))
    marker.center = (_ink(round_).centerx, _ink(value).centery)  # both numbers centred on it
    beside, below = marker.left - _ink(value).right, _ink(round_).top - marker.bottom
    assert beside >= 6 * s, f"the value's 0 is {beside} px from the first marker"
    if below < 3 * marker.h:  # no score under 0: the first markers sit on the rounds' axis
        assert abs(beside - below) <= 2 * s, (beside, below)
