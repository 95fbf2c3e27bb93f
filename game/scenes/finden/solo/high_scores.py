"""The solo puzzle's tables on the High Scores screen (``scenes/scores``): per board, per daily
challenge, assisted games apart, each entry with its replay.

Every entry carries the record of its game. On load each record is replayed and its score
recomputed (``rules/finden/high_scores.entry_problem``); an entry whose record does not reproduce
its claim is shown marked "not ranked" with the reason, below the ranked ones. Ranking: higher
score, then faster, then the earlier entry. Any entry with a record can be watched.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

import pygame

from game.engine import draw, fitting
from game.engine.scene import Scene
from game.engine.storage import Storage
from game.i18n import N_, _, ngettext
from game.rules.finden.high_scores import ASSISTED_SUFFIX, ScoreEntry, par_cell
from game.rules.finden.levels import BOARD_LABELS
from game.scenes.finden.look import clock_text
from game.scenes.finden.score_book import ScoreBook
from game.scenes.finden.solo.replay import ReplayScene

if TYPE_CHECKING:
    from game.scenes.scores import Entry, ScoresLayout
    from game.services import AppServices


def stored(entry: Mapping[str, object]) -> ScoreEntry:
    """An entry as the shared scores screen hands it back: one of the book's, as plain data."""
    return cast(ScoreEntry, entry)


COLUMNS = ("#", N_("Name"), N_("Score"), N_("Par"), N_("Time"), N_("Date"), N_("Replay"))
COLUMN_X = (0, 60, 340, 450, 560, 680, 870)  # base pixels from the panel's text margin
BOLD_COLUMNS = 3  # the best entry's place, name and score are bold
EMPTY = N_("Play a Solo Puzzle game: your scores land here, each with its replay.")


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


class SoloTables:
    """The solo tables as the High Scores screen lists them (its ``Tables`` protocol)."""

    columns = COLUMNS
    column_x = COLUMN_X
    scrolls = False  # a table holds as many entries as there are rows

    def __init__(self, storage: Storage):
        self.book = ScoreBook(storage)

    def tables(self) -> list[str]:
        return self.book.table_keys()

    def title(self, table: str) -> str:
        return table_title(table)

    def empty(self, table: str) -> str:
        return _(EMPTY)

    def entries(self, table: str) -> list[Entry]:
        return [(dict(entry), problem) for entry, problem in self.book.checked(table)]

    def watch(self, app: AppServices, entry: dict) -> Scene | None:
        try:
            return ReplayScene(app, stored(entry))
        except ValueError:
            return None

    def legend(self, entries: list[Entry]) -> str | None:
        if any(par_cell(stored(e)).endswith("*") for e, _rest in entries):
            return _("* Par: the best score the computer found; it stopped searching before it was sure.")
        return None

    def draw_rows(
        self, surface: pygame.Surface, lay: ScoresLayout, entries: list[Entry], selected: int, first: int
    ) -> None:
        """One row per entry: place (or "–"), name, score, par, time, date, and the proof's verdict."""
        place = 0
        xs = [lay.text_x + dx * lay.scale for dx in COLUMN_X]
        for i, ((entry, problem), rect) in enumerate(zip(entries, lay.rows, strict=False)):
            if i == selected:
                surface.blit(draw.panel(rect.size, (*draw.FELT_LIGHT, 255), lay.row_radius), rect)
            place += problem is None
            colour = draw.TEXT if problem is None else draw.TEXT_DIM
            used = stored(entry).get("hints") or 0
            hints = "  " + ngettext("({n} hint)", "({n} hints)", used).format(n=used) if used else ""
            cells = (
                str(place) if problem is None else "–",
                str(entry.get("name", "?"))[:18],
                str(entry.get("score")),
                par_cell(stored(entry)),
                clock_text(stored(entry).get("elapsed", 0)),
                str(entry.get("date", "")),
                (_("ready to watch") + hints) if problem is None else problem,
            )
            y = rect.y + lay.row_text_dy
            for column, (x, text) in enumerate(zip(xs, cells, strict=True)):
                proof = column == len(COLUMNS) - 1
                bold = problem is None and place == 1 and column < BOLD_COLUMNS
                size = lay.proof_size if proof else lay.row_size
                ink = draw.DANGER if proof and problem is not None else colour
                room = lay.column_room(COLUMN_X, column)  # a grown word keeps out of the next column
                text, size = fitting.fitted(text, size, room, bold, lay.least)
                draw.blit_text(surface, text, (x, y), size, ink, bold=bold)
