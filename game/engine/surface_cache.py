"""Caches of rendered surfaces bounded by their pixel bytes, not by a count of entries.

A count says nothing about memory: 2,048 rotated card images at 4K are hundreds of megabytes,
2,048 short labels a few. A long session keeps meeting new keys (log lines, scores, angles of
flying cards), so a count-bounded cache of large surfaces grows the process for hours; this one
drops its least recently used surfaces once their pixels pass ``max_bytes``.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from typing import Generic, NamedTuple, ParamSpec

import pygame

from game.engine import between_games


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    currsize: int
    bytes: int


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


class SurfaceLRU:
    """Least-recently-used surfaces by key, at most ``max_bytes`` of pixels in all (the newest
    entry always stays, however large)."""

    def __init__(self, max_bytes: int):
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()
        self.bytes = self.hits = self.misses = 0

    def get(self, key: Hashable) -> pygame.Surface | None:
        item = self._items.get(key)
        if item is None:
            self.misses += 1
            return None
        self.hits += 1
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: Hashable, surface: pygame.Surface) -> pygame.Surface:
        size = surface_bytes(surface)
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        self._items[key] = (surface, size)
        self.bytes += size
        while self.bytes > self.max_bytes and len(self._items) > 1:
            _, (_, dropped) = self._items.popitem(last=False)
            self.bytes -= dropped
        return surface

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def values(self) -> Iterator[pygame.Surface]:
        return (surface for surface, _ in self._items.values())

    def info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, len(self._items), self.bytes)


Params = ParamSpec("Params")


class CachedRender(Generic[Params]):
    """A function that renders a surface, behind a ``SurfaceLRU`` (``cached_surfaces``): called
    with the function's own arguments, with ``cache_clear`` and ``cache_info`` as ``lru_cache``."""

    def __init__(self, render: Callable[Params, pygame.Surface], cache: SurfaceLRU):
        self.render, self.cache = render, cache
        functools.update_wrapper(self, render)

    def __call__(self, *args: Params.args, **kwargs: Params.kwargs) -> pygame.Surface:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        surface = self.cache.get(key)
        if surface is None:
            surface = self.cache.put(key, self.render(*args, **kwargs))
        return surface

    def cache_clear(self) -> None:
        self.cache.clear()

    def cache_info(self) -> CacheInfo:
        return self.cache.info()


def cached_surfaces(max_mb: float) -> Callable[[Callable[Params, pygame.Surface]], CachedRender[Params]]:
    """Decorator like ``functools.lru_cache`` (positional and keyword arguments, ``cache_clear``,
    ``cache_info``) for a function that renders a surface, bounded to ``max_mb`` of pixels and
    emptied when a game starts (``between_games``)."""

    def wrap(render: Callable[Params, pygame.Surface]) -> CachedRender[Params]:
        return between_games.register(CachedRender(render, SurfaceLRU(int(max_mb * 2**20))))

    return wrap
