"""The help pages' pictures, drawn by the games' own widgets (a real card, a real bingo card, a
real board excerpt), so the help always shows what the table shows.

This is the only module that calls game widgets for the help: when a widget's API changes, the
help is mended here. Each picture paints itself at a scale ``k`` (1.0 = its size on a 1080p
table); ``render`` picks the ``k`` that fits the box a page gives it and caches the result.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable

import pygame

from game.engine import draw
from game.i18n import _
from game.rules.bingo import LINES
from game.rules.cards import Card
from game.rules.finden import Board
from game.rules.finden.levels import GREY, load_board, load_shape_values
from game.rules.fishing.deck import BUOYS
from game.rules.garum.data import SIZE
from game.rules.garum.data import load as load_garum
from game.rules.pentomino import ORIENTATIONS
from game.scenes.widgets import fishing_cards, fishing_piles, garum_fish
from game.scenes.widgets.bingo_card import BingoCardWidget, MissedTrack
from game.scenes.widgets.cards import card_size, draw_card
from game.scenes.widgets.dice_tray import die_face
from game.scenes.widgets.finden_board import Mark, SymbolBoard
from game.scenes.widgets.garum_board import TankGrid
from game.scenes.widgets.sand_timer import SandTimer
from game.scenes.widgets.shape_tiles import ShapeTiles

Painter = Callable[[float], pygame.Surface]
PICTURES: dict[str, Painter] = {}


def picture(name: str) -> Callable[[Painter], Painter]:
    def register(painter: Painter) -> Painter:
        PICTURES[name] = painter
        return painter

    return register


@functools.cache
def natural_size(name: str) -> tuple[int, int]:
    """The picture's size as on a 1080p table (a ``KeyError`` names an unknown picture)."""
    return PICTURES[name](1.0).get_size()


