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
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.engine import recent, tween
from game.engine.pointers import ACTION, DOWN, PRIMARY
from game.engine.scene import Scene
from game.engine.seats import HUMAN, TableSetup, seat_bot_for_vacated
from game.i18n import _
from game.rules.base import IllegalMove, TurnState
from game.scenes import guide
from game.scenes.table import layout, privacy, results, seat_colours, words
from game.scenes.table.banner import Banner
from game.scenes.table.bots import BOT_SLICE_S, TableBots
from game.scenes.table.breakdown import BreakdownHold
from game.scenes.table.curtain import HandOff
from game.scenes.table.hint import HINT_KEY, HintDesk, hint_press, uses_of, with_uses
from game.scenes.table.last_trick import LastTrickDesk
from game.scenes.table.log import LOG_KEY, LogScene, TableLog, opens_log
from game.scenes.table.log_replay import replayed_lines
from game.scenes.table.phones import PhoneDesk
from game.scenes.table.results_actions import ResultsActions
from game.scenes.widgets.flights import Flights
from game.stats import kept

if TYPE_CHECKING:
    from game.services import AppServices

log = logging.getLogger(__name__)

AUTOPLAY_RESULTS_S = 4.0
"""An all-bot table leaves its results after this long (seconds of scene time)."""

NOTICE_S = 3.0
"""How long a refusal stays on screen."""

PULSE_RATE = 5.0
"""The to-move seat's highlight breathes at this many radians per second …"""
PULSE_S = (math.pi / 2 + 6 * math.pi) / PULSE_RATE
"""[decision] … for three breaths (about 4 s) from the turn's start, then holds at its brightest:
a table waiting for a player then draws nothing, and a held highlight still says whose turn it is."""
SETTLE_S = 1.5
"""After anything was played or presented, markers settle and coins land this long (Fishing's lead
marker 0.6 s, Bingo's trump 0.8 s, Garum's coin 0.9 s): the table draws every frame until then."""


