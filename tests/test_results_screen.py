"""The one results screen of every game: places and the tie-break sentence agree with the rules,
rows come in ranking order, the chart ends on the final scores, Garum's tie-break sits after the
summands, and a replay shows the results without Play again / Menu / Watch replay."""

from __future__ import annotations

import pytest

from game.scenes.bingo.scene import BingoScene
from game.scenes.table import results
from game.scenes.table.replay import TableReplay
from game.scenes.widgets import results_panel
from tests.fake_app import FakeApp
from tests.table_helpers import TABLE_SCENES, finished_record

SCENES = TABLE_SCENES  # every turn-based game the registry knows
APPRENTICES = results.Criterion("apprentices", "fewer apprentices on the board")


def test_a_tie_on_points_decided_by_the_tie_break_names_both():
    keys = [(20, -3), (20, -2), (15, -1)]
    shown = [(20, 3), (20, 2), (15, 1)]
    assert results.places(keys) == [2, 1, 3]
    words, tied = results.explain(["Ada", "Bo", "Cy"], keys, shown, (results.POINTS, APPRENTICES))
    assert tied and words == "Tie on points (20): Bo wins with fewer apprentices on the board (2)."


def test_a_full_tie_shares_the_win_and_a_clear_win_says_by_what():
    keys = [(9, -2), (9, -2), (3, 0)]
    words, tied = results.explain(["Ada", "Bo", "Cy"], keys, keys, (results.POINTS, APPRENTICES))
    assert tied and words == "Tie on points (9) and on apprentices: Ada and Bo share the win."
    assert results.places(keys) == [1, 1, 3]
    words, tied = results.explain(["Ada", "Bo"], [(4,), (7,)], [(4,), (7,)], (results.POINTS,))
    assert not tied and words == "Bo wins with the most points (7)."


def ended_scene(key: str, players: int, seed: int):
    saved = finished_record(key, players, seed)
    scene = SCENES[key].resume(FakeApp(), saved)
    scene.resize(scene.app.size)
    return scene


@pytest.mark.parametrize("key", sorted(SCENES))
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_ranking_agrees_with_the_rules(key, seed):
    scene = ended_scene(key, 3 + seed % 2, seed)
    state, summary = scene.state, scene.results_summary()
    names = [scene.seat_name(seat) for seat in range(state.players)]
    assert {row.name for row in summary.rows if row.place == 1} == {names[s] for s in state.winners()}
    assert [row.place for row in summary.rows] == sorted(row.place for row in summary.rows)
    finals = {names[seat]: score for seat, score in enumerate(state.scores())}
    for row in summary.rows:
        assert row.series[0] == 0 and row.series[-1] == finals[row.name]
    if key != "bingo":  # Bingo's first column is its lines; covered numbers are its score
        assert all(row.cells[0] == str(finals[row.name]) for row in summary.rows)


def test_garum_keeps_the_tie_break_after_the_summands():
    scene = ended_scene("garum", 3, 5)
    summary = scene.results_summary()
    assert summary.columns == ("total", "bonuses", "workers", "apprentices") and summary.tie_breaks == 1
    for row in summary.rows:
        total, bonuses, workers, _apprentices = map(int, row.cells)
        assert total == bonuses + workers


def test_a_replay_shows_the_results_without_the_buttons():
    app = FakeApp()
    replay = TableReplay(app, finished_record("bingo", 3, 2), BingoScene, fastest=True)
    app.scenes.push(replay)
    replay.jump(len(replay.record))
    replay.table.game_over()
    table_scene = replay.table
    rects = results_panel.button_rects(table_scene.results_rect(), table_scene.s)
    assert table_scene.results_screen.button_at(rects["Menu"].center) is None
    table_scene.clock += 5
    from game.engine.pointers import DOWN, PRIMARY, Pointer, PointerEvent

    event = PointerEvent(DOWN, Pointer("mouse", "mouse"), rects["Play again"].center, PRIMARY)
    assert table_scene.results_click(event) and not table_scene.left


def test_watch_replay_opens_the_game_just_finished():
    scene = ended_scene("fishing", 3, 1)
    scene.app.scenes.push(scene)
    scene.game_over()
    scene.clock += 5
    from game.engine.pointers import DOWN, PRIMARY, Pointer, PointerEvent

    rects = results_panel.button_rects(scene.results_rect(), scene.s)
    scene.results_click(PointerEvent(DOWN, Pointer("mouse", "mouse"), rects["Watch replay"].center, PRIMARY))
    top = scene.app.scenes.top
    assert isinstance(top, TableReplay) and top.record.final == scene.state


def test_finden_classic_places_are_the_rules_and_the_legend_runs_from_first():
    from types import SimpleNamespace

    from game.rules.finden.scoring import rank_classic
    from game.scenes.finden import results as finden_results

    rounds = [[3, 4, 5, 6, 7], [5, 5, 5, 5, 5], [4, 4, 4, 5, 8], [1, 1, 1, 1, 1]]
    views = [SimpleNamespace(name=n, colour=(200, 100, 50)) for n in ("Ada", "Bo", "Cy", "Di")]
    summary = finden_results.classic(views, SimpleNamespace(round_totals=lambda: rounds))
    assert [row.name for row in summary.rows] == ["Bo", "Ada", "Cy", "Di"]
    places = rank_classic(rounds).places
    assert [row.place for row in summary.rows] == [places[i] for i in (1, 0, 2, 3)] == [1, 2, 3, 4]
    assert summary.lines[-1] == "Tie on points (25): Bo wins with more points in rounds 1–4 (20)."
    assert summary.rows[0].series == (0, 5, 10, 15, 20, 25)


@pytest.mark.parametrize("key", sorted(SCENES))
def test_the_results_say_who_asked_for_hints(key):
    """Hint use is recorded with the game and told on its results, seat by seat; a game played
    without hints says nothing of them."""
    from game.engine.draw import DrawProbe
    from tests.layout_probe import layout_problems

    saved = finished_record(key, 4, 5)
    plain = SCENES[key].resume(FakeApp(), saved)
    plain.resize(plain.app.size)
    plain_summary = plain.results_screen.summary()
    assert not any("hint" in line for line in (*plain_summary.lines, *plain_summary.notes))
    saved["record"]["hints"] = [[0, 3], [2, 9], [0, 17]]
    scene = SCENES[key].resume(FakeApp(), saved)
    scene.resize(scene.app.size)
    names = [seat["name"] for seat in saved["setup"]["seats"]]
    told = scene.results_screen.summary().notes[0]
    assert scene.results_screen.summary().lines == plain_summary.lines  # a tie-break line stays the lit last
    assert told == f"{names[0]} used 2 hints · {names[2]} used 1 hint"
    scene.game_over()
    probe = DrawProbe((1280, 720))
    scene.draw(probe)
    assert told in [t.text for t in probe.texts], "the line is on the results panel"
    assert not layout_problems(scene, (1280, 720))
