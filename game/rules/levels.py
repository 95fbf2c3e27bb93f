"""Level files: TOML data shipped in ``levels/`` (see ``game/paths.py``), validated on load.

A bad file raises ``LevelError`` naming the file, the line or key and what was expected, so the
app can show it and still start the other games.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from game.paths import LEVELS_DIR


class LevelError(ValueError):
    """A level file that cannot be used; ``str()`` says file, place and what was expected."""

    def __init__(self, path: Path | str, where: str, expected: str):
        self.path, self.where, self.expected = Path(path), where, expected
        super().__init__(f"{Path(path).name}: {where}: {expected}")


def load_toml(path: Path | str) -> dict[str, Any]:
    """Parse a TOML file; syntax errors become ``LevelError`` with tomllib's line and column."""
    path = Path(path)
    if not path.is_absolute():
        path = LEVELS_DIR / path
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise LevelError(path, "file", "the file exists") from None
    except tomllib.TOMLDecodeError as err:
        raise LevelError(path, "syntax", f"valid TOML ({err})") from None


def require(data: dict, key: str, kind: type | tuple[type, ...], path: Path | str, where: str = "") -> Any:
    """``data[key]`` if present and of ``kind``; otherwise a ``LevelError`` that names the key."""
    place = f"{where}.{key}" if where else key
    if key not in data:
        raise LevelError(path, f"key '{place}'", "this key is missing")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise LevelError(path, f"key '{place}'", f"a {names}, found {type(value).__name__} {value!r}")
    return value
