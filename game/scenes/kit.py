"""A game as shared code sees it: a menu ``Entry`` and a ``GameKit`` naming every per-game hook.

Shared modules (the menu, replays, recent games, hints, help pictures, phones, statistics) never
name a game: they ask the registry for kits and call the hooks a kit names. Each hook is written
``"module:name"`` and imported on first use, so a kit costs nothing at start-up; a game's own
``scenes/<game>/kit.py`` holds its one ``KIT``.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, Protocol, overload

from game.engine.scene import Scene
from game.i18n import _
from game.rules.levels import LevelError, level_problem

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from types import ModuleType

    from game.ai.hints import Hinter
    from game.engine.recent import SavedGame
    from game.engine.seats import Seat, TableSetup
    from game.engine.settings import Setting
    from game.engine.storage import Storage
    from game.json_types import Json
    from game.phones.views import PhoneViews
    from game.rules.base import GameSpec, TurnState
    from game.scenes.scores import Tables
    from game.scenes.table.scene import TableScene
    from game.services import AppServices
    from game.stats.book import GameStats

    # What each callback hook names; a game's own is called with its own game's state or scene.
    ReplayMark = Callable[[TurnState], int]
    LobbyNote = Callable[[Sequence[Seat]], str]
    SeatWord = Callable[[Sequence[Seat], int], str]
    PhoneExtra = Callable[[TableScene, int | None, list[Json]], Mapping[str, Json]]
    HighScores = Callable[[Storage], Tables]

SceneRef = str | Callable[..., Scene]
"""A scene (a class, or a callable like one), or where to import it from: ``"module:name"``."""


def imported(ref: object) -> Any:
    """What ``ref`` names (``"module:name"``), imported now; anything else is returned as it is."""
    if not isinstance(ref, str):
        return ref
    module, name = ref.split(":")
    return getattr(importlib.import_module(module), name)


class GameTable(Protocol):
    """A game entry's scene (``Entry.table``: an entry with a spec): a table made for a lobby's
    setup, resumed from its autosave, and saying where an autosave stands ("Round 3 of 8")."""

    def __call__(self, app: AppServices, setup: TableSetup) -> Scene: ...

    def resume(self, app: AppServices, saved: SavedGame) -> Scene: ...

    def progress(self, saved: SavedGame) -> str: ...


class Viewer(Protocol):
    """A kit's ``viewer``: the module that checks a kept game by replaying it (``ValueError``
    saying why it cannot be watched) and makes the scene that watches it."""

    def read(self, saved: SavedGame) -> object: ...

    def watcher(self, app: AppServices, saved: SavedGame, fastest: bool = False) -> Scene: ...


class Unavailable:
    """Stands in for a scene whose module failed to import on a bad level file: ``reason`` says
    why (``Entry.problem``), and opening it is refused the same way."""

    def __init__(self, name: str, reason: str):
        self.name, self.reason = name, reason

    def __call__(self, app: AppServices, setup: TableSetup) -> Scene:
        raise RuntimeError(self.reason)

    def resume(self, app: AppServices, saved: SavedGame) -> Scene:
        raise RuntimeError(self.reason)

    def progress(self, saved: SavedGame) -> str:
        return ""


def resolve(ref: SceneRef) -> Callable[..., Scene]:
    """The scene ``ref`` names, imported now. A bad level file read while importing (some modules
    precompute from their data) leaves only that game unavailable: a stand-in carries the reason,
    which ``Entry.problem`` reports, instead of stopping the app."""
    try:
        return imported(ref)
    except LevelError as error:
        return Unavailable(str(ref).split(":")[-1], str(error))


@dataclasses.dataclass(frozen=True)
class Entry:
    """One menu entry: a game at a table (``spec`` set, through the lobby) or a screen of its own."""

    key: str
    title: str
    """In English, as the catalog knows it: draw ``name`` (and ``_(blurb)``)."""
    blurb: str
    scene_ref: SceneRef
    """The scene (``scene``), or ``"module:name"`` to import it from when first opened."""
    spec_ref: GameSpec | str | None = None
    """The game's spec (``spec``), or ``"module:SPEC"`` to import it from; None: no lobby."""
    rules: str = ""
    """File name of the player help in ``assets/help/`` shown by F1 and Pause -> How to play."""
    icon: str = "play"
    """The ``draw.icon`` beside the entry's button."""
    real_time: bool = False
    """Every seat plays at once, so each human needs a device of its own: one mouse cannot take
    turns for several seats (hot seat), as it can in the turn-based games."""
    levels: str | None = None
    """``"module:name"`` of a function loading every level file the entry needs (``LevelError``)."""

    @functools.cached_property
    def scene(self) -> Callable[..., Scene]:
        """A scene class, or a callable like one (5er Finden picks its table by the Mode option),
        imported on first use."""
        return resolve(self.scene_ref)

    @functools.cached_property
    def table(self) -> GameTable:
        """The scene of a game entry (one with a spec), as a ``GameTable``: every game's table
        class, or the callable choosing one, resumes and reads autosaves."""
        assert self.lobby, f"{self.key} is a screen of its own, not a game at a table"
        found: GameTable = imported(self.scene_ref) if not isinstance(self.scene, Unavailable) else self.scene
        return found

    @property
    def loaded(self) -> bool:
        """Whether ``scene`` has been imported (a stand-in for a failed import counts)."""
        return "scene" in self.__dict__ or not isinstance(self.scene_ref, str)

    @functools.cached_property
    def spec(self) -> GameSpec | None:
        """The game's spec (key, title, seats, options), its rules imported on first use."""
        return imported(self.spec_ref)

    @property
    def table_spec(self) -> GameSpec:
        """The spec of a game at a table (one with a lobby); asking a screen of its own is a bug."""
        spec = self.spec
        if spec is None:
            raise ValueError(f"{self.key} is a screen of its own, not a game at a table")
        return spec

    @property
    def lobby(self) -> bool:
        return self.spec_ref is not None

    @property
    def name(self) -> str:
        """The title in the player's language."""
        return _(self.title)

    @property
    def short(self) -> str:
        """A short name where the title does not fit (the menu's "Continue …" entry), translated."""
        return _((self.spec.short if self.spec else "") or self.title)

    def problem(self, opening: bool = False) -> str | None:
        """Why this entry cannot be played (a bad level file, named with its key), or None. Its
        scene is imported for this only when ``opening`` the entry; once tried, a scene that failed
        to import on a bad level file says so."""
        scene = self.scene if opening or self.loaded else None
        unavailable = scene.reason if isinstance(scene, Unavailable) else None
        return unavailable or (level_problem(imported(self.levels)) if self.levels else None)


