"""How the Bingo table shows what the rules did: one handler per rule event, each queuing its
animation on the table's timeline.

Cards fly to the trick, the highest and lowest get badges, markers drop onto bingo cards or missed
tracks (all of one trick's markers at once), the trick is swept to the discard pile, lines light
up. Each animation changes the table's ``Shown`` copy only when it lands, and every duration
follows the Settings animation speed through ``engine.tween``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from game.engine import tween
from game.i18n import N_, _, ngettext
from game.rules.base import Event
from game.rules.bingo import (
    CardPlayed,
    Covered,
    FreeMarkerChosen,
    FreeMarkerEarned,
    GameOver,
    LeadNext,
    LineCompleted,
    Missed,
    TrickResolved,
    TrumpSet,
)
from game.rules.cards import Card
from game.scenes.bingo.words import covered_words, missed_words, trick_line
from game.scenes.table.present import Presenter, handles
from game.scenes.table.words import card_colour, card_words
from game.scenes.widgets.bingo_card import BingoCardWidget
from game.scenes.widgets.flights import Point, card_painter, points_pill

if TYPE_CHECKING:
    from game.scenes.bingo.scene import BingoScene

# Seconds at 1× speed: a complete trick stays about 4 s (bench/pacing.py), long enough to read its
# banners (who took the high and the low, then who covers what, then who missed).
CARD_FLIGHT = 0.34
BEFORE_RESOLVE = 0.5
SHOW_MARKS = 1.1
MARKER_FLIGHT = 0.6
AFTER_MARKERS = 0.9
SWEEP = 0.4
LINE_GLOW = 1.6
BEFORE_RESULTS = 0.8
EARNED_PAUSE = 1.2
BEFORE_SWEEP = 0.3
POINTS_FLIGHT = 0.9


class BingoPresenter(Presenter):
    scene: BingoScene

    def __init__(self, scene: BingoScene):
        super().__init__(scene)
        self.banner = scene.banner
        self._markers: list[Covered | Missed] = []
        self._marker_lines: list[str] = []
        self.said_trump = scene.state.trump  # the trump the log last named

    def present_all(self, events: Iterable[Event]) -> None:
        """Markers of one trick (covered numbers, missed-track steps) fly together: consecutive
        ``Covered``/``Missed`` events are gathered and launched as one step."""
        for event in events:
            if not isinstance(event, Covered | Missed):
                self._launch_markers()
            self.present(event)
        self._launch_markers()

    # -- one handler per event ------------------------------------------------------------------
    @handles(CardPlayed)
    def card_played(self, event: CardPlayed) -> None:
        self.scene.timeline.add(tween.Deferred(lambda: self._fly_card(event.seat, event.card)))
        words = _("{player} played {card}")
        self.say(words.format(player=self.name(event.seat), card=card_words(event.card)))

    @handles(TrickResolved)
    def trick_resolved(self, event: TrickResolved) -> None:
        line, marks = self.scene.timeline, self.scene.shown.marks
        line.wait(BEFORE_RESOLVE)
        high, low = self.name(event.highest), self.name(event.lowest)
        if event.highest != event.lowest:
            line.call(lambda: marks.update({event.highest: N_("HIGH"), event.lowest: N_("LOW")}))
            high_card, low_card = card_words(event.high_card), card_words(event.low_card)
            cards = {"high": high, "high_card": high_card, "low": low, "low_card": low_card}
            words = _("{high} takes the high with {high_card}, {low} the low with {low_card}").format(**cards)
        else:
            line.call(lambda: marks.update({event.highest: N_("HIGH + LOW")}))
            both = {"player": high, "card": card_words(event.high_card)}
            words = _("{player} takes both the high and the low with {card}").format(**both)
        self.banner.say(line, words, SHOW_MARKS + MARKER_FLIGHT)
        self.say(trick_line(event, self.name))  # the log tells what happened; the banner, what is happening
        line.wait(SHOW_MARKS)

    @handles(Covered, Missed)
    def marker(self, event: Covered | Missed) -> None:
        self._markers.append(event)
        self._marker_lines.append(trick_line(event, self.name))

    @handles(FreeMarkerEarned)
    def free_marker_earned(self, event: FreeMarkerEarned) -> None:
        line = self.scene.timeline
        words = trick_line(event, self.name)
        self.banner.say(line, words, EARNED_PAUSE + 1.0)
        self.say(words)
        line.wait(EARNED_PAUSE)
        line.call(lambda: self.scene.shown.missed.__setitem__(event.seat, 0))

    @handles(FreeMarkerChosen)
    def free_marker_chosen(self, event: FreeMarkerChosen) -> None:
        self.scene.timeline.call(lambda: self.scene.shown.chosen.add(event.seat))

    @handles(TrumpSet)
    def trump_set(self, event: TrumpSet) -> None:
        self.scene.timeline.call(lambda: self._set_trump(event.colour))
        if event.colour != self.said_trump:
            self.said_trump = event.colour
            self.say(_("Trump is now {colour}").format(colour=card_colour(event.colour)))

    @handles(LeadNext)
    def lead_next(self, event: LeadNext) -> None:
        self.scene.timeline.wait(BEFORE_SWEEP)
        self.scene.timeline.add(tween.Deferred(self._sweep))

    @handles(LineCompleted)
    def line_completed(self, event: LineCompleted) -> None:
        self.scene.timeline.call(lambda: self._line(event))
        n = len(event.lines)
        words = ngettext("{player} completes a line: Bingo!", "{player} completes {n} lines: Bingo!", n)
        words = words.format(player=self.name(event.seat), n=n)
        self.banner.say(self.scene.timeline, words, LINE_GLOW + BEFORE_RESULTS)
        self.say(words)
        self.scene.timeline.wait(LINE_GLOW)

    @handles(GameOver)
    def game_over(self, event: GameOver) -> None:
        self.scene.timeline.wait(BEFORE_RESULTS)
        self.scene.timeline.call(lambda: setattr(self.scene.shown, "winners", event.winners))
        self.say(self.scene.winners_title())

    # -- the animations -------------------------------------------------------------------------
    def _set_trump(self, colour: str) -> None:
        if colour != self.scene.shown.trump:
            self.scene.shown.trump = colour
            self.scene.shown.trump_since = self.scene.clock

    def _line(self, event: LineCompleted) -> None:
        self.scene.shown.lines[event.seat] = event.lines
        self.scene.app.audio.play("fanfare")

    def _fly_card(self, seat: int, card: Card) -> tween.Tween:
        scene, shown = self.scene, self.scene.shown
        hand = shown.hands[seat]
        index = hand.index(card) if card in hand else 0
        if seat == scene.hand_seat():
            start = scene.hand.positions(len(hand))[index][0]
        else:
            start = scene.panels[seat].backs_centre()
        if card in hand:
            hand.remove(card)
        end, _ = scene.trick_slot(seat, len(shown.trick))

        def land() -> None:
            shown.trick.append((seat, card))
            scene.app.audio.play("card")

        motion = tween.Tween(start, end, CARD_FLIGHT, tween.out_cubic)
        return scene.sprites.launch(motion, card_painter(card, scene.trick_area.card_width), land)

    def _launch_markers(self) -> None:
        if not self._markers:
            return
        events, self._markers = self._markers, []
        lines, self._marker_lines = self._marker_lines, []

        def build() -> tween.Together:
            flights = []
            for event in events:
                start, end = self._card_position(event.seat), marker_spot(self.scene, event)
                flights.append(self._fly_marker(event, start, end))
            return tween.Together(flights)

        line = self.scene.timeline
        covered = [e for e in events if isinstance(e, Covered)]
        if covered:
            self.banner.say(line, covered_words(events, self.name), MARKER_FLIGHT + POINTS_FLIGHT)
        line.add(tween.Deferred(build))
        line.add(tween.Deferred(lambda: tween.Together([self._point(e) for e in covered])))
        missed = missed_words(events, self.name)
        if missed:
            self.banner.say(line, missed, AFTER_MARKERS + 0.5)
            line.wait(AFTER_MARKERS)
        for text in lines:
            self.say(text)

    def _point(self, event: Covered) -> tween.Tween:
        """The "+1" of a covered number: it shows on the cell once the marker is there and rises
        half a cell. The covered markers are the seat's score, so it stays on the seat's own card:
        the header beside it holds the name and whose turn it is, with no room for a passing word."""
        card = self.scene.cards[event.seat]
        cell = card.cell_rect(event.number)
        size = max(self.scene.layout.font_heading, round(cell.h * 0.6))  # readable from the couch
        half = points_pill(1, size, (0, 0)).h / 2 + 1
        end = (cell.centerx, max(cell.centery - cell.h / 2, card.rect.top + half))
        return self.scene.sprites.points(event.seat, 1, cell.center, end, size, POINTS_FLIGHT, backed=True)

    def _card_position(self, seat: int) -> tuple[float, float]:
        for order, (who, _card) in enumerate(self.scene.shown.trick):
            if who == seat:
                return self.scene.trick_slot(seat, order)[0]
        return self.scene.panels[seat].header.center

    def _fly_marker(self, event: Covered | Missed, start: Point, end: Point) -> tween.Tween:
        shown = self.scene.shown
        colour, size = self.scene.seat_colour(event.seat), self.scene.layout.marker

        def paint(surface: pygame.Surface, pos: tuple[float, float]) -> pygame.Rect:
            return BingoCardWidget.draw_marker(surface, pos, colour, size)

        def land() -> None:
            if isinstance(event, Covered):
                shown.covered[event.seat] |= 1 << event.number
                shown.chosen.discard(event.seat)
            else:
                shown.missed[event.seat] = event.track

        motion = tween.Tween(start, end, MARKER_FLIGHT, tween.in_out_quad)
        return self.scene.sprites.launch(motion, paint, land)

    def _sweep(self) -> tween.Together:
        scene, shown = self.scene, self.scene.shown
        count = len(shown.trick)

        def done() -> None:
            shown.played += count
            shown.tricks += 1

        flights = []
        for order, (seat, card) in enumerate(shown.trick):
            start = scene.trick_slot(seat, order)[0]
            motion = tween.Tween(start, scene.layout.discard, SWEEP, tween.in_quad)
            last = order == count - 1
            paint = card_painter(card, scene.trick_area.card_width)
            flights.append(scene.sprites.launch(motion, paint, done if last else None))
        shown.trick.clear()
        shown.marks.clear()
        if not flights:
            done()
        return tween.Together(flights)


def marker_spot(scene: BingoScene, event: Covered | Missed) -> Point:
    """Where a marker lands: on the covered number of the seat's card, or its missed track's step."""
    if isinstance(event, Covered):
        return scene.cards[event.seat].cell_rect(event.number).center
    return scene.tracks[event.seat].slot(min(event.track, 3) - 1)
