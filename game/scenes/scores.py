"""High Scores: each game's own tables (the solo puzzle's, per board and daily challenge, with
replays: its kit's ``high_scores``), then each game's recent finished games (``recent_games``),
each to watch again.

The screen is the frame (title, the table's name between arrows, the panel, the buttons); each
``Tables`` source says which tables it has, their entries and how a row is drawn.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from typing import Protocol

import pygame

from game.engine import draw, fitting, layers, ui
from game.engine.pointers import DOWN, PRIMARY
from game.engine.scene import Scene
from game.engine.storage import Storage
from game.i18n import _
from game.scenes import recent_games, registry
from game.scenes.widgets import paged_table
from game.scenes.widgets.results_panel import fitted
from game.services import AppServices

ROWS = 11


Entry = tuple[Mapping[str, object], str | None]
"""A table's entry (its stored JSON document) and why it is not ranked (None: it is)."""


class Tables(Protocol):
    """A source of tables on this screen: a game's own (its kit's ``high_scores``, made with the
    storage) or the recent games."""

    columns: tuple[str, ...]
    """The column headings (catalog keys)."""
    column_x: tuple[int, ...]
    """Each column's x in base pixels from the panel's text margin."""
    scrolls: bool
    """The selected entry scrolls into view (a table longer than the panel's rows)."""

    def tables(self) -> list[str]: ...
    def title(self, table: str) -> str: ...
    def empty(self, table: str) -> str: ...
    def entries(self, table: str) -> list[Entry]: ...
    def watch(self, app: AppServices, entry: Mapping[str, object]) -> Scene | None: ...
    def legend(self, entries: list[Entry]) -> str | None: ...
    def draw_rows(
        self, surface: pygame.Surface, lay: ScoresLayout, entries: list[Entry], selected: int, first: int
    ) -> None:
        """The rows of ``entries`` in ``lay``'s rows, from entry ``first``."""


def sources(storage: Storage) -> list[Tables]:
    """Every game's own tables (menu order), then the recent games."""
    own = [tables(storage) for kit in registry.KITS if (tables := kit.hook("high_scores")) is not None]
    return [*own, recent_games.RecentTables(storage)]


