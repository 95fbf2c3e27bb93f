"""High scores: entries carry their record, tampering is caught, ranking is score, then time."""

from __future__ import annotations

import copy

import pytest

from game.ai.finden.puzzle import choose_cross_out, choose_outline
from game.engine.storage import Storage
from game.rules.finden import GiveUp, Hint, Submit, new_solo
from game.rules.finden.daily import daily_board, daily_seed
from game.rules.finden.high_scores import entry_problem, rank_entries, solo_entry
from game.rules.finden.puzzle import puzzle_values
from game.scenes.finden.score_book import ScoreBook

VALUES = puzzle_values()


def finished(seed: int, board: str = "grey", daily: str | None = None, hints: int = 0, skill: int = 2):
    game = new_solo(seed, board, daily=daily)
    for _ in range(hints):
        game.apply(0, Hint())
    turn = 0
    while not game.is_over():
        sheet = game.sheets[0]
        if game.phase == "search":
            turn += 1
            found = choose_outline(sheet, game.valid_placements(0), VALUES)
            game.apply(0, Submit(found) if found and turn % skill else GiveUp())
        else:
            game.apply(0, choose_cross_out(sheet, VALUES))
    return game


@pytest.fixture(scope="module")
def entry():
    return solo_entry(finished(21), "Ada", "2026-11-30", 312.5, [1.0] * 24)


def test_an_honest_entry_reproduces_its_score(entry):
    assert entry_problem(entry, daily_seed) is None
    assert entry["table"] == "grey" and entry["score"] > 0


@pytest.mark.parametrize(
    "tamper, reason",
    [
        (lambda e: e.update(score=e["score"] + 5), "scores"),
        (lambda e: e["record"]["actions"].pop(), "stops before"),
        (lambda e: e["record"].update(seed=e["record"]["seed"] + 1), "Not ranked"),
        (lambda e: e["record"]["actions"][0][1].update(cells=[0, 1, 2, 3, 4]), "Not ranked"),
        (lambda e: e.update(record="42"), "no record"),
        (lambda e: e.update(board="white1"), "played on another board"),
        (lambda e: e.update(table="white1"), "wrong table"),
        (
            lambda e: (
                e.update(hints=0, table="grey") or e["record"]["actions"].insert(0, [0, {"type": "Hint"}])
            ),
            "hints",
        ),
    ],
)
def test_a_tampered_entry_is_detected(entry, tamper, reason):
    bad = copy.deepcopy(entry)
    tamper(bad)
    problem = entry_problem(bad, daily_seed)
    assert problem is not None and reason in problem


def test_hints_move_a_game_to_the_assisted_table():
    game = finished(22, hints=1)
    e = solo_entry(game, "Bo", "2026-11-30", 100)
    assert e["table"] == "grey-assisted" and e["hints"] == 1 and entry_problem(e) is None
    moved = dict(e, table="grey")
    assert "wrong table" in entry_problem(moved)


def test_a_daily_entry_must_be_that_days_game():
    day = "2026-11-30"
    honest = solo_entry(finished(daily_seed(day), daily_board(day), daily=day), "Cy", day, 50)
    assert honest["table"] == f"daily-{day}" and entry_problem(honest, daily_seed) is None
    forged = solo_entry(finished(5, daily_board(day), daily=day), "Cy", day, 50)
    assert "daily challenge" in entry_problem(forged, daily_seed)


def test_ranking_is_score_then_faster_then_earlier(entry):
    slower = dict(entry, name="slow", elapsed=400.0)
    faster = dict(entry, name="fast", elapsed=100.0)
    same = dict(entry, name="same", elapsed=100.0)
    worse = solo_entry(finished(21, skill=1), "low", "2026-11-30", 10.0)  # gives up every round
    cheat = dict(entry, name="cheat", score=entry["score"] + 1)
    order = [e["name"] for e, _ in rank_entries([slower, worse, cheat, faster, same])]
    assert worse["score"] < entry["score"]
    assert order == ["fast", "same", "slow", "low", "cheat"]


def test_storage_keeps_ranked_entries_and_marks_a_tampered_one(tmp_path, entry):
    storage = Storage(tmp_path)
    book = ScoreBook(storage)
    assert book.add(dict(entry, elapsed=300.0)) == 0
    assert book.add(dict(entry, name="Quick", elapsed=200.0)) == 0  # a tie, but faster
    assert book.add(dict(entry, name="Slow", elapsed=900.0)) == 2
    tables = storage.load_json("high_scores", {})
    tables["grey"][0]["score"] += 3  # edited on disk
    storage.save_json("high_scores", tables)
    checked = book.checked("grey")
    assert [e["name"] for e, p in checked if p is None] == ["Ada", "Slow"]
    assert checked[-1][0]["name"] == "Quick" and "Not ranked" in checked[-1][1]
    assert book.table_keys() == ["grey"]


def test_tables_list_boards_in_order_then_days_newest_first(tmp_path, entry):
    from game.scenes.finden.solo.high_scores import table_title

    storage = Storage(tmp_path)
    book = ScoreBook(storage)
    for table in ("daily-2026-11-29", "white2", "daily-2026-11-30-assisted", "grey", "daily-2026-11-30"):
        tables = storage.load_json("high_scores", {})
        tables[table] = [dict(entry, table=table)]
        storage.save_json("high_scores", tables)
    assert book.table_keys() == [
        "grey",
        "white2",
        "daily-2026-11-30",
        "daily-2026-11-30-assisted",
        "daily-2026-11-29",
    ]
    assert table_title("daily-2026-11-30-assisted") == "Daily 2026-11-30 (assisted)"
    assert table_title("white2") == "White 2"
    assert book.add(entry) == 1  # same score, same time: the earlier entry stays ahead
