"""Watch a finished Bingo, Fishing or Garum game on its own table.

The viewer *has* the game's scene in watching mode (no bots, no saving, no input reaches it) and
feeds it the record's actions, so the table, its animations and its banners are those of live
play. Below the table a bar holds the controls: step back, play/pause, step forward, speed, and a
scrubber with a mark per round. Stepping back rebuilds the table from the record up to the action
before; a jump to a round does the same.

Keys: Space plays or pauses, Left/Right step, Up/Down change the speed, Page Up/Down jump a round,
Esc goes back. With ``fastest`` (``--headless --replay``) the whole game plays at once and the app
quits when its results have shown.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import draw
from game.engine.pointers import DOWN, PointerEvent
from game.engine.scene import Scene
from game.scenes.table.replay_record import ReplayRecord
from game.scenes.table.scene import TableScene
from game.services import AppServices

SPEEDS = (0.5, 1.0, 2.0, 4.0)
FASTEST = 64.0
"""Time factor of a headless replay: every animation still runs, in a few frames."""
GAP_S = 0.7
"""Pause between one action's animation ending and the next action, at 1×."""
RESULTS_S = 2.0
"""A fastest replay quits this long (table time) after its results appeared."""
BAR_H = 0.085  # share of the window height the control bar takes
BUTTONS = ("back", "play", "next", "speed")
BUTTON, TRACK = (70, 84, 78), (60, 70, 66)  # the bar's button face and the scrubber's empty track


class TableReplay(Scene):
    def __init__(
        self, app: AppServices, saved: dict[str, Any], scene_type: type[TableScene], fastest: bool = False
    ):
        super().__init__(app)
        self.scene_type = scene_type
        self.record = ReplayRecord(saved, scene_type.rules_module)  # ValueError: does not replay
        self.rules = f"{self.record.setup.game}.md"
        self.fastest = fastest
        self.speed = 1.0
        self.playing = True
        self.index = 0
        self.wait = 0.0
        self.size = app.size
        self.table = self._table_at(0)

    # -- the table -----------------------------------------------------------------------------
    def _table_at(self, index: int) -> TableScene:
        table = self.scene_type(self.app, self.record.setup, self.record.state_at(index))
        table.watching = True
        table.size = self.table_size()
        table.resize(table.size)
        self.index, self.wait = index, GAP_S
        return table

    def jump(self, index: int) -> None:
        """Show the table as it was after ``index`` actions (rebuilt from the record)."""
        self.table = self._table_at(max(0, min(index, len(self.record))))

    def step(self) -> bool:
        """The next action, animated as in live play; False at the end."""
        if self.index >= len(self.record):
            return False
        seat, action = self.record.actions[self.index]
        self.table.submit(seat, action)
        self.index += 1
        self.wait = GAP_S
        return True

    def state(self) -> Any:
        return self.table.state

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
        self.table.size = self.table_size()
        self.table.resize(self.table.size)

    def factor(self) -> float:
        return FASTEST if self.fastest else self.speed

    def update(self, dt: float) -> None:
        scaled = dt * self.factor()
        self.table.update(scaled)
        if self.fastest and self.table.results_since is not None:
            if self.table.clock - self.table.results_since > RESULTS_S:
                self.app.quit()
            return
        if not self.playing or self.table.presenting():
            return
        self.wait -= scaled
        if self.wait <= 0 and not self.step():
            self.playing = False

    # -- controls --------------------------------------------------------------------------------
    def press(self, name: str) -> None:
        if name == "back":
            self.playing = False
            self.jump(self.index - 1)
        elif name == "next":
            self.playing = False
            self.step()
        elif name == "play":
            if self.index >= len(self.record):
                self.jump(0)
            self.playing = not self.playing
        elif name == "speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]

    def jump_round(self, delta: int) -> None:
        starts = self.record.round_starts
        current = self.record.round_at(self.index)
        self.jump(starts[max(0, min(current + delta, len(starts) - 1))])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        keys = {
            pygame.K_SPACE: lambda: self.press("play"),
            pygame.K_LEFT: lambda: self.press("back"),
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

    def set_speed(self, delta: int) -> None:
        i = SPEEDS.index(self.speed) + delta
        self.speed = SPEEDS[max(0, min(i, len(SPEEDS) - 1))]

    def leave(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.scenes.pop()
        else:
            self.app.to_menu()

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

    def scrub(self, x: int) -> None:
        """A click on the scrubber jumps to the start of the round under it."""
        bar = self.bar_rects()["scrubber"]
        total = max(len(self.record), 1)
        wanted = (x - bar.x) / max(bar.w, 1) * total
        starts = [s for s in self.record.round_starts if s <= wanted] or [0]
        self.jump(starts[-1])

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
        unit = "Trick" if self.record.setup.game == "bingo" else "Round"
        rounds = len(self.record.round_starts)
        current = self.record.round_at(self.index) + 1
        return f"{unit} {current} of {rounds} · move {self.index} of {len(self.record)}"

    def button_words(self) -> dict[str, str]:
        playing = self.playing and self.index < len(self.record)
        play = "Pause" if playing else "Play"
        speed = "Fastest" if self.fastest else f"Speed {self.speed:g}×"
        return {"back": "Back", "play": play, "next": "Next", "speed": speed}

    def draw(self, surface: pygame.Surface) -> None:
        rects = self.bar_rects()
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect((0, 0), self.table_size()))  # the table is laid out above the bar
        self.table.draw(surface)
        surface.set_clip(clip)
        pygame.draw.rect(surface, draw.FELT_DARK, rects["bar"])
        size = self.text_size()
        for name, words in self.button_words().items():
            pygame.draw.rect(surface, BUTTON, rects[name], border_radius=rects[name].h // 4)
            draw.blit_text(surface, words, rects[name].center, size, anchor="center")
        self.draw_scrubber(surface, rects["scrubber"])
        draw.blit_text(surface, self.label(), rects["label"].midright, size, anchor="midright")

    def draw_scrubber(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        total = max(len(self.record), 1)
        pygame.draw.rect(surface, TRACK, bar, border_radius=bar.h // 2)
        done = bar.copy()
        done.w = int(bar.w * self.index / total)
        pygame.draw.rect(surface, draw.TEXT, done, border_radius=bar.h // 2)
        for start in self.record.round_starts[1:]:
            x = bar.x + int(bar.w * start / total)
            pygame.draw.line(surface, draw.FELT_DARK, (x, bar.top - 2), (x, bar.bottom + 2), 2)
