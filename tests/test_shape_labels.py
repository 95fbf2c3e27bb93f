"""A shape's label ("F 3": its letter and its points) reads from the couch: at least 2 % of the screen
height on every 5er Finden table (4-player puzzle at 1280×720 drew them at about 11 px)."""

from __future__ import annotations

import pytest
from test_guide import a_player_app
from test_guide_puzzle import puzzle, race, searching, solo

from game.engine.draw import DrawProbe
from game.scenes.guide import IDLE

TABLES = {
    "puzzle-4": lambda app: puzzle(app, 1, 4),
    "puzzle-2": lambda app: puzzle(app, 1, 2),
    "race-4": lambda app: race(app, 4),
    "solo": solo,
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda size: f"{size[1]}p")
@pytest.mark.parametrize("key", TABLES)
def test_shape_labels_are_two_percent_of_the_height(key, size):
    app = a_player_app(size)
    scene = TABLES[key](app)
    searching(scene)
    scene.coach = IDLE
    scene.draw(DrawProbe(size))
    puzzle_table = hasattr(scene.views[0], "quarter")
    tiles = [view.quarter.tiles for view in scene.views] if puzzle_table else [scene.tiles]
    for widget in tiles:  # drawn into a cached picture, so asked rather than probed
        fit = widget.fit
        assert fit.label >= 0.02 * size[1], (fit.label, 0.02 * size[1])
        assert fit.unit >= fit.label * 0.5, "the shapes stay large beside their labels"
