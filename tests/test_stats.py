"""Players' statistics: what finished games add (``game/stats``), stored once and durably, equal to
what their records say, and worded for the results screen."""

from __future__ import annotations

import importlib
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from contract import play_to_end
from finden_race import play_race
from table_helpers import finished_record, table
from test_finish_durable import each_kill, finish_fishing, kill_at  # noqa: F401 (kill_at: a fixture)

from game.engine import recent
from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.engine.storage import Storage
from game.rules.finden.classic import ClassicGame
from game.scenes.registry import stats_of
from game.stats import book, kept, tonight
from game.stats.figures import scores_of, seat_figures

ROOT = Path(__file__).resolve().parents[1]


def seated(game: str, names: list[str], levels: list[str], seed: int) -> TableSetup:
    """Humans named ``names`` first, then bots of ``levels``."""
    seats = [Seat(HUMAN, name, SEAT_COLOURS[i]) for i, name in enumerate(names)]
    seats += [Seat(BOT, f"Bot {i}", SEAT_COLOURS[len(names) + i], level) for i, level in enumerate(levels)]
    return TableSetup(game, seats, {}, seed)


def finished(game: str, names: list[str], levels: list[str], seed: int) -> tuple[dict, object]:
    """A seeded game played to its end by random legal moves: its saved document and state."""
    setup = seated(game, names, levels, seed)
    rules = importlib.import_module(f"game.rules.{game}")
    state = play_to_end(rules.new_game(len(setup.seats), seed=seed), random.Random(seed))
    return {"setup": setup.to_json(), "record": state.to_record()}, state


TONIGHT = [
    ("fishing", ["Ana", "Bo"], ["easy"]),
    ("bingo", ["Ana"], ["medium", "hard"]),
    ("garum", ["Ana", "Bo"], ["hard"]),
    ("fishing", ["Ana"], ["hard", "hard"]),
    ("bingo", ["Bo", "Ana"], ["easy"]),
    ("garum", ["Ana"], ["easy", "medium"]),
]


def play_evening(storage: Storage, games=TONIGHT, first_seed: int = 11) -> list[dict]:
    """Count each game of ``games`` (seeded) as the table does; their saved documents."""
    saved_games = []
    for i, (game, names, levels) in enumerate(games):
        saved, state = finished(game, names, levels, first_seed + i)
        kept.count(storage, stats_of(game), saved, state)
        saved_games.append(saved)
    return saved_games


def state_class(game: str) -> type:
    return type(importlib.import_module(f"game.rules.{game}").new_game(3, seed=0))


def from_records(saved_games: list[dict]) -> list[dict]:
    """The finished games as computed afresh from the saved records alone (JSON, replayed)."""
    out = []
    for saved in json.loads(json.dumps(saved_games)):
        game = saved["setup"]["game"]
        state = state_class(game).from_record(saved["record"])
        out.append(kept.game_entry(stats_of(game), saved, state, "2026-12-07"))
    return out


# -- statistics equal the records ---------------------------------------------------------------
def test_statistics_after_seeded_games_equal_those_computed_from_their_records(tmp_path):
    storage = Storage(tmp_path)
    saved_games = play_evening(storage)
    stored = kept.players(Storage(tmp_path))
    assert list(stored) == ["Ana", "Bo"]  # the last seen first; the bots are nobody's
    assert len(kept.load(storage)["counted"]) == len(TONIGHT)
    fresh = from_records(saved_games)
    for name in ("Ana", "Bo"):
        for game in ("fishing", "bingo", "garum"):
            for kind in book.KINDS:
                assert book.line_in(stored[name], stats_of(game), kind) == book.line(
                    book.games_of(fresh, name), stats_of(game), kind
                ), (name, game, kind)


def test_each_players_line_counts_what_the_games_say(tmp_path):
    storage = Storage(tmp_path)
    saved_games = play_evening(storage)
    ana = kept.tallies_of(kept.players(storage), "ana")  # names are case-blind
    fishing = book.line_in(ana, stats_of("fishing"))
    states = [
        state_class("fishing").from_record(s["record"])
        for s in saved_games
        if s["setup"]["game"] == "fishing"
    ]
    seat_of = [[s["name"] for s in saved["setup"]["seats"]].index("Ana") for saved in saved_games[::3]]
    scores = [state.scores()[seat] for state, seat in zip(states, seat_of, strict=True)]
    wins = [seat in state.winners() for state, seat in zip(states, seat_of, strict=True)]
    assert fishing.played == 2 and fishing.won == sum(wins)
    assert fishing.best == max(scores) and fishing.average == sum(scores) / 2
    assert book.line_in(ana, stats_of("fishing"), "hard").played == 1
    assert book.line_in(ana, stats_of("fishing"), "people").played == 1  # Bo sat at the first table
    assert book.line_in(ana, stats_of("bingo"), "people").played == 1
    assert book.line_in(ana, stats_of("garum"), "medium").played == 1
    assert book.line_in(ana, stats_of("garum"), "hard").played == 1
    assert book.line_in(ana, stats_of("bingo"), "hard") is not None


