"""A table's widgets: each owns its rect (a zone of the table's layout), paints itself from values
(the table's model, never the scene), answers a press on it with an action or None, and knows
when it must be repainted — pygame's ``DirtySprite``. ``WidgetLayer`` draws them on the retained
screen the way ``LayeredDirty`` draws sprites: only dirty widgets are repainted, and what is drawn
over them every frame (cards in flight, a breathing ring) is reported by the layer, not by a view.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import pygame

from game.engine import layers

Model = TypeVar("Model")
Overlay = Callable[[pygame.Surface], Sequence[pygame.Rect | None] | None]
"""Drawn over the widgets every frame; returns where it drew (None, or a None among the rects:
anywhere, so the next frame puts the whole picture back)."""

_UNSEEN = object()


class Widget(Generic[Model]):
    """A part of a table's picture. Subclasses say what they show (``look``: values from the
    model, compared each frame) and ``paint`` it inside ``rect``; ``hit`` maps a press to an action.
    ``dirty`` is set when the look changes and cleared once the layer has drawn it."""

    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.dirty = True
        self.version = 0
        """Counts looks: the layer repaints the widget when it changes."""
        self._look: object = _UNSEEN
        self._model: Model | None = None
        self._region: layers.Region | None = None

    def look(self, model: Model) -> Hashable:
        """The values this widget's picture depends on (nothing else may change what it paints)."""
        raise NotImplementedError

    def paint(self, surface: pygame.Surface, model: Model) -> None:
        """Draw the widget from ``model``, inside ``rect``."""
        raise NotImplementedError

    def hit(self, pos: tuple[int, int], model: Model) -> object | None:
        """The action a press at ``pos`` asks for (None: not this widget's)."""
        return None

    def placed(self, model: Model) -> pygame.Rect:
        """Where the widget stands for ``model``: ``rect``, unless its place follows what it shows
        (hands in the middle, large cards over the trick). A press asks it as the drawing does, so
        it finds the widget where this model puts it even before that model is drawn."""
        return self.rect

    def update(self, model: Model) -> None:
        """Places the widget for ``model`` and marks it dirty when what it shows changed since it
        was last painted."""
        self.rect = self.placed(model)
        look = self.look(model)
        if look is not self._look and look != self._look:  # a look kept from last frame: no compare
            self._look, self._model = look, model
            self.dirty = True
            self.version += 1

    def region(self) -> layers.Region:
        """The widget as a region of the layer's picture, made again only when it changed (a table
        of many widgets builds none in a still frame)."""
        kept = self._region
        if kept is None or kept.args[0] != self.version or kept.rect != self.rect:
            kept = self._region = layers.Region(self, pygame.Rect(self.rect), self.repaint, (self.version,))
        return kept

    def regions(self) -> list[layers.Region]:
        """The widget as regions of the layer's picture: one (``region``), unless a widget paints
        parts that change alone in regions of their own (a hand's cards)."""
        return [self.region()]

    def repaint(self, surface: pygame.Surface, version: int) -> None:
        """Paint the widget as of its last look (the layer calls it, also to put it back under
        something that moved over it)."""
        if self._model is not None:
            self.paint(surface, self._model)


class WidgetLayer(Generic[Model]):
    """Draws a table: the background, the widgets (each repainted only when dirty), then the
    overlays, whose rects it reports to the retained screen."""

    def __init__(self) -> None:
        self.composite = layers.Composite()

    def draw(
        self,
        surface: pygame.Surface,
        base: pygame.Surface,
        base_key: Hashable,
        model: Model,
        widgets: Sequence[Widget[Model]],
        overlays: Sequence[Overlay] = (),
        more: Sequence[layers.Region] = (),
    ) -> None:
        """``widgets`` over ``base`` (``more``: regions of shared screens over them, the results
        panel), then ``overlays``."""
        for widget in widgets:
            widget.update(model)
        regions = [region for widget in widgets for region in widget.regions()]
        self.composite.draw(surface, base, base_key, [*regions, *more], [])
        for widget in widgets:
            widget.dirty = False
        drawn: list[pygame.Rect | None] = []
        for overlay in overlays:
            rects = overlay(surface)
            drawn.extend([None] if rects is None else rects)
        layers.SCREEN.drawn(None if None in drawn else [rect for rect in drawn if rect is not None])


def hit(widgets: Sequence[Widget[Model]], pos: tuple[int, int], model: Model) -> object | None:
    """The action of the topmost widget that answers a press at ``pos`` (where ``model`` places
    it: ``Widget.placed``)."""
    for widget in reversed(widgets):
        if widget.placed(model).collidepoint(pos):
            action = widget.hit(pos, model)
            if action is not None:
                return action
    return None


Shown = TypeVar("Shown", contravariant=True)


class Answers(Protocol[Shown]):
    """A table's view: its widgets answer a press (``hit``)."""

    def hit(self, pos: tuple[int, int], model: Shown) -> object | None: ...


View = TypeVar("View", bound="Answers[Any]")


class AnsweringTable(Generic[Model, View]):
    """A table whose view's widgets answer presses (a mixin before ``TableScene``): ``action_at``
    for its input and for the presses every table shares (the log strip, the Hint button)."""

    view: View

    def model(self) -> Model:
        """What the widgets show now."""
        raise NotImplementedError

    def action_at(self, pos: tuple[int, int]) -> tuple[Model, object | None]:
        """The model now and the action of the widget under ``pos``: the input asks, the view's
        widgets answer."""
        model = self.model()
        return model, self.view.hit(pos, model)
