"""The Garum table on the retained screen: every frame, patched (only changed regions repainted,
only what was drawn over the picture put back), must give the pixels a whole redraw gives — while
bots play, the pointer moves over slots, hand and worker spaces, a move is refused, a hint shows,
the first-game guide talks, the window is resized, the final scoring runs and the results come."""

from __future__ import annotations

import functools

import pygame
import pytest
import table_helpers

from bench.garum_frames import end_of_game
from game.engine import layers, tween
from game.engine.pointers import DOWN, PRIMARY, PointerEvent
from game.rules.garum import line_id
from game.scenes.garum.scene import GarumScene
from game.scenes.table import reading
from tests.retained import difference

table = functools.partial(table_helpers.table, "garum")
start = functools.partial(table_helpers.start, scene_class=GarumScene)


@pytest.fixture
def quick():
    """Animations at 3×: a round's flights, banners and coin flips within a few hundred frames."""
    before = tween.get_speed()
    tween.set_speed(3.0)
    yield
    tween.set_speed(before)


def _spots(scene) -> list[tuple[int, int]]:
    """Where the pointer goes in turn: the round's slots, the hand, the worker spaces and tanks,
    the worker buttons, the log, the seats."""
    lay, state = scene.layout, scene.state
    grid = lay.grid
    tank = state.tank if state.tank is not None else grid.board.tanks[0]
    spots = [grid.slot_rect(tank, slot).center for slot in range(4)]
    spots += [box.center for box in lay.hand_tiles]
    spots += [grid.space_rect(line).center for line in grid.board.tank_lines(tank)]
    spots += [grid.tank_rect(t).center for t in grid.board.tanks[::5]]
    spots += [box.center for box in lay.buttons.values()]
    spots += [lay.seats[0].center, (5, 5)]
    return spots


def _resize(app, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))


def _check(app, frame: int) -> None:
    where = difference(app)
    assert where is None, f"frame {frame}: the patched screen differs from a whole redraw in {where}"


@pytest.mark.parametrize(
    "options", [dict(players=4, first=0), dict(players=3, first=0, emperor=True)], ids=["four", "emperor"]
)
def test_a_game_in_play_patched_looks_as_if_drawn_whole(app, quick, options):
    scene = start(app, table(**options))
    scene.start_guide()  # as on a first game (a headless app skips it)
    mouse = app.pointers.pointer("mouse", "mouse")
    before = layers.SCREEN.patched_blits
    seen = set()
    for frame in range(400):  # the bots wait for each outcome to be read
        spots = _spots(scene)
        app.pointers.move_to(mouse, *spots[(frame // 3) % len(spots)])
        app.dispatch_pointers(app.pointers.drain())
        state = scene.state
        to_move = not scene.presenting() and state.to_move() == (0,)
        if frame == 30:
            scene.hints.ask(0)  # thinking, then the ring and the reason
        if "refused" not in seen and to_move and state.phase == "tile" and frame > 60:
            other = next(t for t in state.board.tanks if t != state.tank)  # refused, said over the board
            at = scene.layout.grid.slot_rect(other, 0).center
            scene.handle_pointer(PointerEvent(DOWN, mouse, at, PRIMARY))
        if frame == 150:
            _resize(app, (1280, 720))
        if frame % 45 == 44 and to_move:
            scene.submit(0, state.legal_actions(0)[-1])
        app.frame()
        _check(app, frame)
        seen |= {name for name, on in _showing(scene).items() if on}
    assert seen == {"guide", "hint", "refused", "flights", "banner", "tooltip"}, "all of it was drawn"
    assert len(scene.state.history) >= 6, "the bots and the human played"
    assert layers.SCREEN.patched_blits - before > 200, "the frames were patched, not blitted whole"


def _showing(scene) -> dict[str, bool]:
    """What is drawn over the table's picture now."""
    return {
        "guide": scene.coach.active,
        "hint": scene.hints.current() is not None,
        "refused": bool(scene.shown_notice()),
        "flights": bool(scene.sprites),
        "banner": bool(scene.banner.showing),
        "tooltip": scene.layout.grid.line_at(scene.input.hover_pos or (0, 0)) is not None,
    }


def test_the_final_scoring_and_the_results_patched_look_as_if_drawn_whole(app, monkeypatch):
    monkeypatch.setattr(tween, "_speed", tween.get_speed())  # put back afterwards
    # A reader 16x a player's pace (4x ``quick_reader``'s): every worker's line is still lit, held
    # and scored in turn, in 420 frames instead of 1,450 that each held the same picture longer.
    monkeypatch.setattr(reading, "READ_BASE_S", reading.READ_BASE_S / 4)
    monkeypatch.setattr(reading, "READ_WORD_S", reading.READ_WORD_S / 4)
    poke = end_of_game(app)  # the last tile, then every worker's line lit and scored
    scene = app.scenes.top
    tween.set_speed(24.0)
    hub, mouse = app.pointers, app.pointers.pointer("mouse", "mouse")
    spaces = [scene.layout.grid.space_rect(line).center for line in (0, 5, 17, 22, line_id("column", 3))]
    for frame in range(1500):  # every worker's line is read before the next
        if scene.results_since is None:
            poke(frame) if frame % 2 else hub.move_to(mouse, *spaces[frame // 2 % len(spaces)])
        else:  # over the results' buttons and off them
            panel = scene.results_rect()
            hub.move_to(mouse, panel.x + (frame * 37) % panel.w, panel.bottom - panel.h // 12)
        app.dispatch_pointers(hub.drain())
        app.frame()
        _check(app, frame)
        if scene.results_since is not None and scene.clock - scene.results_since > 1.0:
            break
    assert scene.breakdown.history, "the final breakdown showed"
    assert scene.results_since is not None, "the results showed"
