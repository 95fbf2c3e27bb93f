"""Trick-Taking Bingo (rules: shared/rules/bingo.md), 3–5 players, with the trump variant.

Nobody collects tricks: the highest and the lowest card of each trick cover their number on the
player's 3×3 bingo card (a magic square), everyone else moves along a missed track, and the first
line wins. The trick winner logic is ``cards.best_play``, shared with Fishing.

The card and its bit masks are ``card``; actions and events ``moves``; the fields and what they
answer ``fields``; what a seat may see ``hidden``. Free-marker choices are
simultaneous: a choice stays secret (in ``view``) until every choosing seat has chosen, then all
are placed together.
"""

from __future__ import annotations

from game.rules.base import Action, Event, GameSpec, IllegalMove, Option, rng_for
from game.rules.bingo.card import (
    HAND_SIZE,
    MAX_TRICKS,
    MISSED_TRACK,
    SEAT_COLOURS,
    VALUES,
    lines_of,
)
from game.rules.bingo.fields import NOT_CHOOSING
from game.rules.bingo.fields import TO_CHOOSE as TO_CHOOSE
from game.rules.bingo.hidden import Hidden
from game.rules.bingo.moves import (
    Covered,
    FreeMarkerChosen,
    FreeMarkerEarned,
    GameOver,
    LeadNext,
    LineCompleted,
    Missed,
    PlaceFree,
    TrickResolved,
    TrumpSet,
)
from game.rules.cards import (
    Card,
    CardPlayed,
    Play,
    PlayCard,
    best_play,
    deck,
    revealed_void,
    seen,
)
from game.rules.options import flag, rows_of_words, whole


# -- state --------------------------------------------------------------------------------------
def card_number(card: Card) -> int:
    """The number a Bingo card covers (every Bingo card has one: its value)."""
    if card.value is None:
        raise ValueError(f"{card} is not a Bingo card")
    return card.value


def parse_card(text: str) -> Card:
    """'blue 7' -> Card('blue', 7): how hands are written in options and tests."""
    colour, value = text.split()
    return Card(colour, int(value))


