"""What the real-time 5er Finden scenes share (classic race, puzzle game and, through it, solo).

Both tables show one board per seat, let any pointer draw five cells on its seat's board (a mouse
drags, gamepads and keyboard cursors select and confirm), flash a refused cell, keep the felt with
its boards in one cached background, put a name panel over each board, label the sand timer and
end on a centred results panel. The game rules, scoring presentation and bots stay in each scene:
only the table furniture lives here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, NamedTuple

import pygame

from game.engine import draw
from game.engine.pointers import DOWN, MOVE, PRIMARY, UP, PointerEvent
from game.engine.scene import Scene
from game.scenes.widgets.finden_board import Draft, SymbolBoard

ROLLING, SEARCH, RESULTS = "rolling", "search", "results"
SELECT_DEVICES = ("gamepad", "keyboard")  # these select five cells and confirm; others drag
FLIP_KEY = pygame.K_t  # the mouse player's flip key (keyboard clusters and pads use their ACTION button)
CUE_S = 0.5  # how long a refused cell flashes
AUTOPLAY_RESULTS_S = 3.0  # an autoplayed table shows the results this long, then ends the run


def play(app: Any, sound: str) -> None:
    """Play a sound if the app has audio (tests and tools run without)."""
    audio = getattr(app, "audio", None)
    if audio is not None:
        audio.play(sound)


class HeaderLook(NamedTuple):
    """Where a seat panel's colour dot, name and status line go, in base-size pixels."""

    dot_x: int
    dot_r: int
    text_x: int
    name_y: int
    name_size: int
    line_y: int
    line_size: int


def draw_seat_header(
    surface: pygame.Surface, view: Any, line: str, s: float, look: HeaderLook
) -> None:
    """A seat panel's dot in the seat colour, the name in bold and a dim status line under it."""
    p = view.panel
    pygame.draw.circle(surface, view.colour, (p.x + int(look.dot_x * s), p.centery), int(look.dot_r * s))
    x = p.x + int(look.text_x * s)
    draw.blit_text(surface, view.name, (x, p.y + int(look.name_y * s)), int(look.name_size * s), bold=True)
    draw.blit_text(surface, line, (x, p.y + int(look.line_y * s)), int(look.line_size * s), draw.TEXT_DIM)


def overlay_rect(size: tuple[int, int], w: int, h: int) -> pygame.Rect:
    """A ``w``×``h`` rectangle centred on a screen of ``size``."""
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


