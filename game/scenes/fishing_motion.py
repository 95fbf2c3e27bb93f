"""How the Fishing table shows what the rules did: one animation per event, in order.

Each event is applied to the table's ``Shown`` copy when its animation starts, and the cards it
moves fly from where they were to where they go; until a card lands, its destination does not show
it (``incoming``), so every count on screen is the engine's the moment the motion ends. Events that
happen at once at a real table (every seat passing, shuffling its fisherman under its boat, drawing
from its boat) move together; ocean draws come one seat after another in the rule's order. A
banner says in words what just happened, and the first time a special card appears its effect is
explained.
"""

from __future__ import annotations

import collections
from collections.abc import Callable
from typing import Any

from game.engine import draw, tween
from game.rules.cards import Card
from game.rules.fishing import (
    CaptureAllTook,
    CardPassed,
    CardPlayed,
    CardsDrawn,
    ColourCalled,
    EffectWasted,
    GameOver,
    LeadColourSet,
    OverFishing,
    PassChosen,
    Penalty,
    PlaysFirst,
    RoundScored,
    RoundStarted,
    ShuffledUnderBoat,
    TrickStarted,
    TrickTaken,
    TrickWon,
    ZeroCaptured,
)
from game.rules.fishing_deck import CAPTURE_ALL
from game.scenes.widgets.fishing_cards import DECK, NAMES, kind, title
from game.scenes.widgets.flights import card_painter

# Seconds at 1× speed.
CARD_FLIGHT = 0.34
BEFORE_WINNER = 0.35
SHOW_WINNER = 0.9
CAPTURE_FLIGHT = 0.5
SWEEP = 0.45
PENALTY_FLASH = 1.6
PASS_SLIDE = 0.7
COUNT_UP = 1.4
AFTER_COUNT = 0.8
SHUFFLE = 0.6
DRAW_FLIGHT = 0.45
ROUND_BANNER = 1.3
OVER_FISHING = 3.0
EXPLAIN_HOLD = 1.2  # the table waits this long when a special card first appears
EXPLAIN_SHOW = 5.0  # and the explanation stays this long
BANNER_S = 2.4
SEEN_FILE = "fishing_seen"  # special cards already explained (first time only)
WIN_BADGE = (240, 178, 62)
CAPTURE_BADGE = (204, 121, 167)


