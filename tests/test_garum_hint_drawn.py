"""A Garum hint to place no worker rings the "No worker" button, as a tile hint rings its slot and a
worker hint its space: a newcomer sees which button the reason above the Hint button means."""

from __future__ import annotations

import random

import pygame
import pytest
import table_helpers

from game.ai.hints import Hint
from game.engine.draw import ACCENT, DrawProbe
from game.rules import garum
from game.rules.garum import NoWorker
from game.scenes.garum.hint import draw_garum_hint
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
    drawn = draw_garum_hint(probe, scene)
    button = scene.layout.buttons["none"]
    assert any(rect.contains(button) and rect != button for rect in drawn), "a ring around the button"
    xs = range(button.x, button.right)
    above = [[tuple(probe.get_at((x, button.y - dy)))[:3] for x in xs] for dy in range(1, 6)]
    assert max(row.count(tuple(RING[:3])) for row in above) > button.w // 2, "the ring's top edge"
    assert any(t.text == "Keep your workers." for t in probe.texts), "the reason shows too"


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


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_neutral_tiles_label_stays_inside_the_hand_panel(every_language, size):
    """Centred under the tile, "neutrales Plättchen" ran to the panel's very edge at 720p."""
    from fake_app import FakeApp

    state, rng = garum.new_game(3, seed=4, first=0), random.Random(4)
    while state.phase != "dummy":
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    scene = GarumScene(FakeApp(size), table_helpers.table("garum", players=3), state)
    scene.enter()
    probe = DrawProbe(size)
    scene.draw(probe)
    lay = scene.layout
    under = pygame.Rect(lay.hand.x, lay.dummy.bottom, lay.hand.w, lay.hand.bottom - lay.dummy.bottom)
    beside = [t for t in probe.texts if t.rect.colliderect(under) and t.rect.right > lay.dummy.x]
    label = [t for t in beside if t.text.strip()]
    assert len(label) == 1, [t.text for t in label]
    assert lay.hand.inflate(-2 * lay.panel_radius, 0).contains(label[0].rect), (label[0].text, label[0].rect)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_reason_on_the_board_keeps_off_the_side_panels(size):
    """A tile hint in the board's right column said "Covers the squid icon: +2 now." across the
    edge of the seat panel beside the board."""
    from tests.fake_app import FakeApp

    app = FakeApp(size)
    for seed in range(40):  # a game whose first tank lies in the board's right column
        state = garum.new_game(2, seed=seed, first=0)
        scene = GarumScene(app, table_helpers.table("garum", players=2), state)
        app.scenes.replace(scene)
        lay = scene.layout
        tanks = [lay.grid.tank_rect(tank) for tank in range(1, 17)]
        if lay.grid.tank_rect(state.tank).right == max(t.right for t in tanks):
            break
    else:
        raise AssertionError("no first tank in the right column")
    panels = [lay.header, *lay.seats, lay.hand, lay.controls]
    reason = "Covers the squid icon and the crab icon: +2 now, and the line of fish grows."
    checked = 0
    for action in state.legal_actions(0):
        scene.hints.shown[0] = Shown(0, Hint(action, reason), scene.hints.moment(0))
        drawn = draw_garum_hint(DrawProbe(app.size), scene)
        said = drawn[1]  # the ring around the slot, then the reason, then the Hint button
        assert not any(said.colliderect(panel) for panel in panels), (action, said)
        checked += 1
    assert checked >= 4
