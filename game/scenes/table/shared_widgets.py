"""Widgets a card table's view may take as they are: the words lane, the log strip and the Hint
button. Each reads one field of the table's model (``words``, ``log``, ``hint_button``), whatever
else the model holds, so a table builds them with its own model type:
``LaneWidget[FishingModel](lay.lane, sizes, lay.s)``. A press on the strip answers ``OpenLog``, on
the shown button ``AskHint``: ``TableScene.log_click`` acts on them."""

from __future__ import annotations

from typing import Protocol, TypeVar

import pygame

from game.scenes.table import lane
from game.scenes.table.hint_button import AskHint, HintButton
from game.scenes.table.log import OpenLog, draw_strip
from game.scenes.table.widget import Widget


class WordsModel(Protocol):
    @property
    def words(self) -> lane.Words: ...


class LogModel(Protocol):
    @property
    def log(self) -> str | None: ...


class HintModel(Protocol):
    @property
    def hint_button(self) -> tuple[bool, bool]: ...


W = TypeVar("W", bound=WordsModel)
L = TypeVar("L", bound=LogModel)
H = TypeVar("H", bound=HintModel)


class LaneWidget(Widget[W]):
    """The words lane (``table/lane.py``): ``sizes`` is the text size per kind of words, ``size``
    for the kinds it leaves out."""

    def __init__(self, rect: pygame.Rect, sizes: dict[str, int], size: int, s: float):
        super().__init__(rect)
        self.zone = pygame.Rect(rect)
        self.sizes, self.default, self.s = sizes, size, s

    def update(self, model: W) -> None:
        """Its rect: the words' box as it stands, inside the lane (a new tip repaints its box and
        the last one's, not the whole lane)."""
        self.rect = self.frame(model) if model.words.text else pygame.Rect(self.zone.center, (0, 0))
        super().update(model)

    def look(self, model: W) -> lane.Words:
        return model.words

    def size(self, words: lane.Words) -> int:
        return self.sizes.get(words.kind, self.default)

    def paint(self, surface: pygame.Surface, model: W) -> None:
        lane.paint(surface, model.words, self.zone, self.size(model.words), self.s)

    def frame(self, model: W) -> pygame.Rect:
        """Where the lane's words stand now."""
        return lane.setting(model.words, self.zone, self.size(model.words), self.s).box


class LogWidget(Widget[L]):
    """The log strip: the latest line (None: something else has its place for now). A press on it
    opens the whole log, whatever it shows."""

    def __init__(self, rect: pygame.Rect, s: float):
        super().__init__(rect)
        self.s = s

    def look(self, model: L) -> str | None:
        return model.log

    def paint(self, surface: pygame.Surface, model: L) -> None:
        if model.log is not None:
            draw_strip(surface, self.rect, self.s, model.log)

    def hit(self, pos: tuple[int, int], model: L) -> OpenLog:
        return OpenLog()


class HintButtonWidget(Widget[H]):
    """The table's Hint button, while a human to move may ask ("Thinking…" while it thinks)."""

    def __init__(self, button: HintButton, s: float):
        super().__init__(button.rect)
        self.button, self.s = button, s

    def look(self, model: H) -> tuple[bool, bool]:
        return model.hint_button

    def paint(self, surface: pygame.Surface, model: H) -> None:
        shown, thinking = model.hint_button
        if shown:
            self.button.draw(surface, self.s, thinking)

    def hit(self, pos: tuple[int, int], model: H) -> AskHint | None:
        """A press asks while the button shows (the pointer's seat may still not ask: the desk
        decides)."""
        return AskHint() if model.hint_button[0] else None
