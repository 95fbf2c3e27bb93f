"""Solo Puzzle: choose a board or the daily challenge, play 12 rounds untimed, see your par.

``SoloMenuScene`` lists the boards (grey, white 1–4), today's challenge and, when a game was left
unfinished, Continue. ``SoloScene`` is the puzzle scene for one seat without a sand timer: "Done"
circles a valid outline (an invalid one fails the round), "Give up" goes straight to crossing out,
"Hint" shows one valid five and is counted. An elapsed clock runs while the player is playing (not
while paused). At the end the par solver works a few milliseconds per step beside the end screen,
shows "best found" and upgrades to "par" once proven; the score goes to the high-score table with
its record, and a new best is celebrated.
"""

from __future__ import annotations

import datetime as dt
import logging
import math
import random
from typing import Any

import pygame

from game.ai.finden_solver import ParSolver
from game.engine import draw, ui
from game.engine.scene import Scene
from game.engine.seats import HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.rules.base import Action
from game.rules.finden import GiveUp, Hint, HintShown, PuzzleGame, Submit, new_solo
from game.rules.finden.daily import daily_board, daily_seed
from game.rules.finden.high_scores import BOARD_NAMES, solo_entry, table_key
from game.rules.finden.levels import GREY
from game.scenes.finden_common import button_row, draw_overlay, overlay_rect, play
from game.scenes.finden_puzzle import CROSS, RESULTS, SEARCH, PuzzleScene, SeatView
from game.scenes.widgets.finden_board import SymbolBoard
from game.scenes.widgets.puzzle_quarter import QuarterTiles

log = logging.getLogger(__name__)

AUTOSAVE_KEY = "solo"
SOLVER_SLICE_S = 0.003
"""Par search per update step: a 120 Hz step leaves the rest of the frame to drawing."""
BOARD_LABELS = {
    GREY: "Grey board",
    "white1": "White 1",
    "white2": "White 2",
    "white3": "White 3",
    "white4": "White 4",
}
PLAYER = "Player"
NAME_FILE = "solo_player"  # the name last typed under a high score, offered for the next one
NAME_MAX = 18


def _confetti() -> list[tuple[float, float, float, float, tuple[int, int, int]]]:
    """Confetti for a new best: (x, fall speed, sway, phase, colour); decoration, seeded once."""
    rng = random.Random(2026)
    return [
        (rng.random(), rng.uniform(0.12, 0.3), rng.uniform(-0.5, 0.5), rng.random(), rng.choice(SEAT_COLOURS))
        for _ in range(90)
    ]


CONFETTI = _confetti()


def draw_confetti(surface: pygame.Surface, t: float, s: float) -> None:
    """Paper bits falling over the end screen for a few seconds (a new best is celebrated)."""
    if t > 6:
        return
    w, h = surface.get_size()
    size = max(int(12 * s), 3)
    for x, speed, sway, phase, colour in CONFETTI:
        y = (phase * 0.6 - 0.6 + t * speed) * h
        if 0 <= y <= h:
            cx = (x + sway * 0.05 * math.sin(t * 3 + phase * 6)) * w
            flip = abs(math.sin(t * 5 + phase * 9))
            pygame.draw.rect(surface, colour, (cx, y, size, max(int(size * flip), 1)))


def clock_text(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}:{secs:02d}"


