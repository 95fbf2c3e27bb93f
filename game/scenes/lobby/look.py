"""The lobby's words around the seat cards: the title, the game's own note on the seats taken, the
problems that keep Start from starting, and how to join and steer with each device."""

from __future__ import annotations

import dataclasses
import math
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, layers, pictures
from game.i18n import N_, _
from game.scenes.lobby.cards import draw_card, fitting_size, seat_status

if TYPE_CHECKING:
    from game.scenes.lobby.scene import LobbyScene

JOIN_HINT = N_(
    "Join: click a seat's Join  ·  gamepad A  ·  WASD: Space  ·  IJKL: U  ·  arrows: Right Shift"
    "  —  leave: right click / B / Q / O / Right Ctrl on your seat  ·  move: another seat's Join"
)
KEYS_HINT = N_(
    "WASD move, Space select, Q back, E action   ·   IJKL move, U select, O back, P action   ·   "
    "after Right Shift: arrows move, Right Shift select, Right Ctrl back, Enter action"
)
SUBTITLE = N_("Take a seat: every player presses to join with their own device")


def table_regions(lobby: LobbyScene, editing: tuple[int, str] | None) -> list[layers.Region]:
    """Title, seat cards, the game's note, problems and key hints."""
    s = lobby.s
    w, h = lobby.app.size
    title = pictures.title_region(lobby.info.name, (w / 2, 56 * s), round(72 * s))
    band = pygame.Rect(0, title.rect.bottom, w, lobby.cards[0].card.y - title.rect.bottom)  # over the cards
    floor = math.ceil(draw.MIN_BODY * h)
    subtitle = pictures.band_region("subtitle", _(SUBTITLE), band, round(28 * s), draw.TEXT_DIM, floor)
    return [title, subtitle, *seat_cards(lobby, editing), *option_about(lobby), *below_buttons(lobby)]


def option_about(lobby: LobbyScene) -> list[layers.Region]:
    """The hovered or focused option's one-line explanation, in the lane kept for it under the
    options (nothing else is ever placed there)."""
    about = lobby.option_about()
    if not about:
        return []
    s, (w, h) = lobby.s, lobby.app.size
    size = fitting_size(about, round(22 * s), w - round(40 * s), math.ceil(0.016 * h))
    return [pictures.text_region("about", about, lobby.about_lane.center, size, draw.TEXT, "center")]


def seat_cards(lobby: LobbyScene, editing: tuple[int, str] | None) -> list[layers.Region]:
    """One region per seat card (the name being typed on one of them)."""
    s, known = lobby.s, tuple(lobby.hub.pointers)
    regions = []
    for index, layout in enumerate(lobby.cards):
        seat = dataclasses.replace(lobby.plan.seats[index])  # a copy: the plan's seats change in place
        typed = editing[1] if editing and editing[0] == index else None
        offered = tuple((p.name, p.colour) for p in lobby.name.offered()) if typed is not None else ()
        marked = lobby.name.marked if typed is not None else None
        bounds = pictures.panel_bounds(layout.card, round(10 * s))
        status = lobby.seat_word(index) or seat_status(seat, known)
        args = (seat, index, layout, s, status, typed, offered, marked)
        regions.append(layers.Region(("card", index), bounds, draw_card, args))
    return regions


def below_buttons(lobby: LobbyScene) -> list[layers.Region]:
    """Under Back and Start: the game's note, the problems, then how to join and the keys."""
    s = lobby.s
    w, h = lobby.app.size
    y = lobby.bottom + round(30 * s)
    room, smallest = w - round(40 * s), math.ceil(0.016 * h)  # the couch's smallest text
    regions = []
    note = lobby.game_note()
    if note:  # what the seats taken mean for play (Garum: two players play two colours each)
        size = fitting_size(note, round(26 * s), room, smallest)
        regions.append(pictures.text_region("note", note, (w / 2, y), size, draw.ACCENT, "center"))
        y += round(34 * s)
    for i, problem in enumerate(lobby.problems):
        where = (w / 2, y + i * round(34 * s))
        regions.append(
            pictures.text_region(("problem", i), problem, where, round(26 * s), draw.DANGER, "center", True)
        )
    join = fitting_size(_(JOIN_HINT), round(23 * s), room, smallest)
    keys = fitting_size(_(KEYS_HINT), round(21 * s), room, smallest)
    regions.append(pictures.text_region("join", _(JOIN_HINT), (w / 2, h - 62 * s), join, draw.TEXT, "center"))
    regions.append(
        pictures.text_region("keys", _(KEYS_HINT), (w / 2, h - 30 * s), keys, draw.TEXT_DIM, "center")
    )
    return regions
