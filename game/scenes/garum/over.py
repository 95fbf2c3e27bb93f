"""What the Garum table draws over its picture every frame, and where: tiles, workers and points
in flight, the banner, the hint, the line tooltip, a refusal, the first-game guide. The retained
screen puts those rects back next frame, so each returns the rects it drew into.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import draw
from game.scenes.garum.hint import draw_garum_hint
from game.scenes.garum.words import line_title, worker_note
from game.scenes.widgets import garum_panels as panels
from game.scenes.widgets.tooltip import draw_tooltip

NOTICE_WRAP = 700


def _draw_sprites(surface: pygame.Surface, scene: Any) -> list[pygame.Rect] | None:
    """The tiles, workers and points in flight, and where (None: one of unknown size flies)."""
    rects: list[pygame.Rect] | None = []
    for sprite in scene.sprites:
        sprite.draw(surface)
        size = scene.presenter.reach.get(sprite.motion)
        if size is None or rects is None:
            rects = None
            continue
        x, y = sprite.motion.value
        rect = pygame.Rect((0, 0), size)
        rect.center = (round(x), round(y))
        rects.append(rect.inflate(4, 4))
    return rects


def draw_over(surface: pygame.Surface, scene: Any) -> list[pygame.Rect] | None:
    """Everything drawn over the picture this frame, in order; the rects it took (None: anywhere)."""
    flying = _draw_sprites(surface, scene)
    scene.banner.draw(surface, scene.presenter.banner_place())
    drawn = [scene.banner.frame] if scene.banner.frame is not None else []
    drawn += draw_garum_hint(surface, scene)
    drawn += _hover(surface, scene)
    notice = scene.shown_notice()
    if notice:
        guide = scene.coach.covers(scene, surface.get_size())
        at = scene.notice_at or scene.layout.notice_at
        drawn.append(draw_tooltip(surface, notice, at, scene.s, NOTICE_WRAP, draw.DANGER, guide))
    return None if flying is None else [*flying, *drawn]


def _hover(surface: pygame.Surface, scene: Any) -> list[pygame.Rect]:
    """Hovering a worker space: that line's fish of each species and what a worker would score."""
    hover = scene.input.hover_pos
    if hover is None or scene.results_since is not None or not scene.hover_tips():
        return []
    line = scene.layout.grid.line_at(hover)
    if line is None:
        return []
    colours = scene.viewer_colours()
    note = worker_note(scene.state, line, colours[0]) if colours else ""
    counts = scene.state.counts[line]
    return [
        panels.draw_line_tooltip(surface, hover, scene.layout.tooltip_look, line_title(line), counts, note)
    ]


def draw_guide(surface: pygame.Surface, scene: Any) -> list[pygame.Rect]:
    """The first-game guide's marks (``guide.coach``): its box, ring and arrow, and where they went."""
    return scene.coach.draw(scene, surface)