def draw_overlay(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The end-of-game panel: dark felt framed in gold."""
    draw.draw_panel(surface, rect, (*draw.FELT_DARK, 245), int(20 * s), draw.ACCENT, 3)


def draw_winners(surface: pygame.Surface, rect: pygame.Rect, names: list[str], dy: int, size: int) -> None:
    """"A & B win!" (or "A wins!") across the top of the results panel."""
    title = f"{' & '.join(names)} win{'s' if len(names) == 1 else ''}!"
    pos = (rect.centerx, rect.y + dy)
    draw.blit_text(surface, title, pos, size, draw.ACCENT, "midtop", bold=True, shadow=True)


def button_row(rect: pygame.Rect, keys: tuple[str, ...], s: float, half_gap: int, margin: int) -> dict:
    """Buttons (260×64 at base size) side by side along the bottom of ``rect``, keyed by ``keys``."""
    buttons = {}
    for i, key in enumerate(keys):
        button = pygame.Rect(0, 0, int(260 * s), int(64 * s))
        x = rect.centerx + (2 * i - len(keys) + 1) * int(half_gap * s)
        button.midbottom = (x, rect.bottom - int(margin * s))
        buttons[key] = button
    return buttons


@dataclasses.dataclass
class FindenSeatView:
    """What a 5er Finden table shows and tracks for one seat beside the rules' state."""

    name: str
    colour: tuple[int, int, int]
    human: bool
    board: SymbolBoard
    panel: pygame.Rect
    draft: Draft = dataclasses.field(default_factory=Draft)
    cue: int | None = None
    cue_until: float = 0.0
    note: str = ""


class FindenTable(Scene):
    """Base of the real-time 5er Finden scenes. Subclasses set ``views``, ``time``, ``stage``,
    ``scale``, ``centre``, ``timer``, ``game`` and ``setup``, and draw their own background parts."""

    pausable = True
    rules = "finden.md"
    autosave_key = "finden"  # the 5er Finden menu entry's save (both modes resume through it)
    views: list[Any]

    def __init__(self, app: Any):
        super().__init__(app)
        self.time = 0.0
        self._drag: dict[str, tuple[int, int]] = {}  # pointer id → last position, while it drags
        self._background: pygame.Surface | None = None

    def _setting(self, key: str, default: Any) -> Any:
        settings = getattr(self.app, "settings", None)
        try:
            return settings[key] if settings is not None else default
        except KeyError:
            return default

    def _play(self, sound: str) -> None:
        play(self.app, sound)

    # -- saving ------------------------------------------------------------------------------
    def save_data(self) -> dict:
        return {"setup": self.setup.to_json(), "record": self.game.to_record()}

    def _store(self) -> None:
        """Write the save now; a finished game clears it (the menu then offers no Continue)."""
        storage = getattr(self.app, "storage", None)
        if storage is None:
            return
        if self.game.is_over():
            storage.clear_autosave(self.autosave_key)
        else:
            storage.save_autosave(self.autosave_key, self.save_data())

    def _autoplay_over(self, since: float) -> bool:
        """An autoplayed table leaves the results on screen a moment, then ends the run."""
        autoplay = getattr(self.app, "autoplay", False)
        return self.stage == RESULTS and autoplay and self.time - since >= AUTOPLAY_RESULTS_S

    # -- input -------------------------------------------------------------------------------
    def covered(self) -> None:
        """Paused or helped: a drag in progress ends (its draft stays pending)."""
        self._drag.clear()
        for view in self.views:
            view.draft.end_stroke()

    def seat_of(self, pointer: Any) -> int | None:
        """The human seat a pointer acts for: its claimed seat, or the only human seat."""
        humans = [i for i, v in enumerate(self.views) if v.human]
        if pointer.seat is not None:
            return pointer.seat if pointer.seat in humans else None
        return humans[0] if len(humans) == 1 else None

    def mouse_seat(self) -> int | None:
        """The seat the mouse acts for: the flip key belongs to the mouse player."""
        mouse = getattr(self.app, "pointers", None) and self.app.pointers.pointers.get("mouse")
        return self.seat_of(mouse) if mouse is not None else None

    def _stroke(
        self, view: Any, event: PointerEvent, blocked: set[int], commit: Callable[[tuple[int, ...]], Any]
    ) -> bool:
        """Five cells drawn with a pointer: a drag from press to release, or (gamepads, keyboard
        cursors) cells selected one by one and confirmed; each finished five goes to ``commit``."""
        cell = view.board.cell_at(event.pos)
        pid = event.pointer.id
        if event.kind == DOWN and event.button == PRIMARY and cell is not None:
            if event.pointer.device in SELECT_DEVICES:
                result = view.draft.toggle(cell, blocked)
                if result is False:
                    self._cue(view, cell)
                elif result:
                    commit(result)
            elif view.draft.press(cell, blocked):
                self._drag[pid] = event.pos
            else:
                self._cue(view, cell)
            return True
        if event.kind == MOVE and pid in self._drag and view.draft.dragging:
            for crossed in view.board.cells_along(self._drag[pid], event.pos):
                if not view.draft.enter(crossed, blocked):
                    self._cue(view, crossed)
            self._drag[pid] = event.pos
            return True
        if event.kind == UP and event.button == PRIMARY and self._drag.pop(pid, None):
            outline = view.draft.release()
            if outline:
                commit(outline)
            return True
        return False

    def _cue(self, view: Any, cell: int) -> None:
        view.cue, view.cue_until = cell, self.time + CUE_S

    def shown_cue(self, view: Any) -> int | None:
        """The refused cell still flashing on a seat's board, if any."""
        return view.cue if self.time < view.cue_until else None

    # -- drawing -----------------------------------------------------------------------------
    def _static(self, surface: pygame.Surface) -> pygame.Surface:
        """Felt, panels and boards: drawn once per layout (``draw_static``), blitted every frame."""
        if self._background is None or self._background.get_size() != surface.get_size():
            background = draw.felt(surface.get_size()).copy()
            self.draw_static(background)
            self._background = background.convert() if pygame.display.get_surface() else background
        return self._background

    def draw_static(self, background: pygame.Surface) -> None:
        """What never changes during a layout, drawn onto the background."""

    def draw_frame(self, background: pygame.Surface, view: Any, border: int) -> None:
        """The board's frame in the seat colour, ``border`` base pixels wider than the board."""
        frame = view.board.rect.inflate(int(border * self.scale), int(border * self.scale))
        draw.draw_panel(background, frame, (*view.colour, 255), radius=int(10 * self.scale))

    def draw_title(self, surface: pygame.Surface, text: str, dy: int, size: int) -> None:
        """The line over the centre column (round, board)."""
        s = self.scale
        pos = (self.centre.centerx, self.centre.y + int(dy * s))
        draw.blit_text(surface, text, pos, int(size * s), draw.TEXT, "midtop", bold=True, shadow=True)

    def draw_timer_label(self, surface: pygame.Surface, label: str, running: bool, left: float) -> None:
        """The words under the sand timer (seconds left turn red for the last five)."""
        s = self.scale
        colour = draw.DANGER if running and left <= 5 else draw.TEXT
        pos = (self.timer.rect.centerx, self.timer.rect.bottom + int(8 * s))
        draw.blit_text(surface, label, pos, int(30 * s), colour, "midtop", bold=True)
