"""Finished games kept for watching again: the last ``KEEP`` records per game, newest first.

A kept game is what its autosave was (``{"setup": ..., "record": ...}``), stored under
``recent/<game>`` with ``Storage.save_json``; the same document is what ``--record`` writes and
``--replay`` reads, so a file and a kept game replay alike.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from datetime import date
from pathlib import Path
from typing import Any

from game.engine.storage import Storage

KEEP = 20


def _name(game_key: str) -> str:
    return f"recent/{game_key}"


def recent(storage: Storage, game_key: str) -> list[dict[str, Any]]:
    """The kept games of ``game_key``, newest first (an unreadable list counts as empty)."""
    return [g for g in storage.load_json(_name(game_key), []) if isinstance(g, dict)]


def keep(storage: Storage, game_key: str, saved: dict[str, Any], scores: Iterable[int] = ()) -> None:
    """Keep a finished game with its final ``scores`` and today's date (what the recent games list
    shows without replaying it); the oldest beyond ``KEEP`` go."""
    kept = {**saved, "scores": [int(p) for p in scores], "date": date.today().isoformat()}
    storage.save_json(_name(game_key), [kept, *recent(storage, game_key)][:KEEP], compact=True)


def write_playing(path: str | None, scenes: Iterable[Any]) -> None:
    """``--record``: the topmost game among ``scenes`` (one with ``save_data``, not watching a
    replay) written to ``path``, finished or not. A failure is said on stderr: the game goes on."""
    games = [s for s in scenes if hasattr(s, "save_data") and not getattr(s, "watching", False)]
    if not path or not games:
        return
    try:
        Path(path).write_text(json.dumps(games[-1].save_data(), indent=1), encoding="utf-8")
    except OSError as error:
        print(f"Could not write the record {path}: {error.strerror or error}", file=sys.stderr)


def read_file(path: str | Path) -> dict[str, Any]:
    """``--replay``: a record file; ``ValueError`` saying why when it is not one."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as error:
        raise ValueError(error.strerror or str(error)) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"not JSON ({error})") from None
    if not (isinstance(data, dict) and all(isinstance(data.get(k), dict) for k in ("setup", "record"))):
        raise ValueError("not a game record: expected an object with 'setup' and 'record'")
    return data
