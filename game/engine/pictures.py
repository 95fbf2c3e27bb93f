"""Menus and panels as ``layers.Composite`` pictures: pygame_gui's elements, text, icons and panels
as regions, so a frame repaints what changed instead of every widget.

pygame_gui has no dirty tracking: ``UIManager.draw_ui`` is one ``Surface.blits`` of every visible
element's ``blit_data`` ([image, rect, source area, blend mode], ``LayeredGUIGroup.draw``), every
frame, whole panels at 4K included. An element changes its look by replacing its image
(``UIElement._set_image`` stores a copy of the new picture: hover, press, focus, a new label, a
slider's knob), so the image object, where it goes, the source area and the blend mode say what
its pixels are. The one change made in place is a container's clip (``_set_image_clip`` fills and
re-blits the same surface), so the clip rect is part of the key too. The regions hold the images
they were painted with, so an id is never reused while it still counts.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame.typing import Point, RectLike

from game.engine import draw, fitting, gui_panels, look
from game.engine.layers import Region


def gui_regions(manager: pygame_gui.UIManager) -> list[Region]:
    """One region per element ``manager.draw_ui`` would blit now, in its order (back to front),
    each of the game's buttons over its rounded panel (``gui_panels``)."""
    group = manager.get_sprite_group()
    sprites = {id(sprite.blit_data): sprite for sprite in group.sprites()}
    regions = []
    for data in group.visible:
        image, rect, area, flags = data
        size = pygame.Rect(area).size if area is not None else image.get_size()
        if size[0] <= 0 or size[1] <= 0:
            continue
        sprite = sprites.get(id(data))
        panel = gui_panels.panel_image(sprite)
        if panel is not None and sprite is not None:
            regions.append(image_region(("gui panel", id(sprite)), panel, sprite.rect.topleft))
        clipping = getattr(sprite, "get_image_clipping_rect", None)  # (newer pygame_gui sprites only)
        clip = clipping() if clipping is not None else None
        clip = tuple(clip) if clip is not None else None
        area = tuple(area) if area is not None else None
        regions.append(
            Region(
                ("gui", id(data)),
                pygame.Rect(rect.topleft, size),
                _blit,
                (image, rect.topleft, area, flags, clip),
            )
        )
    return regions


def _blit(
    surface: pygame.Surface,
    image: pygame.Surface,
    topleft: Point,
    area: RectLike | None,
    flags: int,
    _clip: tuple[int, ...] | None,
) -> None:
    surface.blit(image, topleft, area, flags)


def image_region(
    name: object, image: pygame.Surface, topleft: tuple[int, int], opaque: bool = False
) -> Region:
    """``image`` blitted at ``topleft`` as a region (a rendered line, a picture); ``opaque``: it
    has no transparent pixel (no per-pixel alpha, no colour key), so nothing under it is painted."""
    rect = pygame.Rect(topleft, image.get_size())
    return Region(name, rect, _blit_image, (image, tuple(topleft)), opaque)


def ink_boxes(image: pygame.Surface) -> list[pygame.Rect]:
    """Where ``image`` has ink (pixels not fully transparent), as boxes in its own coordinates:
    one per run of rows with ink (a paragraph's lines), each as wide as its ink. An image without
    per-pixel alpha is all ink."""
    if not image.get_flags() & pygame.SRCALPHA:
        return [image.get_rect()]
    import numpy as np  # only screens that cut pictures up need it, never the first frame

    alpha = pygame.surfarray.pixels_alpha(image)  # [x, y], a view: no copy of a 4K paragraph
    ink = alpha > 0
    del alpha  # the surface stays locked while a view of it lives
    rows = np.flatnonzero(ink.any(axis=0))
    if rows.size == 0:
        return []
    breaks = np.flatnonzero(np.diff(rows) > 1)
    boxes = []
    for top, bottom in zip(rows[np.r_[0, breaks + 1]], rows[np.r_[breaks, rows.size - 1]], strict=True):
        columns = np.flatnonzero(ink[:, top : bottom + 1].any(axis=1))
        left, right = int(columns[0]), int(columns[-1]) + 1
        boxes.append(pygame.Rect(left, int(top), right - left, int(bottom - top + 1)))
    return boxes


def _blit_image(surface: pygame.Surface, image: pygame.Surface, topleft: tuple[int, int]) -> None:
    surface.blit(image, topleft)


def text_region(
    name: object,
    text: str,
    pos: tuple[float, float],
    size: int,
    colour: draw.Colour = draw.TEXT,
    anchor: str = "topleft",
    bold: bool = False,
    wrap: int = 0,
    shadow: bool = False,
) -> Region:
    """``draw.blit_text`` as a region: repainted when the words, place, size or colour change."""
    rect = draw.text(text, size, colour, bold, wrap).get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        offset = draw.shadow_drop(size)
        rect = rect.union(rect.move(offset, offset))
    return Region(name, rect, draw.blit_text, (text, pos, size, colour, anchor, bold, wrap, shadow))


def title_region(text: str, pos: tuple[float, float], size: int) -> Region:
    """A screen's title as a region: centred at ``pos``, bold and shadowed, in the cards' cream."""
    return text_region("title", text, pos, size, draw.CARD_FACE, "center", True, shadow=True)


def band_region(
    name: object, text: str, band: pygame.Rect, size: int, colour: draw.Colour, smallest: int
) -> Region:
    """One line of ``text`` centred in ``band`` (a subtitle between a title and what is under it)
    at the largest size up to ``size`` that fits its width and height, drawn at no fewer than
    ``smallest`` pixels (cut with "…" there if still too wide): grown words stay in their band."""
    fit = min(fitting.fitting_size(text, size, band.w, smallest=smallest),
              fitting.fitting_height(size, band.h))
    fit = max(fit, min(look.asked_for(smallest), size))
    return text_region(name, fitting.shortened(text, fit, band.w), band.center, fit, colour, "center")


def icon_region(
    name: object, icon: str, size: int, colour: draw.Colour, **anchor: tuple[float, float]
) -> Region:
    """``draw.icon`` blitted with one ``anchor`` (``center=(x, y)``, ``midleft=…``) as a region."""
    ((where, pos),) = anchor.items()
    rect = draw.icon(icon, size, colour).get_rect(**{where: pos})
    return Region(name, rect, _blit_icon, (icon, size, colour, rect.topleft))


def _blit_icon(surface: pygame.Surface, icon: str, size: int, colour: draw.Colour, topleft: Point) -> None:
    surface.blit(draw.icon(icon, size, colour), topleft)


def panel_bounds(
    rect: pygame.Rect, shadow_blur: int = 12, shadow_offset: tuple[int, int] = (0, 6)
) -> pygame.Rect:
    """Where ``draw.draw_panel`` paints: the panel and its soft shadow."""
    if shadow_blur <= 0:
        return pygame.Rect(rect)
    shade = rect.inflate(4 * shadow_blur, 4 * shadow_blur).move(shadow_offset)
    return shade.union(rect)
