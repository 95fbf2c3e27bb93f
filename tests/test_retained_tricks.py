"""The Bingo and Fishing tables (and the table replay viewer) on the retained screen: every patched
frame must give the pixels a whole redraw gives, while bots play, the pointer sweeps the hand,
cards fly, a refusal and a hint show, the window is resized and the results appear."""

from __future__ import annotations

import pygame
import pytest

from game.engine import layers
from game.scenes.bingo.scene import BingoScene
from game.scenes.fishing.scene import FishingScene
from game.scenes.widgets import results_panel
from tests.retained import difference
from tests.table_helpers import start, table

GAMES = {"bingo": (BingoScene, {"trump": True}), "fishing": (FishingScene, {})}


def _sweep(app, hand, frame: int) -> None:
    """The mouse across the fanned hand and up over the table, a little further each frame."""
    hub = app.pointers
    mouse = hub.pointer("mouse", "mouse")
    left, width = hand.centre[0] - hand.max_width / 2, int(hand.max_width)
    x = left + (frame * 11) % width
    y = hand.centre[1] - (frame // 40 % 3) * hand.card_width
    hub.move_to(mouse, x, y)
    app.dispatch_pointers(hub.drain())


def _resize(app, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size)
    app.dispatch(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))


def _same(app, frame: int) -> None:
    where = difference(app)
    assert where is None, f"frame {frame} differs from a whole redraw at {where}"


@pytest.mark.parametrize("game", list(GAMES))
def test_a_table_in_play_looks_as_if_drawn_whole_every_frame(app, game):
    scene_class, options = GAMES[game]
    scene = start(app, table(game, humans=1, players=4, **options), scene_class)
    patched, shown = layers.SCREEN.patched_blits, set()
    waited = 0
    for frame in range(240):
        _sweep(app, scene.hand, frame)
        if frame == 120:
            _resize(app, (1024, 600))
        mover = scene.humans_to_move() == [0] and not scene.presenting()
        waited = waited + 1 if mover else 0
        if waited == 5:
            scene.hints.ask(0)
        if waited == 25:
            scene.refused(0, None, "Follow the colour that was led.", scene.hand.centre)
        if waited == 45:
            scene.submit(0, scene.state.legal_actions(0)[-1])
        app.frame()
        _same(app, frame)
        shown |= {name for name, on in _busy(scene).items() if on}
    assert shown == set(_busy(scene)), f"only {sorted(shown)} were seen"
    assert layers.SCREEN.patched_blits - patched > 150, "the frames were not patched"


def _busy(scene) -> dict[str, bool]:
    """What a busy table shows, each of which the test must have seen at least once."""
    return {
        "flights": bool(scene.sprites),
        "banner": bool(scene.banner.showing),
        "hint": scene.hints.current(0) is not None,
        "refusal": bool(scene.shown_notice()),
        "lit seat": bool(scene.view.movers()),
    }


def _near_the_end(setup, rules, left: int):
    """The game of ``setup`` played by first legal actions until ``left`` actions remain."""

    def fresh():
        return rules.new_game(len(setup.seats), seed=setup.seed, **setup.options)

    def play(state, limit: int):
        while not state.is_over() and len(state.history) < limit:
            seat = state.to_move()[0]
            state.apply(seat, state.legal_actions(seat)[0])
        return state

    return play(fresh(), len(play(fresh(), 10**6).history) - left)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_results_appear_as_if_drawn_whole(app, game):
    """The last few moves (the human's submitted for it), then the results with the mouse
    moving over their buttons."""
    scene_class, options = GAMES[game]
    setup = table(game, humans=1, players=3, **options)
    app.scenes.replace(scene_class(app, setup, _near_the_end(setup, scene_class.rules_module, 6)))
    scene = app.scenes.top
    for frame in range(3000):
        if scene.results_since is not None:
            break
        if scene.humans_to_move() == [0] and not scene.presenting():
            scene.submit(0, scene.state.legal_actions(0)[0])
        app.frame()
        if frame % 10 == 0:
            _same(app, frame)
    assert scene.results_since is not None, "the game never ended"
    buttons = results_panel.button_rects(scene.results_rect(), results_panel.scale(app.size))
    stops = [rect.center for rect in buttons.values()] + [(5, 5), scene.hand.centre]
    hub = app.pointers
    for frame in range(36):  # over each button (lit), off them, over the table's piles
        hub.move_to(hub.pointer("mouse", "mouse"), *stops[frame // 4 % len(stops)])
        app.dispatch_pointers(hub.drain())
        app.frame()
        _same(app, frame)


def test_the_table_replay_looks_as_if_drawn_whole(app):
    from bench.screens_frames import table_replay

    poke = table_replay(app)
    for frame in range(200):
        poke(frame)
        if frame == 100:
            _resize(app, (1024, 600))
        app.frame()
        _same(app, frame)
