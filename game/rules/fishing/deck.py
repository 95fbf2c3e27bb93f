"""Fishing's cards as data: the deck, the ocean's star groups, removals and hand sizes.

Everything the rules doc marks [decision] is read from ``levels/fishing/deck.toml`` and validated
here, so the engine holds no magic numbers and a bad file names its key.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Sequence

from game.rules.cards import Card
from game.rules.levels import LevelError, load_toml, require

DECK_FILE = "fishing/deck.toml"

# Buoy effects (the ``special`` of a colourless card).
PLAY_FIRST = "play first"
PASS_LEFT = "pass left"
CAPTURE_ALL = "capture all"
CALL_COLOUR = "call colour"
LOWEST_WINS = "lowest wins"
MINUS_THREE = "-3"
BUOYS = (PLAY_FIRST, PASS_LEFT, CAPTURE_ALL, CALL_COLOUR, LOWEST_WINS, MINUS_THREE)
NEXT_TRICK_EFFECTS = (PLAY_FIRST, CALL_COLOUR, LOWEST_WINS)
PENALTY = 3  # points a -3 costs each time it lands on a fisherman


@dataclasses.dataclass(frozen=True)
class Table:
    """One player count's setup: starting cards dealt, cards out of the game, hand sizes."""

    starting: tuple[Card, ...]
    removed: tuple[Card, ...]
    hand_sizes: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Deck:
    colours: tuple[str, ...]
    trump: str
    rounds: int
    stars: tuple[tuple[Card, ...], ...]  # ocean groups, 1 star first
    tables: dict[int, Table]

    @property
    def suits(self) -> tuple[str, ...]:
        """Every colour a card can have or a caller can name: the plain ones and trump."""
        return self.colours + (self.trump,)

    def all_cards(self, players: int) -> list[Card]:
        table = self.tables[players]
        return sorted(table.starting + table.removed + sum(self.stars, ()), key=card_key)


def is_buoy(card: Card) -> bool:
    return card.colour is None


def is_zero(card: Card) -> bool:
    return card.value == 0 and card.colour is not None


_SUIT_ORDER = {"blue": 0, "purple": 1, "red": 2, "yellow": 3, "green": 4}
_BUOY_ORDER: dict[str | None, int] = {name: i for i, name in enumerate(BUOYS)}


def card_key(card: Card) -> tuple[int, int]:
    """Sort order of hands: by colour, then value; buoys last (``Card`` itself cannot compare a
    buoy's None colour with a string)."""
    if card.colour is None:
        return (len(_SUIT_ORDER), _BUOY_ORDER.get(card.special, len(_BUOY_ORDER)))
    return (_SUIT_ORDER.get(card.colour, len(_SUIT_ORDER)), card.value or 0)  # coloured: a value


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in hand order (``card_key``)."""
    return tuple(sorted(cards, key=card_key))


def distinct(cards: Sequence[Card]) -> list[Card]:
    """Each different card once, in order (the two −3 buoys are one choice)."""
    if sum(card.special == MINUS_THREE for card in cards) < 2:
        return list(cards)  # no two cards are equal: skip the hashing on this hot path
    return list(dict.fromkeys(cards))


def parse_card(text: str) -> Card:
    """'blue 7', 'green 0', 'buoy capture all' (as ``str(card)`` writes them) -> Card."""
    if text.startswith("buoy "):
        special = text[5:]
        if special not in BUOYS:
            raise ValueError(f"unknown buoy {special!r}")
        return Card(None, None, special)
    colour, value = text.split()
    return Card(colour, int(value))


@functools.cache
def load_deck(path: str = DECK_FILE) -> Deck:
    """Read and check the deck file; ``LevelError`` names the key that is wrong."""
    data = load_toml(path)
    colours = tuple(require(data, "colours", list, path))
    trump = require(data, "trump", str, path)
    rounds = require(data, "rounds", int, path)
    values = require(data, "start_values", list, path)
    start = [Card(colour, value) for colour in colours for value in values]
    groups = []
    for i, group in enumerate(require(data, "stars", list, path)):
        where = f"stars[{i}]"
        if require(group, "stars", int, path, where) != i + 1:
            raise LevelError(path, f"key '{where}.stars'", f"star groups in order 1, 2, …; expected {i + 1}")
        cards = [Card(c, v) for v in require(group, "colour_values", list, path, where) for c in colours]
        cards += [Card(trump, v) for v in require(group, "trumps", list, path, where)]
        cards += [Card(c, 0) for c in require(group, "zeros", list, path, where)]
        for name in require(group, "buoys", list, path, where):
            if name not in BUOYS:
                raise LevelError(path, f"key '{where}.buoys'", f"one of {list(BUOYS)}, found {name!r}")
            cards.append(Card(None, None, name))
        groups.append(tuple(sorted(cards, key=card_key)))
    tables = {}
    for key, table in require(data, "players", dict, path).items():
        where = f"players.{key}"
        players = int(key)
        removed = {Card(c, v) for v in require(table, "remove_values", list, path, where) for c in colours}
        removed |= {parse_card(t) for t in require(table, "remove_cards", list, path, where)}
        starting = tuple(c for c in start if c not in removed)
        sizes = tuple(require(table, "hand_sizes", list, path, where))
        if len(sizes) != rounds or len(starting) != players * sizes[0]:
            raise LevelError(path, f"key '{where}.hand_sizes'",
                             f"{rounds} sizes, the first dealing {len(starting)} cards evenly")
        tables[players] = Table(starting, tuple(c for c in start if c in removed), sizes)
    return Deck(colours, trump, rounds, tuple(groups), tables)
