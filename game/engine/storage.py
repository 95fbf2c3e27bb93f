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
import tempfile
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

from game import door
from game.door import check_bounds
from game.engine.documents import NAME_PART, schema_for
from game.engine.notes import Note
from game.engine.schema import SchemaError
from game.i18n import N_
from game.json_types import Json, JsonObject

if TYPE_CHECKING:
    from game.engine.recent import SavedGame

APP_NAME = "tabletop-arcade"
HOME_ENV = "TABLETOP_ARCADE_HOME"
SCORES_FILE = "high_scores"
SCORES_KEPT = 10
"""Entries kept per high-score table."""
COMMIT_FILE = "commit"
"""The journal of a ``Storage.commit`` under way."""
TMP_SUFFIX = ".tmp"
MAX_BYTES = door.MAX_BYTES
"""Largest stored file read (the high scores with their replay records stay far below)."""
WRITER_LINGER_S = 2.0
"""How long the autosave writer waits for the next snapshot before its thread ends: a game saves
after every move, and starting a thread held the loop ~1-5 ms (it waits for the new thread to run)."""
MIGRATIONS = {"fishing_seen.json.json": "fishing_seen.json"}
"""Old file names (an early version doubled a suffix) -> their current names; moved at start."""


def default_root() -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    import platformdirs  # only needed outside tests; keeps start-up lean when overridden

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def is_saved_game(document: object) -> TypeGuard[SavedGame]:
    """A loaded autosave or kept game: its document schema (``documents``) checked the set-up and
    the record, so an object is one."""
    return isinstance(document, dict)


