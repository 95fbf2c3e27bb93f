"""Surface caches are bounded by their pixel bytes, so a long session's new keys cannot grow them."""

import pygame

from game.engine import draw
from game.engine.surface_cache import SurfaceLRU, cached_surfaces, surface_bytes


def test_the_least_recently_used_surfaces_go_once_the_bytes_pass_the_bound():
    cache = SurfaceLRU(3 * 100 * 100 * 4)
    for key in range(3):
        cache.put(key, pygame.Surface((100, 100), pygame.SRCALPHA))
    assert cache.get(0) is not None  # 0 is now the most recent
    cache.put(3, pygame.Surface((100, 100), pygame.SRCALPHA))
    assert cache.get(1) is None and cache.get(0) is not None and len(cache) == 3
    assert cache.bytes == sum(surface_bytes(s) for s in cache.values()) <= cache.max_bytes


def test_one_surface_larger_than_the_bound_is_still_kept_alone():
    cache = SurfaceLRU(10)
    big = cache.put("big", pygame.Surface((50, 50)))
    assert cache.get("big") is big and len(cache) == 1


def test_the_decorator_renders_each_key_once_and_clears():
    calls = []

    @cached_surfaces(max_mb=1)
    def render(width, colour=(1, 2, 3)):
        calls.append(width)
        return pygame.Surface((width, 10))

    assert render(10) is render(10) and render(10, colour=(0, 0, 0)) is not render(10)
    assert calls == [10, 10]
    render.cache_clear()
    render(10)
    assert calls == [10, 10, 10] and render.cache_info().currsize == 1


def test_endless_new_text_keeps_the_text_cache_within_its_bytes():
    pygame.font.init()
    for n in range(3000):
        draw.text(f"Round {n}: a log line that is new every time", 40)
    assert draw._TEXT_CACHE.bytes <= draw._TEXT_CACHE.max_bytes
