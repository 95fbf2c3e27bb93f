"""A table's shortcut keys (L the log, H a hint, R Garum's tile turn) are the mouse player's while
no keyboard player steers with them: pressing one works and wakes no keyboard cursor (a stray
white arrow appeared beside the mouse's when L opened the Bingo log, and when R turned a Garum
tile: L is IJKL's right, R WASD's rotate). Once that cluster holds a seat, the key is its player's.
"""

from __future__ import annotations

import pygame
import table_helpers

from game.engine.devices import keyboard
from game.scenes.garum.scene import GarumScene


def garum_table(app, drive):
    scene = table_helpers.start(app, table_helpers.table("garum", humans=1, players=2), GarumScene)
    table_helpers.settle(drive, scene)
    assert scene.humans_to_move() == [0]
    return scene


def test_r_turns_the_mouse_players_tile_without_a_keyboard_cursor(app, drive, fast):
    scene = garum_table(app, drive)
    drive.key(pygame.K_r)
    assert scene.input.choices.turn(0) == 1
    assert set(app.pointers.pointers) == {"mouse"}, "no WASD cursor woke for R"
    drive.key(pygame.K_h)
    drive.key(pygame.K_l)
    assert set(app.pointers.pointers) == {"mouse"}


def test_a_seated_wasd_player_turns_with_its_own_r_once(app, drive, fast):
    scene = garum_table(app, drive)
    hub = app.pointers
    wasd = hub.pointer(keyboard.CLUSTERS[0].pointer_id, "keyboard")
    hub.claim(wasd, 0, scene.seat_colour(0), "B")
    drive.key(pygame.K_r)
    assert scene.input.choices.turn(0) == 1, "its cursor's rotate button, not the mouse's key as well"
    assert (
        keyboard.mouse_shortcut(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0),
            hub,
            pygame.K_r,
        )
        is None
    )


def test_the_tables_shortcuts_wake_no_cursor_under_an_overlay(app, drive, fast):
    """H under the open log (or the pause menu) woke a stray IJKL cursor: an overlay only listed
    its own keys, not those of the table it covers."""
    garum_table(app, drive)
    for opener in (pygame.K_l, pygame.K_ESCAPE):
        drive.key(opener)
        overlay = drive.stack()[-1]
        assert overlay in ("LogScene", "PauseScene"), drive.stack()
        for shortcut in (pygame.K_h, pygame.K_r, pygame.K_l):
            drive.key(shortcut)
            assert set(app.pointers.pointers) == {"mouse"}, (overlay, pygame.key.name(shortcut))
        while drive.stack()[-1] != "GarumScene":
            drive.key(pygame.K_ESCAPE)
