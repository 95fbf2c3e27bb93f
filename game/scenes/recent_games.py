"""The finished games kept per game (``engine/recent.py``: the last 20, newest first), as the High
Scores screen lists them beside the solo tables: who played, their points, the date, and Watch
(``watch.replay_scene``). A kept game from before scores and dates were kept shows "–"."""

from __future__ import annotations

from typing import Any

from game.engine import draw, recent
from game.engine.scene import Scene
from game.engine.storage import Storage
from game.i18n import N_, _
from game.scenes import registry

PREFIX = "recent/"
COLUMNS = (N_("#"), N_("players"), N_("points"), N_("date"))
COLUMN_X = (0, 60, 800, 1150)  # base pixels from the panel's text margin
WIDTHS = (50, 720, 330, 170)  # each column's text fits this width (base pixels)
SMALLEST = 22  # a row's text shrinks to fit its column down to this size (base pixels), then is cut


def tables() -> list[str]:
    """One table of kept games per game, after the solo tables."""
    return [PREFIX + kit.key for kit in registry.KITS]


def is_recent(table: str | None) -> bool:
    return bool(table) and str(table).startswith(PREFIX)


def title(table: str) -> str:
    key = table.removeprefix(PREFIX)
    entry = registry.GAMES.get(key)
    return _("Recent games: {game}").format(game=_(entry.title) if entry else key)


def empty(table: str) -> str:
    return _("No finished games yet: each game you finish lands here, to watch again.")


def entries(storage: Storage, table: str) -> list[dict[str, Any]]:
    return recent.recent(storage, table.removeprefix(PREFIX))


def cells(place: int, saved: dict[str, Any]) -> tuple[str, ...]:
    """A kept game's row: its number (1 = newest), the players, their points, the date."""
    setup = saved.get("setup")
    seats = setup.get("seats", []) if isinstance(setup, dict) else []
    names = ", ".join(str(seat.get("name", "?")) for seat in seats if isinstance(seat, dict))
    scores = saved.get("scores")
    points = " · ".join(str(p) for p in scores) if isinstance(scores, list) and scores else "–"
    return str(place), names or "?", points, str(saved.get("date", "–"))


def clipped(text: str, size: int, width: float) -> str:
    """``text`` cut to fit ``width`` at ``size``, ending in "…" when cut: the longest prefix that
    fits, found by halving (a few measurements however long the text, not one per character; a
    text longer than ``width`` has pixels is never drawn whole to be measured)."""
    if len(text) <= width and draw.text(text, size, draw.TEXT).get_width() <= width:
        return text

    def fits(n: int) -> bool:
        return draw.text(text[:n] + "…", size, draw.TEXT).get_width() <= width

    low, high = 0, min(len(text), int(width))  # no glyph is narrower than a pixel
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if fits(middle) else (low, middle - 1)
    return text[:low].rstrip(", ") + "…"


def watch(app: Any, saved: dict[str, Any]) -> Scene | None:
    """The replay of a kept game, or None when its record does not replay any more."""
    from game.scenes import watch as watching  # watch knows every game's scene

    try:
        return watching.replay_scene(app, saved)
    except ValueError:
        return None
