"""One results screen for every game (Bingo, Fishing, Garum, 5er Finden): what a finished game
says, built by a small per-game function and drawn by ``widgets/results_panel`` — so every game
ends with the same panel, the same ranking, the same chart and the same buttons in the same places.

A game gives a ``Summary``: the headline, a sentence on how the game ended, the winner found and
any tie-break that decided it (``standings``), the column heads and one ``Row`` per seat in ranking
order, each with its totals after every round for the chart. ``ResultsScreen`` makes the summary
once and draws it; its buttons (Play again, Menu, Watch replay) are hidden while a replay is shown.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Protocol, TypeVar

import pygame

from game.engine import draw, layers
from game.i18n import N_, _
from game.scenes.table.hint import hints_used_words
from game.scenes.widgets import results_panel

if TYPE_CHECKING:
    from game.engine.recent import SavedGame
    from game.engine.seats import TableSetup
    from game.rules.base import TurnState
    from game.scenes.table.hint import HintDesk
    from game.services import AppServices

S = TypeVar("S", bound="TurnState")
Badge = Callable[[int], pygame.Surface]
"""A seat's mark at a pixel size (its suit, its fish, its shape): shown before its name and on its
chart line, so colour is never the only sign of a seat."""


@dataclass(frozen=True)
class Criterion:
    """One thing the ranking compares: ``noun`` says a tie on it, ``wins`` says a win by it."""

    noun: str  # N_("points"): "Tie on points (18)"
    wins: str  # N_("the most points"): "Ada wins with the most points (18)"


POINTS = Criterion(N_("points"), N_("the most points"))
SHAPES = ("circle", "square", "triangle", "diamond", "star")
"""One shape per seat, beside its colour (``icon_badge``), where a game has no mark of its own."""


def seat_shape(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


@dataclass(frozen=True)
class Row:
    """A seat's line in the ranking and on the chart."""

    name: str
    place: int  # 1 = won (shared on a full tie)
    cells: tuple[str, ...]  # under the summary's columns; the total is the first
    colour: tuple[int, int, int]
    badges: tuple[Badge, ...]
    series: tuple[int, ...]  # the total after each round, from 0 before the first


class Figures(NamedTuple):
    """What a game gives per seat for its row: the rest of ``Row``."""

    cells: tuple[str, ...]
    colour: tuple[int, int, int]
    badges: tuple[Badge, ...]
    series: tuple[int, ...]


@dataclass(frozen=True)
class Summary:
    title: str
    lines: tuple[str, ...]  # how the game ended; how the winner was found (tie-breaks named)
    tied: bool  # a tie on the main count: the tie-break line is lit
    columns: tuple[str, ...]
    rows: tuple[Row, ...]  # ranking order
    chart_caption: str  # "total after round"
    step_word: str = N_("round")
    notes: tuple[str, ...] = ()  # under the lines (the tie-break stays the lit last one): hints, tonight
    tie_breaks: int = 0  # the last columns that only break a tie: set apart, not read as summands


def places(keys: Sequence[tuple[int, ...]], deciding: int | None = None) -> list[int]:
    """Each seat's place (1 = best) by its key (higher is better), compared on the first
    ``deciding`` parts (all by default); equal keys share a place."""
    cut = [k[:deciding] for k in keys]
    return [1 + sum(other > mine for other in cut) for mine in cut]


