"""Each player's statistics (pure: no disk, no pygame): what one finished game was for a player
(``Played``), and the running tally of their games per game and opponent kind, from which a
``Line`` says played, won, win rate, best and average score, the current and longest winning
streak, and the game's own figures (its ``GameStats``, which its kit gives).

A tally is a small JSON object folded game by game (``add``), so the stored statistics stay the
same size however many games are played; ``line`` folds a list of games the same way.

A player is a name typed for a human seat (compared case-blind; the table's made-up names such as
"Sky" are anyone's and not remembered). Kinds: ``people`` when another human sat at the table,
``easy``/``medium``/``hard`` for each bot level present, and ``all``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from typing import TypedDict, TypeVar

from game.engine.seats import is_made_up_name
from game.i18n import N_
from game.rules.base import TurnState

ALL, PEOPLE = "all", "people"
KINDS = (ALL, PEOPLE, "easy", "medium", "hard")
KIND_WORDS = {
    ALL: N_("Everyone"),
    PEOPLE: N_("People"),
    "easy": N_("Easy bots"),
    "medium": N_("Medium bots"),
    "hard": N_("Hard bots"),
}
Figures = dict[str, float]
"""A seat's figures in one finished game, by name."""
Figure = tuple[str, str, str, str]
"""(key, label, figure read from each game, how: a per-game figure's name to divide the sum by,
``""`` for the total, ``max`` / ``min`` for the best of the games)."""


G = TypeVar("G")
R = TypeVar("R")


def of_games(kind: type[G], read: Callable[[G], R]) -> Callable[[object], R]:
    """``read`` as a ``GameStats`` hook: handed a finished game of ``kind`` (another game is
    refused with a ``TypeError``: its kit named the wrong reader)."""

    def checked(game: object) -> R:
        if not isinstance(game, kind):
            raise TypeError(f"{read.__name__} reads {kind.__name__} games, not {type(game).__name__}")
        return read(game)

    return checked


def _winners(game: object) -> tuple[int, ...]:
    """Who won a turn-based game (a game of another kind gives its own ``winners``)."""
    if not isinstance(game, TurnState):
        raise TypeError(f"{type(game).__name__} games say their winners in their GameStats")
    return tuple(game.winners())


@dataclasses.dataclass(frozen=True)
class GameStats:
    """One game's statistics, as its kit gives them: the key its games are kept under, its short
    name (a catalog key), its own figures and how to read them from a finished game (``read``:
    per seat; None: no figures of its own), and who won it."""

    key: str
    title: str
    figures: tuple[Figure, ...] = ()
    read: Callable[[object], list[Figures]] | None = None
    """``of_games(kind, reader)``: the figures per seat of a finished game of ``kind``."""
    winners: Callable[[object], tuple[int, ...]] = _winners


def remembered(name: str) -> bool:
    """Typed names are remembered; the table's made-up ones ("Sky", "Player") are anyone's."""
    return bool(name.strip()) and not is_made_up_name(name)


def key_of(name: str) -> str:
    """Who a name stands for: the same person whatever the case or the spaces."""
    return " ".join(name.casefold().split())


@dataclasses.dataclass(frozen=True)
class Played:
    """One player's side of one kept game."""

    game: str
    date: str
    score: float
    won: bool
    kinds: tuple[str, ...]
    figures: dict[str, float]


@dataclasses.dataclass(frozen=True)
class Line:
    """A player's figures over some games (one game, one opponent kind)."""

    played: int
    won: int
    best: float
    average: float
    streak: int
    longest: int
    extra: dict[str, float]
    recent: tuple[float, ...] = ()
    """The last ``RECENT`` scores, oldest first (the Statistics screen draws them)."""

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


class SeatEntry(TypedDict):
    """One seat of a finished game, for statistics."""

    name: str
    kind: str
    level: str
    score: int
    won: bool
    figures: Figures


class GameEntry(TypedDict):
    """A finished game for statistics (``kept.game_entry``): its id, game, day and seats."""

    id: str
    game: str
    date: str
    seats: list[SeatEntry]


def played_in(entry: GameEntry, seat_index: int) -> Played:
    """Seat ``seat_index``'s side of a kept game entry (``kept.game_entry``)."""
    seats = entry["seats"]
    seat = seats[seat_index]
    others = [s for j, s in enumerate(seats) if j != seat_index]
    kinds = {PEOPLE if s["kind"] == "human" else s["level"] for s in others}
    return Played(
        entry["game"],
        entry["date"],
        float(seat["score"]),
        bool(seat["won"]),
        (ALL, *sorted(kinds & set(KINDS))),
        dict(seat["figures"]),
    )


