"""Continue: the list of games in progress, one entry per saved game, behind the menu's single
Continue entry (so the menu never changes length when games are saved).

A game whose autosave exists and whose scene can resume it (a ``resume(app, data)`` class method)
is listed; choosing it rebuilds the game, and a save that no longer replays is set aside with a
warning instead of crashing.
"""

from __future__ import annotations

import pygame

from game.engine import draw, pointers, ui
from game.engine.scene import Scene
from game.scenes import registry
from game.services import AppServices

HINT = "Arrows + Enter or point and click  ·  Esc back"


def saved_games(app: AppServices) -> list[tuple[registry.Entry, dict]]:
    """(menu entry, autosave) of every game that can be continued, in menu order."""
    found = []
    for entry in registry.ENTRIES:
        if not entry.lobby or not hasattr(entry.scene, "resume") or entry.problem():
            continue
        data = app.storage.load_autosave(entry.key)
        if data is not None:
            found.append((entry, data))
    return found


def resume(app: AppServices, entry: registry.Entry, data: dict) -> None:
    """Rebuild the saved game; a save that no longer replays is set aside, not a crash."""
    try:
        scene = entry.scene.resume(app, data)
    except Exception as error:  # a file from disk: any failure means "cannot resume"
        app.storage.set_aside(f"autosave/{entry.key}", f"it did not replay: {error}")
        app.to_menu()
        return
    app.scenes.replace(scene)


class SavedGamesScene(Scene):
    def __init__(self, app: AppServices):
        super().__init__(app)
        self.games = saved_games(app)
        self.ui: ui.PointerUIManager | None = None
        self.buttons: ui.ButtonList | None = None

    def enter(self) -> None:
        self.resize(self.app.size)

    def exit(self) -> None:
        if self.buttons is not None:
            self.buttons.clear()

    def resize(self, size: tuple[int, int]) -> None:
        if self.buttons is not None:
            self.buttons.clear()
        self.s = s = draw.scale(size)
        self.ui = ui.PointerUIManager(size, self.app.pointers)
        self.buttons = ui.ButtonList(self.ui, self._activate)
        labels = [entry.title for entry, _ in self.games] + ["Back"]
        height, gap = round(84 * s), round(14 * s)
        rects = ui.column(size[0] // 2, round(260 * s), round(660 * s), height, gap, len(labels))
        for rect, label, (entry, _) in zip(rects, labels, [*self.games, (None, None)], strict=True):
            icon = entry.icon if entry is not None else "back"
            self.buttons.add(rect, label, icon, "@menu_entry")

    def _activate(self, index: int) -> None:
        self.app.audio.play("click")
        if index == len(self.games):
            self.app.scenes.pop()
            return
        resume(self.app, *self.games[index])

    def handle(self, event: pygame.event.Event) -> bool:
        if ui.nav_action(event, self.app.pointers) == ui.BACK:
            self.app.scenes.pop()
            return True
        return self.buttons.handle(event) or self.ui.handle_event(event)

    def handle_pointer(self, event: pointers.PointerEvent) -> bool:
        if ui.pointer_back(event):
            self.app.scenes.pop()
            return True
        return self.ui.handle_pointer(event)

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.buttons.follow_hover()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h = surface.get_size()
        surface.blit(draw.felt((w, h)), (0, 0))
        draw.blit_title(surface, "Continue a game", (w / 2, 130 * s), round(84 * s))
        self.ui.draw_ui(surface)
        self.buttons.draw_decorations(surface, round(46 * s))
        if self.buttons.focus < len(self.games):
            line = "Pick up the game you left, right where it was."
        else:
            line = "Back to the menu."
        last = self.buttons.buttons[-1].rect
        draw.blit_text(surface, line, (w / 2, last.bottom + 44 * s), round(30 * s), draw.TEXT_DIM, "center")
        draw.blit_text(surface, HINT, (w / 2, h - 34 * s), round(24 * s), draw.TEXT_DIM, "center")
