"""The Garum table: the tank board on the left, seats, coin, hand and controls on the right.

The true state lives in ``TableScene``; the board shows a ``Shown`` copy that catches up one rules
event at a time through a timeline of tweens: the coin flips to name the tank, tiles fly into
their slots, bonus points float to the scores, workers walk to their line, and at the end every
worker's line lights up in turn while its points fly to its owner. Input waits meanwhile, and
every duration follows the Settings animation speed through ``engine.tween``.

A human to move picks a tile from the hand, turns it (wheel, R, shoulder buttons) and sees it as
a ghost in the free slot under the pointer; legal slots are lit. Then the worker spaces of the
lines allowed this turn light up (closed zones are marked and explained), hovering any space shows
that line's fish of each species and what a worker there would score now. With several humans a
hand stays face down unless its seat holds the peek control.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import pygame

from game.ai import garum as garum_bots
from game.engine import draw, tween
from game.engine.pointers import DOWN, MOVE, PEEK, PRIMARY, ROTATE, SECONDARY, UP, WHEEL
from game.rules import garum as garum_rules
from game.rules.garum import (
    UNKNOWN,
    BonusScored,
    ChooseTank,
    DummyRevealed,
    GameEnded,
    NoWorker,
    PlaceTile,
    PlaceWorker,
    TankNamed,
    TilePlaced,
    TurnDummy,
    WorkerPlaced,
    WorkerScored,
)
from game.rules.garum.data import line_id, line_name
from game.scenes.table import TableScene
from game.scenes.widgets import garum_fish
from game.scenes.widgets import garum_panels as panels
from game.scenes.widgets.garum_board import CLOSED, TankGrid, fill_of
from game.scenes.widgets.tooltip import draw_tooltip

# Seconds at 1x speed.
COIN_FLIP = 0.9
TILE_FLIGHT = 0.45
WORKER_WALK = 0.4
POINTS_FLIGHT = 0.6
SCORE_LINE = 0.55  # a line lit before its worker's points fly
BEFORE_RESULTS = 0.8
NOTICE_WRAP = 700
PANEL_X = 1090  # right column, at 1920x1080
PANEL_W = 790


@dataclasses.dataclass
class Shown:
    """What the table shows: the state as of the last event animated."""

    fills: dict[int, list]
    workers: list[tuple[int, int, bool]]
    bonus: list[int]
    final: list[int]
    tank: int | None
    round: int
    dummy_tile: int | None = None
    scoring: tuple[int, int, int, int] | None = None  # (line, colour, count, points) lit at the end
    winners: tuple[int, ...] = ()

    @classmethod
    def of(cls, state: garum_rules.GarumState) -> Shown:
        tiles = state.data.tiles
        fills = {
            t: [None if f is None else fill_of(f[0], tiles[f[1]].fish, f[2]) for f in slots]
            for t, slots in state.slots.items()
        }
        return cls(
            fills=fills,
            workers=[(w.colour, w.line, w.foreman) for w in state.workers],
            bonus=list(state.bonus),
            final=list(state.final),
            tank=state.tank,
            round=min(state.round, state.rounds - 1),
            dummy_tile=state.dummy_tile,
            winners=state.winners(),
        )


class GarumScene(TableScene):
    rules_module = garum_rules
    bots_module = garum_bots

    def __init__(self, app: Any, setup: Any, state: Any = None):
        super().__init__(app, setup, state)
        self.shown = Shown.of(self.state)
        self.coin_since = -10.0
        self.selected: dict[int, int] = {}  # seat -> index in its hand
        self.rotation: dict[int, int] = {}  # seat -> quarter turns of the tile (or the dummy tile)
        self.foreman: dict[int, bool] = {}  # seat -> place the foreman next
        self.hover_pos: tuple[int, int] | None = None
        self.resize(app.size)
        if self.shown.tank is not None and not self.state.history:
            self.coin_since = 0.0

    # -- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.s = s = draw.scale(size)
        self.grid = TankGrid(self.state.board, (round(200 * s), round(196 * s)), s)
        x, w = round(PANEL_X * s), round(PANEL_W * s)
        self.header_rect = pygame.Rect(x, round(24 * s), w, round(132 * s))
        self.coin_centre = (x + w - round(70 * s), self.header_rect.centery)
        n = self.state.players
        row_h = round(min(104, 420 / n) * s)
        self.seat_rects = [
            pygame.Rect(x, round(172 * s) + i * (row_h + round(8 * s)), w, row_h) for i in range(n)
        ]
        self.hand_rect = pygame.Rect(x, round(620 * s), w, round(250 * s))
        self.controls_rect = pygame.Rect(x, round(884 * s), w, round(172 * s))
        self._background: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None

    def background(self) -> pygame.Surface:
        """Felt, the empty board and the panels' backs in one opaque layer."""
        if self._background is None or self._background.get_size() != self.size:
            s = self.s
            layer = draw.felt(self.size).copy()
            self.grid.draw_base(layer)
            for rect in [self.header_rect, *self.seat_rects, self.hand_rect, self.controls_rect]:
                draw.draw_panel(layer, rect, (*draw.FELT_DARK, 225), round(14 * s), None, 0, round(8 * s))
            self._background = layer.convert() if pygame.display.get_surface() is not None else layer
        return self._background

    def board_layer(self) -> pygame.Surface:
        """The background with the placed tiles, tank numbers and workers as shown: rebuilt only when
        one of them changes, so a full board costs one opaque blit per frame."""
        shown = self.shown
        key = (self.grid.tiles_key(shown.fills), shown.tank, tuple(shown.workers), self.size)
        if key != self._layer_key:
            layer = self.background().copy()
            self.grid.draw_tiles(layer, shown.fills)
            self.grid.draw_tank_numbers(layer, shown.tank)
            self.grid.draw_workers(layer, shown.workers)
            self._layer, self._layer_key = layer, key
        return self._layer

    def hand_tile_rects(self, count: int) -> list[pygame.Rect]:
        s, rect = self.s, self.hand_rect
        size = round(124 * s)
        gap = round(36 * s)
        left = rect.x + round(28 * s)  # left-aligned: the dummy tile may sit at the right
        top = rect.y + round(64 * s)
        return [pygame.Rect(round(left + i * (size + gap)), top, size, size) for i in range(count)]

    def button_rects(self) -> dict[str, pygame.Rect]:
        s, rect = self.s, self.controls_rect
        w, h = round(220 * s), round(56 * s)
        y = rect.y + round(98 * s)
        return {
            "apprentice": pygame.Rect(rect.x + round(20 * s), y, w, h),
            "foreman": pygame.Rect(rect.x + round(20 * s) + w + round(18 * s), y, w, h),
            "none": pygame.Rect(rect.x + round(20 * s) + 2 * (w + round(18 * s)), y, w, h),
        }

    # -- who acts --------------------------------------------------------------------------------
    def hand_seat(self) -> int:
        """The human seat whose tiles are shown: the one to move, else the last one shown."""
        movers = self.humans_to_move()
        if movers:
            self.last_hand_seat = movers[0]
        return self.last_hand_seat

    def hand_colour(self, seat: int) -> int:
        """The colour whose hand a seat shows: the one to move if it is that seat's, else its first."""
        colour = self.state.colour_to_move()
        if colour is not None and self.state.owner[colour] == seat:
            return colour
        return self.state.colours_of(seat)[0]

    def my_turn(self, seat: int, phase: str) -> bool:
        return not self.presenting() and seat in self.humans_to_move() and self.state.phase == phase

    def selected_tile(self, seat: int) -> int | None:
        hand = self.state.hands[self.hand_colour(seat)]
        if not hand:
            return None
        index = min(self.selected.get(seat, 0), len(hand) - 1)
        return hand[index]

    def legal_slots(self, seat: int) -> set[int]:
        if not self.my_turn(seat, "tile"):
            return set()
        return {a.slot for a in self.state.legal_actions(seat) if isinstance(a, PlaceTile)}

    def legal_lines(self, seat: int) -> set[int]:
        if not self.my_turn(seat, "worker"):
            return set()
        return {a.line for a in self.state.legal_actions(seat) if isinstance(a, PlaceWorker)}

    # -- presentation -----------------------------------------------------------------------------
    def present(self, events: list) -> None:
        for event in events:
            self._present_one(event)

    def _present_one(self, event: Any) -> None:
        line, shown = self.timeline, self.shown
        if isinstance(event, TankNamed):
            line.call(lambda: self._name_tank(event))
            line.wait(COIN_FLIP if event.by_coin else 0.3)
        elif isinstance(event, TilePlaced):
            line.add(tween.Deferred(lambda: self._fly_tile(event)))
        elif isinstance(event, BonusScored):
            start = self.grid.slot_rect(event.tank, event.slot).center
            line.add(tween.Deferred(lambda: self._fly_points(start, event.colour, event.points, "bonus")))
        elif isinstance(event, WorkerPlaced):
            line.add(tween.Deferred(lambda: self._walk_worker(event)))
        elif isinstance(event, DummyRevealed):
            line.call(lambda: setattr(shown, "dummy_tile", event.tile))
            line.wait(0.4)
        elif isinstance(event, WorkerScored):
            line.call(lambda: self._light_score(event))
            line.wait(SCORE_LINE)
            centre = self._worker_spot(line_id(event.axis, event.index), event.colour, event.foreman)
            line.add(tween.Deferred(lambda: self._fly_points(centre, event.colour, event.points, "final")))
        elif isinstance(event, GameEnded):
            line.call(lambda: setattr(shown, "scoring", None))
            line.wait(BEFORE_RESULTS)
            line.call(lambda: setattr(shown, "winners", event.winners))

    def _name_tank(self, event: TankNamed) -> None:
        self.shown.tank, self.shown.round = event.tank, event.round - 1
        self.coin_since = self.clock if event.by_coin else -10.0
        self.app.audio.play("tick")

    def _seat_spot(self, colour: int) -> tuple[float, float]:
        seat = self.state.owner[colour]
        rect = self.seat_rects[seat if seat is not None else 0]
        return rect.x + rect.w * 0.82, rect.centery

    def _fly_tile(self, event: TilePlaced) -> tween.Tween:
        fill = fill_of(event.colour, self.state.data.tiles[event.tile].fish, event.rotation)
        seat = self.state.owner[event.colour]
        if event.colour == self.state.dummy:
            start = self.dummy_spot()
        elif seat is not None and seat in self.human_seats():
            start = self.hand_rect.center
        else:
            start = self._seat_spot(event.colour)
        end = self.grid.slot_rect(event.tank, event.slot).center
        if event.colour == self.state.dummy:
            self.shown.dummy_tile = None
        motion = tween.Tween(start, end, TILE_FLIGHT, tween.out_cubic)

        def paint(surface: pygame.Surface, pos: tuple[float, float]) -> None:
            self.grid.draw_tile_at(surface, fill[1], pos, fill[0])

        def land() -> None:
            self.shown.fills[event.tank][event.slot] = fill
            self.app.audio.play("card")

        return self.sprites.launch(motion, paint, land)

    def _walk_worker(self, event: WorkerPlaced) -> tween.Tween:
        line = line_id(event.axis, event.index)
        count = sum(1 for w in self.shown.workers if w[1] == line)
        end = self.grid.worker_centre(line, count, count + 1)
        motion = tween.Tween(self._seat_spot(event.colour), end, WORKER_WALK, tween.in_out_quad)
        size = self.grid.worker_size

        def paint(surface: pygame.Surface, pos: tuple[float, float]) -> None:
            image = garum_fish.worker(event.colour, size, event.foreman)
            surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))

        def land() -> None:
            self.shown.workers.append((event.colour, line, event.foreman))
            self.app.audio.play("click")

        return self.sprites.launch(motion, paint, land)

    def _worker_spot(self, line: int, colour: int, foreman: bool) -> tuple[float, float]:
        pieces = [w for w in self.shown.workers if w[1] == line]
        index = pieces.index((colour, line, foreman)) if (colour, line, foreman) in pieces else 0
        return self.grid.worker_centre(line, index, len(pieces))

    def _light_score(self, event: WorkerScored) -> None:
        line = line_id(event.axis, event.index)
        self.shown.scoring = (line, event.colour, event.count, event.points)
        self.app.audio.play("tick")

    def _fly_points(self, start: tuple[float, float], colour: int, points: int, kind: str) -> tween.Tween:
        motion = tween.Tween(start, self._seat_spot(colour), POINTS_FLIGHT, tween.in_out_quad)
        s = self.s
        text_colour = draw.ACCENT if points >= 0 else draw.DANGER

        def paint(surface: pygame.Surface, pos: tuple[float, float]) -> None:
            draw.blit_text(
                surface, f"{points:+d}", pos, round(40 * s), text_colour, "center", bold=True, shadow=True
            )

        def land() -> None:
            (self.shown.bonus if kind == "bonus" else self.shown.final)[colour] += points

        return self.sprites.launch(motion, paint, land)

    # -- input ------------------------------------------------------------------------------------
    def handle_pointer(self, event: Any) -> bool:
        if event.kind == MOVE:
            self.hover_pos = event.pos
            return False
        if self.results_click(event):
            return True
        seat = self.acting_seat(event.pointer)
        if seat is None:
            return False
        self.hover_pos = event.pos
        if event.kind == WHEEL:
            self._rotate(seat, 1 if event.wheel < 0 else -1)
            return True
        if event.button == PEEK:
            self.hold_peek(seat, event.kind == DOWN)
            return True
        if event.button == ROTATE and event.kind == DOWN:
            self._rotate(seat, 1)
            return True
        if event.kind == UP and event.button == PRIMARY and seat in self.peeking:
            self.peeking.discard(seat)
            return True
        if event.kind != DOWN or event.button not in (PRIMARY, SECONDARY) or self.presenting():
            return False
        return self._click(seat, event.pos, event.button == SECONDARY)

    def _rotate(self, seat: int, turn: int) -> None:
        self.rotation[seat] = (self.rotation.get(seat, 0) + turn) % 4

    def _click(self, seat: int, pos: tuple[int, int], secondary: bool) -> bool:
        phase = self.state.phase
        if seat not in self.humans_to_move():
            return self._hand_click(seat, pos)
        if phase == "tank":
            tank = self.grid.tank_at(pos)
            if tank is not None:
                self.submit(seat, ChooseTank(tank))
                return True
        elif phase == "dummy":
            hit = self.grid.slot_at(pos)
            if hit and hit[0] == self.state.tank or self.dummy_rect().collidepoint(pos):
                self.submit(seat, TurnDummy(self.rotation.get(seat, 0)))
                return True
        elif phase == "tile":
            if self._hand_click(seat, pos):
                return True
            hit = self.grid.slot_at(pos)
            tile = self.selected_tile(seat)
            if hit and tile is not None and self.hand_face_up(seat):
                tank, slot = hit
                if tank != self.state.tank:
                    self.refused(
                        seat,
                        None,
                        f"This round's tank is tank {self.state.tank}: a tile goes into a free slot of it.",
                    )
                else:
                    self.submit(seat, PlaceTile(tile, slot, self.rotation.get(seat, 0)))
                return True
        elif phase == "worker":
            return self._worker_click(seat, pos, secondary)
        return False

    def _hand_click(self, seat: int, pos: tuple[int, int]) -> bool:
        hand = self.state.hands[self.hand_colour(seat)]
        for index, rect in enumerate(self.hand_tile_rects(len(hand))):
            if rect.collidepoint(pos):
                if self.hand_face_up(seat):
                    self.selected[seat] = index
                else:
                    self.peeking.add(seat)  # hold to look
                return True
        return False

    def _worker_click(self, seat: int, pos: tuple[int, int], secondary: bool) -> bool:
        buttons = self.button_rects()
        colour = self.state.colour_to_move()
        apprentices, foremen = self.state.left[colour]
        if buttons["none"].collidepoint(pos):
            self.submit(seat, NoWorker())
            return True
        for kind in ("apprentice", "foreman"):
            if buttons[kind].collidepoint(pos):
                self.foreman[seat] = kind == "foreman"
                return True
        line = self.grid.line_at(pos)
        if line is None:
            return False
        foreman = secondary or self.foreman.get(seat, False)
        if foreman and not foremen:
            foreman = False
        if not foreman and not apprentices:
            foreman = True
        axis, index = line_name(line)
        if self.submit(seat, PlaceWorker(axis, index, foreman)):
            self.foreman[seat] = False
        return True

    def refused(self, seat: int, action: Any, reason: str) -> None:
        super().refused(seat, action, reason)
        self.app.audio.play("buzzer")

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.board_layer(), (0, 0))
        self._draw_board_marks(surface)
        self._draw_header(surface)
        for seat in range(self.state.players):
            self._draw_seat(surface, seat)
        self._draw_hand(surface)
        self._draw_controls(surface)
        self.sprites.draw(surface)
        self._draw_hover(surface)
        self._draw_notice(surface)
        if self.results_since is not None:
            self._draw_results(surface)

    def _draw_board_marks(self, surface: pygame.Surface) -> None:
        """The round's tank, lit slots or lines, the ghost tile, closed zones, end-scoring lines."""
        grid, shown, s = self.grid, self.shown, self.s
        if shown.tank is not None and shown.scoring is None:
            pygame.draw.rect(
                surface,
                draw.ACCENT,
                grid.tank_rect(shown.tank).inflate(round(14 * s), round(14 * s)),
                max(round(4 * s), 2),
                border_radius=round(10 * s),
            )
        if shown.scoring is not None:
            line, colour, count, points = shown.scoring
            grid.light_band(surface, line, 70)
            grid.light_space(surface, line, garum_fish.SPECIES_COLOURS[colour], 5)
            self._draw_scoring_label(surface, line, colour, count, points)
        movers = self.humans_to_move() if not self.presenting() else []
        if not movers:
            return
        seat = movers[0]
        phase = self.state.phase
        if phase == "tank":
            for tank in self.state.board.tanks:
                if tank not in self.state.used:
                    pygame.draw.rect(
                        surface,
                        draw.ACCENT,
                        grid.tank_rect(tank),
                        max(round(3 * s), 1),
                        border_radius=round(8 * s),
                    )
        elif phase == "tile":
            self._draw_tile_targets(surface, seat)
        elif phase == "worker":
            self._draw_worker_targets(surface, seat)
        elif phase == "dummy":
            (slot,) = self.state.free_slots()
            fish = self.state.data.tiles[self.state.dummy_tile].turned(self.rotation.get(seat, 0))
            grid.draw_tile_at(
                surface, fish, grid.slot_rect(self.state.tank, slot).center, self.state.dummy, 190
            )

    def _draw_scoring_label(
        self, surface: pygame.Surface, line: int, colour: int, count: int, points: int
    ) -> None:
        """During final scoring: the lit line's count of its worker's species and the points."""
        s, grid = self.s, self.grid
        axis, index = line_name(line)
        species = self.state.data.species[colour]
        text = f"{axis.capitalize()} {index + 1}: {count} × {species}, {points:+d} points"
        image = draw.text(text, round(26 * s), draw.TEXT, bold=True)
        box = image.get_rect(midbottom=(grid.rect.centerx, grid.rect.bottom - round(16 * s)))
        draw.draw_panel(
            surface,
            box.inflate(round(28 * s), round(16 * s)),
            (*draw.INK, 235),
            round(10 * s),
            garum_fish.SPECIES_COLOURS[colour],
            3,
            0,
        )
        fish = garum_fish.fish(colour, round(34 * s))
        surface.blit(fish, fish.get_rect(midright=(box.x - round(18 * s), box.centery)))
        surface.blit(image, box)

    def _draw_tile_targets(self, surface: pygame.Surface, seat: int) -> None:
        grid, s = self.grid, self.s
        slots = self.legal_slots(seat)
        glow = draw.tint((2 * grid.cell, 2 * grid.cell), draw.ACCENT, 55)
        hover = grid.slot_at(self.hover_pos) if self.hover_pos else None
        for slot in slots:
            rect = grid.slot_rect(self.state.tank, slot)
            surface.blit(glow, rect)
            pygame.draw.rect(surface, draw.ACCENT, rect, max(round(2 * s), 1), border_radius=round(6 * s))
        tile = self.selected_tile(seat)
        if (
            hover
            and hover[0] == self.state.tank
            and hover[1] in slots
            and tile is not None
            and self.hand_face_up(seat)
        ):
            fish = self.state.data.tiles[tile].turned(self.rotation.get(seat, 0))
            grid.draw_tile_at(surface, fish, grid.slot_rect(*hover).center, self.hand_colour(seat), 215)

    def _draw_worker_targets(self, surface: pygame.Surface, seat: int) -> None:
        grid, state = self.grid, self.state
        lines = self.legal_lines(seat)
        for line in state.board.tank_lines(state.tank):
            if line in lines:
                grid.light_space(surface, line, draw.ACCENT, 3)
            else:
                grid.light_space(surface, line, CLOSED, 2)
                rect = grid.space_rect(line)
                pygame.draw.line(surface, CLOSED, rect.topleft, rect.bottomright, 2)
        hover = grid.line_at(self.hover_pos) if self.hover_pos else None
        if hover in lines:
            grid.light_band(surface, hover, 45)

    def _draw_header(self, surface: pygame.Surface) -> None:
        s, state, shown = self.s, self.state, self.shown
        rect = self.header_rect
        x, y = rect.x + round(24 * s), rect.y + round(16 * s)
        title = f"{state.board.title} · round {shown.round + 1} of {state.rounds}"
        draw.blit_text(surface, title, (x, y), round(30 * s), draw.TEXT, bold=True)
        tags = [name for name, on in (("Emperor", state.emperor), ("Priest", state.priest)) if on]
        start = self.setup.seats[state.owner[state.start_colour()]].name if not state.is_over() else ""
        info = f"Start player: {start}" if start else "Final scoring"
        if tags:
            info += " · " + " + ".join(tags)
        draw.blit_text(surface, info, (x, y + round(44 * s)), round(22 * s), draw.TEXT_DIM)
        if state.priest and state.coins:
            upcoming = "Next coins: " + " ".join(str(c) for c in state.coins[:8])
            draw.blit_text(surface, upcoming, (x, y + round(76 * s)), round(20 * s), draw.TEXT_DIM)
        self._draw_coin(surface)

    def _draw_coin(self, surface: pygame.Surface) -> None:
        """The coin naming the tank, flipping for a moment when it is turned."""
        if self.shown.tank is None:
            return
        since = (self.clock - self.coin_since) * tween.get_speed()
        squash = abs(math.cos(since / COIN_FLIP * 3 * math.pi)) if 0 <= since < COIN_FLIP else 1.0
        panels.draw_coin(surface, self.coin_centre, self.shown.tank, squash, self.s)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        state, shown = self.state, self.shown
        active = not self.presenting() and seat in state.to_move()
        info = self.setup.seats[seat]
        rows = []
        for colour in state.colours_of(seat):
            placed = [w[2] for w in shown.workers if w[0] == colour]
            kept = [False] * (state.data.apprentices - placed.count(False))
            kept += [True] * (state.data.foremen - placed.count(True))
            rows.append(panels.ColourRow(colour, kept, len(state.hands[colour])))
        score = sum(shown.bonus[c] + shown.final[c] for c in state.colours_of(seat))
        status = "thinking…" if active and info.is_bot else "to play" if active else ""
        panels.draw_seat_row(
            surface,
            self.seat_rects[seat],
            self.s,
            info,
            rows,
            score,
            active,
            seat in shown.winners,
            status,
            self.pulse(active),
        )

    def dummy_rect(self) -> pygame.Rect:
        s = self.s
        size = round(124 * self.s)
        return pygame.Rect(
            self.hand_rect.right - size - round(20 * s), self.hand_rect.y + round(64 * s), size, size
        )

    def dummy_spot(self) -> tuple[float, float]:
        return self.dummy_rect().center

    def _draw_hand(self, surface: pygame.Surface) -> None:
        s, state = self.s, self.state
        rect = self.hand_rect
        if self.shown.dummy_tile is not None:
            box = self.dummy_rect()
            seat = state.to_move()[0] if state.phase == "dummy" else None
            turn = self.rotation.get(seat, 0) if seat in self.humans_to_move() else 0
            fish = state.data.tiles[self.shown.dummy_tile].turned(turn)
            self.grid.draw_tile_at(surface, fish, box.center, state.dummy, cell=box.w // 2)
            draw.blit_text(
                surface,
                "dummy tile",
                (box.centerx, box.bottom + round(6 * s)),
                round(18 * s),
                draw.TEXT_DIM,
                "midtop",
            )
        if not self.human_seats():
            draw.blit_text(surface, "Bots are playing…", rect.center, round(26 * s), draw.TEXT_DIM, "center")
            return
        seat = self.hand_seat()
        colour = self.hand_colour(seat)
        hand = state.hands[colour]
        face_up = self.hand_face_up(seat)
        name = self.setup.seats[seat].name
        species = state.data.species[colour]
        label = f"{name}'s tiles ({species})" + (
            "" if face_up else " — hidden: hold on them or press peek to look"
        )
        draw.blit_text(
            surface, label, (rect.x + round(20 * s), rect.y + round(16 * s)), round(22 * s), draw.TEXT
        )
        selected = min(self.selected.get(seat, 0), max(len(hand) - 1, 0))
        turn = self.rotation.get(seat, 0)
        for index, (box, tile) in enumerate(zip(self.hand_tile_rects(len(hand)), hand, strict=True)):
            if face_up and tile != UNKNOWN:
                fish = state.data.tiles[tile].turned(turn if index == selected else 0)
                self.grid.draw_tile_at(surface, fish, box.center, colour, cell=box.w // 2)
                if index == selected:
                    pygame.draw.rect(
                        surface,
                        draw.ACCENT,
                        box.inflate(round(12 * s), round(12 * s)),
                        max(round(4 * s), 2),
                        border_radius=round(10 * s),
                    )
            else:
                draw.draw_panel(
                    surface, box, (70, 60, 46), round(10 * s), garum_fish.SPECIES_COLOURS[colour], 3, 0
                )
        hint = "Wheel, R or shoulder buttons turn the tile · click a lit slot to place it"
        draw.blit_text(
            surface, hint, (rect.x + round(20 * s), rect.bottom - round(36 * s)), round(19 * s), draw.TEXT_DIM
        )

    def _draw_controls(self, surface: pygame.Surface) -> None:
        s, state = self.s, self.state
        rect = self.controls_rect
        draw.blit_text(
            surface,
            self._prompt(),
            (rect.x + round(20 * s), rect.y + round(14 * s)),
            round(23 * s),
            draw.ACCENT,
            wrap=rect.w - round(40 * s),
        )
        movers = self.humans_to_move()
        if not movers or state.phase != "worker" or self.presenting():
            return
        seat = movers[0]
        colour = state.colour_to_move()
        apprentices, foremen = state.left[colour]
        foreman = self.foreman.get(seat, False)
        labels = {
            "apprentice": f"Apprentice ({apprentices})",
            "foreman": f"Foreman ({foremen})",
            "none": "No worker",
        }
        for key, box in self.button_rects().items():
            chosen = (key == "foreman") == foreman and key != "none"
            fill = (*draw.ACCENT_DARK, 240) if chosen else (*draw.FELT_LIGHT, 230)
            draw.draw_panel(surface, box, fill, round(10 * s), draw.ACCENT, 2, 0)
            draw.blit_text(surface, labels[key], box.center, round(22 * s), draw.TEXT, "center", bold=chosen)

    def _prompt(self) -> str:
        state = self.state
        if state.is_over() or self.shown.winners:
            return "Final scoring: every worker scores its line."
        movers = self.humans_to_move()
        if not movers:
            return "Waiting for the bots…" if self.human_seats() else "Bots are playing…"
        name = self.setup.seats[movers[0]].name
        if state.phase == "tank":
            return f"{name}: as Emperor, choose an unfilled tank for this round."
        if state.phase == "dummy":
            return f"{name}: turn the dummy tile (wheel or R), then click its slot."
        if state.phase == "tile":
            return f"{name}: place a tile in tank {state.tank}."
        text = f"{name}: place a worker on a lit line through tank {state.tank}, or none."
        closed = self._closed_zones()
        if closed:
            text += " " + closed
        return text

    def _closed_zones(self) -> str:
        """Why some lines through the tank are not lit: the zone's last unfilled tank."""
        state = self.state
        notes = []
        for zone in state.board.zones[state.tank]:
            if all(t in state.used for t in state.board.zone_tanks[zone]):
                kind = "rows" if zone < 4 else "columns"
                first = (zone % 4) * 4 + 1
                notes.append(
                    f"No worker on {kind} {first}–{first + 3}: tank {state.tank} is the last "
                    "unfilled tank of that zone."
                )
        return " ".join(notes)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """Hovering a worker space: that line's fish of each species and what a worker would score."""
        if self.hover_pos is None or self.results_since is not None:
            return
        line = self.grid.line_at(self.hover_pos)
        if line is None:
            return
        state = self.state
        counts = state.counts[line]
        axis, index = line_name(line)
        note = ""
        colours = self._viewer_colours()
        if colours:
            n = counts[colours[0]]
            apprentice = state.board.points(n, False, state.data.foreman_factor)
            foreman = state.board.points(n, True, state.data.foreman_factor)
            species = state.data.species[colours[0]]
            note = f"A {species} worker here now: apprentice {apprentice:+d}, foreman {foreman:+d}"
        panels.draw_line_tooltip(
            surface, self.hover_pos, self.s, f"{axis.capitalize()} {index + 1}", counts, note
        )

    def _viewer_colours(self) -> tuple[int, ...]:
        movers = self.humans_to_move()
        if movers:
            colour = self.state.colour_to_move()
            return (colour,) if colour is not None else self.state.colours_of(movers[0])
        humans = self.human_seats()
        return self.state.colours_of(humans[0]) if humans else ()

    def _draw_notice(self, surface: pygame.Surface) -> None:
        if not self.notice or self.clock >= self.notice_until:
            return
        pos = (self.grid.rect.centerx, self.grid.rect.bottom - round(20 * self.s))
        draw_tooltip(surface, self.notice, pos, self.s, NOTICE_WRAP, draw.DANGER)

    def results_rect(self) -> pygame.Rect:
        return panels.results_rect(self.size, self.s, self.state.players)

    def _draw_results(self, surface: pygame.Surface) -> None:
        state = self.state
        scores, winners = state.scores(), state.winners()
        rows = []
        for seat in sorted(range(state.players), key=lambda i: (-scores[i], state.apprentices_placed(i))):
            colours = state.colours_of(seat)
            values = (
                sum(state.bonus[c] for c in colours),
                sum(state.final[c] for c in colours),
                state.apprentices_placed(seat),
                scores[seat],
            )
            rows.append(panels.ResultRow(self.setup.seats[seat].name, colours, seat in winners, values))
        title = self.winners_title()
        tied = scores.count(max(scores)) > 1
        note = "Tie-break: fewer apprentices on the board wins; still tied, the win is shared."
        if tied:
            note = (
                "Tied on points: fewer apprentices on the board wins."
                if len(winners) == 1
                else "Tied on points and apprentices: the win is shared."
            )
        panels.draw_results(surface, self.size, self.s, title, rows, note, tied, self.hover_pos)