class Motion:
    """The table's animations: steps on the table's timeline, the cards in flight, badges, banners."""

    def __init__(self, scene: Any):
        self.scene = scene
        self.timeline: tween.Timeline = scene.timeline
        self.sprites = scene.sprites
        self.incoming: dict[tuple, list] = collections.defaultdict(list)  # in flight to a place
        self.marks: dict[Card, tuple[str, draw.Colour]] = {}  # badges on cards in the trick
        self.flashes: dict[int, tuple[str, float]] = {}
        self.banner, self.banner_until = "", 0.0
        self.explaining: tuple[Card, float] | None = None
        self.counting: tuple[list[int], tween.Tween] | None = None
        self.lead_since = -10.0
        storage = getattr(scene.app, "storage", None)
        self.seen: set[str] = set(storage.load_json(SEEN_FILE, [])) if storage else set()

    def present(self, events: list) -> None:
        group: list = []
        for event in events:
            if group and type(event) is not type(group[0]):
                self._present_group(group)
                group = []
            if isinstance(event, CardPassed | ShuffledUnderBoat) or (
                isinstance(event, CardsDrawn) and event.source == "boat"
            ):
                group.append(event)
            else:
                self._present_one(event)
        if group:
            self._present_group(group)

    def step(self, build: Callable[[], Any]) -> None:
        """Queue a step built (and its event applied) only when the table reaches it."""
        self.timeline.add(tween.Deferred(build))

    def apply(self, event: Any) -> None:
        self.scene.shown.apply(event)

    def _present_group(self, events: list) -> None:
        """Events that happen at once at the table: every seat passes, shuffles, draws from its boat."""
        first = events[0]
        if isinstance(first, CardPassed):
            self.say("Pass left: everyone passes one card to the next player")
            self.step(lambda: self._slide_passes(events))
        elif isinstance(first, ShuffledUnderBoat):
            self.step(lambda: self._shuffle_under(events))
        else:
            self.step(lambda: self._draw_from(events))

    def _present_one(self, event: Any) -> None:
        line = self.timeline
        if isinstance(event, CardPlayed):
            self.step(lambda: self._play(event))
        elif isinstance(event, TrickWon):
            line.wait(BEFORE_WINNER)
            self.step(lambda: self._won(event))
        elif isinstance(event, ZeroCaptured):
            who = self.scene.name(event.seat)
            said = f"{who}'s zero captures {title(event.card)} onto {who}'s fisherman"
            self.step(lambda: self._capture(event, [event.card], event.zero, "0 captures", said))
        elif isinstance(event, CaptureAllTook):
            who, buoy = self.scene.name(event.seat), Card(None, None, CAPTURE_ALL)
            said = f"{who}'s Capture all takes {len(event.cards)} cards; the winner keeps only the buoy"
            self.step(lambda: self._capture(event, list(event.cards), buoy, "captures all", said))
        elif isinstance(event, TrickTaken):
            self.step(lambda: self._sweep(event))
        elif isinstance(event, Penalty):
            self.step(lambda: self._penalty(event))
        elif isinstance(event, RoundScored):
            self.step(lambda: self._count_up(event))
            line.wait(AFTER_COUNT)
        elif isinstance(event, CardsDrawn):  # from the ocean: one seat after the other
            self.step(lambda: self._draw_from([event]))
        else:
            self.step(lambda: self._announce(event))

    def say(self, text: str, seconds: float = BANNER_S) -> None:
        """Queue a banner line at this point of the timeline."""
        self.timeline.call(lambda: self.show_banner(text, seconds))

    def show_banner(self, text: str, seconds: float = BANNER_S) -> None:
        self.banner, self.banner_until = text, self.scene.clock + seconds / max(tween.get_speed(), 0.25)

    def fly(
        self,
        card: Card | None,
        start: tuple[float, float],
        end: tuple[float, float],
        duration: float,
        place: tuple | None = None,
        face_up: bool = True,
        width: int | None = None,
        ease: Callable[[float], float] = tween.out_cubic,
        sound: str | None = "card",
    ) -> tween.Tween:
        """A card moving from ``start`` to ``end``; until it lands, ``place`` does not show it."""
        if place is not None:
            self.incoming[place].append(card)
        paint = card_painter(card if face_up else None, width or self.scene.trick_area.card_width, DECK)

        def land() -> None:
            if place is not None:
                self.incoming[place].remove(card)
            if sound:
                self.scene.app.audio.play(sound)

        return self.sprites.launch(tween.Tween(start, end, duration, ease), paint, land)

    def _play(self, event: CardPlayed) -> Any:
        start = self.scene.hand_pos(event.seat, event.card)
        self.apply(event)
        flight = self.fly(event.card, start, self.scene.trick_pos(event.seat), CARD_FLIGHT, ("trick",))
        key = kind(event.card)
        if key and key not in self.seen:
            self.seen.add(key)
            self.explaining = (event.card, self.scene.clock + EXPLAIN_SHOW / max(tween.get_speed(), 0.25))
            storage = getattr(self.scene.app, "storage", None)
            if storage is not None:
                storage.save_json(SEEN_FILE, sorted(self.seen))
            return tween.Together([flight, tween.Wait(EXPLAIN_HOLD)])
        return flight

    def _won(self, event: TrickWon) -> Any:
        self.apply(event)
        if event.card is not None:
            label = "LOWEST WINS" if event.reason == "lowest" else "WINS"
            self.marks[event.card] = (label, WIN_BADGE)
        self.show_banner(f"{self.scene.name(event.seat)} wins the trick {self._why_won(event)}")
        self.scene.app.audio.play("tick")
        return tween.Wait(SHOW_WINNER)

    def _why_won(self, event: TrickWon) -> str:
        """In words, from the shown trick: which card won, and by which rule."""
        if event.reason == "caller":
            return "as caller: nobody played the called colour or green"
        if event.card is None:
            return "with the first buoy: a trick of buoys only"
        lead, trump = self.scene.shown.lead, self.scene.state.deck.trump
        if event.reason == "lowest":
            rule = "the lowest trump" if event.card.colour == trump else f"the lowest {lead}"
            return f"with {title(event.card)}: {rule} wins this trick"
        if event.card.colour == trump and lead != trump:
            return f"with {title(event.card)}: trump beats {lead}"
        return f"with {title(event.card)}, the highest {lead}"

    def _fisherman_pos(self, seat: int) -> tuple[float, float]:
        return self.scene.seats[seat].fisherman_centre()

    def _capture(self, event: Any, cards: list[Card], by: Card, label: str, said: str) -> Any:
        starts = [self._trick_card_pos(card) for card in cards]
        self.marks[by] = (label, CAPTURE_BADGE)
        self.show_banner(said)
        self.apply(event)
        flights = self._to_fisherman(event.seat, cards, starts, CAPTURE_FLIGHT, tween.in_out_quad, "card")
        return tween.Together([tween.Wait(0.25), *flights]) if flights else tween.Wait(0.5)

    def _to_fisherman(
        self,
        seat: int,
        cards: list[Card],
        starts: list[tuple[float, float]],
        duration: float,
        ease: Callable[[float], float],
        sound: str | None,
    ) -> list[tween.Tween]:
        """Cards flying from the trick onto ``seat``'s fisherman (captured or won)."""
        end = self._fisherman_pos(seat)
        width = self.scene.seats[seat].pile_width
        place = ("fisherman", seat)
        return [
            self.fly(card, start, end, duration, place, width=width, ease=ease, sound=sound)
            for card, start in zip(cards, starts, strict=True)
        ]

    def _trick_card_pos(self, card: Card) -> tuple[float, float]:
        for seat, other in self.scene.shown.trick:
            if other == card:
                return self.scene.trick_pos(seat)
        return self.scene.trick_area.centre

    def _sweep(self, event: TrickTaken) -> Any:
        starts = [self.scene.trick_pos(seat) for seat, _ in self.scene.shown.trick]
        cards = [card for _, card in self.scene.shown.trick]
        self.apply(event)
        self.marks.clear()
        flights = self._to_fisherman(event.seat, cards, starts, SWEEP, tween.in_quad, None)
        if flights:
            self.scene.app.audio.play("card")
        return tween.Together(flights)

    def _penalty(self, event: Penalty) -> Any:
        self.apply(event)
        self.flashes[event.seat] = (f"−{-event.points}", self.scene.clock + PENALTY_FLASH)
        self.show_banner(f"{self.scene.name(event.seat)} took a −3 buoy: {event.points} points")
        self.scene.app.audio.play("buzzer")
        return tween.Wait(0.7)

    def _slide_passes(self, events: list[CardPassed]) -> Any:
        starts = [self.scene.hand_pos(e.giver, e.card) for e in events]
        for event in events:
            self.apply(event)
        humans = self.scene.human_seats()
        flights = []
        for event, start in zip(events, starts, strict=True):
            face_up = len(humans) == 1 and humans[0] in (event.giver, event.receiver)
            end = self.scene.hand_pos(event.receiver, event.card)
            flights.append(
                self.fly(
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

    def _count_up(self, event: RoundScored) -> Any:
        start = list(self.scene.shown.scores)
        self.apply(event)
        motion = tween.Tween(0.0, 1.0, COUNT_UP, tween.in_out_sine)
        self.counting = (start, motion)

        def done() -> None:
            self.counting = None

        motion.on_done = done
        gains = ", ".join(f"{self.scene.name(s)} +{p}" for s, p in enumerate(event.points))
        self.show_banner(f"Round {event.round} ends: 1 point per card on each fisherman ({gains})", 3.0)
        self.scene.app.audio.play("tick")
        return motion

    def _shuffle_under(self, events: list[ShuffledUnderBoat]) -> Any:
        flights = []
        for event in events:
            widget = self.scene.seats[event.seat]
            start = widget.fisherman_centre()
            self.apply(event)
            for i in range(event.count):
                duration = SHUFFLE + 0.02 * min(i, 10)  # a little spread: a pile, not one card
                flights.append(
                    self._fly_back(start, widget.boat_centre(), duration, ("boat", event.seat), widget)
                )
        self.show_banner("Won cards are shuffled and go under each boat: they come back in later rounds")
        self.scene.app.audio.play("card")
        return tween.Together(flights)

    def _fly_back(self, start, end, duration: float, place: tuple, widget: Any) -> tween.Tween:
        """A face-down card of a seat's piles moving (shuffled under the boat, drawn into the hand)."""
        return self.fly(None, start, end, duration, place, False, widget.pile_width, tween.in_out_quad, None)

    def _draw_from(self, events: list[CardsDrawn]) -> Any:
        flights = []
        for event in events:
            if event.source == "boat":
                start = self.scene.seats[event.seat].boat_centre()
            else:
                start = self.scene.ocean_pos
            self.apply(event)
            end = self.scene.hand_pos(event.seat)
            widget = self.scene.seats[event.seat]
            for i in range(event.count):
                duration = DRAW_FLIGHT + 0.025 * min(i, 12)
                flights.append(self._fly_back(start, end, duration, ("hand", event.seat), widget))
        if events[0].source == "ocean":
            event = events[0]
            self.show_banner(
                f"{self.scene.name(event.seat)}'s boat was short: {event.count} from the ocean "
                "(whoever misses most draws first)"
            )
        else:
            self.show_banner("Everyone draws the new hand from their own boat")
        self.scene.app.audio.play("card")
        return tween.Together(flights)

    def _announce(self, event: Any) -> Any:
        """Events that change a marker or a banner rather than move cards."""
        self.apply(event)
        wait = 0.0
        if isinstance(event, LeadColourSet):
            self.lead_since = self.scene.clock
        elif isinstance(event, TrickStarted):
            if event.lowest_wins:
                self.show_banner("Lowest wins this trick!")
                wait = 0.8
        elif isinstance(event, ColourCalled):
            who, colour = self.scene.name(event.seat), event.colour
            self.show_banner(f"{who} calls {colour}: everyone must play {colour} if they can")
            self.lead_since = self.scene.clock
            wait = 1.0
        elif isinstance(event, PlaysFirst):
            self.show_banner(f"{self.scene.name(event.seat)} plays first next trick (Play first buoy)")
            wait = 0.8
        elif isinstance(event, EffectWasted):
            what = NAMES.get(event.card.special, str(event.card))
            who = self.scene.name(event.seat)
            self.show_banner(f"{who}'s {what} is wasted: it was the round's last trick")
            wait = 1.0
        elif isinstance(event, PassChosen):
            wait = 0.05
        elif isinstance(event, RoundStarted):
            self.scene.shown.reveal(self.scene.state.hands)
            self.show_banner(
                f"Round {event.round} of {self.scene.state.deck.rounds}: {event.hand_size} cards each. "
                f"{self.scene.name(event.leader)} leads (fewest points)",
                3.0,
            )
            wait = ROUND_BANNER
        elif isinstance(event, OverFishing):
            self.show_banner(
                f"Over-fishing! The boats need {event.missing} cards, the ocean has only "
                f"{event.ocean}. The game ends.",
                OVER_FISHING + 2,
            )
            self.scene.app.audio.play("buzzer")
            wait = OVER_FISHING
        elif isinstance(event, GameOver):
            wait = 0.8
        return tween.Wait(wait)
