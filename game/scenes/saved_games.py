"""Continue: the list of games in progress, one entry per saved game, behind the menu's single
Continue entry (so the menu never changes length when games are saved).

A game whose autosave exists and whose scene can resume it (a ``resume(app, data)`` class method)
is listed; choosing it rebuilds the game, and a save that no longer replays is set aside with a
warning instead of crashing.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping, Sequence

import pygame

from game.engine import draw, layers, pictures, ui
from game.engine.notes import Note
from game.engine.recent import SavedGame
from game.engine.storage import is_saved_game
from game.i18n import N_, _
from game.scenes import registry
from game.scenes.choice_menu import ChoiceScene
from game.services import AppServices

HINT = N_("Arrows + Enter or point and click  ·  Esc back")


def saved_games(app: AppServices) -> list[tuple[registry.Entry, SavedGame]]:
    """(menu entry, autosave) of every game that can be continued, in menu order."""
    found = []
    for entry in registry.ENTRIES:
        if not entry.lobby:
            continue
        data = app.storage.load_autosave(entry.key)  # first: a game never saved imports no scene
        if data is not None and is_saved_game(data) and not entry.problem(opening=True):
            found.append((entry, data))
    return found


def players_of(data: Mapping[str, object]) -> list[str]:
    """The names at a saved game's table (a solo save keeps its one name apart)."""
    setup = data.get("setup")
    seats = setup.get("seats", []) if isinstance(setup, dict) else []
    names = [str(seat.get("name", "")) for seat in seats if isinstance(seat, dict)]
    return names or ([str(data["name"])] if data.get("name") else [])


def saved_when(saved: dt.datetime, now: dt.datetime) -> str:
    """When a game was saved, in words: today or yesterday at a time, else on a date."""
    time = saved.strftime("%H:%M")
    if saved.date() == now.date():
        return _("saved today at {time}").format(time=time)
    if saved.date() == now.date() - dt.timedelta(days=1):
        return _("saved yesterday at {time}").format(time=time)
    return _("saved on {date}").format(date=saved.date().isoformat())


def progress(entry: registry.Entry, data: SavedGame) -> str:
    """Where a saved game stands ("Round 3 of 8"), for the games whose scene can say it from a
    save (the turn-based tables); "" when it cannot (or the save does not replay)."""
    try:
        return entry.table.progress(data)
    except Exception:  # a file from disk: choosing it sets it aside with the reason
        return ""


def details(app: AppServices, entry: registry.Entry, data: SavedGame, now: dt.datetime | None = None) -> str:
    """Where a saved game stands, who sits at it and when it was saved: "Round 3 of 8 · Ada, Bo,
    Medium bot · saved today at 14:05" (the entries' titles alone did not tell games apart)."""
    key = entry.key
    parts = [progress(entry, data), ", ".join(players_of(data))]
    try:
        saved = dt.datetime.fromtimestamp(app.storage.path(f"autosave/{key}").stat().st_mtime)
    except OSError:
        saved = None
    if saved is not None:
        parts.append(saved_when(saved, now or dt.datetime.now()))
    return "  ·  ".join(part for part in parts if part)


def resume(app: AppServices, entry: registry.Entry, data: SavedGame) -> None:
    """Rebuild the saved game; a save that no longer replays is set aside, not a crash."""
    try:
        scene = entry.table.resume(app, data)
    except Exception as error:  # a file from disk: any failure means "cannot resume"
        app.storage.set_aside(f"autosave/{entry.key}", Note(N_("it did not replay: {error}"), error=error))
        app.to_menu()
        return
    app.scenes.replace(scene)


@dataclasses.dataclass(frozen=True)
class SavedGamesLayout:
    title_pos: tuple[float, float]
    title_size: int
    buttons: Sequence[pygame.Rect]
    line_pos: tuple[float, float]
    line_size: int
    hint_pos: tuple[float, float]
    hint_size: int
    icon_size: int

    @classmethod
    def compute(cls, size: tuple[int, int], count: int) -> SavedGamesLayout:
        w, h = size
        s = draw.scale(size)
        buttons = ui.column(w // 2, round(260 * s), round(660 * s), round(84 * s), round(14 * s), count)
        line = (w / 2, buttons[-1].bottom + 44 * s)
        return cls(
            (w / 2, 130 * s),
            round(84 * s),
            buttons,
            line,
            round(30 * s),
            (w / 2, h - 34 * s),
            round(24 * s),
            round(46 * s),
        )


class SavedGamesScene(ChoiceScene):
    def __init__(self, app: AppServices):
        super().__init__(app)
        self.games = saved_games(app)
        self.details = [details(app, entry, data) for entry, data in self.games]  # replayed once

    def labels(self) -> list[tuple[str, str]]:
        return [(entry.title, entry.icon) for entry, _save in self.games] + [(N_("Back"), "back")]

    def lay_out(self, size: tuple[int, int]) -> Sequence[pygame.Rect]:
        self.layout = SavedGamesLayout.compute(size, len(self.games) + 1)
        return self.layout.buttons

    def choose(self, index: int) -> None:
        if index == len(self.games):
            self.back()
        else:
            resume(self.app, *self.games[index])

    @property
    def icon_size(self) -> int:
        return self.layout.icon_size

    def regions(self) -> list[layers.Region]:
        lay = self.layout
        title = pictures.title_region(_("Continue a game"), lay.title_pos, lay.title_size)
        focus = self.buttons.focus
        if focus < len(self.games):
            line = self.details[focus] or _("Pick up the game you left, right where it was.")
        else:
            line = _("Back to the menu.")
        return [
            title,
            *super().regions(),
            pictures.text_region("line", line, lay.line_pos, lay.line_size, draw.TEXT_DIM, "center"),
            pictures.text_region("hint", _(HINT), lay.hint_pos, lay.hint_size, draw.TEXT_DIM, "center"),
        ]
