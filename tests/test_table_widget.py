"""Table widgets know when they must be repainted: a widget is dirty when what it shows changes and
only then, so a still Bingo table repaints nothing frame after frame."""

from __future__ import annotations

import pygame
import table_helpers

from game.scenes.bingo.scene import BingoScene
from game.scenes.table.widget import Widget, WidgetLayer


class Counter(Widget[dict]):
    def __init__(self) -> None:
        super().__init__(pygame.Rect(10, 10, 40, 20))
        self.painted = 0

    def look(self, model: dict):
        return model["n"]

    def paint(self, surface: pygame.Surface, model: dict) -> None:
        self.painted += 1
        surface.fill((model["n"], 0, 0), self.rect)


def test_a_widget_is_dirty_when_its_look_changes_and_only_then():
    widget = Counter()
    widget.update({"n": 1})
    assert widget.dirty and widget.version == 1
    widget.dirty = False
    widget.update({"n": 1, "other": 5})  # what it does not show changed
    assert not widget.dirty and widget.version == 1
    widget.update({"n": 2})
    assert widget.dirty and widget.version == 2


def test_the_layer_paints_widgets_from_their_model():
    surface, base = pygame.Surface((80, 60)), pygame.Surface((80, 60))
    widget, layer = Counter(), WidgetLayer()
    layer.draw(surface, base, "base", {"n": 200}, [widget])
    assert surface.get_at((20, 20))[:3] == (200, 0, 0) and not widget.dirty


def test_a_still_bingo_table_repaints_no_widget(app):
    scene = BingoScene(app, table_helpers.table("bingo", humans=1, players=4))
    app.scenes.reset(scene)
    for _ in range(2000):  # until the human is to play and the table has caught up
        if not scene.presenting() and scene.humans_to_move() and scene.next_change() > 0:
            break
        app.frame()
    assert scene.humans_to_move() and not scene.presenting()
    scene.draw(pygame.Surface(app.size))  # every widget painted as of now
    for _ in range(30):
        scene.update(1 / 60)
        model = scene.model()
        for widget in scene.view.shown(model):
            widget.update(model)
            assert not widget.dirty, f"{type(widget).__name__} repainted at a still table"
