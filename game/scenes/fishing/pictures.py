"""Fishing's help pictures, drawn by its own widgets (``help_pictures``)."""

from __future__ import annotations

import pygame

from game.engine import draw
from game.i18n import _
from game.rules.cards import Card
from game.rules.fishing.deck import BUOYS
from game.scenes.help_pictures import canvas, card_rows, picture
from game.scenes.widgets import fishing_cards, fishing_piles
from game.scenes.widgets.cards import card_size


def _fishing_cards_in_rows(cards: list[Card], k: float) -> pygame.Surface:
    return card_rows([(card, False) for card in cards], k, per_row=3, deck=fishing_cards.DECK)


@picture("fishing-cards")
def _fishing_cards(k: float) -> pygame.Surface:
    """A plain card, a trump, a zero."""
    return _fishing_cards_in_rows([Card("red", 7), Card("green", 12), Card("blue", 0)], k)


@picture("fishing-buoys")
def _fishing_buoys(k: float) -> pygame.Surface:
    """The six kinds of buoy, in two rows of three."""
    return _fishing_cards_in_rows([Card(None, None, b) for b in BUOYS], k)


@picture("fishing-seat")
def _fishing_seat(k: float) -> pygame.Surface:
    """A player's corner of the table (points, fisherman, boat, hand) above the ocean."""
    panel = pygame.Rect(round(10 * k), round(10 * k), round(400 * k), round(228 * k))
    seat = fishing_piles.FishingSeat(panel, k)
    width = round(fishing_piles.PILE_WIDTH * k * 1.6)
    ocean = (panel.centerx, panel.bottom + round(60 * k) + card_size(width)[1] / 2)
    surface = canvas(panel.right + round(10 * k), ocean[1] + card_size(width)[1] / 2 + round(80 * k))
    seat.draw_frame(surface, _("Anne"), draw.OKABE_ITO["orange"], "circle")
    seat.draw_state(surface, 6, [Card("red", 4), Card("blue", 9)], 3, 5)
    fishing_piles.ocean_frame(surface, ocean, width, k)
    fishing_piles.draw_ocean(surface, ocean, width, 48, 2, k)
    return surface