def explain(
    names: Sequence[str],
    keys: Sequence[tuple[int, ...]],
    shown: Sequence[tuple[int, ...]],
    criteria: Sequence[Criterion],
    deciding: int | None = None,
) -> tuple[str, bool]:
    """How the winner was found, in player words, and whether the main count was tied.

    ``keys`` compare (higher is better), ``shown`` are the same figures as players count them
    (3 apprentices, not −3), ``criteria`` name each part; only the first ``deciding`` parts decide.
    """
    deciding = deciding or len(criteria)
    best = max(k[:deciding] for k in keys)
    top = [seat for seat, k in enumerate(keys) if k[0] == best[0]]
    winners = [seat for seat, k in enumerate(keys) if k[:deciding] == best]
    first = criteria[0]
    value = shown[top[0]][0]
    if len(top) == 1:
        return _("{winner} wins with {what} ({value}).").format(
            winner=names[top[0]], what=_(first.wins), value=value
        ), False
    tie = _("Tie on {what} ({value})").format(what=_(first.noun), value=value)
    if len(winners) == 1:
        level = next(n for n in range(1, deciding) if sum(k[: n + 1] == best[: n + 1] for k in keys) < 2)
        winner = winners[0]
        return _("{tie}: {winner} wins with {what} ({value}).").format(
            tie=tie, winner=names[winner], what=_(criteria[level].wins), value=shown[winner][level]
        ), True
    together = _("{first} and {last}").format(
        first=", ".join(names[s] for s in winners[:-1]), last=names[winners[-1]]
    )
    if deciding > 1:
        breaks = ", ".join(_(c.noun) for c in criteria[1:deciding])
        return _("{tie} and on {breaks}: {names} share the win.").format(
            tie=tie, breaks=breaks, names=together
        ), True
    return _("{tie}: {names} share the win.").format(tie=tie, names=together), True


def headline(winners: Sequence[str]) -> str:
    """Who won, ties sharing the win."""
    if len(winners) == 1:
        return _("{name} wins!").format(name=winners[0])
    return _("{first} and {last} share the win!").format(first=", ".join(winners[:-1]), last=winners[-1])


def summary(
    names: Sequence[str],
    keys: Sequence[tuple[int, ...]],
    criteria: Sequence[Criterion],
    figures: Sequence[Figures],
    *,
    columns: Sequence[str],
    ended: str,
    caption: str,
    shown: Sequence[tuple[int, ...]] | None = None,
    deciding: int | None = None,
    tie_breaks: int = 0,
) -> Summary:
    """A game's results from its seats' ``names``, ranking ``keys`` (see ``explain``) and per seat
    ``figures``; ``ended`` says how the game ended; the last ``tie_breaks`` columns only break a tie."""
    ranks = places(keys, deciding)
    why, tied = explain(names, keys, shown or keys, criteria, deciding)
    winners = [names[seat] for seat in range(len(names)) if ranks[seat] == 1]
    made = tuple(
        Row(names[seat], ranks[seat], *figures[seat])
        for seat in sorted(range(len(keys)), key=lambda seat: (ranks[seat], tuple(-v for v in keys[seat])))
    )
    lines = tuple(line for line in (ended, why) if line)
    return Summary(headline(winners), lines, tied, tuple(columns), made, caption, tie_breaks=tie_breaks)


def icon_badge(name: str, colour: tuple[int, int, int]) -> Badge:
    """A seat's badge drawn as one of ``draw.icon``'s shapes in its colour."""

    def badge(size: int) -> pygame.Surface:
        return draw.icon(name, size, colour)

    return badge


def running_totals(state: S, round_of: Callable[[S], int]) -> list[tuple[int, ...]]:
    """Every seat's score after each round (``round_of`` says which round a state is in) of a
    turn-based game, from its record — so a resumed game charts every round from the first."""
    replay = type(state).from_record({**state.to_record(), "actions": []})
    totals = [tuple(0 for _seat in range(state.players))]
    last = round_of(replay)
    for seat, action in state.history:
        replay.apply(seat, action)
        if round_of(replay) != last:
            totals.append(tuple(replay.scores()))
            last = round_of(replay)
    if totals[-1] != tuple(state.scores()) or len(totals) == 1:
        totals.append(tuple(state.scores()))
    return totals


NOTE_LINES = 2
"""Lines the results give what changed tonight (the table below moves down for each)."""


class TableArea(Protocol):
    @property
    def size(self) -> tuple[int, int]: ...


