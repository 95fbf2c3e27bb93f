"""Finished games kept for watching again: the last ``KEEP`` records per game, newest first.

A kept game is what its autosave was (``{"setup": ..., "record": ...}``), stored under
``recent/<game>`` with ``Storage.save_json``; the same document is what ``--record`` writes and
``--replay`` reads, so a file and a kept game replay alike.
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
from collections.abc import Iterable, Mapping
from datetime import date
from pathlib import Path
from typing import Protocol, TypedDict, runtime_checkable

from game import door
from game.engine.documents import RECORD_FILE
from game.engine.storage import Storage, is_saved_game
from game.rules.base import Record


class SavedGame(TypedDict, total=False):
    """A game as saved (an autosave, a kept game, a ``--record`` file): its table set-up and its
    record; a kept game also has its final scores and the day it ended."""

    setup: Mapping[str, object]
    """A ``seats.SetupJson`` (the schema checked it)."""
    record: Record
    scores: list[int]
    date: str


@runtime_checkable
class Recordable(Protocol):
    """A scene playing a game that can be saved (``--record`` writes the topmost one), or watching
    one played before."""

    watching: bool

    def save_data(self) -> SavedGame: ...


KEEP = 20


def _name(game_key: str) -> str:
    return f"recent/{game_key}"


def recent(storage: Storage, game_key: str) -> list[SavedGame]:
    """The kept games of ``game_key``, newest first (an unreadable list counts as empty)."""
    return [g for g in storage.load_json(_name(game_key), []) if is_saved_game(g)]


def keep(storage: Storage, game_key: str, saved: SavedGame, scores: Iterable[int] = ()) -> None:
    """Keep a finished game with its final ``scores`` and today's date (what the recent games list
    shows without replaying it); the oldest beyond ``KEEP`` go."""
    for name, kept in keeping(storage, game_key, saved, scores).items():
        storage.save_json(name, kept, compact=True)


def keeping(
    storage: Storage, game_key: str, saved: SavedGame, scores: Iterable[int] = ()
) -> dict[str, list[SavedGame]]:
    """What ``keep`` writes, as a document to write along with others (``Storage.commit``: a
    finished game is kept and its autosave removed in one durable step)."""
    kept: SavedGame = {**saved, "scores": [int(p) for p in scores], "date": date.today().isoformat()}
    return {_name(game_key): [kept, *recent(storage, game_key)][:KEEP]}


def write_playing(path: str | None, scenes: Iterable[object]) -> None:
    """``--record``: the topmost game among ``scenes`` (one with ``save_data``, not watching a
    replay) written to ``path``, finished or not. A failure is said on stderr: the game goes on."""
    games = [s for s in scenes if isinstance(s, Recordable) and not s.watching]
    if not path or not games:
        return
    try:
        _write_regular(Path(path), json.dumps(games[-1].save_data(), indent=1, allow_nan=False))
    except (OSError, ValueError) as error:
        reason = getattr(error, "strerror", None) or error
        print(f"Could not write the record {path}: {reason}", file=sys.stderr)


def record_path(text: str) -> str:
    """``--record``'s value: a path that is a regular file or not there yet (a FIFO, a device or a
    directory is refused at once, exit status 2, not found out at the game's end)."""
    try:
        info = os.stat(text)
    except FileNotFoundError:
        return text
    except OSError as error:
        raise argparse.ArgumentTypeError(f"{text}: {error.strerror or error}") from None
    if not stat.S_ISREG(info.st_mode):
        raise argparse.ArgumentTypeError(f"{text}: it is not a regular file")
    return text


def _write_regular(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` only if it is a regular file (or new): opened non-blocking, so a
    FIFO put there since the start cannot hold the exit, and checked before anything is written."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0), 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise door.Refused(door.NOT_REGULAR)
        os.ftruncate(fd, 0)
        data = text.encode("utf-8")
        while data:
            data = data[os.write(fd, data) :]
    finally:
        os.close(fd)


def read_file(path: str | Path) -> SavedGame:
    """``--replay``: a record file through the door (a regular file, strict JSON, bounded) and
    checked against the record schema; ``ValueError`` saying why when it is not one."""
    try:
        data = door.read_json(path)
    except FileNotFoundError as error:
        raise ValueError(error.strerror or str(error)) from None
    checked = RECORD_FILE.check(data, "", [])
    setup, record = checked["setup"], checked["record"]  # required by the schema, both objects
    if not isinstance(setup, dict) or not isinstance(record, dict):
        raise ValueError("a record file holds a set-up and a record, each an object")
    return {"setup": setup, "record": record}
