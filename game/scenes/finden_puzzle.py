"""5er Finden puzzle game: one long puzzle per board, a quarter of 12 shapes per seat, up to 12 rounds.

Every seat outlines at most one five per round, of a shape still open in its quarter and on cells
no earlier outline used (the board refuses anything else). Someone flips the sand timer (a time
mark, +1 at the end); when the sand runs out, valid outlines are circled and every other seat must
cross out a shape by *drawing* it on free cells, symbols ignored (if nothing fits, by picking its
tile). Several humans cross out at the same time. The rules live in ``rules/finden_puzzle.py``;
this scene runs the clock, the bots' search times and the pointers. ``SoloScene`` (``solo.py``)
reuses it for one player without a timer.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

import pygame

from game.ai.finden_puzzle import choose_cross_out, choose_outline
from game.engine import draw
from game.engine.pointers import ACTION, DOWN, PRIMARY, SECONDARY, PointerEvent
from game.engine.seats import HUMAN, TableSetup
from game.rules.base import Action, IllegalMove, rng_for
from game.rules.finden import DrawnKind, PuzzleVerdict, is_pentomino, rank_puzzle
from game.rules.finden_boards import boards_for
from game.rules.finden_puzzle import (
    Circled,
    CrossedOut,
    CrossOut,
    Erased,
    Flip,
    GameOver,
    PuzzleGame,
    RoundStarted,
    Submit,
    TimeMarked,
)
from game.scenes.finden_common import (
    FLIP_KEY,
    RESULTS,
    ROLLING,
    SEARCH,
    FindenSeatView,
    FindenTable,
    HeaderLook,
    draw_overlay,
    draw_seat_header,
    draw_winners,
    overlay_rect,
)
from game.scenes.widgets.dice_tray import DiceTray
from game.scenes.widgets.finden_board import Mark, SymbolBoard
from game.scenes.widgets.puzzle_quarter import QuarterTiles
from game.scenes.widgets.sand_timer import SandTimer

log = logging.getLogger(__name__)

CROSS, PAUSE = "cross", "between"
BETWEEN_S = 2.0  # circled and crossed shapes stay on show before the next roll
BOT_THINK_S = {"easy": (14.0, 30.0), "medium": (8.0, 18.0), "hard": (3.0, 9.0)}
"""[decision] How long a bot searches before it has its five, by level (uniform, seeded)."""
BOT_CROSS_S = 1.5
CROSSED_GREY = (150, 150, 140)
HEADER = HeaderLook(dot_x=24, dot_r=13, text_x=46, name_y=6, name_size=26, line_y=38, line_size=21)


@dataclasses.dataclass(kw_only=True)
class SeatView(FindenSeatView):
    level: str
    quarter: QuarterTiles
    outline: tuple[int, ...] = ()  # this round's outline (search) — replaced by a new one
    hint: tuple[int, ...] = ()
    ready_at: float = 0.0  # bots: when their five is found or their cross-out chosen


def event_note(event: Any) -> str:
    """A few words for the seat's panel about what just happened to it."""
    if isinstance(event, Circled):
        return f"circled {event.shape} +{event.points}"
    if isinstance(event, Erased):
        return f"no five: {event.verdict}" if event.cells else "no five this round"
    if isinstance(event, CrossedOut):
        return f"crossed out {event.shape}"
    if isinstance(event, TimeMarked):
        return "time mark +1"
    return str(event)


