"""Statistics: each remembered player's figures (``stats/sheet``), one player at a time — per
game a heading with the game's own figures, then a line per opponent kind: played, won, win rate,
best and average score, the current and the longest winning streak. Left / right change the
player, up / down (or the wheel) scroll, Export writes every player's figures to a CSV file.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.engine import draw, fitting, layers, look, ui
from game.engine.pointers import DOWN, PRIMARY, WHEEL
from game.engine.scene import Scene
from game.i18n import N_, _
from game.scenes import registry
from game.scenes.widgets import paged_table
from game.scenes.widgets.results_panel import fitted
from game.services import AppServices
from game.stats import book, export, kept, profiles, sheet

TITLE = N_("Statistics")
EMPTY = N_("Nobody is remembered yet: type your name on a seat card, and every game you finish counts here.")
NO_GAMES = N_("{name} has not finished a game yet: every game finished at a table counts here.")
HINT = N_("Left / right: player · up / down: scroll · E: export · Esc: back")
ROWS = 11
"""Lines shown at once (the rest scroll)."""
COLUMN_X = (0, 430, 585, 730, 900, 1060, 1230, 1395)
"""Base pixels from the panel's text margin: the opponent kind, then ``sheet.COLUMNS``."""
WIDTH = (420, 145, 135, 160, 150, 160, 155, 150)
CHART_WIDTH = 420
"""Base pixels of the chart over time at the right of each game's heading."""


