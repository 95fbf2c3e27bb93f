"""The first-game guide's box and the table's banner never cover each other: Fishing's opening banner
("Cards are dealt. Medium bot leads …") ran under the guide's first box. The banner stands in the
table's words lane, which the guide keeps clear of."""

from __future__ import annotations

import pygame
import pytest
from test_guide import GAMES, a_player_app, seated

from game.scenes.table import lane


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda size: f"{size[1]}p")
def test_the_banner_keeps_clear_of_the_guide_box(size):
    app = a_player_app(size)
    game, scene_type, players = GAMES[1]
    scene = seated(app, game, scene_type, players)
    checked = 0
    for _frame in range(600):
        scene.update(1 / 60)
        surface = pygame.Surface(size)
        scene.draw(surface)
        boxes = scene.coach.covers(scene, size)
        model = scene.model()
        if model.words.kind == lane.BANNER and boxes:
            checked += 1
            frame = scene.view.lane.frame(model)
            assert not frame.colliderect(boxes[0]), (model.words.text, boxes[0])
    assert checked, "a banner showed while the guide did"
