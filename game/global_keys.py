"""Keys every scene leaves to the app: Esc pauses a game, F1 opens the rules of the screen shown.
Written against ``AppServices``: they only push scenes, as any scene could."""

from __future__ import annotations

import pygame

from game.services import AppServices


def press(app: AppServices, key: int) -> None:
    """A key the top scene did not use."""
    if key == pygame.K_ESCAPE:
        pause_game(app)
    elif key == pygame.K_F1:
        rules = app.current_rules()
        if rules:
            from game.scenes.help import HelpScene

            app.scenes.push(HelpScene(app, rules))


def pause_game(app: AppServices) -> None:
    """Esc over a game: the pause overlay."""
    top = app.scenes.top
    if top is not None and top.pausable:
        from game.scenes.pause import PauseScene

        app.scenes.push(PauseScene(app))
