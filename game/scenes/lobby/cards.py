"""A lobby's seat card: where its parts are (badge, name, kind rows, Join) and how it looks.

The lobby scene hit-tests these parts per pointer and draws each card as a region of its picture
(``layers.Composite``); the hover marks and the pulse of open Join buttons are small regions over
the cards, so a wandering cursor repaints a mark, not a card.
"""

from __future__ import annotations

import dataclasses
import functools
import math

import pygame

from game.engine import assets, between_games, draw, fitting, layers, seat_marks
from game.engine.devices import keyboard
from game.engine.seats import BOT, BOT_NAMES, EMPTY, HUMAN, KIND_CHOICES, Seat
from game.i18n import N_, _, language

KIND_ROWS: tuple[tuple[str, str, str], ...] = tuple(
    ({HUMAN: N_("Human"), EMPTY: N_("Empty")}.get(kind) or BOT_NAMES[level], kind, level)
    for kind, level in KIND_CHOICES
)
"""A card's rows: (label, kind, bot level), in the order the wheel steps through them; the label
is a catalog key, translated where drawn."""
NAME, BADGE, JOIN = "name", "badge", "join"
Part = str | int
"""A part of a seat card: ``NAME``, ``BADGE``, ``JOIN``, or the index of a kind row."""
SEAT_LABEL = 24
"""The "Seat N" label's size at 1080p, beside the badge and over the status."""
KIND_LABEL = 26
"""A kind row's word at 1080p (grown by the interface size as far as its row is tall)."""
GLOW_STEPS = 30
GLOW_S = (math.pi / 2 + 4 * math.pi) / 3
"""[decision] Open Joins glow for two and a quarter breaths (about 4.7 s) after the lobby opens or
its seats change, then hold at their brightest: a lobby left waiting draws nothing."""
"""Steps a second of the pulse round open Join buttons (each step repaints only the outline)."""


def device_label(pointer_id: str, known: tuple[str, ...] = ()) -> str:
    """How a seat card names the device that claimed it; ``known`` (every pointer id, in the order
    the devices arrived) numbers raw-input mice, whose ids are long handles."""
    kind, _sep, rest = pointer_id.partition(":")
    keys = keyboard.title_of(rest)
    names = {"mouse": _("Mouse"), "pad": _("Gamepad"), "keys": keys, "touch": _("Touch"), "phone": _("Phone")}
    if kind == "evdev":
        return _("Mouse {number}").format(number="".join(ch for ch in rest if ch.isdigit()))
    if kind == "rawinput":
        mice = [p for p in known if p.startswith("rawinput:")]
        number = mice.index(pointer_id) + 1 if pointer_id in mice else None
        return _("Mouse {number}").format(number=number) if number else _("Mouse")
    return names.get(kind, pointer_id)


@dataclasses.dataclass(frozen=True)
class CardLayout:
    """Where each part of one seat card is on screen."""

    card: pygame.Rect
    badge: pygame.Rect
    status: pygame.Rect  # beside the badge, under "Seat N": two lines of body text
    status_size: int
    name: pygame.Rect
    kinds: tuple[pygame.Rect, ...]
    join: pygame.Rect

    def hit(self, pos: tuple[int, int]) -> Part | None:
        """The part at ``pos``: BADGE, NAME, JOIN, a kind row's index, or None."""
        for part, rect in ((BADGE, self.badge), (NAME, self.name), (JOIN, self.join)):
            if rect.collidepoint(pos):
                return part
        return next((i for i, rect in enumerate(self.kinds) if rect.collidepoint(pos)), None)


def card_layout(card: pygame.Rect, s: float, status_size: int) -> CardLayout:
    """The parts of a seat card drawn in ``card`` at scale ``s``, its status in ``status_size`` px
    (body text: on the narrow cards of a five-seat table it takes two lines)."""
    pad = round(18 * s)
    badge = pygame.Rect(card.x + pad, card.y + pad, round(72 * s), round(72 * s))
    left = badge.right + round(16 * s)
    lines = 2 * assets.font(status_size).get_linesize()
    below_seat = badge.y + round(4 * s) + assets.font(round(SEAT_LABEL * s)).get_linesize()
    status = pygame.Rect(left, below_seat, card.right - left - round(14 * s), lines)
    top = max(badge.bottom, status.bottom) + round(8 * s)
    name = pygame.Rect(card.x + pad, top, card.w - 2 * pad, round(54 * s))
    row_h, row_gap = round(42 * s), round(5 * s)
    kinds = tuple(
        pygame.Rect(
            card.x + pad, name.bottom + round(14 * s) + i * (row_h + row_gap), card.w - 2 * pad, row_h
        )
        for i in range(len(KIND_ROWS))
    )
    join = pygame.Rect(card.x + pad, kinds[-1].bottom + round(16 * s), card.w - 2 * pad, 0)
    join.height = card.bottom - pad - join.y
    return CardLayout(card, badge, status, status_size, name, kinds, join)


