"""Garum's side panels, drawn from plain values: the tank coin, a seat's row and the line tooltip
(the results are the shared ``results_panel``). The scene decides what to show; these only lay it
out. Each panel's sizes are named in a frozen ``…Look`` built once per window size
(``.of(scale)``, designed at 1080 p), so the drawing reads names, not numbers."""

from __future__ import annotations

import dataclasses

import pygame

from game.engine import draw, seat_marks
from game.i18n import _, ngettext
from game.scenes.widgets import garum_fish


@dataclasses.dataclass(frozen=True)
class ColourRow:
    """One colour a seat plays: its workers still in hand (True = foreman) and tiles in hand."""

    colour: int
    kept: tuple[bool, ...]
    tiles: int


@dataclasses.dataclass(frozen=True)
class CoinLook:
    radius: int
    edge: int
    number: float  # text size of the number when the coin faces the table (shrinks as it turns)
    label_gap: int
    label_size: int

    @classmethod
    def of(cls, s: float) -> CoinLook:
        return cls(round(46 * s), max(round(4 * s), 1), 40 * s, round(2 * s), round(20 * s))


def draw_coin(
    surface: pygame.Surface, centre: tuple[int, int], number: int, squash: float, look: CoinLook
) -> None:
    """The coin naming the round's tank; ``squash`` 0..1 is its width while it flips."""
    coin = pygame.Rect(0, 0, max(round(2 * look.radius * squash), 2), 2 * look.radius)
    coin.center = centre
    pygame.draw.ellipse(surface, (214, 170, 80), coin)
    pygame.draw.ellipse(surface, draw.ACCENT_DARK, coin, look.edge)
    if squash > 0.35:  # the number shrinks as the coin turns: scaled, not set in a new size each frame
        face = round(look.number + 1)
        image = draw.text(str(number), face, draw.INK, bold=True)
        size = round(look.number * squash + 1)
        if size != face:
            image = pygame.transform.smoothscale_by(image, size / face)
        surface.blit(image, image.get_rect(center=coin.center))
    draw.blit_text(surface, _("tank"), _coin_label_at(centre, look), look.label_size, draw.TEXT_DIM, "midtop")


def _coin_label_at(centre: tuple[int, int], look: CoinLook) -> tuple[int, int]:
    return centre[0], centre[1] + look.radius + look.label_gap  # under the coin


def coin_rect(centre: tuple[int, int], look: CoinLook) -> pygame.Rect:
    """Where ``draw_coin`` draws at any turn: the coin and the word under it."""
    coin = pygame.Rect(0, 0, 2 * look.radius + 2, 2 * look.radius)
    coin.center = centre
    label = draw.text(_("tank"), look.label_size, draw.TEXT_DIM).get_rect(midtop=_coin_label_at(centre, look))
    return coin.union(label).inflate(2, 2)


@dataclasses.dataclass(frozen=True)
class SeatLook:
    """A seat row; x offsets from the row's left (``score_x`` from its right, ``…_dx`` from the
    inset or the colour's fish), y from its middle."""

    radius: int
    ring: float  # the to-play outline, thicker by up to ``ring_pulse`` as it breathes
    ring_pulse: float
    rest_ring: int
    inset: int
    token_dx: int
    token_radius: int
    initial_size: int
    name_dx: int
    name_dy: int
    name_size: int
    status_dy: int
    status_size: int
    colours_x: int  # the first colour's fish
    colour_step: int
    colour_dy: int  # stacked rows (a seat of two colours in a tall row): from one colour to the next
    fish_dy: int
    fish_size: int
    workers_dx: int  # the first worker's left edge, from the colour's fish
    workers_dy: int  # the workers' foot
    worker_size: int
    count_gap: int  # from a worker to its count
    pair_gap: int  # from a count to the next worker
    tiles_dx: int
    tiles_size: int
    score_x: int
    score_size: int

    @classmethod
    def of(cls, s: float, stacked: bool = False) -> SeatLook:
        """The look at scale ``s``; ``stacked``: a seat's colours one under the other, not side by side."""
        r = {name: round(value * s) for name, value in _SEAT_1080.items()}
        name_h = draw.line_height(r["name_size"], bold=True)
        apart = (name_h + draw.line_height(r["status_size"])) / 2  # grown words: further apart
        if r["status_dy"] - r["name_dy"] < apart:
            middle = (r["status_dy"] + r["name_dy"]) / 2
            r["name_dy"], r["status_dy"] = round(middle - apart / 2), round(middle + apart / 2)
        if stacked:
            r["colour_step"], r["colour_dy"] = 0, round(STACK_STEP * s)
        return cls(ring=4 * s, ring_pulse=2 * s, rest_ring=max(round(2 * s), 1), **{"colour_dy": 0, **r})

    def ring_width(self, pulse: float) -> int:
        """The to-play outline's width at ``pulse`` (0–1) of its breath: a few steps, so a row
        is redrawn only when its outline does change."""
        return max(round(self.ring + pulse * self.ring_pulse), 2)