class Storage:
    """JSON documents by name (``settings``, ``high_scores``, ``autosave/fishing``)."""

    def __init__(self, root: Path | str | None = None):
        self.root = Path(root) if root is not None else default_root()
        self.warnings: list[str] = []
        """Human-readable problems (corrupt files set aside, failed writes) for the menu."""
        self._autosaves = BackgroundWriter(self._save_compact)

    # -- documents ---------------------------------------------------------------------------
    def path(self, name: str) -> Path:
        """The file of document ``name`` (a trailing ``.json`` in the name is the file's, not the
        document's: ``fishing_seen.json`` and ``fishing_seen`` are one document)."""
        parts = name.removesuffix(".json").split("/")
        if not all(NAME_PART.match(part) for part in parts):
            raise ValueError(f"Storage names are lower-case words separated by '/', not {name!r}.")
        return self.root.joinpath(*parts[:-1], parts[-1] + ".json")

    def load_json(self, name: str, default: JsonObject | list[Json]) -> Any:
        """The stored document, or a copy of ``default`` when there is none or it is unusable.

        Unusable: not a regular file (a FIFO, a device, a directory: never opened for a blocking
        read), larger than ``MAX_BYTES``, not UTF-8 JSON, nested deeper than ``MAX_DEPTH``, a
        different JSON type than ``default``, or failing its schema (``documents.DOCUMENTS``). Such
        a file is set aside. When the schema only had to drop or clean entries (a NaN score, a
        control character in a name) the cleaned document is used and a copy of the original kept.
        """
        self.flush()
        name = name.removesuffix(".json")
        path = self.path(name)
        try:
            raw = door.read_bytes(path, MAX_BYTES)
        except FileNotFoundError:
            return copy.deepcopy(default)
        except door.Refused as error:
            self._set_aside(path, _reason(error))
            return copy.deepcopy(default)
        try:
            data: object = door.decode_json(raw, drop_non_finite=True)
            if default is not None and not isinstance(data, type(default)):
                raise SchemaError("", f"a JSON {type(default).__name__}", type(data).__name__)
            problems: list[str] = []
            schema = schema_for(name)
            if schema is not None:  # first: it may leave out a bad entry that bounds would refuse
                data = schema.check(data, "", problems)
            check_bounds(data)
        except (ValueError, RecursionError, MemoryError) as error:  # Refused, SchemaError
            self._set_aside(path, _reason(error))
            return copy.deepcopy(default)
        if problems:
            self.keep_copy(name, raw, "; ".join(problems[:3]) + (" …" if len(problems) > 3 else ""))
            self.save_json(name, data)  # the cleaned document from now on: warned once, not per load
        return data

    def save_json(self, name: str, data: object, compact: bool = False) -> bool:
        """Write atomically and durably; on failure keep the old file, record a warning, return
        False (never raise: a document that cannot be written must not end the game)."""
        path = self.path(name)
        try:
            check_bounds(data)
            if compact:
                text = json.dumps(data, separators=(",", ":"), allow_nan=False)
            else:
                text = json.dumps(data, indent=1, sort_keys=True, allow_nan=False)
        except (ValueError, TypeError, RecursionError) as error:
            self.warnings.append(Note(N_("Could not save {file}: {reason}."), file=path.name, reason=error))
            return False
        try:
            write_atomically(path, text)
        except OSError as error:
            reason = error.strerror or error
            self.warnings.append(Note(N_("Could not save {file}: {reason}."), file=path.name, reason=reason))
            return False
        return True

    def keep_copy(self, name: str, raw: bytes, reason: str) -> None:
        """Keep ``raw`` (the original bytes of a document that was used only in part) beside it as
        ``name.corrupt-N.json`` and say so; the cleaned document replaces it at the next save."""
        path = self.path(name)
        aside = _free_aside(path)
        try:
            aside.write_bytes(raw)
            where = Note(N_("the original is kept as {file}"), file=aside.name)
        except OSError as error:
            where = Note(N_("the original could not be kept ({reason})"), reason=error.strerror or error)
        text = N_("{file} had entries that could not be used ({reason}); {where}.")
        self.warnings.append(Note(text, file=path.name, reason=reason, where=where))

    def commit(self, writes: Mapping[str, object], deletes: tuple[str, ...] | list[str] = ()) -> bool:
        """Write documents and delete others as one durable step: after a crash at any moment the
        next start (``recover``) finds either none or all of it done.

        Use it where losing the order matters, e.g. when a finished solo game writes its high score
        and drops its autosave: ``storage.commit({SCORES_FILE: tables}, ["autosave/solo"])``. A
        journal (``commit.json``) holding the whole step is made durable first, then applied, then
        removed; ``recover`` applies a journal it finds. Returns False (with a warning) if the
        journal could not be written; then nothing changed.
        """
        names = [*writes, *deletes]
        for name in names:
            self.path(name)  # reject a bad name before anything is written
        self._autosaves.drop(names)
        journal = {"writes": writes, "deletes": list(deletes)}
        if not self.save_json(COMMIT_FILE, journal, compact=True):
            return False
        self._apply(journal)
        return True

    def recover(self) -> None:
        """At start: finish a step ``commit`` left half done, then recover or remove the temporary
        files of writes a crash interrupted (a complete one newer than its document is used)."""
        if not self.root.is_dir():
            return
        for old, new in MIGRATIONS.items():
            if (self.root / old).exists() and not (self.root / new).exists():
                try:
                    os.replace(self.root / old, self.root / new)
                except OSError as error:
                    text = N_("Could not rename {old} to {new}: {reason}.")
                    self.warnings.append(Note(text, old=old, new=new, reason=error.strerror or error))
        journal = self.load_json(COMMIT_FILE, {})
        if journal:
            self._apply(journal)
        for tmp in sorted(self.root.rglob(f".*{TMP_SUFFIX}")):
            recovered = _recover_tmp(tmp)
            if recovered is not None:
                self.warnings.append(recovered)

    def delete(self, name: str) -> None:
        self._autosaves.drop([name])
        try:
            self.path(name).unlink(missing_ok=True)
        except OSError as error:
            text = N_("Could not delete {file}: {reason}.")
            self.warnings.append(Note(text, file=self.path(name).name, reason=error.strerror or error))

    def set_aside(self, name: str, reason: str) -> None:
        """For callers that find a parsed document invalid (e.g. a record that does not replay)."""
        self._set_aside(self.path(name), reason)

    # -- autosaves ---------------------------------------------------------------------------
    def save_autosave(self, game_key: str, data: Mapping[str, object]) -> None:
        """Hand a snapshot to the writer thread and return at once (``data`` must not change later;
        records are built fresh by ``to_record``)."""
        name = f"autosave/{game_key}"
        self.path(name)  # reject a bad name here, not in the thread
        self._autosaves.hand_over(name, data)

    def flush(self) -> None:
        """Wait until every handed-over autosave is on disk."""
        self._autosaves.flush()

    def load_autosave(self, game_key: str) -> dict[str, Any] | None:
        """The game saved for ``game_key`` (its schema checked; a game may add fields of its own),
        or None when there is none."""
        data = self.load_json(f"autosave/{game_key}", {})
        return data or None

    def clear_autosave(self, game_key: str) -> None:
        self.delete(f"autosave/{game_key}")

    # -- high scores -------------------------------------------------------------------------
    def high_scores(self, table_key: str) -> list[JsonObject]:
        """Best first. Each entry is a dict with at least a numeric ``score``."""
        tables = self.load_json(SCORES_FILE, {})
        entries = tables.get(table_key, [])
        if not isinstance(entries, list):
            return []
        return [e for e in entries if isinstance(e, dict) and isinstance(e.get("score"), int | float)]

    # -- internals ---------------------------------------------------------------------------
    def _save_compact(self, name: str, data: object) -> None:
        self.save_json(name, data, compact=True)

    def _apply(self, journal: Mapping[str, object]) -> None:
        """Carry out a commit journal (again, if a crash interrupted it: each part is idempotent)."""
        writes, deletes = journal.get("writes"), journal.get("deletes")
        for name, data in (writes if isinstance(writes, dict) else {}).items():
            self.save_json(str(name), data)
        for name in deletes if isinstance(deletes, list) else []:
            self.delete(str(name))
        self.delete(COMMIT_FILE)
        _fsync_dir(self.root)

    def _set_aside(self, path: Path, reason: str) -> None:
        aside = _free_aside(path)
        try:
            os.replace(path, aside)
            text = N_("{file} was unreadable ({reason}); defaults used, the file kept as {aside}.")
            self.warnings.append(Note(text, file=path.name, reason=reason, aside=aside.name))
        except OSError as error:
            text = N_(
                "{file} was unreadable ({reason}); defaults used, the file could not be moved aside ({why})."
            )
            self.warnings.append(Note(text, file=path.name, reason=reason, why=error.strerror or error))