class StatisticsScene(Scene):
    def __init__(self, app: AppServices):
        super().__init__(app)
        self.players = kept.players(app.storage)
        """Name -> tallies (``stats/book``); names of the profiles without any are shown empty."""
        self.known = {p.name: p.colour for p in profiles.load(app.storage)}
        self.names = profiles.names(app.storage, self.players)
        self.index = 0
        self.first = 0
        self.said = ""
        """What the last export did (where the file went, or why it could not)."""
        self._picture = layers.Backdrop(self.paint)
        self._load()
        self.resize(app.size)

    @property
    def name(self) -> str | None:
        return self.names[self.index] if self.names else None

    def _load(self) -> None:
        self.lines = sheet.sheet(self.tallies(self.name), registry.stats_games()) if self.name else []
        self.first = 0

    def tallies(self, name: str) -> book.Tallies:
        """``name``'s tallies (a profile's name may differ in case from the one counted)."""
        return kept.tallies_of(self.players, name)

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = StatisticsLayout.compute(size)

    # -- actions -------------------------------------------------------------------------------
    def _switch(self, step: int) -> None:
        if self.names:
            self.index = (self.index + step) % len(self.names)
            self._load()

    def _scroll(self, step: int) -> None:
        self.first = max(0, min(self.first + step, len(self.lines) - ROWS))

    def export(self) -> None:
        """Every remembered player's figures to ``statistics.csv`` beside the stored documents."""
        path = self.app.storage.root / export.FILE_NAME
        try:
            tallies = {name: self.tallies(name) for name in self.names}
            export.write(path, export.rows(tallies, registry.stats_games()))
        except OSError as error:
            self.said = _("Could not save {file}: {reason}.").format(
                file=path.name, reason=error.strerror or error
            )
        else:
            self.said = _("Saved to {path}").format(path=path)

    def back(self) -> None:
        self.app.scenes.pop()

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        action = ui.nav_action(event, self.app.pointers)
        if action == ui.BACK:
            self.back()
        elif action in (ui.LEFT, ui.RIGHT):
            self._switch(1 if action == ui.RIGHT else -1)
        elif action in (ui.UP, ui.DOWN):
            self._scroll(1 if action == ui.DOWN else -1)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_e:
            self.export()
        else:
            return False
        return True

    def handle_pointer(self, event) -> bool:
        if ui.pointer_back(event):
            self.back()
            return True
        if event.kind == WHEEL and event.wheel:
            self._scroll(-3 if event.wheel > 0 else 3)
            return True
        if event.kind != DOWN or event.button != PRIMARY:
            return False
        actions = {"prev": lambda: self._switch(-1), "next": lambda: self._switch(1), "export": self.export}
        for key, rect in self.layout.buttons.items():
            if rect.collidepoint(event.pos):
                actions.get(key, self.back)()
                return True
        return False

    # -- look ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Nothing moves here until a key or a click changes the player, the scroll or the export."""
        key = (self.layout, self.index, self.first, self.said, len(self.names))
        self._picture.draw(surface, key, bounds=[])

    def paint(self, surface: pygame.Surface) -> None:
        lay, s = self.layout, self.layout.s
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.blit_title(surface, _(TITLE), lay.title_pos, lay.title_size, "midtop")
        draw.draw_panel(surface, lay.panel, (*draw.FELT_DARK, 235), lay.radius)
        self.paint_player(surface)
        for key, label in (("prev", "<"), ("next", ">")):
            draw.draw_button(
                surface, lay.buttons[key], label, lay.arrow_size, draw.FELT_LIGHT, draw.TEXT, lay.radius
            )
        if not self.lines:
            where = lay.panel.inflate(-round(80 * s), 0)
            words = _(NO_GAMES).format(name=self.name) if self.name else _(EMPTY)
            empty = draw.text(words, lay.row_size, draw.TEXT_DIM, wrap=where.w)
            surface.blit(empty, empty.get_rect(center=lay.panel.center))
        else:
            for x, width, label in zip(lay.column_x[1:], WIDTH[1:], sheet.COLUMNS, strict=True):
                self.cell(surface, _(label), x, lay.header_y, width, lay.header_size, draw.TEXT_DIM)
            for line, rect in zip(self.lines[self.first : self.first + ROWS], lay.rows, strict=False):
                self.paint_line(surface, line, rect)
        export_colours = (draw.ACCENT, draw.INK) if self.names else (draw.FELT_LIGHT, draw.TEXT_DIM)
        size = lay.button_size
        draw.draw_button(surface, lay.buttons["export"], _("Export CSV"), size, *export_colours, lay.radius)
        draw.draw_button(surface, lay.buttons["back"], _("Back"), size, radius=lay.radius)
        foot = self.said or _(HINT)
        foot_size = fitting.fitting_size(foot, lay.small_size, lay.panel.w, smallest=lay.smallest)
        draw.blit_text(surface, foot, lay.hint_pos, foot_size, draw.TEXT_DIM, "midtop")

    def paint_player(self, surface: pygame.Surface) -> None:
        """The player shown, between the arrows, with a dot of their colour."""
        lay = self.layout
        name = self.name or _("No player yet")
        centre = (lay.size[0] / 2, lay.buttons["prev"].centery)
        text = draw.blit_text(surface, name, centre, lay.player_size, draw.ACCENT, "center", bold=True)
        colour = self.known.get(name or "")
        if colour is not None:
            radius = lay.player_size // 3
            dot = (text.x - radius * 2, text.centery)
            pygame.draw.circle(surface, draw.SHADE, dot, radius + 2)
            pygame.draw.circle(surface, colour, dot, radius)

    def paint_line(self, surface: pygame.Surface, line: sheet.Heading | sheet.Row, rect: pygame.Rect) -> None:
        lay, s = self.layout, self.layout.s
        y = rect.y + (rect.h - lay.row_size) / 2
        if isinstance(line, sheet.Heading):
            surface.blit(draw.panel(rect.size, (*draw.FELT_LIGHT, 255), lay.row_radius), rect)
            title = draw.blit_text(
                surface, line.title, (lay.column_x[0], y), lay.row_size, draw.CARD_FACE, bold=True
            )
            chart = pygame.Rect(0, 0, round(CHART_WIDTH * s), rect.h - round(12 * s))
            chart.midright = (rect.right - round(16 * s), rect.centery)
            if line.figures:
                x = title.right + round(30 * s)
                room = chart.x - round(24 * s) - x
                self.cell(surface, line.figures, x, y, room / s, lay.row_size, draw.ACCENT)
            paint_chart(surface, chart, line.recent, s)
            return
        bold = line.kind == book.ALL
        self.cell(
            surface, line.against, lay.column_x[0] + 20 * s, y, WIDTH[0] - 20, lay.row_size, draw.TEXT, bold
        )
        for column, width, text in zip(lay.column_x[1:], WIDTH[1:], line.cells, strict=True):
            self.cell(surface, text, column, y, width, lay.row_size, draw.TEXT, bold)

    def cell(self, surface, text: str, x: float, y: float, width: float, size: int, ink, bold=False) -> None:  # noqa: ANN001
        """``text`` at (``x``, ``y``) shrunk to fit ``width`` base pixels, down to the couch's
        smallest size, then cut with "…"."""
        lay = self.layout
        room = width * lay.s
        fit = max(fitted(text, size, room, bold), look.asked_for(lay.smallest))  # the floor as drawn
        text = fitting.shortened(text, fit, int(room), bold)
        draw.blit_text(surface, text, (x, y + (size - fit) / 2), fit, ink, bold=bold)


