"""Caches that a finished game filled, emptied when the next game starts, and the memory they
freed handed back.

A couch session plays game after game in one process. Caches of rendered surfaces and of text
layout meet new keys in every game (cards rotated to new angles, panels of new sizes, new log
lines, rings round new outlines), so even bounded they kept filling towards their bounds for
dozens of games: ``bench/soak.py`` grew 34 MB from game 10 to game 50. What they hold belongs to
the game that ended; the next game renders its own in its first frames. The C library keeps the
pages those surfaces freed (40-55 MB of free heap after a dozen games, growing as new surfaces
land between old ones), so the release also returns them to the system where it can.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Protocol, TypeVar


class Clearable(Protocol):
    def cache_clear(self) -> None: ...


C = TypeVar("C", bound=Clearable)
_CACHES: list[Clearable] = []


def register(cache: C) -> C:
    """Empty ``cache`` (anything with ``cache_clear``, e.g. an ``lru_cache`` function) when a game
    starts; returns it, so it can decorate."""
    _CACHES.append(cache)
    return cache


def release() -> None:
    """A game starts: forget what the previous one rendered and give the freed pages back."""
    for cache in _CACHES:
        cache.cache_clear()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim`` (Linux), or None where the C library has none (Windows, macOS, musl)."""
    import ctypes  # only between games, never before the first frame

    try:
        return ctypes.CDLL(None).malloc_trim
    except (OSError, TypeError, AttributeError):
        return None
