"""The finished games kept per game (``engine/recent.py``: the last 20, newest first), as the High
Scores screen lists them beside the solo tables: who played, their points, the date, and Watch
(``watch.replay_scene``). A kept game from before scores and dates were kept shows "–"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, recent
from game.engine.recent import SavedGame
from game.engine.scene import Scene
from game.engine.storage import Storage, is_saved_game
from game.i18n import N_, _
from game.scenes import registry
from game.scenes.widgets.results_panel import fitted

if TYPE_CHECKING:
    from game.scenes.scores import Entry, ScoresLayout
    from game.services import AppServices

PREFIX = "recent/"
COLUMNS = (N_("#"), N_("players"), N_("points"), N_("date"))
COLUMN_X = (0, 60, 800, 1150)  # base pixels from the panel's text margin
WIDTHS = (50, 720, 330, 170)  # each column's text fits this width (base pixels)
SMALLEST = 22  # a row's text shrinks to fit its column down to this size (base pixels), then is cut


def cells(place: int, saved: Mapping[str, object]) -> tuple[str, ...]:
    """A kept game's row: its number (1 = newest), the players, their points, the date."""
    setup = saved.get("setup")
    seats = setup.get("seats", []) if isinstance(setup, dict) else []
    names = ", ".join(str(seat.get("name", "?")) for seat in seats if isinstance(seat, dict))
    scores = saved.get("scores")
    points = " · ".join(str(p) for p in scores) if isinstance(scores, list) and scores else "–"
    return str(place), names or "?", points, str(saved.get("date", "–"))


def clipped(text: str, size: int, width: float) -> str:
    """``text`` cut to fit ``width`` at ``size``, ending in "…" when cut: the longest prefix that
    fits, found by halving (a few measurements however long the text, not one per character; a
    text longer than ``width`` has pixels is never drawn whole to be measured)."""
    if len(text) <= width and draw.text(text, size, draw.TEXT).get_width() <= width:
        return text

    def fits(n: int) -> bool:
        return draw.text(text[:n] + "…", size, draw.TEXT).get_width() <= width

    low, high = 0, min(len(text), int(width))  # no glyph is narrower than a pixel
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if fits(middle) else (low, middle - 1)
    return text[:low].rstrip(", ") + "…"


def watch(app: AppServices, saved: SavedGame) -> Scene | None:
    """The replay of a kept game, or None when its record does not replay any more."""
    from game.scenes import watch as watching  # watch knows every game's scene

    try:
        return watching.replay_scene(app, saved)
    except ValueError:
        return None


class RecentTables:
    """One table of kept games per game (every kit's, in menu order), as the High Scores screen
    lists them after the solo tables (its ``Tables`` protocol)."""

    columns: tuple[str, ...] = COLUMNS
    column_x: tuple[int, ...] = COLUMN_X
    scrolls = True  # twenty kept games scroll under the panel's rows

    def __init__(self, storage: Storage):
        self.storage = storage

    def tables(self) -> list[str]:
        return [PREFIX + kit.key for kit in registry.KITS]

    def title(self, table: str) -> str:
        key = table.removeprefix(PREFIX)
        entry = registry.GAMES.get(key)
        return _("Recent games: {game}").format(game=_(entry.title) if entry else key)

    def empty(self, table: str) -> str:
        return _("No finished games yet: each game you finish lands here, to watch again.")

    def entries(self, table: str) -> list[Entry]:
        return [(saved, None) for saved in recent.recent(self.storage, table.removeprefix(PREFIX))]

    def watch(self, app: AppServices, entry: Mapping[str, object]) -> Scene | None:
        return watch(app, entry) if is_saved_game(entry) else None

    def legend(self, entries: list[Entry]) -> str | None:
        return None

    def draw_rows(
        self, surface: pygame.Surface, lay: ScoresLayout, entries: list[Entry], selected: int, first: int
    ) -> None:
        """One row per kept game, newest first: who played, their points, the date."""
        s = lay.scale
        xs = [lay.text_x + dx * s for dx in COLUMN_X]
        shown = entries[first : first + len(lay.rows)]
        for i, ((entry, _problem), rect) in enumerate(zip(shown, lay.rows, strict=False), start=first):
            if i == selected:
                surface.blit(draw.panel(rect.size, (*draw.FELT_LIGHT, 255), lay.row_radius), rect)
            y = rect.y + lay.row_text_dy
            for x, text, width in zip(xs, cells(i + 1, entry), WIDTHS, strict=True):
                size = max(fitted(text, lay.row_size, width * s), round(SMALLEST * s))
                text = clipped(text, size, width * s)
                draw.blit_text(surface, text, (x, y + (lay.row_size - size) / 2), size, draw.TEXT)
