"""Fishing (Friedemann Friese): the complete rules for 3-5 players, as in rules/fishing.md.

The tricks you win become your boat, your draw pile for later rounds; a short boat is topped up
from the ocean, whose star groups hold ever stronger and stranger cards. The state follows the
rules contract (DESIGN.md): one ``apply`` per decision — play a card, call a colour, choose the
card a zero captures, choose the card to pass (all seats at once) — and a list of events, in
order, telling the scene everything it must animate.

A trick is resolved in the order of the "Precise readings": the winner is fixed from the full
trick, then zeros and *Capture all* act in play order on the cards still in the trick, then the
winner takes what is left, then *Pass left*, then the next-trick effects (wasted in a round's last
trick). A −3 costs its points the moment it lands on a fisherman.
"""

from __future__ import annotations

import collections
import functools
import random
from typing import Any

from game.rules.base import Action, Event, GameSpec, IllegalMove, TurnState, rng_for
from game.rules.cards import (
    Card,
    CardPlayed,
    Play,
    PlayCard,
    best_play,
    has_colour,
    lead_colour,
    playable,
    revealed_void,
    seat_to_play,
)
from game.rules.fishing_deck import (
    CALL_COLOUR,
    CAPTURE_ALL,
    LOWEST_WINS,
    MINUS_THREE,
    NEXT_TRICK_EFFECTS,
    PASS_LEFT,
    PENALTY,
    PLAY_FIRST,
    card_key,
    is_buoy,
    is_zero,
    load_deck,
    parse_card,
)
from game.rules.fishing_knowledge import Knowledge, Untracked
from game.rules.fishing_moves import (
    CallColour,
    Capture,
    CaptureAllTook,
    CardPassed,
    CardsDrawn,
    ColourCalled,
    EffectWasted,
    GameOver,
    LeadColourSet,
    OverFishing,
    PassCard,
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

# Phases: who must decide what.
PLAY, CAPTURE, PASS, CALL, OVER = "play", "capture", "pass", "call", "over"
HIDDEN = Card(None, None, "hidden")  # a pass choice made but not visible to this view


def _sorted(cards) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=card_key))


_PLAY = functools.cache(PlayCard)  # one action object per card: the hot path of every search


def _distinct(cards) -> list[Card]:
    """Each different card once, in order (the two −3 buoys are one choice)."""
    if sum(card.special == MINUS_THREE for card in cards) < 2:
        return list(cards)  # no two cards are equal: skip the hashing on this hot path
    return list(dict.fromkeys(cards))


def _names(cards) -> list[Card]:
    return [parse_card(text) for text in cards]


SETUP_OPTIONS = ("hands", "boats", "fishermen", "ocean", "scores", "round", "leader", "last_order")


