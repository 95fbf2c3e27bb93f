"""What a finished game changed for each human, in player words, for the results screen:
"Ana: 3 wins tonight, best Fishing score yet (41)". Only what is new is said, at most two
things per player."""

from __future__ import annotations

from game.i18n import _, ngettext
from game.rules import bingo, fishing, garum
from game.rules.finden import spec as finden
from game.rules.finden.puzzle import PUZZLE
from game.stats import book

SPECS = {spec.key: spec for spec in (finden.SPEC, PUZZLE, fishing.SPEC, bingo.SPEC, garum.SPEC)}

MOST = 2
"""Things said per player (the joining words "{first}, {then}" are translated)."""


def title(game_key: str) -> str:
    """A game's short name in the player's language ("Bingo")."""
    spec = SPECS.get(game_key)
    return _((spec.short or spec.title) if spec else game_key)


def said(name: str, news: list[str]) -> str:
    """One player's line: their name and the most notable news."""
    first, *more = news[:MOST]
    both = _("{first}, {then}").format(first=first, then=more[0]) if more else first
    return _("{name}: {news}").format(name=name, news=both)


def changes(was: book.Line | None, now: book.Line, new: book.Played, wins_today: int) -> list[str]:
    """What game ``new`` changed, most notable first: ``was`` and ``now`` are the player's lines
    of its game before and after it, ``wins_today`` their wins today before it."""
    game, news = new.game, []
    if new.won:
        wins = wins_today + 1
        news.append(ngettext("first win tonight", "{n} wins tonight", wins).format(n=wins))
    if was is None:
        news.append(_("first {game} game").format(game=title(game)))
        return news
    if now.streak >= 2 and now.streak > was.longest:
        news.append(_("{n} wins in a row, the longest yet").format(n=now.streak))
    if new.score > was.best:
        news.append(_("best {game} score yet ({score})").format(game=title(game), score=_number(new.score)))
    for key, label, _figure, how in book.FIGURES.get(game, ()):
        old, best = was.extra.get(key), now.extra.get(key)
        if how in ("max", "min") and old is not None and best is not None and best != old:
            news.append(_("new record: {figure} {value}").format(figure=_(label), value=_number(best)))
    return news


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
