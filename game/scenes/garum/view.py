"""Drawing the Garum table from its layout, the shown state and the seats' choices.

Felt, empty board and panel backs are one cached layer; placed tiles, tank numbers and workers a
second one rebuilt only when they change, so a full board costs one opaque blit per frame. Over
it: the round's marks (lit slots or worker spaces, the ghost tile, closed zones, the line being
scored), the header with the coin, a row per seat, the hand, the controls, flights, the line
tooltip, a refusal, the results. Drawing reads the state and never changes it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, tween
from game.i18n import N_, _
from game.rules.garum import UNKNOWN
from game.scenes.garum.hint import draw_garum_hint
from game.scenes.garum.present import COIN_FLIP
from game.scenes.garum.words import line_title, named, prompt, worker_note
from game.scenes.table.log import draw_log
from game.scenes.widgets import garum_fish
from game.scenes.widgets import garum_panels as panels
from game.scenes.widgets.garum_board import CLOSED
from game.scenes.widgets.tooltip import draw_refusal

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene

NOTICE_WRAP = 700
FACE_DOWN = (70, 60, 46)
GHOST_ALPHA = 215  # a hand tile over a lit slot
DUMMY_GHOST_ALPHA = 190
HAND_HINT = N_("Wheel, R or shoulder buttons turn the tile · click a lit slot to place it")


class GarumView:
    def __init__(self, scene: GarumScene):
        self.scene = scene
        self._background: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None

    def resized(self) -> None:
        self._background = self._layer = self._layer_key = None

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        surface.blit(self.board_layer(), (0, 0))
        self._draw_board_marks(surface)
        self._draw_header(surface)
        for seat in range(scene.state.players):
            self._draw_seat(surface, seat)
        self._draw_hand(surface)
        self._draw_controls(surface)
        draw_log(surface, scene)
        scene.sprites.draw(surface)
        scene.banner.draw(surface, scene.presenter.banner_place())
        draw_garum_hint(surface, scene)
        scene.breakdown.draw(surface, scene.layout.grid.rect, scene.layout.s)
        self._draw_hover(surface)
        guide = scene.coach.covers(scene, surface.get_size())
        draw_refusal(surface, scene, scene.layout.notice_at, NOTICE_WRAP, guide)
        if scene.results_since is not None:
            self._draw_results(surface)

    # -- the board -------------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        """Felt, the empty board and the panels' backs in one opaque layer."""
        lay = self.scene.layout
        if self._background is None or self._background.get_size() != lay.size:
            layer = draw.felt(lay.size).copy()
            lay.grid.draw_base(layer)
            for rect in [lay.header, *lay.seats, lay.hand, lay.controls]:
                draw.draw_panel(
                    layer, rect, (*draw.FELT_DARK, 225), lay.panel_radius, None, 0, lay.panel_shadow
                )
            self._background = layer.convert() if pygame.display.get_surface() is not None else layer
        return self._background

    def board_layer(self) -> pygame.Surface:
        """The background with the placed tiles, tank numbers and workers as shown: rebuilt only when
        one of them changes."""
        shown, lay = self.scene.shown, self.scene.layout
        key = (lay.grid.tiles_key(shown.fills), shown.tank, tuple(shown.workers), lay.size)
        if key != self._layer_key:
            layer = self.background().copy()
            lay.grid.draw_tiles(layer, shown.fills)
            lay.grid.draw_tank_numbers(layer, shown.tank)
            lay.grid.draw_workers(layer, shown.workers)
            self._layer, self._layer_key = layer, key
        return self._layer

    def _draw_board_marks(self, surface: pygame.Surface) -> None:
        """The round's tank, lit slots or lines, the ghost tile, closed zones, end-scoring lines."""
        scene, lay = self.scene, self.scene.layout
        grid, shown, state = lay.grid, scene.shown, scene.state
        if shown.tank is not None and shown.scoring is None:
            lay.tank_ring.draw(surface, draw.ACCENT, grid.tank_rect(shown.tank))
        if shown.scoring is not None:
            line, colour, count, points = shown.scoring
            grid.light_band(surface, line, 70)
            grid.light_space(surface, line, garum_fish.SPECIES_COLOURS[colour], 5)
        movers = scene.humans_to_move() if not scene.presenting() else []
        if not movers:
            return
        seat = movers[0]
        if state.phase == "tank":
            for tank in state.board.tanks:
                if tank not in state.used:
                    lay.choice_ring.draw(surface, draw.ACCENT, grid.tank_rect(tank))
        elif state.phase == "tile":
            self._draw_tile_targets(surface, seat)
        elif state.phase == "worker":
            self._draw_worker_targets(surface, seat)
        elif state.phase == "dummy":
            (slot,) = state.free_slots()
            fish = state.data.tiles[state.dummy_tile].turned(scene.choices.turn(seat))
            centre = grid.slot_rect(state.tank, slot).center
            grid.draw_tile_at(surface, fish, centre, state.dummy, DUMMY_GHOST_ALPHA)

    def _draw_tile_targets(self, surface: pygame.Surface, seat: int) -> None:
        scene, lay = self.scene, self.scene.layout
        grid, state = lay.grid, scene.state
        slots = scene.legal_slots(seat)
        glow = draw.tint((2 * grid.cell, 2 * grid.cell), draw.ACCENT, 55)
        hover = grid.slot_at(scene.input.hover_pos) if scene.input.hover_pos else None
        for slot in slots:
            rect = grid.slot_rect(state.tank, slot)
            surface.blit(glow, rect)
            lay.slot_ring.draw(surface, draw.ACCENT, rect)
        tile = scene.selected_tile(seat)
        if (
            hover
            and hover[0] == state.tank
            and hover[1] in slots
            and tile is not None
            and scene.hand_face_up(seat)
        ):
            fish = state.data.tiles[tile].turned(scene.choices.turn(seat))
            grid.draw_tile_at(
                surface, fish, grid.slot_rect(*hover).center, scene.hand_colour(seat), GHOST_ALPHA
            )

    def _draw_worker_targets(self, surface: pygame.Surface, seat: int) -> None:
        scene, lay = self.scene, self.scene.layout
        grid, state = lay.grid, scene.state
        lines = scene.legal_lines(seat)
        for line in state.board.tank_lines(state.tank):
            if line in lines:
                grid.light_space(surface, line, draw.ACCENT, 3)
            else:
                grid.light_space(surface, line, CLOSED, 2)
                rect = grid.space_rect(line)
                pygame.draw.line(surface, CLOSED, rect.topleft, rect.bottomright, lay.closed_stroke)
        hover = grid.line_at(scene.input.hover_pos) if scene.input.hover_pos else None
        if hover in lines:
            grid.light_band(surface, hover, 45)

    # -- the right column ------------------------------------------------------------------------
    def _draw_header(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        state, shown = scene.state, scene.shown
        title = _("{board} · round {n} of {rounds}").format(
            board=named(state.board.title), n=shown.round + 1, rounds=state.rounds
        )
        draw.blit_text(surface, title, lay.title.at, lay.title.size, draw.TEXT, bold=True)
        tags = [_(name) for name, on in ((N_("Emperor"), state.emperor), (N_("Priest"), state.priest)) if on]
        start = scene.setup.seats[state.owner[state.start_colour()]].name if not state.is_over() else ""
        info = _("Start player: {player}").format(player=start) if start else _("Final scoring")
        if tags:
            info += " · " + " + ".join(tags)
        draw.blit_text(surface, info, lay.info.at, lay.info.size, draw.TEXT_DIM)
        if state.priest and state.coins:
            upcoming = _("Next coins: {coins}").format(coins=" ".join(str(c) for c in state.coins[:8]))
            draw.blit_text(surface, upcoming, lay.coins.at, lay.coins.size, draw.TEXT_DIM)
        self._draw_coin(surface)

    def _draw_coin(self, surface: pygame.Surface) -> None:
        """The coin naming the tank, flipping for a moment when it is turned."""
        scene = self.scene
        if scene.shown.tank is None:
            return
        since = (scene.clock - scene.presenter.coin_since) * tween.get_speed()
        squash = abs(math.cos(since / COIN_FLIP * 3 * math.pi)) if 0 <= since < COIN_FLIP else 1.0
        panels.draw_coin(surface, scene.layout.coin_centre, scene.shown.tank, squash, scene.layout.coin_look)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        scene = self.scene
        state, shown = scene.state, scene.shown
        active = not scene.presenting() and seat in state.to_move()
        info = scene.setup.seats[seat]
        rows = []
        for colour in state.colours_of(seat):
            placed = [w[2] for w in shown.workers if w[0] == colour]
            kept = [False] * (state.data.apprentices - placed.count(False))
            kept += [True] * (state.data.foremen - placed.count(True))
            rows.append(panels.ColourRow(colour, kept, len(state.hands[colour])))
        score = sum(shown.bonus[c] + shown.final[c] for c in state.colours_of(seat))
        status = _("thinking…") if active and info.is_bot else _("to play") if active else ""
        rect, look = scene.layout.seats[seat], scene.layout.seat_look
        winner = seat in shown.winners
        panels.draw_seat_row(
            surface, rect, look, info, rows, score, active, winner, status, scene.pulse(active)
        )

    def _draw_hand(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        state = scene.state
        if scene.shown.dummy_tile is not None:
            seat = state.to_move()[0] if state.phase == "dummy" else None
            turn = scene.choices.turn(seat) if seat in scene.humans_to_move() else 0
            fish = state.data.tiles[scene.shown.dummy_tile].turned(turn)
            lay.grid.draw_tile_at(surface, fish, lay.dummy.center, state.dummy, cell=lay.dummy.w // 2)
            label = lay.dummy_label
            draw.blit_text(surface, _("dummy tile"), label.at, label.size, draw.TEXT_DIM, "midtop")
        if not scene.human_seats():
            return  # the prompt says the bots are playing
        seat = scene.hand_seat()
        colour = scene.hand_colour(seat)
        hand = state.hands[colour]
        face_up = scene.hand_face_up(seat)
        name = scene.setup.seats[seat].name
        label = (
            _("{player}'s tiles ({species})")
            if face_up
            else _("{player}'s tiles ({species}) — hidden: hold on them or press peek to look")
        )
        label = label.format(player=name, species=named(state.data.species[colour]))
        draw.blit_text(surface, label, lay.hand_label.at, lay.hand_label.size, draw.TEXT)
        selected = min(scene.choices.selected.get(seat, 0), max(len(hand) - 1, 0))
        turn = scene.choices.turn(seat)
        for index, (box, tile) in enumerate(zip(lay.hand_rects(len(hand)), hand, strict=True)):
            if face_up and tile != UNKNOWN:
                fish = state.data.tiles[tile].turned(turn if index == selected else 0)
                lay.grid.draw_tile_at(surface, fish, box.center, colour, cell=box.w // 2)
                if index == selected:
                    lay.selected_ring.draw(surface, draw.ACCENT, box)
            else:
                edge = garum_fish.SPECIES_COLOURS[colour]
                draw.draw_panel(surface, box, FACE_DOWN, lay.tile_radius, edge, 3, 0)
        draw.blit_text(surface, _(HAND_HINT), lay.hand_hint.at, lay.hand_hint.size, draw.TEXT_DIM)

    def _draw_controls(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        state = scene.state
        text = prompt(scene)
        draw.blit_text(surface, text, lay.prompt.at, lay.prompt.size, draw.ACCENT, wrap=lay.prompt_wrap)
        movers = scene.humans_to_move()
        if not movers or state.phase != "worker" or scene.presenting():
            return
        seat = movers[0]
        apprentices, foremen = state.left[state.colour_to_move()]
        foreman = scene.choices.foreman.get(seat, False)
        labels = {
            "apprentice": _("Apprentice ({n})").format(n=apprentices),
            "foreman": _("Foreman ({n})").format(n=foremen),
            "none": _("No worker"),
        }
        for key, box in lay.buttons.items():
            chosen = (key == "foreman") == foreman and key != "none"
            fill = (*draw.ACCENT_DARK, 240) if chosen else (*draw.FELT_LIGHT, 230)
            draw.draw_panel(surface, box, fill, lay.button_radius, draw.ACCENT, 2, 0)
            draw.blit_text(
                surface, labels[key], box.center, lay.button_text, draw.TEXT, "center", bold=chosen
            )

    # -- over everything -------------------------------------------------------------------------
    def _draw_hover(self, surface: pygame.Surface) -> None:
        """Hovering a worker space: that line's fish of each species and what a worker would score."""
        scene = self.scene
        hover = scene.input.hover_pos
        if hover is None or scene.results_since is not None or not scene.hover_tips():
            return
        line = scene.layout.grid.line_at(hover)
        if line is None:
            return
        colours = scene.viewer_colours()
        note = worker_note(scene.state, line, colours[0]) if colours else ""
        counts = scene.state.counts[line]
        panels.draw_line_tooltip(surface, hover, scene.layout.tooltip_look, line_title(line), counts, note)

    def _draw_results(self, surface: pygame.Surface) -> None:
        self.scene.results_screen.draw(surface, self.scene.input.hover_pos)
