"""The one door every file the game reads comes through: stored documents, record files given on
the command line, catalogs, level files, the game's own assets.

A file is used only if it is a regular file (a FIFO, a device or a directory is never opened for a
blocking read: it could hang the start or never end), no larger than its limit, strictly decoded
(UTF-8; JSON without NaN, Infinity or numbers that overflow a float; nesting no deeper than
``MAX_DEPTH``). Anything else raises ``Refused`` with the reason, and the caller decides what
refusing means: storage sets the file aside, the command line exits 2, a catalog falls back to
English, a level file makes its game unavailable. A missing file raises ``FileNotFoundError``
(often not a problem at all: no save yet).

No pygame here, and nothing from ``game.engine``: the rules read their level files through it.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import NoReturn

from game.json_types import Json
from game.marker import N_

MAX_BYTES = 16 * 2**20
"""Largest file read unless the caller says otherwise (stored documents stay far below)."""
MAX_DEPTH = 32
"""Deepest nesting any document may have (ours need 6)."""
NOT_REGULAR = N_("it is not a regular file")


class Refused(ValueError):
    """A file (or its content) that cannot be used. ``str()`` is the English reason; ``template``
    and ``fields`` let a warning say it again in the player's language (``engine.notes.Note``)."""

    def __init__(self, template: str, **fields: object):
        self.template, self.fields = template, fields
        super().__init__(template.format(**fields))


def read_bytes(path: Path | str, limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. Opened non-blocking (a FIFO must
    not hang) and checked with ``fstat`` on the open descriptor before any read; the read stops
    past ``limit`` (default ``MAX_BYTES``) whatever the size said (``/proc`` files say 0)."""
    limit = MAX_BYTES if limit is None else limit
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise
    except OSError as error:
        raise Refused("{reason}", reason=f"{type(error).__name__}: {error.strerror or error}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise Refused(NOT_REGULAR)
        if info.st_size > limit:
            raise _too_large(limit)
        chunks, size = [], 0
        while chunk := os.read(fd, min(1 << 20, limit + 1 - size)):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise _too_large(limit)
        return b"".join(chunks)
    except OSError as error:
        raise Refused("{reason}", reason=f"{type(error).__name__}: {error.strerror or error}") from None
    finally:
        os.close(fd)


def decode_text(raw: bytes) -> str:
    """``raw`` as UTF-8 text, or ``Refused`` naming the line of the first byte that is not."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        byte = f"0x{raw[error.start]:02x}"
        text = N_("it is not UTF-8 text (the byte {byte} on line {line})")
        raise Refused(text, byte=byte, line=line) from None


def read_text(path: Path | str, limit: int | None = None) -> str:
    """A regular file's strict UTF-8 text (``read_bytes``, ``decode_text``)."""
    return decode_text(read_bytes(path, limit))


def decode_json(raw: bytes, max_depth: int = MAX_DEPTH, drop_non_finite: bool = False) -> Json:
    """Strict JSON: UTF-8, no ``NaN``/``Infinity`` and no number that overflows a float, nested at
    most ``max_depth`` deep; ``Refused`` saying why not.

    ``drop_non_finite``: non-finite numbers are read as such and left for the caller's schema to
    drop with their entry (a stored score table loses one bad score, not every score); the caller
    then calls ``check_bounds`` so that none is ever used."""
    text = decode_text(raw)
    try:
        if drop_non_finite:
            data = json.loads(text)
        else:
            data = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)
    except RecursionError:
        raise Refused(N_("nested too deeply")) from None
    except MemoryError:
        raise _too_large(len(raw)) from None
    except Refused:
        raise
    except ValueError as error:  # JSONDecodeError, an integer of too many digits
        raise Refused("{reason}", reason=f"not JSON ({error})") from None
    if not drop_non_finite:
        check_bounds(data, max_depth)
    parsed: Json = data  # what json.loads makes: dicts, lists, strings, numbers, booleans, None
    return parsed


def read_json(path: Path | str, limit: int | None = None) -> Json:
    """A regular file's strict JSON (``read_bytes``, ``decode_json``)."""
    return decode_json(read_bytes(path, limit))


def read_toml(path: Path | str, limit: int | None = None) -> dict[str, object]:
    """A regular file's TOML, strictly decoded and bounded like JSON."""
    import tomllib  # only level files are TOML, read after the menu is up (it costs start-up ~5 ms)

    text = read_text(path, limit)
    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise Refused(N_("nested too deeply")) from None
    except tomllib.TOMLDecodeError as error:
        raise Refused("{reason}", reason=f"not valid TOML ({error})") from None
    check_bounds(data)
    return data


def check_bounds(value: object, max_depth: int = MAX_DEPTH) -> None:
    """Refuse nesting deeper than ``max_depth`` and non-finite numbers anywhere (iteratively: a
    hostile document must not exhaust the stack here either)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth > max_depth:
                raise Refused(N_("nested too deeply"))
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
        elif isinstance(item, float) and not math.isfinite(item):
            raise _not_finite(repr(item))


def _no_constant(name: str) -> NoReturn:
    raise _not_finite(name)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _not_finite(text if len(text) <= 20 else text[:17] + "...")
    return value


def _not_finite(shown: str) -> Refused:
    return Refused(N_("it holds {value}, which is not a finite number"), value=shown)


def _too_large(limit: int) -> Refused:
    return Refused(N_("it is larger than {mb} MB"), mb=f"{limit / 2**20:g}")
