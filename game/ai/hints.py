"""Hints for a human seat: the hard bot's move for that seat, with one line of reason.

``hint(game, view, seat)`` asks the game's hard bot (with a smaller budget, so it answers within a
few frames) what it would play from the seat's own view, and explains the move in player words
from what the seat can see. It depends on nothing hidden from the seat: the view is all it gets.
A scene that wants the thinking spread over frames runs ``hint_bot(game)`` like any bot and then
asks ``reason(game, view, seat, action)``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.ai import bingo, fishing
from game.ai.base import Bot, decide
from game.ai.heuristic_bingo import LINE_WORTH, Table, missed_value, number_value, trick_chances
from game.ai.heuristic_fishing import Sight, strength
from game.rules.bingo import LINE_MASKS, PlaceFree
from game.rules.fishing import CALL, CAPTURE, CAPTURE_ALL, MINUS_THREE, PASS, is_zero

HINT_SHARE = 0.5  # share of the hard bot's search budget a hint spends
SURE = 0.95  # a chance this high is told as a certainty


@dataclasses.dataclass(frozen=True)
class Hint:
    action: Any
    reason: str


# -- Trick-Taking Bingo -----------------------------------------------------------------------------
def _bingo_reason(view: Any, seat: int, action: Any) -> str:
    mask = view.covered[seat]
    if isinstance(action, PlaceFree):
        number = action.number
        if number_value(mask, number) >= LINE_WORTH:
            return f"puts the free marker on {number}: it completes a line"
        begun = sum(1 for line in LINE_MASKS if line >> number & 1 and mask & line)
        if begun:
            return f"puts the free marker on {number}: it lies on {begun} of your begun lines"
        return f"puts the free marker on {number}: it lies on the most open lines"
    card = action.card
    name = f"{card.colour} {card.value}"
    high, low = trick_chances(Table(view, seat), card)
    lead = view.trick[0].card.colour if view.trick else card.colour
    covered = mask >> card.value & 1
    line = " and completes a line" if number_value(mask, card.value) >= LINE_WORTH else ""
    if covered and max(high, low) >= SURE:
        return f"plays {name}: {card.value} is covered already, so it moves your missed track on"
    if card.colour != lead and high >= SURE:
        return f"trumps with {name}: you have no {lead}, and it covers {card.value}{line}"
    if high >= SURE and low >= SURE and not view.trick:
        return f"leads {name}: no one else can follow {card.colour}, so it covers {card.value}{line}"
    if high >= SURE:
        what = "leads" if not view.trick else "plays"
        return f"{what} the high {name}: no one still to play holds a higher {card.colour}{line}"
    if low >= SURE:
        what = "leads" if not view.trick else "plays"
        return f"{what} the low {name}: no one still to play holds a lower {card.colour}{line}"
    if max(high, low) > 0.4:
        return f"plays {name}: it has a good chance to be the highest or lowest and cover {card.value}"
    if view.missed[seat] + 1 >= 3 and missed_value(mask, view.missed[seat]) > 0:
        return f"plays {name}: being missed fills your missed track and earns a free marker"
    return f"plays {name}: a middle card to be missed with, keeping your high and low cards for later"


# -- Fishing ---------------------------------------------------------------------------------------
def _fishing_reason(view: Any, seat: int, action: Any) -> str:
    if view.phase == CAPTURE:
        if action.card.special == MINUS_THREE:
            return "captures the −3: there is nothing else to take"
        return f"captures {action.card}: the most valuable card left in the trick"
    if view.phase == PASS:
        if action.card.special == MINUS_THREE:
            return "passes the −3: passing it costs you nothing"
        return f"passes {action.card}: the card you need least"
    if view.phase == CALL:
        return f"calls {action.colour}: the colour you are strongest in"
    card = action.card
    trick = [p.card for p in view.trick]
    if card.special == MINUS_THREE:
        return "dumps the −3: a buoy never takes a trick, so someone else swallows it"
    if card.special == CAPTURE_ALL:
        return "plays capture all: it takes every other card of the trick"
    if is_zero(card) and trick:
        return f"plays {card}: a zero captures the best card of the trick"
    chance = Sight(view, seat).win_chance(card)
    penalty = any(c.special == MINUS_THREE for c in trick)
    if chance >= SURE and not penalty:
        return f"takes the trick with {card}: no one still to play can beat it"
    if chance > 0.5 and not penalty:
        return f"plays {card}: it will probably take the trick"
    if penalty:
        return f"plays {card}: it stays under the trick, which holds the −3"
    if strength(card) < 0.3:
        return f"throws {card}: the card you need least"
    return f"plays {card}: the best of your cards for this trick"


HARD_BOTS = {"bingo": bingo, "fishing": fishing}
REASONS = {"bingo": _bingo_reason, "fishing": _fishing_reason}


def hint_bot(game: str, seed: int = 0) -> Bot:
    """The hard bot of ``game`` on a hint's budget (a plain ``Bot``: ``begin``/``step``)."""
    module = HARD_BOTS[game]
    bot = module.make_bot("hard", seed)
    bot.iterations = max(1, int(module.ITERATIONS["hard"] * HINT_SHARE))
    return bot


def reason(game: str, view: Any, seat: int, action: Any) -> str:
    """One line in player words saying why ``action`` is good for ``seat``, from its view."""
    return REASONS[game](view, seat, action)


def hint(game: str, view: Any, seat: int, seed: int = 0) -> Hint:
    """The hard bot's move for ``seat`` from its ``view`` and why (computed in one go)."""
    action = decide(hint_bot(game, seed), view, seat)
    return Hint(action, reason(game, view, seat, action))