class BingoState(Hidden):
    """A Trick-Taking Bingo game: fields and queries (``fields``), views (``hidden``), moves here."""

    GAME = "bingo"
    VERSION = 1
    ACTION_TYPES = {"PlayCard": PlayCard, "PlaceFree": PlaceFree, "Card": Card}

    # -- setup ----------------------------------------------------------------------------------
    @classmethod
    def new_game(cls, players: int, seed: int, **options: object) -> BingoState:
        """Options: ``trump`` (variant), ``hands`` (per seat, cards as 'blue 7'), ``leader``."""
        SPEC.check_seats(players)
        unknown = set(options) - {"trump", "hands", "leader"}
        if unknown:
            raise ValueError(f"unknown options {sorted(unknown)}")
        full = deck(SEAT_COLOURS[:players], VALUES)
        rng = rng_for(seed, "bingo", "setup")
        given = rows_of_words(options, "hands")
        if given is not None:
            hands = [tuple(sorted(parse_card(c) for c in hand)) for hand in given]
            if len(hands) != players or sorted(c for h in hands for c in h) != sorted(full):
                raise ValueError("hands must deal the whole deck, one hand per seat")
        else:
            shuffled = full[:]
            rng.shuffle(shuffled)
            hands = [tuple(sorted(shuffled[i * HAND_SIZE:(i + 1) * HAND_SIZE])) for i in range(players)]
        leader = whole(options, "leader", rng.randrange(players))
        state = cls.__new__(cls)
        state.players, state.seed, state.options, state.history = players, seed, dict(options), []
        state.trump_variant = flag(options, "trump")
        state.hands = list(hands)
        state.voids = [frozenset()] * players
        state.played = frozenset()
        state.leader, state.trick, state.trump = leader, (), None
        state.covered = [0] * players
        state.missed = [0] * players
        state.choices = [NOT_CHOOSING] * players
        state.tricks = 0
        state.winners_ = ()
        state.log = ()
        return state

    def __repr__(self) -> str:
        return f"<BingoState {self.players}p trick {self.tricks + 1} to move {self.to_move()}>"

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.choices[seat] == TO_CHOOSE:
            return [PlaceFree(n) for n in VALUES if not self.covered[seat] >> n & 1]
        return [PlayCard(card) for card in self.playable_cards(seat)]

    def lines(self, seat: int) -> tuple[int, ...]:
        return lines_of(self.covered[seat])

    def scores(self) -> tuple[int, ...]:
        """Covered numbers per seat (the screen shows lines beside them; lines decide first)."""
        return tuple(mask.bit_count() for mask in self.covered)

    def winners(self) -> tuple[int, ...]:
        return self.winners_

    def why_unplayable(self, seat: int, card: Card) -> IllegalMove | None:
        """Why ``card`` may not be played now (the rule broken, seats as fields), or None if it may."""
        problem = self.not_your_turn(seat)
        if problem is not None:
            return problem
        if self.choices[seat] == TO_CHOOSE:
            return IllegalMove("First place the free marker your full missed track earned.")
        if card not in self.hands[seat]:
            return IllegalMove("{seat} does not hold {card}.", {"card": card}, seat=seat)
        lead = self.lead_colour()
        if card.colour != lead and lead in {c.colour for c in seen(self.hands[seat])}:
            return IllegalMove("You hold {lead}, the lead colour, so you must play {lead}.", {"lead": lead})
        return None

    # -- moves ----------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        self._check_seat(seat)
        if isinstance(action, PlayCard):
            problem = self.why_unplayable(seat, action.card)
            if problem is not None:
                raise problem
            self._record(seat, action)
            return self._play(seat, action.card)
        if isinstance(action, PlaceFree):
            if self.choices[seat] != TO_CHOOSE:
                raise IllegalMove("A free marker is placed only when your missed track is full.")
            if action.number not in VALUES or self.covered[seat] >> action.number & 1:
                raise IllegalMove(
                    "A free marker goes on an uncovered number; {number} is not one.",
                    {"number": action.number},
                )
            self._record(seat, action)
            return self._choose(seat, action.number)
        raise IllegalMove("In Trick-Taking Bingo you play a card or place a free marker.")

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat] = tuple(c for c in self.hands[seat] if c != card)
        void = revealed_void(card, self.lead_colour())
        if void is not None and void not in self.voids[seat]:
            self.voids[seat] = self.voids[seat] | {void}
        self.trick = (*self.trick, Play(seat, card))
        self.log = (*self.log, (seat, PlayCard(card)))
        events: list[Event] = [CardPlayed(seat, card)]
        if len(self.trick) == self.players:
            events += self._resolve_trick()
        return events

    def _resolve_trick(self) -> list[Event]:
        trick, lead = self.trick, self.trick[0].card.colour
        high_at = best_play(trick, lead, trump=self.effective_trump())
        low_at = best_play(trick, lead, lowest_wins=True)
        if high_at is None or low_at is None:
            raise ValueError("every Bingo card can take a trick: some card is highest and lowest")
        high, low = trick[high_at], trick[low_at]
        events: list[Event] = [TrickResolved(high.seat, low.seat, high.card, low.card)]
        for play in trick:
            role = {high.seat: "highest", low.seat: "lowest"}.get(play.seat)
            if high.seat == low.seat == play.seat:
                role = "both"
            number = card_number(play.card)
            if role and not self.covered[play.seat] >> number & 1:
                self.covered[play.seat] |= 1 << number
                events.append(Covered(play.seat, number, role))
                continue
            self.missed[play.seat] += 1
            events.append(Missed(play.seat, self.missed[play.seat]))
            if self.missed[play.seat] == MISSED_TRACK:
                self.missed[play.seat] = 0
                self.choices[play.seat] = TO_CHOOSE
                events.append(FreeMarkerEarned(play.seat))
        self.leader = high.seat
        if self.trump_variant:
            self.trump = SEAT_COLOURS[low.seat]
            events.append(TrumpSet(self.trump))
        self.played = self.played | {p.card for p in trick}
        self.trick = ()
        self.tricks += 1
        if TO_CHOOSE not in self.choices:
            events += self._end_of_trick()
        return events

    def _choose(self, seat: int, number: int) -> list[Event]:
        self.choices[seat] = number
        if TO_CHOOSE in self.choices:
            return [FreeMarkerChosen(seat)]
        events: list[Event] = [FreeMarkerChosen(seat)]
        for other, chosen in enumerate(self.choices):
            if chosen is not None:  # NOT_CHOOSING
                self.covered[other] |= 1 << chosen
                self.log = (*self.log, (other, PlaceFree(chosen)))
                events.append(Covered(other, chosen, "free"))
        self.choices = [NOT_CHOOSING] * self.players
        return events + self._end_of_trick()

    def _end_of_trick(self) -> list[Event]:
        """Lines are checked once the trick is fully resolved, free markers included."""
        lines = [lines_of(mask) for mask in self.covered]
        events: list[Event] = [LineCompleted(s, ls) for s, ls in enumerate(lines) if ls]
        if events:
            best = max(len(ls) for ls in lines)
            self.winners_ = tuple(s for s, ls in enumerate(lines) if len(ls) == best)
        elif self.tricks == MAX_TRICKS:
            most = max(self.scores())
            self.winners_ = tuple(s for s, n in enumerate(self.scores()) if n == most)
        else:
            return [LeadNext(self.leader)]
        return events + [GameOver(self.winners_)]



def new_game(players: int, seed: int, **options: object) -> BingoState:
    return BingoState.new_game(players, seed, **options)


SPEC = GameSpec(
    key="bingo",
    title="Trick-Taking Bingo",
    short="Bingo",
    min_seats=3,
    max_seats=5,
    new_game=new_game,
    options=(
        Option(
            "trump",
            "Trump variant",
            ((False, "Off"), (True, "On")),
            about="From the second trick on, the colour of whoever took the lowest card is trump.",
        ),
    ),
    seat_colours=SEAT_COLOURS,
)
