"""High Scores: the solo tables (per board, per daily challenge, assisted games apart), with replays.

Every entry carries the record of its game. On load each record is replayed and its score
recomputed (``rules/finden/high_scores.entry_problem``); an entry whose record does not reproduce its
claim is shown marked "not ranked" with the reason, below the ranked ones. Ranking: higher score,
then faster, then the earlier entry. Any entry with a record can be watched.
"""

from __future__ import annotations

import pygame

from game.engine import draw, ui
from game.engine.pointers import DOWN, PRIMARY
from game.engine.scene import Scene
from game.rules.finden.high_scores import ASSISTED_SUFFIX, par_cell
from game.rules.finden.levels import BOARD_LABELS
from game.scenes.finden.look import clock_text
from game.scenes.finden.score_book import ScoreBook
from game.scenes.replay import ReplayScene
from game.services import AppServices


def table_title(key: str) -> str:
    """A table's name for players: the board or the day, "(assisted)" for games with help."""
    assisted = key.endswith(ASSISTED_SUFFIX)
    base = key.removesuffix(ASSISTED_SUFFIX)
    title = (
        f"Daily {base.removeprefix('daily-')}" if base.startswith("daily-") else BOARD_LABELS.get(base, base)
    )
    return f"{title} (assisted)" if assisted else title


# -- the scene --------------------------------------------------------------------------------
class HighScoresScene(Scene):
    def __init__(self, app: AppServices, table: str | None = None):
        super().__init__(app)
        self.book = ScoreBook(app.storage)
        self.tables = self.book.table_keys()
        self.index = self.tables.index(table) if table in self.tables else 0
        self.selected = 0
        self.rows: list[pygame.Rect] = []
        self.entries: list[tuple[dict, str | None]] = []
        self.buttons: dict[str, pygame.Rect] = {}
        self._load()

    @property
    def table(self) -> str | None:
        return self.tables[self.index] if self.tables else None

    def _load(self) -> None:
        self.entries = self.book.checked(self.table) if self.table else []
        self.selected = min(self.selected, max(len(self.entries) - 1, 0))

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.s = s = draw.scale(size)
        self.panel = pygame.Rect(0, 0, int(1400 * s), int(700 * s))
        self.panel.midtop = (w // 2, int(220 * s))
        row_h = int(54 * s)
        top = self.panel.y + int(80 * s)
        self.rows = [
            pygame.Rect(self.panel.x + int(20 * s), top + i * row_h, self.panel.w - int(40 * s), row_h - 4)
            for i in range(11)
        ]
        bw, bh = int(220 * s), int(64 * s)
        self.buttons = {
            "prev": pygame.Rect(self.panel.x, self.panel.y - bh - int(16 * s), int(80 * s), bh),
            "next": pygame.Rect(
                self.panel.right - int(80 * s), self.panel.y - bh - int(16 * s), int(80 * s), bh
            ),
            "watch": pygame.Rect(w // 2 - bw - int(20 * s), self.panel.bottom + int(20 * s), bw, bh),
            "back": pygame.Rect(w // 2 + int(20 * s), self.panel.bottom + int(20 * s), bw, bh),
        }

    def _switch(self, step: int) -> None:
        if self.tables:
            self.index = (self.index + step) % len(self.tables)
            self.selected = 0
            self._load()

    def watch(self) -> bool:
        if not self.entries:
            return False
        entry, _ = self.entries[self.selected]
        try:
            scene = ReplayScene(self.app, entry)
        except ValueError:
            return False
        self.app.scenes.push(scene)  # the replay pops back to this table
        return True

    def back(self) -> None:
        self.app.to_menu()

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
                    "back": self.back,
                }[key]()
                return True
        for i, rect in enumerate(self.rows[: len(self.entries)]):
            if rect.collidepoint(event.pos):
                if i == self.selected:
                    self.watch()
                self.selected = i
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, _ = surface.get_size()
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.blit_title(surface, "High Scores", (w / 2, 20 * s), round(80 * s), "midtop")
        draw.draw_panel(surface, self.panel, (*draw.FELT_DARK, 235), int(18 * s))
        title = table_title(self.table) if self.table else "No solo games yet"
        draw.blit_text(
            surface,
            title,
            (w / 2, self.buttons["prev"].centery),
            round(40 * s),
            draw.ACCENT,
            "center",
            bold=True,
        )
        for key, label in (("prev", "<"), ("next", ">")):
            rect = self.buttons[key]
            draw.draw_button(surface, rect, label, round(36 * s), draw.FELT_LIGHT, draw.TEXT, int(12 * s))
        x = self.panel.x + int(40 * s)
        columns = (
            (0, "#"),
            (60, "name"),
            (340, "score"),
            (450, "par"),
            (560, "time"),
            (680, "date"),
            (870, "proof"),
        )
        for dx, label in columns:
            draw.blit_text(
                surface, label, (x + dx * s, self.panel.y + int(30 * s)), round(24 * s), draw.TEXT_DIM
            )
        place = 0
        for i, ((entry, problem), rect) in enumerate(zip(self.entries, self.rows, strict=False)):
            if i == self.selected:
                surface.blit(draw.panel(rect.size, (*draw.FELT_LIGHT, 255), int(10 * s)), rect)
            place += problem is None
            colour = draw.TEXT if problem is None else draw.TEXT_DIM
            hints = f"  ({entry.get('hints')} hints)" if entry.get("hints") else ""
            cells = (
                str(place) if problem is None else "–",
                str(entry.get("name", "?"))[:18],
                str(entry.get("score")),
                par_cell(entry),
                clock_text(float(entry.get("elapsed", 0))),
                str(entry.get("date", "")),
                ("replay checked" + hints) if problem is None else problem,
            )
            for (dx, _), text in zip(columns, cells, strict=True):
                bold = problem is None and place == 1 and dx < 450
                draw.blit_text(
                    surface,
                    text,
                    (x + dx * s, rect.y + int(10 * s)),
                    round(28 * s if dx < 870 else 22 * s),
                    colour if dx < 870 or problem is None else draw.DANGER,
                    bold=bold,
                )
        if not self.entries:
            draw.blit_text(
                surface,
                "Play a Solo Puzzle game: your scores land here, each with its replay.",
                self.panel.center,
                round(30 * s),
                draw.TEXT_DIM,
                "center",
            )
        watch_colours = (draw.ACCENT, draw.INK) if self.entries else (draw.FELT_LIGHT, draw.TEXT_DIM)
        draw.draw_button(
            surface, self.buttons["watch"], "Watch replay", round(28 * s), *watch_colours, radius=int(14 * s)
        )
        draw.draw_button(surface, self.buttons["back"], "Back", round(28 * s), radius=int(14 * s))
        if any(par_cell(e).endswith("*") for e, _ in self.entries):
            legend = "* best found: the solver stopped before proving the par"
            draw.blit_text(
                surface, legend, (x, self.panel.bottom - int(40 * s)), round(22 * s), draw.TEXT_DIM
            )
        hint = "Left / right: table · up / down: entry · Enter: watch · Esc: back"
        draw.blit_text(
            surface,
            hint,
            (w / 2, self.buttons["back"].bottom + int(16 * s)),
            round(22 * s),
            draw.TEXT_DIM,
            "midtop",
        )
