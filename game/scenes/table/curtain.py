"""The hand-off curtain: between turns of two people at one screen, the others look away.

When a human whose hand is hidden (several humans, open hands off, the seat looks at this screen:
``privacy.seat_shows_hand_here``) is next to act, the table first pushes ``CurtainScene`` over
itself: "Sky's turn — Orange, look away". Sky's own device dismisses it (its select control;
an unclaimed mouse passed around the couch counts as Sky's); Sky's hand then lies face up for the
rest of Sky's turn (``HandOff.revealed``) and goes face down once Sky's turn has passed. Peeks
held while the curtain comes down are let go, so no hand shows behind it.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.engine import draw
from game.engine.pointers import DOWN, PRIMARY, PointerEvent
from game.engine.scene import Scene
from game.i18n import _
from game.scenes.table import privacy
from game.scenes.table.words import together

if TYPE_CHECKING:
    from game.scenes.table.members import TableMembers
    from game.services import AppServices


class HandOff:
    """Whose hidden hand is turned up for its turn, and when a curtain must come first."""

    def __init__(self) -> None:
        self.revealed: int | None = None
        """The seat whose turn began behind a curtain it lifted: its hand is face up until the
        turn passes."""
        self.up = False
        """A curtain is on the screen."""

    def update(self, scene: TableMembers) -> None:
        """Turn the hand down once its turn has passed; push a curtain when one is due."""
        if self.revealed is not None and self.revealed not in scene.humans_to_move():
            self.revealed = None
        seat = self.due(scene)
        if seat is not None:
            self.up = True
            scene.peeking.clear()
            scene.app.scenes.push(CurtainScene(scene.app, scene, seat, self))

    def due(self, scene: TableMembers) -> int | None:
        """The seat a curtain is due for now, if any: a human to act whose hand is hidden from the
        others and not yet turned up for this turn (never while the table animates or is over)."""
        if self.up or scene.watching or scene.presenting() or scene.results_since is not None:
            return None
        movers = [seat for seat in scene.humans_to_move() if scene.turn_uses_hand(seat)]
        if not movers or self.revealed in movers:
            return None
        seat = movers[0]
        if scene.hand_visible(seat) or not privacy.seat_shows_hand_here(scene.setup, seat):
            return None
        return seat

    def lift(self, seat: int) -> None:
        """``seat`` dismissed its curtain: its hand lies face up for its turn."""
        self.revealed, self.up = seat, False


@dataclasses.dataclass(frozen=True)
class CurtainLayout:
    """Where the curtain's panel and its three lines go (computed on resize)."""

    panel: pygame.Rect
    title: tuple[int, int]
    away: tuple[int, int]
    ready: tuple[int, int]
    title_size: int
    body_size: int
    wrap: int
    border: int

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> CurtainLayout:
        s = draw.scale(size)
        panel = pygame.Rect(0, 0, round(1040 * s), round(420 * s))
        panel.center = (size[0] // 2, size[1] // 2)
        x = panel.centerx
        return cls(
            panel,
            (x, panel.y + round(90 * s)),
            (x, panel.y + round(200 * s)),
            (x, panel.y + round(320 * s)),
            round(64 * s),
            round(36 * s),
            panel.w - round(80 * s),
            max(2, round(8 * s)),
        )


class CurtainScene(Scene):
    """The curtain over the table (a pausing overlay: the table waits behind it)."""

    opaque = False
    pauses_below = True
    pausable = True  # Esc pauses the game from behind the curtain too

    def __init__(self, app: AppServices, table: TableMembers, seat: int, hand_off: HandOff):
        super().__init__(app)
        self.table, self.seat, self.hand_off = table, seat, hand_off
        self.layout = CurtainLayout.for_size(app.size)
        self.moves = len(table.state.history)

    def update(self, dt: float) -> None:
        """A move made without the curtain (a seat handed to a bot, a script, a phone) takes it
        away: the table behind must go on, and the next turn brings its own curtain. Phones are
        served behind it (they join, see their views, play their turns), and a phone taking this
        seat takes the curtain away: that hand is on the phone now."""
        self.table.phones.update()
        taken = not privacy.seat_shows_hand_here(self.table.setup, self.seat)
        if len(self.table.state.history) != self.moves or taken:
            self.hand_off.up = False
            self.close()

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = CurtainLayout.for_size(size)

    def words(self) -> tuple[str, str, str]:
        """The curtain's title, who looks away, and how the seat lifts it."""
        table, seat = self.table, self.seat
        name = table.seat_name(seat)
        others = [table.seat_name(s) for s in table.human_seats() if s != seat]
        select = privacy.select_words(privacy.seat_device(self.app.pointers, seat))
        return (
            _("{player}'s turn").format(player=name),
            _("{players}, please look away.").format(players=together(others)) if others else "",
            _("{player}: {select} to show your hand.").format(player=name, select=select),
        )

    def lifts(self, event: PointerEvent) -> bool:
        """A press of the select control of the seat's own device (or of an unclaimed pointer when
        the seat has none of its own: one mouse passed around)."""
        if event.kind != DOWN or event.button != PRIMARY:
            return False
        own = self.app.pointers.for_seat(self.seat)
        return event.pointer.seat == self.seat or (not own and event.pointer.seat is None)

    def handle_pointer(self, event: PointerEvent) -> bool:
        if self.lifts(event):
            self.hand_off.lift(self.seat)
            self.close()
        return True  # nothing reaches the table behind the curtain

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The table dimmed nearly to black (no card of it is worth reading now) and the panel, whose
        shadow reaches past ``draw_bounds``."""
        lay = self.layout
        surface.blit(draw.dim(surface.get_size(), 235), (0, 0))
        draw.draw_modal(
            surface, lay.panel, round(lay.border * 3.5), self.table.seat_colour(self.seat), lay.border
        )

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        title, away, ready = self.words()
        draw.blit_title(surface, title, lay.title, lay.title_size)
        draw.blit_text(surface, away, lay.away, lay.body_size, draw.TEXT, "center", wrap=lay.wrap)
        draw.blit_text(surface, ready, lay.ready, lay.body_size, draw.CARD_FACE, "center", wrap=lay.wrap)

    def draw_bounds(self) -> list[pygame.Rect]:
        return [self.layout.panel]
