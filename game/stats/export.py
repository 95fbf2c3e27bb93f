"""Every remembered player's statistics as one CSV file (a spreadsheet opens it): a line per
player, game and opponent kind, with the game's own figures in columns of their own.

Written beside the stored documents, whole or not at all (a temporary file, then a rename).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import Path

from game.engine.storage import write_atomically
from game.stats import book, sheet

FILE_NAME = "statistics.csv"
HEADER = (
    "player",
    "game",
    "against",
    "played",
    "won",
    "win_rate",
    "best",
    "average",
    "streak",
    "longest",
)


def figure_keys(games: Sequence[book.GameStats]) -> list[str]:
    """Every game's own figure, one column each (empty where a game has no such figure)."""
    return [key for game in games for key, _label, _f, _how in game.figures]


def rows(players: dict[str, book.Tallies], games: Sequence[book.GameStats]) -> list[list[str]]:
    """The header, then per player (name -> tallies), game (``games`` first, in their order) and
    opponent kind its figures."""
    extra = figure_keys(games)
    out = [[*HEADER, *extra]]
    for name, tallies in players.items():
        for game in sheet.in_order(tallies, games):
            for kind in book.KINDS:
                line = book.line_in(tallies, game, kind)
                if line is None:
                    continue
                figures = [sheet.number(line.extra[key]) if key in line.extra else "" for key in extra]
                out.append(
                    [
                        name,
                        game.key,
                        kind,
                        str(line.played),
                        str(line.won),
                        f"{line.win_rate:.3f}",
                        sheet.number(line.best),
                        f"{line.average:.2f}",
                        str(line.streak),
                        str(line.longest),
                        *figures,
                    ]
                )
    return out


def write(path: Path, table: list[list[str]]) -> None:
    """``table`` as CSV at ``path``, whole or not at all; ``OSError`` when it cannot be written."""
    text = io.StringIO()
    csv.writer(text).writerows(table)
    write_atomically(path, text.getvalue(), newline="")