# -- the scene --------------------------------------------------------------------------------
class HighScoresScene(Scene):
    def __init__(self, app: AppServices, table: str | None = None):
        super().__init__(app)
        self.sources = sources(app.storage)
        self.owners = [(key, source) for source in self.sources for key in source.tables()]
        self.tables = [key for key, _source in self.owners]
        self.index = self.tables.index(table) if table in self.tables else 0
        self.selected = 0
        self.entries: list[Entry] = []
        self._picture = layers.Backdrop(self.paint)
        self.resize(app.size)
        self._load()

    @property
    def table(self) -> str | None:
        return self.tables[self.index] if self.tables else None

    @property
    def source(self) -> Tables:
        """The source of the table on show (the first one's, to draw headings, when there is none)."""
        return self.owners[self.index][1] if self.tables else self.sources[0]

    def _load(self) -> None:
        self.entries = self.source.entries(self.table) if self.table else []
        self.selected = min(self.selected, max(len(self.entries) - 1, 0))

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = ScoresLayout.compute(size)
        self.rows, self.buttons = self.layout.rows, self.layout.buttons

    def _switch(self, step: int) -> None:
        if self.tables:
            self.index = (self.index + step) % len(self.tables)
            self.selected = 0
            self._load()

    def watch(self) -> bool:
        if not self.entries:
            return False
        entry, _ = self.entries[self.selected]
        scene = self.source.watch(self.app, entry)
        if scene is None:
            return False
        self.app.scenes.push(scene)  # the replay pops back to this table
        return True

    def back(self) -> None:
        self.app.to_menu()

    def statistics(self) -> None:
        """Each remembered player's figures (``scenes/statistics``); Back returns here."""
        from game.scenes.statistics import StatisticsScene

        self.app.scenes.push(StatisticsScene(self.app))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._switch(1 if event.key == pygame.K_RIGHT else -1)
        elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.entries:
            self.selected = (self.selected + (1 if event.key == pygame.K_DOWN else -1)) % len(self.entries)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.watch()
        elif event.key == pygame.K_s:
            self.statistics()
        else:
            return False
        return True

    def handle_pointer(self, event) -> bool:
        if ui.pointer_back(event):
            self.back()
            return True
        if event.kind != DOWN or event.button != PRIMARY:
            return False
        for key, rect in self.buttons.items():
            if rect.collidepoint(event.pos):
                {
                    "prev": lambda: self._switch(-1),
                    "next": lambda: self._switch(1),
                    "watch": self.watch,
                    "stats": self.statistics,
                    "back": self.back,
                }[key]()
                return True
        for i, rect in enumerate(self.rows[: len(self.entries) - self.first_row()], start=self.first_row()):
            if rect.collidepoint(event.pos):
                if i == self.selected:
                    self.watch()
                self.selected = i
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing moves on this screen until a key or click changes the table or the entry."""
        self._picture.draw(surface, (self.layout, self.table, self.entries, self.selected), bounds=[])

    def paint(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.blit_title(surface, _("High Scores"), lay.title_pos, lay.title_size, "midtop")
        draw.draw_panel(surface, lay.panel, (*draw.FELT_DARK, 235), lay.panel_radius)
        source = self.source
        title = source.title(self.table) if self.table else _("No solo games yet")
        pos = (lay.size[0] / 2, lay.buttons["prev"].centery)
        draw.blit_text(surface, title, pos, lay.table_size, draw.ACCENT, "center", bold=True)
        for key, label in (("prev", "<"), ("next", ">")):
            rect = lay.buttons[key]
            draw.draw_button(
                surface, rect, label, lay.arrow_size, draw.FELT_LIGHT, draw.TEXT, lay.arrow_radius
            )
        for column, (dx, label) in enumerate(zip(source.column_x, source.columns, strict=True)):
            x = lay.text_x + dx * lay.scale
            room = lay.column_room(source.column_x, column)
            head, size = fitting.fitted(_(label), lay.header_size, room, smallest=lay.least)
            draw.blit_text(surface, head, (x, lay.header_y), size, draw.TEXT_DIM)
        source.draw_rows(surface, lay, self.entries, self.selected, self.first_row())
        if not self.entries:
            empty = source.empty(self.table or "")
            draw.blit_text(surface, empty, lay.panel.center, lay.empty_size, draw.TEXT_DIM, "center")
        watch_colours = (draw.ACCENT, draw.INK) if self.entries else (draw.FELT_LIGHT, draw.TEXT_DIM)
        for key, label, colours in (
            ("watch", _("Watch replay"), watch_colours),
            ("stats", _("Statistics"), (draw.ACCENT, draw.INK)),
            ("back", _("Back"), (draw.ACCENT, draw.INK)),
        ):
            rect = lay.buttons[key]
            size = fitted(label, lay.button_size, rect.w - lay.button_radius, bold=True)  # long German words
            draw.draw_button(surface, rect, label, size, *colours, radius=lay.button_radius)
        legend = source.legend(self.entries)
        if legend:
            draw.blit_text(surface, legend, lay.legend_pos, lay.small_size, draw.TEXT_DIM)
        hint = _("Left / right: table · up / down: entry · Enter: watch · S: statistics · Esc: back")
        draw.blit_text(surface, hint, lay.hint_pos, lay.small_size, draw.TEXT_DIM, "midtop")

    def first_row(self) -> int:
        """The entry in the top row: a recent games list scrolls so the selected entry stays in view."""
        return max(0, self.selected - ROWS + 1) if self.source.scrolls else 0


@dataclasses.dataclass(frozen=True)
class ScoresLayout:
    """Where the High Scores screen's parts go for a window size (designed at 1920×1080)."""

    size: tuple[int, int]
    panel: pygame.Rect
    panel_radius: int
    rows: list[pygame.Rect]
    row_radius: int
    row_text_dy: int
    row_size: int
    proof_size: int
    text_x: int
    """The panel's text margin: each source places its columns from it, in base pixels × ``scale``."""
    scale: float
    header_y: int
    header_size: int
    buttons: dict[str, pygame.Rect]
    button_size: int
    button_radius: int
    arrow_size: int
    arrow_radius: int
    title_pos: tuple[float, float]
    title_size: int
    table_size: int
    empty_size: int
    small_size: int
    legend_pos: tuple[int, int]
    hint_pos: tuple[float, int]

    def column_room(self, column_x: tuple[int, ...], column: int) -> int:
        """How wide column ``column`` of a source's ``column_x`` may write: up to the next column,
        or the panel's right margin (a word grown by the interface size is fitted to it)."""
        x = self.text_x + column_x[column] * self.scale
        last = column + 1 == len(column_x)
        right = (
            self.panel.right - (self.text_x - self.panel.x)
            if last
            else self.text_x + column_x[column + 1] * self.scale
        )
        return int(right - x - 10 * self.scale)

    @property
    def least(self) -> int:
        """The couch's smallest label, in pixels as drawn."""
        return math.ceil(draw.MIN_LABEL * self.size[1])

    @classmethod
    def compute(cls, size: tuple[int, int]) -> ScoresLayout:
        w, _ = size
        s = draw.scale(size)
        panel, rows = paged_table.panel_rows(size, s, (1400, 700), 80, 54, ROWS)
        buttons = paged_table.buttons(size, s, panel, ("watch", "stats", "back"), 300)
        x = panel.x + int(40 * s)
        return cls(
            size=size,
            panel=panel,
            panel_radius=int(18 * s),
            rows=rows,
            row_radius=int(10 * s),
            row_text_dy=int(10 * s),
            row_size=fitting.fitting_height(round(28 * s), int(54 * s)),  # grown words: as tall as a row
            proof_size=round(22 * s),
            text_x=x,
            scale=s,
            header_y=panel.y + int(30 * s),
            header_size=round(24 * s),
            buttons=buttons,
            button_size=round(28 * s),
            button_radius=int(14 * s),
            arrow_size=round(36 * s),
            arrow_radius=int(12 * s),
            title_pos=(w / 2, 20 * s),
            title_size=round(80 * s),
            table_size=round(40 * s),
            empty_size=round(30 * s),
            small_size=round(22 * s),
            legend_pos=(x, panel.bottom - int(40 * s)),
            hint_pos=(w / 2, buttons["back"].bottom + int(16 * s)),
        )
