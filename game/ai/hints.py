"""Hints for a human seat, the machinery every table shares: a good move and one line of reason.

A game's hint is a ``SearchHint`` (its hard bot on a smaller budget, ``HINT_SHARE``, and a reason
told from the seat's view) or an ``AtOnceHint`` (found in one go); each game keeps its own in
``ai/<game>/hint.py`` and its kit names it. A scene that must not hold a frame runs a ``HintJob``:
``step(max_seconds)`` once per frame until it returns the ``Hint`` (the search games think a slice
at a time, like their bots: ``ai/base.py``); ``hint(hinter, view, seat)`` thinks in one go (tests,
benchmarks).

Honest by construction: a turn-based hint reads only ``state.view(seat)``; the reason is told from
the same view, in player words, and names only cards the seat holds or sees on the table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence, Sized
from typing import Any, Protocol, runtime_checkable

from game.ai.base import Bot, Guarded
from game.i18n import _
from game.rules.base import Action, TurnState
from game.rules.cards import Card, PlayCard

HINT_SHARE = 0.5  # share of the hard bot's search budget a hint spends
SURE = 0.95  # a chance this high is told as a certainty


@dataclasses.dataclass(frozen=True)
class Hint:
    action: Any
    """The move suggested, as the rules take it (``state.apply(seat, action)``): a game's own
    kind of action, which its hint code reads (5er Finden's outline)."""
    reason: str


@dataclasses.dataclass(frozen=True)
class Wording:
    """How a reason names a card and a card colour: the table's words in the player's language
    (``scenes/table/words.py``); the plain defaults (the rules' ``str``) serve tests and benches."""

    card: Callable[[Card], str] = str
    colour: Callable[[str], str] = str


PLAIN = Wording()

Reason = Callable[[TurnState, int, Action, Wording], str]
"""``reason(view, seat, action, say)``: why ``action`` is good for ``seat``, in player words (a
game's reason refuses a view of another game)."""


class TrickView(Protocol):
    """What ``last_to_play`` reads of a trick game's view."""

    @property
    def players(self) -> int: ...

    @property
    def trick(self) -> Sized: ...



@runtime_checkable
class HandsView(Protocol):
    """What a forced play's reason reads of a trick game's view: the hands and the colour led."""

    @property
    def hands(self) -> Sequence[Sized]: ...

    def lead_colour(self) -> str | None: ...


def last_to_play(view: TrickView) -> bool:
    """Does the seat to move play the trick's last card (nobody can answer it)?"""
    return len(view.trick) == view.players - 1


@dataclasses.dataclass(frozen=True)
class SearchHint:
    """A turn-based game's hint: its hard bot (``make_bot(level, seed)``) with ``HINT_SHARE`` of
    its search budget (the bot's attribute ``budget``) chooses; ``reason`` says why."""

    make_bot: Callable[[str, int], Bot]
    reason: Reason
    budget: str = "iterations"

    def bot(self, seed: int = 0) -> Bot:
        """The hard bot on a hint's budget (a plain ``Bot``: ``begin``/``step``)."""
        bot = self.make_bot("hard", seed)
        setattr(bot, self.budget, max(1, int(getattr(bot, self.budget) * HINT_SHARE)))
        return bot

    def why(self, view: TurnState, seat: int, action: Action, say: Wording = PLAIN) -> str:
        """One line in player words saying why ``action`` is good for ``seat``, from its view, its
        cards named by ``say``: a trick game's only playable card is played because it must be."""
        only = len(view.legal_actions(seat)) == 1
        if only and isinstance(action, PlayCard) and isinstance(view, HandsView):
            return _forced_reason(view, seat, action.card, say)
        return self.reason(view, seat, action, say)


@dataclasses.dataclass(frozen=True)
class AtOnceHint:
    """A game whose hint is found in one go from the game itself (nothing in it is hidden):
    ``find(game, seat)`` returns the ``Hint`` or None (nothing to suggest now); it refuses
    another game's (``TypeError``), as a search hint's reason refuses another game's view."""

    find: Callable[[object, int], Hint | None]


Hinter = SearchHint | AtOnceHint


def _forced_reason(view: HandsView, seat: int, card: Card, say: Wording) -> str:
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

    def __init__(self, hinter: Hinter, view: object, seat: int, seed: int = 0, say: Wording = PLAIN):
        """``view``: the seat's ``TurnState`` view for a ``SearchHint``; an ``AtOnceHint`` takes
        the game itself (5er Finden's)."""
        self.hinter, self.view, self.seat, self.say = hinter, view, seat, say
        self.done = False
        self.hint: Hint | None = None
        self.bot: Bot | None = None
        self.turn_view: TurnState | None = None
        if isinstance(hinter, SearchHint):
            if not isinstance(view, TurnState):
                raise TypeError(f"a search hint thinks on a turn-based view, not {view!r}")
            self.turn_view = view
            self.bot = Guarded(hinter.bot(seed), lambda: hinter.make_bot("easy", seed))
            self.bot.begin(view, seat)

    def step(self, max_seconds: float = 0.003) -> Hint | None:
        if self.done:
            return self.hint
        if isinstance(self.hinter, AtOnceHint):
            self.hint = self.hinter.find(self.view, self.seat)
        else:
            assert self.bot is not None and self.turn_view is not None
            action = self.bot.step(max_seconds)
            if action is None:
                return None
            self.hint = Hint(action, self.hinter.why(self.turn_view, self.seat, action, self.say))
        self.done = True
        return self.hint


def hint(hinter: Hinter, view: object, seat: int, seed: int = 0) -> Hint | None:
    """The suggested move for ``seat`` from its ``view`` and why, computed in one go (tests,
    benchmarks). An ``AtOnceHint`` takes the game itself: nothing in it is hidden."""
    job = HintJob(hinter, view, seat, seed)
    while not job.done:
        job.step(1.0)
    return job.hint
