"""What a scene may use from the app: the one typed interface between screens and the application.

``game.app.App`` provides it; tests use ``tests/fake_app.py``'s ``FakeApp``. A scene receives it as
``self.app`` and uses nothing else of the app — no ``getattr`` fallbacks: every member is always
there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.engine.audio import Audio
    from game.engine.pointers import PointerEvent, PointerHub
    from game.engine.scene import SceneStack
    from game.engine.seats import TableSetup
    from game.engine.settings import Settings
    from game.engine.storage import Storage
    from game.scenes.registry import Entry


class AppServices(Protocol):
    size: tuple[int, int]
    """The window size in pixels; scenes get ``resize(size)`` when it changes."""
    screen: pygame.Surface
    """The display surface (draw only inside ``draw``)."""
    scenes: SceneStack
    """``push`` overlays, ``pop`` to close one, ``replace`` the top."""
    pointers: PointerHub
    """Every device's cursor; ``active`` drives menus."""
    settings: Settings
    """``settings["key"]``, ``.set(key, value)``; keys in ``game/engine/settings.py:SPEC``."""
    storage: Storage
    """JSON files, autosaves and high scores in the user data directory."""
    audio: Audio
    """``audio.play("click" | "card" | "dice" | "tick" | "buzzer" | "fanfare")``."""
    seed: int
    """From ``--seed``, else random."""
    headless: bool
    autoplay: bool
    frames: int
    """Frames shown so far: 0 until the first one is on screen."""
    fullscreen: bool
    """Whether the window fills the screen now (the setting is only the wish for the next run)."""

    def set_fullscreen(self, on: bool) -> None:
        """Fill the screen, or go back to a window, now."""
        ...

    @property
    def time(self) -> float:
        """Game seconds so far (sum of fixed steps; exact in headless runs)."""
        ...

    @property
    def alpha(self) -> float:
        """0..1: how far the displayed frame lies past the last fixed step."""
        ...

    def game_seed(self) -> int:
        """The seed for each new game (the first is ``seed`` itself)."""
        ...

    def quit(self) -> None: ...

    def to_menu(self) -> None: ...

    def open_entry(self, info: Entry) -> None:
        """What choosing a menu entry does: a game goes through the lobby, others open directly."""
        ...

    def open_lobby(self, game_key: str) -> None: ...

    def start_game(self, setup: TableSetup) -> None:
        """Replace the top scene by the game's scene for ``setup``; bind the seats' pointers."""
        ...

    def finish_game(self) -> None:
        """A game scene calls it when its final result has been shown."""
        ...

    def default_table(
        self, info: Entry, players: int | None = None, bots: Sequence[str] = (), autoplay: bool = False
    ) -> TableSetup: ...

    def invalidate_backdrop(self) -> None:
        """The scenes under a pausing overlay changed their look: draw them again."""
        ...

    def current_rules(self) -> str:
        """The rules file of the topmost scene that has one ('' if none)."""
        ...

    def dispatch_pointers(self, events: Iterable[PointerEvent]) -> None:
        """Send pointer events to the top scene (the loop does it every step)."""
        ...