@dataclasses.dataclass(frozen=True)
class GameKit:
    """One game's parts, each named ``"module:name"`` where the game keeps it; shared code reaches
    them through ``hook`` and never imports a game by name. Empty hooks mean the game has no such
    part (the shared default applies)."""

    entry: Entry
    """The game's menu entry (key, title, scene, spec, help page, level files)."""
    order: int
    """Its place in the menu (and in every per-game list: recent games, statistics)."""
    hint: str | None = None
    """A turn-based table's ``ai.hints`` hinter (``SearchHint`` / ``AtOnceHint``)."""
    replay_mark: str | None = None
    """A function ``state -> int`` numbering a replay scrubber's marks, where the table's
    ``round_of`` does not (Bingo's free markers belong to the trick before); None: ``round_of``."""
    viewer: str | None = None
    """The module that watches the game's kept games: ``read(saved)`` checks a record (replaying
    it; ``ValueError`` says why it cannot be watched), ``watcher(app, saved, fastest)`` is the
    viewer scene. Turn-based tables share ``game.scenes.table.replay``; None: not watchable."""
    pictures: str | None = None
    """A module whose import registers the game's help pictures (``help_pictures.picture``)."""
    phone: str | None = None
    """The game's ``phones.views.PhoneViews`` (what a phone is sent), or None: not on phones."""
    phone_words: str | None = None
    """A dict of the extra words the game's phone page shows (catalog keys)."""
    stats: str | None = None
    """The game's ``stats.book.GameStats``, one per key its games are kept under (5er Finden's
    race and puzzle): its short name and own figures, and how to read them from a game."""
    high_scores: str | None = None
    """A class made with the storage listing the game's own tables on the High Scores screen
    (``scores.Tables``: 5er Finden's solo puzzle tables); None: only its recent games."""
    screens: tuple[Entry, ...] = ()
    """More menu entries of the game, listed after it (5er Finden's Solo Puzzle)."""
    settings: str | None = None
    """The game's own ``engine.settings.Setting``s (a tuple), which the app registers before it
    reads the player's saved settings; None: the game has none."""
    lobby_note: str | None = None
    """``(seats) -> str``: the game's note under the lobby's buttons for the seats as taken (Garum
    with two players: who plays which colours); None, or "": no note."""
    lobby_seat_word: str | None = None
    """``(seats, index) -> str``: the game's word on a seat's card in the lobby; None, or "": the
    seat's usual status."""
    phone_extra: str | None = None
    """``(scene, seat, legal) -> dict``: what a phone needs beyond the game's ``PhoneViews``
    (Garum's species and tile choices); None: nothing more."""

    @property
    def key(self) -> str:
        return self.entry.key

    @property
    def entries(self) -> tuple[Entry, ...]:
        return (self.entry, *self.screens)

    @overload
    def hook(self, name: Literal["hint"]) -> Hinter | None: ...
    @overload
    def hook(self, name: Literal["replay_mark"]) -> ReplayMark | None: ...
    @overload
    def hook(self, name: Literal["viewer"]) -> Viewer | None: ...
    @overload
    def hook(self, name: Literal["pictures"]) -> ModuleType | None: ...
    @overload
    def hook(self, name: Literal["phone"]) -> PhoneViews | None: ...
    @overload
    def hook(self, name: Literal["phone_words"]) -> Mapping[str, str] | None: ...
    @overload
    def hook(self, name: Literal["stats"]) -> tuple[GameStats, ...] | None: ...
    @overload
    def hook(self, name: Literal["high_scores"]) -> HighScores | None: ...
    @overload
    def hook(self, name: Literal["settings"]) -> tuple[Setting, ...] | None: ...
    @overload
    def hook(self, name: Literal["lobby_note"]) -> LobbyNote | None: ...
    @overload
    def hook(self, name: Literal["lobby_seat_word"]) -> SeatWord | None: ...
    @overload
    def hook(self, name: Literal["phone_extra"]) -> PhoneExtra | None: ...
    def hook(self, name: str) -> object:
        """The part named by field ``name``, imported now (None when the game has none), typed
        as its field says."""
        ref = getattr(self, name)
        return None if ref is None else _imported_cached(ref)


@functools.cache
def _imported_cached(ref: str) -> object:
    return imported(ref) if ":" in ref else importlib.import_module(ref)