class TableScene(ResultsActions, Scene):
    rules_module: ClassVar[ModuleType]
    bots_module: ClassVar[ModuleType]
    first_guide: ClassVar[guide.Guide] = guide.Guide()
    card_words: ClassVar[Callable[[Any], str]] = staticmethod(words.card_words)
    """How this table names a card in refusals and hints (player words, never the rules' ``str``)."""
    keeps_worn_colours: ClassVar[bool] = False
    """Whether the rules give each seat the rule colour it wore in the lobby, even after an empty
    seat (Garum's colour order); else the lobby packs them in seat order (``TablePlan.packed``)."""
    pausable = True
    last_trick: LastTrickDesk | None = None
    """The last trick on demand, at card tables (``table/last_trick.py``); the game scene sets it."""
    shortcut_keys = frozenset({LOG_KEY, HINT_KEY})

    def __init__(self, app: AppServices, setup: TableSetup, state: TurnState | None = None):
        super().__init__(app)
        self.setup = setup
        self.key = setup.game
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
        self.changed_at = 0.0  # when something was last played or presented (``next_change``)
        self.turn_since = 0.0  # when the seats to move last changed (``pulse``)
        self._turn: tuple = ()
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

    # -- resuming ----------------------------------------------------------------------------
    @classmethod
    def resume(cls, app: AppServices, saved: dict) -> TableScene:
        """Rebuild a game from its autosave (setup + record); ``ValueError`` if it is not one."""
        setup = TableSetup.from_json(saved["setup"])
        scene = cls(app, setup, cls.saved_state(saved))
        scene.log.lines = replayed_lines(cls, app, setup, scene.state)
        if scene.last_trick is not None:
            scene.last_trick.memory.replay(type(scene.state), saved["record"])
        scene.hints.uses = uses_of(saved["record"])
        return scene

    @classmethod
    def saved_state(cls, saved: dict) -> Any:
        """The rules state an autosave (setup + record) describes, replayed."""
        setup = TableSetup.from_json(saved["setup"])
        fresh = cls.rules_module.new_game(len(setup.seats), seed=setup.seed, **setup.options)
        return type(fresh).from_record(saved["record"])

    @classmethod
    def progress(cls, saved: dict) -> str:
        """Where a saved game stands, in the words of its status line ("Round 3 of 8")."""
        state = cls.saved_state(saved)
        return cls.round_words(cls.round_of(state), cls.rounds_of(state))

    @staticmethod
    def round_words(number: int, count: int) -> str:
        return _("Round {n} of {rounds}").format(n=number, rounds=count)

    @classmethod
    def round_of(cls, state: Any) -> int:
        """The round (Bingo's trick) ``state`` is in, from 1."""
        raise NotImplementedError

    @classmethod
    def rounds_of(cls, state: Any) -> int:
        """How many rounds (Bingo: tricks) the game of ``state`` has."""
        raise NotImplementedError

    def save_data(self) -> dict:
        """The game as its autosave, kept record and ``--record`` file: setup and record."""
        return {"setup": self.setup.to_json(), "record": with_uses(self.state.to_record(), self.hints.uses)}

    def autosave(self) -> None:
        """Save the game in progress. A finished game's save stays until ``_drive`` keeps the game
        and removes it in one step: removed here first, a kill in between would lose the game."""
        if not self.watching and not self.state.is_over():
            self.app.storage.save_autosave(self.key, self.save_data())

    # -- who may act -------------------------------------------------------------------------
    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.setup.seats) if seat.kind == HUMAN]

    def humans_to_move(self) -> list[int]:
        return [s for s in self.state.to_move() if self.setup.seats[s].kind == HUMAN]

    def seat_of(self, pointer: Any) -> int | None:
        """The human seat a pointer may act for now.

        A pointer claimed by a seat acts for that seat. With a single unclaimed pointer (one
        system mouse at a hot-seat table) it acts for whichever human seat is to move, as long as
        there is exactly one such seat.
        """
        if pointer.seat is not None:
            return pointer.seat if pointer.seat in self.human_seats() else None
        movers = self.humans_to_move()
        return movers[0] if len(movers) == 1 else None

    def acting_seat(self, pointer: Any) -> int | None:
        """``seat_of``, except that an unclaimed pointer (one mouse passed around a hot-seat table)
        acts for the first human to move even when several are."""
        seat = self.seat_of(pointer)
        if seat is None and pointer.seat is None:
            movers = self.humans_to_move()
            seat = movers[0] if movers else None
        return seat

    def hand_face_up(self, seat: int) -> bool:
        """Whether ``seat``'s hand is drawn face up now: ``hand_visible`` with its peek control, or
        for the turn it lifted the hand-off curtain on unless another seat is peeking (then that
        seat's hand is the one shown, and the turn's hint and refusal wait)."""
        turn = seat == self.hand_off.revealed and self.peeker() in (None, seat)
        return self.hand_visible(seat, seat in self.peeking or turn)

    def hold_peek(self, seat: int, held: bool) -> None:
        """``seat`` pressed (``held``) or released its peek control: looking, never playing."""
        (self.peeking.add if held else self.peeking.discard)(seat)

    def peeker(self) -> int | None:
        """A seat holding its peek control: its own hand is the one shown, whoever is to move."""
        return min(self.peeking) if self.peeking else None

    def turn_uses_hand(self, seat: int) -> bool:
        """Whether ``seat``'s move now comes from its hidden hand (else no curtain is needed)."""
        return True

    def peek_words(self, seat: int) -> str:
        """ "hold F": the peek control of the device ``seat`` plays with."""
        return privacy.peek_words(privacy.seat_device(self.app.pointers, seat))

    def hand_visible(self, seat: int, peeking: bool = False) -> bool:
        """Whether ``seat``'s hidden hand may be shown face up now (DESIGN: hidden hands).

        A bot's hand is never shown. A human's hand is shown when it is the only human seat, when
        the table chose open hands, or while that seat holds its peek control.
        """
        if self.setup.seats[seat].kind != HUMAN or self.phones.holds(seat):  # a phone shows it
            return False
        if len(self.human_seats()) == 1 or peeking:
            return True
        return bool(self.app.settings.get("open_hands", False))

    # -- acting ------------------------------------------------------------------------------
    def submit(self, seat: int, action: Any, at: tuple[float, float] | None = None) -> bool:
        """Apply ``action`` for ``seat``; present its events; autosave. False if refused (the
        refusal then shows beside ``at``, where the player pointed)."""
        try:
            events = self.state.apply(seat, action)
        except IllegalMove as err:
            self.refused(seat, action, err, at)
            return False
        self.bots.forget(seat)
        self.autosave()
        self.present(events)
        if self.last_trick is not None:  # remembered once the table has shown these events
            self.timeline.call(lambda memory=self.last_trick.memory: memory.follow(events))
        return True

    def refused(
        self,
        seat: int,
        action: Any,
        reason: IllegalMove | str | None,
        at: tuple[float, float] | None = None,
        private: bool = True,
    ) -> None:
        """A human tried something illegal: ``reason`` in player words becomes the one notice, shown
        beside ``at`` (the thing refused; None: the layout's place for notices); a ``private`` one
        only while ``seat``'s hand is face up."""
        log.info("refused %s for seat %s: %s", action, seat, reason)
        self.notice = self.refusal_words(reason)
        self.notice_until, self.notice_at = self.clock + NOTICE_S, at
        self.notice_seat = seat if private else None
        self.notice_moves = len(self.state.history)

    def refusal_words(self, reason: IllegalMove | str | None) -> str:
        """A rule's refusal in player words: seats by name and colour."""
        return words.refusal(reason, self.seat_name, self.card_words)

    def shown_notice(self) -> str:
        """The refusal to show now: only while nothing has happened since (a refusal of a card
        played out of turn must not outlive the turn it was about), for ``NOTICE_S``, and while the
        refused seat's hand is face up (a refusal may name its cards: "Orange holds red")."""
        if self.clock >= self.notice_until or len(self.state.history) != self.notice_moves:
            return ""
        if self.notice_seat is not None and not self.hand_face_up(self.notice_seat):
            return ""
        return self.notice

    def hover_tips(self) -> bool:
        """Whether hover tooltips may show: not while a refusal does (one tip at a time), nor over
        the results (the table's tips no longer apply)."""
        return not self.shown_notice() and self.results_since is None

    def seat_name(self, seat: int) -> str:
        """A seat in player words: its name, with its colour unless the name says it."""
        return words.who(self.setup.seats[seat].name, self.colour_word(seat))

    def colour_word(self, seat: int) -> str | None:
        """The seat's colour as players call it (a game whose seats play several colours overrides)."""
        return words.colour_name(self.setup.seats[seat].colour)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The colour a seat wears: its badge, panel, cursor and tokens."""
        return tuple(self.setup.seats[seat].colour)  # type: ignore[return-value]

    def rule_colour(self, seat: int) -> int:
        """Which of ``SPEC.seat_colours`` the rules give ``seat`` (games that let seats choose override)."""
        return seat

    # -- the log -----------------------------------------------------------------------------
    def open_log(self) -> None:
        self.app.scenes.push(LogScene(self.app, _("What happened so far"), self.log.lines))

    def handle(self, event: pygame.event.Event) -> bool:
        """Enter steps the first-game guide on, T (pad: left stick) opens the last trick, L the log,
        H (pad Back) asks for a hint (unless a keyboard cursor steers with it)."""
        if self.coach.key(self, event):
            return True
        if self.last_trick is not None and self.last_trick.press(event, self.app.pointers):
            return True
        if opens_log(event, self.app.pointers):
            self.open_log()
            return True
        pointer = hint_press(event, self.app.pointers)
        return pointer is not None and self.hints.ask(self.acting_seat(pointer))

    def log_click(self, event: Any) -> bool:
        """A pointer's action button (pad Y), or a press on the log strip, opens the log; a press on
        the Hint button asks for a hint (a press while a round's breakdown or an outcome not yet
        read shows continues the game instead)."""
        if event.kind != DOWN:
            return False
        desk = self.last_trick  # open, it closes at any press (nothing under it is played)
        if desk is not None and (
            desk.close_click(event) or desk.button_click(event, self.layout.last_trick[0])
        ):
            return True
        if self.breakdown.continue_click(event) or self.banner.skip():
            return True  # a human has read the outcome: the table moves on
        if self.hints.click(self.acting_seat(event.pointer), event, (self.layout.hint_button,)):
            return True
        strip = self.log_rect
        if event.button == ACTION or (event.button == PRIMARY and strip and strip.collidepoint(event.pos)):
            self.open_log()
            return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt
        self.animate(dt)
        turn = (len(self.state.history), tuple(self.state.to_move()), self.results_since)
        if turn != self._turn or self.presenting():
            self.changed_at = self.clock
            if turn != self._turn:
                self._turn, self.turn_since = turn, self.clock
        self.coach.update(self)
        self._seat_bots_for_vacated()
        self.phones.update()
        self._drive()
        self.hand_off.update(self)
        self.hints.update(BOT_SLICE_S)
        if (
            self.results_since is not None
            and self.clock - self.results_since > AUTOPLAY_RESULTS_S
            and not self.human_seats()
            and not self.watching
        ):
            self.leave()

    def _drive(self) -> None:
        if self.presenting():
            return
        if self.state.is_over():
            if not self._finished:
                self._finished = True
                if not self.watching:  # kept, counted and its save removed in one durable step
                    data = self.save_data()
                    writes = recent.keeping(self.app.storage, self.key, data, self.state.scores())
                    counted, self.tonight = kept.counting(self.app.storage, self.key, data, self.state)
                    self.app.storage.commit({**writes, **counted}, [f"autosave/{self.key}"])
                self.game_over()
            return
        self._step_bots()

    def _seat_bots_for_vacated(self) -> None:
        """Seats whose device stayed away past the grace period are played by bots from now on
        (and saved so: the setup is part of the autosave)."""
        vacated = [s for s in self.app.pointers.take_vacated() if s is not None]
        if any([seat_bot_for_vacated(self.setup, seat) for seat in vacated]):
            self.autosave()

    def _step_bots(self) -> None:
        if self.watching:
            return
        moved = self.bots.step(self.state)
        if moved is not None:
            self.submit(*moved)  # one action per step: the presentation may need to start

    # -- shared presentation -----------------------------------------------------------------
    def enter(self) -> None:
        self.resize(self.app.size)
        if self.coach is guide.IDLE and not self.watching:
            self.start_guide(now=False)

    def start_guide(self, now: bool = True) -> None:
        """The first-game guide for the home seat: on a game's first play, or ``now`` (help)."""
        humans = self.human_seats()
        self.coach = guide.begin(self.app, self.key, self.first_guide, humans[0] if humans else None, now)

    @property
    def guide_key(self) -> str:
        """Which game's guide this table shows (and the help screen replays)."""
        return self.key

    def table_click(self, event: Any) -> bool:
        """The guide's buttons, then the log strip (``log_click``)."""
        return self.coach.click(self, event) or self.log_click(event)

    def around_table(
        self, home_spot: tuple[float, float], others: list[tuple[float, float]], panel: tuple[int, int]
    ) -> dict[int, pygame.Rect]:
        """Each seat's panel (``layout.around_table`` for this table). Needs ``size``, ``s``."""
        return layout.around_table(self.size, self.s, self.state.players, self.home, home_spot, others, panel)

    def panel_rect(self, spot: tuple[float, float], panel: tuple[int, int]) -> pygame.Rect:
        """A panel of ``panel`` size (at 1080p) centred at ``spot`` (``layout.panel_rect``)."""
        return layout.panel_rect(self.size, self.s, spot, panel)

    def pulse(self, active: bool) -> float:
        """0–1 for the highlight of a seat to move: breathing from the turn's start, then held at 1."""
        if not active:
            return 0.0
        since = self.clock - self.turn_since
        return 1.0 if since >= PULSE_S else 0.5 + 0.5 * math.sin(since * PULSE_RATE)

    # -- pacing ------------------------------------------------------------------------------
    def next_change(self) -> float:
        """0 while the table moves — an animation, a bot or a hint thinking, a hint's or the guide's
        glowing ring, markers settling (``SETTLE_S``), the to-move seat breathing (``PULSE_S``), a
        replay; else the time until a notice, the banner or a subclass's ``changes_at`` goes."""
        if (
            self.watching
            or self.presenting()
            or self.hints.thinking()
            or self.hints.current() is not None
            or self.coach.active
            or self.bots_to_move()
            or self.clock < self.changed_at + SETTLE_S
            or (self.humans_to_move() and self.clock < self.turn_since + PULSE_S)
        ):
            return 0.0
        ahead = [at - self.clock for at in (self.notice_until, self.banner.until, *self.changes_at())]
        return min((t for t in ahead if t > 0), default=math.inf)

    def bots_to_move(self) -> bool:
        """Whether a bot seat is to move (and so thinking, a slice per step)."""
        seats = self.setup.seats
        return not self.state.is_over() and any(seats[s].kind != HUMAN for s in self.state.to_move())

    def changes_at(self) -> list[float]:
        """Scene times when something a subclass shows goes away by itself (an explanation)."""
        return []

    def winners_title(self) -> str:
        """The results' headline: who won, ties sharing the win."""
        return results.headline([self.setup.seats[i].name for i in self.state.winners()])

    # -- subclass hooks ----------------------------------------------------------------------
    def present(self, events: list) -> None:
        """Queue animations for ``events`` (in order)."""

    def animate(self, dt: float) -> None:
        """Advance the presentation by ``dt``."""
        self.timeline.update(dt)

    def presenting(self) -> bool:
        """True while animations are still catching up with the state, or an outcome they told
        has not been on screen long enough to read (``table/reading.py``)."""
        return self.timeline.busy or self.banner.unread

    def results_summary(self) -> results.Summary:
        """What the results screen says about this game (``table/results.py``)."""
        raise NotImplementedError

    def round_count(self) -> int:
        """How many rounds the status line counts (Bingo's: tricks); a replay's bar says the same."""
        return self.rounds_of(self.state)

    def round_number(self) -> int:
        """The round (Bingo's trick) the status line shows now, from the shown state: the table
        and a replay's bar say the same number."""
        return self.round_of(self.shown)

    def thinks(self, seat: int) -> bool:
        """Whether the panel of ``seat``, to move, says "thinking…": a bot in live play. In a replay
        nobody thinks: the next move is already known."""
        return self.setup.seats[seat].is_bot and not self.watching

    def game_over(self) -> None:
        """The game just ended and its last events have been shown: show the results."""
        self.results_since = self.clock
        self.results_screen.forget()
        self.app.audio.play("fanfare")
