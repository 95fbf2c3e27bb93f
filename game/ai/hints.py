"""Hints for a human seat, one registry for every table: a good move and one line of reason.

``hint(key, view, seat) -> Hint(action, reason)`` for ``bingo``, ``fishing``, ``garum``,
``finden`` (classic) and ``finden-puzzle``. A scene that must not hold a frame runs a
``HintJob`` instead: ``step(max_seconds)`` once per frame until it returns the ``Hint`` (the
search games think a slice at a time, like their bots: ``ai/base.py``).

Honest by construction: a turn-based hint reads only ``state.view(seat)``; 5er Finden hides
nothing (every board and the dice are on the table). The reason is told from the same view, in
player words, and names only cards the seat holds or sees on the table.

- Bingo, Fishing, Garum: the hard bot on a smaller budget (``HINT_SHARE``) chooses, a slice per
  frame; the reason reads the heuristic player's sight of the cards still out (Bingo, Fishing) or
  its outlook on the lines (Garum, ``garum_hint.reason``).
- 5er Finden: the most valuable five the seat could outline now on its own board for the rolled
  symbols, from the matcher (``Board.matches``); the puzzle game asks its rules'
  ``valid_placements``, the very list the solo game's Hint button shows the best of.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from game.ai.base import Bot, Guarded
from game.ai.bingo import bot as bingo
from game.ai.bingo.heuristic import LINE_WORTH, Table, missed_value, number_value, trick_chances
from game.ai.fishing import bot as fishing
from game.ai.fishing.heuristic import Sight, strength
from game.ai.garum import bot as garum
from game.ai.garum import hint as garum_hint
from game.i18n import _
from game.rules.bingo import LINE_MASKS, PlaceFree
from game.rules.cards import PlayCard
from game.rules.finden.actions import Draw, Submit
from game.rules.finden.board import is_pentomino, used_mask
from game.rules.finden.scoring import LAST_ROUND_FACTOR
from game.rules.fishing import CALL, CAPTURE, CAPTURE_ALL, MINUS_THREE, PASS, is_zero
from game.rules.pentomino import SHAPES

HINT_SHARE = 0.5  # share of the hard bot's search budget a hint spends
SURE = 0.95  # a chance this high is told as a certainty
COUNTED_OUTLINES = 5  # 5er Finden classic: a round counts at most five outlines


@dataclasses.dataclass(frozen=True)
class Hint:
    action: Any
    reason: str


@dataclasses.dataclass(frozen=True)
class Wording:
    """How a reason names a card and a card colour: the table's words in the player's language
    (``scenes/table/words.py``); the plain defaults (the rules' ``str``) serve tests and benches."""

    card: Callable[[Any], str] = str
    colour: Callable[[str], str] = str


PLAIN = Wording()


def _last_to_play(view: Any) -> bool:
    """Does the seat to move play the trick's last card (nobody can answer it)?"""
    return len(view.trick) == view.players - 1


# -- Trick-Taking Bingo -----------------------------------------------------------------------------
def _bingo_reason(view: Any, seat: int, action: Any, say: Wording) -> str:
    mask = view.covered[seat]
    if isinstance(action, PlaceFree):
        number = action.number
        if number_value(mask, number) >= LINE_WORTH:
            return _("Puts the free marker on {number}: it completes a line.").format(number=number)
        begun = sum(1 for line in LINE_MASKS if line >> number & 1 and mask & line)
        if begun:
            return _("Puts the free marker on {number}: it lies on lines you have begun.").format(
                number=number
            )
        return _("Puts the free marker on {number}: it lies on the most open lines.").format(number=number)
    card = action.card
    name, number, colour = say.card(card), card.value, say.colour(card.colour)
    high, low = trick_chances(Table(view, seat), card)
    led = view.trick[0].card.colour if view.trick else card.colour
    lead = say.colour(led)
    sure = max(high, low) >= SURE
    last = _last_to_play(view)
    if sure and mask >> number & 1:
        return _("Plays {card}: {number} is covered already, so it moves your missed track on.").format(
            card=name, number=number
        )
    if sure and number_value(mask, number) >= LINE_WORTH:
        return _("Plays {card}: it will be the highest or lowest, and {number} completes a line.").format(
            card=name, number=number
        )
    if card.colour != led and high >= SURE:
        return _("Trumps with {card}: you have no {lead}, and it covers {number}.").format(
            card=name, lead=lead, number=number
        )
    if high >= SURE and low >= SURE and not view.trick:
        return _("Leads {card}: no one else can follow {colour}, so it covers {number}.").format(
            card=name, colour=colour, number=number
        )
    if high >= SURE:
        if not view.trick:
            return _("Leads the high {card}: no one else holds a higher {colour}.").format(
                card=name, colour=colour
            )
        if last:
            return _("Plays the high {card}: it tops the trick, so it covers {number}.").format(
                card=name, number=number
            )
        return _("Plays the high {card}: no one still to play holds a higher {colour}.").format(
            card=name, colour=colour
        )
    if low >= SURE:
        if not view.trick:
            return _("Leads the low {card}: no one else holds a lower {colour}.").format(
                card=name, colour=colour
            )
        if last:
            return _("Plays the low {card}: it is the trick's lowest, so it covers {number}.").format(
                card=name, number=number
            )
        return _("Plays the low {card}: no one still to play holds a lower {colour}.").format(
            card=name, colour=colour
        )
    if max(high, low) > 0.4:
        return _("Plays {card}: a good chance to be the highest or lowest and cover {number}.").format(
            card=name, number=number
        )
    if view.missed[seat] + 1 >= 3 and missed_value(mask, view.missed[seat]) > 0:
        return _("Plays {card}: being missed fills your missed track and earns a free marker.").format(
            card=name
        )
    return _("Plays {card}: a middle card to be missed with; your high and low cards wait.").format(card=name)


# -- Fishing ---------------------------------------------------------------------------------------
def _fishing_reason(view: Any, seat: int, action: Any, say: Wording) -> str:
    if view.phase == CAPTURE:
        if action.card.special == MINUS_THREE:
            return _("Captures the −3: there is nothing else to take.")
        text = _("Captures {card}: the most valuable card left in the trick.")
        return text.format(card=say.card(action.card))
    if view.phase == PASS:
        if action.card.special == MINUS_THREE:
            return _("Passes the −3: passing it costs you nothing.")
        return _("Passes {card}: the card you need least.").format(card=say.card(action.card))
    if view.phase == CALL:
        return _("Calls {colour}: the colour you are strongest in.").format(colour=say.colour(action.colour))
    card = action.card
    trick = [p.card for p in view.trick]
    if card.special == MINUS_THREE:
        return _("Dumps the −3: a buoy never takes a trick, so someone else swallows it.")
    if card.special == CAPTURE_ALL:
        return _("Plays capture all: it takes every other card of the trick.")
    if is_zero(card) and trick:
        return _("Plays {card}: a zero captures the best card of the trick.").format(card=say.card(card))
    chance = Sight(view, seat).win_chance(card)
    penalty = any(c.special == MINUS_THREE for c in trick)
    if chance >= SURE and not penalty:
        if _last_to_play(view):
            return _("Takes the trick with {card}: it beats every card in the trick.").format(
                card=say.card(card)
            )
        return _("Takes the trick with {card}: no one still to play can beat it.").format(card=say.card(card))
    if chance > 0.5 and not penalty:
        return _("Plays {card}: it will probably take the trick.").format(card=say.card(card))
    if penalty:
        return _("Plays {card}: it stays under the trick, which holds the −3.").format(card=say.card(card))
    if strength(card) < 0.3:
        return _("Throws {card}: the card you need least.").format(card=say.card(card))
    return _("Plays {card}: the best of your cards for this trick.").format(card=say.card(card))


# -- 5er Finden ------------------------------------------------------------------------------------
def _five_reason(shape: str, points: int) -> str:
    return _("Outline this {shape}-shape: its five symbols are the rolled ones, worth {points}.").format(
        shape=shape, points=points
    )


def _finden_classic(game: Any, seat: int) -> Hint | None:
    """The most valuable five still open on the seat's own board this round, or None."""
    mine = game.seats[seat]
    if game.roll is None or len(mine.outlines) >= COUNTED_OUTLINES:
        return None
    board, table = mine.board, mine.board.table
    drawn = {is_pentomino(board, outline) for outline in mine.outlines}
    fives = [
        p
        for p in board.matches(game.roll.faces, used_mask(board, mine.outlines))
        if SHAPES[table.shape[p]] not in drawn
    ]
    if not fives:
        return None
    best = max(fives, key=lambda p: game.values[SHAPES[table.shape[p]]])  # first of the best: stable
    shape = SHAPES[table.shape[best]]
    draw = Draw(tuple(int(c) for c in table.cells[best]))
    if game.round == game.options.rounds:  # the last round counts double: what it is worth now
        doubled = _(
            "Outline this {shape}-shape: its five symbols are the rolled ones, worth {points} in this "
            "last round (doubled)."
        )
        return Hint(draw, doubled.format(shape=shape, points=game.values[shape] * LAST_ROUND_FACTOR))
    return Hint(draw, _five_reason(shape, game.values[shape]))


def _finden_puzzle(game: Any, seat: int) -> Hint | None:
    """The solo Hint's five (``valid_placements``: best value first) for any puzzle seat."""
    found = game.valid_placements(seat) if seat in game.to_move() else []
    if not found:
        return None
    shape = is_pentomino(game.sheets[seat].board, found[0])
    return Hint(Submit(found[0]), _five_reason(shape, game.values[shape]))


# -- the registry ----------------------------------------------------------------------------------
HARD_BOTS = {"bingo": bingo, "fishing": fishing, "garum": garum}
REASONS: dict[str, Callable[[Any, int, Any, Wording], str]] = {
    "bingo": _bingo_reason,
    "fishing": _fishing_reason,
    "garum": lambda view, seat, action, _say: garum_hint.reason(view, seat, action),  # words no cards
}
AT_ONCE: dict[str, Callable[[Any, int], Hint | None]] = {
    "finden": _finden_classic,
    "finden-puzzle": _finden_puzzle,
}
GAMES = (*HARD_BOTS, *AT_ONCE)


def hint_bot(game: str, seed: int = 0) -> Bot:
    """The hard bot of ``game`` on a hint's budget (a plain ``Bot``: ``begin``/``step``)."""
    module = HARD_BOTS[game]
    bot = module.make_bot("hard", seed)
    if hasattr(bot, "iterations"):  # Bingo, Fishing: search iterations
        bot.iterations = max(1, int(bot.iterations * HINT_SHARE))
    else:  # Garum: playout moves over its sampled worlds
        bot.moves = max(1, int(bot.moves * HINT_SHARE))
    return bot


def reason(game: str, view: Any, seat: int, action: Any, say: Wording = PLAIN) -> str:
    """One line in player words saying why ``action`` is good for ``seat``, from its view, its
    cards named by ``say``."""
    if isinstance(action, PlayCard) and len(view.legal_actions(seat)) == 1:
        return _forced_reason(view, seat, action.card, say)
    return REASONS[game](view, seat, action, say)


def _forced_reason(view: Any, seat: int, card: Any, say: Wording) -> str:
    """A trick game's only playable card is played because it must be, not for a reason of its own
    (it was told "Throws yellow 4: the card you need least" when yellow 4 had to follow)."""
    if len(view.hands[seat]) == 1:
        return _("Plays {card}: your last card.").format(card=say.card(card))
    lead = view.lead_colour()
    if lead is not None and card.colour == lead:
        return _("Plays {card}: you must follow {colour}, and it is your only one.").format(
            card=say.card(card), colour=say.colour(lead)
        )
    return _("Plays {card}: the only card you may play now.").format(card=say.card(card))


class HintJob:
    """A hint being thought out a slice at a time; ``step`` returns the ``Hint`` once ready (and
    ``done`` is set; ``hint`` stays None when there is nothing to suggest: no five this roll)."""

    def __init__(self, game: str, view: Any, seat: int, seed: int = 0, say: Wording = PLAIN):
        self.game, self.view, self.seat, self.say = game, view, seat, say
        self.done, self.hint = False, None
        self.bot: Bot | None = None
        if game in HARD_BOTS:
            easy = HARD_BOTS[game].make_bot
            self.bot = Guarded(hint_bot(game, seed), lambda: easy("easy", seed))
            self.bot.begin(view, seat)
        elif game not in AT_ONCE:
            raise ValueError(f"No hints for {game!r}: choose one of {', '.join(GAMES)}.")

    def step(self, max_seconds: float = 0.003) -> Hint | None:
        if self.done:
            return self.hint
        if self.bot is None:
            self.hint = AT_ONCE[self.game](self.view, self.seat)
        else:
            action = self.bot.step(max_seconds)
            if action is None:
                return None
            self.hint = Hint(action, reason(self.game, self.view, self.seat, action, self.say))
        self.done = True
        return self.hint


def hint(game: str, view: Any, seat: int, seed: int = 0) -> Hint | None:
    """The suggested move for ``seat`` from its ``view`` and why (computed in one go: tests,
    benchmarks). 5er Finden takes the game itself: nothing in it is hidden."""
    job = HintJob(game, view, seat, seed)
    while not job.done:
        job.step(1.0)
    return job.hint
