"""A settings row stepped through numbers shows where its value sits with a bar; the language is a
word from a list, not an amount: a bar under "English" (a dot at its start) meant nothing."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.app import App, parse_args
from game.engine import draw
from game.scenes import setting_value
from game.scenes.settings import SettingsScene


@pytest.fixture
def scene():
    app = App(parse_args(["--headless", "--size", "1280x720"]))
    app.to_menu()
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.run(app.frames + 2)
    yield scene
    app.close()


def accent_pixels(scene, key: str) -> int:
    """How many pixels of the bar's gold the row's value paints."""
    index = [s.key for s in scene.rows].index(key)
    surface = pygame.Surface(scene.app.size)
    where = tuple(scene.value_rects[index])
    setting_value.paint(surface, scene.rows[index], scene.app.settings[key], where, scene.s)
    pixels = pygame.surfarray.array3d(surface)
    return int(np.all(pixels == draw.ACCENT, axis=2).sum())


def test_only_rows_of_numbers_have_a_bar(scene):
    assert accent_pixels(scene, "master_volume") > 0
    assert accent_pixels(scene, "language") == 0
