"""Every table game ends alike: the results panel offers Play again (same seats and options, a new
deal) and Menu, each working with a click once the results have shown for a moment."""

from __future__ import annotations

import pytest

from game.scenes.menu import MenuScene
from game.scenes.widgets import results_panel
from tests.table_helpers import TABLE_SCENES, start, table

GAMES = [(key, scene, scene.rules_module.SPEC.min_seats) for key, scene in TABLE_SCENES.items()]
"""Every turn-based game the registry knows, at its fewest seats."""


def play_to_results(drive, scene) -> None:
    """The human takes the first legal action whenever asked; bots play; frames run on."""
    for _ in range(40_000):
        if scene.results_since is not None:
            return
        for seat in scene.humans_to_move():
            if not scene.presenting():
                scene.submit(seat, scene.state.legal_actions(seat)[0])
        drive.frames(1)
    raise AssertionError("the results never showed")


@pytest.mark.parametrize(("game", "scene_class", "players"), GAMES)
@pytest.mark.parametrize("button", ["Play again", "Menu"])
def test_results_offer_play_again_and_menu(app, drive, instant, game, scene_class, players, button):
    setup = table(game, humans=1, players=players)
    scene = start(app, setup, scene_class)
    play_to_results(drive, scene)
    drive.frames(60)
    assert app.scenes.top is scene, "a human table waits on its results"
    drive.click(results_panel.button_rects(scene.results_rect(), scene.s)[button].center)
    top = app.scenes.top
    if button == "Menu":
        assert isinstance(top, MenuScene)
    else:
        assert isinstance(top, scene_class) and top is not scene
        assert top.setup.seats == setup.seats and top.setup.options == setup.options
        assert top.setup.seed != setup.seed, "a new deal"
