"""What the whole table knows about Fishing's unseen cards, so bots can guess consistently.

Every hidden card belongs to one *source*: the cards of one public origin that nobody has seen
since — the dealt starting cards, one star group of the ocean, or one fisherman shuffled under a
boat. For each source the table knows how many of its cards lie in each place: a run (segment)
of a boat or of the ocean, or a given player's hand. After a *Pass left* nobody but giver and
receiver knows which hand holds what, so every hand's count becomes *loose*: some unseen card of
any source with loose cards. ``fill`` deals the unseen cards to these places at random with a
bipartite matching, never giving a player a colour they showed they lack.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules.cards import Card, deal_consistent, deal_eligible, eligibility


class Knowledge:
    """Public bookkeeping of the hidden cards; identical in every seat's view."""

    __slots__ = ("cards", "in_hand", "loose_of", "boats", "ocean", "loose", "next_id")

    def __init__(self, players: int):
        self.cards: dict[int, dict[Card, int]] = {}  # source -> its unseen cards (a multiset)
        self.in_hand: dict[int, dict[int, int]] = {}  # source -> {player: cards of it in their hand}
        self.loose_of: dict[int, int] = {}  # source -> cards of it in some hand after a pass
        self.boats: list[list[list[int]]] = [[] for _ in range(players)]  # [source, count], top first
        self.ocean: list[list[int]] = []  # [source, count], top first
        self.loose: list[int] = [0] * players  # per player: hand cards from the loose pool
        self.next_id = 0

    def clone(self) -> Knowledge:
        other = Knowledge.__new__(Knowledge)
        other.cards = {s: dict(c) for s, c in self.cards.items()}
        other.in_hand = {s: dict(h) for s, h in self.in_hand.items()}
        other.loose_of = dict(self.loose_of)
        other.boats = [[seg[:] for seg in boat] for boat in self.boats]
        other.ocean = [seg[:] for seg in self.ocean]
        other.loose = self.loose[:]
        other.next_id = self.next_id
        return other

    def _key(self) -> tuple[object, ...]:
        return (self.cards, self.in_hand, self.loose_of, self.boats, self.ocean, self.loose, self.next_id)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Knowledge) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    # -- cards becoming hidden --------------------------------------------------------------------
    def add_source(self, cards: Sequence[Card], hands: dict[int, int] | None = None) -> int:
        source = self.next_id
        self.next_id += 1
        self.cards[source] = _multiset(cards)
        self.in_hand[source] = {p: n for p, n in (hands or {}).items() if n}
        self.loose_of[source] = 0
        return source

    def add_batch(self, player: int, cards: Sequence[Card]) -> None:
        """A fisherman shuffled under ``player``'s boat."""
        if cards:
            self.boats[player].append([self.add_source(cards), len(cards)])

    def add_ocean(self, cards: Sequence[Card]) -> None:
        """A run of the ocean (one star group), below the runs already there."""
        if cards:
            self.ocean.append([self.add_source(cards), len(cards)])

    # -- cards moving while hidden ------------------------------------------------------------------
    def draw(self, player: int, count: int, pile: list[list[int]]) -> None:
        """``player`` draws ``count`` cards from the top of ``pile`` (a boat or the ocean)."""
        while count:
            segment = pile[0]
            take = min(count, segment[1])
            hand = self.in_hand[segment[0]]
            hand[player] = hand.get(player, 0) + take
            segment[1] -= take
            count -= take
            if not segment[1]:
                pile.pop(0)

    def pass_all(self) -> None:
        """After a pass nobody outside a giver/receiver pair knows which hand holds which card."""
        for source, hands in self.in_hand.items():
            for player, count in hands.items():
                self.loose_of[source] += count
                self.loose[player] += count
            hands.clear()

    # -- cards becoming public -------------------------------------------------------------------
    def reveal(self, card: Card, player: int) -> None:
        """``player`` played ``card`` from their hand: it leaves its source.

        Only the two equal −3 buoys can leave the table unsure which source lost one; then those
        sources merge into one (a weaker but still true statement) before the card leaves it."""
        sources = _holding(self.cards, self.in_hand, self.loose_of, self.loose, card, player)
        if not sources:
            raise ValueError(f"{card} was not among the cards seat {player} could hold")
        source = sources[0]
        for other in sources[1:]:
            self._merge(other, source)
        _take_one(self.cards, self.in_hand, self.loose_of, self.loose, source, card, player)
        if not self.cards[source]:
            del self.cards[source], self.in_hand[source], self.loose_of[source]

    def _merge(self, source: int, into: int) -> None:
        for card, count in self.cards.pop(source).items():
            self.cards[into][card] = self.cards[into].get(card, 0) + count
        for player, count in self.in_hand.pop(source).items():
            self.in_hand[into][player] = self.in_hand[into].get(player, 0) + count
        self.loose_of[into] += self.loose_of.pop(source)
        for pile in self.boats + [self.ocean]:
            for segment in pile:
                if segment[0] == source:
                    segment[0] = into

    # -- guessing --------------------------------------------------------------------------------
    def fill(
        self,
        known: dict[int, list[Card]],
        voids: Sequence[frozenset[str]],
        rng: random.Random,
    ) -> tuple[list[list[Card]], list[list[Card | None]], list[Card | None]]:
        """A random placement of the unseen cards consistent with this knowledge.

        ``known`` maps a player to the hand cards the guessing seat knows they hold (its own whole
        hand, a card it passed); ``voids`` the colours each player showed they lack. Returns hands,
        boats (top first) and the ocean (top first).
        """
        return self.dealer(known, voids).deal(rng)

    def dealer(self, known: dict[int, list[Card]], voids: Sequence[frozenset[str]]) -> Dealer:
        """``fill``'s work before its first random draw (``known`` and ``voids`` as there): a
        search samples one view many times."""
        cards = {s: dict(c) for s, c in self.cards.items()}
        in_hand = {s: dict(h) for s, h in self.in_hand.items()}
        loose_of = dict(self.loose_of)
        loose = self.loose[:]
        hands: list[list[Card]] = [[] for _ in self.loose]
        # Cards one source alone can give first, over every player; then the equal −3 buoys (the
        # only cards two sources may hold), the most constrained first, in the room that is left.
        pending = [(player, card) for player, held in known.items() for card in held]
        while pending:
            choices = [_holding(cards, in_hand, loose_of, loose, card, player) for player, card in pending]
            ambiguous = []
            for (player, card), sources in zip(pending, choices, strict=True):
                if len(sources) > 1:
                    ambiguous.append((len(sources), player, card))
                    continue
                if not sources or not _holding(cards, in_hand, loose_of, loose, card, player):
                    raise ValueError(f"{card} cannot be in seat {player}'s hand by the public knowledge")
                _take_one(cards, in_hand, loose_of, loose, sources[0], card, player)
                hands[player].append(card)
            if len(ambiguous) == len(pending):  # none settled this pass: place the tightest buoy
                ambiguous.sort(key=lambda item: item[0])
                _, player, card = ambiguous.pop(0)
                source = _holding(cards, in_hand, loose_of, loose, card, player)[0]
                _take_one(cards, in_hand, loose_of, loose, source, card, player)
                hands[player].append(card)
            pending = [(player, card) for _, player, card in ambiguous]
        # Places ("bins") for the unseen cards: boat and ocean runs, hand counts per source, loose.
        bins: list[tuple[str, int, int]] = []  # (kind, player or -1, source or -1)
        sizes_of: dict[int, int] = {}
        for player, boat in enumerate(self.boats):
            for source, count in boat:
                sizes_of[len(bins)] = count
                bins.append(("boat", player, source))
        for source, count in self.ocean:
            sizes_of[len(bins)] = count
            bins.append(("ocean", -1, source))
        for source, held in in_hand.items():
            for player, count in held.items():
                if count:
                    sizes_of[len(bins)] = count
                    bins.append(("hand", player, source))
        for player, count in enumerate(loose):
            if count:
                sizes_of[len(bins)] = count
                bins.append(("loose", player, -1))
        # A source all in one place (an untouched star group, a boat batch) needs no matching.
        places: dict[int, list[int]] = {}
        for index, (kind, _, source) in enumerate(bins):
            if kind != "loose":
                places.setdefault(source, []).append(index)
        direct: dict[int, list[tuple[int, Card]]] = {}
        unseen = []
        for source, cs in cards.items():
            items = [(source, card) for card, n in cs.items() for _ in range(n)]
            if len(places.get(source, ())) == 1 and not loose_of[source]:
                index = places[source][0]
                direct[index] = items
                del sizes_of[index]
            else:
                unseen += items

        def allowed(index: int, item: tuple[int, Card]) -> bool:
            kind, player, source = bins[index]
            if kind == "loose":
                return bool(loose_of[item[0]]) and item[1].colour not in voids[player]
            if item[0] != source:
                return False
            return kind != "hand" or item[1].colour not in voids[player]

        return Dealer(hands, bins, sizes_of, direct, unseen, eligibility(unseen, sizes_of, allowed))


