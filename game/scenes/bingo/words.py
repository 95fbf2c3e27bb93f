"""The Bingo table's sentences about one trick's markers, for its banner: who covers which number,
who missed (and how full their missed track is now). Player words: seats by name and colour."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.i18n import _
from game.rules.bingo import MISSED_TRACK, Covered, Missed


def markers_words(events: Sequence[Covered | Missed], name: Callable[[int], str]) -> str:
    """ "Ann (Blue) covers 9 · Bob (Green) covers 3 · missed: Cid (Red) 1 of 3, Dee (Purple) 2 of 3"."""
    parts = []
    for event in events:
        if isinstance(event, Covered):
            if event.reason == "free":
                words = _("{player} places the free marker on {number}")
            else:
                words = _("{player} covers {number}")
            parts.append(words.format(player=name(event.seat), number=event.number))
    missed = [e for e in events if isinstance(e, Missed)]
    if missed:
        each = [
            _("{player} {count} of {track}").format(player=name(e.seat), count=e.track, track=MISSED_TRACK)
            for e in missed
        ]
        parts.append(_("missed: {players}").format(players=", ".join(each)))
    return " · ".join(parts)
