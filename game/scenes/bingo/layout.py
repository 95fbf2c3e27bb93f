"""Where everything sits at the Trick-Taking Bingo table, computed once per window size.

A frozen set of rects and sizes: the drawing and the input read these fields and never compute a
position themselves. Every widget's zone and every click target is a field (seat panels, status,
Hint button, log, trick, pile, words lane, hand); no two zones overlap (``tests/test_bingo_zones``).
Seat spots per table size are data (``SPOTS``). Lengths are designed at 1920×1080 and scaled by
``draw.scale``.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.engine import draw
from game.rules.bingo import HAND_SIZE
from game.scenes.table import last_trick
from game.scenes.table.hint_button import HintButton
from game.scenes.table.layout import (
    around_table,
    hint_button_rect,
    log_strip_above,
    panel_rect,
    px,
)
from game.scenes.widgets.cards import card_size
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.trick import BADGE_BELOW, TrickArea

# Where the other seats sit, clockwise from the bottom-left seat (fractions of the screen).
SPOTS = {
    3: [(0.2, 0.2), (0.8, 0.2)],
    4: [(0.13, 0.42), (0.5, 0.15), (0.87, 0.42)],
    5: [(0.13, 0.44), (0.3, 0.15), (0.7, 0.15), (0.87, 0.44)],
}
HOME_SPOT = (0.13, 0.81)
STATUS_SPOT = (0.87, 0.81)
PANEL_SIZE = (360, 290)
TRICK_Y = {3: 0.42, 4: 0.46, 5: 0.455}
"""The trick's centre per table size, a fraction of the screen height: high enough that the words
lane fits two lines between the trick (its lowest card with its badge) and the hand."""
TRICK_SQUASH = {3: 0.95, 4: 0.62, 5: 0.75}
"""The ring's height over its radius (``TrickArea``) per table size: flat enough that the top card
of four or five, right under the top seats, clears their panels with the words lane's two lines
below the trick; the cards of five overlap only at a corner away from their indexes."""
LOG_WIDER = 180
"""The log strip reaches this much further left than the status panel under it (at 1080p): a
trick's sentence ("… took the high with blue 9, … the low with blue 3") keeps body-sized text
in two lines instead of shrinking to the smallest size."""
TRACK_RADIUS = 19
"""A missed-track space's radius at 1080p: its marker is as large as a card's number (couch rule)."""
PILE_Y = 0.47
"""The discard pile's centre, a fraction of the screen height, right of the trick."""
BADGE_WIDTH = 1.5
"""A HIGH/LOW badge is at most this many cards wide (a longer word is set smaller)."""
LANE_GAP = 6
"""Between the words lane and its neighbours, at 1080p."""


@dataclasses.dataclass(frozen=True)
class SeatSpots:
    """One seat's panel, its printed bingo card and its missed track."""

    panel: pygame.Rect
    card: pygame.Rect
    track_left: tuple[int, int]
    track_spacing: float
    track_radius: float
    track_label: tuple[float, float]  # "missed", above the track's middle space


@dataclasses.dataclass(frozen=True)
class StatusSpots:
    """The status panel's lines: trick count, trump, lead colour, the prompt."""

    rect: pygame.Rect
    trick: tuple[int, int]
    trump: tuple[int, int]
    trump_icon: tuple[float, float]
    trump_text: tuple[float, float]
    trump_owner: tuple[float, float]
    lead: tuple[int, int]  # "Lead: set by the first card", before the trick has one
    lead_icon: tuple[float, float]
    lead_text: tuple[float, float]
    text_right: int  # where the trump and lead lines must end, inside the panel
    prompt: tuple[int, int]
    prompt_wrap: int
    prompt_room: int  # the prompt's height down to the panel's inner foot