class PuzzleScene(FindenTable):
    solo = False
    title_size = 38
    between_s = BETWEEN_S

    def __init__(self, app: Any, setup: TableSetup, game: PuzzleGame | None = None):
        super().__init__(app)
        self.setup = setup
        if game is None:
            boards = boards_for(str(setup.options.get("side", "grey")), len(setup.seats))
            game = PuzzleGame.new_game(len(setup.seats), setup.seed, boards=boards)
        self.game = game
        self.sand_s = float(self._setting("finden_timer_s", 30))
        self.auto_s = float(self._setting("finden_auto_timer_s", 120))
        self.assist = bool(self._setting("finden_assist", False))
        self.stage = ROLLING
        self.stage_at = 0.0
        self.sand_left: float | None = None  # None while nobody has flipped
        self.views: list[SeatView] = []
        self.tray = DiceTray(pygame.Rect(0, 0, 0, 0))
        self.layout(tuple(getattr(app, "size", (1920, 1080))))

    # -- layout ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.scale = s = draw.scale(size)
        m = int(16 * s)
        n = len(self.setup.seats)
        centre_w = int(360 * s)
        side_w = (w - centre_w - 4 * m) // 2
        self.centre = pygame.Rect(2 * m + side_w, m, centre_w, h - 2 * m)
        if n <= 2:
            areas = [pygame.Rect(m, m, side_w, h - 2 * m), pygame.Rect(w - m - side_w, m, side_w, h - 2 * m)]
        else:
            half = (h - 3 * m) // 2
            spots = [(m, m), (w - m - side_w, m), (m, 2 * m + half), (w - m - side_w, 2 * m + half)]
            areas = [pygame.Rect(x, y, side_w, half) for x, y in spots]
        self._place_seats(areas[:n])
        c = self.centre
        self.tray.rect = pygame.Rect(c.x, c.y + int(70 * s), c.w, int(100 * s))
        self.timer = SandTimer(
            pygame.Rect(
                c.centerx - int(70 * s), self.tray.rect.bottom + int(90 * s), int(140 * s), int(220 * s)
            )
        )
        self._background = None

    def _place_seats(self, areas: list[pygame.Rect]) -> None:
        """Each area: the name panel on top, the board, and the quarter beside or under it."""
        s = self.scale
        m = int(12 * s)
        panel_h = int(70 * s)
        old = self.views
        self.views = []
        for i, (seat, area) in enumerate(zip(self.setup.seats, areas, strict=True)):
            body = pygame.Rect(area.x, area.y + panel_h + m, area.w, area.h - panel_h - m)
            if body.w > body.h * 1.35:  # wide: quarter to the right of the board
                board_rect = pygame.Rect(body.x, body.y, body.h, body.h)
                quarter_rect = pygame.Rect(
                    board_rect.right + m, body.y, body.right - board_rect.right - m, body.h
                )
                columns = 3
            else:  # tall: quarter under the board
                side = min(body.w, int(body.h * 0.76))
                board_rect = pygame.Rect(body.x + (body.w - side) // 2, body.y, side, side)
                quarter_rect = pygame.Rect(
                    body.x, board_rect.bottom + m, body.w, body.bottom - board_rect.bottom - m
                )
                columns = 6
            board = SymbolBoard(self.game.sheets[i].board, board_rect)
            quarter = QuarterTiles(quarter_rect, self.game.values, columns)
            panel = pygame.Rect(area.x, area.y, area.w, panel_h)
            human = seat.kind == HUMAN
            view = SeatView(seat.name, seat.colour, human, board, panel, level=seat.level, quarter=quarter)
            if i < len(old):
                view.outline, view.note, view.ready_at = old[i].outline, old[i].note, old[i].ready_at
            self.views.append(view)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout(size)

    # -- saving ------------------------------------------------------------------------------
    @classmethod
    def resume(cls, app: Any, saved: dict) -> PuzzleScene:
        """Rebuild a game from its autosave: the record replays every circle, cross-out and time
        mark; a round in progress starts its search again (drafts and the sand are not saved)."""
        setup = TableSetup.from_json(saved["setup"])
        return cls(app, setup, PuzzleGame.from_record(saved["record"]))

    def autosave(self) -> None:
        """Save the record under ``autosave_key`` (the menu offers Continue); cleared at the end."""
        self._store()

    def exit(self) -> None:
        self.autosave()

    def recorded(self, action: Action) -> None:
        """An action went into the record: save it (every move is autosaved)."""
        self.autosave()

    # -- flow --------------------------------------------------------------------------------
    def enter(self) -> None:
        if self.game.is_over():
            self._set_stage(RESULTS)
        elif self.game.phase == "cross":  # resumed while seats were crossing out
            self.tray.start(self.game.roll)
            self.tray.skip()
            self._set_stage(CROSS)
            for seat in self.game.to_move():
                self.views[seat].note = "cross out a shape: draw it on free cells"
        else:
            self._begin_round()

    def _set_stage(self, stage: str) -> None:
        self.stage, self.stage_at = stage, self.time

    def _begin_round(self) -> None:
        self.tray.start(self.game.roll)
        self.sand_left = None
        for view in self.views:
            view.draft.clear()
            view.outline, view.hint, view.note = (), (), ""
        self._set_stage(ROLLING)
        self._play("dice")

    def _start_search(self) -> None:
        self._set_stage(SEARCH)
        for seat, view in enumerate(self.views):
            if not view.human:
                low, high = BOT_THINK_S.get(view.level, BOT_THINK_S["medium"])
                rng = rng_for(self.setup.seed, "puzzle-bot", seat, self.game.round)
                view.ready_at = self.time + rng.uniform(low, high)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.stage == ROLLING:
            self.tray.update(dt)
            if self.tray.done:
                self._start_search()
        elif self.stage == SEARCH:
            self._search_step(dt)
        elif self.stage == CROSS:
            self._bots_cross()
        elif self.stage == PAUSE and self.time - self.stage_at >= self.between_s:
            self._begin_round()
        elif self._autoplay_over(self.stage_at):
            self.stage_at = float("inf")
            self.app.finish_game()

    def _search_step(self, dt: float) -> None:
        for seat, view in enumerate(self.views):
            if view.human or view.outline or self.time < view.ready_at:
                continue
            found = choose_outline(self.game.sheets[seat], self.game.valid_placements(seat), self.game.values)
            if found:
                view.outline = found
                if self.sand_left is None:
                    self.flip(seat)
        if self.sand_left is None:
            if self.auto_s and self.time - self.stage_at >= self.auto_s:
                self.sand_left = self.sand_s
                self._play("click")
            return
        before = self.sand_left
        self.sand_left = max(self.sand_left - dt, 0.0)
        if int(before) != int(self.sand_left) and self.sand_left < 5:
            self._play("tick")
        if self.sand_left <= 0:
            self._play("buzzer")
            self.time_up()

    def flip(self, seat: int) -> bool:
        if self.stage != SEARCH or self.sand_left is not None:
            return False
        if not self.submit(seat, Flip()):
            return False
        self.sand_left = self.sand_s
        self._play("click")
        return True

    def time_up(self) -> None:
        """The sand ran out: every seat's outline goes to the rules at once."""
        for seat, view in enumerate(self.views):
            view.draft.clear()
            self.submit(seat, Submit(view.outline))

    def _bots_cross(self) -> None:
        for seat in self.game.to_move():
            view = self.views[seat]
            if not view.human and self.time >= view.ready_at:
                self.submit(seat, choose_cross_out(self.game.sheets[seat], self.game.values))

    def submit(self, seat: int, action: Action) -> bool:
        """Apply an action; False (and a log line) when the rules refuse it."""
        try:
            events = self.game.apply(seat, action)
        except IllegalMove as err:
            log.info("refused %s for seat %s: %s", action, seat, err)
            return False
        self.recorded(action)
        for event in events:
            self.present(event)
        if self.game.phase == "cross" and self.stage == SEARCH:
            self._set_stage(CROSS)
            for s in self.game.to_move():
                self.views[s].ready_at = self.time + BOT_CROSS_S
                self.views[s].note = "cross out a shape: draw it on free cells"
        return True

    def present(self, event: Any) -> None:
        seat = getattr(event, "seat", None)
        if seat is not None and seat < len(self.views):
            self.views[seat].note = event_note(event)
        if isinstance(event, RoundStarted):
            self._set_stage(PAUSE)
        elif isinstance(event, GameOver):
            self._set_stage(RESULTS)
            self._play("fanfare")
            self.game_over()
        self._play("click")

    def game_over(self) -> None:
        """Hook for the solo scene (par, high score)."""

    # -- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if self.stage == RESULTS and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            self.app.to_menu()
            return True
        if self.stage == SEARCH and event.key == FLIP_KEY and not self.solo:
            seat = self.mouse_seat()
            return seat is not None and self.flip(seat)
        return False

    def handle_pointer(self, event: PointerEvent) -> bool:
        if self.stage == RESULTS:
            if event.kind == DOWN and event.button == PRIMARY:
                return self.results_click(event.pos)
            return False
        seat = self.seat_of(event.pointer)
        if seat is None:
            return False
        if event.kind == DOWN and event.button == ACTION and self.stage == SEARCH and not self.solo:
            return self.flip(seat)
        if event.kind == DOWN and event.button == PRIMARY and self.panel_click(seat, event.pos):
            return True
        if seat not in self.game.to_move() or self.stage not in (SEARCH, CROSS):
            return False
        if self.stage == SEARCH and not self.solo and self.game.flipped == seat:
            return False  # the flipper's board is locked
        return self._draw_input(seat, event)

    def panel_click(self, seat: int, pos: tuple[int, int]) -> bool:
        """A click on a seat's panel or quarter (flip; cross out a shape when nothing fits)."""
        view = self.views[seat]
        if self.stage == SEARCH and not self.solo and view.panel.collidepoint(pos):
            return self.flip(seat)
        if self.stage == CROSS and seat in self.game.to_move():
            shape = view.quarter.shape_at(pos)
            if shape and not self.game.sheets[seat].fitting_shapes():
                return self.submit(seat, CrossOut(shape))
        return False

    def results_click(self, pos: tuple[int, int]) -> bool:
        self.app.to_menu()
        return True

    def _draw_input(self, seat: int, event: PointerEvent) -> bool:
        view = self.views[seat]
        if event.kind == DOWN and event.button == SECONDARY:
            view.draft.clear()
            view.outline = ()
            return True
        used = set(int(c) for c in self.game.sheets[seat].used.nonzero()[0])
        return self._stroke(view, event, used, lambda cells: self.commit(seat, cells))

    def commit(self, seat: int, cells: tuple[int, ...]) -> bool:
        """Five cells drawn: this round's outline (searching) or the crossed-out shape (crossing)."""
        view = self.views[seat]
        sheet = self.game.sheets[seat]
        if self.stage == CROSS:
            shape = is_pentomino(sheet.board, cells)
            if shape not in sheet.crossable():
                view.note = f"{shape} is not open: draw an open shape" if shape else "not a pentomino"
                self._cue(view, cells[-1])
                return False
            return self.submit(seat, CrossOut(shape, tuple(cells)))
        verdict = sheet.check_outline(cells)
        if verdict is not PuzzleVerdict.VALID:
            view.note = f"refused: {verdict}"
            self._cue(view, cells[-1])
            return False
        view.outline, view.note = tuple(cells), ""
        self._play("click")
        return True

    # -- drawing -----------------------------------------------------------------------------
    def marks(self, seat: int) -> tuple[Mark, ...]:
        view = self.views[seat]
        out = []
        for d in self.game.sheets[seat].drawn:
            if d.kind is DrawnKind.CIRCLED:
                out.append(Mark(d.cells, view.colour, "solid", f"{d.shape} {self.game.values[d.shape]}"))
            else:
                out.append(Mark(d.cells, CROSSED_GREY, "struck", d.shape))
        if view.outline and (view.human or self.stage != SEARCH or self.game.is_over()):
            badge = ""
            if self.assist and view.human:
                valid = (
                    self.game.sheets[seat].judge(view.outline, self.game.roll.faces) is PuzzleVerdict.VALID
                )
                badge = "ok" if valid else "no"
            out.append(Mark(view.outline, view.colour, "faint", badge))
        elif view.outline:
            out.append(Mark(view.outline, view.colour, "faint", "found"))
        if view.hint:
            out.append(Mark(view.hint, draw.ACCENT, "faint", "hint"))
        return tuple(out)

    def draw_static(self, background: pygame.Surface) -> None:
        """Seat panels, board frames, the quarters' trays and the dice tray's base."""
        for view in self.views:
            draw.draw_panel(background, view.panel, (*draw.FELT_DARK, 220), radius=12)
            self.draw_frame(background, view, 12)
            draw.draw_panel(background, view.quarter.rect, (*draw.FELT_DARK, 160), radius=12, shadow_blur=0)
        self.tray.draw_base(background)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._static(surface), (0, 0))
        self.draw_centre(surface)
        for seat, view in enumerate(self.views):
            self.draw_seat(surface, seat, view)
        if self.stage == RESULTS:
            self.draw_results(surface)

    def round_title(self) -> str:
        shown = min(self.game.round + 1, len(self.game.rolls))
        return f"Round {shown} of {len(self.game.rolls)}"

    def draw_centre(self, surface: pygame.Surface) -> None:
        s = self.scale
        c = self.centre
        self.draw_title(surface, self.round_title(), 8, self.title_size)
        self.tray.draw(surface)
        running = self.sand_left is not None and self.stage == SEARCH
        left = self.sand_left if running else self.sand_s
        self.timer.draw(surface, left, self.sand_s, running, self.time)
        if self.stage == SEARCH:
            label = f"{left:0.0f} s" if running else "flip the timer!"
        else:
            label = {CROSS: "cross out", PAUSE: "next roll…", RESULTS: "game over"}.get(self.stage, "")
        self.draw_timer_label(surface, label, running, left)
        hint = (
            "Drag through five cells: one five per round, of an open shape, on free cells. "
            "Right button erases. T, pad Y or a click on your name flips the timer (+1)."
        )
        if self.stage == CROSS:
            hint = (
                "No valid five: draw a shape you cross out on free cells, symbols ignored. "
                "If nothing fits, click its tile."
            )
        draw.blit_text(
            surface,
            hint,
            (c.centerx, self.timer.rect.bottom + int(60 * s)),
            int(21 * s),
            draw.TEXT_DIM,
            "midtop",
            wrap=c.w,
        )

    def draw_seat(self, surface: pygame.Surface, seat: int, view: SeatView) -> None:
        s = self.scale
        sheet = self.game.sheets[seat]
        locked = self.stage == SEARCH and not self.solo and self.game.flipped == seat
        cue = self.shown_cue(view)
        view.board.draw(surface, self.marks(seat), view.draft.cells, view.colour, locked, cue)
        crossing = self.stage == CROSS and seat in self.game.to_move()
        highlight = sheet.crossable() if crossing else ()
        view.quarter.draw(surface, sheet.quarter, highlight, draw.DANGER)
        marks = f"   time marks {sheet.time_marks}" if sheet.time_marks else ""
        line = f"score {sheet.score(self.game.values)}{marks}   {view.note}"
        draw_seat_header(surface, view, line, s, HEADER)
        p = view.panel
        if self.stage == SEARCH and not self.solo:
            text = (
                "flipped +1" if self.game.flipped == seat else ("FLIP +1" if self.sand_left is None else "")
            )
            if text:
                draw.blit_text(
                    surface,
                    text,
                    (p.right - int(14 * s), p.centery),
                    int(24 * s),
                    draw.ACCENT,
                    "midright",
                    bold=True,
                )

    def draw_results(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = overlay_rect(surface.get_size(), int(900 * s), int((220 + 50 * len(self.views)) * s))
        draw_overlay(surface, rect, s)
        winners = self.game.winners()
        draw_winners(surface, rect, [self.views[i].name for i in winners], int(20 * s), int(50 * s))
        explanation = rank_puzzle(self.game.sheets, self.game.values).explanation
        draw.blit_text(
            surface,
            f"After {self.game.round + 1} rounds. {explanation}",
            (rect.centerx, rect.y + int(86 * s)),
            int(24 * s),
            draw.TEXT_DIM,
            "midtop",
        )
        for seat, view in enumerate(self.views):
            sheet = self.game.sheets[seat]
            y = rect.y + int((130 + 50 * seat) * s)
            pygame.draw.circle(surface, view.colour, (rect.x + int(40 * s), y + int(16 * s)), int(12 * s))
            text = (
                f"{view.name}: {sheet.score(self.game.values)}  ({sheet.circled_count()} circled, "
                f"{sheet.time_marks} time marks)"
            )
            draw.blit_text(
                surface, text, (rect.x + int(64 * s), y), int(28 * s), draw.TEXT, bold=seat in winners
            )
        draw.blit_text(
            surface,
            "Click or Enter: back to the menu",
            (rect.centerx, rect.bottom - int(40 * s)),
            int(22 * s),
            draw.TEXT_DIM,
            "midtop",
        )
