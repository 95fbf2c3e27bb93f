"""Redraw only what can have changed: a full-screen picture blitted once, then patched.

At 3840×2160 one opaque full-screen blit costs about as much CPU as everything else in a frame,
yet most screens start every frame from the same picture (the felt with its panels, a frozen game
under a pause menu) and change only a small part of it. The screen keeps last frame's pixels, so
``SCREEN.blit_layer`` puts back only the rects the last frame drew over that picture (the scene's
``bounds`` then, and the cursors) instead of the whole picture. The result is the same, pixel
for pixel, as blitting it whole.

The app opens each frame with ``SCREEN.begin`` (with a key saying which scenes draw it, or None
when several scenes share the screen and no one picture underlies it) and closes it with
``SCREEN.end`` (where the cursors went). Anything unusual — another screen, another key, another
picture, a frame without a layer, unknown cursor rects — blits the whole picture next time.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Sequence
from typing import NamedTuple

import pygame

from game import i18n
from game.engine import look
from game.engine.cursors import HOTSPOT, cursor_image, scale_for, state_of
from game.engine.pointers import PointerHub


class RetainedScreen:
    """What the screen still holds from the last frame, and where that frame drew."""

    def __init__(self) -> None:
        self.enabled = True
        """False draws every layer whole (tests compare both ways)."""
        self.screen: pygame.Surface | None = None
        self._stack: Hashable = None
        self._open = False
        self._used = False
        self._layer: tuple[object, Hashable] | None = None
        self._drawn: list[pygame.Rect] | None = None
        """Where last frame drew over its layer: its bounds and its cursors (None: anywhere)."""
        self.full_blits = self.patched_blits = 0

    def begin(self, screen: pygame.Surface, stack: Hashable) -> None:
        """A frame starts on ``screen``, drawn by the scenes ``stack`` names (None: by several
        scenes over each other, so no layer may be patched)."""
        if not self.enabled or screen is not self.screen or stack is None or stack != self._stack:
            self._layer = None
        self.screen, self._stack = screen, stack
        self._open, self._used = stack is not None, False

    def forget(self) -> None:
        """The window's pixels are not what the last frame left (resized, exposed: SDL may hand back
        the same surface object with other contents), so the next frame is drawn whole."""
        self._layer = None

    def retains(self, surface: pygame.Surface) -> bool:
        """Whether a layer blitted on ``surface`` now may be patched (the frame's first, on the
        screen); elsewhere — a test's probe, a frozen backdrop — scenes draw as usual."""
        return self.enabled and self._open and surface is self.screen and not self._used

    def blit_layer(
        self,
        surface: pygame.Surface,
        image: pygame.Surface,
        key: Hashable = None,
        bounds: Sequence[pygame.Rect] | None = None,
        changed: Sequence[pygame.Rect] = (),
    ) -> None:
        """Put the opaque full-screen ``image`` on ``surface``. ``key`` changes whenever the image's
        pixels change in place, unless ``changed`` names every rect where they did; ``bounds``
        holds everything the caller draws over it this frame (None: it may draw anywhere; more
        can be added after drawing with ``drawn``)."""

        def put_back(rects: Sequence[pygame.Rect] | None) -> None:
            if rects is None:
                surface.blit(image, (0, 0))
            for rect in rects or ():
                surface.blit(image, rect, rect)

        self.repaint_layer(surface, image, key, put_back, bounds, changed)

    def repaint_layer(
        self,
        surface: pygame.Surface,
        owner: object,
        key: Hashable,
        repaint: Callable[[Sequence[pygame.Rect] | None], None],
        bounds: Sequence[pygame.Rect] | None = None,
        changed: Sequence[pygame.Rect] = (),
    ) -> None:
        """``blit_layer`` for a layer kept nowhere but on the screen: ``repaint(rects)`` paints it
        on ``surface`` within ``rects`` (None: whole); ``owner`` and ``key`` say which layer."""
        if not self.retains(surface):
            repaint(None)
            return
        self._used = True
        known = self._layer is not None and self._layer[0] is owner and self._layer[1] == key
        if known and self._drawn is not None:
            repaint([*self._drawn, *changed])
            self.patched_blits += 1
        else:
            repaint(None)
            self.full_blits += 1
        self._layer = (owner, key)
        self._drawn = [pygame.Rect(rect) for rect in bounds] if bounds is not None else None

    def drawn(self, rects: Sequence[pygame.Rect] | None) -> None:
        """Also drawn over the layer this frame: ``rects`` (None: anywhere, so the next frame puts
        the layer back whole)."""
        if not self._used:
            return
        if rects is None:
            self._drawn = None
        elif self._drawn is not None:
            self._drawn.extend(pygame.Rect(rect) for rect in rects)

    def end(self, cursors: Sequence[pygame.Rect] | None) -> None:
        """The frame is drawn; ``cursors`` are the rects drawn over it last (None: unknown)."""
        if not self._used or cursors is None:
            self._layer = None
        elif self._drawn is not None:
            self._drawn.extend(cursors)
        self._open = False