class BackgroundWriter:
    """Autosaves written on a thread of their own, so the disk never holds a frame: only the newest
    snapshot of each name waits, and the thread ends when none came for ``WRITER_LINGER_S``."""

    def __init__(self, save: Callable[[str, object], None]):
        self._save = save
        self._pending: dict[str, object] = {}
        """Snapshots waiting for the writer thread, newest per name."""
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None
        self._writing = 0

    def hand_over(self, name: str, data: object) -> None:
        with self._lock:
            self._pending[name] = data
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._write_pending, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def drop(self, names: list[str]) -> None:
        """Forget the waiting snapshots of ``names`` and wait for a write under way: a delete or a
        commit that follows wins over them."""
        with self._lock:
            for name in names:
                self._pending.pop(name, None)
        self.flush()

    def flush(self) -> None:
        """Wait until every handed-over snapshot is on disk."""
        with self._lock:
            while self._pending or self._writing:
                self._lock.wait(0.05)

    def _write_pending(self) -> None:
        """The thread: write the newest snapshot of each name until none came for a while, then end."""
        while True:
            with self._lock:
                if not self._pending:
                    self._lock.wait_for(lambda: self._pending, timeout=WRITER_LINGER_S)
                if not self._pending:
                    self._thread = None
                    self._lock.notify_all()
                    return
                name = next(iter(self._pending))
                data = self._pending.pop(name)
                self._writing += 1
            try:
                self._save(name, data)
            finally:
                with self._lock:
                    self._writing -= 1
                    self._lock.notify_all()


def _recover_tmp(tmp: Path) -> str | None:
    """Put the temporary file of an interrupted write in place of its document if it is complete
    and newer (a warning saying so), else remove it (None)."""
    stem = tmp.name[1:].removesuffix(TMP_SUFFIX).rpartition(".")[0]
    target = tmp.with_name(stem + ".json")
    try:
        complete = False
        if stem and tmp.is_file() and not tmp.is_symlink():
            door.decode_json(door.read_bytes(tmp, MAX_BYTES))
            complete = not target.exists() or tmp.stat().st_mtime > target.stat().st_mtime
        if complete:
            os.replace(tmp, target)
            return Note(N_("{file} was recovered from a save a crash interrupted."), file=target.name)
        tmp.unlink()
    except (OSError, ValueError, RecursionError, MemoryError):
        tmp.unlink(missing_ok=True)
    return None


def _reason(error: BaseException) -> str:
    """Why a document was unusable, as a warning can say it again in the player's language."""
    if isinstance(error, door.Refused):
        return Note(error.template, **error.fields)
    if isinstance(error, RecursionError):
        return Note(N_("nested too deeply"))
    return str(error) or type(error).__name__


def _free_aside(path: Path) -> Path:
    n = 1
    while (aside := path.with_name(f"{path.stem}.corrupt-{n}.json")).exists() or aside.is_symlink():
        n += 1
    return aside


def write_atomically(path: Path, text: str, newline: str | None = None) -> None:
    """``text`` to ``path`` whole or not at all, durably: a temporary file beside it (recovered or
    removed at the next start), synced, renamed over it, the directory synced. ``OSError`` when
    it cannot be written (the old file stays)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=TMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline=newline) as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(directory: Path) -> None:
    """Make a rename or unlink in ``directory`` durable (POSIX; a no-op where dirs cannot be opened)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
