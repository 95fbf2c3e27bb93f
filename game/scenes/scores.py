"""High Scores: the solo tables (per board, per daily challenge, assisted games apart), with replays,
then each game's recent finished games (``recent_games``), each to watch again.

Every entry carries the record of its game. On load each record is replayed and its score
recomputed (``rules/finden/high_scores.entry_problem``); an entry whose record does not reproduce its
claim is shown marked "not ranked" with the reason, below the ranked ones. Ranking: higher score,
then faster, then the earlier entry. Any entry with a record can be watched.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.engine import draw, layers, ui
from game.engine.pointers import DOWN, PRIMARY
from game.engine.scene import Scene
from game.i18n import N_, _, ngettext
from game.rules.finden.high_scores import ASSISTED_SUFFIX, par_cell
from game.rules.finden.levels import BOARD_LABELS
from game.scenes import recent_games
from game.scenes.finden.look import clock_text
from game.scenes.finden.score_book import ScoreBook
from game.scenes.finden.solo.replay import ReplayScene
from game.scenes.widgets import paged_table
from game.scenes.widgets.results_panel import fitted
from game.services import AppServices


def table_title(key: str) -> str:
    """A table's name for players: the board or the day, "(assisted)" for games with help."""
    assisted = key.endswith(ASSISTED_SUFFIX)
    base = key.removesuffix(ASSISTED_SUFFIX)
    title = (
        _("Daily {day}").format(day=base.removeprefix("daily-"))
        if base.startswith("daily-")
        else _(BOARD_LABELS.get(base, base))
    )
    return _("{table} (assisted)").format(table=title) if assisted else title


COLUMNS = ("#", N_("Name"), N_("Score"), N_("Par"), N_("Time"), N_("Date"), N_("Replay"))
COLUMN_X = (0, 60, 340, 450, 560, 680, 870)  # base pixels from the panel's text margin
BOLD_COLUMNS = 3  # the best entry's place, name and score are bold
ROWS = 11
EMPTY = N_("Play a Solo Puzzle game: your scores land here, each with its replay.")


# -- the scene --------------------------------------------------------------------------------
class HighScoresScene(Scene):
    def __init__(self, app: AppServices, table: str | None = None):
        super().__init__(app)
        self.book = ScoreBook(app.storage)
        self.tables = self.book.table_keys() + recent_games.tables()
        self.index = self.tables.index(table) if table in self.tables else 0
        self.selected = 0
        self.entries: list[tuple[dict, str | None]] = []
        self._picture = layers.Backdrop(self.paint)
        self.resize(app.size)
        self._load()

    @property
    def table(self) -> str | None:
        return self.tables[self.index] if self.tables else None

    def _load(self) -> None:
        if recent_games.is_recent(self.table):
            self.entries = [(saved, None) for saved in recent_games.entries(self.app.storage, self.table)]
        else:
            self.entries = self.book.checked(self.table) if self.table else []
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
        if recent_games.is_recent(self.table):
            scene = recent_games.watch(self.app, entry)
        else:
            try:
                scene = ReplayScene(self.app, entry)
            except ValueError:
                scene = None
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
        recent = recent_games.is_recent(self.table)
        if recent:
            title = recent_games.title(str(self.table))
        else:
            title = table_title(self.table) if self.table else _("No solo games yet")
        pos = (lay.size[0] / 2, lay.buttons["prev"].centery)
        draw.blit_text(surface, title, pos, lay.table_size, draw.ACCENT, "center", bold=True)
        for key, label in (("prev", "<"), ("next", ">")):
            rect = lay.buttons[key]
            draw.draw_button(
                surface, rect, label, lay.arrow_size, draw.FELT_LIGHT, draw.TEXT, lay.arrow_radius
            )
        xs, columns = (self.recent_x(), recent_games.COLUMNS) if recent else (lay.column_x, COLUMNS)
        for x, label in zip(xs, columns, strict=True):
            draw.blit_text(surface, _(label), (x, lay.header_y), lay.header_size, draw.TEXT_DIM)
        (self.draw_recent if recent else self.draw_rows)(surface)
        if not self.entries:
            empty = recent_games.empty(str(self.table)) if recent else _(EMPTY)
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
        if any(par_cell(e).endswith("*") for e, _rest in self.entries):
            legend = _("* Par: the best score the computer found; it stopped searching before it was sure.")
            draw.blit_text(surface, legend, lay.legend_pos, lay.small_size, draw.TEXT_DIM)
        hint = _("Left / right: table · up / down: entry · Enter: watch · S: statistics · Esc: back")
        draw.blit_text(surface, hint, lay.hint_pos, lay.small_size, draw.TEXT_DIM, "midtop")

    def recent_x(self) -> tuple[float, ...]:
        s = draw.scale(self.layout.size)
        return tuple(self.layout.column_x[0] + dx * s for dx in recent_games.COLUMN_X)

    def draw_recent(self, surface: pygame.Surface) -> None:
        """One row per kept game, newest first: who played, their points, the date."""
        lay, xs, s = self.layout, self.recent_x(), draw.scale(self.layout.size)
        first = self.first_row()
        shown = self.entries[first : first + ROWS]
        for i, ((entry, _problem), rect) in enumerate(zip(shown, lay.rows, strict=False), start=first):
            if i == self.selected:
                surface.blit(draw.panel(rect.size, (*draw.FELT_LIGHT, 255), lay.row_radius), rect)
            y = rect.y + lay.row_text_dy
            texts = recent_games.cells(i + 1, entry)
            for x, text, width in zip(xs, texts, recent_games.WIDTHS, strict=True):
                size = max(fitted(text, lay.row_size, width * s), round(recent_games.SMALLEST * s))
                text = recent_games.clipped(text, size, width * s)
                draw.blit_text(surface, text, (x, y + (lay.row_size - size) / 2), size, draw.TEXT)

    def first_row(self) -> int:
        """The entry in the top row: a recent games list scrolls so the selected entry stays in view."""
        return max(0, self.selected - ROWS + 1) if recent_games.is_recent(self.table) else 0

    def draw_rows(self, surface: pygame.Surface) -> None:
        """One row per entry: place (or "–"), name, score, par, time, date, and the proof's verdict."""
        lay = self.layout
        place = 0
        for i, ((entry, problem), rect) in enumerate(zip(self.entries, lay.rows, strict=False)):
            if i == self.selected:
                surface.blit(draw.panel(rect.size, (*draw.FELT_LIGHT, 255), lay.row_radius), rect)
            place += problem is None
            colour = draw.TEXT if problem is None else draw.TEXT_DIM
            used = int(entry.get("hints") or 0)
            hints = "  " + ngettext("({n} hint)", "({n} hints)", used).format(n=used) if used else ""
            cells = (
                str(place) if problem is None else "–",
                str(entry.get("name", "?"))[:18],
                str(entry.get("score")),
                par_cell(entry),
                clock_text(float(entry.get("elapsed", 0))),
                str(entry.get("date", "")),
                (_("ready to watch") + hints) if problem is None else problem,
            )
            y = rect.y + lay.row_text_dy
            for column, (x, text) in enumerate(zip(lay.column_x, cells, strict=True)):
                proof = column == len(COLUMNS) - 1
                bold = problem is None and place == 1 and column < BOLD_COLUMNS
                size = lay.proof_size if proof else lay.row_size
                ink = draw.DANGER if proof and problem is not None else colour
                draw.blit_text(surface, text, (x, y), size, ink, bold=bold)


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
    column_x: tuple[float, ...]
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
            row_size=round(28 * s),
            proof_size=round(22 * s),
            column_x=tuple(x + dx * s for dx in COLUMN_X),
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
