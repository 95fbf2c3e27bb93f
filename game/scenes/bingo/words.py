"""The Bingo table's sentences about one trick's markers, for its banners: who covers which number,
then who missed (and how full their missed track is now). Player words: seats by name and colour.
Two short sentences rather than one long one, so each fits on one line between the trick and the
hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.i18n import _
from game.rules.bingo import MISSED_TRACK, Covered, FreeMarkerEarned, Missed, TrickResolved
from game.scenes.table.words import card_words

if TYPE_CHECKING:
    from game.scenes.table.trick_memory import Trick


def covered_words(events: Sequence[Covered | Missed], name: Callable[[int], str]) -> str:
    """ "Ann (Blue) covers 9 · Bob (Green) covers 3" ("" when nobody covers)."""
    parts = []
    for event in events:
        if isinstance(event, Covered):
            if event.reason == "free":
                words = _("{player} places the free marker on {number}")
            else:
                words = _("{player} covers {number}")
            parts.append(words.format(player=name(event.seat), number=event.number))
    return " · ".join(parts)


def missed_words(events: Sequence[Covered | Missed], name: Callable[[int], str]) -> str:
    """ "Missed, no number covered: Cid (Red) 1 of 3 · Dee (Purple) 3 of 3. 3 misses earn a free
    marker." ("" when nobody missed): what a miss is and what the count on the track leads to."""
    missed = [e for e in events if isinstance(e, Missed)]
    if not missed:
        return ""
    each = [
        _("{player} {count} of {track}").format(player=name(e.seat), count=e.track, track=MISSED_TRACK)
        for e in missed
    ]
    words = _("Missed, no number covered: {players}. {track} misses earn a free marker.")
    return words.format(players=" · ".join(each), track=MISSED_TRACK)


TRICK_WON = (TrickResolved,)
AFTER_TRICK = (Covered, Missed)
"""What follows a won trick, for the last trick (``table/trick_memory.py``): all seen by everyone."""


def trick_lines(trick: Trick, name: Callable[[int], str]) -> list[str]:
    """A won trick's outcome for the last trick, in the banners' words: who took the high and the
    low, who covers what, who missed (and that three misses earn a free marker)."""
    markers = [e for e in trick.after if isinstance(e, Covered | Missed)]
    won = trick_line(trick.won, name) if isinstance(trick.won, TrickResolved) else ""
    lines = [won, covered_words(markers, name), missed_words(markers, name)]
    return [line for line in lines if line]


def trick_line(event: TrickResolved | Covered | Missed | FreeMarkerEarned, name: Callable[[int], str]) -> str:
    """A trick's outcome in player words, for the log and the last trick ("Ann (Blue) covers 9");
    ``name`` names a seat."""
    if isinstance(event, TrickResolved):
        high, low = name(event.highest), name(event.lowest)
        if event.highest == event.lowest:
            both = {"player": high, "card": card_words(event.high_card)}
            return _("{player} took both the high and the low with {card}").format(**both)
        cards = {"high": high, "high_card": card_words(event.high_card), "low": low}
        cards["low_card"] = card_words(event.low_card)
        return _("{high} took the high with {high_card}, {low} the low with {low_card}").format(**cards)
    who = name(event.seat)
    if isinstance(event, FreeMarkerEarned):
        words = _("{player} missed three times: a free marker to place on any open number")
        return words.format(player=who)
    if isinstance(event, Missed):
        words = _("{player} misses: {n} of {total} on the missed track")
        return words.format(player=who, n=event.track, total=MISSED_TRACK)
    if event.reason == "free":
        return _("{player} places the free marker on {number}").format(player=who, number=event.number)
    return _("{player} covers {number}").format(player=who, number=event.number)
