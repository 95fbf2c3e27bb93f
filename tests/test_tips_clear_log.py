"""A hover tip steps aside from the log strip as it does from the hand's label: Fishing's tip on
the rightmost cards of the hand at 1280x720 covered the strip's start ("og (L): …" showed beside
it). Every card of a following hand, Bingo and Fishing, at 720p and 1080p."""

from __future__ import annotations

import pytest
from fake_app import FakeApp
from table_helpers import table
from test_guide import settle

from game.engine.draw import DrawProbe
from game.engine.pointers import MOVE, Pointer, PointerEvent
from game.scenes.bingo.scene import BingoScene
from game.scenes.fishing.scene import FishingScene


def cards(names: str) -> tuple[str, ...]:
    return tuple(names.split(", "))


HANDS = {  # seat 0 follows the lead of seat 1 (or 2): most of its cards may not be played
    "fishing": (
        cards("yellow 1, yellow 2, yellow 3, yellow 4, purple 1, purple 2, purple 3, red 1, red 2"),
        cards("red 3, red 4, red 5, red 6, red 7, red 8, red 9, red 10, purple 4"),
        cards("blue 2, blue 3, blue 4, blue 5, blue 6, blue 7, blue 8, blue 9, blue 10"),
    ),
    "bingo": (
        cards("blue 1, green 1, green 2, green 3, yellow 1, yellow 2, yellow 3, yellow 4, yellow 5"),
        cards("blue 3, blue 4, blue 5, green 4, green 5, green 6, yellow 6, yellow 7, yellow 8"),
        cards("blue 6, blue 7, blue 8, blue 9, green 7, green 8, green 9, blue 2, yellow 9"),
    ),
}
SCENES = {"fishing": FishingScene, "bingo": BingoScene}


def following(game: str, size: tuple[int, int]):
    app = FakeApp(size)
    scene = SCENES[game](app, table(game, players=3, hands=HANDS[game], leader=1))
    scene.enter()
    settle(scene)
    assert scene.humans_to_move() == [0]
    return scene


def card_spots(scene) -> list[tuple[str, tuple[int, int]]]:
    """Each card of seat 0's hand and the point of it the mouse hovers."""
    hand = scene.shown.hands[0]
    lit = scene.playable_indices(0) if isinstance(scene, BingoScene) else scene.input.playable(0)
    spots = scene.hand.positions(len(hand), lit)
    assert len(lit) < len(hand)
    return [(str(card), (round(x), round(y))) for card, ((x, y), _angle) in zip(hand, spots, strict=True)]


def tip_texts(scene, size, at) -> list:
    """The words drawn with the mouse at ``at`` that are not drawn with it away."""

    def texts(pos):
        scene.handle_pointer(PointerEvent(MOVE, Pointer("mouse", "mouse"), pos, 1))
        probe = DrawProbe(size)
        scene.draw(probe)
        return probe.texts

    away = {(t.text, tuple(t.rect)) for t in texts((size[0] // 2, 5))}
    return [t for t in texts(at) if (t.text, tuple(t.rect)) not in away]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["fishing", "bingo"])
def test_hover_tips_keep_off_the_log_strip(game, size):
    scene = following(game, size)
    covered, tips = [], 0
    for card, at in card_spots(scene):
        for tip in tip_texts(scene, size, at):
            tips += 1
            if tip.rect.colliderect(scene.log_rect):
                covered.append((card, tip.text[:30]))
    assert tips, "some card says why it may not be played"
    assert covered == []
