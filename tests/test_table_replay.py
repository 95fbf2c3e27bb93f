"""The replay viewer of the turn-based games: it reaches the engine's state, steps back exactly,
never lets a bot or the autosave in, and refuses a record that does not replay."""

from __future__ import annotations

import pytest

from game.engine import recent
from game.scenes.table.replay import TableReplay
from tests.fake_app import FakeApp
from tests.table_helpers import TABLE_SCENES, finished_record

SCENES = TABLE_SCENES  # every turn-based game the registry knows
STEP_S = 1 / 120


def viewer(key: str, saved: dict, fastest: bool = True) -> TableReplay:
    app = FakeApp()
    replay = TableReplay(app, saved, SCENES[key], fastest=fastest)
    app.scenes.push(replay)
    return replay


def play_out(replay: TableReplay, limit: int = 200_000) -> None:
    for _ in range(limit):
        replay.update(STEP_S)
        if ("quit",) in replay.app.calls:
            return
    raise AssertionError("the replay never ended")


@pytest.mark.parametrize("key", sorted(SCENES))
def test_replay_reaches_the_engines_state_then_steps_back_and_forward(key):
    saved = finished_record(key)
    replay = viewer(key, saved)
    play_out(replay)
    final = type(replay.state()).from_record(saved["record"])
    assert replay.index == len(replay.record)
    assert replay.state() == final
    assert replay.table.results_since is not None  # the results showed, as in live play
    replay.press("previous")
    assert replay.state() == replay.record.state_at(len(replay.record) - 1)
    assert replay.state() != final
    replay.press("next")
    assert replay.state() == final


@pytest.mark.parametrize("key", sorted(SCENES))
def test_stepping_in_the_middle_and_jumping_rounds(key):
    saved = finished_record(key, seed=5)
    replay = viewer(key, saved, fastest=False)
    middle = len(replay.record) // 2
    replay.jump(middle)
    before = replay.state().clone()
    replay.press("next")
    replay.press("previous")
    assert replay.state() == before
    starts = replay.record.round_starts
    assert starts[0] == 0 and starts == sorted(set(starts)) and len(starts) > 1
    replay.jump_round(1)
    assert replay.index in starts and replay.index > 0
    replay.scrub(replay.bar_rects()["scrubber"].left)
    assert replay.index == 0


def test_a_paused_viewer_changes_nothing_and_saves_nothing():
    saved = finished_record("fishing")
    replay = viewer("fishing", saved, fastest=False)
    replay.press("play")  # pause
    for _ in range(600):
        replay.update(STEP_S)
    assert replay.index == 0 and not replay.state().history
    assert replay.app.storage.load_autosave("fishing") is None
    assert recent.recent(replay.app.storage, "fishing") == []


def test_playing_moves_on_by_itself_at_the_chosen_speed():
    saved = finished_record("bingo")
    slow, fast = viewer("bingo", saved, fastest=False), viewer("bingo", saved, fastest=False)
    fast.press("speed"), fast.press("speed")  # 1x -> 2x -> 4x
    assert fast.speed == 4.0
    for _ in range(1200):
        slow.update(STEP_S)
        fast.update(STEP_S)
    assert 0 < slow.index < fast.index


def test_a_record_that_does_not_replay_is_refused_with_the_reason():
    saved = finished_record("garum")
    saved["record"]["actions"][3] = saved["record"]["actions"][2]
    with pytest.raises(ValueError, match="does not replay|IllegalMove|not"):
        viewer("garum", saved)
    with pytest.raises(ValueError, match="record is for"):
        viewer("bingo", finished_record("garum"))


def test_finished_games_are_kept_newest_first_twenty_at_most():
    app = FakeApp()
    for n in range(recent.KEEP + 3):
        recent.keep(app.storage, "bingo", {"setup": {"n": n}, "record": {}})
    kept = recent.recent(app.storage, "bingo")
    assert len(kept) == recent.KEEP
    assert [k["setup"]["n"] for k in kept[:2]] == [recent.KEEP + 2, recent.KEEP + 1]


def test_a_bingo_replay_marks_tricks_and_a_free_marker_stays_with_its_trick():
    """Bingo's kit marks the scrubber by trick (its ``replay_mark``): each mark starts on the first
    card of a trick, never on a free marker chosen after the trick before."""
    from game.rules.bingo import PlaceFree, PlayCard

    for seed in range(3, 12):
        replay = viewer("bingo", finished_record("bingo", seed=seed), fastest=False)
        actions = replay.record.actions
        if any(isinstance(action, PlaceFree) for _seat, action in actions):
            break
    else:
        raise AssertionError("no seeded game with a free marker")
    starts = replay.record.round_starts
    assert len(starts) == replay.record.final.tricks  # one mark per trick
    assert all(isinstance(actions[i][1], PlayCard) for i in starts)
    assert replay.place(2, 9) == "Trick 2 of 9"