_SEAT_1080 = dict(
    radius=14, inset=16, token_dx=14, token_radius=15, initial_size=20, name_dx=34, name_dy=-16, name_size=24,
    status_dy=18, status_size=20, colours_x=300, colour_step=180, fish_dy=-14, fish_size=40,
    workers_dx=-58, workers_dy=48, worker_size=37, count_gap=3, pair_gap=12, tiles_dx=30, tiles_size=20,
    score_x=24, score_size=44,
)  # fmt: skip


STACK_STEP = 96
"""From one colour's line to the next in a stacked seat row, at 1080p (a row is 104 high)."""


def row_content(colours: int) -> int:
    """How wide a seat row's content is at 1080p with ``colours`` colour groups (the token and name,
    each colour's fish, tiles and workers, the score): a row may grow until it fills its width."""
    group = 140  # from a colour's fish centre: "13 Plättchen", or two workers with their counts
    score = _SEAT_1080["score_x"] + 80  # a two-digit score, bold
    return _SEAT_1080["colours_x"] + (colours - 1) * _SEAT_1080["colour_step"] + group + score


def draw_seat_row(
    surface: pygame.Surface,
    rect: pygame.Rect,
    look: SeatLook,
    name: str,
    colours: tuple[draw.Colour, ...],
    initial: str,
    rows: list[ColourRow],
    score: int,
    ring: int,
    winner: bool,
    status: str,
) -> None:
    """A seat (``name``, its ``colours`` and ``initial`` on its token: with two players the token is
    split between the seat's two species): its status, each colour's fish, workers kept and tiles,
    the score;
    ``ring`` is the to-play outline's width (``look.ring_width``), 0 when the seat is not to move."""
    border = draw.ACCENT if ring or winner else colours[0]
    width = ring or look.rest_ring
    pygame.draw.rect(surface, border, rect, width, border_radius=look.radius)
    x, cy = rect.x + look.inset, rect.centery
    token = (x + look.token_dx, cy)
    seat_marks.draw_seat_mark(surface, colours[0], token, look.token_radius, hollow=True)
    if len(colours) > 1:  # the right half in the second species' colour
        half = {"draw_top_right": True, "draw_bottom_right": True}
        pygame.draw.circle(surface, colours[1], token, look.token_radius, **half)
    draw.blit_text(surface, initial, token, look.initial_size, draw.INK, "center", bold=True)
    name_at = (x + look.name_dx, cy + look.name_dy)
    draw.blit_text(surface, name, name_at, look.name_size, draw.TEXT, "midleft", bold=True)
    if winner and not status:  # under the name, where the fish beside a long name cannot collide
        status = _("Winner")
    status_at = (x + look.name_dx, cy + look.status_dy)
    draw.blit_text(surface, status, status_at, look.status_size, draw.ACCENT, "midleft")
    cx = rect.x + look.colours_x
    for index, row in enumerate(rows):
        cy = rect.centery + round((index - (len(rows) - 1) / 2) * look.colour_dy)
        fish = garum_fish.fish(row.colour, look.fish_size)
        surface.blit(fish, fish.get_rect(center=(cx, cy + look.fish_dy)))
        _draw_kept(surface, look, row, (cx + look.workers_dx, cy + look.workers_dy))
        tiles_at = (cx + look.tiles_dx, cy + look.fish_dy)
        tiles = ngettext("{n} tile", "{n} tiles", row.tiles).format(n=row.tiles)
        draw.blit_text(surface, tiles, tiles_at, look.tiles_size, draw.TEXT_DIM, "midleft")
        cx += look.colour_step
    score_at = (rect.right - look.score_x, rect.centery)
    draw.blit_text(surface, str(score), score_at, look.score_size, draw.TEXT, "midright", bold=True)


