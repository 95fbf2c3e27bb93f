"""Every document the app stores, with the schema its content is checked against on load.

One list, so a test can try hostile content in each of them and a new document cannot be added
without saying what it holds. Names are ``fnmatch`` patterns of ``Storage`` document names.
"""

from __future__ import annotations

import fnmatch
import re

from game.engine.schema import Anything, Fields, ListOf, MapOf, Number, Schema, SchemaError, Text, Whole
from game.engine.seats import ROW_NAME_LIMIT, clean_name

MAX_ENTRIES = 1_000
"""Most entries a stored high-score table may hold (the app keeps 10 ranked plus the unranked)."""
MAX_SEATS = 8
"""Most seats any game has (``rules.base.MAX_PLAYERS``; the engine does not import the rules)."""
SEED = Number(-(2**63), 2**63 - 1, integer=True)
"""Seeds are signed 64-bit numbers, like a record's (``rules.base.check_record``)."""
SENSITIVITY = (0.25, 4.0)
"""The factor a device's pointer motion may be scaled by (``settings``: ``device_sensitivity``)."""
NAME_PART = re.compile(r"^[a-z0-9][a-z0-9_.-]*$")
"""One part of a document name (``autosave/fishing``): no ``..``, no separator, no upper case."""


class DocumentName(Schema[str]):
    """A ``Storage`` document name (a journal names the documents it writes and deletes)."""

    def check(self, value: object, where: str, problems: list[str]) -> str:
        if not isinstance(value, str) or len(value) > 100:  # (a number here once raised TypeError)
            raise SchemaError(where, "a document name (lower-case words separated by '/')", value)
        parts = value.removesuffix(".json").split("/")
        if not all(NAME_PART.match(part) for part in parts):
            raise SchemaError(where, "a document name (lower-case words separated by '/')", value)
        return value


def _row_name(name: str) -> str:
    return clean_name(name, ROW_NAME_LIMIT)


SEAT = Fields(
    {
        "name": Text(200, clean_name),
        "kind": Text(20),
        "level": Text(20),
        "colour": ListOf(Number(0, 255, integer=True), 4),
        "pointers": ListOf(Text(200), 16),
    },
    required=("name",),
)
SETUP = Fields(
    {"game": Text(40), "seats": ListOf(SEAT, MAX_SEATS), "seed": SEED, "options": MapOf(Anything(), 100)}
)
RECORD = Fields(
    {"players": Number(1, MAX_SEATS, integer=True), "seed": SEED, "actions": ListOf(Anything(), 100_000)}
)
"""A game's record (each game checks the rest before replaying: ``rules.base.check_record``)."""


class SavedGame(Fields):
    """A set-up and its record, with as many seats as the record has players (a table and its
    viewer show one seat per player: a record of 0 or 7 seats for 3 players is not one game)."""

    def check(self, value: object, where: str, problems: list[str]) -> dict[str, object]:
        out = super().check(value, where, problems)
        setup, record = out.get("setup"), out.get("record")
        if isinstance(setup, dict) and isinstance(record, dict) and "seats" in setup and "players" in record:
            count, players = len(setup["seats"]), record["players"]
            if count != players:
                place = f"{where}.setup.seats" if where else "setup.seats"
                raise SchemaError(place, f"{players} seats, one per player of its record", f"{count} seats")
        return out


SAVED_GAME = SavedGame({"setup": SETUP, "record": RECORD})
"""An autosave, a kept game and a ``--record`` file: the set-up and the record of one game."""
RECORD_FILE = SavedGame(SAVED_GAME.fields, required=("setup", "record"))
"""A record file given on the command line (``--replay``): nothing it needs may be missing."""
KEPT_GAME = SavedGame(
    {
        **SAVED_GAME.fields,
        "scores": ListOf(Number(-(10**9), 10**9, integer=True), MAX_SEATS),
        "date": Text(10),
    },
    required=("setup", "record"),
)
"""A finished game kept to be watched again (``engine/recent.py``) with its points and date."""
SCORE_ENTRY = Fields(
    {"score": Number(), "name": Text(200, _row_name), "elapsed": Number(0)}, required=("score",)
)
SCORES = MapOf(ListOf(SCORE_ENTRY, MAX_ENTRIES, drop_bad=True), MAX_ENTRIES, drop_bad=True)
"""High scores: table key -> entries; an entry with a NaN, infinite or missing score is left out."""

AMOUNT = Number(-(10**12), 10**12)
COUNT = Number(0, 10**9, integer=True)
FIGURES = MapOf(AMOUNT, 20)
TALLY = Fields(
    {
        "played": COUNT,
        "won": COUNT,
        "best": AMOUNT,
        "total": AMOUNT,
        "streak": COUNT,
        "longest": COUNT,
        "sums": FIGURES,
        "overs": FIGURES,
        "highs": FIGURES,
        "lows": FIGURES,
        "recent": ListOf(AMOUNT, 100),
    },
    required=("played", "won", "best", "total", "streak", "longest", "sums", "overs", "highs", "lows"),
)
STATS_PLAYER = Fields(
    {"name": Text(200, clean_name), "day": Text(10), "wins": COUNT, "tallies": MapOf(MapOf(TALLY, 10), 20)},
    required=("name", "tallies"),
)
STATS = Fields(
    {"counted": ListOf(Text(300), 1_000), "players": MapOf(STATS_PLAYER, 1_000, drop_bad=True)},
    required=("players",),
)
"""Each remembered player's statistics (``stats/kept.py``); a bad player is left out, not the rest."""

PROFILE = Fields(
    {"name": Text(200, clean_name), "colour": ListOf(Number(0, 255, integer=True), 4)}, required=("name",)
)
PROFILES = ListOf(PROFILE, 1_000, drop_bad=True)
"""Remembered players (``stats/profiles.py``): a profile without a usable name is left out."""

BINDINGS = MapOf(MapOf(ListOf(Whole(0, 2**31 - 1), 4), 20), 200, drop_bad=True)
"""Keys and pad buttons per action per device (``devices/bindings.py``); a bad device goes alone."""

DOCUMENTS: dict[str, Schema[object]] = {
    "settings": Fields(  # each known key is checked by ``Settings`` itself; a table's bad entry goes alone
        {"device_sensitivity": MapOf(Number(*SENSITIVITY), 200, drop_bad=True), "device_bindings": BINDINGS},
        max_keys=200,
    ),
    "high_scores": SCORES,
    "autosave/*": SAVED_GAME,
    "recent/*": ListOf(KEPT_GAME, 100, drop_bad=True),
    "lobby_*": Fields(
        {"game": Text(40), "seats": ListOf(SEAT, MAX_SEATS), "options": MapOf(Anything(), 100)}
    ),
    "fishing_seen": ListOf(Text(40), 100, drop_bad=True),
    "solo_player": Fields({"name": Text(200, _row_name)}),
    "stats/players": STATS,
    "profiles": PROFILES,
    "commit": Fields(
        {"writes": MapOf(Anything(), 20, key=DocumentName()), "deletes": ListOf(DocumentName(), 20)}
    ),
}


def schema_for(name: str) -> Schema[object] | None:
    """The schema of a stored document name, or None for a name nobody declared."""
    return next((schema for pattern, schema in DOCUMENTS.items() if fnmatch.fnmatchcase(name, pattern)), None)
