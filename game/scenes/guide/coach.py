"""A game's first-game guide as data, and its progress at one table.

A ``Step`` is a sentence, a function giving the rect of the real table thing it is about, and a
fact about the table that moves it on: a count or flag ("cards this seat has played") that ends
the step when it changes while the step shows, so a guide replayed mid-game still shows every
step; a step without one waits for Next. The ``Coach`` follows one seat (the first human) and
never blocks anyone: it is no modal, bots and other seats play on, and only its Next and Skip
buttons take clicks.

Which games' guides were seen lives in the ``guides_seen`` setting (game key -> 1), so a guide
starts on a game's first play only; the help screen forgets it to show it again. Headless runs
(tests, benchmarks, screenshots) start no guide on their own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Protocol

import pygame

from game.engine import draw
from game.engine.devices import keyboard
from game.engine.pointers import DOWN, PRIMARY, PointerEvent, PointerHub
from game.engine.scene import Scene
from game.engine.settings import Settings
from game.i18n import _
from game.scenes.guide.marks import Placement, bounds, button_words, paint, place, step_words

SETTING = "guides_seen"


class GuideApp(Protocol):
    """What the guide reads of the app: the ``guides_seen`` setting, whether it runs headless, the
    screen and its pointers, and the scenes (for the help screen's replay)."""

    @property
    def settings(self) -> Settings: ...

    @property
    def headless(self) -> bool: ...

    @property
    def pointers(self) -> PointerHub: ...

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def scenes(self) -> Iterable[Scene]: ...


class GuidedScene(Protocol):
    """A table a guide shows on: drawn into a probe to find its words, and asked how the guided
    seat's hand shows (a face-down hand gets the step's hidden wording)."""

    @property
    def app(self) -> GuideApp: ...

    def draw(self, surface: pygame.Surface) -> object: ...

    def hand_visible(self, seat: int) -> bool: ...

    def peek_words(self, seat: int) -> str: ...


Target = Callable[[GuidedScene, int], pygame.Rect | None]
"""(scene, seat) -> where the step points on screen now (None: the thing is not on the table)."""
Fact = Callable[[GuidedScene, int], Hashable]
"""(scene, seat) -> a value that changes when the player does what the step asks."""


@dataclasses.dataclass(frozen=True)
class Step:
    text: str  # marked with N_, translated where drawn
    target: Target
    done: Fact | None = None
    hidden: str = ""
    """The text instead, at a table where the guided seat's hand lies face down while others can
    see the screen: how its hand turns up, with ``{peek}`` for the seat's own peek control."""


@dataclasses.dataclass(frozen=True)
class Guide:
    """A game's guide: its steps, what its box must not hide (seat panels, buttons, the hand, the
    lit part of the board: ``(scene) -> rects``) and what it had rather not hide (other boards, the
    trick, the log)."""

    steps: tuple[Step, ...] = ()
    keep_clear: Callable[[GuidedScene], Sequence[pygame.Rect]] = lambda scene: ()
    rather_clear: Callable[[GuidedScene], Sequence[pygame.Rect]] = lambda scene: ()


def seen(settings: Settings, key: str) -> bool:
    return key in settings.table(SETTING)


def remember(settings: Settings, key: str) -> None:
    settings.set(SETTING, {**settings.table(SETTING), key: 1.0})


def forget(settings: Settings, key: str) -> None:
    """Show ``key``'s guides again on their next game (its modes' too: "finden-puzzle")."""
    settings.set(SETTING, {k: v for k, v in settings.table(SETTING).items() if not of_game(k, key)})


def of_game(guide_key: str, key: str) -> bool:
    """A guide of game ``key``: its own, or one of its modes' ("finden-solo" under "finden")."""
    return guide_key == key or guide_key.startswith(f"{key}-")


class Coach:
    """One guide's progress at one table, for ``seat``; no steps: no guide (``IDLE``)."""

    def __init__(self, guide: Guide = Guide(), seat: int = 0):
        self.guide, self.steps, self.seat, self.index = guide, guide.steps, seat, 0
        self._begun: tuple[int, Hashable] | None = None  # (step index, its fact when it showed)
        self._placed: tuple[PlacementKey, Placement] | None = None  # the last placement and its inputs
        self._placing = False  # the table is being drawn to find its words: no marks on it

    @property
    def active(self) -> bool:
        return self.index < len(self.steps)

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.active else None

    def _showing(self) -> Step:
        """The step on show (asked only while the guide is active)."""
        step = self.step
        if step is None:
            raise ValueError("the guide has no step on show")
        return step

    def update(self, scene: GuidedScene) -> None:
        """Move on when the showing step's fact has changed since it showed."""
        while (step := self.step) is not None and step.done is not None:
            fact = step.done(scene, self.seat)
            if self._begun is None or self._begun[0] != self.index:
                self._begun = (self.index, fact)
                return
            if fact == self._begun[1]:
                return
            self.index += 1

    def next(self) -> None:
        self.index = min(self.index + 1, len(self.steps))

    def skip(self) -> None:
        self.index = len(self.steps)

    def placement(self, scene: GuidedScene, size: tuple[int, int]) -> Placement | None:
        if not self.active or not shows(scene) or self._placing:
            return None
        key, _where = self._inputs(scene, size)
        if self._placed is None or self._placed[0] != key:  # placing tries many spots: once a change
            shown = self._words_on_screen(scene, size)
            key, (target, clear, rather) = self._inputs(scene, size)  # drawn: the table is laid out
            placed = place(size, draw.scale(size), target, key[1], self.buttons(), clear, rather, shown)
            self._placed = (key, placed)
        return self._placed[1]

    def _inputs(self, scene: GuidedScene, size: tuple[int, int]) -> tuple[PlacementKey, PlacementInputs]:
        """What the placement depends on, as a key, and the step's target and rects."""
        target, clear = self._showing().target(scene, self.seat), self.guide.keep_clear(scene)
        rather, words = self.guide.rather_clear(scene), self.words(scene)
        return (size, words, _key([target]), _key(clear), _key(rather)), (target, clear, rather)

    def _words_on_screen(self, scene: GuidedScene, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where the table shows words now (labels, buttons' labels), for the arrow to pass by: the
        scene drawn once into a probe, without the marks (``_placing`` keeps them off)."""
        self._placing = True
        try:
            probe = draw.TextProbe(size)
            scene.draw(probe)
        finally:
            self._placing = False
        return [text.rect for text in probe.texts]

    def covers(self, scene: GuidedScene, size: tuple[int, int]) -> list[pygame.Rect]:
        """What the marks take on screen now (the speech box): for refusals to step aside from."""
        placed = self.placement(scene, size)
        return [placed.box] if placed is not None else []

    def words(self, scene: GuidedScene) -> str:
        """The step's sentence for this table (its hidden-hand wording where hands are hidden)."""
        step = self._showing()
        if step.hidden and not scene.hand_visible(self.seat):
            text = _(step.hidden).format(peek=scene.peek_words(self.seat))
        else:
            text = _(step.text)
        return step_words(text, self.index, len(self.steps))

    def buttons(self) -> tuple[str, str]:
        return button_words(self.index == len(self.steps) - 1)

    def key(self, scene: GuidedScene, event: pygame.event.Event) -> bool:
        """Enter presses Next (Done on the last step) while a step shows, unless Enter is a
        keyboard player's action key now (the arrow cluster holding a seat)."""
        if event.type != pygame.KEYDOWN or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return False
        steering = keyboard.claims_key(scene.app.pointers, event.key)
        if steering or self.placement(scene, scene.app.size) is None:
            return False
        self.next()
        return True

    def click(self, scene: GuidedScene, event: PointerEvent) -> bool:
        """A press on Next or Skip (by the guided seat's pointer, or an unclaimed one). Another
        seat's press on the box is taken too, doing nothing: the opaque box hides what is under it,
        so nothing unseen (the log strip, a card) may answer it."""
        if event.kind != DOWN or event.button != PRIMARY:
            return False
        placed = self.placement(scene, scene.app.size)
        if placed is None:
            return False
        if event.pointer.seat not in (None, self.seat):
            return placed.box.collidepoint(event.pos)
        if placed.next.collidepoint(event.pos):
            self.next()
            return True
        if placed.skip.collidepoint(event.pos):
            self.skip()
            return True
        return False

    def draw(self, scene: GuidedScene, surface: pygame.Surface) -> list[pygame.Rect]:
        """The step's marks, if one shows; where they went (for a retained screen)."""
        placed = self.placement(scene, surface.get_size())
        if placed is None:
            return []
        scale = draw.scale(surface.get_size())
        paint(surface, placed, scale, self.words(scene), self.buttons(), scene_clock(scene))
        return bounds(placed, scale)


def _key(rects: Sequence[pygame.Rect | None]) -> RectsKey:
    return tuple(None if rect is None else tuple(rect) for rect in rects)


RectsKey = tuple[tuple[int, ...] | None, ...]
PlacementKey = tuple[tuple[int, int], str, RectsKey, RectsKey, RectsKey]
"""What a placement depends on: the screen size, the words and the rects around."""
PlacementInputs = tuple[pygame.Rect | None, Sequence[pygame.Rect], Sequence[pygame.Rect]]
"""The step's target, the rects to keep clear and those better left clear."""

IDLE = Coach()
"""No guide at this table."""


def shows(scene: object) -> bool:
    """Marks stay off the results (tables say so in ``results_since`` or ``stage``)."""
    return getattr(scene, "results_since", None) is None and getattr(scene, "stage", "") != "results"


def scene_clock(scene: object) -> float:
    return float(getattr(scene, "clock", getattr(scene, "time", 0.0)))


def begin(app: GuideApp, key: str, guide: Guide, seat: int | None, now: bool = False) -> Coach:
    """The coach for a game starting now: ``guide`` for ``seat`` the first time ``key`` is played
    (or at once with ``now``, the help screen's replay), else ``IDLE``. No human seat: no guide."""
    if seat is None or not guide.steps:
        return IDLE
    if not now and (seen(app.settings, key) or app.headless):
        return IDLE
    remember(app.settings, key)
    return Coach(guide, seat)


def replay_guide(app: GuideApp, key: str) -> None:
    """The help screen's "Show the first-game guide": at once on a table of ``key`` below it in the
    scene stack (``start_guide``), else on ``key``'s next game."""
    forget(app.settings, key)
    for scene in app.scenes:
        if of_game(scene.guide_key, key):
            scene.start_guide()
