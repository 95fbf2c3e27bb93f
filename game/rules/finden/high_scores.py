"""Solo high-score tables, without any screen or file: which table an entry belongs to, the entry
with the record that proves it, the check that the record reproduces the claim, the ranking, and
the tables' bookkeeping (insert, update, order) on the plain dict the storage keeps.

A table is a list of entry dicts; ``tables`` maps table keys to them (the ``high_scores`` file).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypedDict, Unpack

from game.rules.base import IllegalMove, Record
from game.rules.finden.levels import BOARD_NAMES
from game.rules.finden.puzzle import PuzzleGame

DailySeed = Callable[[str], int]


class ScoreEntry(TypedDict, total=False):
    """A solo high-score entry as stored (JSON): the claim and the record that proves it. One read
    back from disk may lack fields (``is_entry`` asks only for a score); ranking checks the rest."""

    name: str
    date: str
    score: float
    elapsed: float
    hints: int
    board: str
    daily: str | None
    table: str
    record: Record
    times: list[float]
    par: int
    """The shortest time found for this board and roll sequence, shown beside the entry."""
    par_proven: bool


ScoreTables = dict[str, list[ScoreEntry]]
"""The ``high_scores`` document: table key -> entries, best first."""

ASSISTED_SUFFIX = "-assisted"


def table_key(board: str, daily: str | None, assisted: bool) -> str:
    """Which high-score table a solo game belongs to: per board, per day, assisted games apart."""
    key = f"daily-{daily}" if daily else board
    return key + (ASSISTED_SUFFIX if assisted else "")


def is_assisted(game: PuzzleGame) -> bool:
    """Played with the assist setting or with a hint: such games rank in a table of their own."""
    return bool(game.options.get("assist")) or game.hints[0] > 0


def game_table(game: PuzzleGame) -> str:
    """The table a finished solo game goes to."""
    return table_key(game.options["boards"][0], game.options.get("daily"), is_assisted(game))


def solo_entry(
    game: PuzzleGame, name: str, played_on: str, elapsed: float, times: Sequence[float] = ()
) -> ScoreEntry:
    """A high-score entry: the claim (score, time) together with the record that proves it."""
    return {
        "name": name,
        "date": played_on,
        "score": game.scores()[0],
        "elapsed": round(float(elapsed), 2),
        "hints": game.hints[0],
        "board": game.options["boards"][0],
        "daily": game.options.get("daily"),
        "table": game_table(game),
        "record": game.to_record(),
        "times": [round(float(t), 2) for t in times],
    }


def replay_entry(entry: ScoreEntry) -> PuzzleGame:
    """The finished solo game an entry's record describes; ``ValueError`` if it does not replay."""
    record = entry.get("record")
    if not isinstance(record, dict):
        raise ValueError("the entry has no record")
    try:
        game = PuzzleGame.from_record(record)
    except (IllegalMove, KeyError, TypeError, IndexError) as error:
        raise ValueError(f"its record does not replay ({error})") from None
    if not game.solo:
        raise ValueError("its record is not a solo game")
    return game


def entry_problem(entry: ScoreEntry, daily_seed: DailySeed | None = None) -> str | None:
    """Why an entry cannot be ranked (a sentence), or None when its record reproduces its claim.

    ``daily_seed(date)`` checks that a daily entry was played on that day's seed.
    """
    try:
        game = replay_entry(entry)
    except ValueError as error:
        return f"Not ranked: {error}."
    if not game.is_over():
        return "Not ranked: its record stops before the twelfth round."
    if game.scores()[0] != entry.get("score"):
        return f"Not ranked: its record scores {game.scores()[0]}, not {entry.get('score')}."
    if game.hints[0] != entry.get("hints", 0):
        return f"Not ranked: its record used {game.hints[0]} hints, not {entry.get('hints', 0)}."
    board, daily = game.options["boards"][0], game.options.get("daily")
    if (board, daily) != (entry.get("board"), entry.get("daily")):
        return "Not ranked: its record was played on another board or day."
    if daily and daily_seed is not None and daily_seed(daily) != game.seed:
        return f"Not ranked: its record is not the daily challenge of {daily}."
    if entry.get("table") != game_table(game):
        return "Not ranked: it sits in the wrong table (hints or assist move a game to its own table)."
    return None


def rank_entries(
    entries: Sequence[ScoreEntry], daily_seed: DailySeed | None = None
) -> list[tuple[ScoreEntry, str | None]]:
    """Entries best first (score, then faster, then earlier), unrankable ones last with their reason."""
    checked = [(i, e, entry_problem(e, daily_seed)) for i, e in enumerate(entries)]
    ranked = sorted(
        (c for c in checked if c[2] is None),
        key=lambda c: (-c[1]["score"], c[1].get("elapsed", 0.0), c[0]),
    )
    return [(e, p) for _, e, p in ranked + [c for c in checked if c[2] is not None]]


def is_entry(entry: object) -> bool:
    """A stored item that can be shown at all: a dict with a numeric score."""
    return isinstance(entry, dict) and isinstance(entry.get("score"), int | float)


def table_entries(tables: ScoreTables, key: str) -> list[ScoreEntry]:
    entries = tables.get(key, [])
    return [e for e in entries if is_entry(e)] if isinstance(entries, list) else []


def ordered_tables(tables: ScoreTables) -> list[str]:
    """The table keys that hold entries: boards in their usual order, then the days, newest first
    (each assisted table right after its plain one)."""
    keys = [k for k in tables if table_entries(tables, k)]

    def base(key: str) -> str:
        return key.removesuffix(ASSISTED_SUFFIX)

    boards = list(BOARD_NAMES)
    by_board = sorted((k for k in keys if base(k) in boards), key=lambda k: (boards.index(base(k)), k))
    days = sorted((k for k in keys if base(k) not in boards), key=lambda k: k != base(k))  # plain first
    return by_board + sorted(days, key=base, reverse=True)  # stable: plain stays before assisted


def add_entry(
    tables: ScoreTables, entry: ScoreEntry, kept: int, daily_seed: DailySeed | None = None
) -> int | None:
    """Insert an entry into its table (the best ``kept`` ranked ones stay, unrankable ones after);
    its 0-based place among the ranked, or None when it did not make the table."""
    ranked = rank_entries([*table_entries(tables, entry["table"]), entry], daily_seed)
    good = [e for e, problem in ranked if problem is None][:kept]
    bad = [e for e, problem in ranked if problem is not None]
    tables[entry["table"]] = good + bad
    return next((i for i, e in enumerate(good) if e is entry), None)


def update_entry(tables: ScoreTables, entry: ScoreEntry, **fields: Unpack[ScoreEntry]) -> bool:
    """Change a stored entry (found by its record and time): the name typed under it, its par.

    Neither is part of the proof: the record alone decides the score. False if it is not there.
    """
    for stored in table_entries(tables, entry["table"]):
        if stored.get("record") == entry["record"] and stored.get("elapsed") == entry["elapsed"]:
            stored.update(fields)
            return True
    return False


def par_cell(entry: ScoreEntry) -> str:
    """The par stored beside an entry: "42", "40*" while unproven (best found), "" if none."""
    par = entry.get("par")
    if not isinstance(par, int):
        return ""
    return str(par) if entry.get("par_proven") else f"{par}*"