class FishingState(TurnState):
    GAME = "fishing"
    VERSION = 1
    ACTION_TYPES = {"PlayCard": PlayCard, "CallColour": CallColour, "Capture": Capture, "PassCard": PassCard,
                    "Card": Card}

    # Fields compared by ``__eq__``.
    _FIELDS = (
        "players", "seed", "options", "history", "round", "phase", "hands", "boats", "ocean", "fishermen",
        "out", "score", "penalties", "leader", "trick", "pile", "winner", "resolving", "called", "caller",
        "lowest", "next_first", "next_caller", "next_lowest", "passes", "passed", "voids", "last_order",
        "knowledge", "winners_",
    )

    round: int
    phase: str
    hands: list[tuple[Card | None, ...]]  # sorted; None = a card this view may not see
    boats: list[list[Card | None]]  # top (drawn first) at index 0
    ocean: list[Card | None]  # top at index 0
    fishermen: list[list[Card]]  # cards won this round, in the order they landed
    out: tuple[Card, ...]  # removed starting cards: out of the game
    score: list[int]
    penalties: list[int]  # −3 cards landed on each fisherman, over the game
    leader: int
    trick: list[Play]  # the current trick in play order (kept while its effects resolve)
    pile: list[Card]  # cards still in the complete trick while effects resolve
    winner: int | None  # of the complete trick being resolved
    resolving: int  # index in ``trick`` of the next end-of-trick effect
    called: str | None  # the colour called for the current trick, and by whom
    caller: int | None
    lowest: bool  # *Lowest wins* applies to the current trick
    next_first: int | None  # effects armed for the next trick
    next_caller: int | None
    next_lowest: bool
    passes: list[Card | None] | None  # pass choices while passing (HIDDEN in other views)
    passed: list[Card | None]  # the card each seat passed this round, while the receiver holds it
    voids: list[frozenset[str]]  # colours each seat showed it lacks since its hand last changed
    last_order: tuple[int, ...]  # seats in play order of the previous round's last trick
    knowledge: Knowledge
    winners_: tuple[int, ...]
    _legal: tuple[int, list[Action]] | None = None  # cache of legal_actions, dropped by apply

    # -- setup ----------------------------------------------------------------------------------
    @classmethod
    def new_game(cls, players: int, seed: int, **options: Any) -> FishingState:
        """A new game. Options override the random setup so tests can build any position (cards as
        ``str(card)`` writes them): ``hands`` and ``boats``/``fishermen`` per seat, ``ocean``
        (top first), ``scores``, ``round``, ``leader``, ``last_order``. Without ``hands`` the
        starting cards are dealt; without ``ocean`` the ocean cards not placed are stacked; every
        other card is out of the game."""
        SPEC.check_seats(players)
        unknown = set(options) - set(SETUP_OPTIONS)
        if unknown:
            raise ValueError(f"unknown options {sorted(unknown)}")
        deck = load_deck()
        table = deck.tables[players]
        rng = rng_for(seed, "fishing", "setup")
        state = cls.__new__(cls)
        state.players, state.seed, state.options, state.history = players, seed, dict(options), []
        state.round = options.get("round", 1)
        state.boats = [_names(b) for b in options.get("boats", [()] * players)]
        state.fishermen = [_names(f) for f in options.get("fishermen", [()] * players)]
        placed = [c for b in state.boats for c in b] + [c for f in state.fishermen for c in f]
        if "hands" in options:
            hands = [_names(h) for h in options["hands"]]
            if len({len(h) for h in hands}) != 1:
                raise ValueError("every hand must hold the same number of cards")
        else:
            dealt = list(table.starting)
            rng.shuffle(dealt)
            size = len(dealt) // players
            hands = [dealt[i * size:(i + 1) * size] for i in range(players)]
        placed += [c for h in hands for c in h]
        state.knowledge = Knowledge(players)
        if "ocean" in options:
            ocean = _names(options["ocean"])
            runs = _star_runs(ocean, deck.stars)
        else:
            runs = []
            for group in deck.stars:
                run = _minus(list(group), placed)
                rng.shuffle(run)
                runs.append(run)
            ocean = [c for run in runs for c in run]
        placed += ocean
        out = _minus(deck.all_cards(players), placed)
        if len(placed) + len(out) != len(deck.all_cards(players)):
            raise ValueError("the options place some card twice or a card that is not in the deck")
        state.hands = [_sorted(h) for h in hands]
        state.ocean = ocean
        state.out = _sorted(out)
        state.knowledge.add_source([c for h in hands for c in h], {p: len(h) for p, h in enumerate(hands)})
        for run in runs:
            state.knowledge.add_ocean(run)
        for player, boat in enumerate(state.boats):
            state.knowledge.add_batch(player, boat)
        state.score = list(options.get("scores", [0] * players))
        state.penalties = [0] * players
        state.leader = options.get("leader", rng.randrange(players))
        state.last_order = tuple(options.get("last_order", range(players)))
        state.phase = PLAY
        state.trick, state.pile, state.winner, state.resolving = [], [], None, 0
        state.called = state.caller = state.next_first = state.next_caller = None
        state.lowest = state.next_lowest = False
        state.passes = None
        state.passed = [None] * players
        state.voids = [frozenset()] * players
        state.winners_ = ()
        return state

    def clone(self) -> FishingState:
        other = FishingState.__new__(FishingState)
        other.__dict__.update(self.__dict__)
        other.history = self.history[:]
        other.hands = self.hands[:]
        other.boats = [b[:] for b in self.boats]
        other.ocean = self.ocean[:]
        other.fishermen = [f[:] for f in self.fishermen]
        other.score = self.score[:]
        other.penalties = self.penalties[:]
        other.trick = self.trick[:]
        other.pile = self.pile[:]
        other.passes = None if self.passes is None else self.passes[:]
        other.passed = self.passed[:]
        other.voids = self.voids[:]
        other.knowledge = self.knowledge.clone()
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FishingState):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self._FIELDS)

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return f"<FishingState {self.players}p round {self.round} {self.phase} to move {self.to_move()}>"

    # -- queries --------------------------------------------------------------------------------
    @property
    def deck(self):
        return load_deck()

    def to_move(self) -> tuple[int, ...]:
        if self.phase == PLAY:
            return (seat_to_play(self.leader, len(self.trick), self.players),)
        if self.phase == CAPTURE:
            return (self.trick[self.resolving].seat,)
        if self.phase == CALL:
            return (self.next_caller,)
        if self.phase == PASS:
            return tuple(s for s, choice in enumerate(self.passes) if choice is None)
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def lead_colour(self) -> str | None:
        """The colour to follow in the current trick (called, or set by its first non-buoy card)."""
        return lead_colour(self.trick, self.called)

    def hand_size(self, round_: int) -> int:
        return self.deck.tables[self.players].hand_sizes[round_ - 1]

    def trick_winner(self, trick: list[Play]) -> TrickWon:
        """Who takes ``trick`` under this trick's call and *Lowest wins* — also asked by bots of a
        trick still incomplete, as "who would win if it ended now"."""
        index = best_play(trick, lead_colour(trick, self.called), self.deck.trump, self.lowest, has_colour)
        if index is not None:
            return TrickWon(trick[index].seat, trick[index].card, "lowest" if self.lowest else "highest")
        if self.caller is not None:  # nobody played the called colour or green (reading 5)
            return TrickWon(self.caller, None, "caller")
        return TrickWon(trick[0].seat, None, "first buoy")  # a trick of only buoys

    def capture_candidates(self) -> list[Card]:
        """Cards the acting zero may take: every other card still in the trick."""
        return self._others_in_pile(self.trick[self.resolving].card)

    def _others_in_pile(self, card: Card) -> list[Card]:
        pile = self.pile[:]
        if card in pile:
            pile.remove(card)
        return pile

    def legal_actions(self, seat: int) -> list[Action]:
        cached = self._legal
        if cached is None or cached[0] != seat:
            cached = self._legal = (seat, self._legal_actions(seat))
        return cached[1][:]

    def _legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.phase == PLAY:
            return [_PLAY(c) for c in _distinct(playable(self.hands[seat], self.lead_colour(), is_buoy))]
        if self.phase == CAPTURE:
            return [Capture(c) for c in _distinct(self.capture_candidates())]
        if self.phase == CALL:
            return [CallColour(c) for c in self.deck.suits]
        return [PassCard(c) for c in _distinct(self.hands[seat])]

    def scores(self) -> tuple[int, ...]:
        return tuple(self.score)

    def winners(self) -> tuple[int, ...]:
        return self.winners_

    def boat_size(self, seat: int) -> int:
        return len(self.boats[seat])

    def why_illegal(self, seat: int, action: Action) -> str | None:
        """The rule ``action`` breaks for ``seat`` now, as a sentence; None if it is legal."""
        if self.phase == OVER:
            return "The game is over: nobody may act."
        if seat not in self.to_move():
            return f"It is not seat {seat}'s turn: waiting for seat(s) {list(self.to_move())}."
        legal = self.legal_actions(seat)
        if any(a is action for a in legal) or action in legal:
            return None
        expected = {PLAY: PlayCard, CAPTURE: Capture, CALL: CallColour, PASS: PassCard}[self.phase]
        if not isinstance(action, expected):
            what = {PLAY: "play a card", CAPTURE: "choose the card its zero captures",
                    CALL: "call a colour for the next trick", PASS: "choose a card to pass left"}
            return f"Seat {seat} must {what[self.phase]} now, not {action}."
        if self.phase == CALL:
            return f"The called colour must be one of {', '.join(self.deck.suits)}."
        if self.phase == CAPTURE:
            return f"A zero captures a card still in the trick, and {action.card} is not there."
        if action.card not in self.hands[seat]:
            return f"Seat {seat} does not hold {action.card}."
        return (f"Seat {seat} holds {self.lead_colour()} and must follow it (or play a buoy), "
                f"so {action.card} may not be played.")

    # -- actions --------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        problem = self.why_illegal(seat, action)
        if problem:
            raise IllegalMove(problem)
        self._record(seat, action)
        self._legal = None
        if self.phase == PLAY:
            return self._play(seat, action.card)
        if self.phase == CAPTURE:
            events = self._capture(seat, self.trick[self.resolving].card, action.card)
            self.resolving += 1
            self.phase = PLAY
            return events + self._resolve_effects()
        if self.phase == CALL:
            self.called, self.caller = action.colour, seat
            return [ColourCalled(seat, action.colour)] + self._start_trick()
        return self._choose_pass(seat, action.card)

    def _play(self, seat: int, card: Card) -> list[Event]:
        lead = self.lead_colour()
        hand = list(self.hands[seat])
        card = hand.pop(hand.index(card))  # the very card from the hand moves on
        self.hands[seat] = tuple(hand)
        self.knowledge.reveal(card, seat)
        giver = (seat - 1) % self.players
        if self.passed[giver] is not None and self.passed[giver] == card:
            self.passed[giver] = None  # the receiver played the card it was passed
        if not is_buoy(card):
            void = revealed_void(card, lead)
            if void:
                self.voids[seat] = self.voids[seat] | {void}
        self.trick.append(Play(seat, card))
        events: list[Event] = [CardPlayed(seat, card)]
        if lead is None and not is_buoy(card):
            events.append(LeadColourSet(card.colour))
        if len(self.trick) == self.players:
            events += self._decide_trick()
        return events

    def _decide_trick(self) -> list[Event]:
        """Fix the winner from the complete trick (reading 1), then run its effects."""
        event = self.trick_winner(self.trick)
        self.winner = event.seat
        self.pile = [play.card for play in self.trick]
        self.resolving = 0
        return [event] + self._resolve_effects()

    def _resolve_effects(self) -> list[Event]:
        """Zeros and *Capture all* act in play order on the cards still in the trick (reading 2);
        stop to ask a zero's player when it has a real choice."""
        events: list[Event] = []
        while self.resolving < len(self.trick):
            play = self.trick[self.resolving]
            if is_zero(play.card):
                choices = _distinct(self.capture_candidates())
                if len(choices) > 1:
                    self.phase = CAPTURE
                    return events
                if choices:
                    events += self._capture(play.seat, play.card, choices[0])
            elif play.card.special == CAPTURE_ALL:
                taken = self._others_in_pile(play.card)
                for card in taken:
                    self.pile.remove(card)
                events.append(CaptureAllTook(play.seat, tuple(taken)))
                events += self._land(play.seat, taken)
            self.resolving += 1
        return events + self._take_trick()

    def _capture(self, seat: int, zero: Card, card: Card) -> list[Event]:
        card = self.pile.pop(self.pile.index(card))
        return [ZeroCaptured(seat, zero, card)] + self._land(seat, [card])

    def _land(self, seat: int, cards: list[Card]) -> list[Event]:
        """Cards onto ``seat``'s fisherman; each −3 costs its points at once (reading 9)."""
        self.fishermen[seat].extend(cards)
        events: list[Event] = []
        for card in cards:
            if card.special == MINUS_THREE:
                self.score[seat] -= PENALTY
                self.penalties[seat] += 1
                events.append(Penalty(seat, -PENALTY))
        return events

    def _take_trick(self) -> list[Event]:
        taken, self.pile = self.pile, []
        events: list[Event] = [TrickTaken(self.winner, tuple(taken))] + self._land(self.winner, taken)
        last = not self.hands[self.winner]
        self.called = self.caller = None
        self.lowest = False
        passing = False
        for play in self.trick:
            special = play.card.special
            if last and special in NEXT_TRICK_EFFECTS:
                events.append(EffectWasted(play.seat, play.card))
            elif special == PLAY_FIRST:
                self.next_first = play.seat
            elif special == CALL_COLOUR:
                self.next_caller = play.seat
            elif special == LOWEST_WINS:
                self.next_lowest = True
            elif special == PASS_LEFT:
                passing = not last
        order = tuple(play.seat for play in self.trick)
        self.trick = []
        self.leader = self.winner if self.next_first is None else self.next_first
        self.winner = None
        if last:
            self.last_order = order
            return events + self._end_round()
        if self.next_first is not None:
            events.append(PlaysFirst(self.next_first))
        if passing:
            self.phase = PASS
            self.passes = [None] * self.players
            return events
        return events + self._after_pass()

    def _choose_pass(self, seat: int, card: Card) -> list[Event]:
        self.passes[seat] = card
        events: list[Event] = [PassChosen(seat)]
        if None in self.passes:
            return events
        hands = [list(h) for h in self.hands]
        for giver, card in enumerate(self.passes):
            receiver = (giver + 1) % self.players
            card = hands[giver].pop(hands[giver].index(card))
            hands[receiver].append(card)
            self.passed[giver] = card
            events.append(CardPassed(giver, receiver, card))
        self.hands = [_sorted(h) for h in hands]
        self.passes = None
        self.knowledge.pass_all()
        self.voids = [frozenset()] * self.players  # every hand changed
        return events + self._after_pass()

    def _after_pass(self) -> list[Event]:
        """*Call colour* is named after the trick is taken and after any pass (reading 5)."""
        if self.next_caller is not None:
            self.phase = CALL
            return []
        return self._start_trick()

    def _start_trick(self) -> list[Event]:
        self.lowest, self.next_lowest = self.next_lowest, False
        self.next_first = self.next_caller = None
        self.phase = PLAY
        return [TrickStarted(self.leader, self.called, self.lowest)]

    # -- rounds ---------------------------------------------------------------------------------
    def _end_round(self) -> list[Event]:
        """Score the fishermen, shuffle them under the boats, then start the next round."""
        self.next_first = self.next_caller = None
        self.next_lowest = False
        points = tuple(len(f) for f in self.fishermen)
        for seat, count in enumerate(points):
            self.score[seat] += count
        events: list[Event] = [RoundScored(self.round, points, tuple(self.score))]
        for seat, fisherman in enumerate(self.fishermen):
            rng_for(self.seed, "fishing", "boat", self.round, seat).shuffle(fisherman)
            self.boats[seat].extend(fisherman)
            self.knowledge.add_batch(seat, fisherman)
            events.append(ShuffledUnderBoat(seat, len(fisherman)))
        self.fishermen = [[] for _ in range(self.players)]
        self.passed = [None] * self.players
        if self.round == self.deck.rounds:
            return events + self._game_over()
        return events + self._start_round(self.round + 1)

    def _earlier(self, seat: int) -> int:
        """Tie-break rank: the position of ``seat`` in the previous round's last trick (reading 11)."""
        return self.last_order.index(seat)

    def _start_round(self, round_: int) -> list[Event]:
        size = self.hand_size(round_)
        missing = [max(0, size - len(boat)) for boat in self.boats]
        if sum(missing) > len(self.ocean):  # reading 12: checked before any card moves
            return [OverFishing(sum(missing), len(self.ocean))] + self._game_over()
        self.round = round_
        events: list[Event] = []
        hands = []
        for seat, boat in enumerate(self.boats):
            count = min(size, len(boat))
            hands.append(boat[:count])
            self.boats[seat] = boat[count:]
            self.knowledge.draw(seat, count, self.knowledge.boats[seat])
            events.append(CardsDrawn(seat, "boat", count))
        for seat in sorted((s for s in range(self.players) if missing[s]), key=lambda s: (-missing[s],
                                                                                           self._earlier(s))):
            hands[seat] += self.ocean[:missing[seat]]
            del self.ocean[:missing[seat]]
            self.knowledge.draw(seat, missing[seat], self.knowledge.ocean)
            events.append(CardsDrawn(seat, "ocean", missing[seat]))
        self.hands = [_sorted(h) for h in hands]
        self.voids = [frozenset()] * self.players
        self.leader = min(range(self.players), key=lambda s: (self.score[s], self._earlier(s)))
        events.append(RoundStarted(round_, size, self.leader))
        return events + self._start_trick()

    def _game_over(self) -> list[Event]:
        self.phase = OVER
        best = max(self.score)
        self.winners_ = tuple(s for s in range(self.players) if self.score[s] == best)
        return [GameOver(self.winners_, tuple(self.score))]

    # -- hidden information ---------------------------------------------------------------------
    def view(self, seat: int) -> FishingState:
        """What ``seat`` may see: its own hand and the card it passed; every other hand, the order
        of boats and ocean, and others' pass choices become unknown (sizes stay). The public
        ``knowledge`` says which cards may be where. Seed, setup options and history (which would
        replay the secrets) are dropped: a view is for deciding, not for records."""
        view = self.clone()
        view._legal = None
        for other in range(self.players):
            if other != seat:
                view.hands[other] = (None,) * len(self.hands[other])
                view.passed[other] = None
                if view.passes is not None and view.passes[other] is not None:
                    view.passes[other] = HIDDEN
            view.boats[other] = [None] * len(self.boats[other])
        view.ocean = [None] * len(self.ocean)
        view.seed = None
        view.options = {}
        view.history = []
        return view

    def untracked(self) -> FishingState:
        """This state without the public knowledge of hidden cards: faster to play on, for search
        simulations that already know every card, but no longer viewable."""
        self.knowledge = Untracked(self.players)
        return self

    def determinize(self, seat: int, rng: random.Random) -> FishingState:
        """A view of ``seat`` completed at random, consistently with everything it has seen: the
        unseen cards go where the public knowledge allows, never in a colour a hand showed it
        lacks, the card it passed stays with its receiver; hidden pass choices are guessed."""
        state = self.view(seat)
        known = {seat: list(state.hands[seat])}
        receiver = (seat + 1) % self.players
        if state.passed[seat] is not None:
            known[receiver] = [state.passed[seat]]
        hands, boats, ocean = state.knowledge.fill(known, state.voids, rng)
        state.hands = [_sorted(h) for h in hands]
        state.boats = boats
        state.ocean = ocean
        if state.passes is not None:
            for other, choice in enumerate(state.passes):
                if choice == HIDDEN:
                    state.passes[other] = rng.choice(state.hands[other])
        return state


def _minus(cards: list[Card], taken: list[Card]) -> list[Card]:
    """``cards`` without one copy of each card in ``taken`` (the two −3 buoys are equal)."""
    left = collections.Counter(taken)
    rest = []
    for card in cards:
        if left[card] > 0:
            left[card] -= 1
        else:
            rest.append(card)
    return rest


def _star_runs(ocean: list[Card], stars: tuple[tuple[Card, ...], ...]) -> list[list[Card]]:
    """Split an ocean into runs of one star group: what the table sees of its order."""
    group_of = {card: i for i, group in enumerate(stars) for card in group}
    runs: list[list[Card]] = []
    for card in ocean:
        if runs and group_of.get(runs[-1][-1]) == group_of.get(card):
            runs[-1].append(card)
        else:
            runs.append([card])
    return runs


def new_game(players: int, seed: int, **options: Any) -> FishingState:
    return FishingState.new_game(players, seed, **options)


SPEC = GameSpec(key="fishing", title="Fishing", min_seats=3, max_seats=5, new_game=new_game)