def paint_chart(surface: pygame.Surface, rect: pygame.Rect, scores: tuple[float, ...], s: float) -> None:
    """The last scores over time in ``rect``, oldest at the left: a line through a dot per game,
    the latest lit (nothing for fewer than two games)."""
    if len(scores) < 2:
        return
    radius = max(round(4 * s), 2)
    inner = rect.inflate(-2 * radius, -2 * radius)
    low, high = min(scores), max(scores)
    span = (high - low) or 1
    step = min(inner.w / (len(scores) - 1), 60 * s)
    x0 = inner.right - step * (len(scores) - 1)
    points = [
        (x0 + i * step, inner.bottom - (score - low) / span * inner.h) for i, score in enumerate(scores)
    ]
    pygame.draw.lines(surface, draw.TEXT_DIM, False, points, max(round(3 * s), 1))
    for point in points[:-1]:
        pygame.draw.circle(surface, draw.TEXT_DIM, point, radius)
    pygame.draw.circle(surface, draw.ACCENT, points[-1], radius + 1)


@dataclasses.dataclass(frozen=True)
class StatisticsLayout:
    """Where the Statistics screen's parts go for a window size (designed at 1920×1080)."""

    size: tuple[int, int]
    s: float
    panel: pygame.Rect
    radius: int
    rows: list[pygame.Rect]
    row_radius: int
    row_size: int
    column_x: tuple[float, ...]
    header_y: int
    header_size: int
    buttons: dict[str, pygame.Rect]
    button_size: int
    arrow_size: int
    title_pos: tuple[float, float]
    title_size: int
    player_size: int
    small_size: int
    smallest: int
    hint_pos: tuple[float, int]

    @classmethod
    def compute(cls, size: tuple[int, int]) -> StatisticsLayout:
        w, h = size
        s = draw.scale(size)
        panel, rows = paged_table.panel_rows(size, s, (1700, 690), 66, 52, ROWS)
        buttons = paged_table.buttons(size, s, panel, ("export", "back"), 260)
        x = panel.x + int(36 * s)
        return cls(
            size=size,
            s=s,
            panel=panel,
            radius=int(14 * s),
            rows=rows,
            row_radius=int(10 * s),
            row_size=fitting.fitting_height(round(28 * s), int(52 * s)),  # grown words: as tall as a row
            column_x=tuple(x + dx * s for dx in COLUMN_X),
            header_y=panel.y + int(24 * s),
            header_size=fitting.fitting_height(round(24 * s), int(66 * s) - int(24 * s)),  # over the rows
            buttons=buttons,
            button_size=round(28 * s),
            arrow_size=round(36 * s),
            title_pos=(w / 2, 20 * s),
            title_size=round(80 * s),
            player_size=round(40 * s),
            small_size=round(22 * s),
            smallest=max(round(0.017 * h), 1),
            hint_pos=(w / 2, buttons["back"].bottom + int(14 * s)),
        )
