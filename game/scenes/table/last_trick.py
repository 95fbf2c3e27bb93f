"""The last trick, on demand, at the card tables (Fishing, Bingo): who played what, who took it and
what followed (cards captured and taken, numbers covered, misses).

A ``LastTrickDesk`` belongs to one table scene. Its ``memory`` (``table/trick_memory.py``) follows
the events the table has shown; nothing opens before the first trick is won. It opens and closes
with T on the keyboard (the mouse player's key, unless a keyboard cursor steers with it), a press
of a gamepad's left stick, the Last-trick button under the home seat, or a press on the trick in
the middle of the table; while it is open, any press closes it (and plays nothing). The panel owns
its rect and its paint: the table's layout gives the places (``places``), the desk draws there.
Only what everyone at the table has seen is drawn: the cards played face up, and the rules'
public outcome of the trick, in the same words as the log.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from game.engine import draw, fitting
from game.engine.devices import keyboard
from game.engine.pointers import DOWN, PRIMARY, PointerEvent, PointerHub
from game.i18n import N_, _
from game.rules.base import Event
from game.scenes.table.trick_memory import Trick, TrickMemory
from game.scenes.table.view import shadowed
from game.scenes.widgets.cards import card_size, draw_card

LAST_TRICK_KEY = pygame.K_t  # the card tables have no other T (5er Finden's flip key is its own table's)
PAD_LAST_TRICK = pygame.CONTROLLER_BUTTON_LEFTSTICK  # A, B, X, Y, shoulders and Back are taken
LABEL = N_("Last trick (T)")
TITLE = N_("Last trick")
CLOSE = N_("Press T or anywhere to close")
PANEL = (820, 520)
"""The open panel's size at 1080p: five cards side by side with their players' names, and up to eight
lines of outcome at the body size (more lines set smaller)."""
BUTTON = (230, 40)
CARD = 96  # a card's width in the panel, at 1080p
SMALLEST = 18  # the outcome lines shrink to fit, never under this size at 1080p
MODAL_BLUR = 12  # ``draw.draw_modal``'s shadow


def places(
    size: tuple[int, int],
    s: float,
    home: pygame.Rect,
    centre: tuple[float, float],
    clear: Sequence[pygame.Rect],
) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a table puts the Last-trick button (under the home seat's panel, left-aligned with it)
    and the open panel: over the trick, centred at ``centre``, at most ``PANEL`` large, and shrunk
    clear of the ``clear`` rects (seat panels, piles: their printed labels stay readable)."""
    button = pygame.Rect(home.x, home.bottom + round(8 * s), round(BUTTON[0] * s), round(BUTTON[1] * s))
    button.bottom = min(button.bottom, size[1] - round(4 * s))
    panel = pygame.Rect(0, 0, round(PANEL[0] * s), round(PANEL[1] * s))
    panel.center = (round(centre[0]), round(centre[1]))
    panel = panel.clamp(pygame.Rect((0, 0), size))
    gap = round(12 * s)
    left, top, right, bottom = panel.left, panel.top, panel.right, panel.bottom
    for rect in clear:
        if not rect.colliderect(panel):
            continue
        if rect.bottom <= centre[1]:  # above the trick
            top = max(top, rect.bottom + gap)
        elif rect.top >= centre[1]:
            bottom = min(bottom, rect.top - gap)
        elif rect.centerx < centre[0]:
            left = max(left, rect.right + gap)
        else:
            right = min(right, rect.left - gap)
    half = min(centre[0] - left, right - centre[0])  # still centred over the trick
    return button, pygame.Rect(round(centre[0] - half), top, round(2 * half), bottom - top)


@dataclasses.dataclass(frozen=True)
class OpenLastTrick:
    """A press on the trick in the middle, as the trick's widget answers it: the last trick opens."""


class CardTableLayout(Protocol):
    """A card table's layout: where its Last-trick button and open panel go."""

    @property
    def last_trick(self) -> tuple[pygame.Rect, pygame.Rect]: ...