class SoloScene(PuzzleScene):
    solo = True
    between_s = 0.7
    autosave_key = AUTOSAVE_KEY
    title_size = 36

    def __init__(
        self,
        app: Any,
        game: PuzzleGame,
        name: str = PLAYER,
        elapsed: float = 0.0,
        times: list[float] | None = None,
    ):
        seat = Seat(HUMAN, name, SEAT_COLOURS[0], pointers=("mouse",))
        self.elapsed = elapsed
        self.times = list(times or [])
        self.solver: ParSolver | None = None
        self.rank: int | None = None
        self.entry: dict | None = None  # our high-score entry, while its name may still be typed
        self.stored: dict | None = None  # our high-score entry, until its par is proven and stored
        self.buttons: dict[str, pygame.Rect] = {}
        super().__init__(app, TableSetup("solo", [seat], {}, game.seed), game)
        self.assist = bool(game.options.get("assist"))  # fixed when the game starts: it picks the table

    @property
    def name(self) -> str:
        return self.setup.seats[0].name

    # -- layout ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.scale = s = draw.scale(size)
        m = int(20 * s)
        side = h - 2 * m - int(80 * s)
        panel = pygame.Rect(m, m, side, int(70 * s))
        board = SymbolBoard(self.game.sheets[0].board, pygame.Rect(m, panel.bottom + m // 2, side, side))
        self.centre = right = pygame.Rect(
            board.rect.right + 2 * m, m, w - board.rect.right - 3 * m, h - 2 * m
        )
        quarter = QuarterTiles(
            pygame.Rect(right.x, right.y + int(250 * s), right.w, int(330 * s)), self.game.values, 6
        )
        old = self.views[0] if self.views else None
        view = SeatView(self.name, SEAT_COLOURS[0], True, board, panel, level="", quarter=quarter)
        if old is not None:
            view.outline, view.note, view.hint = old.outline, old.note, old.hint
        self.views = [view]
        self.tray.rect = pygame.Rect(
            right.x + right.w // 6, right.y + int(70 * s), right.w * 2 // 3, int(110 * s)
        )
        y = quarter.rect.bottom + int(40 * s)
        bw, bh = int(230 * s), int(70 * s)
        for i, key in enumerate(("done", "give up", "hint")):
            self.buttons[key] = pygame.Rect(right.x + i * (bw + m), y, bw, bh)
        self.clock_pos = (right.x, y + bh + int(40 * s))
        self._layout_end(size)
        self._background = None

    def _layout_end(self, size: tuple[int, int]) -> None:
        s = self.scale
        self.end_rect = overlay_rect(size, int(980 * s), int(640 * s))
        self.buttons.update(button_row(self.end_rect, ("again", "scores", "menu"), s, 150, 30))

    # -- flow --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.stage in (SEARCH, CROSS):
            self.elapsed += dt
        super().update(dt)
        if self.solver is not None and not self.solver.done and self.solver.step(SOLVER_SLICE_S):
            self.keep_par()  # proven just now

    def keep_par(self) -> None:
        """Store the par (or the best found so far) beside our high-score entry, once."""
        storage = getattr(self.app, "storage", None)
        if self.stored is None or self.solver is None or storage is None:
            return
        from game.scenes.scores import update_solo_score

        result = self.solver.result
        update_solo_score(storage, self.stored, par=result.score, par_proven=result.proven)
        if result.proven:
            self.stored = None

    def recorded(self, action: Action) -> None:
        self.times.append(round(self.elapsed, 2))  # when each move was made, for watching replays
        self.autosave()

    def present(self, event: Any) -> None:
        if isinstance(event, HintShown):
            self.views[0].hint = event.cells
            self.views[0].note = "hint: the outlined cells" if event.cells else "no five for this roll"
            return
        super().present(event)

    def _begin_round(self) -> None:
        super()._begin_round()
        self.views[0].hint = ()

    def game_over(self) -> None:
        board = self.game.sheets[0].board
        self.solver = ParSolver(board, [r.faces for r in self.game.rolls], self.game.values)
        storage = getattr(self.app, "storage", None)
        if storage is None:
            return
        from game.scenes.scores import add_solo_score

        entry = solo_entry(self.game, self.name, dt.date.today().isoformat(), self.elapsed, self.times)
        self.rank = add_solo_score(storage, entry)
        self.entry = self.stored = entry if self.rank is not None else None
        if self.rank == 0:
            self._play("fanfare")

    def save_data(self) -> dict:
        """The record with the clock, each move's time (for replays) and the name typed so far."""
        record = self.game.to_record()
        return {"record": record, "elapsed": self.elapsed, "times": self.times, "name": self.name}

    @classmethod
    def resume(cls, app: Any, saved: dict) -> SoloScene:
        game = PuzzleGame.from_record(saved["record"])
        return cls(
            app,
            game,
            str(saved.get("name", PLAYER)),
            float(saved.get("elapsed", 0.0)),
            [float(t) for t in saved.get("times", [])],
        )

    # -- input -------------------------------------------------------------------------------
    def panel_click(self, seat: int, pos: tuple[int, int]) -> bool:
        if self.stage == SEARCH:
            if self.buttons["done"].collidepoint(pos):
                return self.done()
            if self.buttons["give up"].collidepoint(pos):
                return self.submit(0, GiveUp())
            if self.buttons["hint"].collidepoint(pos):
                return self.submit(0, Hint())
        return super().panel_click(seat, pos)

    def done(self) -> bool:
        view = self.views[0]
        if not view.outline:
            view.note = "draw an outline first, or give up the round"
            return True
        return self.submit(0, Submit(view.outline))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.entry is not None and self.stage == RESULTS and self._type_name(event):
            return True
        if event.type == pygame.KEYDOWN and self.stage == SEARCH:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.done()
            if event.key == pygame.K_h:
                return self.submit(0, Hint())
        return super().handle(event)

    def _type_name(self, event: pygame.event.Event) -> bool:
        """The name under a new high score is typed right on the end screen; Enter keeps it."""
        name = self.setup.seats[0].name
        if event.type == pygame.TEXTINPUT:
            name = (name + event.text)[:NAME_MAX]
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            name = name[:-1]
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.keep_name()
            return True
        else:
            return False
        self.setup.seats[0].name = self.views[0].name = name
        return True

    def exit(self) -> None:
        self.keep_name()
        self.keep_par()  # leaving before the proof: the best found so far, marked unproven
        super().exit()

    def keep_name(self) -> None:
        """Write the typed name into the stored entry and remember it for the next game."""
        storage = getattr(self.app, "storage", None)
        if self.entry is None or storage is None:
            return
        from game.scenes.scores import update_solo_score

        name = self.name.strip() or PLAYER
        update_solo_score(storage, self.entry, name=name)
        storage.save_json(NAME_FILE, {"name": name})
        self.entry = None

    def results_click(self, pos: tuple[int, int]) -> bool:
        self.keep_name()
        if self.buttons["again"].collidepoint(pos):
            board, assist = self.game.options["boards"][0], bool(self.game.options.get("assist"))
            seed = self.app.game_seed() if hasattr(self.app, "game_seed") else self.game.seed + 1
            self.app.scenes.replace(SoloScene(self.app, new_solo(seed, board, assist=assist), self.name))
        elif self.buttons["scores"].collidepoint(pos):
            from game.scenes.scores import HighScoresScene

            options = self.game.options
            assisted = bool(options.get("assist")) or self.game.hints[0] > 0
            table = table_key(options["boards"][0], options.get("daily"), assisted)
            self.app.scenes.replace(HighScoresScene(self.app, table))
        elif self.buttons["menu"].collidepoint(pos):
            self.app.to_menu()
        else:
            return False
        return True

    # -- drawing -----------------------------------------------------------------------------
    def round_title(self) -> str:
        daily = self.game.options.get("daily")
        board = BOARD_LABELS.get(self.game.options["boards"][0], "")
        where = f"Daily challenge {daily}" if daily else board
        return f"{where} · {super().round_title()}"

    def draw_centre(self, surface: pygame.Surface) -> None:
        s = self.scale
        c = self.centre
        self.draw_title(surface, self.round_title(), 8, self.title_size)
        self.tray.draw(surface, base=True)
        labels = {"done": "Done", "give up": "Give up", "hint": "Hint"}
        for key, label in labels.items():
            rect = self.buttons[key]
            active = self.stage == SEARCH and (key != "done" or bool(self.views[0].outline))
            fill, ink = (draw.ACCENT, draw.INK) if active else (draw.FELT_LIGHT, draw.TEXT_DIM)
            draw.draw_button(surface, rect, label, int(30 * s), fill, ink, int(14 * s))
        sheet = self.game.sheets[0]
        hints = self.game.hints[0]
        line = f"Score {sheet.score(self.game.values)}" + (f"   ·   hints {hints}" if hints else "")
        draw.blit_text(surface, line, self.clock_pos, int(40 * s), draw.TEXT, bold=True)
        draw.blit_text(
            surface,
            f"time {clock_text(self.elapsed)}",
            (c.right, self.clock_pos[1]),
            int(40 * s),
            draw.TEXT_DIM,
            "topright",
            bold=True,
        )
        if self.stage == CROSS:
            hint = (
                "Failed round: draw a shape you cross out on free cells, symbols ignored. "
                "If nothing fits, click its tile."
            )
        else:
            hint = (
                "Drag through five cells showing the dice. One five per round, of an open shape, on free "
                "cells. Enter or Done to circle it, H for a hint, right button erases."
            )
        draw.blit_text(
            surface, hint, (c.x, self.clock_pos[1] + int(70 * s)), int(22 * s), draw.TEXT_DIM, wrap=c.w
        )

    def par_text(self) -> str:
        if self.solver is None:
            return ""
        result = self.solver.result
        return result.label if result.proven else f"{result.label} (still searching…)"

    def draw_results(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.end_rect
        if self.rank == 0:
            draw_confetti(surface, self.time - self.stage_at, s)
        draw_overlay(surface, rect, s)
        score = self.game.scores()[0]
        title = "New best!" if self.rank == 0 else "Game over"
        bounce = 1 + 0.06 * math.sin(self.time * 6) if self.rank == 0 else 1
        draw.blit_text(
            surface,
            title,
            (rect.centerx, rect.y + int(24 * s)),
            int(60 * s * bounce),
            draw.ACCENT,
            "midtop",
            bold=True,
            shadow=True,
        )
        draw.blit_text(
            surface,
            f"Score {score}",
            (rect.centerx, rect.y + int(120 * s)),
            int(72 * s),
            draw.TEXT,
            "midtop",
            bold=True,
        )
        par = self.par_text()
        draw.blit_text(
            surface, par, (rect.centerx, rect.y + int(215 * s)), int(38 * s), draw.ACCENT, "midtop", bold=True
        )
        sheet = self.game.sheets[0]
        details = f"{sheet.circled_count()} shapes circled · {clock_text(self.elapsed)}" + (
            f" · {self.game.hints[0]} hints" if self.game.hints[0] else ""
        )
        draw.blit_text(
            surface, details, (rect.centerx, rect.y + int(280 * s)), int(30 * s), draw.TEXT, "midtop"
        )
        if self.entry is not None:
            caret = "|" if int(self.time * 2) % 2 else " "
            where = f"Place {self.rank + 1} in the high scores. Your name: {self.name}{caret}  (type, Enter)"
        elif self.rank is not None:
            where = f"Place {self.rank + 1} in the high scores" if self.rank else "Top of the high scores"
        else:
            where = "Not among the high scores this time"
        draw.blit_text(
            surface, where, (rect.centerx, rect.y + int(330 * s)), int(28 * s), draw.TEXT_DIM, "midtop"
        )
        note = (
            "Par is the best score knowing all 12 rolls in advance, which you did not. "
            '"Best found" means the solver has not finished proving it.'
        )
        draw.blit_text(
            surface,
            note,
            (rect.centerx, rect.y + int(390 * s)),
            int(22 * s),
            draw.TEXT_DIM,
            "midtop",
            wrap=rect.w - int(80 * s),
        )
        for key, label in (("again", "Play again"), ("scores", "High scores"), ("menu", "Menu")):
            draw.draw_button(surface, self.buttons[key], label, int(30 * s), radius=int(14 * s))


class SoloMenuScene(Scene):
    """Board choice, today's challenge, and Continue for a game left unfinished."""

    def __init__(self, app: Any, today: dt.date | None = None):
        super().__init__(app)
        self.today = today or dt.date.today()
        self.saved = app.storage.load_autosave(AUTOSAVE_KEY) if getattr(app, "storage", None) else None
        stored = app.storage.load_json(NAME_FILE, {}) if getattr(app, "storage", None) else {}
        self.name = str(stored.get("name", PLAYER))[:NAME_MAX] or PLAYER
        self.choices: list[tuple[str, str]] = []
        if self.saved:
            self.choices.append(("continue", "Continue your game"))
        day = self.today.isoformat()
        self.choices.append(("daily", f"Daily {day} · {BOARD_LABELS[daily_board(day)]}"))
        self.choices += [(name, BOARD_LABELS[name]) for name in BOARD_NAMES]
        self.choices.append(("back", "Back"))
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
        rects = ui.column(
            size[0] // 2, round(250 * s), round(640 * s), round(76 * s), round(14 * s), len(self.choices)
        )
        for rect, (key, label) in zip(rects, self.choices, strict=True):
            icon = {"daily": "trophy", "continue": "play", "back": "back"}.get(key, "puzzle")
            self.buttons.add(rect, label, icon, "@menu_entry")

    def _activate(self, index: int) -> None:
        key = self.choices[index][0]
        play(self.app, "click")
        if key == "back":
            self.app.scenes.pop()
            return
        if key == "continue":
            try:
                scene = SoloScene.resume(self.app, self.saved)
            except Exception as error:  # a file from disk: any failure means "cannot resume"
                self.app.storage.set_aside(f"autosave/{AUTOSAVE_KEY}", f"it did not replay: {error}")
                self.app.to_menu()
                return
        elif key == "daily":
            day = self.today.isoformat()
            game = new_solo(daily_seed(day), daily_board(day), daily=day, assist=self._assist())
            scene = SoloScene(self.app, game, self.name)
        else:
            scene = SoloScene(self.app, new_solo(self.app.game_seed(), key, assist=self._assist()), self.name)
        self.app.scenes.replace(scene)

    def _assist(self) -> bool:
        """The assist setting: a game played with it is ranked in its own table."""
        settings = getattr(self.app, "settings", None)
        return bool(settings.get("finden_assist", False)) if settings is not None else False

    def handle(self, event: pygame.event.Event) -> bool:
        if ui.nav_action(event, self.app.pointers) == ui.BACK:
            self.app.scenes.pop()
            return True
        return self.buttons.handle(event) or self.ui.handle_event(event)

    def handle_pointer(self, event) -> bool:
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
        draw.blit_title(surface, "Solo Puzzle", (w / 2, 120 * s), round(96 * s))
        draw.blit_text(
            surface,
            "Twelve rolls, one board, no timer. The daily challenge is the same game for everybody today.",
            (w / 2, 195 * s),
            round(28 * s),
            draw.TEXT_DIM,
            "center",
        )
        self.ui.draw_ui(surface)
        self.buttons.draw_decorations(surface, round(42 * s))
