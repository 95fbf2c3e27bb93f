"""Planted bugs in the Fishing and Bingo engines, and random play under the watches: each bug
must make a watch fail. Shared by ``test_referee.py`` (a few games) and ``bench/referee.py``
(many). A mutant patches one spot of the project's own code and undoes it on leaving.
"""

from __future__ import annotations

import builtins
import contextlib
import random
from collections.abc import Iterator

from contract import step_random
from invariants import BingoWatch, FishingWatch

from game.rules import bingo, cards, fishing
from game.rules.bingo import state as bingo_state
from game.rules.fishing import flow
from game.rules.fishing import state as fishing_state


def _reverse_tie(key):
    """A sort key whose tie-break (its second part) is reversed."""
    return lambda item: (key(item)[0], -key(item)[1])


def _ocean_tie_reversed(iterable, key=None, reverse=False):
    return builtins.sorted(iterable, key=_reverse_tie(key), reverse=reverse)


def _leader_tie_reversed(*args, key=None):
    return builtins.min(*args) if key is None else builtins.min(*args, key=_reverse_tie(key))


def _trump_ignored(plays, lead, trump=None, lowest_wins=False, can_win=cards.has_colour):
    return cards.best_play(plays, lead, None, lowest_wins, can_win)


def _high_and_low_swapped(plays, lead, trump=None, lowest_wins=False, can_win=cards.has_colour):
    return cards.best_play(plays, lead, trump, not lowest_wins, can_win)


MUTANTS = {
    # name: (game, module patched, its name patched, the stand-in)
    "fishing ocean tie reversed": ("fishing", flow, "sorted", _ocean_tie_reversed),
    "fishing first-leader tie reversed": ("fishing", flow, "min", _leader_tie_reversed),
    "fishing trump ignored": ("fishing", fishing_state, "best_play", _trump_ignored),
    "bingo trump ignored": ("bingo", bingo_state, "best_play", _trump_ignored),
    "bingo high and low swapped": ("bingo", bingo_state, "best_play", _high_and_low_swapped),
}
"""``flow`` calls ``sorted`` only to order the ocean draws and ``min`` with a key only to pick a
round's first leader, so shadowing those names there reverses exactly one tie rule."""


@contextlib.contextmanager
def planted(name: str) -> Iterator[None]:
    """The engine with mutant ``name`` in place, for the ``with`` block only."""
    _, module, attribute, stand_in = MUTANTS[name]
    had = attribute in vars(module)
    saved = vars(module).get(attribute)
    setattr(module, attribute, stand_in)
    try:
        yield
    finally:
        if had:
            setattr(module, attribute, saved)
        else:
            delattr(module, attribute)


def watched_game(game: str, players: int, seed: int) -> int:
    """One seeded random game under its watch (Bingo with trump); its number of steps. Raises
    ``AssertionError`` where the watch sees the rules broken."""
    rng = random.Random(seed)
    if game == "fishing":
        state, watch_type = fishing.new_game(players, seed=seed), FishingWatch
    else:
        state, watch_type = bingo.new_game(players, seed=seed, trump=True), BingoWatch
    watch = watch_type(state)
    steps = 0
    while not state.is_over():
        step_random(state, rng, watch)
        steps += 1
    return steps


def games_until_caught(name: str, games: int, players: tuple[int, ...] = (3, 4, 5)) -> tuple[int | None, str]:
    """Play up to ``games`` games per player count with mutant ``name``; the number of the game
    whose watch failed first (1-based, over all counts) and its message, or (None, "")."""
    game = MUTANTS[name][0]
    played = 0
    with planted(name):
        for seed in range(games):
            for count in players:
                played += 1
                try:
                    watched_game(game, count, seed)
                except AssertionError as caught:
                    return played, str(caught)
    return None, ""