def test_streaks_win_rate_and_figures_follow_the_games_in_order():
    def played(score, won, **figures):
        return book.Played("garum", "2026-12-07", score, won, (book.ALL,), figures)

    games = [played(10, True, best_line=4), played(30, True, best_line=9), played(5, False), played(20, True)]
    line = book.line(games, stats_of("garum"))
    assert (line.played, line.won, line.streak, line.longest) == (4, 3, 1, 2)
    assert line.win_rate == 0.75 and line.best == 30 and line.average == 16.25
    assert line.extra == {"best_line": 9} and line.recent == (10, 30, 5, 20)
    assert book.line(games, stats_of("bingo")) is None
    many = [played(score, False) for score in range(book.RECENT + 5)]
    assert book.line(many, stats_of("garum")).recent == tuple(range(5, book.RECENT + 5))  # the chart's last


def test_the_games_own_figures():
    """Fish per round, lines made, best line: what the events of the game said, per seat."""
    _saved, fishing = finished("fishing", ["Ana"], ["easy", "easy"], 4)
    figures = seat_figures(fishing, stats_of(fishing.GAME))
    assert [f["rounds"] for f in figures] == [fishing.round] * 3
    assert all(f["fish"] >= 0 for f in figures) and sum(f["fish"] for f in figures) > 0
    _saved, bingo = finished("bingo", ["Ana"], ["easy", "easy"], 4)
    assert all(set(f) == {"lines"} for f in seat_figures(bingo, stats_of(bingo.GAME)))
    _saved, garum = finished("garum", ["Ana"], ["easy", "easy"], 4)
    assert any(f["best_line"] > 0 for f in seat_figures(garum, stats_of(garum.GAME)))
    with pytest.raises(TypeError, match="reads GarumState games, not BingoState"):
        seat_figures(bingo, stats_of(garum.GAME))  # a kit naming another game's reader says so
    assert scores_of(bingo) == list(bingo.scores()) and stats_of("unknown").winners(bingo) == bingo.winners()
    with pytest.raises(TypeError):
        scores_of(object())


@pytest.mark.parametrize("seed", [3, 8])
def test_five_finden_figures_are_shapes_per_round_and_the_fastest_shape(seed):
    game, _kinds = play_race(seed)
    figures = seat_figures(game, stats_of("finden"))
    for seat, f in enumerate(figures):
        counted = [o for r in game.results for o in r[seat].outlines if o.verdict == "counts"]
        assert f["shapes"] == len(counted) and f["rounds"] == game.options.rounds
        assert ("fastest" in f) == bool(counted)
        if counted:
            steps = [s for r, s, who, _a in game.history if who == seat]
            assert f["fastest"] >= min(steps) / game.options.steps_per_second
    replayed = ClassicGame.from_record(json.loads(json.dumps(game.to_record())))
    assert seat_figures(replayed, stats_of("finden")) == figures


# -- stored once, durably -------------------------------------------------------------------------
def test_a_game_counted_again_on_resume_counts_once(tmp_path):
    storage = Storage(tmp_path)
    saved, state = finished("garum", ["Ana"], ["easy"], 5)
    assert kept.count(storage, stats_of("garum"), saved, state)
    assert kept.count(storage, stats_of("garum"), saved, state) == []
    assert book.line_in(kept.players(storage)["Ana"], stats_of("garum")).played == 1


def test_games_without_a_remembered_player_are_not_kept(tmp_path):
    storage = Storage(tmp_path)
    saved, state = finished("bingo", ["Sky"], ["easy", "easy"], 5)  # a colour name the table made up
    assert kept.count(storage, stats_of("bingo"), saved, state) == []
    assert kept.players(storage) == {} and not storage.path(kept.PLAYERS_FILE).exists()


