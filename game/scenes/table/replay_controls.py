"""What every replay viewer shares (turn-based tables and 5er Finden): the bar below the table with
Back (leave), step back, play/pause, step forward and speed, a scrubber with a mark per round, the
label saying where the replay is, and the keys — Space plays or pauses, Left/Right step, Up/Down
change the speed, Page Up/Down jump a round, Esc goes back.

A viewer subclass has a ``table`` (the game's own scene, watching) drawn above the bar, and says
how long the record is (``length()``), where it is (``index``), where rounds start
(``round_starts``), how to show the table after any number of actions (``jump``) and how to go one
action on (``step``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine import draw, layers
from game.engine.pointers import DOWN, PointerEvent
from game.engine.scene import Scene
from game.i18n import _
from game.scenes.table import replay_bar
from game.scenes.table.replay_bar import Progress

if TYPE_CHECKING:
    from game.services import AppServices

SPEEDS = (0.5, 1.0, 2.0, 4.0)
FASTEST = 64.0
"""Time factor of a headless replay: every animation still runs, in a few frames."""
BAR_H = 0.085  # share of the window height the control bar takes
BUTTONS = ("back", "previous", "play", "next", "speed")
"""The bar's buttons, left to right: Back leaves the replay (as Back does on every screen),
Step back and Next move by one action."""


class ReplayControls(Scene):
    table: Any
    """The table being watched (a viewer's own kind of table: its subclass declares it)."""
    round_starts: list[int]

    def __init__(self, app: AppServices, fastest: bool = False):
        super().__init__(app)
        self.fastest = fastest
        self.speed = 1.0
        self.playing = True
        self.index = 0
        self.size = app.size
        self._bar: tuple[tuple[object, ...], pygame.Surface] | None = None

    # -- what a viewer says --------------------------------------------------------------------
    def length(self) -> int:
        """How many actions the record holds."""
        raise NotImplementedError

    def jump(self, index: int) -> None:
        """Show the table as it was after ``index`` actions."""
        raise NotImplementedError

    def step(self) -> bool:
        """The next action; False at the end."""
        raise NotImplementedError

    def rounds(self) -> int:
        """How many rounds (tricks) the table's own status line counts: the label says the same."""
        return len(self.round_starts)

    def round_number(self) -> int:
        """The round (trick) the label names: the one the table shows."""
        return self.round_at(self.index) + 1

    def round_at(self, index: int) -> int:
        """Which of ``round_starts`` the action at ``index`` belongs to (0-based; past the end:
        the last)."""
        return max(i for i, start in enumerate(self.round_starts) if start <= index)

    # -- scene -----------------------------------------------------------------------------------
    def table_size(self) -> tuple[int, int]:
        w, h = self.size
        return w, h - self.bar_height()

    def bar_height(self) -> int:
        return max(int(self.size[1] * BAR_H), 36)

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.table.resize(self.table_size())

    def factor(self) -> float:
        return FASTEST if self.fastest else self.speed

    def leave(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.scenes.pop()
        else:
            self.app.to_menu()

    # -- controls --------------------------------------------------------------------------------
    def press(self, name: str) -> None:
        if name == "back":
            self.leave()
        elif name == "previous":
            self.playing = False
            self.jump(self.index - 1)
        elif name == "next":
            self.playing = False
            self.step()
        elif name == "play":
            if self.index >= self.length():
                self.jump(0)
            self.playing = not self.playing
        elif name == "speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]

    def set_speed(self, delta: int) -> None:
        i = SPEEDS.index(self.speed) + delta
        self.speed = SPEEDS[max(0, min(i, len(SPEEDS) - 1))]

    def jump_round(self, delta: int) -> None:
        starts = self.round_starts
        current = self.round_at(self.index)
        self.jump(starts[max(0, min(current + delta, len(starts) - 1))])

    def scrub(self, x: int) -> None:
        """A click on the scrubber jumps to the start of the round under it."""
        bar = self.bar_rects()["scrubber"]
        wanted = (x - bar.x) / max(bar.w, 1) * max(self.length(), 1)
        starts = [s for s in self.round_starts if s <= wanted] or [0]
        self.jump(starts[-1])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        keys = {
            pygame.K_SPACE: lambda: self.press("play"),
            pygame.K_LEFT: lambda: self.press("previous"),
            pygame.K_RIGHT: lambda: self.press("next"),
            pygame.K_UP: lambda: self.set_speed(1),
            pygame.K_DOWN: lambda: self.set_speed(-1),
            pygame.K_PAGEUP: lambda: self.jump_round(-1),
            pygame.K_PAGEDOWN: lambda: self.jump_round(1),
            pygame.K_ESCAPE: self.leave,
            pygame.K_BACKSPACE: self.leave,
        }
        action = keys.get(event.key)
        if action is None:
            return False
        action()
        return True

    def handle_pointer(self, event: PointerEvent) -> bool:
        if event.kind != DOWN:
            return True
        rects = self.bar_rects()
        for name in BUTTONS:
            if rects[name].collidepoint(event.pos):
                self.press(name)
        if rects["scrubber"].collidepoint(event.pos):
            self.scrub(event.pos[0])
        return True  # the table sees no input

    # -- drawing ---------------------------------------------------------------------------------
    def bar_rects(self) -> dict[str, pygame.Rect]:
        """The bar, its buttons, the scrubber and the label, which keeps the width it needs."""
        w, h = self.size
        bar_h = self.bar_height()
        top = h - bar_h
        pad = bar_h // 6
        button_w = int(bar_h * 1.9)
        rects = {"bar": pygame.Rect(0, top, w, bar_h)}
        x = pad
        for name in BUTTONS:
            rects[name] = pygame.Rect(x, top + pad, button_w, bar_h - 2 * pad)
            x += button_w + pad
        label_w = draw.text(self.label(), self.text_size()).get_width()
        rects["label"] = pygame.Rect(w - pad - label_w, top + pad, label_w, bar_h - 2 * pad)
        scrub_w = rects["label"].x - x - 3 * pad
        rects["scrubber"] = pygame.Rect(x + pad, top + bar_h // 2 - pad, scrub_w, 2 * pad)
        return rects

    def text_size(self) -> int:
        return max(int((self.bar_height() * 2 // 3) * 0.42), 11)

    def label(self) -> str:
        """Where the replay is: round (trick in Bingo) and move."""
        place = self.place(self.round_number(), self.rounds())
        moves = self.length()
        return _("{place} · move {index} of {moves}").format(place=place, index=self.index, moves=moves)

    def place(self, number: int, count: int) -> str:
        """The scrubber's unit in words: "Round 3 of 8" (a table says its own: "Trick 3 of 9")."""
        return _("Round {n} of {rounds}").format(n=number, rounds=count)

    def button_words(self) -> dict[str, str]:
        playing = self.playing and self.index < self.length()
        play = _("Pause") if playing else _("Play")
        speed = _("Fastest") if self.fastest else _("Speed {factor}×").format(factor=f"{self.speed:g}")
        previous, following = _("Step back"), _("Next")
        return {"back": _("Back"), "previous": previous, "play": play, "next": following, "speed": speed}

    def draw(self, surface: pygame.Surface) -> None:
        rects = self.bar_rects()
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect((0, 0), self.table_size()))  # the table is laid out above the bar
        self.table.draw(surface)
        surface.set_clip(clip)
        if surface is layers.SCREEN.screen:
            surface.blit(self._bar_image(rects), rects["bar"])
        else:  # a test's probe, a frozen backdrop: painted there, so every word is seen
            self.paint_bar(surface, rects)

    def _bar_image(self, rects: dict[str, pygame.Rect]) -> pygame.Surface:
        """The bar, painted again only when what it says changes (at 4K its rounded buttons cost
        more than blitting it): it is opaque and drawn whole every frame, over any cursor."""
        words, starts = tuple(self.button_words().items()), tuple(self.round_starts)
        key = (self.size, words, self.label(), self.index, self.length(), starts, i18n.language())
        if self._bar is None or self._bar[0] != key:
            bar = rects["bar"]
            image = pygame.Surface(bar.size)
            self.paint_bar(image, {name: rect.move(-bar.x, -bar.y) for name, rect in rects.items()})
            self._bar = (key, image)
        return self._bar[1]

    def paint_bar(self, surface: pygame.Surface, rects: dict[str, pygame.Rect]) -> None:
        """The bar's buttons, scrubber and label at ``rects`` (``replay_bar.paint``)."""
        done = Progress(self.index, self.length(), tuple(self.round_starts))
        replay_bar.paint(surface, rects, self.button_words(), self.label(), self.text_size(), done)
