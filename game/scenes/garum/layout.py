"""Where everything of the Garum table sits, computed once per window size.

The board fills the left; the right column stacks the header (round, start player, coin), one
row per seat, the hand and the controls. Sizes are designed at 1920x1080 and scaled by
``draw.scale``; the drawing and hit-testing code reads these named rects and sizes only, so a new
screen size or a moved panel is a change here and nowhere else.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from game.engine import draw
from game.rules.garum import Board
from game.rules.garum.data import SIZE
from game.scenes.table.hint_button import HintButton
from game.scenes.table.layout import hint_button_rect
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
    seats: tuple[pygame.Rect, ...]
    # the hand: its label, tiles, the dummy's tile at the right, the hint at the foot
    hand: pygame.Rect
    hint_button: HintButton  # the table's Hint button, in the hand panel's top right corner
    hand_label: Text
    hand_label_width: int  # its lane: up to the Hint button in the panel's top right corner
    undo_button: pygame.Rect  # Undo: in the last tile's place, free while a worker is chosen
    hand_tiles: tuple[pygame.Rect, ...]
    hand_hint: Text
    tile_radius: int
    selected_ring: Ring
    dummy: pygame.Rect
    dummy_label: Text
    dummy_label_anchor: str  # under the tile beside a hand; right of it when it is alone
    # the controls: the prompt and the worker buttons
    controls: pygame.Rect
    prompt: Text
    prompt_wrap: int
    coming_size: int  # what comes next, under the prompt while no buttons show
    coming_gap: int
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
    notice_at: tuple[int, int]
    points_size: int
    breakdown: pygame.Rect  # the final scoring's table: over the board and the column workers' strip
    # the panels' own sizes
    coin_look: panels.CoinLook
    seat_look: panels.SeatLook
    tooltip_look: panels.TooltipLook

    @classmethod
    def of(
        cls, size: tuple[int, int], board: Board, players: int, hand_shown: bool = True, buttons: bool = True
    ) -> GarumLayout:
        """``hand_shown``: a human's tiles or the dummy's tile have a panel under the seats (a table
        of bots with no dummy has none: the status follows the seats). ``buttons``: a human seat
        places workers with the controls' buttons; a table of bots only shows its prompt there, so
        the controls shrink to it and the column's spare height goes between its panels."""
        s = draw.scale(size)
        grid = TankGrid(board, (round(200 * s), round(196 * s)), s, math.ceil(SMALLEST_TEXT * size[1]))
        x, w = round(1090 * s), round(790 * s)
        header = pygame.Rect(x, round(24 * s), w, round(132 * s))
        head_x, head_y = header.x + round(24 * s), header.y + round(16 * s)
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
        # the dummy's tile a little lower than the hand: its ring (while turned) clear of the Hint button
        dummy = pygame.Rect(hand.right - tile - round(20 * s), tiles_top + round(8 * s), tile, tile)
        dummy_label = Text((dummy.centerx, dummy.bottom + round(6 * s)), round(18 * s))
        if not buttons:  # the dummy's tile alone: at the left, its label beside it
            dummy.midleft = (hand.x + round(20 * s), hand.centery)
            dummy_label = Text((dummy.right + round(20 * s), dummy.centery), round(22 * s))
        button_w, button_h, button_gap = round(236 * s), round(56 * s), round(18 * s)
        buttons_at = {
            key: pygame.Rect(
                controls.x + round(20 * s) + i * (button_w + button_gap),
                controls.y + round(98 * s),
                button_w,
                button_h,
            )
            for i, key in enumerate(BUTTONS)
        }
        return cls(
            size=size,
            s=s,
            grid=grid,
            panel_radius=round(14 * s),
            panel_shadow=round(8 * s),
            header=header,
            title=Text((head_x, head_y), round(30 * s)),
            info=Text((head_x, head_y + round(44 * s)), round(22 * s)),
            coins=Text((head_x, head_y + round(76 * s)), round(20 * s)),
            coin_centre=(x + w - round(70 * s), header.centery),
            seats=seats,
            hand=hand,
            hint_button=HintButton(hint),
            hand_label=Text((hand.x + round(20 * s), hand.y + round(16 * s)), round(22 * s)),
            hand_label_width=hint.x - hand.x - round(30 * s),
            undo_button=hand_tiles[-1].copy(),
            hand_tiles=hand_tiles,
            hand_hint=Text((hand.x + round(20 * s), hand.bottom - round(36 * s)), round(19 * s)),
            tile_radius=round(10 * s),
            selected_ring=Ring.at(s, 12, 4, 2, 10),
            dummy=dummy,
            dummy_label=dummy_label,
            dummy_label_anchor="midtop" if buttons else "midleft",
            controls=controls,
            prompt=Text((controls.x + round(20 * s), controls.y + round(14 * s)), round(23 * s)),
            prompt_wrap=controls.w - round(40 * s),
            coming_size=round(22 * s),
            coming_gap=round(12 * s),
            buttons=buttons_at,
            button_radius=round(10 * s),
            button_text=round(22 * s),
            button_pad=round(20 * s),
            button_least=math.ceil(SMALLEST_TEXT * size[1]),
            tank_ring=Ring.at(s, 14, 4, 2, 10),
            choice_ring=Ring.at(s, 0, 3, 1, 8),
            slot_ring=Ring.at(s, 0, 2, 1, 6),
            closed_stroke=2,
            notice_at=(grid.rect.centerx, grid.rect.bottom - round(20 * s)),
            breakdown=grid.rect.union(grid.space_rect(SIZE)),
            points_size=round(40 * s),
            coin_look=panels.CoinLook.of(s),
            seat_look=panels.SeatLook.of(s * grow, stacked),
            tooltip_look=panels.TooltipLook.of(s),
        )

    def hand_rects(self, count: int) -> tuple[pygame.Rect, ...]:
        """The rects of a hand of ``count`` tiles, left to right."""
        return self.hand_tiles[:count]