def games_of(kept: Iterable[GameEntry], name: str) -> list[Played]:
    """The games ``name`` played as a human among the entries ``kept``, in their order."""
    key = key_of(name)
    out = []
    for game in kept:
        for i, seat in enumerate(game.get("seats", [])):
            if seat.get("kind") == "human" and key_of(seat.get("name", "")) == key:
                out.append(played_in(game, i))
                break
    return out


class Tally(TypedDict, total=False):
    """played, won, best, total, streak, longest; and per figure of the game's own: ``sums`` and
    ``overs`` (what a rate is divided by), ``highs`` and ``lows``; the ``recent`` scores (a tally
    stored before they were kept has none)."""

    played: int
    won: int
    best: float
    total: float
    streak: int
    longest: int
    sums: dict[str, float]
    overs: dict[str, float]
    highs: dict[str, float]
    lows: dict[str, float]
    recent: list[float]


RECENT = 20
"""Scores a tally keeps for its chart over time."""


def fresh() -> Tally:
    return {
        "played": 0,
        "won": 0,
        "best": 0,
        "total": 0,
        "streak": 0,
        "longest": 0,
        "sums": {},
        "overs": {},
        "highs": {},
        "lows": {},
        "recent": [],
    }


def add(tally: Tally, played: Played, figures: Sequence[Figure] = ()) -> Tally:
    """``tally`` with one more game (a new object: the old one stays as it was), its game's own
    ``figures`` folded in."""
    t = tally.copy()
    t["sums"], t["overs"] = dict(tally["sums"]), dict(tally["overs"])
    t["highs"], t["lows"] = dict(tally["highs"]), dict(tally["lows"])
    t["best"] = played.score if not t["played"] else max(t["best"], played.score)
    t["played"] += 1
    t["won"] += played.won
    t["total"] += played.score
    t["streak"] = t["streak"] + 1 if played.won else 0
    t["longest"] = max(t["longest"], t["streak"])
    t["recent"] = [*tally.get("recent", []), played.score][-RECENT:]
    for _key, _label, figure, how in figures:
        if figure not in played.figures:
            continue
        value = played.figures[figure]
        if how == "max":
            t["highs"][figure] = max(t["highs"].get(figure, value), value)
        elif how == "min":
            t["lows"][figure] = min(t["lows"].get(figure, value), value)
        else:
            t["sums"][figure] = t["sums"].get(figure, 0) + value
            if how:
                t["overs"][figure] = t["overs"].get(figure, 0) + played.figures.get(how, 0)
    return t


def line_of(tally: Tally, game: GameStats) -> Line | None:
    """What ``tally`` says (None when it holds no game)."""
    if not tally["played"]:
        return None
    return Line(
        played=tally["played"],
        won=tally["won"],
        best=tally["best"],
        average=tally["total"] / tally["played"],
        streak=tally["streak"],
        longest=tally["longest"],
        extra=extra_figures(tally, game),
        recent=tuple(tally.get("recent", ())),
    )


def extra_figures(tally: Tally, game: GameStats) -> dict[str, float]:
    """The game's own figures; a figure no game had is left out."""
    out: dict[str, float] = {}
    for key, _label, figure, how in game.figures:
        if how == "max" and figure in tally["highs"]:
            out[key] = tally["highs"][figure]
        elif how == "min" and figure in tally["lows"]:
            out[key] = tally["lows"][figure]
        elif how == "" and figure in tally["sums"]:
            out[key] = tally["sums"][figure]
        elif how not in ("max", "min", "") and tally["overs"].get(figure):
            out[key] = tally["sums"][figure] / tally["overs"][figure]
    return out


Tallies = dict[str, dict[str, Tally]]
"""A player's tallies: game -> opponent kind -> tally."""


def counted(tallies: Tallies, played: Played, figures: Sequence[Figure] = ()) -> Tallies:
    """``tallies`` with ``played`` (its game's own ``figures`` with it) added under each kind it
    was against (a new object)."""
    game = dict(tallies.get(played.game, {}))
    for kind in played.kinds:
        game[kind] = add(game.get(kind, fresh()), played, figures)
    return {**tallies, played.game: game}


def line_in(tallies: Tallies, game: GameStats, kind: str = ALL) -> Line | None:
    tally = tallies.get(game.key, {}).get(kind)
    return line_of(tally, game) if tally else None


def line(games: Sequence[Played], game: GameStats, kind: str = ALL) -> Line | None:
    """The figures of ``games`` of ``game`` against ``kind`` (folded as the stored tallies are);
    None when there is none."""
    tally = fresh()
    for played in games:
        if played.game == game.key and kind in played.kinds:
            tally = add(tally, played, game.figures)
    return line_of(tally, game)
