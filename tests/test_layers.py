"""Patching a retained screen must give the same pixels as drawing every frame whole."""

from __future__ import annotations

import math

import pygame
import pytest

from game.engine import layers
from tests.retained import frame_matches_full_redraw


def _push(app, name: str) -> None:
    if name == "pause":
        from game.scenes.pause import PauseScene

        app.scenes.push(PauseScene(app))
    elif name == "settings":
        from game.scenes.settings import SettingsScene

        app.scenes.push(SettingsScene(app))
    elif name == "help":
        from game.scenes.help import HelpScene

        app.scenes.push(HelpScene(app, "fishing.md"))
    elif name == "scores":
        from bench.screens_frames import _two_scores
        from game.scenes.scores import HighScoresScene

        _two_scores(app)
        app.scenes.push(HighScoresScene(app))
    elif name == "solo_menu":
        from game.scenes.finden.solo.menu import SoloMenuScene

        app.scenes.push(SoloMenuScene(app))


@pytest.mark.parametrize("name", ["menu", "pause", "settings", "help", "scores", "solo_menu"])
def test_a_patched_screen_looks_as_if_drawn_whole_every_frame(app, name):
    _push(app, name)
    hub, (w, h) = app.pointers, app.size
    mouse = hub.pointer("mouse", "mouse")
    before = layers.SCREEN.patched_blits
    for frame in range(40):
        angle = frame * 0.3  # across the buttons and out over the rest of the screen
        hub.move_to(mouse, w / 2 + math.cos(angle) * w * 0.45, h / 2 + math.sin(angle * 1.3) * h * 0.45)
        app.dispatch_pointers(hub.drain())
        if name == "help" and frame % 15 == 14:
            app.scenes.top.show(frame // 15)
        if frame % 15 == 7:  # a key changes what is selected
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        app.frame()
        assert frame_matches_full_redraw(app), f"frame {frame} differs from a whole redraw"
    assert layers.SCREEN.patched_blits - before > 30, "the frames were not patched"


def test_a_new_screen_or_stack_draws_the_layer_whole():
    screen = pygame.Surface((64, 48))
    image = pygame.Surface((64, 48))
    image.fill((10, 20, 30))
    retained = layers.RetainedScreen()
    for stack in ("a", "a", "b", None):
        retained.begin(screen, stack)
        screen.fill((255, 0, 0))  # whatever the last frame left outside the bounds
        retained.blit_layer(screen, image, bounds=[pygame.Rect(0, 0, 8, 8)])
        retained.end([])
    # the second frame patched only its bounds; the others (new stack, no stack) drew it whole
    assert (retained.full_blits, retained.patched_blits) == (2, 1)


def _composite_frame(retained, composite, screen, base, regions, over=()):
    retained.begin(screen, "table")
    composite.draw(screen, base, "felt", regions, list(over))
    retained.end([])


def test_a_composite_repaints_only_the_regions_that_changed(monkeypatch):
    """Two regions over a base: a change to one repaints it alone, and the screen equals the base
    with both painted whole."""
    retained = layers.RetainedScreen()
    monkeypatch.setattr(layers, "SCREEN", retained)
    screen, base = pygame.Surface((80, 60)), pygame.Surface((80, 60))
    base.fill((10, 20, 30))

    def square(surface, colour):
        surface.fill(colour, pygame.Rect(0, 0, 80, 60))  # wider than its rect: the clip holds it

    def regions(left, right):
        return [
            layers.Region("left", pygame.Rect(0, 0, 30, 30), square, (left,)),
            layers.Region("right", pygame.Rect(40, 0, 30, 30), square, (right,)),
        ]

    composite = layers.Composite()
    _composite_frame(retained, composite, screen, base, regions((200, 0, 0), (0, 200, 0)))
    assert composite.repainted == 2
    _composite_frame(retained, composite, screen, base, regions((200, 0, 0), (0, 200, 0)))
    assert composite.repainted == 2, "nothing changed, nothing repainted"
    _composite_frame(retained, composite, screen, base, regions((200, 0, 0), (0, 0, 200)))
    assert composite.repainted == 3, "only the right region was repainted"
    assert screen.get_at((5, 5))[:3] == (200, 0, 0)
    assert screen.get_at((45, 5))[:3] == (0, 0, 200)
    assert screen.get_at((35, 5))[:3] == (10, 20, 30), "outside the regions: the base"
    assert screen.get_at((5, 40))[:3] == (10, 20, 30)
    # a region that goes leaves the base behind; a moved one is repainted where it went
    _composite_frame(retained, composite, screen, base, regions((200, 0, 0), (0, 0, 200))[:1])
    assert screen.get_at((45, 5))[:3] == (10, 20, 30)


def test_a_composite_puts_back_what_was_drawn_over_it(monkeypatch):
    retained = layers.RetainedScreen()
    monkeypatch.setattr(layers, "SCREEN", retained)
    screen, base = pygame.Surface((80, 60)), pygame.Surface((80, 60))
    base.fill((10, 20, 30))
    composite = layers.Composite()
    sprite = pygame.Rect(50, 40, 10, 10)
    _composite_frame(retained, composite, screen, base, [], [sprite])
    screen.fill((255, 255, 0), sprite)  # a card in flight
    _composite_frame(retained, composite, screen, base, [])
    assert screen.get_at(sprite.center)[:3] == (10, 20, 30), "the flight's old place is felt again"
    assert retained.patched_blits == 1
