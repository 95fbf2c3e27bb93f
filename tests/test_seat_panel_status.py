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


def test_a_status_too_long_even_small_is_cut_short_not_drawn_over_the_name():
    """German "wählt Karte zum Weitergeben" beside "Player 2" did not fit even at the couch's
    smallest size and ran over the name: it ends in an ellipsis instead."""
    size = (1280, 720)
    s = draw.scale(size)
    panel = SeatPanel(pygame.Rect(33, 248, round(400 * s), round(230 * s)), s)
    probe = DrawProbe(size)
    panel.draw_frame(probe, "Medium bot 12", (86, 180, 233), "square")
    long = "wählt eine Karte zum Weitergeben an den linken Nachbarn"
    panel.draw_state(probe, 4, True, long)
    name = next(t for t in probe.texts if t.text == "Medium bot 12")
    status = next(t for t in probe.texts if t.text.endswith("…"))
    assert long.startswith(status.text[:-1]) and len(status.text) > 4
    assert status.rect.left > name.rect.right, (name.rect, status.rect)