SCREEN = RetainedScreen()


class Backdrop:
    """The part of a screen that changes only with ``key`` (felt, titles, a table of scores),
    painted by ``paint`` into a picture of its own and put on the retained screen as its layer.
    Anywhere else (a test's probe) it is painted directly, so nothing drawn goes unseen."""

    def __init__(self, paint: Callable[[pygame.Surface], None]):
        self.paint = paint
        self._key: Hashable = None
        self._image: pygame.Surface | None = None

    def draw(
        self, surface: pygame.Surface, key: Hashable = None, bounds: Sequence[pygame.Rect] | None = None
    ) -> None:
        """Put the backdrop on ``surface``; ``bounds`` holds what is drawn over it this frame."""
        if not SCREEN.retains(surface):
            self.paint(surface)
            return
        size = surface.get_size()
        key = (key, i18n.language(), look.current())  # words in the picture change with the language
        if self._image is None or self._image.get_size() != size or self._key != key:
            image = pygame.Surface(size)
            self._image = image.convert() if pygame.display.get_surface() is not None else image
            self.paint(self._image)
            self._key = key
        SCREEN.blit_layer(surface, self._image, None, bounds)


class Region(NamedTuple):
    """A part of a ``Composite`` picture: ``paint(surface, *args)`` draws it inside ``rect``
    (clipped there), and is called again only when ``paint``, ``args`` or ``rect`` change.
    ``paint`` must depend on nothing else; it is a function or a bound method (a lambda made each
    frame counts as a change every frame), and ``args`` are values (tuples, not lists changed in
    place). ``tests/retained.py`` compares the result with drawing everything each frame.
    ``opaque``: ``paint`` covers every pixel of ``rect``, so nothing under it is repainted."""

    name: Hashable
    rect: pygame.Rect
    paint: Callable[..., object]
    args: tuple[object, ...] = ()
    opaque: bool = False


class Composite:
    """A full-screen picture made of a base (the felt and what never changes in a game) and
    regions over it (a seat panel, a hand, the ocean), each repainted only when what it shows
    changes. On the retained screen only the repainted regions and what was drawn over the
    picture last frame are put back, so a frame costs what changed, not the screen's size.
    Anywhere else (a test's probe, a frozen backdrop) everything is painted directly.

    Overlapping regions are fine: a changed rect is repainted from the base up, every region
    that touches it painted again in order, clipped to it.

    ``keep=False`` keeps no picture: changed rects, and what was drawn over the picture last frame,
    are repainted straight on the screen. Half the pixels written when large parts change (a help
    page turning), dearer where the regions under a cursor are costly to paint."""

    def __init__(self, keep: bool = True) -> None:
        self.keep = keep
        self._image: pygame.Surface | None = None
        self._base: tuple[pygame.Surface, Hashable, tuple[int, int]] | None = None
        self._shown: dict[Hashable, Region] = {}
        self._version = 0
        self.repainted = 0
        """Regions repainted so far (benchmarks and tests read it)."""

    def draw(
        self,
        surface: pygame.Surface,
        base: pygame.Surface,
        base_key: Hashable,
        regions: Sequence[Region],
        over: Sequence[pygame.Rect] | None = None,
    ) -> None:
        """Put the picture on ``surface``: ``base`` (an opaque picture of the surface's size that
        changes only with ``base_key``) and ``regions`` in order; ``over`` holds what the caller
        draws over it this frame (None: anywhere; add more later with ``SCREEN.drawn``)."""
        if not SCREEN.retains(surface):
            surface.blit(base, (0, 0))
            paint(surface, regions)
            return
        key = (base, (base_key, i18n.language(), look.current()), surface.get_size())
        fresh = self._base != key or (self.keep and self._image is None)
        changed = [] if fresh else _merged(self._changed(regions))
        self._base, self._shown = key, {region.name: region for region in regions}
        self._version += fresh
        if not self.keep:
            self._image = None
            repaint = functools.partial(self._repaint, surface, base, regions)
            SCREEN.repaint_layer(surface, self, self._version, repaint, over, changed)
            return
        image = self._image
        if fresh or image is None:  # (a kept layer without its image is fresh)
            image = self._image = base.copy()
            paint(image, regions)
            self.repainted += len(regions)
        else:
            self._repaint(image, base, regions, changed)
        SCREEN.blit_layer(surface, image, (id(self), self._version), over, changed)

    def _repaint(
        self,
        surface: pygame.Surface,
        base: pygame.Surface,
        regions: Sequence[Region],
        rects: Sequence[pygame.Rect] | None,
    ) -> None:
        """The picture painted on ``surface`` within ``rects`` (None: whole) from the base up."""
        if rects is None:
            surface.blit(base, (0, 0))
            paint(surface, regions)
            self.repainted += len(regions)
            return
        where = [region.rect for region in regions]
        for rect in rects:
            touching = rect.collidelistall(where)
            opaque = [regions[index].rect for index in touching if regions[index].opaque]
            for piece in uncovered(rect, opaque):  # the base only where no opaque region will be
                surface.blit(base, piece, piece)
            for index in touching:
                _paint(surface, regions[index], rect)
                self.repainted += 1

    def _changed(self, regions: Sequence[Region]) -> list[pygame.Rect]:
        """Rects whose pixels differ from last frame's picture: where a region changed, moved,
        appeared or went."""
        changed: list[pygame.Rect] = []
        names = set()
        for region in regions:
            names.add(region.name)
            old = self._shown.get(region.name)
            if old is None:
                changed.append(pygame.Rect(region.rect))
            elif old.rect != region.rect or old.paint != region.paint or old.args != region.args:
                changed.append(pygame.Rect(region.rect))
                if old.rect != region.rect:
                    changed.append(pygame.Rect(old.rect))
        changed.extend(pygame.Rect(old.rect) for name, old in self._shown.items() if name not in names)
        return [rect for rect in changed if rect.w > 0 and rect.h > 0]