class Dealer:
    """Random placements of one view's unseen cards (``Knowledge.dealer``): the cards a single
    place can hold are there already, the rest wait for a matching in each ``deal``."""

    __slots__ = ("hands", "bins", "sizes", "direct", "unseen", "eligible")

    def __init__(
        self,
        hands: list[list[Card]],
        bins: list[tuple[str, int, int]],
        sizes: dict[int, int],
        direct: dict[int, list[tuple[int, Card]]],
        unseen: list[tuple[int, Card]],
        eligible: list[list[int]],
    ):
        self.hands, self.bins, self.sizes, self.direct = hands, bins, sizes, direct
        self.unseen, self.eligible = unseen, eligible

    def deal(self, rng: random.Random) -> tuple[list[list[Card]], list[list[Card | None]], list[Card | None]]:
        """Hands, boats (top first) and the ocean (top first) of one random placement."""
        bins, unseen = self.bins, self.unseen
        try:
            dealt = deal_eligible(unseen, self.sizes, self.eligible, rng)
        except ValueError:  # only if the knowledge were wrong; better a guess than a crash
            dealt = deal_consistent(unseen, self.sizes, lambda i, item: bins[i][0] == "loose"
                                    or item[0] == bins[i][2], rng)
        dealt.update(self.direct)
        hands = [held[:] for held in self.hands]
        boats: list[list[Card | None]] = [[] for _ in hands]  # shaped as the state's fields
        ocean: list[Card | None] = []
        for index in sorted(dealt):  # bins were listed in pile order
            items = dealt[index]
            kind, player, _ = bins[index]
            placed = [card for _, card in items]
            if kind in ("hand", "loose"):
                hands[player].extend(placed)
                continue
            rng.shuffle(placed)
            (ocean if kind == "ocean" else boats[player]).extend(placed)
        return hands, boats, ocean


