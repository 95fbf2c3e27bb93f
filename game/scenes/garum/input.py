"""Pointers at the Garum table become actions.

A press becomes the action of the widget under it (``garum/view.hit``); this part decides what
that action means for the seat pressing. A human to move picks a tile from the hand, turns it
(wheel, R, shoulder buttons) and clicks a lit slot of the round's tank; then clicks a lit worker
space (the secondary button or the Foreman control places a foreman) or No worker. The Emperor
clicks a tank; the start player turns the dummy's tile and clicks its slot. A hidden hand shows
while its seat holds its peek control (a press on it only says so: ``TableInput.hidden_hand``).
What a seat has picked but not yet played is kept per seat in ``Choices``, which the model shows.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.engine.devices import keyboard
from game.engine.pointers import DOWN, PRIMARY, ROTATE, SECONDARY, WHEEL, PointerEvent
from game.i18n import _
from game.rules.garum import ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy, line_name
from game.scenes.garum.actions import ChooseKind, LookFirst, OtherTank, PickLine, PickTile, TakeBack
from game.scenes.table.input import TableInput

if TYPE_CHECKING:
    from game.scenes.garum.model import GarumModel
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
        """The wheel and the rotate button turn the seat's tile; a press becomes the action of the
        widget under it (``scene.action_at``), acted on for ``seat`` (``act``)."""
        scene = self.scene
        if event.kind == WHEEL:
            self.choices.rotate(seat, 1 if event.wheel < 0 else -1)
            return True
        if event.button == ROTATE and event.kind == DOWN:
            self.choices.rotate(seat, 1)
            return True
        if event.kind != DOWN or event.button not in (PRIMARY, SECONDARY) or scene.presenting():
            return False
        model, action = scene.action_at(event.pos)
        return self.act(seat, event, model, action)

    def act(self, seat: int, event: PointerEvent, model: GarumModel, action: object | None) -> bool:
        """A widget's action for ``seat``: a tile picked from the hand (by anyone whose hand shows,
        the mover while it places a tile), else, for the seat to move, a choice kept in ``Choices``,
        a rules action submitted, or a refusal with the rule."""
        scene, pos, turn = self.scene, event.pos, model.turn
        if isinstance(action, PickTile | LookFirst):
            if seat != model.hand_seat or turn is not None and turn.seat == seat and turn.phase != "tile":
                return False
            if isinstance(action, LookFirst):
                return self.hidden_hand(seat, event)
            self.choices.selected[seat] = action.index
            return True
        if turn is None or turn.seat != seat:
            return False
        if isinstance(action, TakeBack):
            return scene.undo(seat)
        if isinstance(action, ChooseKind):
            self.choices.foreman[seat] = action.foreman
            return True
        if isinstance(action, OtherTank):
            reason = _("This round's tank is tank {tank}: a tile goes into a free slot of it.")
            scene.refused(seat, None, reason.format(tank=turn.tank), pos)
            return True
        if isinstance(action, PickLine):
            apprentices, foremen = turn.left
            foreman = (event.button == SECONDARY or turn.foreman) and foremen > 0 or not apprentices
            if scene.submit(seat, PlaceWorker(*line_name(action.line), foreman), pos):
                self.choices.foreman[seat] = False
            return True
        if isinstance(action, ChooseTank | PlaceTile | TurnDummy | NoWorker):
            scene.submit(seat, action, pos)
            return True
        return False
