"""A player's statistics as the Statistics screen and the CSV export show them: per game, a heading
with the game's own figures, then one line per opponent kind (pure: words and numbers, no pygame).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from game.i18n import N_, _
from game.stats import book

COLUMNS = (N_("Played"), N_("Won"), N_("Win rate"), N_("Best"), N_("Average"), N_("Streak"), N_("Longest"))
"""The figures of each line, after its opponent kind (catalog keys, translated where drawn)."""


@dataclasses.dataclass(frozen=True)
class Heading:
    """A game's heading: its name and its own figures ("Fish per round 4.2")."""

    game: str
    title: str
    figures: str
    recent: tuple[float, ...] = ()
    """The last scores, oldest first: the heading's chart over time."""


@dataclasses.dataclass(frozen=True)
class Row:
    """One opponent kind's line of a game: its words and its ``COLUMNS`` cells."""

    game: str
    kind: str
    against: str
    cells: tuple[str, ...]


def number(value: float) -> str:
    """A figure as players read it: whole numbers whole, others with one decimal."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def cells(line: book.Line) -> tuple[str, ...]:
    """A line's ``COLUMNS``: played, won, win rate, best, average, streak, longest."""
    rate = f"{round(100 * line.win_rate)} %"
    return (
        str(line.played),
        str(line.won),
        rate,
        number(line.best),
        number(line.average),
        str(line.streak),
        str(line.longest),
    )


def figures_text(game: book.GameStats, extra: dict[str, float]) -> str:
    """The game's own figures in words: "Fish per round 4.2 · …" ("" when there are none)."""
    said = [f"{_(label)} {number(extra[key])}" for key, label, _f, _how in game.figures if key in extra]
    return " · ".join(said)


def in_order(tallies: book.Tallies, games: Sequence[book.GameStats]) -> list[book.GameStats]:
    """``games`` (in the menu's order), then any other game ``tallies`` holds (by its key)."""
    known = {game.key for game in games}
    return [*games, *(book.GameStats(key, key) for key in sorted(set(tallies) - known))]


def sheet(tallies: book.Tallies, games: Sequence[book.GameStats]) -> list[Heading | Row]:
    """Every game the player played, in the order of ``games`` (the menu's): its heading, then its
    lines (everyone first)."""
    out: list[Heading | Row] = []
    for game in in_order(tallies, games):
        everyone = book.line_in(tallies, game)
        if everyone is None:
            continue
        out.append(Heading(game.key, _(game.title), figures_text(game, everyone.extra), everyone.recent))
        for kind in book.KINDS:
            line = book.line_in(tallies, game, kind)
            if line is not None:
                out.append(Row(game.key, kind, _(book.KIND_WORDS[kind]), cells(line)))
    return out
