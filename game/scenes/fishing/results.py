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
        scene, s = self.scene, self.scene.s
        surface.blit(draw.dim(scene.size, 150), (0, 0))
        rect = scene.layout.results
        results_panel.draw_frame(surface, rect, s, scene.winners_title(), 46, title_size=42)
        over = scene.shown.over_fishing
        rounds = len(self.totals) - 1
        detail = (
            f"Over-fishing ended the game after round {rounds}." if over else f"All {rounds} rounds played."
        )
        draw.blit_text(
            surface,
            detail + " Highest score wins.",
            (rect.centerx, rect.y + 92 * s),
            round(22 * s),
            draw.TEXT_DIM,
            "center",
        )
        self._draw_table(surface, scene.layout.results_table)
        self._draw_chart(surface, scene.layout.results_chart)
        results_panel.draw_buttons(surface, rect, s, scene.input.hover_pos)

    def _marker(self, surface: pygame.Surface, seat: int, pos: tuple[float, float], size: int) -> None:
        icon = draw.icon(seat_marker(seat), size, self.scene.seat_colour(seat))
        surface.blit(icon, icon.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        scene, s = self.scene, self.scene.s
        scores = scene.state.scores()
        order = sorted(range(scene.state.players), key=lambda i: -scores[i])
        row = round(64 * s)
        for k, seat in enumerate(order):
            y = area.y + k * row + row // 2
            self._marker(surface, seat, (area.x + 20 * s, y), round(28 * s))
            won = seat in scene.state.winners()
            draw.blit_text(
                surface, scene.name(seat), (area.x + 48 * s, y), round(28 * s), draw.TEXT, "midleft", bold=won
            )
            draw.blit_text(
                surface,
                str(scores[seat]),
                (area.right - 20 * s, y),
                round(32 * s),
                draw.ACCENT if won else draw.TEXT,
                "midright",
                bold=True,
            )
            penalties = scene.state.penalties[seat]
            if penalties:
                draw.blit_text(
                    surface,
                    f"{penalties}× −3",
                    (area.right - 80 * s, y),
                    round(18 * s),
                    draw.DANGER,
                    "midright",
                )

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Totals after each round, one line and marker shape per seat."""
        scene, s = self.scene, self.scene.s
        totals = self.totals
        pygame.draw.rect(surface, (*draw.FELT,), area, border_radius=round(10 * s))
        low = min(0, *(min(t) for t in totals))
        high = max(1, *(max(t) for t in totals))
        steps = max(len(totals) - 1, 1)

        def point(r: int, value: int) -> tuple[float, float]:
            x = area.x + 50 * s + (area.w - 80 * s) * r / steps
            y = area.bottom - 40 * s - (area.h - 70 * s) * (value - low) / (high - low)
            return x, y

        for r in range(len(totals)):
            x, _ = point(r, low)
            draw.blit_text(surface, str(r), (x, area.bottom - 20 * s), round(18 * s), draw.TEXT_DIM, "center")
        for value in sorted({low, 0, high, (low + high) // 2}):
            _, y = point(0, value)
            pygame.draw.line(surface, draw.FELT_LIGHT, (area.x + 40 * s, y), (area.right - 20 * s, y), 1)
            draw.blit_text(
                surface, str(value), (area.x + 34 * s, y), round(16 * s), draw.TEXT_DIM, "midright"
            )
        draw.blit_text(
            surface,
            "total after round",
            (area.centerx, area.y - 14 * s),
            round(18 * s),
            draw.TEXT_DIM,
            "center",
        )
        for seat in range(scene.state.players):
            points = [point(r, t[seat]) for r, t in enumerate(totals)]
            if len(points) > 1:
                pygame.draw.lines(surface, scene.seat_colour(seat), False, points, max(round(3 * s), 1))
            for p in points:
                self._marker(surface, seat, p, round(18 * s))
