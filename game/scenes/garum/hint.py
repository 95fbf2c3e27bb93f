"""A hint shown on the Garum table: the suggested tile as a ghost in its lit slot, the worker's
space, the tank to open or the dummy's slot ringed, with the reason beside it, and the Hint
button at the top right of the hand panel (``table/hint.py`` asks and thinks)."""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.garum.moves import ChooseTank, PlaceTile, PlaceWorker, TurnDummy
from game.scenes.table.hint import draw_panel_hint, draw_reason, draw_ring

GHOST_ALPHA = 230


def draw_garum_hint(surface: pygame.Surface, scene: Any) -> None:
    lay, state = scene.layout, scene.state
    grid, shown = lay.grid, scene.hints.current()
    target = None
    if shown is not None:
        action = shown.hint.action
        if isinstance(action, PlaceTile):
            target = grid.slot_rect(state.tank, action.slot)
            fish = state.data.tiles[action.tile].turned(action.rotation)
            grid.draw_tile_at(surface, fish, target.center, scene.hand_colour(shown.seat), GHOST_ALPHA)
        elif isinstance(action, PlaceWorker):
            target = grid.space_rect(action.line)
        elif isinstance(action, ChooseTank):
            target = grid.tank_rect(action.tank)
        elif isinstance(action, TurnDummy):
            (slot,) = state.free_slots()
            target = grid.slot_rect(state.tank, slot)
        if target is not None:
            draw_ring(surface, target, lay.s, scene.clock)
            draw_reason(surface, shown, (target.centerx, target.y - round(14 * lay.s)), lay.s)
    draw_panel_hint(
        surface, scene.hints, scene.humans_to_move(), lay.hand, lay.s, target is not None, "topright"
    )
