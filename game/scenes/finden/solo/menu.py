"""The Solo Puzzle menu: Continue a game left unfinished, today's challenge, or a board."""

from __future__ import annotations

import dataclasses
import datetime as dt
import math

import pygame

from game.engine import draw, layers, pictures, ui
from game.engine.notes import Note
from game.i18n import N_, _
from game.rules.finden.daily import daily_board, daily_seed
from game.rules.finden.levels import BOARD_LABELS, BOARD_NAMES
from game.rules.finden.puzzle import PuzzleGame, new_solo
from game.scenes.choice_menu import ChoiceScene
from game.scenes.finden.rounds import puzzle_round
from game.scenes.finden.solo.high_score import NAME_FILE, NAME_MAX, PLAYER
from game.scenes.finden.solo.scene import AUTOSAVE_KEY, SoloScene
from game.scenes.scores import HighScoresScene
from game.services import AppServices

BLURB = N_("Twelve rolls, one board, no timer. The daily challenge is the same game for everybody today.")


@dataclasses.dataclass(frozen=True)
class MenuLayout:
    title_pos: tuple[float, float]
    title_size: int
    blurb_pos: tuple[float, float]
    blurb_size: int
    buttons: list[pygame.Rect]
    icon_size: int

    @classmethod
    def compute(cls, size: tuple[int, int], choices: int) -> MenuLayout:
        w, _h = size
        s = draw.scale(size)
        column = ui.column(w // 2, round(250 * s), round(860 * s), round(76 * s), round(14 * s), choices)
        buttons = list(column)
        return cls((w / 2, 116 * s), round(96 * s), (w / 2, 212 * s), round(28 * s), buttons, round(42 * s))


class SoloMenuScene(ChoiceScene):
    """Board choice, today's challenge, and Continue for a game left unfinished."""

    def __init__(self, app: AppServices, today: dt.date | None = None):
        super().__init__(app)
        self.today = today or dt.date.today()
        self.saved = app.storage.load_autosave(AUTOSAVE_KEY)
        stored = app.storage.load_json(NAME_FILE, {})
        self.name = str(stored.get("name", PLAYER))[:NAME_MAX] or PLAYER
        self.choices: list[tuple[str, str]] = []
        if self.saved:
            self.choices.append(("continue", N_("Continue your game")))
        self.choices += [("daily", ""), *((name, BOARD_LABELS[name]) for name in BOARD_NAMES)]
        self.choices.append(("back", N_("Back")))

    def update(self, dt: float) -> None:
        """``--autoplay``: straight into a game on the first board, for the bot to play."""
        super().update(dt)
        if self.app.autoplay and self.app.scenes.top is self:
            self.choose(self.choices.index((BOARD_NAMES[0], BOARD_LABELS[BOARD_NAMES[0]])))

    def labels(self) -> list[tuple[str, str]]:
        icons = {"daily": "trophy", "continue": "play", "back": "back"}
        words = {"daily": self._daily_label, "continue": self._continue_label}
        out = []
        for key, label in self.choices:
            out.append((words[key]() if key in words else label, icons.get(key, "puzzle")))
        return out

    def _continue_label(self) -> str:
        """Continue, with the round the saved game is in ("Continue · Round 4 of 12")."""
        try:
            game = PuzzleGame.from_record(self.saved["record"] if self.saved else {})
        except Exception:  # a file from disk: choosing it sets it aside with the reason
            return _("Continue your game")
        return _("Continue · {round}").format(round=puzzle_round(game))

    def _daily_label(self) -> str:
        """Today's challenge, worded when the buttons are made (so in the language spoken now)."""
        day = self.today.isoformat()
        return _("Daily {day} · {board}").format(day=day, board=_(BOARD_LABELS[daily_board(day)]))

    def lay_out(self, size: tuple[int, int]) -> list[pygame.Rect]:
        self.layout = MenuLayout.compute(size, len(self.choices))
        return self.layout.buttons

    def choose(self, index: int) -> None:
        key = self.choices[index][0]
        if key == "back":
            self.back()
            return
        if key == "continue" and self.saved is not None:
            try:
                scene = SoloScene.resume(self.app, self.saved, HighScoresScene)
            except Exception as error:  # a file from disk: any failure means "cannot resume"
                reason = Note(N_("it did not replay: {error}"), error=error)
                self.app.storage.set_aside(f"autosave/{AUTOSAVE_KEY}", reason)
                self.app.to_menu()
                return
        else:
            scene = SoloScene(self.app, self._new_game(key), self.name, scores=HighScoresScene)
        self.app.scenes.replace(scene)

    def _new_game(self, key: str):
        """Today's challenge, or a game on the board ``key``."""
        if key == "daily":
            day = self.today.isoformat()
            return new_solo(daily_seed(day), daily_board(day), daily=day, assist=self._assist())
        return new_solo(self.app.game_seed(), key, assist=self._assist())

    def _assist(self) -> bool:
        """The assist setting: a game played with it is ranked in its own table."""
        return bool(self.app.settings["finden_assist"])

    @property
    def icon_size(self) -> int:
        return self.layout.icon_size

    def regions(self) -> list[layers.Region]:
        """Title and blurb over the felt, then the buttons: a frame repaints only what changed."""
        lay = self.layout
        title = pictures.title_region(_("Solo Puzzle"), lay.title_pos, lay.title_size)
        w, h = self.app.size
        band = pygame.Rect(0, title.rect.bottom, w, lay.buttons[0].y - title.rect.bottom)  # over the buttons
        floor = math.ceil(draw.MIN_BODY * h)
        blurb = pictures.band_region("blurb", _(BLURB), band, lay.blurb_size, draw.TEXT_DIM, floor)
        return [title, blurb, *super().regions()]
