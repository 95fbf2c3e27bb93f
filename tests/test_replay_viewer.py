"""The replay viewer as a player uses it: Back leaves and Step back steps, a step back keeps the log
up to there, the bar counts rounds as the table does, nobody "thinks" in a replay, and the solo
replay has the same bar and none of the live table's buttons."""

from __future__ import annotations

import pygame
import pytest

from game.ai.finden.puzzle import choose_cross_out
from game.engine.draw import DrawProbe
from game.engine.pointers import DOWN, PRIMARY, Pointer, PointerEvent
from game.engine.scene import Scene
from game.rules.finden import GiveUp, new_solo
from game.rules.finden.actions import Phase
from game.rules.finden.high_scores import solo_entry
from game.scenes.finden.solo.replay import ReplayScene
from game.scenes.table.log_replay import replayed_lines
from game.scenes.table.replay import TableReplay
from tests.fake_app import FakeApp
from tests.table_helpers import TABLE_SCENES, finished_record

SCENES = TABLE_SCENES  # every turn-based game the registry knows


def viewer(key: str) -> TableReplay:
    app = FakeApp()
    app.scenes.push(Scene(app))  # what the viewer was opened from
    replay = TableReplay(app, finished_record(key), SCENES[key])
    app.scenes.push(replay)
    replay.press("play")  # paused: the test steps
    return replay


def click(scene, name: str) -> None:
    pointer = Pointer("mouse", "mouse")
    scene.handle_pointer(PointerEvent(DOWN, pointer, scene.bar_rects()[name].center, PRIMARY))


def texts(scene) -> list[str]:
    probe = DrawProbe(scene.app.size)
    scene.draw(probe)
    return [text.text for text in probe.texts]


@pytest.mark.parametrize("key", sorted(SCENES))
def test_back_leaves_and_step_back_steps(key):
    replay = viewer(key)
    for _ in range(5):
        click(replay, "next")
    assert replay.index == 5
    click(replay, "previous")
    assert replay.index == 4 and replay.app.scenes.top is replay
    assert {"Back", "Step back", "Next"} <= set(texts(replay))
    click(replay, "back")
    assert replay.app.scenes.top is not replay, "Back leaves the replay"


@pytest.mark.parametrize("key", sorted(SCENES))
def test_a_step_back_shows_the_log_up_to_that_point(key):
    replay = viewer(key)
    for _ in range(12):
        replay.press("next")
        replay.table.timeline.finish()
    replay.press("previous")
    assert replay.index == min(12, replay.length()) - 1
    lines = replay.table.log.lines
    assert lines, "the log is not emptied by a step back"
    at = replay.record.state_at(replay.index)
    expected = replayed_lines(SCENES[key], replay.app, replay.record.setup, at)
    assert lines == expected


@pytest.mark.parametrize("key", sorted(SCENES))
def test_the_bar_counts_rounds_as_the_table_does(key):
    """Bingo's bar said "Trick 1 of 3" (the tricks kept) over a table saying "Trick 1 of 9", and
    "Trick 2" while the table still showed trick 1's cards."""
    replay = viewer(key)
    total = replay.table.round_count()
    unit = "Trick" if key == "bingo" else "round" if key == "garum" else "Round"
    for _ in range(min(replay.length(), 40)):
        replay.table.update(1 / 30)  # the presentation part-way: the shown state lags the rules'
        number = replay.table.round_number()
        assert replay.label().startswith(f"{'Trick' if key == 'bingo' else 'Round'} {number} of {total} ·")
        assert any(f"{unit} {number} of {total}" in text for text in texts(replay)), texts(replay)
        replay.press("next")


@pytest.mark.parametrize("key", sorted(SCENES))
def test_nobody_is_thinking_in_a_replay(key):
    replay = viewer(key)
    for _ in range(30):
        seat = replay.table.state.to_move()
        replay.table.timeline.finish()
        replay.table.update(1.0)  # the banner of the last move read: the panels show who is to move
        assert "thinking…" not in texts(replay), seat
        replay.press("next")


def solo_replay() -> ReplayScene:
    game = new_solo(4, "grey")
    times = []
    while not game.is_over():
        cross = game.phase is Phase.CROSS
        game.apply(0, choose_cross_out(game.sheets[0], game.values) if cross else GiveUp())
        times.append(1.0 + len(times))
    entry = solo_entry(game, "Ada", "2026-01-01", 30.0, times)
    app = FakeApp()
    app.scenes.push(Scene(app))
    replay = ReplayScene(app, entry)
    app.scenes.push(replay)
    return replay


def test_the_solo_replay_has_the_bar_and_none_of_the_live_buttons():
    replay = solo_replay()
    shown = texts(replay)
    assert {"Back", "Step back", "Next"} <= set(shown)
    assert not {"Done", "Give up", "Hint"} & set(shown), shown
    click(replay, "next")
    click(replay, "next")
    assert replay.index == 2
    click(replay, "previous")
    assert replay.index == 1
    assert f"of {len(replay.table.game.rolls)} ·" in replay.label()
    replay.jump(replay.length())
    for _ in range(200):
        replay.update(1 / 30)
    assert not {"Play again", "Menu", "High scores"} & set(texts(replay)), "no live results buttons"
    replay.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert replay.app.scenes.top is not replay
