"""The Trick-Taking Bingo table: 3–5 seats around a trick, bingo cards and missed tracks.

The true state lives in ``TableScene``; this scene shows a ``Shown`` copy that lags behind it and
catches up one rules event at a time through a timeline of tweens (cards fly to the trick, the
highest and lowest get badges, markers drop onto bingo cards or missed tracks, the trick is swept,
lines light up). Input waits while the timeline runs, and every duration follows the Settings
animation speed through ``engine.tween``.

The human whose turn it is plays from the fanned hand at the bottom: playable cards are lifted,
the others dimmed, and hovering a dimmed card says why. With several humans a hand stays face
down unless that seat holds its peek control (press and hold on the hand, or the peek button);
releasing on a playable card plays it. A full missed track opens the seat's bingo card large in
the middle to pick the free marker.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.ai import bingo as bingo_bots
from game.engine import draw, tween
from game.engine.pointers import DOWN, MOVE, PEEK, PRIMARY, UP
from game.rules import bingo as bingo_rules
from game.rules.bingo import (
    MAX_TRICKS,
    SEAT_COLOURS,
    TO_CHOOSE,
    CardPlayed,
    Covered,
    FreeMarkerChosen,
    FreeMarkerEarned,
    GameOver,
    LeadNext,
    LineCompleted,
    Missed,
    PlaceFree,
    PlayCard,
    TrickResolved,
    TrumpSet,
)
from game.rules.cards import Card
from game.scenes.table import TableScene
from game.scenes.widgets import results_panel
from game.scenes.widgets.bingo_card import BingoCardWidget, MissedTrack
from game.scenes.widgets.cards import draw_card, suit
from game.scenes.widgets.flights import card_painter
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.seat_panel import SeatPanel
from game.scenes.widgets.tooltip import draw_tooltip
from game.scenes.widgets.trick import TrickArea

# Seconds at 1× speed.
CARD_FLIGHT = 0.34
BEFORE_RESOLVE = 0.3
SHOW_MARKS = 0.55
MARKER_FLIGHT = 0.45
SWEEP = 0.35
LINE_GLOW = 0.9
BEFORE_RESULTS = 0.8
TOOLTIP_WRAP = 420
RESULT_COLUMNS = (560, 700)  # lines, covered: x in the results panel at 1080p

# Where the other seats sit, clockwise from the bottom-left seat (fractions of the screen).
SPOTS = {
    3: [(0.2, 0.2), (0.8, 0.2)],
    4: [(0.13, 0.42), (0.5, 0.15), (0.87, 0.42)],
    5: [(0.13, 0.44), (0.3, 0.15), (0.7, 0.15), (0.87, 0.44)],
}
HOME_SPOT = (0.13, 0.81)
STATUS_SPOT = (0.87, 0.81)
PANEL_SIZE = (360, 290)
HIGH_BADGE = (240, 178, 62)
LOW_BADGE = (86, 180, 233)


@dataclasses.dataclass
class Shown:
    """What the table currently shows: the state as of the last event animated."""

    hands: list[list[Card]]
    trick: list[tuple[int, Card]]
    covered: list[int]
    missed: list[int]
    trump: str | None
    tricks: int
    played: int
    marks: dict[int, str] = dataclasses.field(default_factory=dict)
    lines: list[tuple[int, ...]] = dataclasses.field(default_factory=list)
    chosen: set[int] = dataclasses.field(default_factory=set)
    winners: tuple[int, ...] = ()

    @classmethod
    def of(cls, state: bingo_rules.BingoState) -> Shown:
        return cls(
            hands=[list(h) for h in state.hands],
            trick=[(p.seat, p.card) for p in state.trick],
            covered=state.covered[:],
            missed=state.missed[:],
            trump=state.trump,
            tricks=state.tricks,
            played=len(state.played),
            lines=[state.lines(s) for s in range(state.players)],
            winners=state.winners(),
        )


class BingoScene(TableScene):
    rules_module = bingo_rules
    bots_module = bingo_bots

    def __init__(self, app: Any, setup: Any, state: Any = None):
        super().__init__(app, setup, state)
        self.shown = Shown.of(self.state)
        self.hover_pos: tuple[int, int] | None = None
        self.flashes: dict[int, tuple[str, float]] = {}
        self._static: pygame.Surface | None = None
        self.resize(app.size)

    # -- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = size
        self._static = None
        self.s = s = draw.scale(size)
        self.panels: dict[int, SeatPanel] = {}
        self.cards: dict[int, BingoCardWidget] = {}
        self.tracks: dict[int, MissedTrack] = {}
        for seat, rect in self.around_table(HOME_SPOT, SPOTS[self.state.players], PANEL_SIZE).items():
            self.panels[seat] = SeatPanel(rect, s)
            cell = round(62 * s)
            self.cards[seat] = BingoCardWidget(
                pygame.Rect(rect.x + round(18 * s), rect.y + round(66 * s), 3 * cell, 3 * cell)
            )
            self.tracks[seat] = MissedTrack(
                (rect.right - round(124 * s), rect.bottom - round(36 * s)), 40 * s, 15 * s
            )
        self.status_rect = self.panel_rect(STATUS_SPOT, PANEL_SIZE)
        self.trick_area = TrickArea((w / 2, h * 0.47), 150 * s, round(112 * s))
        self.discard = (w / 2 + 420 * s, h * 0.47)
        self.hand = FannedHand((w / 2, h - 122 * s), round(122 * s), 820 * s)

    def seat_colour(self, seat: int) -> draw.Colour:
        return suit(SEAT_COLOURS[seat]).rgb

    # -- who acts, what is shown ------------------------------------------------------------------
    def hand_seat(self) -> int:
        """The human seat whose hand is fanned at the bottom: the one to play, else the last one."""
        for seat in self.humans_to_move():
            if self.state.choices[seat] != TO_CHOOSE:
                self.last_hand_seat = seat
                return seat
        return self.last_hand_seat

    def playable_indices(self, seat: int) -> set[int]:
        if seat not in self.humans_to_move() or self.presenting() or self.state.choices[seat] == TO_CHOOSE:
            return set()
        allowed = set(self.state.playable_cards(seat))
        return {i for i, card in enumerate(self.shown.hands[seat]) if card in allowed}

    def human_choosers(self) -> list[int]:
        if self.presenting():
            return []
        return [s for s in self.humans_to_move() if self.state.choices[s] == TO_CHOOSE]

    def chooser_widgets(self) -> dict[int, BingoCardWidget]:
        """Large bingo cards in the middle, one per human choosing a free marker."""
        choosers = self.human_choosers()
        s, (w, h) = self.s, self.size
        size = round(330 * s)
        gap = round(60 * s)
        left = w / 2 - (len(choosers) * (size + gap) - gap) / 2
        out = {}
        for i, seat in enumerate(choosers):
            rect = pygame.Rect(
                round(left + i * (size + gap)), round(h * 0.47 - size / 2 + 30 * s), size, size
            )
            out[seat] = BingoCardWidget(rect)
        return out

    # -- presentation -----------------------------------------------------------------------------
    def present(self, events: list) -> None:
        group: list = []
        for event in events:
            if isinstance(event, Covered | Missed):
                group.append(event)
                continue
            if group:
                self._markers(group)
                group = []
            self._present_one(event)
        if group:
            self._markers(group)

    def _present_one(self, event: Any) -> None:
        line = self.timeline
        shown = self.shown
        if isinstance(event, CardPlayed):
            line.add(tween.Deferred(lambda: self._fly_card(event.seat, event.card)))
        elif isinstance(event, TrickResolved):
            line.wait(BEFORE_RESOLVE)
            line.call(
                lambda: shown.marks.update(
                    {event.highest: "HIGH", event.lowest: "LOW"}
                    if event.highest != event.lowest
                    else {event.highest: "HIGH + LOW"}
                )
            )
            line.wait(SHOW_MARKS)
        elif isinstance(event, FreeMarkerEarned):
            line.call(lambda: self._flash(event.seat, "Free marker!"))
            line.wait(0.25)
            line.call(lambda: shown.missed.__setitem__(event.seat, 0))
        elif isinstance(event, FreeMarkerChosen):
            line.call(lambda: shown.chosen.add(event.seat))
        elif isinstance(event, TrumpSet):
            line.call(lambda: self._set_trump(event.colour))
        elif isinstance(event, LeadNext):
            line.wait(0.2)
            line.add(tween.Deferred(self._sweep))
        elif isinstance(event, LineCompleted):
            line.call(lambda: self._line(event))
            line.wait(LINE_GLOW)
        elif isinstance(event, GameOver):
            line.wait(BEFORE_RESULTS)
            line.call(lambda: setattr(shown, "winners", event.winners))

    def _flash(self, seat: int, text: str) -> None:
        self.flashes[seat] = (text, self.clock + 1.6)

    def _set_trump(self, colour: str) -> None:
        if colour != self.shown.trump:
            self.shown.trump = colour
            self.trump_since = self.clock

    def _line(self, event: LineCompleted) -> None:
        self.shown.lines[event.seat] = event.lines
        self._flash(event.seat, "BINGO!")
        self.app.audio.play("fanfare")

    def _trick_slot(self, seat: int, order: int) -> tuple[tuple[float, float], float]:
        n = self.state.players
        return self.trick_area.slot((seat - self.home) % n, n, order)

    def _fly_card(self, seat: int, card: Card) -> tween.Tween:
        shown = self.shown
        hand = shown.hands[seat]
        index = hand.index(card) if card in hand else 0
        if seat == self.hand_seat():
            start = self.hand.positions(len(hand))[index][0]
        else:
            start = self.panels[seat].backs_centre()
        if card in hand:
            hand.remove(card)
        end, _ = self._trick_slot(seat, len(shown.trick))

        def land() -> None:
            shown.trick.append((seat, card))
            self.app.audio.play("card")

        motion = tween.Tween(start, end, CARD_FLIGHT, tween.out_cubic)
        return self.sprites.launch(motion, card_painter(card, self.trick_area.card_width), land)

    def _markers(self, events: list) -> None:
        def build() -> tween.Together:
            flights = []
            for event in events:
                start = self._card_position(event.seat)
                if isinstance(event, Covered):
                    end = self.cards[event.seat].cell_rect(event.number).center
                else:
                    end = self.tracks[event.seat].slot(min(event.track, 3) - 1)
                flights.append(self._fly_marker(event, start, end))
            return tween.Together(flights)

        self.timeline.add(tween.Deferred(build))

    def _card_position(self, seat: int) -> tuple[float, float]:
        for order, (who, _) in enumerate(self.shown.trick):
            if who == seat:
                return self._trick_slot(seat, order)[0]
        return self.panels[seat].header.center

    def _fly_marker(self, event: Any, start: tuple[float, float], end: tuple[float, float]) -> tween.Tween:
        shown = self.shown
        colour, size = self.seat_colour(event.seat), round(62 * self.s)

        def paint(surface: pygame.Surface, pos: tuple[float, float]) -> None:
            BingoCardWidget.draw_marker(surface, pos, colour, size)

        def land() -> None:
            if isinstance(event, Covered):
                shown.covered[event.seat] |= 1 << event.number
                shown.chosen.discard(event.seat)
            else:
                shown.missed[event.seat] = event.track

        return self.sprites.launch(tween.Tween(start, end, MARKER_FLIGHT, tween.in_out_quad), paint, land)

    def _sweep(self) -> tween.Together:
        shown = self.shown
        count = len(shown.trick)

        def done() -> None:
            shown.played += count
            shown.tricks += 1

        flights = []
        for order, (seat, card) in enumerate(shown.trick):
            start = self._trick_slot(seat, order)[0]
            motion = tween.Tween(start, self.discard, SWEEP, tween.in_quad)
            last = order == count - 1
            paint = card_painter(card, self.trick_area.card_width)
            flights.append(self.sprites.launch(motion, paint, done if last else None))
        shown.trick.clear()
        shown.marks.clear()
        if not flights:
            done()
        return tween.Together(flights)

    # -- input ------------------------------------------------------------------------------------
    def handle_pointer(self, event: Any) -> bool:
        if event.kind == MOVE:
            self.hover_pos = event.pos
            return False
        if self.results_click(event):
            return True
        seat = self.acting_seat(event.pointer)
        if seat is None:
            return False
        self.hover_pos = event.pos
        if event.button == PEEK:
            self.hold_peek(seat, event.kind == DOWN)
            return True
        if event.button != PRIMARY or self.presenting():
            return False
        if event.kind == DOWN and self._free_marker_click(seat, event):
            return True
        if self.state.choices[seat] == TO_CHOOSE:
            return False
        return self._hand_click(seat, event)

    def _free_marker_click(self, seat: int, event: Any) -> bool:
        """A click on an open number of a large bingo card places that seat's free marker. An
        unclaimed pointer (one mouse passed around) may pick for any human who is choosing."""
        for chooser, widget in self.chooser_widgets().items():
            if chooser != seat and event.pointer.seat is not None:
                continue
            number = widget.number_at(event.pos)
            if number is not None:
                return self.submit(chooser, PlaceFree(number))
        return False

    def _hand_click(self, seat: int, event: Any) -> bool:
        if seat != self.hand_seat():
            return False
        hand = self.shown.hands[seat]
        playable = self.playable_indices(seat)
        if self.hand_visible(seat) and event.kind == DOWN:
            index = self.hand.index_at(event.pos, len(hand), playable)
            if index is None:
                return False
            if index in playable:
                self.submit(seat, PlayCard(hand[index]))
            else:
                self.refused(seat, PlayCard(hand[index]), self.state.why_unplayable(seat, hand[index]) or "")
            return True
        if event.kind == DOWN and self.hand.index_at(event.pos, len(hand)) is not None:
            self.peeking.add(seat)  # hold to look
            return True
        if event.kind == UP and seat in self.peeking:
            self.peeking.discard(seat)
            index = self.hand.index_at(event.pos, len(hand), playable)
            if index is not None and index in playable:
                self.submit(seat, PlayCard(hand[index]))
            return True
        return False

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._background(), (0, 0))
        movers = set() if self.presenting() else set(self.state.to_move())
        for seat in range(self.state.players):
            self._draw_seat(surface, seat, seat in movers)
        self._draw_status(surface)
        self._draw_trick(surface)
        self._draw_hand(surface)
        self.sprites.draw(surface)
        self._draw_choosers(surface)
        self._draw_notice(surface)
        if self.results_since is not None:
            self._draw_results(surface)

    def _seat_status(self, seat: int, active: bool) -> str:
        if seat in self.shown.winners:
            return "WINNER"
        if self.state.choices[seat] == TO_CHOOSE and not self.presenting():
            return "choosing"
        if seat in self.shown.chosen:
            return "chosen"
        if active:
            return "thinking…" if self.setup.seats[seat].is_bot else "to play"
        return ""

    def _background(self) -> pygame.Surface:
        """The felt with everything that does not change during a game (panels, names, printed
        bingo cards, missed-track spaces), drawn once per screen size."""
        if self._static is None or self._static.get_size() != self.size:
            surface = draw.felt(self.size).copy()
            for seat in range(self.state.players):
                self._draw_seat_frame(surface, seat)
            rect = self.status_rect
            draw.draw_panel(
                surface, rect, (*draw.FELT_DARK, 225), round(16 * self.s), None, 0, round(10 * self.s)
            )
            self._static = surface
        return self._static

    def _draw_seat_frame(self, surface: pygame.Surface, seat: int) -> None:
        s, track = self.s, self.tracks[seat]
        self.panels[seat].draw_frame(
            surface, self.setup.seats[seat].name, self.seat_colour(seat), suit(SEAT_COLOURS[seat]).icon
        )
        self.cards[seat].draw_grid(surface)
        track.draw_spaces(surface)
        label_pos = (track.slot(1)[0], track.slot(1)[1] - 30 * s)
        draw.blit_text(surface, "missed", label_pos, round(18 * s), draw.TEXT_DIM, "center")

    def _draw_seat(self, surface: pygame.Surface, seat: int, active: bool) -> None:
        s, shown = self.s, self.shown
        colour = self.seat_colour(seat)
        status = self._seat_status(seat, active)
        self.panels[seat].draw_state(surface, len(shown.hands[seat]), active, status, self.pulse(active))
        self.cards[seat].draw_markers(surface, shown.covered[seat], colour, shown.lines[seat])
        self.tracks[seat].draw_markers(surface, shown.missed[seat], colour)
        flash = self.flashes.get(seat)
        if flash and flash[1] > self.clock:
            draw.blit_text(
                surface,
                flash[0],
                self.cards[seat].rect.center,
                round(44 * s),
                draw.ACCENT,
                "center",
                bold=True,
                shadow=True,
            )

    def _draw_status(self, surface: pygame.Surface) -> None:
        s, shown, state = self.s, self.shown, self.state
        rect = self.status_rect
        x, y = rect.x + round(22 * s), rect.y + round(20 * s)
        trick_no = min(shown.tricks + 1, MAX_TRICKS)
        draw.blit_text(
            surface, f"Trick {trick_no} of {MAX_TRICKS}", (x, y), round(28 * s), draw.TEXT, bold=True
        )
        y += round(50 * s)
        if not state.trump_variant:
            draw.blit_text(surface, "No trump (variant off)", (x, y), round(24 * s), draw.TEXT_DIM)
        elif shown.trump is None:
            draw.blit_text(surface, "No trump in the first trick", (x, y), round(24 * s), draw.TEXT_DIM)
        else:
            look = suit(shown.trump)
            since = self.clock - getattr(self, "trump_since", -10.0)
            grow = 1.0 + 0.35 * max(0.0, 1.0 - since / 0.8)
            icon = draw.icon(look.icon, round(40 * s * grow), look.rgb)
            surface.blit(icon, icon.get_rect(center=(x + 20 * s, y + 18 * s)))
            owner = self.setup.seats[SEAT_COLOURS.index(shown.trump)].name
            draw.blit_text(
                surface, f"Trump: {look.label}", (x + 52 * s, y - 2 * s), round(28 * s), look.rgb, bold=True
            )
            draw.blit_text(
                surface, f"{owner}'s colour", (x + 52 * s, y + 30 * s), round(20 * s), draw.TEXT_DIM
            )
        y += round(78 * s)
        lead = shown.trick[0][1].colour if shown.trick else None
        if lead:
            look = suit(lead)
            icon = draw.icon(look.icon, round(26 * s), look.rgb)
            surface.blit(icon, icon.get_rect(center=(x + 20 * s, y + 14 * s)))
            draw.blit_text(surface, f"Lead: {look.label}", (x + 52 * s, y), round(24 * s), draw.TEXT)
        y += round(48 * s)
        draw.blit_text(
            surface, self._prompt(), (x, y), round(22 * s), draw.ACCENT, wrap=rect.w - round(40 * s)
        )

    def _prompt(self) -> str:
        if self.state.is_over():
            return "Game over"
        movers = self.humans_to_move()
        if not movers:
            return "Bots are playing…" if not self.human_seats() else "Waiting for the bots…"
        seat = movers[0]
        name = self.setup.seats[seat].name
        if self.state.choices[seat] == TO_CHOOSE:
            return f"{name}: place your free marker"
        if len(self.human_seats()) > 1 and not self.hand_face_up(seat):
            return f"{name}: hold on your hand to look, release on a card to play it"
        return f"{name}: play a card"

    def _draw_trick(self, surface: pygame.Surface) -> None:
        s, shown = self.s, self.shown
        if shown.played:
            for i in range(min(shown.played // 4 + 1, 6)):
                draw_card(surface, None, (self.discard[0] + i * 2, self.discard[1] - i * 2), round(80 * s))
            draw.blit_text(
                surface,
                f"{shown.played} played",
                (self.discard[0], self.discard[1] + 78 * s),
                round(20 * s),
                draw.TEXT_DIM,
                "center",
            )
        badges = []
        for order, (seat, card) in enumerate(shown.trick):
            pos, tilt = self._trick_slot(seat, order)
            mark = shown.marks.get(seat)
            outline = HIGH_BADGE if mark and mark.startswith("HIGH") else LOW_BADGE if mark else None
            self.trick_area.draw_card(surface, card, pos, tilt, outline)
            if mark:
                badges.append((pos, mark, outline))
        for pos, mark, colour in badges:  # above every card, so no later card hides one
            self.trick_area.badge(surface, pos, mark, colour, round(22 * s))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        seat = self.hand_seat()
        if not self.human_seats():
            return
        cards = self.shown.hands[seat]
        face_up = self.hand_face_up(seat)
        playable = self.playable_indices(seat) if face_up else set()
        hover = None
        if self.hover_pos is not None and face_up:
            hover = self.hand.index_at(self.hover_pos, len(cards), playable)
        self.hand.draw(surface, cards, face_up, playable, hover, dim_unplayable=bool(playable))
        s = self.s
        name = self.setup.seats[seat].name
        label = f"{name}'s hand" + ("" if face_up else " (hidden: hold to look)")
        top = self.hand.centre[1] - 168 * s
        draw.blit_text(
            surface, label, (self.hand.centre[0], top), round(24 * s), draw.TEXT, "center", shadow=True
        )
        if hover is not None and hover not in playable and playable:
            reason = self.state.why_unplayable(seat, cards[hover])
            if reason:
                pos = self.hand.positions(len(cards), playable, hover)[hover][0]
                draw_tooltip(surface, reason, (pos[0], pos[1] - 130 * s), s, TOOLTIP_WRAP)

    def _draw_choosers(self, surface: pygame.Surface) -> None:
        s = self.s
        for seat, widget in self.chooser_widgets().items():
            frame = widget.rect.inflate(round(60 * s), round(130 * s)).move(0, round(-30 * s))
            draw.draw_panel(
                surface, frame, (*draw.FELT_DARK, 245), round(18 * s), draw.ACCENT, 4, round(14 * s)
            )
            name = self.setup.seats[seat].name
            draw.blit_text(
                surface,
                f"{name}: free marker on any open number",
                (frame.centerx, frame.y + 34 * s),
                round(26 * s),
                draw.TEXT,
                "center",
                bold=True,
            )
            hover = widget.number_at(self.hover_pos) if self.hover_pos else None
            widget.draw(surface, self.shown.covered[seat], self.seat_colour(seat), (), True, hover)

    def _draw_notice(self, surface: pygame.Surface) -> None:
        if self.notice and self.clock < self.notice_until:
            w, h = self.size
            draw_tooltip(surface, self.notice, (w / 2, h - 270 * self.s), self.s, TOOLTIP_WRAP)

    def results_rect(self) -> pygame.Rect:
        s, (w, h) = self.s, self.size
        height = 172 + 62 * self.state.players + results_panel.BUTTON_SPACE
        rect = pygame.Rect(0, 0, round(820 * s), round(height * s))
        rect.center = (w // 2, round(h * 0.47))
        return rect

    def _draw_results(self, surface: pygame.Surface) -> None:
        s, (w, h) = self.s, self.size
        surface.blit(draw.dim((w, h), 120), (0, 0))
        winners = self.state.winners()
        for seat in winners:  # the winning cards stay lit above the dimmed table
            self._draw_seat_frame(surface, seat)
            self._draw_seat(surface, seat, False)
        n = self.state.players
        rect = self.results_rect()
        results_panel.draw_frame(surface, rect, s, self.winners_title(), 52)
        scores = self.state.scores()
        columns = [rect.x + x * s for x in RESULT_COLUMNS]
        y = rect.y + round(120 * s)
        results_panel.draw_cells(surface, y, ("lines", "covered"), columns, round(22 * s), draw.TEXT_DIM)
        for seat in range(n):
            y += round(62 * s)
            icon = draw.icon(suit(SEAT_COLOURS[seat]).icon, round(30 * s), self.seat_colour(seat))
            surface.blit(icon, icon.get_rect(center=(rect.x + 60 * s, y)))
            if seat in winners:
                star = draw.icon("star", round(28 * s), draw.ACCENT)
                surface.blit(star, star.get_rect(center=(rect.x + 500 * s, y)))
            name = self.setup.seats[seat].name
            pos = (rect.x + 96 * s, y)
            draw.blit_text(surface, name, pos, round(30 * s), draw.TEXT, "midleft", bold=seat in winners)
            values = (len(self.state.lines(seat)), scores[seat])
            results_panel.draw_cells(surface, y, values, columns, round(30 * s), draw.TEXT)
        results_panel.draw_buttons(surface, rect, s, self.hover_pos)