class ResultsTable(Protocol):
    """What the results read of their table (every game's): its area (``layout.size``), seats,
    the hints asked, what the game changed tonight, and whether a replay shows it (no buttons)."""

    @property
    def layout(self) -> TableArea: ...

    @property
    def setup(self) -> TableSetup: ...

    @property
    def hints(self) -> HintDesk: ...

    @property
    def tonight(self) -> Sequence[str]: ...

    @property
    def watching(self) -> bool: ...


class ResultsScreen:
    """A finished game's results: its summary (made once, by ``summarize``), drawn each frame over
    the dimmed table, and which button a click hit. ``scene`` gives ``layout.size`` (the table's
    area) and ``watching``: a replay shows no buttons, the viewer has its own controls."""

    def __init__(self, scene: ResultsTable, summarize: Callable[[], Summary]):
        self.scene = scene
        self.summarize = summarize
        self._summary: Summary | None = None

    def summary(self) -> Summary:
        if self._summary is None:
            summary = self.summarize()
            used = self.hints_line()
            notes = ((used,) if used else ()) + self.tonight_lines()
            self._summary = dataclasses.replace(summary, notes=notes)
        return self._summary

    def hints_line(self) -> str:
        """Who asked for hints and how often ("Bo used 2 hints · Ann used 1 hint"), or ''."""
        counts: dict[int, int] = {}
        for seat, _move in self.scene.hints.uses:
            counts[seat] = counts.get(seat, 0) + 1
        seats = self.scene.setup.seats
        used = [(seat, n) for seat, n in sorted(counts.items()) if 0 <= seat < len(seats)]
        return " · ".join(hints_used_words(seats[seat].name, n) for seat, n in used)

    def tonight_lines(self) -> tuple[str, ...]:
        """What the game changed for each remembered player ("Ana: 3 wins tonight"), a line each
        (``stats/tonight.py``; the scene keeps them as ``tonight`` when the game is counted)."""
        said = list(self.scene.tonight)
        if len(said) <= NOTE_LINES:
            return tuple(said)
        per_line = -(-len(said) // NOTE_LINES)  # three or four players: two to a line
        return tuple(" · ".join(said[i : i + per_line]) for i in range(0, len(said), per_line))

    def forget(self) -> None:
        """The game changed (a new ending): make the summary again when next drawn."""
        self._summary = None

    def buttons_shown(self) -> bool:
        return not self.scene.watching

    def draw(self, surface: pygame.Surface, hover: tuple[int, int] | None = None) -> None:
        size = self.scene.layout.size
        results_panel.draw_results(surface, size, self.summary(), hover, self.buttons_shown())

    def regions(self, hover: tuple[int, int] | None) -> list[layers.Region]:
        """The results as regions of a composite picture: the dimmed table under the panel, still
        while it shows, and each button apart, so lighting one under the pointer repaints only
        that button."""
        size = self.scene.layout.size
        shown = self.buttons_shown()
        out = [layers.Region("results", pygame.Rect((0, 0), size), self._paint, (self.summary(), shown))]
        if shown:
            s = results_panel.scale(size)
            for key, rect in results_panel.button_rects(results_panel.panel_rect(size), s).items():
                lit = hover is not None and rect.collidepoint(hover)
                args = (rect, _(key), s, lit)
                out.append(layers.Region(("results", key), rect, results_panel.draw_button, args))
        return out

    def _paint(self, surface: pygame.Surface, summary: Summary, buttons: bool) -> None:
        results_panel.draw_results(surface, self.scene.layout.size, summary, None, buttons)

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """The button (a key of ``results_panel.BUTTONS``) under ``pos``; None off them, or in a
        replay."""
        return results_panel.button_at(self.scene.layout.size, pos) if self.buttons_shown() else None


def watch_replay(app: AppServices, saved: SavedGame) -> None:
    """Open the replay of the game just finished over its results (Esc comes back to them)."""
    from game.scenes import watch  # watch knows every game's scene: imported when asked

    app.scenes.push(watch.replay_scene(app, saved))
