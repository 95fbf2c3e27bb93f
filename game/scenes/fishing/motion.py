"""The Fishing table's animations: the cards in flight, badges, points, banners, the count-up.

``Motion`` keeps what the drawing needs to show the presentation (cards in flight, ``flights.py``,
``marks`` on trick cards, the special card being explained, the round's ``counting``; banners and
"+N" flights go to the table's shared ``banner`` and ``sprites``) and builds the timeline steps
the presenter queues: each step applies its event to the table's ``Shown`` copy when it starts,
and a card in flight is hidden at its destination until it lands, so every count on screen is the
engine's the moment the motion ends.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine import draw, tween
from game.i18n import N_, _
from game.rules.base import Event
from game.rules.cards import Card
from game.rules.fishing import (
    CaptureAllTook,
    CardPassed,
    CardPlayed,
    CardsDrawn,
    Penalty,
    RoundScored,
    ShuffledUnderBoat,
    TrickTaken,
    TrickWon,
    ZeroCaptured,
)
from game.scenes.fishing.explanation import EXPLAIN_HOLD, FirstExplanation
from game.scenes.fishing.flights import CardFlights
from game.scenes.fishing.words import why_won
from game.scenes.widgets.flights import POINTS_HOLD, points_words

# Seconds at 1× speed.
CARD_FLIGHT = 0.34
BEFORE_WINNER = 0.45
SHOW_WINNER = 1.3  # the winning card and the banner saying why, before the sweep
CAPTURE_FLIGHT = 0.5
SWEEP = 0.45
POINTS_FLIGHT = 1.2
PASS_SLIDE = 0.7
COUNT_UP = 1.6
AFTER_COUNT = 0.8
SHUFFLE = 0.6
DRAW_FLIGHT = 0.45
ROUND_BANNER = 1.3
OVER_FISHING = 3.0
BANNER_S = 2.4
WIN_BADGE = (240, 178, 62)
CAPTURE_BADGE = (204, 121, 167)
Ease = Callable[[float], float]

if TYPE_CHECKING:
    from game.scenes.fishing.scene import FishingScene


class Motion:
    def __init__(self, scene: FishingScene):
        self.scene = scene
        self.timeline: tween.Timeline = scene.timeline
        self.sprites = scene.sprites
        self.flights = CardFlights(scene.sprites, scene.app.audio, lambda: scene.trick_area.card_width)
        self.marks: dict[Card, tuple[str, draw.Colour]] = {}  # badges on cards in the trick
        self.banner = scene.banner
        self.explanation = FirstExplanation(scene.app.storage)
        self.counting: tuple[list[int], tween.Tween] | None = None
        self.lead_since = -10.0

    def step(self, build: Callable[[], tween.Step]) -> None:
        """Queue a step built (and its event applied) only when the table reaches it."""
        self.timeline.add(tween.Deferred(build))

    def apply(self, event: Event) -> None:
        self.scene.shown.apply(event)

    def announce(self, event: Event, act: Callable[[], float] = lambda: 0.0) -> None:
        """Queue a step that applies ``event``, then ``act`` (a banner, a marker), then waits as long
        as ``act`` says."""

        def build() -> tween.Wait:
            self.apply(event)
            return tween.Wait(act())

        self.step(build)

    def lead_changed(self) -> float:
        """The lead or called colour changed: its marker grows, then settles."""
        self.lead_since = self.scene.clock
        return 0.0

    def say(self, text: str, seconds: float = BANNER_S) -> None:
        """Queue a banner line at this point of the timeline."""
        self.banner.say(self.timeline, text, seconds)

    def show_banner(self, text: str, seconds: float = BANNER_S) -> None:
        self.banner.show(text, seconds)

    def play_card(self, event: CardPlayed) -> tween.Step:
        start = self.scene.sight.hand_pos(event.seat, event.card)
        self.apply(event)
        end = self.scene.sight.trick_pos(event.seat)
        flight = self.flights.fly(event.card, start, end, CARD_FLIGHT, ("trick",))
        if self.explanation.first_time(event.card, self.scene.clock):
            return tween.Together([flight, tween.Wait(EXPLAIN_HOLD)])
        return flight

    def won(self, event: TrickWon) -> tween.Step:
        self.apply(event)
        if event.card is not None:
            label = N_("LOWEST WINS") if event.reason == "lowest" else N_("WINS")
            self.marks[event.card] = (label, WIN_BADGE)
        shown, trump = self.scene.shown, self.scene.state.deck.trump
        self.show_banner(why_won(event, self.scene.seat_name(event.seat), shown.lead, trump))
        self.scene.app.audio.play("tick")
        return tween.Wait(SHOW_WINNER)

    def capture(
        self, event: ZeroCaptured | CaptureAllTook, cards: list[Card], by: Card, label: str, said: str
    ) -> tween.Step:
        starts = [self._trick_card_pos(card) for card in cards]
        self.marks[by] = (label, CAPTURE_BADGE)
        self.show_banner(said)
        self.apply(event)
        flights = self._to_fisherman(event.seat, cards, starts, CAPTURE_FLIGHT, tween.in_out_quad, "card")
        return tween.Together([tween.Wait(0.25), *flights]) if flights else tween.Wait(0.5)

    def _to_fisherman(self, seat: int, cards: list[Card], starts: list, duration: float, ease: Ease, sound):
        """Cards flying from the trick (``starts``) onto ``seat``'s fisherman (captured or won)."""
        widget, place = self.scene.seats[seat], ("fisherman", seat)
        end, width = widget.fisherman_centre(), widget.pile_width
        return [
            self.flights.fly(card, start, end, duration, place, width=width, ease=ease, sound=sound)
            for card, start in zip(cards, starts, strict=True)
        ]

    def _trick_card_pos(self, card: Card) -> tuple[float, float]:
        for seat, other in self.scene.shown.trick:
            if other == card:
                return self.scene.sight.trick_pos(seat)
        return self.scene.trick_area.centre

    def sweep(self, event: TrickTaken) -> tween.Step:
        starts = [self.scene.sight.trick_pos(seat) for seat, _ in self.scene.shown.trick]
        cards = [card for _, card in self.scene.shown.trick]
        self.apply(event)
        self.marks.clear()
        flights = self._to_fisherman(event.seat, cards, starts, SWEEP, tween.in_quad, None)
        if flights:
            self.scene.app.audio.play("card")
        return tween.Together(flights)

    def penalty(self, event: Penalty) -> tween.Step:
        """The −N shows on the fisherman the buoy landed on, then flies to the score, which drops
        when it arrives."""
        widget = self.scene.seats[event.seat]
        words = _("{player} took a −3 buoy: {points} points").format(
            player=self.scene.seat_name(event.seat), points=points_words(event.points)
        )
        self.show_banner(words)
        self.scene.app.audio.play("buzzer")
        size = self.scene.layout.font_count
        start, end = widget.fisherman_centre(), widget.score_centre()
        land = lambda: self.apply(event)  # noqa: E731 - the score drops when the −3 arrives
        return self.sprites.points(
            event.seat, event.points, start, end, size, POINTS_FLIGHT, land, backed=True
        )

    def slide_passes(self, events: list[CardPassed]) -> tween.Step:
        starts = [self.scene.sight.hand_pos(e.giver, e.card) for e in events]
        for event in events:
            self.apply(event)
        humans = self.scene.human_seats()
        flights = []
        for event, start in zip(events, starts, strict=True):
            face_up = len(humans) == 1 and humans[0] in (event.giver, event.receiver)
            end = self.scene.sight.hand_pos(event.receiver, event.card)
            flights.append(
                self.flights.fly(
                    event.card,
                    start,
                    end,
                    PASS_SLIDE,
                    ("hand", event.receiver),
                    face_up,
                    ease=tween.in_out_cubic,
                    sound=None,
                )
            )
        self.scene.app.audio.play("card")
        return tween.Together(flights)

    def count_up(self, event: RoundScored) -> tween.Step:
        """Each fisherman's "+N" (a point per card on it) shows on the pile, then flies to the seat's
        score, which counts up as it arrives."""
        start = list(self.scene.shown.scores)
        self.apply(event)
        motion = tween.Tween(0.0, 1.0, COUNT_UP, tween.in_out_sine, delay=COUNT_UP * POINTS_HOLD)
        self.counting = (start, motion)

        def done() -> None:
            self.counting = None

        motion.on_done = done
        size, flights = self.scene.layout.font_count, [motion]
        for seat, points in enumerate(event.points):
            widget = self.scene.seats[seat]
            start_at, end = widget.fisherman_centre(), widget.score_centre()
            flight = self.sprites.points(  # on a pill: it lies on the top card's number, then the score's
                seat, points, start_at, end, size, COUNT_UP * (1 + POINTS_HOLD), backed=True
            )
            flights.append(flight)
        words = _("Round {round} ends: 1 point per card on each fisherman").format(round=event.round)
        self.show_banner(words, 3.0)
        self.scene.app.audio.play("tick")
        return tween.Together(flights)

    def shuffle_under(self, events: list[ShuffledUnderBoat]) -> tween.Step:
        flights = []
        for event in events:
            widget = self.scene.seats[event.seat]
            start = widget.fisherman_centre()
            self.apply(event)
            for i in range(event.count):
                duration = SHUFFLE + 0.02 * min(i, 10)  # a little spread: a pile, not one card
                end, place = widget.boat_centre(), ("boat", event.seat)
                flights.append(self.flights.face_down(start, end, duration, place, widget.pile_width))
        self.show_banner(_("Won cards are shuffled and go under each boat: they come back in later rounds"))
        self.scene.app.audio.play("card")
        return tween.Together(flights)

    def draw_from(self, events: list[CardsDrawn]) -> tween.Step:
        flights = []
        for event in events:
            if event.source == "boat":
                start = self.scene.seats[event.seat].boat_centre()
            else:
                start = self.scene.layout.ocean
            self.apply(event)
            end = self.scene.sight.hand_pos(event.seat)
            widget = self.scene.seats[event.seat]
            for i in range(event.count):
                duration = DRAW_FLIGHT + 0.025 * min(i, 12)
                place = ("hand", event.seat)
                flights.append(self.flights.face_down(start, end, duration, place, widget.pile_width))
        if events[0].source == "ocean":
            event = events[0]
            words = _("{player}'s boat was short: {n} from the ocean (whoever misses most draws first)")
            self.show_banner(words.format(player=self.scene.seat_name(event.seat), n=event.count))
        else:
            self.show_banner(_("Everyone draws the new hand from their own boat"))
        self.scene.app.audio.play("card")
        return tween.Together(flights)