@functools.lru_cache(maxsize=64)
def render(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture as large as fits in ``size``."""
    w, h = natural_size(name)
    k = min(size[0] / w, size[1] / h)
    image = PICTURES[name](k)
    if image.get_width() > size[0] or image.get_height() > size[1]:
        fit = image.get_rect().fit(pygame.Rect((0, 0), size))
        image = pygame.transform.smoothscale(image, fit.size)
    return image


def _canvas(w: float, h: float) -> pygame.Surface:
    return pygame.Surface((max(round(w), 1), max(round(h), 1)), pygame.SRCALPHA)


def _card_rows(cards: list[tuple[Card, bool]], k: float, per_row: int, deck: str = "") -> pygame.Surface:
    """Cards in rows of ``per_row``, the flagged ones ringed in gold (as the table rings a winner)."""
    width = round(110 * k)
    w, h = card_size(width)
    gap = round(22 * k)
    rows = -(-len(cards) // per_row)
    surface = _canvas(per_row * (w + gap) + gap, rows * (h + gap) + gap)
    for i, (card, ringed) in enumerate(cards):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(cards) - row * per_row)
        left = gap + (per_row - in_row) * (w + gap) / 2
        centre = (left + col * (w + gap) + w / 2, gap + row * (h + gap) + h / 2)
        draw_card(surface, card, centre, width, outline=draw.ACCENT if ringed else None, deck=deck)
    return surface


# -- Trick-Taking Bingo ------------------------------------------------------------------------
@picture("bingo-card")
def _bingo_card(k: float) -> pygame.Surface:
    """A bingo card with a finished diagonal (2, 5, 8) and 9 covered, and one miss on the track."""

    cell = round(90 * k)
    pad = round(12 * k)
    surface = _canvas(3 * cell + 2 * pad, 3 * cell + 2 * pad + round(70 * k))
    card = BingoCardWidget(pygame.Rect(pad, pad, 3 * cell, 3 * cell))
    blue = draw.OKABE_ITO["blue"]
    covered = sum(1 << n for n in (2, 5, 8, 9))
    diagonal = next(i for i, line in enumerate(LINES) if set(line) == {2, 5, 8})
    card.draw(surface, covered, blue, lines=(diagonal,))
    radius = 18 * k
    track = MissedTrack((pad + 3 * cell / 2 - 3 * radius, surface.get_height() - 30 * k), 3 * radius, radius)
    track.draw_spaces(surface)
    track.draw_markers(surface, 1, blue)
    return surface


@picture("bingo-trick")
def _bingo_trick(k: float) -> pygame.Surface:
    """A trick led with blue 3: blue 9 is highest, blue 3 lowest (both ringed)."""
    cards = [("blue", 3, True), ("blue", 9, True), ("blue", 8, False), ("red", 6, False), ("green", 2, False)]
    return _card_rows([(Card(colour, value), ringed) for colour, value, ringed in cards], k, per_row=3)


@picture("bingo-trump")
def _bingo_trump(k: float) -> pygame.Surface:
    """The trump example: blue 5 led, red 6 the highest trump, blue 4 the lowest (both ringed)."""
    cards = [("blue", 5, False), ("red", 5, False), ("purple", 2, False), ("red", 6, True), ("blue", 4, True)]
    return _card_rows([(Card(colour, value), ringed) for colour, value, ringed in cards], k, per_row=3)


# -- Fishing -------------------------------------------------------------------------------------
def _fishing_cards_in_rows(cards: list[Card], k: float) -> pygame.Surface:
    return _card_rows([(card, False) for card in cards], k, per_row=3, deck=fishing_cards.DECK)


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
    surface = _canvas(panel.right + round(10 * k), ocean[1] + card_size(width)[1] / 2 + round(80 * k))
    seat.draw_frame(surface, _("Anne"), draw.OKABE_ITO["orange"], "circle")
    seat.draw_state(surface, 6, [Card("red", 4), Card("blue", 9)], 3, 5)
    fishing_piles.ocean_frame(surface, ocean, width, k)
    fishing_piles.draw_ocean(surface, ocean, width, 48, 2, k)
    return surface


# -- Garum -----------------------------------------------------------------------------------------
@picture("garum-board")
def _garum_board(k: float) -> pygame.Surface:
    """The top right of the board: tanks 15 and 16 over 6 and 1, a few tiles in place, bonus
    icons, a foreman and an apprentice standing above their columns, one column lit."""

    data = load_garum()
    grid = TankGrid(data.boards["troia"], (0, 0), k)
    edge = grid.strip + grid.margin + round(24 * k)
    grid = TankGrid(data.boards["troia"], (edge, edge), k)
    full = _canvas(grid.rect.right + grid.margin, grid.rect.bottom + grid.margin)
    grid.draw_base(full)
    tiles = data.tiles
    fills = {
        15: [(0, tiles[0].fish), (1, tiles[20].fish), None, None],
        6: [(2, tiles[36].fish), (3, tiles[52].fish), (0, tiles[5].fish), (1, tiles[24].fish)],
        1: [None, (3, tiles[55].fish), None, None],
    }
    grid.draw_tiles(full, fills)
    grid.light_band(full, SIZE + 9)
    grid.draw_workers(full, [(0, SIZE + 9, True), (2, SIZE + 13, False), (1, SIZE + 9, False)])
    grid.draw_tank_numbers(full, 6)
    left = grid.tank_rect(15).x - round(6 * k)
    bottom = grid.tank_rect(1).bottom + round(6 * k)
    top = grid.space_rect(SIZE + 9).bottom - 3 * grid.worker_size  # the workers, not the empty strip
    crop = pygame.Rect(left, top, full.get_width() - left, bottom - top)
    return full.subsurface(crop).copy()


@picture("garum-pieces")
def _garum_pieces(k: float) -> pygame.Surface:
    """A tile of each species, and under them an apprentice and a foreman."""
    tiles = load_garum().tiles
    cell = round(44 * k)
    gap = round(22 * k)
    worker = round(64 * k)
    surface = _canvas(4 * (2 * cell + gap) - gap, 2 * cell + 2 * gap + round(worker * 1.35))
    for colour in range(4):
        image = garum_fish.tile(tiles[colour * 16 + 3].fish, cell, colour)
        surface.blit(image, (colour * (2 * cell + gap), 0))
    centre = surface.get_width() / 2
    for x, foreman in ((centre - worker, False), (centre + worker, True)):
        image = garum_fish.worker(1, worker, foreman)
        surface.blit(image, image.get_rect(midbottom=(round(x), surface.get_height())))
    return surface


# -- 5er Finden ------------------------------------------------------------------------------------
EXCERPT = (6, 7)  # rows, columns of the board excerpt


@functools.cache
def finden_example() -> tuple[object, tuple[int, ...], tuple[str, ...]]:
    """A real excerpt of the grey board, a T-shaped five on it and the dice that make it valid."""

    rows = tuple(row[: EXCERPT[1]] for row in load_board(GREY).rows[: EXCERPT[0]])
    excerpt = Board("excerpt", rows)
    for orientation in ORIENTATIONS:
        if orientation.shape != "T":
            continue
        for top in range(1, EXCERPT[0] - 2):
            for left in range(1, EXCERPT[1] - 2):
                cells = tuple((top + r) * EXCERPT[1] + left + c for r, c in orientation.cells)
                if max(r for r, _ in orientation.cells) + top >= EXCERPT[0]:
                    continue
                if max(c for _, c in orientation.cells) + left >= EXCERPT[1]:
                    continue
                faces = tuple(sorted(excerpt.symbol(cell) for cell in cells))
                if max(Counter(faces).values()) <= 2:
                    return excerpt, cells, faces
    raise LookupError("no T on the board excerpt with a rollable set of symbols")


@picture("finden-board")
def _finden_board(k: float) -> pygame.Surface:

    board, cells, _ = finden_example()
    cell = round(62 * k)
    surface = _canvas(EXCERPT[1] * cell, EXCERPT[0] * cell)
    widget = SymbolBoard(board, surface.get_rect())
    widget.draw(surface, [Mark(cells, draw.OKABE_ITO["blue"])])
    return surface


@picture("finden-draft")
def _finden_draft(k: float) -> pygame.Surface:
    """The T of the example half drawn: one stroke of four cells, the branch still to come."""
    board, cells, _ = finden_example()
    width = board.width

    def joined(a: int, b: int) -> bool:
        return abs(a - b) == width or (abs(a - b) == 1 and a // width == b // width)

    branch = next(c for c in cells if sum(joined(c, d) for d in cells) >= 3)
    leaf = next(c for c in cells if joined(c, branch) and sum(joined(c, d) for d in cells) == 1)
    cell = round(62 * k)
    surface = _canvas(EXCERPT[1] * cell, EXCERPT[0] * cell)
    SymbolBoard(board, surface.get_rect()).draw(surface, draft=[c for c in cells if c != leaf])
    return surface


@picture("finden-dice")
def _finden_dice(k: float) -> pygame.Surface:

    _, _, faces = finden_example()
    size, gap = round(80 * k), round(16 * k)
    surface = _canvas(5 * size + 4 * gap, size)
    for i, face in enumerate(faces):
        surface.blit(die_face(face, size), (i * (size + gap), 0))
    return surface


@picture("finden-shapes")
def _finden_shapes(k: float) -> pygame.Surface:

    surface = _canvas(520 * k, 480 * k)
    ShapeTiles(surface.get_rect(), load_shape_values().classic).draw(surface)
    return surface


@picture("finden-sheet")
def _finden_sheet(k: float) -> pygame.Surface:
    """A puzzle sheet after three rounds: two shapes circled, one crossed out."""
    surface = _canvas(520 * k, 480 * k)
    marks = {"L": "circled", "U": "circled", "X": "crossed"}
    ShapeTiles(surface.get_rect(), load_shape_values().puzzle).draw(surface, marks)
    return surface


@picture("finden-timer")
def _finden_timer(k: float) -> pygame.Surface:

    surface = _canvas(170 * k, 240 * k)
    SandTimer(surface.get_rect()).draw(surface, 18.0, 30.0, True)
    return surface
