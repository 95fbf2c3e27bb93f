"""5er Finden read from the couch: the numbers under the shapes say they are points, and the
controls line under the roll is big enough to read, clear of the roll and the timer, in every mode
that shows them, at 720p and 1080p. (The flip button's label beside the Hint button, and every
panel's words clear of its buttons: ``test_finden_zones``.)"""

from __future__ import annotations

import pytest
from layout_probe import layout_problems
from test_layout import _table, open_app, settle

from game import i18n
from game.engine import draw
from game.engine.draw import DrawProbe
from game.scenes.finden.classic.model import HINT
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.solo.scene import SoloScene
from game.scenes.finden.table import SEARCH

SIZES = [(1280, 720), (1920, 1080)]
POINTS = "Points per shape"


def searching(size, mode, players, lang="en"):
    app = open_app(size)
    i18n.set_language(lang)
    if mode == "solo":
        from game.rules.finden import new_solo

        scene = SoloScene(app, new_solo(4, "grey"), "Ada")
    else:
        kind = ClassicScene if mode == "classic" else PuzzleScene
        scene = kind(app, _table("finden", players, {"side": "grey", "mode": mode}))
    app.scenes.replace(scene)
    for _ in range(400):
        app.frame()
        if scene.stage == SEARCH:
            break
    settle(app, 1)
    return app, scene


def drawn(scene, size):
    probe = DrawProbe(size)
    scene.draw(probe)
    return probe.texts


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("mode", "players", "sets"),
    [("classic", 2, 1), ("classic", 4, 1), ("puzzle", 4, 4), ("puzzle", 3, 3), ("solo", 1, 1)],
)
def test_the_shape_values_are_labelled_as_points(size, mode, players, sets):
    app, scene = searching(size, mode, players)
    try:
        headers = [t for t in drawn(scene, size) if t.text == POINTS]
        assert len(headers) == sets, "every set of shape tiles says its numbers are points"
        assert all(t.size >= 0.018 * size[1] for t in headers)
        assert layout_problems(scene, size) == []
    finally:
        app.close()
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "lang"), [(2, "en"), (4, "en"), (2, "de"), (2, "vi"), (2, "zh-Hant")])
def test_the_classic_controls_line_reads_from_the_couch_between_roll_and_timer(size, players, lang):
    app, scene = searching(size, "classic", players, lang)
    try:
        layout = scene.layout
        controls = [t for t in drawn(scene, size) if t.text == i18n._(HINT)]
        assert len(controls) == 1
        line = controls[0]
        assert line.size >= 0.02 * size[1], f"{line.size} px is under 2 % of {size[1]}"
        assert line.rect.top >= layout.tray.bottom and line.rect.bottom <= layout.timer.top
        assert layout.centre.contains(line.rect)
        if lang == "en":  # written as three lines, and each fits: no fourth
            assert line.rect.h < 3.5 * draw.text("Hint", line.size).get_height()
        assert layout_problems(scene, size) == []
    finally:
        app.close()
        i18n.set_language("en")
