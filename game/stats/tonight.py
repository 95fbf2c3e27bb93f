"""What a finished game changed for each human, in player words, for the results screen:
"Ana: 3 wins tonight, best Fishing score yet (41)". Only what is new is said, at most two
things per player."""

from __future__ import annotations

from game.i18n import _, ngettext
from game.stats import book

MOST = 2
"""Things said per player (the joining words "{first}, {then}" are translated)."""


def said(name: str, news: list[str]) -> str:
    """One player's line: their name and the most notable news."""
    first, *more = news[:MOST]
    both = _("{first}, {then}").format(first=first, then=more[0]) if more else first
    return _("{name}: {news}").format(name=name, news=both)


def changes(
    was: book.Line | None, now: book.Line, new: book.Played, wins_today: int, game: book.GameStats
) -> list[str]:
    """What game ``new`` (of ``game``) changed, most notable first: ``was`` and ``now`` are the
    player's lines of its game before and after it, ``wins_today`` their wins today before it."""
    news: list[str] = []
    title = _(game.title)
    if new.won:
        wins = wins_today + 1
        news.append(ngettext("first win tonight", "{n} wins tonight", wins).format(n=wins))
    if was is None:
        news.append(_("first {game} game").format(game=title))
        return news
    if now.streak >= 2 and now.streak > was.longest:
        news.append(_("{n} wins in a row, the longest yet").format(n=now.streak))
    if new.score > was.best:
        news.append(_("best {game} score yet ({score})").format(game=title, score=_number(new.score)))
    for key, label, _figure, how in game.figures:
        old, best = was.extra.get(key), now.extra.get(key)
        if how in ("max", "min") and old is not None and best is not None and best != old:
            news.append(_("new record: {figure} {value}").format(figure=_(label), value=_number(best)))
    return news


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
