"""What the real-time 5er Finden scenes share (classic race, puzzle game and, through it, solo).

Both tables show one board per seat, let any pointer draw five cells on its seat's board (a mouse
drags, gamepads and keyboard cursors select and confirm), flash a refused cell, keep the felt with
its boards in one cached background and save the game's record. The rules, presenting and drawing
stay in each table's package: only the table furniture lives here.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

import pygame

from game.engine import layers, recent
from game.engine.pointers import PointerEvent
from game.engine.recent import SavedGame
from game.engine.scene import Scene
from game.engine.seats import TableSetup, again
from game.rules.base import Action, Event, IllegalMove
from game.rules.finden.classic import ClassicGame
from game.rules.finden.puzzle import PuzzleGame
from game.scenes import guide, registry
from game.scenes.finden import picture
from game.scenes.finden.look import TableLayout
from game.scenes.finden.routing import Routing
from game.scenes.finden.seat import FindenSeatView
from game.scenes.finden.stages import RESULTS as RESULTS
from game.scenes.finden.stages import ROLLING as ROLLING
from game.scenes.finden.stages import SEARCH as SEARCH
from game.scenes.finden.strokes import Strokes
from game.scenes.table import results
from game.scenes.table.hint import HINT_KEY, HintDesk, with_uses
from game.scenes.table.view import ZonedView
from game.services import AppServices
from game.stats import kept

log = logging.getLogger(__name__)

FLIP_KEY = pygame.K_t  # the mouse player's flip key (keyboard clusters and pads use their ACTION button)
AUTOPLAY_RESULTS_S = 3.0  # an autoplayed table shows the results this long, then ends the run


FindenGame = ClassicGame | PuzzleGame
Table = TypeVar("Table", bound="FindenTable")


class TablePart(Generic[Table]):
    """One job of a table scene (input, view, bots) done on the scene it is given."""

    def __init__(self, scene: Table):
        self.scene = scene


class Presenting(Protocol):
    def present_all(self, events: list[Event]) -> None: ...


class Handling(Protocol):
    def key(self, event: pygame.event.Event, model: Any, mouse_seat: int | None) -> object | None: ...

    def pointer(self, event: PointerEvent, model: Any) -> object | None: ...


class FindenTable(Routing, Scene):
    """Base of the real-time 5er Finden scenes. Subclasses set ``views``, ``stage``, ``game``,
    ``setup`` and their parts: ``input`` (events to actions) and ``view`` (drawing)."""

    pausable = True
    rules = "finden.md"
    shortcut_keys = frozenset({HINT_KEY})
    autosave_key = "finden"  # the 5er Finden menu entry's save (both modes resume through it)
    setup: TableSetup
    game: FindenGame
    stage: str
    views: Sequence[FindenSeatView]
    layout: TableLayout
    hints: HintDesk
    presenter: Presenting
    view: ZonedView[Any]
    input: Handling
    first_guide: guide.Guide = guide.Guide()
    guide_key = "finden"
    solo = False  # one seat, no sand timer: the solo puzzle

    def __init__(self, app: AppServices, watching: bool = False):
        super().__init__(app)
        self.watching, self.tonight = watching, list[str]()  # tonight: what a counted game changed
        """A replay's table (``finden/replay.py``): it shows a kept game, so it saves nothing,
        takes no input and never leaves its results by itself (the viewer decides)."""
        self.coach = guide.IDLE  # the first-game guide (``start_guide``)
        self.time = 0.0
        self.race = 0.0
        """The race's clock: like ``time``, but it stands while a guide card is open (``race_held``);
        bots, the auto-timer, the sand and the pauses between rounds are timed by it."""
        self.strokes = Strokes(lambda: self.time)  # five cells drawn with a pointer (``strokes.py``)
        self._kept = False  # the finished game is among the recent ones (``finished``)
        self.results_screen = results.ResultsScreen(self, lambda: self.results_summary())

    def play(self, sound: str) -> None:
        self.app.audio.play(sound)

    # -- saving ------------------------------------------------------------------------------
    def save_data(self) -> SavedGame:
        """Setup and record (with the hints asked: ``finden/hint.py``)."""
        return {"setup": self.setup.to_json(), "record": with_uses(self.game.to_record(), self.hints.uses)}

    def store(self) -> None:
        """Write the save now; a finished game clears it (the menu then offers no Continue).

        A finished game ends in one durable step (``Storage.commit``): what outlives it
        (``finished()``: the game among the recent ones, a solo game's high score) is written and
        its save removed together, so a kill at any moment leaves the game either still there to
        continue or recorded exactly once."""
        if self.watching:  # the game it shows is kept already
            return
        if self.game.is_over():
            self.app.storage.commit(self.finished(), [f"autosave/{self.autosave_key}"])
        else:
            self.app.storage.save_autosave(self.autosave_key, self.save_data())

    def submit(self, seat: int, action: Action) -> bool:
        """Apply a seat's action now; False (and a log line) when the rules refuse it."""
        try:
            events = self.game.apply(seat, action)
        except IllegalMove as err:
            log.info("refused %s for seat %s: %s", action, seat, err)
            return False
        self.recorded(action)
        self.presenter.present_all(events)
        self.acted()
        return True

    def recorded(self, action: Action) -> None:
        """An action went into the record: save it (every move is autosaved)."""
        self.store()

    def acted(self) -> None:
        """After an action's events were presented (the puzzle table moves on to crossing out)."""

    def finished(self) -> dict[str, object]:
        """What outlives a finished game, as the documents to write when its save goes: the game
        among the recent ones and in its players' statistics (``stats/kept``), once (the solo
        scene keeps its high score instead)."""
        if self._kept:
            return {}
        self._kept = True
        game = self.game
        scores = game.totals() if isinstance(game, ClassicGame) else list(game.scores())
        writes = recent.keeping(self.app.storage, self.setup.game, self.save_data(), scores)
        stats = registry.stats_of(PuzzleGame.GAME if isinstance(game, PuzzleGame) else self.setup.game)
        counted, self.tonight = kept.counting(self.app.storage, stats, self.save_data(), game)
        return {**writes, **counted}

    def results_summary(self) -> results.Summary:
        """What the shared results screen says about this game (``finden/results.py``)."""
        raise NotImplementedError

    def results_pressed(self, pos: tuple[int, int]) -> bool:
        """Play again, Menu or Watch replay under ``pos`` on the results (a replay has none)."""
        pressed = {
            "Play again": self.play_again,
            "Menu": self.app.to_menu,
            "Watch replay": lambda: results.watch_replay(self.app, self.save_data()),
        }.get(self.results_screen.button_at(pos) or "")
        if pressed is not None:
            pressed()
        return pressed is not None

    def play_again(self) -> None:
        """A new game at the same table (same seats and their devices, the next seed)."""
        setup = again(self.setup, self.app.game_seed(), self.app.pointers.steering())
        self.app.scenes.replace(self.table_for(setup))

    def table_for(self, setup: TableSetup) -> Scene:
        """A new table of this kind for ``setup``."""
        raise NotImplementedError

    def autoplay_over(self, since: float) -> bool:
        """An autoplayed table leaves the results on screen a moment, then ends the run."""
        over = self.stage == RESULTS and self.race - since >= AUTOPLAY_RESULTS_S
        return over and self.app.autoplay and not self.watching

    def hand_visible(self, seat: int) -> bool:
        """Every board lies face up: no guide step needs a hidden wording here."""
        return True

    def peek_words(self, seat: int) -> str:
        return ""

    def guide_open(self) -> bool:
        """Whether a first-game guide card shows on the table now."""
        return self.coach.active and guide.coach.shows(self)

    def race_held(self) -> bool:
        """Whether the search waits, for every seat (bots, auto-timer, sand): while a guide card is
        open, so a newcomer reading it loses nothing (they may draw meanwhile: the guide asks them
        to). The first round starts when the guided player closes the guide, the press that says
        they are ready. Only the search waits: the roll, the cross-outs and the pause between
        rounds go on, so a guide whose steps span rounds reaches them. A help page or the pause
        freezes the whole table (``Scene.pauses_below``)."""
        return self.stage == SEARCH and self.guide_open()

    def tick(self, dt: float) -> float:
        """The table's clocks move on (the race's only while it is not held); the guide steps
        forward if its seat did what it asked. How far the race moved."""
        self.time += dt
        race_dt = 0.0 if self.race_held() else dt
        self.race += race_dt
        self.coach.update(self)
        return race_dt

    def start_guide(self, now: bool = True) -> None:
        """The first-game guide for the first human seat: on the first game (``now`` False, from
        ``enter``, once) or at once (the help screen)."""
        if self.watching:  # a replay shows a kept game: nobody to guide
            return
        if now or self.coach is guide.IDLE:
            humans = [i for i, v in enumerate(self.views) if v.human]
            seat = humans[0] if humans else None
            self.coach = guide.begin(self.app, self.guide_key, self.first_guide, seat, now)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The widgets from this frame's model (the results over them), then the guide."""
        more = self.results() if self.stage == RESULTS else []
        self.view.draw(surface, self.model(), more=more)
        picture.over(self.coach.draw(self, surface))

    def results(self) -> list[layers.Region]:
        """The results over the table (the shared results screen; the solo table's end panel)."""
        return self.results_screen.regions(None)

    def model(self) -> object:
        """What the table's widgets and input read now."""
        raise NotImplementedError
