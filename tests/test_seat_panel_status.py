"""A seat panel's status word ("choose a card to pass") and the seat's name share the header line
without touching: at 720p "Player 2choose a card to pass" ran together."""

from __future__ import annotations

import pygame

from game.engine import draw
from game.engine.draw import DrawProbe
from game.scenes.widgets.seat_panel import SeatPanel


def test_the_status_keeps_clear_of_the_name():
    size = (1280, 720)
    s = draw.scale(size)
    panel = SeatPanel(pygame.Rect(33, 248, round(400 * s), round(230 * s)), s)
    probe = DrawProbe(size)
    panel.draw_frame(probe, "Player 2", (86, 180, 233), "square")
    panel.draw_state(probe, 4, True, "choose a card to pass")
    name = next(t for t in probe.texts if t.text == "Player 2")
    status = next(t for t in probe.texts if t.text == "choose a card to pass")
    assert status.rect.left - name.rect.right >= round(6 * s), (name.rect, status.rect)
    assert status.size >= 0.016 * size[1]
