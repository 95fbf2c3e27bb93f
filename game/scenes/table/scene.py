"""The part every turn-based game scene shares (Bingo, Fishing, Garum).

``TableScene`` keeps the true ``TurnState`` and drives it: bots think a few milliseconds per step
on their seat's view only, humans submit actions through ``submit``, every applied action is
autosaved as the game's record, and the events ``apply`` returns go to ``present`` so the subclass
can animate them. While the subclass says it is still presenting, nobody moves: the table waits for
the animation to catch up, as players at a real table wait for the trick to be swept.

The table also keeps what every such scene's presentation needs: a ``clock`` of scene time, a
``timeline`` of tweens (``presenting`` while it runs) and the results' timing (``results_since``;
an all-bot table leaves its results by itself after ``AUTOPLAY_RESULTS_S``, so headless autoplay
ends).

Subclasses set ``rules_module`` (``new_game`` and the State class) and ``bots_module`` (the AI
module: ``make_bot(level, seed)``), and implement ``present`` and ``draw``. ``rules`` is the help
file, as in every ``Scene``: ``<game>.md``.

Its jobs are parts of their own, mixed in: saving and resuming (``saving.py``), who may act and
what a seat may see (``seat_access.py``), the refusal notice (``refusals.py``), when to draw
(``pacing.py``), driving the game each step (``driving.py``) and the results' buttons
(``results_actions.py``). The scene keeps the state, the input routing and the subclass hooks.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.engine import tween
from game.engine.pointers import ACTION, DOWN, PRIMARY, PointerEvent
from game.engine.scene import Scene
from game.engine.seats import TableSetup
from game.i18n import _
from game.rules.base import Event, IllegalMove, TurnState
from game.rules.cards import Card, PlayCard
from game.scenes import guide
from game.scenes.table import layout, results, seat_colours, words
from game.scenes.table.banner import Banner
from game.scenes.table.bots import TableBots
from game.scenes.table.breakdown import BreakdownHold
from game.scenes.table.curtain import HandOff
from game.scenes.table.driving import TableDriver
from game.scenes.table.held_play import HeldPlay
from game.scenes.table.hint import HINT_KEY, HintDesk, hint_press
from game.scenes.table.hint_button import AskHint
from game.scenes.table.kept_record import KeptRecord
from game.scenes.table.last_trick import LastTrickDesk
from game.scenes.table.log import LOG_KEY, LogScene, OpenLog, TableLog, opens_log
from game.scenes.table.members import TableLayout
from game.scenes.table.pacing import TablePacing
from game.scenes.table.phones import PhoneDesk
from game.scenes.table.refusals import Refusals
from game.scenes.table.results_actions import ResultsActions
from game.scenes.table.saving import SavedTable
from game.scenes.table.seat_access import SeatAccess
from game.scenes.table.undo import TakeBack
from game.scenes.widgets.flights import Flights

if TYPE_CHECKING:
    from game.services import AppServices


class TableScene(SavedTable, SeatAccess, Refusals, TablePacing, TableDriver, TakeBack, ResultsActions, Scene):
    rules_module: ClassVar[ModuleType]
    bots_module: ClassVar[ModuleType]
    first_guide: ClassVar[guide.Guide] = guide.Guide()
    @staticmethod
    def card_words(card: Card) -> str:
        """How this table names a card in refusals and hints (player words, never the rules' ``str``)."""
        return words.card_words(card)

    held_plays: ClassVar[tuple[type[PlayCard], ...]] = ()
    """The plays "confirm each play" holds until confirmed (card tables: the card plays)."""
    pausable = True
    last_trick: LastTrickDesk | None = None
    """The last trick on demand, at card tables (``table/last_trick.py``); the game scene sets it."""
    shortcut_keys = frozenset({LOG_KEY, HINT_KEY})
    layout: TableLayout
    """The game's layout (set by its ``resize``): its ``hint_button``, at card tables ``last_trick``."""
    s: float
    """The layout's scale (1 at 1920×1080), set with it."""

    def __init__(self, app: AppServices, setup: TableSetup, state: TurnState | None = None):
        super().__init__(app)
        self.setup = setup
        self.key = setup.game
        self.guide_key = setup.game  # which game's guide this table shows (and the help screen replays)
        self.rules = f"{setup.game}.md"
        if state is None:
            state = self.rules_module.new_game(len(setup.seats), seed=setup.seed, **setup.options)
        self.state: TurnState = state
        seat_colours.dress(self)  # seats whose colours are rules wear them (``table/seat_colours.py``)
        self.watching = False  # a replay drives the state: no bots, no saving (``table/replay.py``)
        self.bots = TableBots(self.bots_module, setup)  # bot seats think a slice per step (``table/bots.py``)
        self._finished = False
        self.clock = 0.0
        self.timeline = tween.Timeline()
        self.sprites = Flights()  # what the timeline moves, drawn by the subclass
        self.banner = Banner(lambda: self.clock)  # what just happened, in words (``table/banner.py``)
        self.breakdown = BreakdownHold(self.banner)  # a round's points, source by source, while it shows
        self.notice, self.notice_until = "", 0.0  # the last refusal, shown until notice_until …
        self.notice_at: tuple[float, float] | None = None  # … beside what was refused …
        self.notice_moves = 0  # … while no action has been taken since (len(history)) …
        self.notice_seat: int | None = None  # … and while the refused seat's hand is face up
        self.log = TableLog()
        self.log_rect: pygame.Rect | None = None  # the strip with the latest line (set by resize)
        self.status_rect: pygame.Rect | None = None  # the round/trick panel, where a game has one
        self.results_since: float | None = None
        self.tonight: Sequence[str] = ()  # what the game changed for its players (``stats/tonight.py``)
        self.changed_at = 0.0  # when something was last played or presented (``next_change``)
        self.turn_since = 0.0  # when the seats to move last changed (``pulse``)
        self._turn: tuple[object, ...] = ()
        self.results_screen = results.ResultsScreen(self, self.results_summary)
        self.left = False
        self.peeking: set[int] = set()  # human seats holding their peek control
        self.hand_off = HandOff()  # the curtain between two people's turns (``table/curtain.py``)
        humans = self.human_seats()
        self.home = humans[0] if humans else 0  # the seat drawn at the bottom left
        self.last_hand_seat = self.home
        self.coach = guide.IDLE  # the first-game guide, for the home seat (``enter``)
        self.hints = HintDesk.for_table(self)  # Hint button, H, pad Back: ``table/hint.py``
        self.phones = PhoneDesk(self)  # seats played from phones: ``table/phones.py``
        self.held = HeldPlay()  # a card play waiting to be confirmed: ``table/held_play.py``
        self.kept_record = KeptRecord()  # the autosave's record, written a move at a time

    # -- acting ------------------------------------------------------------------------------
    def submit(
        self, seat: int, action: Any, at: tuple[float, float] | None = None, confirmed: bool = False
    ) -> bool:
        """Apply ``action`` for ``seat``; present its events; autosave. False if refused (the
        refusal then shows beside ``at``, where the player pointed). With "confirm each play" a
        human's card play is held first (True, nothing applied) unless ``confirmed``."""
        if not confirmed and self.held.holds(self, seat, action):
            return True
        try:
            events = self.state.apply(seat, action)
        except IllegalMove as err:
            self.refused(seat, action, err, at)
            return False
        self.bots.forget(seat)
        self.autosave()
        self.present(events)
        if self.last_trick is not None:  # remembered once the table has shown these events
            memory = self.last_trick.memory
            self.timeline.call(lambda: memory.follow(events))
        return True

    # -- the log -----------------------------------------------------------------------------
    def open_log(self) -> None:
        self.app.scenes.push(LogScene(self.app, _("What happened so far"), self.log.lines))

    def handle(self, event: pygame.event.Event) -> bool:
        """Enter steps the first-game guide on, T (pad: left stick) opens the last trick, L the log,
        U takes back one's last action where the rules allow it, H (pad Back) asks for a hint
        (unless a keyboard cursor steers with it); Escape keeps a held card in the hand."""
        if self.held.key(self, event):
            return True
        if self.coach.key(self, event):
            return True
        if self.last_trick is not None and self.last_trick.press(event, self.app.pointers):
            return True
        if opens_log(event, self.app.pointers):
            self.open_log()
            return True
        if self.undo_key(event):
            return True
        pointer = hint_press(event, self.app.pointers)
        return pointer is not None and self.hints.ask(self.acting_seat(pointer))

    def log_click(self, event: PointerEvent) -> bool:
        """A pointer's action button (pad Y), or a press the log strip's widget answers (``OpenLog``),
        opens the log; a press the Hint button's answers (``AskHint``) asks for the pointer's seat (a
        press while a round's breakdown or an outcome not yet read shows continues the game
        instead)."""
        if event.kind != DOWN:
            return False
        desk = self.last_trick  # open, it closes at any press (nothing under it is played)
        if desk is not None and (
            desk.close_click(event) or desk.button_click(event)
        ):
            return True
        if self.breakdown.continue_click(event) or self.banner.skip():
            return True  # a human has read the outcome: the table moves on
        answer = self.action_at(event.pos)[1] if event.button == PRIMARY else None
        if isinstance(answer, AskHint) and self.hints.ask(self.acting_seat(event.pointer)):
            return True
        if event.button == ACTION or isinstance(answer, OpenLog):
            self.open_log()
            return True
        return False

    # -- shared presentation -----------------------------------------------------------------
    def enter(self) -> None:
        self.resize(self.app.size)
        if self.coach is guide.IDLE and not self.watching:
            self.start_guide(now=False)

    def start_guide(self, now: bool = True) -> None:
        """The first-game guide for the home seat: on a game's first play, or ``now`` (help)."""
        humans = self.human_seats()
        self.coach = guide.begin(self.app, self.key, self.first_guide, humans[0] if humans else None, now)

    def table_click(self, event: PointerEvent) -> bool:
        """The guide's buttons, a held play's Confirm and Back, then the log strip (``log_click``)."""
        return self.coach.click(self, event) or self.held.click(self, event) or self.log_click(event)

    def around_table(
        self, home_spot: tuple[float, float], others: list[tuple[float, float]], panel: tuple[int, int]
    ) -> dict[int, pygame.Rect]:
        """Each seat's panel (``layout.around_table`` for this table). Needs ``size``, ``s``."""
        return layout.around_table(self.size, self.s, self.state.players, self.home, home_spot, others, panel)

    def panel_rect(self, spot: tuple[float, float], panel: tuple[int, int]) -> pygame.Rect:
        """A panel of ``panel`` size (at 1080p) centred at ``spot`` (``layout.panel_rect``)."""
        return layout.panel_rect(self.size, self.s, spot, panel)

    def winners_title(self) -> str:
        """The results' headline: who won, ties sharing the win."""
        return results.headline([self.setup.seats[i].name for i in self.state.winners()])

    # -- subclass hooks ----------------------------------------------------------------------
    def present(self, events: list[Event]) -> None:
        """Queue animations for ``events`` (in order)."""

    def animate(self, dt: float) -> None:
        """Advance the presentation by ``dt``."""
        self.timeline.update(dt)

    def presenting(self) -> bool:
        """True while animations are still catching up with the state, or an outcome they told
        has not been on screen long enough to read (``table/reading.py``)."""
        return self.timeline.busy or self.banner.unread

    def action_at(self, pos: tuple[int, int]) -> tuple[object, object | None]:
        """The model now and the action of the widget under ``pos`` (``table/widget.hit``): the
        log strip's and the Hint button's here, the rest the game's input acts on."""
        raise NotImplementedError

    def results_summary(self) -> results.Summary:
        """What the results screen says about this game (``table/results.py``)."""
        raise NotImplementedError

    def thinks(self, seat: int) -> bool:
        """Whether the panel of ``seat``, to move, says "thinking…": a bot in live play. In a replay
        nobody thinks: the next move is already known."""
        return self.setup.seats[seat].is_bot and not self.watching

    def game_over(self) -> None:
        """The game just ended and its last events have been shown: show the results."""
        self.results_since = self.clock
        self.results_screen.forget()
        self.app.audio.play("fanfare")
