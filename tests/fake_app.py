"""``FakeApp``: the one stand-in for the app in scene tests. It offers all of
``game.services.AppServices`` with real settings, storage (in the test's data directory), pointers
and a scene stack, and records what a scene asked of it instead of changing screens."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.app import App
from game.engine.audio import Audio
from game.engine.pointers import PointerEvent, PointerHub
from game.engine.scene import SceneStack
from game.engine.seats import TableSetup
from game.engine.settings import Settings
from game.engine.storage import Storage
from game.scenes import registry


class FakeApp:
    def __init__(self, size: tuple[int, int] = (1280, 720), seed: int = 1, autoplay: bool = False):
        if not pygame.get_init():
            pygame.init()
        self.size = size
        self.screen = pygame.Surface(size)
        self.scenes = SceneStack()
        self.pointers = PointerHub(size)
        self.storage = Storage()
        registry.register_settings()
        self.settings = Settings(self.storage)
        self.audio = Audio(enabled=False)
        self.seed = seed
        self.headless = True
        self.autoplay = autoplay
        self.fullscreen = False
        self.frames = 0
        self.time = 0.0
        self.alpha = 0.0
        self.calls: list[tuple] = []
        """What the scene asked of the app, in order: ("to_menu",), ("start_game", setup) …"""
        self._games = 0

    def game_seed(self) -> int:
        self._games += 1
        return self.seed + self._games - 1

    def set_fullscreen(self, on: bool) -> None:
        self.fullscreen = on

    def quit(self) -> None:
        self.calls.append(("quit",))

    def to_menu(self) -> None:
        self.calls.append(("to_menu",))

    def open_entry(self, info) -> None:
        self.calls.append(("open_entry", info.key))

    def open_lobby(self, game_key: str) -> None:
        self.calls.append(("open_lobby", game_key))

    def start_game(self, setup: TableSetup) -> None:
        self.calls.append(("start_game", setup))

    def finish_game(self) -> None:
        self.calls.append(("finish_game",))

    default_table = App.default_table
    """The app's own: it needs only ``game_seed``."""

    def invalidate_backdrop(self) -> None:
        self.calls.append(("invalidate_backdrop",))

    def current_rules(self) -> str:
        for scene in reversed(list(self.scenes)):
            if scene.rules:
                return scene.rules
        return ""

    def dispatch_pointers(self, events: Iterable[PointerEvent]) -> None:
        for event in events:
            if self.scenes.top is not None:
                self.scenes.top.handle_pointer(event)

