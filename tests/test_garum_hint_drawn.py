"""A Garum hint to place no worker rings the "No worker" button, as a tile hint rings its slot and a
worker hint its space: a newcomer sees which button the reason in the words lane means."""

from __future__ import annotations

import random

import pygame
import table_helpers

from game.ai.hints import Hint
from game.engine.draw import ACCENT, DrawProbe
from game.rules import garum
from game.rules.garum import NoWorker
from game.scenes.garum.scene import GarumScene
from game.scenes.table.hint import RING, Shown


def worker_step(seed: int = 3):
    """A three-player game at the first seat's worker step (seeded random moves before it)."""
    state, rng = garum.new_game(3, seed=seed), random.Random(seed)
    while not (state.to_move() == (0,) and state.phase == "worker"):
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_a_no_worker_hint_rings_the_no_worker_button(app):
    scene = GarumScene(app, table_helpers.table("garum", players=3), worker_step())
    app.scenes.replace(scene)
    assert scene.state.phase == "worker" and NoWorker() in scene.state.legal_actions(0)
    scene.hints.shown[0] = Shown(0, Hint(NoWorker(), "Keep your workers."), scene.hints.moment(0))
    assert scene.hints.current(0) is not None
    probe = DrawProbe(app.size)
    scene.draw(probe)
    drawn = scene.view.hint(probe, scene.model())
    button = scene.layout.buttons["none"]
    assert any(rect.contains(button) and rect != button for rect in drawn), "a ring around the button"
    xs = range(button.x, button.right)
    above = [[tuple(probe.get_at((x, button.y - dy)))[:3] for x in xs] for dy in range(1, 6)]
    assert max(row.count(tuple(RING[:3])) for row in above) > button.w // 2, "the ring's top edge"
    said = [t for t in probe.texts if t.text == "Keep your workers."]
    assert said and scene.layout.lane.contains(said[0].rect), "the reason shows too, in the words lane"


def test_the_tile_turning_hint_shows_only_while_tiles_are_placed(app):
    """"Wheel, R … turn the tile · click a lit slot" under the hand is wrong advice at the worker
    step: it shows while a tile is to be placed, not after."""
    from game.scenes.garum.words import HAND_HINT

    def hint_shown(state) -> bool:
        scene = GarumScene(app, table_helpers.table("garum", players=3), state)
        app.scenes.replace(scene)
        probe = DrawProbe(app.size)
        scene.draw(probe)
        return any(t.text == HAND_HINT for t in probe.texts)

    state = worker_step()
    assert not hint_shown(state)
    state.apply(0, NoWorker())
    while state.phase != "tile" or state.to_move() != (0,):
        (seat,) = state.to_move()
        state.apply(seat, state.legal_actions(seat)[0])
    assert hint_shown(state)


def test_the_tile_turning_hint_waits_for_the_humans_own_tile(app):
    """While a bot places its tile no slot is lit for the human: "click a lit slot to place it"
    under the hand would ask for a click that does nothing."""
    from game.scenes.garum.words import HAND_HINT

    state = garum.new_game(3, seed=3, first=1)  # a bot places the first tile
    scene = GarumScene(app, table_helpers.table("garum", players=3), state)
    app.scenes.replace(scene)
    assert state.phase == "tile" and state.to_move() != (0,) and not scene.legal_slots(0)
    probe = DrawProbe(app.size)
    scene.draw(probe)
    assert not any(t.text == HAND_HINT for t in probe.texts)


def _ringed(surface, box, ring) -> bool:
    """The selection ring's top edge is drawn above ``box`` (most of its width in the accent)."""
    bounds = ring.bounds(box)
    xs = range(bounds.x + ring.radius, bounds.right - ring.radius)
    row = [tuple(surface.get_at((x, bounds.y + ring.width // 2)))[:3] for x in xs]
    return row.count(tuple(ACCENT[:3])) > len(xs) // 2


def test_the_tile_being_turned_is_the_one_ringed(app):
    """When the human turns the neutral tile, the ring marks it, not the first tile of the hand
    (which the wheel does not turn then): a newcomer turns what is ringed."""
    state, rng = garum.new_game(3, seed=4, first=0), random.Random(4)
    while state.phase != "dummy":
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.to_move() == (0,)
    scene = GarumScene(app, table_helpers.table("garum", players=3), state)
    app.scenes.replace(scene)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    lay = scene.layout
    assert _ringed(surface, lay.dummy, lay.selected_ring), "the neutral tile is ringed"
    assert not _ringed(surface, lay.hand_tiles[0], lay.selected_ring), "no hand tile is"
