"""Pointers at the Garum table become actions.

A human to move picks a tile from the hand, turns it (wheel, R, shoulder buttons) and clicks a
lit slot of the round's tank; then clicks a lit worker space (the secondary button or the Foreman
control places a foreman) or No worker. The Emperor clicks a tank; the start player turns the
dummy's tile and clicks its slot. A hidden hand shows while its seat holds its peek control (a
press on it only says so: ``TableInput.hidden_hand``). What a seat has picked but not yet played is
kept per seat in ``Choices``, which the view draws.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.engine.devices import keyboard
from game.engine.pointers import DOWN, PRIMARY, ROTATE, SECONDARY, WHEEL, PointerEvent
from game.i18n import _
from game.rules.garum import ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy, line_name
from game.scenes.table.input import TableInput

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene

ROTATE_KEY = pygame.K_r
"""The mouse player's key to turn the tile (a keyboard player's R is WASD's rotate button)."""


@dataclasses.dataclass
class Choices:
    """Per human seat: the hand tile picked, its quarter turns (or the dummy tile's), and whether
    the next worker is the foreman."""

    selected: dict[int, int] = dataclasses.field(default_factory=dict)
    rotation: dict[int, int] = dataclasses.field(default_factory=dict)
    foreman: dict[int, bool] = dataclasses.field(default_factory=dict)

    def turn(self, seat: int) -> int:
        return self.rotation.get(seat, 0)

    def rotate(self, seat: int, turn: int) -> None:
        self.rotation[seat] = (self.turn(seat) + turn) % 4


class GarumInput(TableInput):
    def __init__(self, scene: GarumScene):
        super().__init__(scene)
        self.choices = Choices()

    def key(self, event: pygame.event.Event) -> bool:
        """R turns the mouse player's tile, as the hint under the hand says; WASD's own R only once
        that cluster holds a seat (so no stray keyboard cursor appears for a mouse player's R)."""
        pointer = keyboard.mouse_shortcut(event, self.scene.app.pointers, ROTATE_KEY)
        seat = self.scene.acting_seat(pointer) if pointer is not None else None
        if seat is None:
            return False
        self.choices.rotate(seat, 1)
        return True

    def seat_pointer(self, seat: int, event: PointerEvent) -> bool:
        scene = self.scene
        if event.kind == WHEEL:
            self.choices.rotate(seat, 1 if event.wheel < 0 else -1)
            return True
        if event.button == ROTATE and event.kind == DOWN:
            self.choices.rotate(seat, 1)
            return True
        if event.kind != DOWN or event.button not in (PRIMARY, SECONDARY) or scene.presenting():
            return False
        return self._click(seat, event, event.button == SECONDARY)

    def _click(self, seat: int, event: PointerEvent, secondary: bool) -> bool:
        scene, grid, pos = self.scene, self.scene.layout.grid, event.pos
        state = scene.state
        if seat not in scene.humans_to_move():
            return self._hand_click(seat, event)
        if state.phase == "tank":
            tank = grid.tank_at(pos)
            if tank is not None:
                scene.submit(seat, ChooseTank(tank))
                return True
        elif state.phase == "dummy":
            hit = grid.slot_at(pos)
            if hit and hit[0] == state.tank or scene.layout.dummy.collidepoint(pos):
                scene.submit(seat, TurnDummy(self.choices.turn(seat)))
                return True
        elif state.phase == "tile":
            return self._hand_click(seat, event) or self._tile_click(seat, pos)
        elif state.phase == "worker":
            return self._worker_click(seat, pos, secondary)
        return False

    def _tile_click(self, seat: int, pos: tuple[int, int]) -> bool:
        scene = self.scene
        hit = scene.layout.grid.slot_at(pos)
        tile = scene.selected_tile(seat)
        if not hit or tile is None or not scene.hand_face_up(seat):
            return False
        tank, slot = hit
        if tank != scene.state.tank:
            reason = _("This round's tank is tank {tank}: a tile goes into a free slot of it.").format(
                tank=scene.state.tank
            )
            scene.refused(seat, None, reason, pos)
        else:
            scene.submit(seat, PlaceTile(tile, slot, self.choices.turn(seat)), pos)
        return True

    def _hand_click(self, seat: int, event: PointerEvent) -> bool:
        scene = self.scene
        if seat != scene.hand_seat():
            return False
        hand = scene.state.hands[scene.hand_colour(seat)]
        for index, rect in enumerate(scene.layout.hand_rects(len(hand))):
            if rect.collidepoint(event.pos):
                if not scene.hand_face_up(seat):
                    return self.hidden_hand(seat, event)
                self.choices.selected[seat] = index
                return True
        return False

    def _worker_click(self, seat: int, pos: tuple[int, int], secondary: bool) -> bool:
        scene, buttons = self.scene, self.scene.layout.buttons
        if scene.layout.undo_button.collidepoint(pos) and scene.undo(seat):
            return True
        apprentices, foremen = scene.state.left[scene.state.colour_to_move()]
        if buttons["none"].collidepoint(pos):
            scene.submit(seat, NoWorker())
            return True
        for kind in ("apprentice", "foreman"):
            if buttons[kind].collidepoint(pos):
                self.choices.foreman[seat] = kind == "foreman"
                return True
        line = scene.layout.grid.line_at(pos)
        if line is None:
            return False
        foreman = secondary or self.choices.foreman.get(seat, False)
        if foreman and not foremen:
            foreman = False
        if not foreman and not apprentices:
            foreman = True
        if scene.submit(seat, PlaceWorker(*line_name(line), foreman), pos):
            self.choices.foreman[seat] = False
        return True
