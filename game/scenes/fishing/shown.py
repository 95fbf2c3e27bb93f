"""What the Fishing table shows: a copy of the public state that follows the rules one event at a time.

The scene applies each event here when its animation starts, so after every event the shown hands,
fishermen, boats and ocean hold exactly what the engine held after that event (a test checks it
over whole games), while the drawing hides cards still in flight. Hands keep real cards where the
scene knows them and ``None`` for cards drawn face down until the round's hands are revealed.
No pygame here: it is bookkeeping, tested without a display.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from game.rules import fishing as rules
from game.rules.cards import Card
from game.rules.fishing.deck import card_key, load_deck
from game.scenes.table.present import MissingPresenter


def star_of(card: Card | None) -> int:
    """The ocean star group (1-5) a card comes from; 0 for starting cards (and an unknown one)."""
    for stars, group in enumerate(load_deck().stars, start=1):
        if card in group:
            return stars
    return 0


@dataclasses.dataclass
class Shown:
    hands: list[list[Card | None]]
    fishermen: list[list[Card]]
    boats: list[int]
    ocean_stars: list[int]  # star group of each ocean card, top first (public: groups are stacked)
    scores: list[int]
    round: int
    hand_size: int
    leader: int
    tricks: int = 0  # taken this round
    trick: list[tuple[int, Card]] = dataclasses.field(default_factory=list)
    lead: str | None = None
    called: str | None = None
    caller: int | None = None
    lowest: bool = False
    winner: int | None = None
    winning: Card | None = None
    reason: str = ""
    chosen: set[int] = dataclasses.field(default_factory=set)  # seats that chose their pass
    totals: list[tuple[int, ...]] = dataclasses.field(default_factory=list)  # after each round
    over_fishing: tuple[int, int] | None = None
    winners: tuple[int, ...] = ()

    @classmethod
    def of(cls, state: rules.FishingState) -> Shown:
        """The table as the state stands (a new or resumed game)."""
        in_trick = list(state.pile) if state.phase == rules.CAPTURE else [p.card for p in state.trick]
        trick = []
        for play in state.trick:
            if play.card in in_trick:
                in_trick.remove(play.card)
                trick.append((play.seat, play.card))
        return cls(
            hands=[list(h) for h in state.hands],
            fishermen=[list(f) for f in state.fishermen],
            boats=[len(b) for b in state.boats],
            ocean_stars=[star_of(c) for c in state.ocean],
            scores=list(state.score),
            round=state.round,
            hand_size=state.hand_size(state.round),
            leader=state.leader,
            tricks=max(0, state.hand_size(state.round) - max(map(len, state.hands))),
            trick=trick,
            lead=state.lead_colour(),
            called=state.called,
            caller=state.caller,
            lowest=state.lowest,
            chosen={s for s, c in enumerate(state.passes or ()) if c is not None},
            winners=state.winners(),
        )

    @property
    def ocean(self) -> int:
        return len(self.ocean_stars)

    @property
    def ocean_depth(self) -> int:
        """Stars of the ocean's top card: how deep the fishing has reached (0 when empty)."""
        return self.ocean_stars[0] if self.ocean_stars else 0

    def counts(self) -> dict[str, list[int] | int]:
        return {
            "hands": [len(h) for h in self.hands],
            "fishermen": [len(f) for f in self.fishermen],
            "boats": self.boats[:],
            "ocean": self.ocean,
        }

    def reveal(self, hands: Sequence[Sequence[Card | None]]) -> None:
        """Replace the hands (face-down draws included) by the true, sorted ones."""
        self.hands = [sorted(h, key=_order) for h in hands]

    # -- events -------------------------------------------------------------------------------
    def apply(self, event) -> None:
        """Change the shown table as ``event`` did the state; an event this table does not know
        raises (``MissingPresenter``) instead of being dropped."""
        handler = APPLY.get(type(event))
        if handler is None:
            raise MissingPresenter(f"the shown Fishing table has no handler for {type(event).__name__}")
        handler(self, event)

    def _take_from_hand(self, seat: int, card: Card) -> None:
        hand = self.hands[seat]
        hand.remove(card if card in hand else None)

    def _take_from_trick(self, card: Card) -> None:
        for i, (_, other) in enumerate(self.trick):
            if other == card:
                del self.trick[i]
                return

    def _round_started(self, event: rules.RoundStarted) -> None:
        self.round, self.hand_size, self.leader = event.round, event.hand_size, event.leader
        self.tricks = 0

    def _cards_drawn(self, event: rules.CardsDrawn) -> None:
        if event.source == "boat":
            self.boats[event.seat] -= event.count
        else:
            del self.ocean_stars[: event.count]
        self.hands[event.seat].extend([None] * event.count)

    def _over_fishing(self, event: rules.OverFishing) -> None:
        self.over_fishing = (event.missing, event.ocean)

    def _colour_called(self, event: rules.ColourCalled) -> None:
        self.called, self.caller = event.colour, event.seat

    def _trick_started(self, event: rules.TrickStarted) -> None:
        self.leader, self.lowest = event.leader, event.lowest_wins
        self.called = event.called
        if event.called is None:
            self.caller = None
        self.lead = event.called
        self.trick.clear()
        self.winner, self.winning, self.reason = None, None, ""

    def _card_played(self, event: rules.CardPlayed) -> None:
        self._take_from_hand(event.seat, event.card)
        self.trick.append((event.seat, event.card))

    def _lead_colour_set(self, event: rules.LeadColourSet) -> None:
        self.lead = event.colour

    def _trick_won(self, event: rules.TrickWon) -> None:
        self.winner, self.winning, self.reason = event.seat, event.card, event.reason

    def _zero_captured(self, event: rules.ZeroCaptured) -> None:
        self._take_from_trick(event.card)
        self.fishermen[event.seat].append(event.card)

    def _capture_all_took(self, event: rules.CaptureAllTook) -> None:
        for card in event.cards:
            self._take_from_trick(card)
        self.fishermen[event.seat].extend(event.cards)

    def _trick_taken(self, event: rules.TrickTaken) -> None:
        self.tricks += 1
        self.trick.clear()
        self.fishermen[event.seat].extend(event.cards)
        self.lead = self.called = self.caller = None
        self.lowest = False

    def _penalty(self, event: rules.Penalty) -> None:
        self.scores[event.seat] += event.points

    def _plays_first(self, event: rules.PlaysFirst) -> None:
        self.leader = event.seat

    def _pass_chosen(self, event: rules.PassChosen) -> None:
        self.chosen.add(event.seat)

    def _card_passed(self, event: rules.CardPassed) -> None:
        self._take_from_hand(event.giver, event.card)
        receiver = self.hands[event.receiver]
        receiver.append(event.card)
        if None not in receiver:
            receiver.sort(key=_order)
        self.chosen.discard(event.giver)

    def _round_scored(self, event: rules.RoundScored) -> None:
        self.scores = list(event.scores)
        self.totals.append(event.scores)

    def _shuffled_under_boat(self, event: rules.ShuffledUnderBoat) -> None:
        self.boats[event.seat] += event.count
        self.fishermen[event.seat] = []

    def _game_over(self, event: rules.GameOver) -> None:
        self.winners, self.scores = event.winners, list(event.scores)

    def _unchanged(self, event: rules.EffectWasted) -> None:
        """A wasted effect moves nothing: the banner says it."""