KILLED_WRITE = """
import os, signal, sys, json
from game.engine.storage import Storage
from game.rules.fishing import FishingState
from game.scenes import registry
from game.stats import kept
saved = json.load(open(sys.argv[2]))
state = FishingState.from_record(saved["record"])
storage = Storage(sys.argv[1])
real, calls = os.{call}, []
def dies(*args):
    calls.append(args)
    if len(calls) == {nth}:
        os.kill(os.getpid(), signal.SIGKILL)
    return real(*args)
os.{call} = dies
counted, _lines = kept.counting(storage, registry.stats_of("fishing"), saved, state)
storage.commit(counted, ["autosave/fishing"])  # as the table does when a game ends
"""


@pytest.mark.parametrize(("call", "nth"), [("fsync", 1), ("replace", 1), ("fsync", 3), ("replace", 2)])
def test_a_kill_while_a_finished_game_is_written_loses_nothing(tmp_path, call, nth):
    """Killed inside the write (the journal or the statistics not yet durable, or not yet renamed):
    the games counted before are all there, and the game is either counted with its autosave gone
    or not counted with its autosave still there, to finish again and be counted exactly once."""
    home = tmp_path / "home"
    storage = Storage(home)
    play_evening(storage, TONIGHT[:2])
    before = kept.load(storage)
    saved, state = finished("fishing", ["Ana", "Bo"], ["hard"], 99)
    storage.save_json("autosave/fishing", saved)
    (tmp_path / "saved.json").write_text(json.dumps(saved))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    script = KILLED_WRITE.replace("{call}", call).replace("{nth}", str(nth))
    process = subprocess.run(
        [sys.executable, "-c", script, str(home), str(tmp_path / "saved.json")], cwd=ROOT, env=env, timeout=60
    )
    assert process.returncode == -signal.SIGKILL
    again = Storage(home)
    again.recover()
    after_kill = kept.load(again)
    this_game = kept.game_entry(stats_of("fishing"), saved, state, "")["id"]
    resumed = again.load_autosave("fishing")
    assert after_kill["counted"] == before["counted"] + ([] if resumed else [this_game])
    if resumed:  # nothing of it was counted: it is finished again on resume
        assert after_kill == before
        kept.count(again, stats_of("fishing"), resumed, type(state).from_record(resumed["record"]))
    assert kept.load(again)["counted"] == before["counted"] + [this_game]
    fishing = [
        book.line_in(d["players"]["ana"]["tallies"], stats_of("fishing")).played
        for d in (before, kept.load(again))
    ]
    assert fishing == [1, 2]
    assert not [p for p in home.rglob("*") if p.name.endswith(".tmp")]


def test_a_table_game_is_counted_once_or_still_saved_at_any_kill(kill_at, tmp_path):  # noqa: F811
    """The table's own finish (recent games, statistics and the autosave's removal in one commit),
    killed at each file operation in turn: the game is counted exactly when its save is gone."""
    record = finished_record("fishing", players=3)["record"]
    setup = table("fishing", humans=0, players=3)
    mover = record["actions"][-1][0]  # the last move is a bot's: the table plays it alone
    human = (mover + 1) % 3
    setup.seats[human] = Seat(HUMAN, "Ana", setup.seats[human].colour)

    def outcome(storage):
        counted = kept.load(storage)["counted"]
        assert len(recent.recent(storage, "fishing")) == len(counted)  # kept and counted together
        return storage.load_autosave(setup.game) is not None, len(counted)

    each_kill(kill_at, tmp_path, lambda app, arm: finish_fishing(app, arm, setup, record), outcome)


def test_the_results_of_a_table_game_say_what_changed_tonight(tmp_path):
    from fake_app import FakeApp

    from game.rules import fishing
    from game.scenes.fishing.scene import FishingScene

    record = finished_record("fishing", players=3)["record"]
    setup = table("fishing", humans=0, players=3)
    setup.seats[0] = Seat(HUMAN, "Ana", setup.seats[0].colour)
    setup.seats[1] = Seat(HUMAN, "Player", setup.seats[1].colour)  # the table's name: nobody's
    app = FakeApp()
    app.storage = Storage(tmp_path)
    last = fishing.FishingState.from_record({**record, "actions": record["actions"][:-1]})
    scene = FishingScene(app, setup, last)
    app.scenes.push(scene)
    for _ in range(3000):
        scene.update(1 / 60)
        if scene.state.is_over() and scene._finished:
            break
    scene.resize(app.size)
    assert scene.results_screen.summary().notes == ("Ana: " + ", ".join(_news(scene.state)),)
    assert list(kept.players(app.storage)) == ["Ana"]  # "Player" is the table's name for anyone


