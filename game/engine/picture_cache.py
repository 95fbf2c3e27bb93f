"""Pictures that take a frame or more to draw and come out the same at every launch (the menu's
backdrop: felt, title, cards and dice, ~85 ms of CPU before the first frame), kept in the user's
cache directory so that a second launch reads their pixels back instead of drawing them again.

A picture is found by everything it was drawn from: its own key (size, language, look), the
pygame that drew it, and the size and time of each source file named by the caller (code, fonts,
catalogs), so an update or an edited catalog draws it afresh. The cache is never needed: a file
that cannot be read or written, or has the wrong length, means the picture is drawn as before.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Final

import pygame

from game import door
from game.engine.storage import APP_NAME, HOME_ENV

ENABLED = True
"""Off in tests (``tests/conftest.py``): each test has a fresh home, where a picture kept is
never read again, and a probe of drawn words must see the backdrop drawn."""
KEPT = 2
"""Pictures kept per name: the window's size and the fullscreen one."""
SUFFIX = ".rgb"
FORMAT: Final = "RGB"
"""Raw pixels: read back in a few milliseconds where a PNG takes tens to decode."""


def cache_dir() -> Path:
    """The platform's user cache directory, or ``cache`` in ``$TABLETOP_ARCADE_HOME`` (tests)."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override) / "cache"
    import platformdirs  # as in storage: not imported where the home is given

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def files_in(*folders: Path, pattern: str = "*") -> list[Path]:
    """The files directly in ``folders`` matching ``pattern`` (sources of a picture)."""
    return [path for folder in folders for path in sorted(folder.glob(pattern)) if path.is_file()]


def stamp(sources: Iterable[Path]) -> list[tuple[str, int, int]]:
    """Each source's path, size and modification time (a missing one counts as changed)."""
    out = []
    for path in sources:
        try:
            info = path.stat()
            out.append((str(path), info.st_size, info.st_mtime_ns))
        except OSError:
            out.append((str(path), -1, -1))
    return out


def file_for(name: str, key: object, sources: Iterable[Path]) -> Path:
    """Where the picture ``name`` drawn from ``key`` and ``sources`` is kept."""
    drawn_from = repr((key, pygame.version.ver, stamp(sources))).encode()
    digest = f"{zlib.crc32(drawn_from):08x}{zlib.adler32(drawn_from):08x}"  # hashlib: 4 ms to import
    return cache_dir() / f"{name}-{digest}{SUFFIX}"


def picture(
    name: str, size: tuple[int, int], key: object, sources: Iterable[Path], draw: Callable[[], pygame.Surface]
) -> pygame.Surface:
    """The picture ``draw`` makes (an opaque ``size`` surface), read from the cache when it was
    drawn before from the same ``key`` and ``sources``, else drawn and kept for the next launch.
    In the display's format when there is a display, as ``draw``'s own pictures are."""
    if not ENABLED:
        return draw()
    path = file_for(name, key, sources)
    w, h = size
    try:
        data = door.read_bytes(path, w * h * len(FORMAT))
    except (FileNotFoundError, door.Refused):
        data = b""
    if len(data) == w * h * len(FORMAT):
        kept = pygame.image.frombuffer(data, size, FORMAT)  # the bytes' own memory: one copy below
        return kept.convert() if pygame.display.get_surface() is not None else kept.copy()
    drawn = draw()
    keep(path, drawn)
    return drawn


def keep(path: Path, drawn: pygame.Surface) -> None:
    """Write ``drawn`` to ``path`` whole or not at all (a temporary file, then renamed), and drop
    the oldest pictures of the same name beyond ``KEPT``; a disk that refuses is left alone."""
    name, temporary = path.name.rsplit("-", 1)[0], None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as out:
            out.write(pygame.image.tobytes(drawn, FORMAT))
        os.replace(temporary, path)
        temporary = None
        others = sorted(path.parent.glob(f"{name}-*{SUFFIX}"), key=lambda p: p.stat().st_mtime_ns)
        for old in others[:-KEPT]:
            old.unlink()
    except OSError:
        pass  # drawn again at the next launch
    finally:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
