"""Level files: TOML data shipped in ``levels/`` (see ``game/paths.py``), validated on load.

A bad file raises ``LevelError`` naming the file, the line or key and what was expected, so the
app can show it and still start the other games.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TypeVar

from game import door
from game.paths import LEVELS_DIR

T = TypeVar("T")
MAX_LEVEL_BYTES = 2**20
"""Largest level file read (the biggest shipped one is a few KB)."""


class LevelError(ValueError):
    """A level file that cannot be used; ``str()`` says file, place and what was expected."""

    def __init__(self, path: Path | str, where: str, expected: str):
        self.path, self.where, self.expected = Path(path), where, expected
        super().__init__(f"{Path(path).name}: {where}: {expected}")


def load_toml(path: Path | str) -> dict[str, object]:
    """Parse a TOML file through the door (a regular file, bounded, strict UTF-8); anything it
    refuses becomes ``LevelError`` naming the file, with the line where there is one."""
    path = Path(path)
    if not path.is_absolute():
        path = LEVELS_DIR / path
    try:
        return door.read_toml(path, MAX_LEVEL_BYTES)
    except FileNotFoundError:
        raise LevelError(path, "file", "the file exists") from None
    except door.Refused as err:
        raise LevelError(path, "file", str(err)) from None


def level_problem(check: Callable[[], object]) -> str | None:
    """Why a game's level files cannot be used (file, line or key, what was expected), or None:
    ``check`` loads every file the game needs (its kit names it). The menu shows the reason and
    offers only that game as unavailable."""
    try:
        check()
    except LevelError as error:
        return str(error)
    return None


def require(data: Mapping[str, object], key: str, kind: type[T], path: Path | str, where: str = "") -> T:
    """``data[key]`` if present and of ``kind``; otherwise a ``LevelError`` that names the key."""
    place = f"{where}.{key}" if where else key
    if key not in data:
        raise LevelError(path, f"key '{place}'", "this key is missing")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        found = f"{type(value).__name__} {value!r}"
        raise LevelError(path, f"key '{place}'", f"a {kind.__name__}, found {found}")
    return value
