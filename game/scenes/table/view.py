"""The part every turn-based table's drawing shares: a background layer with everything that does
not change during a game, drawn once per window size, and the seats, the one(s) to move lit.

On the retained screen a table is a ``layers.Composite`` picture (``draw_picture``): the background
and regions repainted only when what they show changes. Whatever moves every frame is drawn over
it afterwards, and the view ``report``s where (the helpers it calls return their rects), so the
next frame puts the picture back there and nowhere else."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol

import pygame

from game.engine import draw, layers
from game.scenes.table import banner
from game.scenes.table.widget import Model, Overlay, Widget, WidgetLayer
from game.scenes.widgets.tooltip import draw_refusal

if TYPE_CHECKING:
    pass


class TableView:
    """Base of a game's ``view``: subclasses paint the static layer and each seat."""

    def __init__(self, scene: Any):
        self.scene = scene
        self._static: pygame.Surface | None = None
        self._padded: tuple[pygame.Surface, pygame.Surface] | None = None
        self.composite = layers.Composite()
        """The background with the parts that change only with what they show (``draw_picture``)."""
        self.labels: list[pygame.Rect] = []
        """Labels drawn this frame that a refusal must not cover (``label``, ``draw_refusal``)."""

    def resize(self) -> None:
        self._static = None

    def background(self) -> pygame.Surface:
        """The felt with the game's static layer (``paint_static``), cached per window size."""
        size = self.scene.layout.size
        if self._static is None or self._static.get_size() != size:
            self._static = draw.felt(size).copy()
            self.paint_static(self._static)
        return self._static

    def draw_seats(self, surface: pygame.Surface) -> None:
        """The background, then every seat (those to move lit, unless the table is still
        animating)."""
        scene = self.scene
        self.labels = []
        surface.blit(self.background(), (0, 0))
        movers = self.movers()
        for seat in range(scene.state.players):
            self.draw_seat(surface, seat, seat in movers)

    def movers(self) -> set[int]:
        """The seats lit as to move: none while the table is still animating."""
        scene = self.scene
        return set() if scene.presenting() else set(scene.state.to_move())

    def draw_banner(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The banner over the picture (under the results it is part of the picture)."""
        scene = self.scene
        if scene.results_since is not None:
            return []
        drawn: list[pygame.Rect] = scene.banner.draw(surface, scene.presenter.banner_place())
        return drawn

    def results_regions(self) -> list[layers.Region]:
        """Once the results show, the table is still: the banner and the results panel (its lit
        button as a value) join the picture, so a frame costs what the cursors moved over."""
        scene = self.scene
        if scene.results_since is None:
            return []
        regions: list[layers.Region] = []
        text = scene.banner.showing
        if text:
            place = scene.presenter.banner_place()
            regions.append(
                layers.Region("banner", banner.choose(text, place)[1], banner.paint, (text, place))
            )
        panel: list[layers.Region] = scene.results_screen.regions(scene.input.hover_pos)
        return regions + panel

    def draw_picture(
        self, surface: pygame.Surface, regions: list[layers.Region], over: list[pygame.Rect] | None = None
    ) -> None:
        """The background and ``regions`` (seat panels, hands, … each repainted only when what it
        shows changes) on the retained screen; ``over`` is what this frame draws over them
        (None: anywhere; more with ``layers.SCREEN.drawn``)."""
        self.composite.draw(surface, self._base(surface), self.scene.layout.size, regions, over)

    def _base(self, surface: pygame.Surface) -> pygame.Surface:
        """The background at the surface's size: a replay's table is laid out above its control
        bar, so the picture's foot (drawn over by the bar) is left plain."""
        base, size = self.background(), surface.get_size()
        if base.get_size() == size:
            return base
        if self._padded is None or self._padded[0] is not base or self._padded[1].get_size() != size:
            padded = pygame.Surface(size)
            padded.fill(draw.FELT_DARK)
            padded.blit(base, (0, 0))
            self._padded = (base, padded.convert() if pygame.display.get_surface() is not None else padded)
        return self._padded[1]

    @staticmethod
    def draw_sprites(surface: pygame.Surface, sprites: Any) -> list[pygame.Rect | None]:
        """Things in flight (``Flights``), over the picture; returns where they were drawn."""
        drawn = sprites.draw(surface)
        return [None] if drawn is None else drawn

    @staticmethod
    def report(drawn: Iterable[pygame.Rect | None] | None) -> None:
        """Rects drawn over the picture this frame (a None among them, or None: somewhere unknown,
        so the next frame puts the whole picture back)."""
        rects = None if drawn is None else list(drawn)
        if rects is None or None in rects:
            layers.SCREEN.drawn(None)
        else:
            layers.SCREEN.drawn([rect for rect in rects if rect is not None])

    def draw_coach(self, surface: pygame.Surface) -> None:
        """The first-game guide over the table, reported."""
        self.report(self.scene.coach.draw(self.scene, surface))

    def paint_static(self, surface: pygame.Surface) -> None:
        """Draw what does not change during a game onto the felt."""

    def draw_seat(self, surface: pygame.Surface, seat: int, active: bool) -> None:
        """Draw ``seat``'s changing state."""

    def label(
        self, surface: pygame.Surface, text: str, pos: tuple[float, float], size: int, **style: Any
    ) -> None:
        """A label (``draw.blit_text``) that refusals step aside from."""
        self.labels.append(draw.blit_text(surface, text, pos, size, **style))

    def readable(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """What a tip, a refusal or a hint's reason steps aside from: this frame's labels, the log
        strip (a tip over its start left "og (L): …" beside it), the status panel (a hint covered
        "Round 1 of 8") and the first-game guide's speech box."""
        scene = self.scene
        panels = [rect for rect in (scene.log_rect, scene.status_rect) if rect is not None]
        return [*self.labels, *panels, *scene.coach.covers(scene, size)]

    def draw_refusal(
        self, surface: pygame.Surface, place: tuple[float, float], wrap: int = 440
    ) -> list[pygame.Rect]:
        """The table's one refusal (``tooltip.draw_refusal``), clear of what stays ``readable``;
        returns where it was drawn."""
        return draw_refusal(surface, self.scene, place, wrap, self.readable(surface.get_size()))


def shadowed(rect: pygame.Rect, blur: int, offset: tuple[int, int] = (0, 6)) -> pygame.Rect:
    """Where ``draw.draw_panel`` draws for ``rect``: the panel and its soft shadow."""
    if blur <= 0:
        return pygame.Rect(rect)
    shade = pygame.Rect(rect.x - 2 * blur + offset[0], rect.y - 2 * blur + offset[1], 0, 0)
    shade.size = (rect.w + 4 * blur, rect.h + 4 * blur)
    return rect.union(shade)


class Sized(Protocol):
    @property
    def size(self) -> tuple[int, int]: ...


class ZonedView(TableView, Generic[Model]):
    """A table drawn as widgets in its layout's zones from one model a frame: subclasses place the
    widgets (``place``), may show fewer of them (``shown``) and add overlays (``overlays``)."""

    lay: Sized

    def __init__(self, scene: object):
        super().__init__(scene)
        self.layer: WidgetLayer[Model] = WidgetLayer()
        self.widgets: list[Widget[Model]] = []

    def shown(self, model: Model) -> list[Widget[Model]]:
        """The widgets on show for ``model`` (all placed ones unless a game says otherwise)."""
        return self.widgets

    def overlays(self, model: Model) -> list[Overlay]:
        """What the game draws over its widgets each frame (the hint's ring, a tooltip)."""
        return []

    def draw(
        self,
        surface: pygame.Surface,
        model: Model,
        overlays: Sequence[Overlay] = (),
        more: Sequence[layers.Region] = (),
    ) -> None:
        """The picture from ``model``, ``more`` regions over it (the results), then the game's
        overlays and ``overlays``."""
        self.widgets = self.shown(model)
        base = self._base(surface)
        ours = self.overlays(model)
        self.layer.draw(surface, base, self.lay.size, model, self.widgets, [*ours, *overlays], more)
