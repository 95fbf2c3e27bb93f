"""Where everything of the Garum table sits, computed once per window size.

The board fills the left, the words lane under it; the right column stacks the header (round,
start player, coin), one row per seat, the hand and the controls. Every widget's zone and every
click target is a field (tanks and worker spaces through ``grid``, the hand's tiles, the dummy's
tile, Undo, Hint, the worker buttons); no two zones overlap (``tests/test_garum_zones.py``). The
seat rows per table size are data (``SEATS_TOP``, ``ROW``, ``ROW_GAP``). Sizes are designed at
1920x1080 and scaled by ``draw.scale``; the drawing and hit-testing code reads these named rects
and sizes only, so a new screen size or a moved panel is a change here and nowhere else.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from game.engine import draw, fitting
from game.engine.fitting import fitting_height
from game.i18n import N_, _
from game.rules.garum import Board
from game.rules.garum.data import SIZE
from game.scenes.table.hint_button import HintButton
from game.scenes.table.layout import hint_button_rect, px
from game.scenes.widgets import garum_panels as panels
from game.scenes.widgets.garum_board import TankGrid

SMALLEST_TEXT = 0.016
"""Small labels (the board's line and tank numbers): at least this share of the screen height."""
BUTTONS = ("apprentice", "foreman", "none")
"""The worker controls, left to right: place an apprentice, a foreman, or no worker."""
SEATS_TOP, ROW, ROW_GAP, MAX_ROW_SCALE = 172, 104, 8, 1.5
"""The seat rows at 1080p: below the header, a row's height and gap; rows grow (and their tokens
and words with them) into the column's free height, up to half again, as far as their width lets."""
HAND, DUMMY_ONLY, CONTROLS, PROMPT_ONLY, PANEL_GAP, COLUMN_BOTTOM = 250, 160, 172, 96, 12, 1056
"""The hand panel's height (and with no human seat, the dummy's tile alone), the controls' least
heights (with the worker buttons, and with a prompt of up to two lines only), the gap between
panels, the column's foot. The hand and the controls follow the seats; the controls reach down to
the foot."""
BOARD_TOP, BOARD_LEFT, COLUMN_LEFT, COLUMN_WIDTH = 168, 200, 1090, 790
"""The board's tank grid's top left corner and the right column's left edge and width, at 1080p."""
LANE_H, LANE_GAP = 120, 10
"""The words lane under the board: its height at most (the screen's foot at 16:9, two lines on a
taller screen), and its gap to the board and the column."""
FOOT_H, DUMMY_LABEL_W = 34, 170
"""The hand's foot line (the tip lane) and, beside it at a table with a neutral tile, that tile's
label at most (its zone is as wide as the label in the current language), at 1080p."""
NEUTRAL_TILE = N_("neutral tile")
"""The neutral tile's label, under it (or beside it, alone at a table of bots)."""


@dataclasses.dataclass(frozen=True)
class Ring:
    """An outline drawn around a rect: grown by ``grow`` on each axis, ``width`` thick."""

    grow: int
    width: int
    radius: int

    @classmethod
    def at(cls, s: float, grow: float, width: float, least: int, radius: float) -> Ring:
        return cls(round(grow * s), max(round(width * s), least), round(radius * s))

    def bounds(self, rect: pygame.Rect) -> pygame.Rect:
        """Where the ring around ``rect`` is drawn."""
        return rect.inflate(self.grow, self.grow)

    def draw(self, surface: pygame.Surface, colour: draw.Colour, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, colour, self.bounds(rect), self.width, border_radius=self.radius)


@dataclasses.dataclass(frozen=True)
class Text:
    """Where a line of text starts and how big it is."""

    at: tuple[int, int]
    size: int


@dataclasses.dataclass(frozen=True)
class GarumLayout:
    size: tuple[int, int]
    s: float
    grid: TankGrid
    panel_radius: int
    panel_shadow: int
    # header: title, start player and variants, the Priest's coming coins, the coin
    header: pygame.Rect
    title: Text
    info: Text
    coins: Text
    coin_centre: tuple[int, int]
    coin: pygame.Rect  # the coin and the word under it, at any turn
    seats: tuple[pygame.Rect, ...]
    # the hand: its label, tiles, the dummy's tile at the right, the hint at the foot
    hand: pygame.Rect
    hint_button: HintButton  # the table's Hint button, in the hand panel's top right corner
    hand_label: Text
    hand_label_width: int  # its lane: up to the Hint button in the panel's top right corner
    hand_label_lane: pygame.Rect
    undo_button: pygame.Rect  # Undo: in the last tile's place, free while a worker is chosen
    hand_tiles: tuple[pygame.Rect, ...]
    hand_hint: Text
    tip_lane: pygame.Rect
    """The hand's foot line: how to turn and place a tile, or how many tiles are left to draw."""
    tile_radius: int
    selected_ring: Ring
    dummy: pygame.Rect
    dummy_label: Text
    dummy_label_anchor: str  # under the tile beside a hand; right of it when it is alone
    dummy_label_zone: pygame.Rect  # where that label stays (shrunk to fit in a longer language)
    neutral: bool  # a neutral colour plays (three players): its tile shows beside the hand
    # the controls: the prompt and the worker buttons
    controls: pygame.Rect
    prompt: Text
    prompt_wrap: int
    coming_size: int  # what comes next, under the prompt while no buttons show
    coming_gap: int
    coming_top: int  # what comes next starts no higher than this (where the worker buttons go)
    buttons: dict[str, pygame.Rect]
    button_radius: int
    button_text: int
    button_pad: int  # a label's least room left and right together
    button_least: int  # a long label shrinks down to this size
    # on the board
    tank_ring: Ring
    choice_ring: Ring
    slot_ring: Ring
    closed_stroke: int
    points_size: int
    breakdown: pygame.Rect  # the final scoring's table: over the board and the column workers' strip
    # the zones of the left side
    board: pygame.Rect
    """The printed board, its worker spaces, their numbers and the rings round tanks: as far as they
    reach (the column numbers above the board at the screen's top must lie on it, issue 51)."""
    lane: pygame.Rect
    """The words lane under the board: one sentence at a time, the one asked for first (a refusal,
    a hint's reason), else what just happened (the banner), else the log's latest line (a press
    opens the log). Nothing else is drawn there, so no sentence covers a tank."""
    lane_size: int  # the banner's text size there, at most
    # the panels' own sizes
    coin_look: panels.CoinLook
    seat_look: panels.SeatLook
    tooltip_look: panels.TooltipLook

    @classmethod
    def of(
        cls,
        size: tuple[int, int],
        board: Board,
        players: int,
        hand_shown: bool = True,
        buttons: bool = True,
        neutral: bool = False,
    ) -> GarumLayout:
        """``neutral``: a neutral colour's tile shows beside the hand (its label beside the foot line).
        ``hand_shown``: a human's tiles or the dummy's tile have a panel under the seats (a table
        of bots with no dummy has none: the status follows the seats). ``buttons``: a human seat
        places workers with the controls' buttons; a table of bots only shows its prompt there, so
        the controls shrink to it and the column's spare height goes between its panels."""
        s = draw.scale(size)
        least_text = math.ceil(SMALLEST_TEXT * size[1])
        grid = TankGrid(board, (px(BOARD_LEFT, s), px(BOARD_TOP, s)), s, least_text)
        x, w = px(COLUMN_LEFT, s), px(COLUMN_WIDTH, s)
        header = pygame.Rect(x, round(24 * s), w, round(132 * s))
        head_x, head_y = header.x + round(24 * s), header.y + round(16 * s)
        designed = [
            (0, round(30 * s), True),
            (round(44 * s), round(22 * s), False),
            (round(76 * s), round(20 * s), False),
        ]
        heads = fitting.stacked(
            designed, header.bottom - head_y, math.ceil(SMALLEST_TEXT * size[1])
        )  # grown words
        least, hand_h = (CONTROLS, HAND) if buttons else (PROMPT_ONLY, DUMMY_ONLY)
        below = (hand_h + PANEL_GAP if hand_shown else 0) + least + PANEL_GAP  # at 1080p
        room = (COLUMN_BOTTOM - below - SEATS_TOP + ROW_GAP) / players - ROW_GAP
        stacked = players == 2 and room >= 2 * ROW  # two colours a seat: one under the other
        lines = 2 if stacked else 1
        colours = 2 if players == 2 and not stacked else 1
        tall = min(room / ROW / lines, MAX_ROW_SCALE)
        grow = min(tall, max(w / s / panels.row_content(colours), 1.0))  # the words fit the width
        row_h = math.floor(ROW * lines * tall * s)  # down: rows never squeeze the controls
        heights = [row_h] * players + ([round(hand_h * s)] if hand_shown else []) + [round(least * s)]
        gaps = [round(SEATS_TOP * s) - header.bottom] + [round(ROW_GAP * s)] * (players - 1)
        gaps += [round(PANEL_GAP * s)] * (len(heights) - players)
        spare = round(COLUMN_BOTTOM * s) - header.bottom - sum(heights) - sum(gaps)
        if buttons:
            heights[-1] += spare  # the controls reach down to the foot
        else:
            gaps = [gap + spare * (i + 1) // len(gaps) - spare * i // len(gaps) for i, gap in enumerate(gaps)]
        column, top = [], header.bottom
        for gap, height in zip(gaps, heights, strict=True):
            column.append(pygame.Rect(x, top + gap, w, height))
            top = column[-1].bottom
        seats = tuple(column[:players])
        controls = column[-1]
        hand = column[players] if hand_shown else pygame.Rect(x, controls.y, w, 0)
        tile, gap, tiles_top = round(124 * s), round(22 * s), hand.y + round(64 * s)
        # left-aligned and close together: the dummy's tile at the right stands apart, not a 5th own tile
        tiles_left = hand.x + round(28 * s)
        hand_tiles = tuple(
            pygame.Rect(tiles_left + i * (tile + gap), tiles_top, tile, tile) for i in range(board.hand_size)
        )
        hint = hint_button_rect(hand, s, "topright")
        inner = hand.right - round(14 * s)  # the panel's inner right edge (its rounded corner)
        dummy, dummy_label, label_zone = _neutral_spots(hand, tiles_top, tile, s, alone=not buttons)
        foot_right = label_zone.x - px(10, s) if neutral and buttons else inner
        tip_lane = pygame.Rect(hand.x + px(20, s), hand.bottom - px(FOOT_H + 4, s), 0, px(FOOT_H, s))
        tip_lane.w = foot_right - tip_lane.x
        hand_label_width = hint.x - hand.x - round(30 * s)
        hand_label_lane = pygame.Rect(hand.x + px(20, s), hand.y + px(12, s), hand_label_width, px(40, s))
        lane_top = grid.rect.bottom + px(LANE_GAP, s)
        lane = pygame.Rect(px(16, s), lane_top, x - px(LANE_GAP + 16, s), 0)
        lane.h = min(size[1] - px(4, s) - lane_top, px(LANE_H, s))
        coin_look = panels.CoinLook.of(s)  # its word under it grown only as far as the header lets it
        room = header.h - 2 * coin_look.radius - coin_look.label_gap - 2
        coin_look = dataclasses.replace(coin_look, label_size=fitting_height(coin_look.label_size, room))
        coin = panels.coin_rect((0, 0), coin_look)  # the coin and its word, centred in the header
        coin_centre = (x + w - round(70 * s), header.centery - coin.centery)
        button = pygame.Rect(controls.x + px(20, s), controls.y + px(98, s), px(236, s), px(56, s))
        step = button.w + px(18, s)  # a table of bots has none: its status box only holds its prompt
        buttons_at = {key: button.move(i * step, 0) for i, key in enumerate(BUTTONS) if buttons}
        return cls(
            size=size,
            s=s,
            grid=grid,
            panel_radius=round(14 * s),
            panel_shadow=round(8 * s),
            header=header,
            title=Text((head_x, head_y + heads[0][0]), heads[0][1]),
            info=Text((head_x, head_y + heads[1][0]), heads[1][1]),
            coins=Text((head_x, head_y + heads[2][0]), heads[2][1]),
            coin_centre=coin_centre,
            coin=panels.coin_rect(coin_centre, coin_look),
            seats=seats,
            hand=hand,
            hint_button=HintButton(hint),
            hand_label=Text((hand.x + round(20 * s), hand.y + round(16 * s)), round(22 * s)),
            hand_label_width=hand_label_width,
            hand_label_lane=hand_label_lane,
            undo_button=hand_tiles[-1].copy(),
            hand_tiles=hand_tiles,
            hand_hint=Text((hand.x + round(20 * s), hand.bottom - round(36 * s)), round(19 * s)),
            tip_lane=tip_lane,
            tile_radius=round(10 * s),
            selected_ring=Ring.at(s, 12, 4, 2, 10),
            dummy=dummy,
            dummy_label=dummy_label,
            dummy_label_anchor="midtop" if buttons else "midleft",
            dummy_label_zone=label_zone,
            neutral=neutral,
            controls=controls,
            prompt=Text((controls.x + round(20 * s), controls.y + round(14 * s)), round(23 * s)),
            prompt_wrap=controls.w - round(40 * s),
            coming_size=round(22 * s),
            coming_gap=round(12 * s),
            coming_top=controls.y + round(98 * s),
            buttons=buttons_at,
            button_radius=round(10 * s),
            button_text=round(22 * s),
            button_pad=round(20 * s),
            button_least=math.ceil(SMALLEST_TEXT * size[1]),
            tank_ring=Ring.at(s, 14, 4, 2, 10),
            choice_ring=Ring.at(s, 0, 3, 1, 8),
            slot_ring=Ring.at(s, 0, 2, 1, 6),
            closed_stroke=2,
            breakdown=grid.rect.union(grid.space_rect(SIZE)),
            board=_board_zone(grid),
            lane=lane,
            lane_size=round(30 * s),
            points_size=round(40 * s),
            coin_look=coin_look,
            seat_look=panels.SeatLook.of(s * grow, stacked),
            tooltip_look=panels.TooltipLook.of(s),
        )

    def hand_rects(self, count: int) -> tuple[pygame.Rect, ...]:
        """The rects of a hand of ``count`` tiles, left to right."""
        return self.hand_tiles[:count]


def space_zone(grid: TankGrid, line: int) -> pygame.Rect:
    """A line's worker space with the edge it is lit with (``LineWidget``'s zone)."""
    return grid.space_rect(line).inflate(4, 4)


def _board_zone(grid: TankGrid) -> pygame.Rect:
    """Where the board's parts reach: its tanks with their rings, the worker spaces (a lit one's
    edge) and the lines' numbers."""
    lines = range(2 * SIZE)
    parts = [space_zone(grid, line) for line in lines] + [grid.number_rect(line) for line in lines]
    return grid.rect.inflate(2 * grid.margin, 2 * grid.margin).unionall(parts)


def _neutral_spots(
    hand: pygame.Rect, tiles_top: int, tile: int, s: float, alone: bool
) -> tuple[pygame.Rect, Text, pygame.Rect]:
    """The neutral tile, its label and the label's zone: at the hand's right, a little lower than
    the hand's tiles (its ring, while turned, clear of the Hint button), its label under it in a
    zone as wide as the label in this language (a longer one set smaller); ``alone`` (a table of
    bots) at the panel's left, its label beside it."""
    inner = hand.right - round(14 * s)
    dummy = pygame.Rect(hand.right - tile - round(20 * s), tiles_top + round(8 * s), tile, tile)
    if alone:
        dummy.midleft = (hand.x + round(20 * s), hand.centery)
        label = Text((dummy.right + round(20 * s), dummy.centery), round(22 * s))
        return dummy, label, pygame.Rect(label.at[0], dummy.y, inner - label.at[0], dummy.h)
    label = Text((dummy.centerx, dummy.bottom + round(6 * s)), round(18 * s))
    width = draw.text_width(_(NEUTRAL_TILE), label.size) + px(4, s)
    zone = pygame.Rect(0, dummy.bottom + px(2, s), min(max(width, tile), px(DUMMY_LABEL_W, s)), 0)
    zone.h = hand.bottom - px(4, s) - zone.y
    zone.centerx = dummy.centerx
    zone.right = min(zone.right, inner)
    return dummy, label, zone
