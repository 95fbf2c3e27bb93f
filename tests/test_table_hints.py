"""Hints at the turn-based tables: the Hint button, H and the pad's Back button ask for the seat to
move; the hint is a legal move shown until someone acts; each use is kept in the saved record,
which still replays to an equal game."""

from __future__ import annotations

import pygame
import pytest
import table_helpers

from game.ai.base import use_work_units
from game.scenes.garum.scene import GarumScene
from game.scenes.table.hint import hint_counts, hints_used_words, uses_of, with_uses

SCENES = table_helpers.TABLE_SCENES  # every turn-based game the registry knows


@pytest.fixture
def units():
    """Bots and hints sliced by counted work (as headless runs are): a search hint takes frames."""
    use_work_units()
    yield
    use_work_units(None)


def seated(app, drive, game: str):
    players = 4
    scene = table_helpers.start(app, table_helpers.table(game, players=players), SCENES[game])
    table_helpers.settle(drive, scene)
    assert scene.humans_to_move() == [0]
    return scene


def wait_for_hint(drive, scene, limit: int = 300) -> int:
    for frame in range(limit):
        if scene.hints.current(0) is not None:
            return frame
        drive.frames(1)
    raise AssertionError("no hint within the frame limit")


@pytest.mark.parametrize("game", list(SCENES))
def test_h_asks_for_the_seat_to_move_and_the_hint_is_a_legal_move(app, drive, fast, units, game):
    scene = seated(app, drive, game)
    drive.key(pygame.K_h)
    wait_for_hint(drive, scene)
    shown = scene.hints.current(0)
    assert shown.hint.action in scene.state.legal_actions(0)
    assert shown.hint.reason.endswith(".")
    assert scene.hints.uses == [[0, len(scene.state.history)]]


def test_a_search_hint_thinks_over_several_frames_and_the_button_says_so(app, drive, fast, units):
    scene = seated(app, drive, "bingo")
    while len(scene.state.legal_actions(0)) < 2:  # a choice to think about
        scene.submit(0, scene.state.legal_actions(0)[0])
        table_helpers.settle(drive, scene)
    assert scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    assert scene.hints.thinking(), "a hard-bot hint must not be decided within one frame"
    assert wait_for_hint(drive, scene) > 0


def test_the_hint_button_asks_and_the_hint_goes_once_the_seat_acts(app, drive, fast, units):
    scene = seated(app, drive, "fishing")
    drive.click(scene.layout.hint_button.rect.center)
    wait_for_hint(drive, scene)
    action = scene.hints.current(0).hint.action
    scene.submit(0, action)
    assert scene.hints.current() is None
    drive.frames(2)
    if 0 not in scene.humans_to_move():
        uses = list(scene.hints.uses)
        drive.click(scene.layout.hint_button.rect.center)
        assert scene.hints.uses == uses, "a press asks nothing while nobody here may ask"


@pytest.mark.parametrize("game", list(SCENES))
def test_the_hint_button_takes_a_press_before_the_table_is_first_drawn(app, drive, fast, units, game):
    """Where a press lands is the layout's, not what the last frame drew: a table resumed at a
    human's turn answers a press on its Hint button in its first frame, whose events come before
    its drawing."""
    saved = seated(app, drive, game).save_data()
    scene = SCENES[game].resume(app, saved)
    app.scenes.replace(scene)
    assert scene.humans_to_move() == [0] and not scene.presenting()
    at = scene.layout.hint_button.rect.center
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        mouse = {"pos": at, "rel": (0, 0), "buttons": (0, 0, 0), "button": 1, "touch": False}
        pygame.event.post(pygame.event.Event(kind, mouse))
    app.frame()
    assert scene.hints.uses == [[0, len(scene.state.history)]], "the press asked for the seat to move"


def test_the_pad_back_button_asks_for_its_own_seat(app, drive, fast, units):
    scene = seated(app, drive, "garum")
    pad = app.pointers.pointer("pad:3", "gamepad")
    pad.seat = 0
    scene.handle(
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_BACK, instance_id=3)
    )
    wait_for_hint(drive, scene)


def test_a_bot_seat_gets_no_hint(app, drive, fast, units):
    scene = seated(app, drive, "bingo")
    assert not scene.hints.ask(1)
    assert scene.hints.uses == []


def test_hint_use_rides_in_the_record_and_the_record_still_replays_equal(app, drive, fast, units):
    scene = seated(app, drive, "garum")
    drive.key(pygame.K_h)
    wait_for_hint(drive, scene)
    saved = scene.save_data()
    record = saved["record"]
    assert uses_of(record) == scene.hints.uses and hint_counts(record, 4) == [1, 0, 0, 0]
    assert type(scene.state).from_record(record) == scene.state
    again = GarumScene.resume(app, saved)
    assert again.hints.uses == scene.hints.uses
    assert hints_used_words("Blue", 2) == "Blue used 2 hints"


def test_a_record_without_hints_is_left_as_it_was_and_bad_entries_are_dropped():
    record = {"game": "bingo", "actions": []}
    assert with_uses(record, []) is record
    assert uses_of({"hints": [[0, 3], ["x", 1], [True, 2], [1]]}) == [[0, 3]]
    assert uses_of({"hints": "many"}) == [] and hint_counts(None, 2) == [0, 0]


def test_a_keyboard_cursor_that_steers_with_h_keeps_it(app, drive, fast, units):
    scene = seated(app, drive, "bingo")
    ijkl = app.pointers.pointer("keys:ijkl", "keyboard")
    ijkl.seat = 1
    assert not scene.handle(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    )
    assert scene.hints.uses == []
