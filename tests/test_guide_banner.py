"""The first-game guide's box and the table's banner never cover each other: Fishing's opening banner
("Cards are dealt. Medium bot leads …") ran under the guide's first box."""

from __future__ import annotations

import pygame
import pytest
from test_guide import GAMES, a_player_app, seated


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
        if scene.banner.frame is not None and boxes:
            checked += 1
            assert not scene.banner.frame.colliderect(boxes[0]), (scene.banner.showing, boxes[0])
    assert checked, "a banner showed while the guide did"
