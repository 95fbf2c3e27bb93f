"""Fishing's piles: each seat's fisherman (cards won this round) and boat (its own draw pile), and the
ocean with its count and how many stars deep the fishing has reached.

``FishingSeat`` extends the shared ``SeatPanel`` (name, turn frame, hand backs with the count) with
the seat's score and its two piles, each labelled and counted, and says where each pile sits so
cards can fly to and from it. Counts are passed in already reduced by cards still in flight.
"""

from __future__ import annotations

import math

import pygame

from game.engine import draw, look
from game.i18n import _, ngettext
from game.rules.cards import Card
from game.scenes.widgets.cards import card_size, draw_card
from game.scenes.widgets.fishing_cards import DECK, SEA
from game.scenes.widgets.seat_panel import SeatPanel

PILE_WIDTH = 62  # card width of a seat's piles at 1080p: the top card's value reads from the couch
HAND_BACK_WIDTH = 34  # the shared SeatPanel's hand backs
HULL = (120, 78, 44)
LABEL = 20
"""The words under a seat's score and piles at 1080p: 1.6 % of the screen's height down to 800-pixel
screens (at 17 they were under it, too small to read from the couch)."""
COUNT, SCORE = 24, 46
"""A pile's count and the seat's score at 1080p."""


def draw_stack(
    surface: pygame.Surface, centre: tuple[float, float], width: int, count: int, top: Card | None = None
) -> None:
    """A squared pile: a few backs offset up-left by its size, ``top`` face up on it if given (its
    value printed once, large: the pile is small); an empty pile is a dashed outline so the place
    stays visible."""
    x, y = centre
    w, h = card_size(width)
    if count <= 0:
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(x), round(y))
        pygame.draw.rect(surface, draw.TEXT_DIM, rect, max(width // 20, 1), border_radius=max(width // 10, 2))
        return
    layers = min(1 + count // 4, 5)
    for i in range(layers):
        card = top if i == layers - 1 else None
        draw_card(surface, card, (x - i * 2, y - i * 2), width, deck=DECK, pile=True)


def count_under(
    surface: pygame.Surface, centre: tuple[float, float], width: int, count: int, s: float
) -> None:
    _, h = card_size(width)
    pos = (centre[0], centre[1] + h / 2 + 16 * s)
    draw.blit_text(surface, str(count), pos, round(COUNT * s), draw.TEXT, "center", bold=True)


def label_under(surface: pygame.Surface, above: tuple[float, float], text: str, size: int) -> None:
    """``text`` under what is drawn down to ``above`` (its x, its foot)."""
    draw.blit_text(surface, text, above, size, draw.TEXT_DIM, "midtop")


def count_foot(centre: tuple[float, float], width: int, s: float) -> tuple[float, float]:
    """Where the count under a pile at ``centre`` ends (its label goes under it)."""
    _, h = card_size(width)
    count_h = draw.text("0", round(COUNT * s), bold=True).get_height()
    return centre[0], centre[1] + h / 2 + 16 * s + count_h / 2


def draw_hull(surface: pygame.Surface, centre: tuple[float, float], width: int) -> None:
    """A small wooden hull under the boat pile, so it reads as a boat and not as a second hand."""
    x, y = centre
    w, h = card_size(width)
    top = y + h * 0.18
    points = [
        (x - w * 0.85, top),
        (x + w * 0.85, top),
        (x + w * 0.55, top + h * 0.34),
        (x - w * 0.55, top + h * 0.34),
    ]
    pygame.draw.polygon(surface, HULL, points)
    pygame.draw.polygon(surface, draw.INK, points, max(width // 20, 1))


class FishingSeat:
    """A seat at the Fishing table: the shared panel plus score, fisherman and boat."""

    def __init__(self, rect: pygame.Rect, scale: float):
        self.panel = SeatPanel(rect, scale)
        self.rect = rect
        self.s = scale
        self.pile_width = round(PILE_WIDTH * scale)

    def _body(self, fx: float) -> tuple[float, float]:
        r = self.rect
        return r.x + fx * r.w, r.y + round(112 * self.s)

    def score_centre(self) -> tuple[float, float]:
        return self._body(0.14)

    def fisherman_centre(self) -> tuple[float, float]:
        return self._body(0.38)

    def boat_centre(self) -> tuple[float, float]:
        return self._body(0.6)  # the hand's label (Vietnamese: three words) keeps clear of the boat's

    def hand_centre(self) -> tuple[float, float]:
        return self.panel.backs_centre()

    def hit(self, centre: tuple[float, float], pos: tuple[float, float]) -> bool:
        """Whether ``pos`` is on the pile at ``centre`` (its card and the count under it)."""
        w, h = card_size(self.pile_width)
        return (
            abs(pos[0] - centre[0]) <= w * 0.8
            and centre[1] - h / 2 <= pos[1] <= centre[1] + h / 2 + 50 * self.s
        )

    def draw_frame(
        self, surface: pygame.Surface, name: str, colour: draw.Colour, icon: str | None = None
    ) -> None:
        """What does not change during a game (for the table's background layer): the panel, the
        name, the hull under the boat and the words under score and piles."""
        s, width = self.s, self.pile_width
        self.panel.draw_frame(surface, name, colour, icon)
        x, y = self.score_centre()
        score_h = draw.text("0", round(SCORE * s), bold=True).get_height()
        points = (x, max(y + 30 * s, y - 6 * s + score_h / 2))
        hand = count_foot(self.hand_centre(), round(HAND_BACK_WIDTH * s), s)
        fisherman = count_foot(self.fisherman_centre(), width, s)
        boat = count_foot(self.boat_centre(), width, s)
        draw_hull(surface, self.boat_centre(), width)
        labels = [(points, _("points")), (fisherman, _("fisherman")), (boat, _("boat")), (hand, _("hand"))]
        size = self._label_size(labels)
        for at, text in labels:
            label_under(surface, at, text, size)

    def _label_size(self, labels: list[tuple[tuple[float, float], str]]) -> int:
        """One size for the labels under the score and piles: the largest up to ``LABEL`` (grown by
        the interface size) at which each, centred on its column, keeps clear of its neighbours and
        the panel's edges and foot; never under the couch's smallest label."""
        s, gap = self.s, 8 * self.s
        least = look.asked_for(math.ceil(draw.MIN_LABEL * 1080 * s))  # the panel's scale
        foot = self.rect.bottom - round(4 * s) - max(at[1] for at, _text in labels)
        size = round(LABEL * s)
        while size > least:
            if draw.line_height(size) <= foot:
                edges = [
                    (x - w / 2, x + w / 2)
                    for (x, _y), w in ((at, draw.text_width(t, size)) for at, t in labels)
                ]
                spans = [(self.rect.x + gap, self.rect.x + gap), *edges, (self.rect.right - gap,) * 2]
                if all(a[1] + gap <= b[0] for a, b in zip(spans, spans[1:], strict=False)):
                    break
            size -= 1
        return size

    def draw_state(
        self,
        surface: pygame.Surface,
        hand: int,
        fisherman: list[Card],
        boat: int,
        score: int,
        active: bool = False,
        status: str = "",
        pulse: float = 0.0,
        frame: int | None = None,
    ) -> None:
        """What changes: turn frame (``frame`` pixels wide, else by ``pulse``) and status, hand
        backs, score, and both piles with counts."""
        s, width = self.s, self.pile_width
        self.panel.draw_state(surface, hand, active, status, pulse, frame)
        x, y = self.score_centre()
        draw.blit_text(
            surface, str(score), (x, y - 6 * s), round(SCORE * s), draw.ACCENT, "center", bold=True
        )
        centre = self.fisherman_centre()
        draw_stack(surface, centre, width, len(fisherman), fisherman[-1] if fisherman else None)
        count_under(surface, centre, width, len(fisherman), s)
        centre = self.boat_centre()
        draw_stack(surface, centre, width, boat)
        count_under(surface, centre, width, boat, s)


def ocean_wave(centre: tuple[float, float], width: int, s: float) -> pygame.Rect:
    """Where the ocean's wave lies: its name, pile, count and stars are inside."""
    w, h = card_size(width)
    wave = pygame.Rect(0, 0, round(w * 1.9), round(h + 120 * s))
    wave.center = (round(centre[0]), round(centre[1] + 14 * s))
    return wave


def ocean_frame(surface: pygame.Surface, centre: tuple[float, float], width: int, s: float) -> pygame.Rect:
    """The ocean's wave and name (background layer); returns the wave's rect."""
    x, y = centre
    wave = ocean_wave(centre, width, s)
    draw.draw_panel(surface, wave, (*SEA, 70), round(24 * s), SEA, max(round(2 * s), 1), 0)
    draw.blit_text(surface, _("OCEAN"), (x, wave.y + 18 * s), round(20 * s), draw.TEXT, "center", bold=True)
    return wave


def draw_ocean(
    surface: pygame.Surface, centre: tuple[float, float], width: int, count: int, depth: int, s: float
) -> None:
    """The ocean's pile of backs, its count, and its top card's stars (how deep the fishing is)."""
    x, y = centre
    w, h = card_size(width)
    bottom = y + 14 * s + round(h + 120 * s) / 2
    draw_stack(surface, (x, y), width, count)
    cards = ngettext("{n} card", "{n} cards", count).format(n=count)
    draw.blit_text(surface, cards, (x, bottom - 38 * s), round(22 * s), draw.TEXT, "center", bold=True)
    if not depth:
        draw.blit_text(surface, _("empty"), (x, bottom - 14 * s), round(18 * s), draw.TEXT_DIM, "center")
        return
    size = round(20 * s)
    star = draw.icon("star", size, draw.ACCENT)
    left = x - (depth - 1) * size * 0.55
    for i in range(depth):
        surface.blit(star, star.get_rect(center=(round(left + i * size * 1.1), round(bottom - 14 * s))))