APPLY: dict[type, Callable[..., None]] = {
    rules.RoundStarted: Shown._round_started,
    rules.CardsDrawn: Shown._cards_drawn,
    rules.OverFishing: Shown._over_fishing,
    rules.ColourCalled: Shown._colour_called,
    rules.TrickStarted: Shown._trick_started,
    rules.CardPlayed: Shown._card_played,
    rules.LeadColourSet: Shown._lead_colour_set,
    rules.TrickWon: Shown._trick_won,
    rules.ZeroCaptured: Shown._zero_captured,
    rules.CaptureAllTook: Shown._capture_all_took,
    rules.TrickTaken: Shown._trick_taken,
    rules.Penalty: Shown._penalty,
    rules.PlaysFirst: Shown._plays_first,
    rules.PassChosen: Shown._pass_chosen,
    rules.CardPassed: Shown._card_passed,
    rules.RoundScored: Shown._round_scored,
    rules.ShuffledUnderBoat: Shown._shuffled_under_boat,
    rules.GameOver: Shown._game_over,
    rules.EffectWasted: Shown._unchanged,
}
"""Each rule event and what it changes on the shown table (every Fishing event has an entry)."""


def _order(card: Card | None) -> tuple[int, int]:
    """A hand's order (``card_key``); an unknown card last."""
    return card_key(card) if card is not None else (1 << 30, 0)


def engine_counts(state: rules.FishingState) -> dict[str, list[int] | int]:
    """The same counts read from the engine, to compare with ``Shown.counts``."""
    return {
        "hands": [len(h) for h in state.hands],
        "fishermen": [len(f) for f in state.fishermen],
        "boats": [len(b) for b in state.boats],
        "ocean": len(state.ocean),
    }


def without(items: list, leaving: list) -> list:
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
