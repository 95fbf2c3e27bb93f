"""The Bingo table's sentences about one trick's markers, for its banners: who covers which number,
then who missed (and how full their missed track is now). Player words: seats by name and colour.
Two short sentences rather than one long one, so each fits on one line between the trick and the
hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.i18n import _
from game.rules.bingo import MISSED_TRACK, Covered, Missed


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