class CardTable(Protocol):
    """What the desk reads of its card table: the seats in player words and colours, and its
    layout (``places``), scale and whether its results cover it."""

    @property
    def layout(self) -> CardTableLayout: ...

    @property
    def s(self) -> float: ...

    @property
    def results_since(self) -> float | None: ...

    def seat_name(self, seat: int) -> str: ...

    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...


class LastTrickDesk:
    """Opens, closes and draws the last trick of one table. ``words(trick, name)`` tells its
    outcome in lines (the game's log and banner words); ``name(seat)`` and ``colour(seat)`` dress
    the seats; ``deck`` is the card faces the trick is drawn with."""

    def __init__(
        self,
        memory: TrickMemory,
        words: Callable[[Trick, Callable[[int], str]], list[str]],
        name: Callable[[int], str],
        colour: Callable[[int], tuple[int, int, int]],
        deck: str = "",
    ):
        self.memory, self.words, self.name, self.colour, self.deck = memory, words, name, colour, deck
        self.open = False
        self.places: Callable[[], tuple[pygame.Rect, pygame.Rect]] | None = None
        """Where the table's layout puts the button and the panel now (``for_table``)."""

    @classmethod
    def for_table(
        cls,
        scene: CardTable,
        won: tuple[type[Event], ...],
        after: tuple[type[Event], ...],
        words: Callable[[Trick, Callable[[int], str]], list[str]],
        deck: str = "",
    ) -> LastTrickDesk:
        """The desk of a card table: its seats in player words and colours, its places where the
        table's layout puts them."""
        desk = cls(TrickMemory(won, after), words, scene.seat_name, scene.seat_colour, deck)
        desk.places = lambda: scene.layout.last_trick
        return desk

    def toggle(self) -> bool:
        """Open or close; False (nothing happens) before the first trick is won."""
        if self.memory.last() is None:
            self.open = False
            return False
        self.open = not self.open
        return True

    def press(self, event: pygame.event.Event, hub: PointerHub) -> bool:
        """T (unless a keyboard cursor steers with it) or a gamepad's left-stick press toggles."""
        if event.type == pygame.KEYDOWN and event.key == LAST_TRICK_KEY:
            return not keyboard.steers_seat(hub, LAST_TRICK_KEY) and self.toggle()
        if event.type == pygame.CONTROLLERBUTTONDOWN and event.button == PAD_LAST_TRICK:
            return self.toggle()
        return False

    def close_click(self, event: PointerEvent) -> bool:
        """While open, any press closes it (and does nothing else)."""
        if self.open and event.kind == DOWN:
            self.open = False
            return True
        return False

    def button_click(self, event: PointerEvent) -> bool:
        """A press on the Last-trick button opens it (before anything else a press may do)."""
        return self.places is not None and self._opens(event, self.places()[0])

    def pile_click(self, event: PointerEvent, answer: Callable[[tuple[int, int]], object | None]) -> bool:
        """A press that the table's widgets ``answer`` with ``OpenLastTrick`` (the trick's, while
        nothing else is chosen in the middle) opens it; asked after the game's own input."""
        if event.kind != DOWN or event.button != PRIMARY:
            return False
        return isinstance(answer(event.pos), OpenLastTrick) and self.toggle()

    def _opens(self, event: PointerEvent, rect: pygame.Rect | None) -> bool:
        hit = (
            event.kind == DOWN
            and event.button == PRIMARY
            and rect is not None
            and rect.collidepoint(event.pos)
        )
        return hit and self.toggle()

    # -- drawing ----------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        places: tuple[pygame.Rect, pygame.Rect],
        s: float,
        shown: bool = True,
    ) -> list[pygame.Rect]:
        """The button at ``places[0]`` once there is a last trick (and the table is ``shown``: not
        under its results), the panel at ``places[1]`` while open. Returns where it drew."""
        trick = self.memory.last() if shown else None
        if trick is None:
            self.open = False
            return []
        button, panel = places
        fill = draw.ACCENT_DARK if self.open else draw.ACCENT
        smallest = math.ceil(draw.MIN_LABEL * surface.get_height())
        label, size = fitting.fitted(_(LABEL), round(22 * s), button.w - round(16 * s), True, smallest)
        draw.draw_button(surface, button, label, size, fill, draw.INK, round(12 * s))
        if not self.open:
            return [button]
        self._draw_panel(surface, trick, panel, s)
        return [button, shadowed(panel, MODAL_BLUR)]

    def draw_at(self, surface: pygame.Surface, scene: CardTable) -> list[pygame.Rect]:
        """``draw`` at a card table: at its layout's ``last_trick`` places, never over its results."""
        return self.draw(surface, scene.layout.last_trick, scene.s, scene.results_since is None)

    def _draw_panel(self, surface: pygame.Surface, trick: Trick, rect: pygame.Rect, s: float) -> None:
        pad = round(22 * s)
        draw.draw_modal(surface, rect, round(16 * s), draw.ACCENT, max(2, round(3 * s)))
        title = draw.blit_text(
            surface, _(TITLE), (rect.x + pad, rect.y + pad), round(30 * s), draw.TEXT, bold=True
        )
        smallest = math.ceil(draw.MIN_LABEL * surface.get_height())
        close, close_size = fitting.fitted(_(CLOSE), round(20 * s), rect.w - title.w - 3 * pad, False,
                                           smallest)
        draw.blit_text(
            surface, close, (rect.right - pad, title.centery), close_size, draw.TEXT_DIM, "midright"
        )
        column = (rect.w - 2 * pad) / max(len(trick.plays), 1)
        card_w = min(round(CARD * s), round(column * 0.7))
        card_h = card_size(card_w)[1]
        top = title.bottom + round(14 * s)
        names_bottom = top
        winners = _winners(trick.won)
        for i, play in enumerate(trick.plays):
            x = rect.x + pad + column * (i + 0.5)
            outline = draw.ACCENT if play.seat in winners else None
            draw_card(surface, play.card, (x, top + card_h / 2), card_w, outline=outline, deck=self.deck)
            bar = pygame.Rect(0, 0, round(column * 0.6), max(3, round(5 * s)))
            bar.midtop = (round(x), top + card_h + round(8 * s))
            pygame.draw.rect(surface, self.colour(play.seat), bar, border_radius=bar.h // 2)
            wrap = round(column - 8 * s)
            name = draw.blit_text(
                surface,
                self.name(play.seat),
                (x, bar.bottom + round(4 * s)),
                round(20 * s),
                draw.TEXT,
                "midtop",
                wrap=wrap,
            )
            names_bottom = max(names_bottom, name.bottom)
        lines, gap = self.words(trick, self.name), round(4 * s)
        room = pygame.Rect(rect.x + pad, names_bottom + round(14 * s), rect.w - 2 * pad, 0)
        room.h = rect.bottom - pad - room.y
        size = _fitting(lines, round(24 * s), max(1, round(SMALLEST * s)), room, gap)
        y = room.y
        for line in lines:  # at the smallest size, a line that would leave the panel is left out
            if y + draw.text(line, size, draw.TEXT, False, room.w).get_height() > room.bottom:
                break
            y = draw.blit_text(surface, line, (room.x, y), size, draw.TEXT, wrap=room.w).bottom + gap


def _winners(won: Event) -> set[int]:
    """The seats the won event names (Fishing: the winner; Bingo: the high and the low)."""
    return {
        getattr(won, key) for key in ("seat", "highest", "lowest") if isinstance(getattr(won, key, None), int)
    }


def _fitting(lines: list[str], size: int, smallest: int, room: pygame.Rect, gap: int) -> int:
    """The largest text size from ``size`` down at which ``lines`` (each wrapped at the room's
    width) stack inside ``room``; ``smallest`` when none does."""
    for trial in range(size, smallest, -1):
        height = sum(draw.text(line, trial, draw.TEXT, False, room.w).get_height() + gap for line in lines)
        if height <= room.h:
            return trial
    return smallest
