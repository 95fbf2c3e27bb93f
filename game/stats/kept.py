"""Each remembered player's statistics on disk: one small stored document (``stats/players``),
their tallies per game and opponent kind (``book``), folded in as each game finishes.

``counting`` says what a finished game adds, as a document to write in the same durable step
(``Storage.commit``) that keeps it among the recent games and removes its autosave: after a kill
at any moment the game is either still there to finish again or counted. The ids of the last
games counted (game, seed, moves, scores) are kept too, so a game is never counted twice.
"""

from __future__ import annotations

from datetime import date
from typing import TypedDict

from game.engine.recent import SavedGame
from game.engine.seats import HUMAN, TableSetup
from game.engine.storage import Storage
from game.stats import book, tonight
from game.stats.figures import scores_of, seat_figures

PLAYERS_FILE = "stats/players"
COUNTED = 50
"""Ids of the last games counted that are kept (a resumed game is one of the last)."""
KEEP = 60
"""Players kept (the least recently seen go first): a household and its friends, with room to spare;
the document stays small, so counting a game costs a few tens of ms however long the history."""


class Player(TypedDict):
    """A remembered player: the name as typed, the day of the last game and the wins that day,
    the tallies."""

    name: str
    day: str
    wins: int
    tallies: book.Tallies


class Kept(TypedDict):
    """The stored statistics (``documents.STATS`` checks them on load)."""

    counted: list[str]
    players: dict[str, Player]


def load(storage: Storage) -> Kept:
    """The stored statistics: ``counted`` ids and ``players`` (key -> name, day, wins that day,
    tallies), most recently seen first; an unusable file was set aside by ``load_json``."""
    data = storage.load_json(PLAYERS_FILE, {})
    return {"counted": list(data.get("counted", [])), "players": dict(data.get("players", {}))}


def players(storage: Storage) -> dict[str, book.Tallies]:
    """Each remembered player's name -> tallies, most recently seen first."""
    return {p["name"]: p.get("tallies", {}) for p in load(storage)["players"].values()}


def tallies_of(players: dict[str, book.Tallies], name: str) -> book.Tallies:
    """``name``'s tallies among ``players`` (``players()``), whatever the case; none if unknown."""
    key = book.key_of(name)
    return next((t for n, t in players.items() if book.key_of(n) == key), {})


def game_entry(stats: book.GameStats, saved: SavedGame, game: object, day: str) -> book.GameEntry:
    """What a finished ``game`` (of ``stats``' game) is for statistics: per seat its name, kind,
    level, points, win and figures, with the game's id."""
    scores, winners, figures = scores_of(game), stats.winners(game), seat_figures(game, stats)
    game_key = stats.key
    record = saved.get("record", {})
    seats: list[book.SeatEntry] = []
    for i, seat in enumerate(TableSetup.from_json(saved["setup"]).seats):
        seats.append(
            {
                "name": seat.name,
                "kind": seat.kind,
                "level": seat.level,
                "score": scores[i],
                "won": i in winners,
                "figures": figures[i],
            }
        )
    moves = len(record.get("actions", ()))
    return {
        "id": f"{game_key}:{record.get('seed', 0)}:{moves}:{','.join(map(str, scores))}",
        "game": game_key,
        "date": day,
        "seats": seats,
    }


def counting(
    storage: Storage, stats: book.GameStats, saved: SavedGame, game: object
) -> tuple[dict[str, Kept], list[str]]:
    """What a finished game adds to its players' statistics: the document to write (none when no
    remembered human played or it was counted already) and what changed tonight for each human
    (translated lines for the results screen)."""
    seats = TableSetup.from_json(saved["setup"]).seats
    humans = [i for i, s in enumerate(seats) if s.kind == HUMAN and book.remembered(s.name)]
    if not humans:
        return {}, []
    entry = game_entry(stats, saved, game, date.today().isoformat())
    data = load(storage)
    if entry["id"] in data["counted"]:
        return {}, []
    fresh: dict[str, Player] = {}
    lines = []
    for i in humans:
        name, played = seats[i].name, book.played_in(entry, i)
        key = book.key_of(name)
        player = data["players"].pop(key, {"name": name, "day": "", "wins": 0, "tallies": {}})
        wins = player.get("wins", 0) if player.get("day") == entry["date"] else 0
        was = book.line_in(player["tallies"], stats)
        tallies = book.counted(player["tallies"], played, stats.figures)
        now = book.line_in(tallies, stats)
        assert now is not None  # the game just counted is in its tallies
        news = tonight.changes(was, now, played, wins, stats)
        if news:
            lines.append(tonight.said(name, news))
        fresh[key] = {"name": name, "day": entry["date"], "wins": wins + played.won, "tallies": tallies}
    everyone = {**fresh, **data["players"]}
    document: Kept = {
        "counted": [*data["counted"], entry["id"]][-COUNTED:],
        "players": dict(list(everyone.items())[:KEEP]),
    }
    return {PLAYERS_FILE: document}, lines


def count(storage: Storage, stats: book.GameStats, saved: SavedGame, game: object) -> list[str]:
    """``counting``, written at once (one ``Storage.commit``); what changed tonight."""
    writes, lines = counting(storage, stats, saved, game)
    if writes:
        storage.commit(writes)
    return lines
