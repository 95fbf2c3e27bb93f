"""Patching a retained screen must give the same pixels as drawing every frame whole."""

from __future__ import annotations

import math

import pygame
import pytest

from game.engine import layers


def _frame_matches_full_redraw(app) -> bool:
    """Draw the current state again, whole, onto a spare surface and compare it with the screen
    (the retained screen's bookkeeping is put back afterwards, as if nothing happened)."""
    saved = dict(vars(layers.SCREEN))
    screen, reference = app.screen, pygame.Surface(app.size)
    app.screen = reference
    try:
        app.draw()
    finally:
        app.screen = screen
        vars(layers.SCREEN).update(saved)
    return pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(reference, "RGB")


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
        assert _frame_matches_full_redraw(app), f"frame {frame} differs from a whole redraw"
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
