"""Settings, high scores and autosaves on disk: small JSON files in the user data directory.

Writes are atomic (a temporary file in the same directory, then ``os.replace``), so a crash or a
power cut leaves either the old file or the new one. A file that cannot be read or parsed is never
overwritten: it is renamed aside (``name.corrupt-N.json``), a warning is recorded for the menu to
show, and the caller gets its default. JSON only — no pickle, no eval.

Autosaves are written by a background thread: a game saves its record after every move, and the
disk (an fsync can take tens of ms on a busy machine) must never hold a frame. Only the newest
snapshot of each game is written; ``flush`` waits for the writer (on exit, before reading back).

The directory is the platform's user data dir, or ``$TABLETOP_ARCADE_HOME`` when set (tests).
"""

from __future__ import annotations

import copy
import json
import os
import re
import tempfile
import threading
from pathlib import Path
from typing import Any

APP_NAME = "tabletop-arcade"
HOME_ENV = "TABLETOP_ARCADE_HOME"
SCORES_FILE = "high_scores"
SCORES_KEPT = 10
"""Entries kept per high-score table."""
_NAME = re.compile(r"^[a-z0-9][a-z0-9_.-]*$")


def default_root() -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    import platformdirs  # only needed outside tests; keeps start-up lean when overridden

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


class Storage:
    """JSON documents by name (``settings``, ``high_scores``, ``autosave/fishing``)."""

    def __init__(self, root: Path | str | None = None):
        self.root = Path(root) if root is not None else default_root()
        self.warnings: list[str] = []
        """Human-readable problems (corrupt files set aside, failed writes) for the menu."""
        self._pending: dict[str, Any] = {}
        """Autosave snapshots waiting for the writer thread, newest per name."""
        self._lock = threading.Condition()
        self._writer: threading.Thread | None = None
        self._writing = 0

    # -- documents ---------------------------------------------------------------------------
    def path(self, name: str) -> Path:
        parts = name.split("/")
        if not all(_NAME.match(part) for part in parts):
            raise ValueError(f"Storage names are lower-case words separated by '/', not {name!r}.")
        return self.root.joinpath(*parts[:-1], parts[-1] + ".json")

    def load_json(self, name: str, default: Any) -> Any:
        """The stored document, or a copy of ``default`` when there is none or it is unreadable.

        A document of a different JSON type than ``default`` (a list where a dict belongs) counts
        as corrupt too.
        """
        self.flush()
        path = self.path(name)
        try:
            with path.open("r", encoding="utf-8") as file:
                data = json.load(file)
        except FileNotFoundError:
            return copy.deepcopy(default)
        except (OSError, UnicodeDecodeError, ValueError) as error:
            self._set_aside(path, f"{type(error).__name__}: {error}")
            return copy.deepcopy(default)
        if default is not None and not isinstance(data, type(default)):
            self._set_aside(path, f"expected a JSON {type(default).__name__}, found {type(data).__name__}")
            return copy.deepcopy(default)
        return data

    def save_json(self, name: str, data: Any, compact: bool = False) -> bool:
        """Write atomically; on failure keep the old file, record a warning and return False."""
        path = self.path(name)
        if compact:
            text = json.dumps(data, separators=(",", ":"), allow_nan=False)
        else:
            text = json.dumps(data, indent=1, sort_keys=True, allow_nan=False)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix="." + path.stem, suffix=".tmp", dir=path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as file:
                    file.write(text)
                    file.flush()
                    os.fsync(file.fileno())
                os.replace(tmp, path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as error:
            self.warnings.append(f"Could not save {path.name}: {error.strerror or error}.")
            return False
        return True

    def delete(self, name: str) -> None:
        with self._lock:
            self._pending.pop(name, None)
        self.flush()
        try:
            self.path(name).unlink(missing_ok=True)
        except OSError as error:
            self.warnings.append(f"Could not delete {self.path(name).name}: {error.strerror or error}.")

    def set_aside(self, name: str, reason: str) -> None:
        """For callers that find a parsed document invalid (e.g. a record that does not replay)."""
        self._set_aside(self.path(name), reason)

    # -- autosaves ---------------------------------------------------------------------------
    def save_autosave(self, game_key: str, data: dict[str, Any]) -> None:
        """Hand a snapshot to the writer thread and return at once (``data`` must not change later;
        records are built fresh by ``to_record``)."""
        name = f"autosave/{game_key}"
        self.path(name)  # reject a bad name here, not in the thread
        with self._lock:
            self._pending[name] = data
            if self._writer is None or not self._writer.is_alive():
                self._writer = threading.Thread(target=self._write_pending, name="autosave", daemon=True)
                self._writer.start()
            self._lock.notify_all()

    def flush(self) -> None:
        """Wait until every handed-over autosave is on disk."""
        with self._lock:
            while self._pending or self._writing:
                self._lock.wait(0.05)

    def load_autosave(self, game_key: str) -> dict[str, Any] | None:
        data = self.load_json(f"autosave/{game_key}", {})
        return data or None

    def clear_autosave(self, game_key: str) -> None:
        self.delete(f"autosave/{game_key}")

    # -- high scores -------------------------------------------------------------------------
    def high_scores(self, table_key: str) -> list[dict[str, Any]]:
        """Best first. Each entry is a dict with at least a numeric ``score``."""
        tables = self.load_json(SCORES_FILE, {})
        entries = tables.get(table_key, [])
        if not isinstance(entries, list):
            return []
        return [e for e in entries if isinstance(e, dict) and isinstance(e.get("score"), int | float)]

    def add_high_score(self, table_key: str, entry: dict[str, Any]) -> int | None:
        """Insert ``entry`` (needs a numeric ``score``); return its 0-based rank, or None if it
        did not make the table. Ties keep the earlier entry ahead."""
        if not isinstance(entry.get("score"), int | float):
            raise ValueError("A high-score entry needs a numeric 'score'.")
        tables = self.load_json(SCORES_FILE, {})
        entries = self.high_scores(table_key)
        rank = next((i for i, e in enumerate(entries) if entry["score"] > e["score"]), len(entries))
        if rank >= SCORES_KEPT:
            return None
        entries.insert(rank, dict(entry))
        tables[table_key] = entries[:SCORES_KEPT]
        self.save_json(SCORES_FILE, tables)
        return rank

    # -- internals ---------------------------------------------------------------------------
    def _write_pending(self) -> None:
        """Writer thread: write the newest snapshot of each name until none is left, then end."""
        while True:
            with self._lock:
                if not self._pending:
                    self._writer = None
                    self._lock.notify_all()
                    return
                name = next(iter(self._pending))
                data = self._pending.pop(name)
                self._writing += 1
            try:
                self.save_json(name, data, compact=True)
            finally:
                with self._lock:
                    self._writing -= 1
                    self._lock.notify_all()

    def _set_aside(self, path: Path, reason: str) -> None:
        n = 1
        while (aside := path.with_name(f"{path.stem}.corrupt-{n}.json")).exists():
            n += 1
        try:
            os.replace(path, aside)
            where = f"kept as {aside.name}"
        except OSError as error:
            where = f"could not be moved aside ({error.strerror or error})"
        self.warnings.append(f"{path.name} was unreadable ({reason}); defaults used, the file {where}.")
