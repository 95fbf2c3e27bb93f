"""Four scripted players in a lobby, for ``bench/frames.py`` and attract-mode demos."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import pointers
from game.scenes.lobby.scene import LobbyScene

if TYPE_CHECKING:
    from game.app import App


def demo_table(app: App, game: str) -> Callable[[int], None]:
    """Open ``game``'s lobby with four scripted players who join and then wander over the seat
    cards (hover changing all the time). For ``bench/frames.py`` and attract-mode demos; returns
    the per-frame ``poke(frame)`` that keeps them moving."""
    app.open_lobby(game)
    scene = app.scenes.top
    if not isinstance(scene, LobbyScene):
        raise RuntimeError(f"{game} opens no lobby")
    hub = app.pointers
    players = [hub.pointer(f"demo:{i}", "script") for i in range(min(4, len(scene.cards)))]
    for pointer, layout in zip(players, scene.cards, strict=False):
        hub.move_to(pointer, *layout.join.center)
        hub.press(pointer, pointers.PRIMARY)
        hub.release(pointer, pointers.PRIMARY)
    app.dispatch_pointers(hub.drain())
    area = pygame.Rect(scene.cards[0].card.topleft, (scene.cards[-1].card.right - scene.cards[0].card.x, 0))
    area.height = scene.cards[0].card.height

    def poke(frame: int) -> None:
        for i, pointer in enumerate(players):
            t = frame * 0.02 + i * 1.7
            x = area.centerx + math.sin(t * (1 + 0.13 * i)) * area.w * 0.5
            y = area.centery + math.sin(t * 1.9 + i) * area.h * 0.5
            hub.move_to(pointer, x, y)
        app.dispatch_pointers(hub.drain())

    return poke