def _multiset(cards: Sequence[Card]) -> dict[Card, int]:
    counts: dict[Card, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return counts


def _remove(counts: dict[Card, int], card: Card) -> None:
    if counts[card] == 1:
        del counts[card]
    else:
        counts[card] -= 1


Sources = dict[int, dict[Card, int]]
"""Per source, its unseen cards (a multiset)."""
HandCounts = dict[int, dict[int, int]]
"""Per source, how many of its cards each player holds."""


def _holding(
    cards: Sources, in_hand: HandCounts, loose_of: dict[int, int], loose: list[int], card: Card, player: int
) -> list[int]:
    """Sources ``card`` may have come from into ``player``'s hand."""
    return [s for s, held in cards.items()
            if card in held and (in_hand[s].get(player) or (loose_of[s] and loose[player]))]


def _take_one(
    cards: Sources,
    in_hand: HandCounts,
    loose_of: dict[int, int],
    loose: list[int],
    source: int,
    card: Card,
    player: int,
) -> None:
    """``card`` leaves ``source`` from ``player``'s hand: a counted card if any, else a loose one."""
    if in_hand[source].get(player):
        in_hand[source][player] -= 1
    else:
        loose_of[source] -= 1
        loose[player] -= 1
    _remove(cards[source], card)


class Untracked(Knowledge):
    """Knowledge switched off: a search simulation plays cards it already knows, so it skips the
    bookkeeping (about a fifth of a simulated move). Such a state cannot be viewed or guessed."""

    def clone(self) -> Untracked:
        return self

    def add_batch(self, player: int, cards: Sequence[Card]) -> None:
        pass

    def draw(self, player: int, count: int, pile: list[list[int]]) -> None:
        pass

    def pass_all(self) -> None:
        pass

    def reveal(self, card: Card, player: int) -> None:
        pass

    def fill(
        self, known: dict[int, list[Card]], voids: Sequence[frozenset[str]], rng: random.Random
    ) -> tuple[list[list[Card]], list[list[Card | None]], list[Card | None]]:
        raise ValueError("this state keeps no knowledge of hidden cards (a search simulation)")