def draw_card(
    surface: pygame.Surface,
    seat: Seat,
    index: int,
    layout: CardLayout,
    s: float,
    status: str,
    editing: str | None,
    offered: tuple[tuple[str, tuple[int, int, int] | None], ...] = (),
    marked: int | None = None,
) -> None:
    """Seat ``index``'s card; ``status`` says who steers it, ``editing`` is the name being typed
    (with its caret), if any, and ``offered`` the remembered players (name, colour) shown in place
    of the kind rows meanwhile (``marked``: the one Enter seats)."""
    empty = seat.kind == EMPTY
    radius = round(20 * s)
    border = seat.colour if not empty else draw.FELT_LIGHT
    draw.draw_panel(
        surface,
        layout.card,
        (*draw.FELT_DARK, 150 if empty else 235),
        radius,
        border,
        max(round(4 * s), 2),
        round(10 * s),
    )
    # badge with the initial, and the seat number
    badge = layout.badge
    pygame.draw.circle(surface, draw.SHADE, badge.center, badge.w // 2 + max(round(3 * s), 2))
    if empty:
        pygame.draw.circle(surface, draw.FELT_LIGHT, badge.center, badge.w // 2)
    else:
        seat_marks.draw_seat_mark(surface, seat.colour, badge.center, badge.w // 2, hollow=True)
    ink = draw.INK if sum(seat.colour) > 330 else draw.TEXT
    draw.blit_text(
        surface, seat.initial if not empty else "–", badge.center, round(44 * s), ink, "center", bold=True
    )
    draw.blit_text(
        surface,
        _("Seat {number}").format(number=index + 1),
        (layout.status.x, badge.y + 4 * s),
        round(SEAT_LABEL * s),
        draw.TEXT_DIM,
    )
    room = layout.status
    if draw.text(status, layout.status_size, draw.TEXT, wrap=room.w).get_height() > room.h:
        status = fitting.shortened(status, layout.status_size, room.w)  # a long name: one line, cut
    draw.blit_text(surface, status, room.topleft, layout.status_size, draw.TEXT, wrap=room.w)
    # name
    name_rect = layout.name
    if editing is not None:
        draw.draw_panel(
            surface,
            name_rect,
            (*draw.SHADE, 110),
            round(10 * s),
            draw.ACCENT,
            max(round(2 * s), 1),
            0,
        )
    draw.blit_text(
        surface,
        seat.name if editing is None else editing,
        (name_rect.x + 10 * s, name_rect.centery),
        round(38 * s),
        draw.CARD_FACE if not empty else draw.TEXT_DIM,
        "midleft",
        bold=True,
    )
    if editing is not None and offered:
        draw_offered(surface, layout, s, offered, marked)
        draw_join(surface, seat, layout.join, False, s)
        return
    # kind rows
    for row, (label, kind, level) in enumerate(KIND_ROWS):
        rect = layout.kinds[row]
        chosen = seat.kind == kind and (kind != BOT or seat.level == level)
        if chosen and empty:
            fill, ink = (*draw.FELT_LIGHT, 255), draw.TEXT
        elif chosen:
            fill, ink = (*seat.colour, 255), draw.INK if sum(seat.colour) > 330 else draw.TEXT
        else:
            fill, ink = (*draw.SHADE, 70), draw.TEXT_DIM
        draw.draw_panel(surface, rect, fill, round(12 * s), None, 0, 0)
        draw.blit_text(
            surface,
            _(label),
            (rect.x + 18 * s, rect.centery),
            fitting.fitting_height(round(KIND_LABEL * s), rect.h),
            ink,
            "midleft",
            bold=chosen,
        )
    draw_join(surface, seat, layout.join, False, s)


def draw_offered(
    surface: pygame.Surface,
    layout: CardLayout,
    s: float,
    offered: tuple[tuple[str, tuple[int, int, int] | None], ...],
    marked: int | None,
) -> None:
    """The remembered players a press seats, in the kind rows' places: a dot of their colour and
    their name; the one Up / Down marked is lit."""
    for row, ((name, colour), rect) in enumerate(zip(offered, layout.kinds, strict=False)):
        lit = row == marked
        fill, ink = ((*draw.ACCENT, 255), draw.INK) if lit else ((*draw.SHADE, 110), draw.TEXT)
        draw.draw_panel(surface, rect, fill, round(12 * s), draw.ACCENT, max(round(2 * s), 1), 0)
        radius = round(11 * s)
        centre = (rect.x + round(24 * s), rect.centery)
        pygame.draw.circle(surface, draw.SHADE, centre, radius + max(round(2 * s), 1))
        pygame.draw.circle(surface, colour or draw.FELT_LIGHT, centre, radius)
        draw.blit_text(
            surface, name, (rect.x + 46 * s, rect.centery), round(26 * s), ink, "midleft", bold=True
        )


def fitting_size(text: str, size: int, width: int, smallest: int) -> int:
    """``fitting.fitting_size``, remembered: a card or a hint is laid out again whenever a region
    under it is repainted, and measuring a long line costs more than drawing it."""
    return _fitting(text, size, width, smallest, language())


@between_games.register  # words drawn at the old interface size or contrast are dropped (``App.relook``)
@functools.lru_cache(maxsize=128)
def _fitting(text: str, size: int, width: int, smallest: int, _language: str) -> int:
    return fitting.fitting_size(text, size, width, smallest=smallest)


def seat_status(seat: Seat, known: tuple[str, ...] = ()) -> str:
    """Who steers the seat, in a few words (``known``: every pointer id, see ``device_label``)."""
    if seat.kind == HUMAN:
        return (
            ", ".join(device_label(p, known) for p in seat.pointers)
            if seat.pointers
            else _("waiting for a player")
        )
    if seat.kind == BOT:
        return _("the computer plays here")
    return _("nobody sits here")


def draw_join(surface: pygame.Surface, seat: Seat, rect: pygame.Rect, hovered: bool, s: float) -> None:
    """Claimed: the seat's colour and how to leave. Open: "Join", lit when pointed at (the
    pulsing outline of an open seat is drawn over the cached card every frame)."""
    claimed = bool(seat.pointers)
    if claimed:
        fill, border, label, ink = (*draw.SHADE, 90), seat.colour, _("Seated · press to leave"), draw.TEXT
        if hovered:
            fill = (*draw.FELT_LIGHT, 255)
    elif hovered:
        fill, border, label, ink = (*draw.ACCENT, 255), draw.ACCENT, _("Join"), draw.INK
    else:
        fill, border, label, ink = (*draw.SHADE, 90), None, _("Join"), draw.ACCENT
    draw.draw_panel(surface, rect, fill, round(14 * s), border, max(round(3 * s), 2), 0)
    size = round(24 * s) if claimed else round(30 * s)
    draw.blit_text(surface, label, rect.center, size, ink, "center", bold=True)


def card_marks(
    cards: list[CardLayout], seats: list[Seat], hovered: dict[int, set], clock: float, s: float
) -> list[layers.Region]:
    """Where pointers hover (``hovered``: per seat, the parts) — a lit Join, a ring round the
    badge, a frame round a row — then the pulsing outline of each open Join, in GLOW_STEPS a second
    (``clock``: seconds since the seats last changed; from ``GLOW_S`` on, held at its brightest)."""
    width, radius = max(round(3 * s), 2), round(12 * s)
    marks = []
    for index, parts in hovered.items():
        layout = cards[index]
        for part in sorted(parts, key=str):
            name = ("hover", index, part)
            if part == JOIN:
                seat = dataclasses.replace(seats[index])  # a copy: the plan changes its seats in place
                marks.append(layers.Region(name, layout.join, draw_join, (seat, layout.join, True, s)))
            elif part == BADGE:
                ring = layout.badge.inflate(2 * width + 2, 2 * width + 2)
                args = (layout.badge.center, layout.badge.w // 2 + width, width)
                marks.append(layers.Region(name, ring, _ring, args))
            else:
                rect = layout.name if part == NAME else layout.kinds[part]
                marks.append(layers.Region(name, pygame.Rect(rect), _frame, (tuple(rect), width, radius)))
    glow = 1.0 if clock >= GLOW_S else 0.5 + 0.5 * math.sin(int(clock * GLOW_STEPS) / GLOW_STEPS * 3.0)
    colour = tuple(round(c * (0.45 + 0.55 * glow)) for c in draw.ACCENT)
    for index, layout in enumerate(cards):
        if not seats[index].pointers:
            lit = (tuple(layout.join), width, round(14 * s), colour)
            marks.append(layers.Region(("glow", index), pygame.Rect(layout.join), _frame, lit))
    return marks


def _ring(surface: pygame.Surface, centre: tuple[int, int], radius: int, width: int) -> None:
    pygame.draw.circle(surface, draw.ACCENT, centre, radius, width)


def _frame(
    surface: pygame.Surface, rect: tuple, width: int, radius: int, colour: tuple = draw.ACCENT
) -> None:
    pygame.draw.rect(surface, colour, rect, width, radius)