def _news(state) -> list[str]:
    won = 0 in state.winners()
    return (["first win tonight"] if won else []) + ["first Fishing game"]


# -- hostile statistics files ------------------------------------------------------------------
@pytest.mark.parametrize(
    "content",
    [
        "[" * 100_000,
        '{"players": 1}',
        "\xff\xfe",
        '[{"players": {}}]',
        '{"counted": "all", "players": {}}',
        '{"players": {"ana": {"name": "Ana", "tallies": {"garum": {"all": {"played": NaN}}}}}}',
    ],
)
def test_a_hostile_statistics_file_is_set_aside_and_counting_goes_on(tmp_path, content):
    storage = Storage(tmp_path)
    path = storage.path(kept.PLAYERS_FILE)
    path.parent.mkdir(parents=True)
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    saved, state = finished("garum", ["Ana"], ["easy"], 5)
    assert kept.count(storage, stats_of("garum"), saved, state) == ["Ana: first Garum game"]
    assert storage.warnings and list(path.parent.glob("players.corrupt-*.json"))
    assert book.line_in(kept.players(Storage(tmp_path))["Ana"], stats_of("garum")).played == 1


def test_a_bad_player_among_good_ones_is_left_out_alone(tmp_path):
    storage = Storage(tmp_path)
    play_evening(storage, TONIGHT[:3])
    path = storage.path(kept.PLAYERS_FILE)
    data = json.loads(path.read_text())
    data["players"]["bo"]["tallies"]["fishing"]["all"]["won"] = "lots"
    path.write_text(json.dumps(data))
    again = Storage(tmp_path)
    assert (
        list(kept.players(again)) == ["Ana"]
        and kept.players(again)["Ana"] == data["players"]["ana"]["tallies"]
    )
    assert again.warnings and list(path.parent.glob("players.corrupt-*.json"))


# -- what changed tonight -----------------------------------------------------------------------
def test_what_changed_tonight_says_wins_records_and_first_games():
    def played(score, won, game="fishing", **figures):
        return book.Played(game, "2026-12-07", score, won, (book.ALL, "easy"), figures)

    def news(history, new, wins_today=0):
        before = book.line(history, stats_of(new.game))
        game = stats_of(new.game)
        return tonight.changes(before, book.line([*history, new], game), new, wins_today, game)

    assert news([], played(10, False)) == ["first Fishing game"]
    history = [played(10, True), played(12, True)]
    assert news(history, played(11, True), 1) == ["2 wins tonight", "3 wins in a row, the longest yet"]
    assert news(history, played(30, False)) == ["best Fishing score yet (30)"]
    assert news(history, played(5, False)) == []
    garum = [played(10, False, "garum", best_line=4)]
    assert news(garum, played(9, False, "garum", best_line=6)) == ["new record: Best line 6"]
    assert tonight.said("Ana", ["a", "b", "c"]) == "Ana: a, b"


def test_a_finished_five_finden_race_at_its_table_is_counted_with_its_figures(tmp_path):
    """The 5er Finden table keeps its finished race among the recent games and counts it for the
    remembered players in the same write (``FindenTable.finished``)."""
    from fake_app import FakeApp

    from game.scenes.finden.entry import FINDEN

    game, _kinds = play_race(3)
    names = ["Ana", "Bo", "Cy", "Di"][: game.players]
    setup = TableSetup(
        "finden", [Seat(HUMAN, n, SEAT_COLOURS[i]) for i, n in enumerate(names)], {}, game.seed
    )
    app = FakeApp()
    app.storage = Storage(tmp_path)
    scene = FINDEN.resume(app, {"setup": setup.to_json(), "record": game.to_record()})
    writes = scene.finished()
    assert set(writes) == {"recent/finden", kept.PLAYERS_FILE}
    app.storage.commit(writes)
    stored = kept.players(app.storage)
    for seat, name in enumerate(names):
        figures = seat_figures(game, stats_of("finden"))[seat]
        line = book.line_in(stored[name], stats_of("finden"))
        assert (line.played, line.best) == (1, game.totals()[seat])
        assert line.extra["shapes_per_round"] == figures["shapes"] / figures["rounds"]
    assert len(scene.tonight) == len(names) and scene.tonight[0].startswith("Ana: ")
