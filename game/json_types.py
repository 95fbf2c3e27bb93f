"""JSON as the app reads and writes it (records, saved documents, what phones are sent): a real
recursive type, so code handling a document says which shape it expects instead of ``Any``."""

from __future__ import annotations

Json = None | bool | int | float | str | list["Json"] | dict[str, "Json"]
JsonObject = dict[str, Json]
