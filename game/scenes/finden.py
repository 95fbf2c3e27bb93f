"""5er Finden, classic: every seat hunts on its own board at once, with its own cursor.

The scene drives the pure ``ClassicGame`` in fixed steps and presents it: the dice tumble in the
tray (rerolls shown), everyone draws outlines while the bots move their own cursors, someone flips
the sand timer, the buzzer sounds, and each seat's outlines are judged one by one with their
points flying to the seat's total; after five rounds, the results with the tie-break explained.

Input: a mouse-like pointer drags through cells (release with five connected cells to commit);
gamepads and keyboard cursors select five cells and press one of them again to confirm. SECONDARY
erases the outline under the cursor (or the pending draft); ACTION flips the timer, as does the
FLIP button on the seat's panel. Every action is autosaved as the game's record.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

import pygame

from game.ai.finden import FindenBot, bot_seed, drive_bots, start_bots
from game.engine import draw, tween
from game.engine.loop import UPDATE_HZ
from game.engine.pointers import ACTION, DOWN, PRIMARY, SECONDARY, PointerEvent
from game.engine.seats import HUMAN, TableSetup, seat_bot_for_vacated
from game.rules.base import Action, IllegalMove
from game.rules.finden import (
    ClassicGame,
    ClassicOptions,
    Draw,
    Erase,
    Flip,
    Phase,
    RoundOver,
    SandTick,
    TimerStarted,
    Verdict,
    judge,
)
from game.scenes.finden_common import (
    FLIP_KEY,
    RESULTS,
    ROLLING,
    SEARCH,
    FindenSeatView,
    FindenTable,
    HeaderLook,
    button_row,
    draw_overlay,
    draw_seat_header,
    draw_winners,
    overlay_rect,
)
from game.scenes.widgets.dice_tray import DiceTray
from game.scenes.widgets.finden_board import Mark, SymbolBoard
from game.scenes.widgets.sand_timer import SandTimer
from game.scenes.widgets.shape_tiles import ShapeTiles

log = logging.getLogger(__name__)

REVEAL_S = 0.75  # per outline when scoring
FLY_S = 0.6
TABLE_S = 3.5  # the round table stays this long (or until someone clicks)
AUTOSAVE_S = 1.0  # real-time play saves at most this often (and at every round's end and on exit)
VERDICT_BADGE = {
    Verdict.OVERLAP: "overlap",
    Verdict.WRONG_SYMBOLS: "symbols",
    Verdict.REPEATED_SHAPE: "repeat",
    Verdict.OVER_FIVE: "over 5",
    Verdict.NOT_PENTOMINO: "not a five",
}
HINT = "Drag through five cells · right button erases · T, pad Y or FLIP flips the timer"
SCORING, TABLE = "scoring", "table"
HEADER = HeaderLook(dot_x=26, dot_r=14, text_x=50, name_y=8, name_size=28, line_y=44, line_size=24)


@dataclasses.dataclass(kw_only=True)
class SeatView(FindenSeatView):
    """What the scene shows and tracks for one seat (the game state lives in ``ClassicGame``)."""

    flip_button: pygame.Rect
    revealed: int = 0  # outlines judged so far in the scoring presentation
    shown_round: int = 0
    shown_total: int = 0


@dataclasses.dataclass
class Flyer:
    text: str
    colour: tuple[int, int, int]
    motion: tween.Tween


class FindenScene(FindenTable):
    def __new__(cls, app: Any, setup: TableSetup, game: ClassicGame | None = None):
        """The lobby's Mode option chooses: the classic race is this scene, the puzzle game has its
        own (``finden_puzzle.PuzzleScene``), both behind the one 5er Finden menu entry."""
        if cls is FindenScene and game is None and setup.options.get("mode") == "puzzle":
            from game.scenes.finden_puzzle import PuzzleScene

            return PuzzleScene(app, setup)
        return super().__new__(cls)

    def __init__(self, app: Any, setup: TableSetup, game: ClassicGame | None = None):
        super().__init__(app)
        self.setup = setup
        if game is None:
            options = ClassicOptions(
                side=str(setup.options.get("side", "grey")),
                sand_seconds=int(self._setting("finden_timer_s", 30)),
                auto_timer_seconds=int(self._setting("finden_auto_timer_s", 120)),
                steps_per_second=UPDATE_HZ,
            )
            game = ClassicGame(len(setup.seats), setup.seed, options)
        self.game = game
        self.assist = bool(self._setting("finden_assist", False))
        self.bots = {
            i: FindenBot(seat.level, bot_seed(setup.seed, i))
            for i, seat in enumerate(setup.seats)
            if seat.is_bot
        }
        self.stage = ROLLING
        self.timeline = tween.Timeline()
        self.flyers: list[Flyer] = []
        self.views: list[SeatView] = []
        self._results_at = 0.0
        self._save_due, self._saved_at = False, -AUTOSAVE_S
        self.layout(tuple(getattr(app, "size", (1920, 1080))))

    # -- resuming ----------------------------------------------------------------------------
    @classmethod
    def resume(cls, app: Any, saved: dict) -> FindenScene:
        """Rebuild a game from its autosave (setup + record), at the step it was saved."""
        setup = TableSetup.from_json(saved["setup"])
        if setup.options.get("mode") == "puzzle":  # the puzzle game saves under the same menu entry
            from game.scenes.finden_puzzle import PuzzleScene

            return PuzzleScene.resume(app, saved)
        return cls(app, setup, ClassicGame.from_record(saved["record"]))

    def autosave(self, now: bool = True) -> None:
        """Save the record; ``now=False`` only marks it due (written within ``AUTOSAVE_S``)."""
        self._save_due = True
        if not now and self.time - self._saved_at < AUTOSAVE_S:
            return
        self._save_due, self._saved_at = False, self.time
        self._store()

    # -- layout ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Seat areas for the seat count on the screen, with the dice, timer and tiles between."""
        w, h = size
        s = draw.scale(size)
        m = int(16 * s)
        n = len(self.setup.seats)
        centre_w = int((470 if n == 1 else 400) * s)
        if n == 1:
            centre = pygame.Rect(w - centre_w - m, m, centre_w, h - 2 * m)
            areas = [pygame.Rect(m, m, w - centre_w - 3 * m, h - 2 * m)]
        else:
            side_w = (w - centre_w - 4 * m) // 2
            centre = pygame.Rect(m * 2 + side_w, m, centre_w, h - 2 * m)
            left, right = m, w - m - side_w
            if n == 2:
                areas = [pygame.Rect(left, m, side_w, h - 2 * m), pygame.Rect(right, m, side_w, h - 2 * m)]
            else:
                half = (h - 3 * m) // 2
                spots = [(left, m), (right, m), (left, 2 * m + half), (right, 2 * m + half)]
                areas = [pygame.Rect(x, y, side_w, half) for x, y in spots[:n]]
        panel_h = int(84 * s)
        old = self.views
        self.views = []
        for i, (seat, area) in enumerate(zip(self.setup.seats, areas, strict=True)):
            panel = pygame.Rect(area.x, area.y, area.w, panel_h)
            board_rect = pygame.Rect(area.x, area.y + panel_h + m // 2, area.w, area.h - panel_h - m // 2)
            board = SymbolBoard(self.game.boards[i], board_rect)
            panel.w = max(board.rect.w, int(420 * s))
            panel.centerx = board.rect.centerx
            panel.bottom = board.rect.top - m // 2  # the panel sits right above its board
            button = pygame.Rect(0, 0, int(150 * s), int(panel_h * 0.62))
            button.midright = (panel.right - int(12 * s), panel.centery)
            view = SeatView(seat.name, seat.colour, seat.kind == HUMAN, board, panel, flip_button=button)
            if i < len(old):
                view.draft, view.shown_total, view.shown_round = (
                    old[i].draft,
                    old[i].shown_total,
                    old[i].shown_round,
                )
            self.views.append(view)
        self.centre = centre
        self.scale = s
        tray_h = int(118 * s)
        self.tray = getattr(self, "tray", None) or DiceTray(pygame.Rect(0, 0, 0, 0))
        self.tray.rect = pygame.Rect(centre.x, centre.y + int(64 * s), centre.w, tray_h)
        timer_h = int(250 * s)
        timer_top = self.tray.rect.bottom + int(84 * s)
        self.timer = SandTimer(pygame.Rect(centre.centerx - int(80 * s), timer_top, int(160 * s), timer_h))
        tiles_top = timer_top + timer_h + int(58 * s)
        self.tiles = ShapeTiles(
            pygame.Rect(centre.x, tiles_top, centre.w, max(centre.bottom - tiles_top, int(120 * s))),
            self.game.values,
        )
        results = overlay_rect(size, int(1200 * s), int(820 * s))
        self._buttons = button_row(results, ("again", "menu"), s, 150, 24)  # hit-tested by any pointer
        self._background = None

    def resize(self, size: tuple[int, int]) -> None:
        self.layout(size)

    # -- flow --------------------------------------------------------------------------------
    def enter(self) -> None:
        self._grab(True)
        phase = self.game.phase
        if phase is Phase.ROLLING:
            self._begin_roll()
        elif phase in (Phase.SEARCH, Phase.SAND):
            self.tray.start(self.game.roll)
            self.tray.skip()
            start_bots(self.game, self.bots)
            self.stage = SEARCH
        elif phase is Phase.SCORED:
            self._show_table()
        else:
            self._show_results()
        self._sync_totals()

    def _grab(self, on: bool) -> None:
        """Extra mice are grabbed while the game runs and released while paused or left."""
        hub = getattr(self.app, "pointers", None)
        if hub is not None:
            hub.set_grab(on)

    def _seat_bots_for_vacated(self) -> None:
        """A player whose device stayed away too long is replaced by a medium bot."""
        hub = getattr(self.app, "pointers", None)
        for seat in hub.take_vacated() if hub is not None else ():
            if seat is None or not seat_bot_for_vacated(self.setup, seat):
                continue
            view = self.views[seat]
            view.human, view.name = False, self.setup.seats[seat].name
            view.draft.clear()
            self.bots[seat] = FindenBot("medium", bot_seed(self.setup.seed, seat))
            if self.stage == SEARCH:
                start_bots(self.game, {seat: self.bots[seat]})

    def uncovered(self) -> None:
        self._grab(True)

    def covered(self) -> None:
        """Paused or helped: a drag in progress ends (its draft stays pending); mice are let go."""
        self._grab(False)
        super().covered()

    def exit(self) -> None:
        """Leaving mid-game (menu, window closed): save exactly where the game stands."""
        self._grab(False)
        self.autosave()

    def _begin_roll(self) -> None:
        self.stage = ROLLING
        self.tray.start(self.game.roll)
        for view in self.views:
            view.draft.clear()
            view.revealed, view.shown_round, view.note = 0, 0, ""
        self._play("dice")

    def _sync_totals(self) -> None:
        """Show the true scores; points still flying are already in them, so they land silently."""
        self.flyers.clear()
        last = self.game.results[-1] if self.game.results and self.stage != ROLLING else None
        for seat, (view, total) in enumerate(zip(self.views, self.game.totals(), strict=True)):
            view.shown_total = total
            view.shown_round = last[seat].total if last else 0

    def update(self, dt: float) -> None:
        self.time += dt
        self._seat_bots_for_vacated()
        self.flyers = [f for f in self.flyers if not f.motion.done]
        for flyer in self.flyers:
            flyer.motion.update(dt)
        if self.stage == ROLLING:
            self.tray.update(dt)
            if self.tray.done:
                self.game.start_search()
                start_bots(self.game, self.bots)
                self.stage = SEARCH
        elif self.stage == SEARCH:
            self._search_step()
        elif self.stage in (SCORING, TABLE):
            self.timeline.update(dt)
        elif self._autoplay_over(self._results_at):
            self._results_at = float("inf")
            self.app.finish_game()

    def _search_step(self) -> None:
        acted = len(self.game.history)
        try:
            drive_bots(self.game, self.bots)
        except IllegalMove as err:  # a bot only acts when it may; log rather than stop the table
            log.warning("bot action refused: %s", err)
        events = self.game.advance()
        if len(self.game.history) != acted or self._save_due:
            self.autosave(now=False)
        for event in events:
            self._present(event)

    def _present(self, event: Any) -> None:
        if isinstance(event, SandTick):
            self._play("tick")
        elif isinstance(event, TimerStarted):
            self._play("click")
        elif isinstance(event, RoundOver):
            self._play("buzzer")
            self.autosave()
            self._score(event)

    def _score(self, event: RoundOver) -> None:
        """Judge each seat's outlines one by one (seats side by side), then the round table."""
        self.stage = SCORING
        for view in self.views:
            view.draft.clear()
        longest = max((len(s.outlines) for s in event.scores), default=0)
        for k in range(longest):
            self.timeline.call(lambda k=k: self._reveal(event, k))
            self.timeline.wait(REVEAL_S)
        self.timeline.call(lambda: self._finish_round(event))
        self.timeline.wait(REVEAL_S * 1.5)
        self.timeline.call(self._show_table)
        self.timeline.wait(TABLE_S)
        self.timeline.call(self._after_table)

    def _reveal(self, event: RoundOver, k: int) -> None:
        for view, score in zip(self.views, event.scores, strict=True):
            if k >= len(score.outlines):
                continue
            view.revealed = k + 1
            scored = score.outlines[k]
            view.note = f"{scored.shape or '?'}: {scored.verdict}"
            if scored.points:
                start = view.board.centre(scored.cells[0])
                self._fly(f"+{scored.points}", view, start, lambda v=view, p=scored.points: self._add(v, p))
        self._play("click")

    def _finish_round(self, event: RoundOver) -> None:
        for view, score in zip(self.views, event.scores, strict=True):
            notes = []
            if score.factor > 1 and score.shape_points:
                notes.append(f"round {event.round} doubled: {score.shape_points}×{score.factor}")
                self._add(view, score.shape_points * (score.factor - 1))
            if score.bonus:
                notes.append(f"timer +{score.bonus}")
                self._fly(
                    f"+{score.bonus}",
                    view,
                    self.timer.rect.center,
                    lambda v=view, b=score.bonus: self._add(v, b),
                )
            view.note = " · ".join(notes) or f"round total {score.total}"

    def _add(self, view: SeatView, points: int) -> None:
        view.shown_round += points
        view.shown_total += points

    def _fly(self, text: str, view: SeatView, start: tuple[int, int], on_done) -> None:
        end = (view.panel.x + int(200 * self.scale), view.panel.centery)
        motion = tween.Tween(start, end, FLY_S, tween.in_out_cubic, on_done=on_done)
        self.flyers.append(Flyer(text, view.colour, motion))

    def _show_table(self) -> None:
        self.stage = TABLE
        self._sync_totals()

    def _after_table(self) -> None:
        if self.game.is_over():
            self._show_results()
            return
        self.game.new_round()
        self.autosave()
        self._begin_roll()

    def _show_results(self) -> None:
        self.stage = RESULTS
        self._results_at = self.time
        self._sync_totals()
        self.autosave()
        self._play("fanfare")

    # -- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if self.stage == RESULTS:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.play_again()
                return True
            if event.key == pygame.K_ESCAPE:
                self.app.to_menu()
                return True
        if self.stage == TABLE and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.timeline.finish()
            return True
        if self.stage == SEARCH and event.key == FLIP_KEY:
            seat = self.mouse_seat()
            if seat is not None:
                self.submit(seat, Flip())
                return True
        return False

    def handle_pointer(self, event: PointerEvent) -> bool:
        if self.stage == RESULTS:
            return self._results_pointer(event)
        if self.stage == TABLE and event.kind == DOWN and event.button == PRIMARY:
            self.timeline.finish()
            return True
        seat = self.seat_of(event.pointer)
        if seat is None or self.stage != SEARCH:
            return False
        view = self.views[seat]
        if event.kind == DOWN and (
            event.button == ACTION or (event.button == PRIMARY and view.flip_button.collidepoint(event.pos))
        ):
            self.submit(seat, Flip())
            return True
        if not self.game.can_act(seat):
            return False
        if event.kind == DOWN and event.button == SECONDARY:
            return self._erase(seat, view.board.cell_at(event.pos))
        own = {c for o in self.game.seats[seat].outlines for c in o}
        return self._stroke(view, event, own, lambda cells: self.submit(seat, Draw(cells)))

    def _erase(self, seat: int, cell: int | None) -> bool:
        view = self.views[seat]
        for outline in self.game.seats[seat].outlines:
            if cell in outline:
                return self.submit(seat, Erase(outline))
        if cell is not None and view.draft.remove(cell):
            return True
        view.draft.clear()
        return True

    def submit(self, seat: int, action: Action) -> bool:
        """Apply a human seat's action now; False (and a log line) if the rules refuse it."""
        try:
            events = self.game.apply(seat, action)
        except IllegalMove as err:
            log.info("refused %s for seat %s: %s", action, seat, err)
            return False
        self.autosave(now=False)
        if isinstance(action, Draw):
            self._play("click")
        for event in events:
            self._present(event)
        return True

    def _results_pointer(self, event: PointerEvent) -> bool:
        if event.kind != DOWN or event.button != PRIMARY:
            return False
        if self._buttons["again"].collidepoint(event.pos):
            self.play_again()
            return True
        if self._buttons["menu"].collidepoint(event.pos):
            self.app.to_menu()
            return True
        return False

    def play_again(self) -> None:
        seed = self.app.game_seed() if hasattr(self.app, "game_seed") else self.setup.seed + 1
        setup = TableSetup(self.setup.game, self.setup.seats, dict(self.setup.options), seed)
        self.app.scenes.replace(FindenScene(self.app, setup))

    # -- drawing -----------------------------------------------------------------------------
    def draw_static(self, background: pygame.Surface) -> None:
        """Seat panels, board frames, shape tiles and the dice tray's base."""
        for view in self.views:
            draw.draw_panel(background, view.panel.inflate(8, 8), (*draw.FELT_DARK, 220), radius=14)
            self.draw_frame(background, view, 14)
        self.tiles.draw(background)
        self.tray.draw_base(background)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._static(surface), (0, 0))
        s = self.scale
        game = self.game
        self.draw_title(surface, f"Round {game.round} of {game.options.rounds}", 10, 40)
        self.tray.draw(surface)
        running = game.phase is Phase.SAND
        left = game.sand_left
        self.timer.draw(surface, left, game.options.sand_seconds, running, self.time)
        if self.stage == SEARCH and any(v.human for v in self.views):
            draw.blit_text(
                surface,
                HINT,
                (self.tray.rect.centerx, self.tray.rect.bottom + int(14 * s)),
                int(20 * s),
                draw.TEXT_DIM,
                "midtop",
                wrap=self.centre.w,
            )
        label = f"{left:0.0f} s" if running else ("flip the timer!" if self.stage == SEARCH else "")
        self.draw_timer_label(surface, label, running, left)
        for seat, view in enumerate(self.views):
            self._draw_seat(surface, seat, view)
        for flyer in self.flyers:
            draw.blit_text(
                surface,
                flyer.text,
                flyer.motion.value,
                int(44 * s),
                flyer.colour,
                "center",
                bold=True,
                shadow=True,
            )
        if self.stage == TABLE:
            self._draw_table(surface)
        elif self.stage == RESULTS:
            self._draw_results(surface)

    def _marks(self, seat: int, view: SeatView) -> tuple[Mark, ...]:
        outlines = self.game.seats[seat].outlines
        if self.stage in (SCORING, TABLE) and self.game.results:
            scored = self.game.results[-1][seat].outlines
            marks = []
            for k, item in enumerate(scored):
                if k >= view.revealed:
                    marks.append(Mark(item.cells, view.colour))
                elif item.verdict is Verdict.COUNTS:
                    marks.append(Mark(item.cells, view.colour, "solid", f"+{item.points}"))
                else:
                    marks.append(Mark(item.cells, view.colour, "struck", VERDICT_BADGE[item.verdict]))
            return tuple(marks)
        if self.assist and self.game.roll is not None:
            faces = self.game.roll.faces
            return tuple(
                Mark(o, view.colour, badge="ok" if judge(view.board.board, o, faces).valid else "")
                for o in outlines
            )
        return tuple(Mark(o, view.colour) for o in outlines)

    def _draw_seat(self, surface: pygame.Surface, seat: int, view: SeatView) -> None:
        s = self.scale
        mine = self.game.seats[seat]
        bot = self.bots.get(seat)
        draft = view.draft.cells if view.human else (bot.stroke if bot else ())
        locked = mine.locked and self.stage == SEARCH
        view.board.draw(surface, self._marks(seat, view), draft, view.colour, locked, self.shown_cue(view))
        # The panel: name, scores, the flip button or the lock.
        line = f"round {view.shown_round}   total {view.shown_total}"
        if self.stage in (SCORING, TABLE) and view.note:
            line = f"{line}   ·   {view.note}"
        draw_seat_header(surface, view, line, s, HEADER)
        if self.stage == SEARCH:
            if mine.flipped:
                text, colour = "flipped +1", draw.ACCENT
            elif mine.locked:
                text, colour = "locked", draw.TEXT_DIM
            elif self.game.phase is Phase.SAND:
                text, colour = "hurry!", draw.DANGER
            else:
                text, colour = "FLIP +1", draw.ACCENT
            fill, ink = (colour, draw.INK) if text == "FLIP +1" else (draw.FELT_LIGHT, colour)
            draw.draw_button(surface, view.flip_button, text, int(26 * s), fill, ink, int(12 * s))
        if bot is not None and self.stage == SEARCH and not mine.locked:
            x, y = view.board.point(*bot.cursor)
            tip = [
                (x, y),
                (x, y + int(26 * s)),
                (x + int(7 * s), y + int(19 * s)),
                (x + int(18 * s), y + int(19 * s)),
            ]
            pygame.draw.polygon(surface, view.colour, tip)
            pygame.draw.polygon(surface, draw.INK, tip, 2)

    def _overlay_panel(self, surface: pygame.Surface, w: int, h: int) -> pygame.Rect:
        rect = overlay_rect(surface.get_size(), w, h)
        draw_overlay(surface, rect, self.scale)
        return rect

    def _draw_table(self, surface: pygame.Surface) -> None:
        """The round table: every seat's score per round so far and the totals."""
        s = self.scale
        rounds = self.game.options.rounds
        rect = self._overlay_panel(surface, int(880 * s), int((170 + 56 * len(self.views)) * s))
        draw.blit_text(
            surface,
            f"After round {self.game.round}",
            (rect.centerx, rect.y + int(18 * s)),
            int(40 * s),
            draw.ACCENT,
            "midtop",
            bold=True,
        )
        col_w = int(84 * s)
        x0 = rect.x + int(260 * s)
        y = rect.y + int(84 * s)
        for r in range(rounds):
            draw.blit_text(surface, f"R{r + 1}", (x0 + r * col_w, y), int(24 * s), draw.TEXT_DIM, "midtop")
        draw.blit_text(
            surface, "total", (x0 + rounds * col_w + int(20 * s), y), int(24 * s), draw.TEXT_DIM, "midtop"
        )
        for seat, (view, scores) in enumerate(zip(self.views, self.game.round_totals(), strict=True)):
            y = rect.y + int((128 + 56 * seat) * s)
            pygame.draw.circle(surface, view.colour, (rect.x + int(36 * s), y + int(16 * s)), int(12 * s))
            draw.blit_text(surface, view.name, (rect.x + int(58 * s), y), int(28 * s), draw.TEXT, bold=True)
            for r, value in enumerate(scores):
                draw.blit_text(surface, str(value), (x0 + r * col_w, y), int(28 * s), draw.TEXT, "midtop")
            draw.blit_text(
                surface,
                str(sum(scores)),
                (x0 + rounds * col_w + int(20 * s), y),
                int(30 * s),
                draw.ACCENT,
                "midtop",
                bold=True,
            )

    def _draw_results(self, surface: pygame.Surface) -> None:
        """Winner with the tie-break explained, totals, a bar chart of every round, two buttons."""
        s = self.scale
        ranking = self.game.ranking([v.name for v in self.views])
        rect = self._overlay_panel(surface, int(1200 * s), int(820 * s))
        draw_winners(surface, rect, [self.views[i].name for i in ranking.winners], int(24 * s), int(56 * s))
        draw.blit_text(
            surface,
            ranking.explanation,
            (rect.centerx, rect.y + int(100 * s)),
            int(28 * s),
            draw.TEXT,
            "midtop",
        )
        totals = self.game.round_totals()
        chart = pygame.Rect(rect.x + int(80 * s), rect.y + int(170 * s), rect.w - int(160 * s), int(400 * s))
        top = max((v for rounds in totals for v in rounds), default=1) or 1
        rounds = self.game.options.rounds
        group = chart.w / rounds
        bar = group * 0.8 / max(len(totals), 1)
        pygame.draw.line(surface, draw.TEXT_DIM, chart.bottomleft, chart.bottomright, 2)
        for r in range(rounds):
            gx = chart.x + r * group + group * 0.1
            draw.blit_text(
                surface,
                f"Round {r + 1}",
                (gx + group * 0.4, chart.bottom + int(8 * s)),
                int(22 * s),
                draw.TEXT_DIM,
                "midtop",
            )
            for seat, rounds_of_seat in enumerate(totals):
                if r >= len(rounds_of_seat):
                    continue
                value = rounds_of_seat[r]
                height = int(chart.h * value / top)
                bar_rect = pygame.Rect(
                    int(gx + seat * bar), chart.bottom - height, max(int(bar) - 3, 2), height
                )
                pygame.draw.rect(surface, self.views[seat].colour, bar_rect, border_radius=3)
                draw.blit_text(
                    surface,
                    str(value),
                    (bar_rect.centerx, bar_rect.y - 2),
                    int(18 * s),
                    draw.TEXT,
                    "midbottom",
                )
        for seat, view in enumerate(self.views):
            x = rect.x + int(80 * s) + (seat % 2) * (rect.w // 2 - int(40 * s))
            y = chart.bottom + int((50 + 40 * (seat // 2)) * s)
            pygame.draw.circle(surface, view.colour, (x + int(12 * s), y + int(16 * s)), int(12 * s))
            place = ranking.places[seat]
            draw.blit_text(
                surface,
                f"{place}. {view.name}: {sum(totals[seat])}",
                (x + int(32 * s), y),
                int(26 * s),
                draw.TEXT,
                bold=place == 1,
            )
        for key, label in (("again", "Play again"), ("menu", "Menu")):
            draw.draw_button(surface, self._buttons[key], label, int(30 * s), radius=int(14 * s))
