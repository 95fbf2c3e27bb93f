"""Garum's Undo (issue 51): a tile placed comes back to the hand while its player still
chooses a worker — by the button in the tile's place or U — and never once the turn passed on,
for a bot, or in a replay. The record, the autosave and the log forget the taken-back tile."""

from __future__ import annotations

import copy
import functools

import pygame
import table_helpers

from game.engine.draw import DrawProbe
from game.i18n import _
from game.rules.garum import NoWorker
from game.scenes.garum.column_widgets import TAKE_BACK
from game.scenes.garum.scene import GarumScene
from game.scenes.garum.shown import Shown

COINS = (6, 13, 14, 15, 16, 11, 2, 1, 7, 3, 12, 4, 10, 9, 5, 8)
table = functools.partial(table_helpers.table, "garum", players=4)
start = functools.partial(table_helpers.start, scene_class=GarumScene)
settle = table_helpers.settle


def place_a_tile(drive, scene):
    settle(drive, scene)
    before, log = copy.deepcopy(scene.state), list(scene.log.lines)
    drive.click(scene.layout.grid.slot_rect(6, 0).center)
    settle(drive, scene)
    assert scene.state.phase == "worker" and scene.state != before
    return before, log


def shows_take_back(scene) -> bool:
    scene.resize(scene.size)  # a whole picture, not only what changed since the last frame
    probe = DrawProbe(scene.size)
    scene.draw(probe)
    return any(_(TAKE_BACK) in text.text for text in probe.texts)


def test_the_button_in_the_tiles_place_takes_it_back(app, drive, fast):
    scene = start(app, table(coins=COINS, first=0))
    before, log = place_a_tile(drive, scene)
    assert scene.can_undo(0) and shows_take_back(scene)
    drive.click(scene.layout.undo_button.center)
    assert scene.state == before and scene.shown == Shown.of(before)
    assert scene.log.lines == log, "the log forgets the tile as the record does"
    saved = app.storage.load_autosave("garum")
    assert saved["record"]["actions"] == before.to_record()["actions"]
    assert not scene.can_undo(0) and not shows_take_back(scene)


def test_u_takes_it_back_and_the_tile_can_be_placed_again(app, drive, fast):
    scene = start(app, table(coins=COINS, first=0))
    before, _log = place_a_tile(drive, scene)
    drive.key(pygame.K_u)
    assert scene.state == before
    place_a_tile(drive, scene)
    assert scene.state.history[-1][0] == 0


def test_no_take_back_once_the_turn_passed_on(app, drive, fast):
    scene = start(app, table(coins=COINS, first=0))
    place_a_tile(drive, scene)
    scene.submit(0, NoWorker())
    settle(drive, scene)
    moves = len(scene.state.history)
    drive.key(pygame.K_u)
    assert len(scene.state.history) == moves and not scene.can_undo(0)


def test_bots_and_replays_never_take_back(app, drive, fast):
    scene = start(app, table(humans=0, players=3, coins=COINS, first=0))
    while scene.state.phase != "worker":
        drive.frames(1)
    assert not any(scene.can_undo(seat) for seat in range(3)), "a bot's tile stays"
    human = start(app, table(coins=COINS, first=0))
    place_a_tile(drive, human)
    human.watching = True  # as a replay's table is
    assert not human.can_undo(0)
