"""Scenes and the scene stack: one class per screen, overlays (pause, help, curtains) pushed on top.

The app sends every pygame event to the top scene's ``handle`` and every pointer event (any
device's cursor, see ``pointers.py``) to its ``handle_pointer``. ``update(dt)`` runs at the fixed
step; ``draw`` only reads state. Overlays set ``opaque = False`` so the scene below still shows,
and ``pauses_below = True`` to freeze it while they are up. Game scenes set ``pausable = True``
(Esc opens Pause) and ``rules`` (F1 opens Help); the app does both when the scene does not
consume the key itself.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from game.engine.pointers import PointerEvent
    from game.services import AppServices


class Scene:
    """Base class of every screen. Subclasses override what they need."""

    opaque: bool = True
    """False for overlays: the scenes below are drawn first."""
    pauses_below: bool = True
    """True: scenes below do not update while this one is on top."""
    pausable: bool = False
    """True for game scenes: Esc (when the scene does not use it) opens the pause overlay."""
    rules: str = ""
    """File name in ``assets/help/`` that F1 and the pause menu's How to play entry show."""
    shortcut_keys: frozenset[int] = frozenset()
    """Keys this screen uses as shortcuts (L opens a table's log): a keyboard cursor's cluster that
    holds no seat leaves them to the screen, so pressing one makes no stray cursor appear. An
    overlay lists only its own: the stack adds those of the screens it covers (``shortcuts``)."""
    guide_key: str = ""
    """Which game's first-game guide this screen shows (a table's: its game's key; "": none)."""

    def __init__(self, app: AppServices):
        self.app = app

    def enter(self) -> None:
        """Called when pushed (or made top by ``replace``)."""

    def exit(self) -> None:
        """Called when popped or replaced: release what ``enter`` took."""

    def covered(self) -> None:
        """Another scene was pushed on top (e.g. pause): release grabs, stop sounds."""

    def uncovered(self) -> None:
        """The scene on top was popped: this one is top again."""

    def start_guide(self, now: bool = True) -> None:
        """Show the first-game guide (``now``: at once, the help screen's replay); a screen
        without one ignores it."""

    def handle(self, event: pygame.event.Event) -> bool:
        """A pygame event (keys, window, raw mouse for pygame_gui). Return True if consumed."""
        return False

    def handle_pointer(self, event: PointerEvent) -> bool:
        """A pointer event from any device. Return True if consumed."""
        return False

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: rebuild layout."""

    def update(self, dt: float) -> None:
        """Advance by one fixed step of ``dt`` seconds (0: an input step, for a phone's tap that
        came between two steps: handle input, move no time; ``FixedStepLoop.tick``)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene. Must not change game state."""

    def next_change(self) -> float:
        """Seconds until this scene looks different with no input: 0 while anything moves (an
        animation, a bot thinking, a running timer), the time to its next visible change (a
        notice going away, a timer's next tick), ``math.inf`` when only input changes it. In a
        window the app draws no frames until then (``engine.pacing``). The default, 0, draws every
        frame: right for any scene, wasteful for a still one."""
        return 0.0

    def draw_bounds(self) -> list[pygame.Rect] | None:
        """Rects holding everything ``draw`` paints (None: anywhere). Over a frozen backdrop, the
        app then puts back only these and the cursors each frame (``engine.layers``)."""
        return None

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The static part of an overlay (dim layer, panel, title), drawn just before ``draw``.

        While an overlay with ``pauses_below`` is on top, the app draws the frozen scenes below and
        this backdrop once, keeps the picture, and then only calls ``draw`` each frame.
        """

    def draw_over(self, surface: pygame.Surface, backdrop: pygame.Surface) -> None:
        """A pausing overlay's frame over ``backdrop`` (the frozen scenes below and this one's
        ``draw_backdrop``, one opaque picture): the retained screen puts back what ``draw_bounds``
        held, then ``draw``. An overlay keeping its own ``layers.Composite`` over the backdrop
        overrides it."""
        from game.engine import layers

        layers.SCREEN.blit_layer(surface, backdrop, None, self.draw_bounds())
        self.draw(surface)


class SceneStack:
    """A stack of scenes; the top one gets input, the visible ones are drawn bottom-up."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].covered()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].uncovered()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the one below is not uncovered in between)."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Pop everything and start over at ``scene`` (e.g. quit to menu)."""
        while self._scenes:
            self._scenes.pop().exit()
        self.push(scene)

    def updating(self) -> list[Scene]:
        """Scenes to update this step: the top, and those below it while nothing pauses them."""
        out: list[Scene] = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if scene.pauses_below:
                break
        return out[::-1]

    def next_change(self) -> float:
        """The soonest ``next_change`` of the scenes shown and updating (frozen ones cannot change)."""
        shown = self.visible()
        return min((scene.next_change() for scene in self.updating() if scene in shown), default=math.inf)

    def shortcuts(self) -> frozenset[int]:
        """The shortcut keys of every visible scene: a player who pressed the table's H under its
        log meant the table's key, not to wake a keyboard cursor that holds no seat."""
        return frozenset().union(*(scene.shortcut_keys for scene in self.visible()))

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom-up: from the topmost opaque scene to the top."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        return self._scenes[start:]
