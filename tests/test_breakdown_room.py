"""Fishing's round breakdown lies over the trick, clear of every score, and wide enough for its
columns: at four players the seat panel above the trick was taken for a neighbour at its side, the
panel shrank to a third of its width and "Cards won" broke into one letter per line."""

from __future__ import annotations

import itertools

import pygame
import pytest
from fake_app import FakeApp
from table_helpers import table

from game.engine.draw import DrawProbe
from game.rules.fishing import RoundScored
from game.scenes.fishing.breakdown import RoundTally
from game.scenes.fishing.scene import FishingScene
from game.scenes.table.breakdown import Breakdown, draw_breakdown
from game.scenes.widgets.fishing_piles import ocean_wave
from tests.layout_probe import MIN_TEXT

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]



@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_fishing_round_breakdown_has_room_and_clears_the_scores(every_language, size, players):
    scene = FishingScene(FakeApp(size), table("fishing", humans=1, players=players))
    lay = scene.layout
    rect = lay.breakdown
    assert pygame.Rect((0, 0), size).contains(rect)
    for other in [*lay.seats.values(), ocean_wave(lay.ocean, lay.ocean_card, lay.s)]:
        assert not rect.colliderect(other), (rect, other)
    assert rect.w >= 560 * lay.s, f"{rect} is too narrow for a column per source of points"
    points = tuple(range(12, 12 - players, -1))
    breakdown = RoundTally(players).table(scene, RoundScored(1, points, points))
    probe = DrawProbe(size)
    draw_breakdown(probe, breakdown, rect, lay.s)
    texts = [t for t in probe.texts if t.text.strip()]
    for t in texts:
        assert rect.contains(t.rect), f"{t.text!r} {t.rect} leaves {rect}"
        assert t.size >= MIN_TEXT * size[1], t
        lines = t.rect.h / (t.size * 1.2)
        assert lines < 2.6, f"{t.text!r} breaks into {lines:.1f} lines in {t.rect}"
    for a, b in itertools.combinations(texts, 2):
        assert not a.rect.inflate(-2, -2).colliderect(b.rect.inflate(-2, -2)), (a, b)


def _garum_final_scoring(players: int):
    """A Garum table of bots played to its final scoring; the table and its breakdown."""
    from game.scenes.garum.scene import GarumScene

    scene = GarumScene(FakeApp((1280, 720)), table("garum", humans=0, players=players))
    scene.enter()
    for _ in range(20000):
        scene.update(1 / 10)
        if scene.breakdown.history:
            return scene, scene.breakdown.history[-1]
    raise AssertionError("the final scoring never showed")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rule_over_the_total_touches_no_row(players, monkeypatch):
    """Garum's final scoring has many rows: they stood a text line apart and the rule over the
    total row was drawn 1 px into the last line's row (at 720p; 1 and 2 px at the larger sizes).
    Now the rule has a band of its own, clear of the rows above and below it at every size."""
    scene, breakdown = _garum_final_scoring(players)
    assert len(breakdown.rows) >= 6, "many lines scored: the rows stand close"
    rules, line = [], pygame.draw.line

    def record(surface, colour, start, end, *args):
        rules.append(start[1])
        return line(surface, colour, start, end, *args)

    monkeypatch.setattr(pygame.draw, "line", record)
    for size in SIZES:
        scene.resize(size)
        rules.clear()
        probe = DrawProbe(size)
        draw_breakdown(probe, breakdown, scene.layout.breakdown, scene.layout.s)
        (y,) = rules
        total = next(t for t in probe.texts if t.text == "Total")
        last = next(t for t in probe.texts if t.text == breakdown.rows[-1][0])
        assert last.rect.bottom + 2 <= y <= total.rect.top - 2, (size, last.rect, y, total.rect)
        for t in probe.texts:
            assert scene.layout.breakdown.contains(t.rect), (size, t)


@pytest.mark.parametrize("sources", [2, 6])
def test_only_a_total_row_stands_below_a_rule(sources, monkeypatch):
    """The total row was found by comparing the first cell of the last row with the word "Total":
    a seat of that name in a table with a row per seat got a rule above it. Now the layout says
    which row is the total (none when the seats are the rows)."""
    rules, line = [], pygame.draw.line

    def record(surface, colour, start, end, *args):
        rules.append(start[1])
        return line(surface, colour, start, end, *args)

    monkeypatch.setattr(pygame.draw, "line", record)
    seats = [("Anne", (200, 80, 80)), ("Total", (80, 200, 80))]
    rows = [(f"Source {i}", [i, 2 * i]) for i in range(sources)]
    table_ = Breakdown("Round 1", seats, rows, [sum(v[0] for _, v in rows), sum(v[1] for _, v in rows)])
    draw_breakdown(DrawProbe((1280, 720)), table_, pygame.Rect(100, 100, 800, 500), 1.0)
    assert len(rules) == (1 if sources > 4 else 0)
