"""Couch distance: tokens a player must tell apart — Garum's workers, Bingo's markers, Fishing's
buoys — are drawn at least as large as a card's number (the numbers printed on a Bingo card, as
the probe sees them drawn), at a laptop's 1280x720 and a TV's 1920x1080. Sizes are measured on
what is drawn (bounding boxes of the pixels), not read from constants."""

from __future__ import annotations

import pygame
import pytest

from game.engine import draw
from game.rules.fishing import MINUS_THREE, PLAY_FIRST, Card
from game.rules.garum.data import load
from game.scenes.bingo.layout import BingoLayout
from game.scenes.fishing.layout import FishingLayout
from game.scenes.widgets import garum_fish
from game.scenes.widgets.bingo_card import BingoCardWidget, MissedTrack
from game.scenes.widgets.cards import card_face
from game.scenes.widgets.fishing_cards import DECK
from game.scenes.widgets.garum_board import TankGrid
from game.scenes.widgets.garum_panels import SeatLook

SIZES = [(1280, 720), (1920, 1080)]


def card_number(size: tuple[int, int]) -> int:
    """The text size of the numbers a Bingo card prints at this window size."""
    spots = BingoLayout.of(size, 4, 0).seats[0]
    probe = draw.DrawProbe(size)
    BingoCardWidget(spots.card).draw_grid(probe)
    sizes = {t.size for t in probe.texts if t.text.isdigit()}
    assert len(sizes) == 1
    return sizes.pop()


def drawn_box(image: pygame.Surface) -> pygame.Rect:
    return image.get_bounding_rect()


@pytest.mark.parametrize("size", SIZES)
def test_garum_workers_are_as_large_as_a_cards_number(size):
    board = load().boards[next(iter(load().boards))]
    grid = TankGrid(board, (0, 0), draw.scale(size))
    for foreman in (False, True):
        box = drawn_box(garum_fish.worker(0, grid.worker_size, foreman))
        assert min(box.size) >= card_number(size), f"worker {box.size} at {size}"
    assert grid.worker_size <= grid.cell, "a worker still fits its line's space"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", range(1, 7))
def test_garum_workers_on_one_line_stay_in_its_space(size, count):
    """However many workers share a line, they stand in its space, clear of the line's number."""
    board = load().boards[next(iter(load().boards))]
    grid = TankGrid(board, (400, 400), draw.scale(size))
    for line in (0, 12):  # a row (strip left of the board) and a column (strip above it)
        space = grid.space_rect(line)
        side = grid.workers.fit(count, line)[0]  # the size they are drawn at (smaller when many)
        half = side / 2
        for index in range(count):
            x, y = grid.workers.centre(line, index, count)
            worker = pygame.Rect(round(x - half), round(y - half), side, side)
            assert space.inflate(2, 2).contains(worker), (line, index, worker, space)


@pytest.mark.parametrize("size", SIZES)
def test_the_workers_a_garum_seat_keeps_are_as_large_as_a_cards_number(size):
    """The apprentice and foreman beside each count in a seat's row."""
    look = SeatLook.of(draw.scale(size))
    for foreman in (False, True):
        box = drawn_box(garum_fish.worker(0, look.worker_size, foreman))
        assert min(box.size) >= card_number(size), f"seat's worker {box.size} at {size}"


@pytest.mark.parametrize("size", SIZES)
def test_bingo_markers_are_as_large_as_a_cards_number(size):
    spots = BingoLayout.of(size, 4, 0).seats[0]
    widget = BingoCardWidget(spots.card)
    canvas = pygame.Surface(size, pygame.SRCALPHA)
    widget.draw_marker(canvas, (size[0] // 2, size[1] // 2), (0, 114, 178), widget.cell)
    assert min(drawn_box(canvas).size) >= card_number(size)


@pytest.mark.parametrize("size", SIZES)
def test_bingo_missed_track_markers_are_as_large_as_a_cards_number(size):
    spots = BingoLayout.of(size, 4, 0).seats[0]
    track = MissedTrack(spots.track_left, spots.track_spacing, spots.track_radius)
    canvas = pygame.Surface(size, pygame.SRCALPHA)
    track.draw_markers(canvas, 1, (0, 114, 178))
    assert min(drawn_box(canvas).size) >= card_number(size)
    spaces = pygame.Surface(size, pygame.SRCALPHA)
    track.draw_spaces(spaces)
    assert drawn_box(spaces).w > 3 * min(drawn_box(canvas).size), "the three spaces stay apart"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("special", [MINUS_THREE, PLAY_FIRST])
def test_fishing_buoys_are_as_large_as_a_cards_number(size, special):
    """The buoy's mark on a card in the trick, between the card's band and its name."""
    width = FishingLayout.of(size, 4, 0, ("blue",)).trick_card
    face = card_face(Card(None, None, special), width, DECK)
    w, h = face.get_size()
    middle = pygame.Rect(0, round(h * 0.22), w, round(h * 0.6))
    mark = pygame.Surface(middle.size, pygame.SRCALPHA)
    for x in range(middle.w):
        for y in range(middle.h):
            colour = face.get_at((x, middle.y + y))
            if colour.a and abs(colour.r - draw.CARD_FACE[0]) + abs(colour.b - draw.CARD_FACE[2]) > 40:
                mark.set_at((x, y), colour)
    assert max(drawn_box(mark).size) >= card_number(size)
