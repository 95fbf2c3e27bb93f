"""What the Fishing table shows: a copy of the public state that follows the rules one event at a time.

The scene applies each event here when its animation starts, so after every event the shown hands,
fishermen, boats and ocean hold exactly what the engine held after that event (a test checks it
over whole games), while the drawing hides cards still in flight. Hands keep real cards where the
scene knows them and ``None`` for cards drawn face down until the round's hands are revealed.
No pygame here: it is bookkeeping, tested without a display.
"""

from __future__ import annotations

import dataclasses

from game.rules import fishing as rules
from game.rules.cards import Card
from game.rules.fishing.deck import card_key, load_deck


def star_of(card: Card) -> int:
    """The ocean star group (1-5) a card comes from; 0 for starting cards."""
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

    def reveal(self, hands) -> None:
        """Replace the hands (face-down draws included) by the true, sorted ones."""
        self.hands = [sorted(h, key=card_key) for h in hands]

    # -- events -------------------------------------------------------------------------------
    def apply(self, event) -> None:
        handler = getattr(self, "_" + type(event).__name__, None)
        if handler is not None:
            handler(event)

    def _take_from_hand(self, seat: int, card: Card) -> None:
        hand = self.hands[seat]
        hand.remove(card if card in hand else None)

    def _take_from_trick(self, card: Card) -> None:
        for i, (_, other) in enumerate(self.trick):
            if other == card:
                del self.trick[i]
                return

    def _RoundStarted(self, event: rules.RoundStarted) -> None:
        self.round, self.hand_size, self.leader = event.round, event.hand_size, event.leader
        self.tricks = 0

    def _CardsDrawn(self, event: rules.CardsDrawn) -> None:
        if event.source == "boat":
            self.boats[event.seat] -= event.count
        else:
            del self.ocean_stars[: event.count]
        self.hands[event.seat].extend([None] * event.count)

    def _OverFishing(self, event: rules.OverFishing) -> None:
        self.over_fishing = (event.missing, event.ocean)

    def _ColourCalled(self, event: rules.ColourCalled) -> None:
        self.called, self.caller = event.colour, event.seat

    def _TrickStarted(self, event: rules.TrickStarted) -> None:
        self.leader, self.lowest = event.leader, event.lowest_wins
        self.called = event.called
        if event.called is None:
            self.caller = None
        self.lead = event.called
        self.trick.clear()
        self.winner, self.winning, self.reason = None, None, ""

    def _CardPlayed(self, event: rules.CardPlayed) -> None:
        self._take_from_hand(event.seat, event.card)
        self.trick.append((event.seat, event.card))

    def _LeadColourSet(self, event: rules.LeadColourSet) -> None:
        self.lead = event.colour

    def _TrickWon(self, event: rules.TrickWon) -> None:
        self.winner, self.winning, self.reason = event.seat, event.card, event.reason

    def _ZeroCaptured(self, event: rules.ZeroCaptured) -> None:
        self._take_from_trick(event.card)
        self.fishermen[event.seat].append(event.card)

    def _CaptureAllTook(self, event: rules.CaptureAllTook) -> None:
        for card in event.cards:
            self._take_from_trick(card)
        self.fishermen[event.seat].extend(event.cards)

    def _TrickTaken(self, event: rules.TrickTaken) -> None:
        self.tricks += 1
        self.trick.clear()
        self.fishermen[event.seat].extend(event.cards)
        self.lead = self.called = self.caller = None
        self.lowest = False

    def _Penalty(self, event: rules.Penalty) -> None:
        self.scores[event.seat] += event.points

    def _PlaysFirst(self, event: rules.PlaysFirst) -> None:
        self.leader = event.seat

    def _PassChosen(self, event: rules.PassChosen) -> None:
        self.chosen.add(event.seat)

    def _CardPassed(self, event: rules.CardPassed) -> None:
        self._take_from_hand(event.giver, event.card)
        receiver = self.hands[event.receiver]
        receiver.append(event.card)
        if None not in receiver:
            receiver.sort(key=card_key)
        self.chosen.discard(event.giver)

    def _RoundScored(self, event: rules.RoundScored) -> None:
        self.scores = list(event.scores)
        self.totals.append(event.scores)

    def _ShuffledUnderBoat(self, event: rules.ShuffledUnderBoat) -> None:
        self.boats[event.seat] += event.count
        self.fishermen[event.seat] = []

    def _GameOver(self, event: rules.GameOver) -> None:
        self.winners, self.scores = event.winners, list(event.scores)


def engine_counts(state: rules.FishingState) -> dict[str, list[int] | int]:
    """The same counts read from the engine, to compare with ``Shown.counts``."""
    return {
        "hands": [len(h) for h in state.hands],
        "fishermen": [len(f) for f in state.fishermen],
        "boats": [len(b) for b in state.boats],
        "ocean": len(state.ocean),
    }
