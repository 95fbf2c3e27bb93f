"""Drawing every pointer's cursor in its seat's colour, with the seat's initial beside it.

Each look (colour, initial, state, size) is rendered once and cached, so drawing four cursors is
four blits. A seat's cursor is an arrow in the seat colour inside a light rim, a dark outline and
a soft light halo: the outline reads on cream cards, the halo on dark felt, whatever the seat
colour. It has a round badge with the initial, so no one relies on colour alone.
``selection_mark`` gives cells that a cursor selects the same high contrast. An unseated cursor
is a plain white arrow; a quiet one fades; an unplugged one waits as a ghost with a dashed badge
until its device returns. The cursor is drawn at the pointer's position as it is at draw time:
the latest event counts, with no frame of delay.
"""

from __future__ import annotations

import functools

import pygame

from game.engine import assets, between_games, draw
from game.engine.pointers import Pointer, PointerHub

NORMAL, QUIET, AWAY = "normal", "quiet", "away"
ALPHA = {NORMAL: 255, QUIET: 110, AWAY: 80}
ARROW_HEIGHT = 40
"""[decision] Arrow height at 1080p (big enough to follow from a couch); scales with the screen."""
_ARROW = ((0, 0), (0, 1.0), (0.25, 0.77), (0.43, 1.12), (0.56, 1.06), (0.38, 0.72), (0.72, 0.72))
"""The classic arrow, as fractions of its height (tip at the origin)."""
_OUTLINE, _RIM = (20, 20, 24), (250, 250, 250)
_HALO = (255, 255, 255, 150)
_SUPERSAMPLE = 3
HOTSPOT = 4
"""Pixels from the sprite's corner to the arrow's tip (room for the outline)."""

_os_cursor_visible: bool | None = None


def state_of(pointer: Pointer) -> str:
    if not pointer.connected:
        return AWAY
    return QUIET if pointer.quiet else NORMAL


def scale_for(height: int) -> int:
    return max(14, round(ARROW_HEIGHT * height / 1080))


@functools.lru_cache(maxsize=128)
def cursor_image(colour: tuple[int, int, int], label: str, state: str, height: int) -> pygame.Surface:
    """The cursor sprite, with the arrow's tip at ``HOTSPOT``. Drawn large and smoothed down, so
    edges are clean at any size; the badge sits right of the arrow's tail."""
    big = height * _SUPERSAMPLE
    badge = round(big * 0.8) if label else 0
    pad = _SUPERSAMPLE * HOTSPOT
    size = (round(big * 0.72) + badge + 2 * pad, round(big * 1.15) + 2 * pad)
    image = pygame.Surface(size, pygame.SRCALPHA)
    points = [(pad + x * big, pad + y * big) for x, y in _ARROW]
    pygame.draw.polygon(image, _HALO, _inset(points, -big * 0.08))
    pygame.draw.polygon(image, _OUTLINE, _inset(points, -big * 0.02))
    inner = _inset(points, big * 0.07)
    pygame.draw.polygon(image, _RIM, inner)
    pygame.draw.polygon(image, colour, _inset(points, big * 0.13))
    if label:
        radius = badge // 2
        centre = (pad + round(big * 0.62) + radius, pad + round(big * 1.05) - radius)
        pygame.draw.circle(image, _OUTLINE, centre, radius)
        ring = max(2 * _SUPERSAMPLE, radius // 4)
        pygame.draw.circle(image, colour, centre, radius - _SUPERSAMPLE * 2, ring if state == AWAY else 0)
        ink = colour if state == AWAY else _OUTLINE if _luma(colour) > 110 else _RIM
        text = assets.exact_font(round(badge * 0.6), bold=True).render(
            draw.drawable(label[:1]), True, ink
        )  # fills its badge
        image.blit(text, text.get_rect(center=(centre[0], centre[1] + _SUPERSAMPLE)))
    small = pygame.transform.smoothscale(image, (size[0] // _SUPERSAMPLE, size[1] // _SUPERSAMPLE))
    small.set_alpha(ALPHA[state])
    return small


@functools.lru_cache(maxsize=64)
def selection_mark(size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A cell selected by a player, readable on any background: the player's colour, a dark
    outline and a light line inside it (pale blue alone vanishes on a cream card)."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    image.fill((*colour, 150))
    width = max(2, size // 14)
    pygame.draw.rect(image, _OUTLINE, image.get_rect(), width)
    pygame.draw.rect(image, _RIM, image.get_rect().inflate(-2 * width, -2 * width), max(1, width // 2))
    return image


def _inset(points: list[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    """The polygon shrunk towards its centroid by about ``by`` pixels (a rim of that width);
    a negative ``by`` grows it (an outline, a halo)."""
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    out = []
    for x, y in points:
        dx, dy = x - cx, y - cy
        length = max((dx * dx + dy * dy) ** 0.5, 1e-6)
        out.append((x - dx / length * by, y - dy / length * by))
    return out


def _luma(colour: tuple[int, int, int]) -> float:
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b


def draw_cursors(surface: pygame.Surface, hub: PointerHub) -> None:
    """Draw visible pointers at their latest position, and the hub's notice if any.

    The system mouse keeps the OS arrow while it belongs to no seat, so a lone player sees the
    cursor they expect; once it has a seat, the OS arrow is hidden and ours is drawn instead.
    """
    height = scale_for(surface.get_height())
    mouse_seated = False
    for pointer in hub.pointers.values():
        if pointer.device == "mouse":
            mouse_seated = pointer.seat is not None
            if not mouse_seated:
                continue
        if not pointer.visible:
            continue
        state = state_of(pointer)
        if pointer.seat is None and state != NORMAL:
            continue  # an idle unseated cursor is clutter
        x, y = pointer.pos
        surface.blit(cursor_image(pointer.colour, pointer.label, state, height), (x - HOTSPOT, y - HOTSPOT))
    _show_os_cursor(not (mouse_seated or hub.hide_os_cursor))
    if hub.notice:
        _draw_notice(surface, hub.notice)


def _show_os_cursor(visible: bool) -> None:
    """Hide the desktop arrow while our own cursor stands for the system mouse (only on change,
    and only where there is a real display)."""
    global _os_cursor_visible
    if visible != _os_cursor_visible and pygame.display.get_init() and pygame.display.get_surface():
        _os_cursor_visible = visible
        pygame.mouse.set_visible(visible)


def _draw_notice(surface: pygame.Surface, notice: str) -> None:
    size = max(12, round(surface.get_height() * 0.022))
    image = _notice_image(notice, size)
    surface.blit(image, image.get_rect(midtop=(surface.get_width() // 2, size // 2)))


@between_games.register  # grown by the interface size: made again when it changes (``App.relook``)
@functools.lru_cache(maxsize=8)
def _notice_image(notice: str, size: int) -> pygame.Surface:
    text = assets.font(size, bold=True).render(notice, True, (250, 240, 220))
    pad = size // 2
    image = pygame.Surface((text.get_width() + 2 * pad, text.get_height() + pad), pygame.SRCALPHA)
    pygame.draw.rect(image, (10, 30, 24, 220), image.get_rect(), border_radius=pad)
    image.blit(text, (pad, pad // 2))
    return image
