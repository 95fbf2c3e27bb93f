"""The Fishing results: who won (ties share), every seat's total after each round as a chart, and
Play again / Menu. Their timing (``results_since``) and leaving are the table's (``TableScene``).

The per-round totals come from replaying the game's record, so a resumed game charts its rounds
from the first one, not only those played since it was resumed.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import draw
from game.rules import fishing as rules
from game.rules.base import TurnState
from game.scenes.widgets import results_panel

RESULTS_DIM = 150
MARKERS = ("circle", "square", "triangle", "diamond", "star")  # one shape per seat, beside its colour


def seat_marker(seat: int) -> str:
    """The shape that stands for ``seat`` on its panel and on the chart (colour is never alone)."""
    return MARKERS[seat % len(MARKERS)]


def round_totals(state: rules.FishingState) -> list[tuple[int, ...]]:
    """Every seat's total after each round of ``state``'s game, from its record."""
    record = state.to_record()
    replay: TurnState = rules.FishingState.from_record({**record, "actions": []})
    totals = [tuple(0 for _ in range(state.players))]
    for seat, action in state.history:
        for event in replay.apply(seat, action):
            if isinstance(event, rules.RoundScored):
                totals.append(event.scores)
    if tuple(state.score) != totals[-1]:
        totals.append(tuple(state.score))  # penalties after the last count (over-fishing)
    return totals


class Results:
    def __init__(self, scene: Any):
        self.scene = scene
        self.totals: list[tuple[int, ...]] = []

    @property
    def shown(self) -> bool:
        return self.scene.results_since is not None

    def open(self) -> None:
        self.totals = round_totals(self.scene.state)

    def handle_pointer(self, event: Any) -> bool:
        return self.scene.results_click(event)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        spots = lay.results_spots
        surface.blit(draw.dim(lay.size, RESULTS_DIM), (0, 0))
        rect = lay.results
        results_panel.draw_frame(surface, rect, lay.s, scene.winners_title(), 46, title_size=42)
        rounds = len(self.totals) - 1
        if scene.shown.over_fishing:
            detail = f"Over-fishing ended the game after round {rounds}."
        else:
            detail = f"All {rounds} rounds played."
        text = detail + " Highest score wins."
        draw.blit_text(surface, text, spots.detail, spots.font_detail, draw.TEXT_DIM, "center")
        self._draw_table(surface, lay.results_table)
        self._draw_chart(surface, lay.results_chart)
        results_panel.draw_buttons(surface, rect, lay.s, scene.input.hover_pos)

    def _marker(self, surface: pygame.Surface, seat: int, pos: tuple[float, float], size: int) -> None:
        icon = draw.icon(seat_marker(seat), size, self.scene.seat_colour(seat))
        surface.blit(icon, icon.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        scene, spots = self.scene, self.scene.layout.results_spots
        scores = scene.state.scores()
        order = sorted(range(scene.state.players), key=lambda i: -scores[i])
        for k, seat in enumerate(order):
            y = area.y + k * spots.row + spots.row // 2
            self._marker(surface, seat, (area.x + spots.marker_x, y), spots.marker)
            won = seat in scene.state.winners()
            pos = (area.x + spots.name_x, y)
            draw.blit_text(surface, scene.name(seat), pos, spots.font_name, draw.TEXT, "midleft", bold=won)
            pos, ink = (area.right + spots.score_x, y), draw.ACCENT if won else draw.TEXT
            draw.blit_text(surface, str(scores[seat]), pos, spots.font_score, ink, "midright", bold=True)
            penalties = scene.state.penalties[seat]
            if penalties:
                pos = (area.right + spots.penalty_x, y)
                draw.blit_text(surface, f"{penalties}× −3", pos, spots.font_small, draw.DANGER, "midright")

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Totals after each round, one line and marker shape per seat."""
        scene, spots = self.scene, self.scene.layout.results_spots
        totals = self.totals
        pygame.draw.rect(surface, (*draw.FELT,), area, border_radius=spots.chart_radius)
        low = min(0, *(min(t) for t in totals))
        high = max(1, *(max(t) for t in totals))
        steps = max(len(totals) - 1, 1)
        left, right, top, bottom = spots.plot

        def point(r: int, value: int) -> tuple[float, float]:
            x = area.x + left + (area.w - left - right) * r / steps
            y = area.bottom - bottom - (area.h - top - bottom) * (value - low) / (high - low)
            return x, y

        for r in range(len(totals)):
            x, _ = point(r, low)
            pos = (x, area.bottom - spots.axis_y)
            draw.blit_text(surface, str(r), pos, spots.font_small, draw.TEXT_DIM, "center")
        for value in sorted({low, 0, high, (low + high) // 2}):
            _, y = point(0, value)
            ends = (area.x + spots.grid[0], y), (area.right - spots.grid[1], y)
            pygame.draw.line(surface, draw.FELT_LIGHT, *ends, 1)
            pos = (area.x + spots.value_x, y)
            draw.blit_text(surface, str(value), pos, spots.font_value, draw.TEXT_DIM, "midright")
        pos = (area.centerx, area.y - spots.caption_y)
        draw.blit_text(surface, "total after round", pos, spots.font_small, draw.TEXT_DIM, "center")
        for seat in range(scene.state.players):
            points = [point(r, t[seat]) for r, t in enumerate(totals)]
            if len(points) > 1:
                pygame.draw.lines(surface, scene.seat_colour(seat), False, points, spots.line)
            for p in points:
                self._marker(surface, seat, p, spots.point)
