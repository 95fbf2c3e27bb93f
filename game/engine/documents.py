"""Every document the app stores, with the schema its content is checked against on load.

One list, so a test can try hostile content in each of them and a new document cannot be added
without saying what it holds. Names are ``fnmatch`` patterns of ``Storage`` document names.
"""

from __future__ import annotations

import fnmatch

from game.engine.schema import Anything, Fields, ListOf, MapOf, Number, Schema, Text
from game.engine.seats import ROW_NAME_LIMIT, clean_name

MAX_ENTRIES = 1_000
"""Most entries a stored high-score table may hold (the app keeps 10 ranked plus the unranked)."""


def _row_name(name: str) -> str:
    return clean_name(name, ROW_NAME_LIMIT)


SEAT = Fields({"name": Text(200, clean_name), "kind": Text(20), "level": Text(20)}, required=("name",))
SETUP = Fields({"game": Text(40), "seats": ListOf(SEAT, 16), "seed": Number(integer=True)})
SCORE_ENTRY = Fields(
    {"score": Number(), "name": Text(200, _row_name), "elapsed": Number(0)}, required=("score",)
)
SCORES = MapOf(ListOf(SCORE_ENTRY, MAX_ENTRIES, drop_bad=True), MAX_ENTRIES, drop_bad=True)
"""High scores: table key -> entries; an entry with a NaN, infinite or missing score is left out."""

DOCUMENTS: dict[str, Schema] = {
    "settings": MapOf(Anything(), 200),  # each known key is checked by ``Settings`` itself
    "high_scores": SCORES,
    "autosave/*": Fields({"setup": SETUP, "record": Fields({"actions": ListOf(Anything(), 100_000)})}),
    "lobby_*": Fields({"game": Text(40), "seats": ListOf(SEAT, 16), "options": MapOf(Anything(), 100)}),
    "fishing_seen": ListOf(Text(40), 100, drop_bad=True),
    "solo_player": Fields({"name": Text(200, _row_name)}),
    "commit": Fields({"writes": MapOf(Anything(), 20), "deletes": ListOf(Text(100), 20)}),
}


def schema_for(name: str) -> Schema | None:
    """The schema of a stored document name, or None for a name nobody declared."""
    return next((schema for pattern, schema in DOCUMENTS.items() if fnmatch.fnmatchcase(name, pattern)), None)
