"""Fishing's setup: a new game's hands, boats, fishermen and ocean, dealt or given as options.

Options override each random element of the setup so tests can build any position (cards as
``str(card)`` writes them): ``hands`` and ``boats``/``fishermen`` per seat, ``ocean`` (top first),
``scores``, ``round``, ``leader``, ``last_order``. Without ``hands`` the starting cards are dealt;
without ``ocean`` the ocean cards not placed are stacked by star group; every other card is out of
the game. The table's public knowledge of the hidden cards starts here too.
"""

from __future__ import annotations

import collections
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, TypeVar

from game.rules.base import rng_for
from game.rules.cards import Card
from game.rules.fishing.deck import load_deck, parse_card, sort_cards
from game.rules.fishing.knowledge import Knowledge
from game.rules.fishing.moves import PLAY
from game.rules.options import rows_of_words, whole, wholes, words

if TYPE_CHECKING:
    from game.rules.fishing.state import FishingState

T = TypeVar("T")
SETUP_OPTIONS = ("hands", "boats", "fishermen", "ocean", "scores", "round", "leader", "last_order")


def deal(state: FishingState, players: int, seed: int, options: Mapping[str, object]) -> None:
    """Fill the blank ``state`` with a new game's setup (see the module docstring for options)."""
    unknown = set(options) - set(SETUP_OPTIONS)
    if unknown:
        raise ValueError(f"unknown options {sorted(unknown)}")
    deck = load_deck()
    table = deck.tables[players]
    rng = rng_for(seed, "fishing", "setup")
    state.players, state.seed, state.options, state.history = players, seed, dict(options), []
    state.round = whole(options, "round", 1)
    nothing: list[list[str]] = [[] for _ in range(players)]
    boats = [_names(b) for b in _given(rows_of_words(options, "boats"), nothing)]
    state.fishermen = [_names(f) for f in _given(rows_of_words(options, "fishermen"), nothing)]
    placed = [c for b in boats for c in b] + [c for f in state.fishermen for c in f]
    given = rows_of_words(options, "hands")
    if given is not None:
        hands = [_names(h) for h in given]
        if len({len(h) for h in hands}) != 1:
            raise ValueError("every hand must hold the same number of cards")
    else:
        dealt = list(table.starting)
        rng.shuffle(dealt)
        size = len(dealt) // players
        hands = [dealt[i * size:(i + 1) * size] for i in range(players)]
    placed += [c for h in hands for c in h]
    state.knowledge = Knowledge(players)
    if (named := words(options, "ocean")) is not None:
        ocean = _names(named)
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
    state.hands = [sort_cards(h) for h in hands]
    state.boats = [list(b) for b in boats]
    state.ocean = list(ocean)
    state.out = sort_cards(out)
    state.knowledge.add_source([c for h in hands for c in h], {p: len(h) for p, h in enumerate(hands)})
    for run in runs:
        state.knowledge.add_ocean(run)
    for player, boat in enumerate(boats):
        state.knowledge.add_batch(player, boat)
    state.score = _given(wholes(options, "scores"), [0] * players)
    state.penalties = [0] * players
    state.leader = whole(options, "leader", rng.randrange(players))
    state.last_order = tuple(_given(wholes(options, "last_order"), list(range(players))))
    state.phase = PLAY
    state.trick, state.pile, state.winner, state.resolving = [], [], None, 0
    state.called = state.caller = state.next_first = state.next_caller = None
    state.lowest = state.next_lowest = False
    state.passes = None
    state.passed = [None] * players
    state.voids = [frozenset()] * players
    state.winners_ = ()


def _given(option: list[T] | None, default: list[T]) -> list[T]:
    return default if option is None else option


def _names(cards: Iterable[str]) -> list[Card]:
    return [parse_card(text) for text in cards]


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
