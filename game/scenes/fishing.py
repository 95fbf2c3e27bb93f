"""The Fishing table: 3–5 seats, each with its fisherman and boat, the ocean, the trick, 8 rounds.

The true state lives in ``TableScene``; the table shows a ``Shown`` copy that follows it one rules
event at a time. Each event is applied to ``Shown`` when its animation starts — cards fly to the
trick, zeros and *Capture all* take theirs, the trick sweeps to the winner's fisherman, −3 flashes,
passed cards slide left, scores count up, fishermen are shuffled under the boats, hands are drawn
from the boats and then the ocean — while the drawing hides cards still in flight, so every count
on screen is the engine's as soon as the motion ends. A banner says in words what just happened.

This module lays the table out and draws it. The animations live in ``fishing_motion``, input and
the choice overlays (play, call colour, the card a zero captures, the card to pass) in
``fishing_choices``, the results screen in ``fishing_results``. The shared card-table widgets draw
the cards with the Fishing faces (``deck=DECK``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ai import fishing as fishing_bots
from game.engine import draw, tween
from game.rules import fishing as fishing_rules
from game.rules.cards import Card
from game.rules.fishing import CALL, CAPTURE, PASS
from game.scenes.fishing_choices import Choices
from game.scenes.fishing_motion import PENALTY_FLASH, Motion
from game.scenes.fishing_results import Results, seat_marker
from game.scenes.fishing_shown import Shown
from game.scenes.table import TableScene
from game.scenes.widgets.cards import suit
from game.scenes.widgets.fishing_cards import DECK, explain, icon_surface, kind, title
from game.scenes.widgets.fishing_piles import FishingSeat, draw_ocean, ocean_frame
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.trick import TrickArea

# Where the other seats sit, clockwise from the home seat at the bottom left (fractions of the screen).
SPOTS = {
    3: [(0.13, 0.36), (0.87, 0.36)],
    4: [(0.13, 0.42), (0.5, 0.13), (0.87, 0.42)],
    5: [(0.13, 0.45), (0.3, 0.13), (0.7, 0.13), (0.87, 0.45)],
}
HOME_SPOT = (0.13, 0.83)
STATUS_SPOT = (0.87, 0.83)
PANEL_SIZE = (400, 230)


class FishingScene(TableScene):
    rules_module = fishing_rules
    bots_module = fishing_bots

    def __init__(self, app: Any, setup: Any, state: Any = None):
        super().__init__(app, setup, state)
        self.shown = Shown.of(self.state)
        self.motion = Motion(self)
        self.choices = Choices(self)
        self.results = Results(self)
        self._static: pygame.Surface | None = None
        self.resize(app.size)
        if not self.state.history:  # round 1 is dealt, not drawn: say so as later rounds do
            size, leader = self.shown.hand_size, self.name(self.state.leader)
            self.motion.show_banner(
                f"Round 1: {size} cards each are dealt. {leader} leads (drawn by lot)", 4.0
            )

    # -- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = size
        self.s = s = draw.scale(size)
        n = self.state.players
        rects = self.around_table(HOME_SPOT, SPOTS[n], PANEL_SIZE)
        self.seats = {seat: FishingSeat(rect, s) for seat, rect in rects.items()}
        self.status_rect = self.panel_rect(STATUS_SPOT, PANEL_SIZE)
        self.trick_area = TrickArea((w / 2, h * 0.46), 150 * s, round(104 * s), DECK)
        # Three seats leave the top of the table free; with more the ocean sits right of the trick.
        self.ocean_pos = (w / 2, h * 0.14) if n == 3 else (w / 2 + 405 * s, h * 0.44)
        self.ocean_width = round(76 * s)
        self.hand = FannedHand((w / 2, h - 122 * s), round(118 * s), 860 * s, DECK)
        self.choices.resize()
        self.results.resize()
        self._static = None

    def seat_colour(self, seat: int) -> draw.Colour:
        return tuple(self.setup.seats[seat].colour)

    def name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    # -- who acts, what is shown ------------------------------------------------------------------
    def hand_seat(self) -> int:
        """The human seat whose hand is fanned at the bottom: the one to act, else the last one."""
        movers = self.humans_to_move()
        if movers and not (self.state.phase == PASS and len(movers) > 1):
            self.last_hand_seat = movers[0]
        return self.last_hand_seat

    def trick_pos(self, seat: int) -> tuple[float, float]:
        n = self.state.players
        return self.trick_area.slot((seat - self.home) % n, n, seat)[0]

    def trick_tilt(self, seat: int) -> float:
        n = self.state.players
        return self.trick_area.slot((seat - self.home) % n, n, seat)[1]

    def hand_pos(self, seat: int, card: Card | None = None) -> tuple[float, float]:
        """Where a card of ``seat``'s hand is now: its place in a fanned hand, else the seat's backs."""
        fan = self.choices.fan_of(seat)
        if fan is not None:
            cards = self.visible_hand(seat)
            index = cards.index(card) if card in cards else len(cards) - 1
            slots = fan.slots(max(len(cards), 1))
            return slots[max(index, 0)][0]
        return self.seats[seat].hand_centre()

    def visible_hand(self, seat: int) -> list[Card | None]:
        return _without(self.shown.hands[seat], self.motion.incoming[("hand", seat)])

    def fisherman(self, seat: int) -> list[Card]:
        return _without(self.shown.fishermen[seat], self.motion.incoming[("fisherman", seat)])

    def boat(self, seat: int) -> int:
        return self.shown.boats[seat] - len(self.motion.incoming[("boat", seat)])

    def trick_cards(self) -> list[tuple[int, Card]]:
        arriving = list(self.motion.incoming[("trick",)])
        out = []
        for seat, card in self.shown.trick:
            if card in arriving:
                arriving.remove(card)
            else:
                out.append((seat, card))
        return out

    def score(self, seat: int) -> int:
        if self.motion.counting is not None:
            start, motion = self.motion.counting
            end = self.shown.scores[seat]
            return round(start[seat] + (end - start[seat]) * motion.value)
        return self.shown.scores[seat]

    # -- presentation -----------------------------------------------------------------------------
    def present(self, events: list) -> None:
        self.motion.present(events)

    def results_rect(self) -> pygame.Rect:
        return self.results.rect

    # -- input ------------------------------------------------------------------------------------
    def handle_pointer(self, event: Any) -> bool:
        if self.results.shown:
            return self.results.handle_pointer(event)
        return self.choices.handle_pointer(event)

    def refused(self, seat: int, action: Any, reason: str) -> None:
        self.choices.notice(reason)

    # -- time -------------------------------------------------------------------------------------
    def game_over(self) -> None:
        self.results.open()
        super().game_over()

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._background(), (0, 0))
        movers = set() if self.presenting() else set(self.state.to_move())
        for seat in range(self.state.players):
            self._draw_seat(surface, seat, seat in movers)
        draw_ocean(
            surface, self.ocean_pos, self.ocean_width, self.shown.ocean, self.shown.ocean_depth, self.s
        )
        self._draw_status(surface)
        self._draw_trick(surface)
        self.choices.draw_hands(surface)
        self.motion.sprites.draw(surface)
        self._draw_banner(surface)
        self.choices.draw_overlays(surface)
        self._draw_explanation(surface)
        if self.results.shown:
            self.results.draw(surface)

    def _seat_status(self, seat: int, active: bool) -> str:
        shown, state = self.shown, self.state
        if seat in shown.winners:
            return "WINNER"
        if active:
            if self.setup.seats[seat].is_bot:
                return "thinking…"
            return {PASS: "choose a card to pass", CALL: "call a colour", CAPTURE: "capture a card"}.get(
                state.phase, "to play"
            )
        if seat in shown.chosen:
            return "card chosen"
        if seat == shown.leader and not shown.trick:
            return "leads"
        return ""

    def _background(self) -> pygame.Surface:
        """The felt with everything that does not change during a game (seat panels and their
        words, the ocean's wave, the status panel), drawn once per screen size."""
        if self._static is None or self._static.get_size() != self.size:
            surface = draw.felt(self.size).copy()
            for seat, widget in self.seats.items():
                widget.draw_frame(surface, self.name(seat), self.seat_colour(seat), seat_marker(seat))
            ocean_frame(surface, self.ocean_pos, self.ocean_width, self.s)
            rect, s = self.status_rect, self.s
            draw.draw_panel(surface, rect, (*draw.FELT_DARK, 225), round(16 * s), None, 0, round(10 * s))
            trump = suit(self.state.deck.trump)
            x, y = rect.x + round(22 * s), rect.y + round(68 * s)
            icon = draw.icon(trump.icon, round(24 * s), trump.rgb)
            surface.blit(icon, icon.get_rect(center=(x + 12 * s, y + 14 * s)))
            text = "Green is trump; buoys may always be played"
            draw.blit_text(
                surface,
                text,
                (x + 34 * s, y + 2 * s),
                round(19 * s),
                draw.TEXT_DIM,
                wrap=rect.w - round(70 * s),
            )
            self._static = surface
        return self._static

    def _draw_seat(self, surface: pygame.Surface, seat: int, active: bool) -> None:
        widget = self.seats[seat]
        widget.draw_state(
            surface,
            len(self.visible_hand(seat)),
            self.fisherman(seat),
            self.boat(seat),
            self.score(seat),
            active,
            self._seat_status(seat, active),
            self.pulse(active),
        )
        s = self.s
        if self.motion.counting is not None:
            start, motion = self.motion.counting
            gain = self.shown.scores[seat] - start[seat]
            x, y = tween.lerp(widget.fisherman_centre(), widget.score_centre(), motion.value)
            draw.blit_text(
                surface,
                f"+{gain}",
                (x, y - 40 * s),
                round(30 * s),
                draw.ACCENT,
                "center",
                bold=True,
                shadow=True,
            )
        flash = self.motion.flashes.get(seat)
        if flash and flash[1] > self.clock:
            x, y = widget.score_centre()
            grow = 1 + 0.5 * max(0.0, (flash[1] - self.clock) / PENALTY_FLASH)
            draw.blit_text(
                surface,
                flash[0],
                (x + 70 * s, y - 20 * s),
                round(48 * s * grow),
                draw.DANGER,
                "center",
                bold=True,
                shadow=True,
            )

    def _draw_trick(self, surface: pygame.Surface) -> None:
        s = self.s
        for seat, card in self.trick_cards():
            pos = self.trick_pos(seat)
            mark = self.motion.marks.get(card)
            outline = mark[1] if mark else self.choices.trick_outline(card)
            self.trick_area.draw_card(surface, card, pos, self.trick_tilt(seat), outline)
            if mark:
                self.trick_area.badge(surface, pos, mark[0], mark[1], round(20 * s))
        self._draw_trick_markers(surface)

    def _draw_trick_markers(self, surface: pygame.Surface) -> None:
        """Lead or called colour and *Lowest wins*, in the middle of the trick."""
        shown, s = self.shown, self.s
        lines: list[tuple[str, draw.Colour, str | None]] = []
        if shown.called:
            lines.append(
                (
                    f"{shown.called} called by {self.name(shown.caller)}"
                    if shown.caller is not None
                    else f"{shown.called} called",
                    suit(shown.called).rgb,
                    shown.called,
                )
            )
        elif shown.lead:
            lines.append((f"lead: {shown.lead}", suit(shown.lead).rgb, shown.lead))
        if shown.lowest:
            lines.append(("LOWEST WINS", draw.OKABE_ITO["sky_blue"], None))
        cx, cy = self.trick_area.centre
        grow = 1.0 + 0.3 * max(0.0, 1.0 - (self.clock - self.motion.lead_since) / 0.6)
        y = cy - (len(lines) - 1) * 22 * s
        for text, colour, colour_name in lines:
            image = draw.text(text, round(22 * s * grow), draw.INK, bold=True)
            rect = image.get_rect(center=(round(cx + (14 * s if colour_name else 0)), round(y)))
            pill = rect.inflate(round((48 if colour_name else 24) * s), round(12 * s))
            pill.centerx = round(cx)
            pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, draw.INK, pill, 2, border_radius=pill.h // 2)
            if colour_name:
                icon = draw.icon(suit(colour_name).icon, round(20 * s), draw.INK)
                surface.blit(icon, icon.get_rect(center=(pill.x + round(20 * s), pill.centery)))
                rect.x = pill.x + round(36 * s)
            surface.blit(image, rect)
            y += 44 * s

    def _draw_status(self, surface: pygame.Surface) -> None:
        s, shown = self.s, self.shown
        rect = self.status_rect
        x, y = rect.x + round(22 * s), rect.y + round(18 * s)
        rounds = self.state.deck.rounds
        draw.blit_text(
            surface, f"Round {shown.round} of {rounds}", (x, y), round(30 * s), draw.TEXT, bold=True
        )
        trick = min(shown.tricks + 1, shown.hand_size)
        draw.blit_text(
            surface,
            f"{shown.hand_size} cards, trick {trick}",
            (rect.right - 22 * s, y + 6 * s),
            round(22 * s),
            draw.TEXT_DIM,
            "topright",
        )
        y += round(106 * s)
        draw.blit_text(
            surface, self.choices.prompt(), (x, y), round(22 * s), draw.ACCENT, wrap=rect.w - round(40 * s)
        )

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if not self.motion.banner or self.clock > self.motion.banner_until:
            return
        s, (w, h) = self.s, self.size
        image = draw.text(self.motion.banner, round(26 * s), draw.TEXT, bold=True, wrap=round(1100 * s))
        rect = image.get_rect(center=(w // 2, round(h * 0.46 - 222 * s)))
        draw.draw_panel(
            surface,
            rect.inflate(round(40 * s), round(22 * s)),
            (*draw.INK, 225),
            round(14 * s),
            draw.ACCENT,
            2,
            0,
        )
        surface.blit(image, rect)

    def _draw_explanation(self, surface: pygame.Surface) -> None:
        if self.motion.explaining is None or self.clock > self.motion.explaining[1]:
            return
        card = self.motion.explaining[0]
        s = self.s
        rect = pygame.Rect(0, 0, round(PANEL_SIZE[0] * s), round(160 * s))
        rect.midbottom = (self.status_rect.centerx, self.status_rect.y - round(14 * s))  # beside the play
        draw.draw_panel(surface, rect, (*draw.FELT_DARK, 245), round(16 * s), draw.ACCENT, 3, round(10 * s))
        icon = icon_surface(kind(card) or "", round(64 * s))
        surface.blit(icon, icon.get_rect(center=(rect.x + round(48 * s), rect.y + round(64 * s))))
        draw.blit_text(
            surface,
            f"New: {title(card)}",
            (rect.x + 92 * s, rect.y + 16 * s),
            round(26 * s),
            draw.ACCENT,
            bold=True,
        )
        draw.blit_text(
            surface,
            explain(card) or "",
            (rect.x + 92 * s, rect.y + 54 * s),
            round(20 * s),
            draw.TEXT,
            wrap=rect.w - round(108 * s),
        )


def _without(items: list, leaving: list) -> list:
    """``items`` without one copy of each of ``leaving`` (cards in flight), keeping order."""
    if not leaving:
        return items
    rest = list(leaving)
    out = []
    for item in items:
        if item in rest:
            rest.remove(item)
        else:
            out.append(item)
    return out
