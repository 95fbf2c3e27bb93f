"""A long hand stays on the screen: at 1280x720 and 1920x1080 the fanned hand of Fishing and Bingo
keeps every card, lifted or not, above the screen's bottom edge (11 cards at 1080p ran ~30 px
past it); a short hand sits where it always did."""

from __future__ import annotations

import pytest
from table_helpers import table

from game.app import App, parse_args
from game.scenes.bingo.scene import BingoScene
from game.scenes.fishing.scene import FishingScene
from game.scenes.widgets.hand import FannedHand


@pytest.fixture(scope="module", params=[(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def app(request):
    w, h = request.param
    instance = App(parse_args(["--headless", "--size", f"{w}x{h}", "--seed", "1"]))
    yield instance
    instance.close()


@pytest.mark.parametrize(("game", "scene_type"), [("fishing", FishingScene), ("bingo", BingoScene)])
def test_every_card_of_a_long_hand_stays_above_the_screens_edge(app, game, scene_type):
    scene = scene_type(app, table(game, humans=1, players=4))
    app.scenes.reset(scene)
    scene.resize(app.size)
    hand = scene.hand
    for count in range(6, 15):
        for raised in ((), range(count)):
            assert hand.bounds(count, raised).bottom <= app.size[1], (count, bool(raised))
    free = FannedHand(hand.centre, hand.card_width, hand.max_width)  # the same fan without a floor
    assert free.bounds(14).bottom > app.size[1], "a long hand would have dipped past the edge"
    assert hand.positions(6) == free.positions(6), "a short hand sits where it always did"
