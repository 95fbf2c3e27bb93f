"""Where everything sits at the Fishing table, computed once per window size.

A frozen set of rects and sizes: the widgets and the input read these fields and never compute a
position themselves. Every widget's zone and every click target is a field (seat panels, the
ocean, the trick, the hand, the words lane, the log, the status box and its Hint button, the
colour buttons); no two zones overlap (``tests/test_fishing_zones``). Seat spots per table size are
data (``SPOTS``). Lengths are designed at 1920×1080 and scaled by ``draw.scale``.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.engine import draw
from game.rules.fishing.deck import load_deck
from game.scenes.table import last_trick
from game.scenes.table.hint_button import HintButton
from game.scenes.table.layout import (
    around_table,
    hint_button_rect,
    log_strip_above,
    panel_rect,
    px,
)
from game.scenes.widgets.fishing_cards import DECK
from game.scenes.widgets.fishing_piles import ocean_wave
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.trick import TrickArea

# Where the other seats sit, clockwise from the home seat at the bottom left (fractions of the screen).
SPOTS = {
    3: [(0.13, 0.36), (0.87, 0.36)],
    4: [(0.13, 0.42), (0.5, 0.13), (0.87, 0.42)],
    5: [(0.13, 0.45), (0.3, 0.13), (0.7, 0.13), (0.87, 0.45)],
}
HOME_SPOT = (0.13, 0.83)
STATUS_SPOT = (0.86, 0.816)  # its foot level with the home seat's (that panel is 30 px shorter)
PANEL_SIZE = (400, 230)
STATUS_SIZE = (470, 260)
"""Wider than a seat panel: "Round 8 of 8" and "13 cards, trick 13" share its top line; taller: a
two-line rule (German) and a three-line prompt fit above the Hint button at the body size."""
LOG_WIDER = 110
"""The log strip reaches this much further left than the status panel under it (at 1080p): a short
sentence ("Log (L): Medium bot 4 (Yellow) played blue 4") stays on one line."""
TRICK_Y = 0.44  # the trick's centre, a fraction of the screen height
TRICK_SQUASH = 0.85
"""A flatter ring than the default: the words lane gets two lines between the trick and the hand,
where it covers no card (the ring's top cards still clear the seats above it)."""
BADGE_WIDTH = 1.5
"""A trick card's pill (WINS, LOWEST WINS, captures all) is at most this many cards wide (a longer
word is set smaller)."""
LANE_GAP = 6
"""Between the words lane and its neighbours, at 1080p."""


@dataclasses.dataclass(frozen=True)
class FishingLayout:
    size: tuple[int, int]
    s: float
    seats: dict[int, pygame.Rect]
    status: pygame.Rect
    hint_button: HintButton  # the table's Hint button, in the status panel's bottom right corner
    status_title: tuple[int, int]
    status_cards: tuple[float, float]  # "N cards, trick T", top right
    status_prompt: tuple[int, int]  # where the prompt starts under a one-line rule (``status.prompt_top``)
    status_prompt_wrap: int
    status_rule_icon: tuple[float, float]  # "Green is trump …", printed once in the background
    status_rule: tuple[float, float]
    status_rule_wrap: int
    status_gap: int  # between the rule's last line and the prompt
    trick_centre: tuple[float, float]
    trick_radius: float
    trick_card: int
    trick_squash: float
    marker_step: float  # between the lead / lowest-wins pills in the trick's middle
    pill_pad: tuple[int, int]  # a pill's width around its text: with a colour icon, without
    pill_height: int  # its height around its text
    pill_shift: float  # text right of centre to leave room for the icon
    pill_icon_x: int  # the icon and the text from the pill's left edge
    pill_text_x: int
    ocean: tuple[float, float]
    ocean_card: int
    hand_centre: tuple[float, float]
    hand_card: int
    hand_span: float
    hand_label: tuple[float, float]  # whose hand it is, over its top (the lifted cards' tops)
    explanation: pygame.Rect  # a special card's first appearance, above the status panel (over the log)
    explain_icon: int
    explain_icon_x: int  # offsets inside the explanation
    explain_icon_y: int
    explain_text_x: float
    explain_title_y: float
    explain_body_y: float
    explain_wrap: int
    colour_buttons: dict[str, pygame.Rect]
    picker: pygame.Rect  # the frame around the colour buttons
    picker_title: float  # below the picker's top
    button_icon: float  # a colour button's icon, right of its left edge
    button_label: float  # and its label
    pass_notice: pygame.Rect
    pass_notice_title: float  # "PASS LEFT", below the notice's top
    pass_notice_text: float
    pass_notice_wrap: int
    pass_title: float  # "<name>: pass a card left", below a pass frame's top
    last_trick: tuple[pygame.Rect, pygame.Rect]  # its button under the home seat, its panel over the trick
    # text and icon sizes
    font_title: int
    font_heading: int
    font_body: int
    font_text: int
    font_rule: int
    font_label: int  # a colour button's label
    icon_button: int
    button_radius: int
    pass_radius: int
    pass_blur: int
    picker_radius: int
    picker_blur: int
    font_count: int  # "+N" above a fisherman while the round's points count up
    marker_size: float  # the lead / lowest-wins pills' text, before it grows
    icon_rule: int
    badge: int
    radius: int
    blur: int
    # the zones: what each widget owns, no two overlapping
    log: pygame.Rect  # the log strip above the status panel, wider to its left
    ocean_zone: pygame.Rect  # the ocean's wave: its name, pile, count and stars
    trick: pygame.Rect  # the ring of the trick's slots with their WINS pills, the marker pills inside
    hand: pygame.Rect  # the fanned hand, every card lifted and one hovered, down to the screen's foot
    lane: pygame.Rect
    """The words lane between the trick and the hand: one sentence at a time, the one a player
    asked for first (a refusal, a card's or a pile's tip, a hint's reason), else what just happened
    (the banner), else whose hand it is. One lane, not a banner lane over a tip lane: at 1280x720
    the band holds two lines of couch-sized text, not two lanes of one."""
    breakdown: pygame.Rect  # a round's points over the (empty) trick, clear of every score

    @classmethod
    def of(cls, size: tuple[int, int], players: int, home: int, suits: tuple[str, ...]) -> FishingLayout:
        w, h = size
        s = draw.scale(size)

        def p(n: float) -> int:
            return px(n, s)

        status = panel_rect(size, s, STATUS_SPOT, STATUS_SIZE)
        sx, sy = status.x + p(22), status.y + p(18)
        rule_x, rule_y = status.x + p(22), status.y + p(68)
        explanation = pygame.Rect(0, 0, p(STATUS_SIZE[0]), p(160))
        explanation.midbottom = (status.centerx, status.y - p(14))
        hand_centre = (w / 2, h - 122 * s)
        button = p(150), p(74)
        gap = p(18)
        left = w / 2 - (len(suits) * (button[0] + gap) - gap) / 2
        top = round(h * TRICK_Y - button[1] / 2)
        step = button[0] + gap
        buttons = {c: pygame.Rect(round(left + i * step), top, *button) for i, c in enumerate(suits)}
        rects = list(buttons.values())
        picker = rects[0].unionall(rects[1:]).inflate(p(50), p(120)).move(0, p(-25))
        pass_notice = pygame.Rect(0, 0, p(640), p(150))
        pass_notice.center = (round(w / 2), round(h * TRICK_Y))
        trick = TrickArea((w / 2, h * TRICK_Y), 150 * s, p(104), squash=TRICK_SQUASH)
        ring = trick.bounds(players).union(trick.bounds(players, p(20)))  # the pills under the cards
        outline = max(p(104) // 8, 6)  # a capture candidate's outline (and its shadow) past its card
        ring.inflate_ip(max(round(p(104) * (BADGE_WIDTH - 1)), 2 * outline), outline)
        seats = around_table(size, s, players, home, HOME_SPOT, SPOTS[players], PANEL_SIZE)
        # Three seats leave the top of the table free; with more the ocean sits right of the trick.
        ocean = (w / 2, h * 0.14) if players == 3 else (w / 2 + 405 * s, h * 0.44)
        ocean_rect = ocean_wave(ocean, p(76), s)
        if explanation.colliderect(ocean_rect):  # a small window: narrower, right of the ocean …
            explanation.w -= ocean_rect.right + p(8) - explanation.x
            explanation.x = ocean_rect.right + p(8)
        for panel in seats.values():  # … and lower, under a seat above it
            if explanation.colliderect(panel):
                explanation.h -= panel.bottom + p(8) - explanation.y
                explanation.y = panel.bottom + p(8)
        fan = FannedHand(hand_centre, p(118), 860 * s, DECK, floor=h)
        most = max(max(table.hand_sizes) for table in load_deck().tables.values())
        every = range(most)
        hand = fan.bounds(most, every, 0).unionall([fan.bounds(most, every, i) for i in every])
        hand.h = h - hand.y
        log, lane = _log_and_lane(seats[home], status, ring, hand, [ocean_rect, *seats.values()], s)
        return cls(
            size=size,
            s=s,
            seats=seats,
            status=status,
            hint_button=HintButton(hint_button_rect(status, s)),
            status_title=(sx, sy),
            status_cards=(status.right - 22 * s, sy + 6 * s),
            status_prompt=(sx, sy + p(106)),
            status_prompt_wrap=status.w - p(40),
            status_rule_icon=(rule_x + 12 * s, rule_y + 14 * s),
            status_rule=(rule_x + 34 * s, rule_y + 2 * s),
            status_rule_wrap=status.w - p(70),
            status_gap=p(10),
            trick_centre=trick.centre,
            trick_radius=trick.radius,
            trick_card=trick.card_width,
            trick_squash=trick.squash,
            marker_step=44 * s,
            pill_pad=(p(48), p(24)),
            pill_height=p(12),
            pill_shift=14 * s,
            pill_icon_x=p(20),
            pill_text_x=p(36),
            ocean=ocean,
            ocean_card=p(76),  # ``ocean_rect`` above
            hand_centre=hand_centre,
            hand_card=p(118),
            hand_span=860 * s,
            hand_label=(hand_centre[0], hand.y + round(p(24) * 0.8)),  # the body text inside the zone
            explanation=explanation,
            explain_icon=p(64),
            explain_icon_x=p(48),
            explain_icon_y=p(64),
            explain_text_x=92 * s,
            explain_title_y=16 * s,
            explain_body_y=54 * s,
            explain_wrap=explanation.w - p(108),
            colour_buttons=buttons,
            picker=picker,
            picker_title=28 * s,
            button_icon=p(28),
            button_label=50 * s,
            pass_notice=pass_notice,
            pass_notice_title=30 * s,
            pass_notice_text=90 * s,
            pass_notice_wrap=pass_notice.w - p(40),
            pass_title=22 * s,
            last_trick=last_trick.places(size, s, seats[home], trick.centre, [*seats.values(), ocean_rect]),
            font_title=p(30),
            font_heading=p(26),
            font_body=p(24),
            font_text=p(22),
            font_rule=p(22),  # a sentence, as large as the prompt
            font_label=p(20),
            icon_button=p(30),
            button_radius=p(12),
            pass_radius=p(16),
            pass_blur=p(8),
            picker_radius=p(18),
            picker_blur=p(12),
            font_count=p(30),
            marker_size=22 * s,
            icon_rule=p(24),
            badge=p(20),  # the trick area's WINS pill: ``ring_bottom`` leaves it room
            radius=p(16),
            blur=p(10),
            log=log,
            ocean_zone=ocean_rect,
            trick=ring,
            hand=hand,
            lane=lane,
            breakdown=breakdown_rect(size, s, trick.centre, [*seats.values(), ocean_rect, log, lane]),
        )


def colour_at(lay: FishingLayout, pos: tuple[int, int]) -> str | None:
    """The colour whose button is under ``pos``: the picker's press and its lit button ask the same."""
    return next((colour for colour, rect in lay.colour_buttons.items() if rect.collidepoint(pos)), None)


def _log_and_lane(
    home: pygame.Rect,
    status: pygame.Rect,
    ring: pygame.Rect,
    hand: pygame.Rect,
    others: list[pygame.Rect],
    s: float,
) -> tuple[pygame.Rect, pygame.Rect]:
    """The log strip above the status panel and the words lane between the trick and the hand,
    centred over the hand between the home seat and the status panel: the log strip goes up clear
    of the lane where no seat panel or the ocean is in its way, else the lane is narrower."""
    gap = px(LANE_GAP, s)
    log = log_strip_above(status, s, LOG_WIDER)
    left, right, top = home.right + gap, status.x - gap, ring.bottom + gap
    raised = log.move(0, min(0, top - gap - log.bottom))
    if raised.collidelist(others) < 0:
        log = raised
    elif top < log.bottom:
        right = min(right, log.x - gap)
    middle = hand.centerx
    half = min(middle - left, right - middle)
    return log, pygame.Rect(round(middle - half), top, round(2 * half), hand.y - gap - top)


def breakdown_rect(
    size: tuple[int, int], s: float, centre: tuple[float, float], obstacles: list[pygame.Rect]
) -> pygame.Rect:
    """Over the trick (empty at a round's end), clear of every score: a seat panel, the ocean or
    the log above the trick lowers its top (one below raises its foot), one beside it narrows it
    (taking a panel above for one beside left a third of its width at four players)."""
    cx, cy = centre
    gap = round(12 * s)
    rect = pygame.Rect(0, 0, round(760 * s), round(480 * s))
    rect.center = (round(cx), round(cy + 10 * s))
    level = [o for o in obstacles if o.top < rect.bottom and o.bottom > rect.top]
    ends = [o for o in level if not rect.top + rect.h / 4 <= o.centery <= rect.bottom - rect.h / 4]
    left, right = 0, size[0]
    for other in level:
        if other not in ends and other.centerx < cx:
            left = max(left, other.right + gap)
        elif other not in ends:
            right = min(right, other.x - gap)
    rect.w = min(rect.w, right - left)
    rect.centerx = round(cx)
    rect.x = min(max(rect.x, left), right - rect.w)
    top, bottom = rect.top, rect.bottom
    for other in ends:
        if other.left < rect.right and other.right > rect.left:  # above or below it
            if other.centery < rect.centery:
                top = max(top, other.bottom + gap)
            else:
                bottom = min(bottom, other.top - gap)
    rect.top, rect.h = top, bottom - top
    return rect