@dataclasses.dataclass(frozen=True)
class BingoLayout:
    size: tuple[int, int]
    s: float
    seats: dict[int, SeatSpots]
    status: StatusSpots
    hint_button: HintButton  # the table's Hint button, in the status panel's bottom right corner
    log: pygame.Rect  # the log strip above the status panel, wider to its left
    trick_centre: tuple[float, float]
    trick_radius: float
    trick_card: int  # width of a card in the trick
    trick_squash: float
    discard: tuple[float, float]
    discard_card: int
    discard_label: tuple[float, float]
    hand_centre: tuple[float, float]
    hand_card: int
    hand_span: float
    hand_label: tuple[float, float]
    marker: int  # a marker's size, as a bingo card's cell
    chooser: int  # a large bingo card to place a free marker on
    chooser_gap: int
    chooser_top: float
    chooser_frame: tuple[int, int]  # the chooser's frame: inflation around the card
    chooser_frame_rise: int
    # text and icon sizes
    font_title: int
    font_body: int
    font_text: int
    font_heading: int
    font_small: int
    font_label: int
    icon_trump: int
    icon_lead: int
    badge: int
    radius: int  # panel corners
    chooser_radius: int
    blur: int
    chooser_blur: int
    last_trick: tuple[pygame.Rect, pygame.Rect]  # its button under the home seat, its panel over the trick
    # the zones: what each widget owns, no two overlapping
    trick: pygame.Rect  # the ring of the trick's slots with their badges
    pile: pygame.Rect  # the discard pile with its count under it
    hand: pygame.Rect  # the fanned hand, every card lifted and one hovered, down to the screen's foot
    lane: pygame.Rect
    """The words lane between the trick and the hand: one sentence at a time, the one a player
    asked for first (a card's tip, a refusal, a hint's reason), else what just happened (the
    banner), else whose hand it is. One lane, not a banner lane over a tip lane: at 1280x720 the
    band holds two lines of couch-sized text, not two lanes of one."""

    @classmethod
    def of(cls, size: tuple[int, int], players: int, home: int) -> BingoLayout:
        w, h = size
        s = draw.scale(size)

        def p(n: float) -> int:
            return px(n, s)

        seats = {}
        for seat, rect in around_table(size, s, players, home, HOME_SPOT, SPOTS[players], PANEL_SIZE).items():
            cell = p(62)
            track_left = (rect.right - p(132), rect.bottom - p(36))
            spacing = 44 * s
            seats[seat] = SeatSpots(
                panel=rect,
                card=pygame.Rect(rect.x + p(18), rect.y + p(66), 3 * cell, 3 * cell),
                track_left=track_left,
                track_spacing=spacing,
                track_radius=TRACK_RADIUS * s,
                track_label=(track_left[0] + spacing, track_left[1] - 30 * s),
            )
        rect = panel_rect(size, s, STATUS_SPOT, PANEL_SIZE)
        x, y = rect.x + p(22), rect.y + p(20)
        trump_y, lead_y = y + p(50), y + p(50) + p(78)
        status = StatusSpots(
            rect=rect,
            trick=(x, y),
            trump=(x, trump_y),
            trump_icon=(x + 20 * s, trump_y + 18 * s),
            trump_text=(x + 52 * s, trump_y - 2 * s),
            trump_owner=(x + 52 * s, trump_y + 30 * s),  # or lower, under a taller trump line
            lead=(x, lead_y),
            lead_icon=(x + 20 * s, lead_y + 14 * s),
            lead_text=(x + 52 * s, lead_y),
            text_right=rect.right - p(16),
            prompt=(x, lead_y + p(48)),
            prompt_wrap=rect.w - p(40),
            prompt_room=rect.bottom - p(12) - (lead_y + p(48)),
        )
        log = log_strip_above(rect, s, LOG_WIDER)
        trick_y = h * TRICK_Y[players]
        discard = (w / 2 + 420 * s, h * PILE_Y)
        pile = pygame.Rect(0, 0, p(150), p(230))  # the discard pile and its count under it
        pile.center = (round(discard[0]), round(discard[1] + 20 * s))
        clear = [*(spots.panel for spots in seats.values()), pile]  # what the last trick keeps clear of
        top = round(discard[1] - card_size(p(80))[1] / 2 - 14)  # the stack (2 px a layer) and "n played"
        pile = pygame.Rect(pile.x, top, pile.w, round(discard[1] + 100 * s) - top)
        hand_centre = (w / 2, h - 122 * s)
        ring = TrickArea((w / 2, trick_y), 150 * s, p(112), squash=TRICK_SQUASH[players])
        trick = ring.bounds(players)  # and the badges: under the lowest card, wider than a card
        lowest = trick_y + ring.radius * ring.squash + card_size(p(112))[1] / 2
        trick.h = max(trick.h, round(lowest + p(22) * BADGE_BELOW) - trick.y)
        trick.inflate_ip(round(p(112) * (BADGE_WIDTH - 1)), 0)
        fan = FannedHand(hand_centre, p(122), 820 * s, floor=h)
        every = range(HAND_SIZE)
        hand = fan.bounds(HAND_SIZE, every, 0).unionall([fan.bounds(HAND_SIZE, every, i) for i in every])
        hand.h = h - hand.y
        gap = p(LANE_GAP)
        left, right = seats[home].panel.right + gap, rect.x - gap
        top = trick.bottom + gap
        others = [pile, *(spots.panel for seat, spots in seats.items() if seat != home)]
        raised = log.move(0, min(0, top - gap - log.bottom))  # the log strip up, clear of the lane …
        if raised.collidelist(others) < 0:
            log = raised
        elif top < log.bottom:  # … or, where a seat's panel is in the way, the lane narrower
            right = min(right, log.x - gap)
        half = min(w / 2 - left, right - w / 2)  # centred over the hand
        lane = pygame.Rect(round(w / 2 - half), top, round(2 * half), hand.y - gap - top)
        return cls(
            size=size,
            s=s,
            seats=seats,
            status=status,
            hint_button=HintButton(hint_button_rect(rect, s)),
            log=log,
            trick_centre=(w / 2, trick_y),
            trick_radius=150 * s,
            trick_card=p(112),
            trick_squash=TRICK_SQUASH[players],
            discard=discard,
            discard_card=p(80),
            discard_label=(discard[0], discard[1] + 78 * s),
            hand_centre=hand_centre,
            hand_card=p(122),
            hand_span=820 * s,
            hand_label=(hand_centre[0], hand_centre[1] - 168 * s),
            marker=p(62),
            chooser=p(330),
            chooser_gap=p(60),
            chooser_top=trick_y - p(330) / 2 + 30 * s,
            chooser_frame=(p(60), p(130)),
            chooser_frame_rise=p(-30),
            font_title=p(28),
            font_body=p(24),
            font_text=p(22),
            font_heading=p(26),
            font_small=p(20),
            font_label=p(20),
            icon_trump=p(40),
            icon_lead=p(26),
            badge=p(22),
            radius=p(16),
            chooser_radius=p(18),
            blur=p(10),
            chooser_blur=p(14),
            last_trick=last_trick.places(size, s, seats[home].panel, (w / 2, trick_y), clear),
            trick=trick,
            pile=pile,
            hand=hand,
            lane=lane,
        )

    def chooser_rects(self, count: int) -> list[pygame.Rect]:
        """Large bingo cards side by side in the middle, one per human choosing a free marker."""
        size, gap = self.chooser, self.chooser_gap
        left = self.size[0] / 2 - (count * (size + gap) - gap) / 2
        top = round(self.chooser_top)
        return [pygame.Rect(round(left + i * (size + gap)), top, size, size) for i in range(count)]