def uncovered(rect: pygame.Rect, covers: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``rect`` less every rect of ``covers``, as rects that do not overlap: band by band between
    the covers' tops and bottoms, the spans no cover reaches; a span that continues the one above
    it grows downward instead of making a new rect (lines of a page: one tall margin beside them)."""
    clips = [clip for clip in (rect.clip(cover) for cover in covers) if clip.w > 0 and clip.h > 0]
    if not clips:
        return [pygame.Rect(rect)]
    edges = sorted({rect.top, rect.bottom, *(c.top for c in clips), *(c.bottom for c in clips)})
    done: list[pygame.Rect] = []
    growing: dict[tuple[int, int], pygame.Rect] = {}
    for top, bottom in zip(edges, edges[1:], strict=False):
        spans = sorted((c.left, c.right) for c in clips if c.top <= top and c.bottom >= bottom)
        gaps, x = [], rect.left
        for left, right in spans:
            if left > x:
                gaps.append((x, left))
            x = max(x, right)
        if x < rect.right:
            gaps.append((x, rect.right))
        still: dict[tuple[int, int], pygame.Rect] = {}
        for gap in gaps:
            piece = growing.pop(gap, None)
            if piece is not None and piece.bottom == top:
                piece.h = bottom - piece.y
            else:
                piece = pygame.Rect(gap[0], top, gap[1] - gap[0], bottom - top)
            still[gap] = piece
        done.extend(growing.values())
        growing = still
    return done + list(growing.values())


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with overlapping ones joined where their union is no bigger than the two apart
    (an old and a new line of text): fewer pixels painted twice, none added."""
    out: list[pygame.Rect] = []
    for rect in rects:
        while True:
            for index in rect.collidelistall(out):
                other = out[index]
                union = rect.union(other)
                if union.w * union.h <= rect.w * rect.h + other.w * other.h:
                    del out[index]
                    rect = union
                    break
            else:
                break
        out.append(rect)
    return out


def paint(surface: pygame.Surface, regions: Sequence[Region]) -> None:
    """``regions`` straight onto ``surface`` in order, each clipped to its rect: what a composite's
    picture holds, for a surface that is not the retained screen (a frozen backdrop, a probe)."""
    for region in regions:
        _paint(surface, region)


def _paint(surface: pygame.Surface, region: Region, within: pygame.Rect | None = None) -> None:
    """``region`` painted on ``surface``, clipped to its rect (and to ``within``)."""
    clip = region.rect.clip(within) if within is not None else region.rect
    if clip.w <= 0 or clip.h <= 0:
        return
    old = surface.get_clip()
    surface.set_clip(clip)
    try:
        region.paint(surface, *region.args)
    finally:
        surface.set_clip(old)


def cursor_rects(surface: pygame.Surface, hub: PointerHub) -> list[pygame.Rect] | None:
    """Where ``draw_cursors`` may have drawn: every pointer's sprite (shown or not: more is safe),
    or None when a notice spans the top of the screen."""
    if hub.notice:
        return None
    height = scale_for(surface.get_height())
    rects = []
    for pointer in hub.pointers.values():
        image = cursor_image(pointer.colour, pointer.label, state_of(pointer), height)
        x, y = pointer.pos
        rects.append(image.get_rect(topleft=(x - HOTSPOT, y - HOTSPOT)).inflate(4, 4))
    return rects
