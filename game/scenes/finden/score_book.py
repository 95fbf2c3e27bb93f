"""The solo high-score tables on disk: the rules' pure table logic (``rules/finden/high_scores``)
applied to the storage's ``high_scores`` file, read and written whole."""

from __future__ import annotations

from typing import Unpack

from game.engine.storage import SCORES_FILE, SCORES_KEPT, Storage
from game.rules.finden import high_scores
from game.rules.finden.daily import daily_seed
from game.rules.finden.high_scores import ScoreEntry, ScoreTables


class ScoreBook:
    def __init__(self, storage: Storage):
        self.storage = storage

    def tables(self) -> ScoreTables:
        tables = self.storage.load_json(SCORES_FILE, {})
        return tables if isinstance(tables, dict) else {}

    def table_keys(self) -> list[str]:
        return high_scores.ordered_tables(self.tables())

    def checked(self, table: str) -> list[tuple[ScoreEntry, str | None]]:
        """A table's entries best first, each with why it is not ranked (None when its record holds)."""
        return high_scores.rank_entries(high_scores.table_entries(self.tables(), table), daily_seed)

    def add(self, entry: ScoreEntry) -> int | None:
        """Insert a verified entry; its 0-based place among the ranked, or None."""
        place, tables = self.adding(entry)
        self.storage.save_json(SCORES_FILE, tables)
        return place

    def adding(self, entry: ScoreEntry) -> tuple[int | None, ScoreTables]:
        """``add`` without the write: the place and the tables to write (with other documents, in
        one ``Storage.commit``)."""
        tables = self.tables()
        return high_scores.add_entry(tables, entry, SCORES_KEPT, daily_seed), tables

    def update(self, entry: ScoreEntry, **fields: Unpack[ScoreEntry]) -> bool:
        """Change a stored entry's name or par (not part of its proof)."""
        tables = self.tables()
        return high_scores.update_entry(tables, entry, **fields) and self.storage.save_json(
            SCORES_FILE, tables
        )