def _draw_kept(surface: pygame.Surface, look: SeatLook, row: ColourRow, foot: tuple[int, int]) -> None:
    """The workers a colour still has: an apprentice and a foreman, each with its count ("×5"),
    left to right from ``foot`` (their bottom left): tokens a couch tells apart, in one short line."""
    x, y = foot
    middle = y - look.worker_size // 2
    for foreman in (False, True):
        image = garum_fish.worker(row.colour, look.worker_size, foreman)
        icon = surface.blit(image, image.get_rect(bottomleft=(x, y)))
        count = f"×{row.kept.count(foreman)}"
        at = (icon.right + look.count_gap, middle)
        text = draw.blit_text(surface, count, at, look.tiles_size, draw.TEXT_DIM, "midleft")
        x = text.right + look.pair_gap


@dataclasses.dataclass(frozen=True)
class TooltipLook:
    """The line tooltip; offsets from the box's top left (``note_dy`` from its bottom)."""

    size: tuple[int, int]
    offset: tuple[int, int]  # from the pointer
    radius: int
    pad: int
    title_dy: int
    title_size: int
    fish_dy: int
    fish_size: int
    count_dx: int
    count_dy: int
    count_size: int
    step: int
    note_dy: int
    note_size: int

    @classmethod
    def of(cls, s: float) -> TooltipLook:
        r = {name: round(value * s) for name, value in _TOOLTIP_1080.items()}
        return cls(size=(round(560 * s), round(150 * s)), offset=(round(24 * s), round(16 * s)), **r)


_TOOLTIP_1080 = dict(
    radius=10, pad=14, title_dy=10, title_size=22, fish_dy=44, fish_size=34, count_dx=40, count_dy=61,
    count_size=24, step=100, note_dy=34, note_size=20,
)  # fmt: skip


def draw_line_tooltip(
    surface: pygame.Surface, pos: tuple[int, int], look: TooltipLook, title: str, counts: list[int], note: str
) -> pygame.Rect:
    """A line's fish of each species (silhouette and count) and, below, what a worker would score;
    returns the box."""
    box = pygame.Rect((0, 0), look.size)
    box.topleft = (pos[0] + look.offset[0], pos[1] + look.offset[1])
    box.clamp_ip(surface.get_rect())
    draw.draw_panel(surface, box, (*draw.INK, 240), look.radius, draw.ACCENT, 2, 0)
    title_at = (box.x + look.pad, box.y + look.title_dy)
    draw.blit_text(surface, title, title_at, look.title_size, draw.TEXT, bold=True)
    x = box.x + look.pad
    for species, count in enumerate(counts):
        image = garum_fish.fish(species, look.fish_size)
        surface.blit(image, (x, box.y + look.fish_dy))
        count_at = (x + look.count_dx, box.y + look.count_dy)
        draw.blit_text(surface, str(count), count_at, look.count_size, draw.TEXT, "midleft", bold=True)
        x += look.step
    if note:
        note_at = (box.x + look.pad, box.bottom - look.note_dy)
        draw.blit_text(surface, note, note_at, look.note_size, draw.TEXT_DIM)
    return box
