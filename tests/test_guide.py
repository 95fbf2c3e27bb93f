"""The first-game guide: it starts on a game's first play only, steps forward when the player does
what it asks (or on Next), its marks stay on screen beside their target without covering it, it
never stops the bots, and the help screen's button shows it again."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from fake_app import FakeApp
from layout_probe import layout_problems
from table_helpers import table
from test_bingo_scene import hands_for_seat0
from test_table_tips import click_unplayable

from game.engine.draw import DrawProbe
from game.engine.draw import scale as draw_scale
from game.engine.pointers import DOWN, PRIMARY, Pointer, PointerEvent
from game.scenes.bingo.scene import BingoScene
from game.scenes.fishing.scene import FishingScene
from game.scenes.garum.scene import GarumScene
from game.scenes.guide import IDLE, arrow, seen
from game.scenes.help.scene import HelpScene

GAMES = [("bingo", BingoScene, 4), ("fishing", FishingScene, 4), ("garum", GarumScene, 3)]


def seated(app, game, scene_type, players):
    """A table with one human (seat 0) and bots, entered as the app would."""
    scene = scene_type(app, table(game, humans=1, players=players))
    app.scenes.push(scene)
    return scene


def a_player_app(size=(1280, 720)):
    app = FakeApp(size)
    app.headless = False  # headless runs (tests, benches) start no guide on their own
    return app


def settle(scene):
    for _ in range(4000):
        if not scene.presenting() and (scene.humans_to_move() or scene.state.is_over()):
            return
        scene.update(1 / 30)
    raise AssertionError("the table never waited for the human")


@pytest.mark.parametrize(("game", "scene_type", "players"), GAMES)
def test_the_guide_starts_on_the_first_game_only(game, scene_type, players):
    app = a_player_app()
    first = seated(app, game, scene_type, players)
    assert first.coach.active and first.coach.seat == 0
    assert seen(app.settings, game)
    second = seated(app, game, scene_type, players)
    assert second.coach is IDLE


def test_headless_and_all_bot_tables_start_no_guide():
    assert seated(FakeApp(), "bingo", BingoScene, 3).coach is IDLE
    app = a_player_app()
    scene = BingoScene(app, table("bingo", humans=0, players=3))
    app.scenes.push(scene)
    assert scene.coach is IDLE


def test_bingo_steps_forward_when_the_player_plays_and_when_a_trick_ends():
    app = a_player_app()
    scene = seated(app, "bingo", BingoScene, 3)
    settle(scene)
    assert scene.coach.index == 0
    scene.submit(0, scene.state.legal_actions(0)[0])
    scene.update(1 / 30)
    assert scene.coach.index == 1, "a card played by the guided seat ends the hand step"
    while scene.state.tricks < 1:
        scene.update(1 / 30)
    scene.update(1 / 30)
    assert scene.coach.index == 2, "the end of the first trick ends the trick step"


def test_garum_steps_forward_on_the_tile_and_on_the_worker():
    app = a_player_app()
    scene = seated(app, "garum", GarumScene, 2)
    for expected in (1, 2):
        settle(scene)
        seat = scene.humans_to_move()[0]
        scene.submit(seat, scene.state.legal_actions(seat)[-1])
        scene.update(1 / 30)
        assert scene.coach.index == expected


def test_next_skip_and_only_the_guided_seat_or_a_free_pointer_press_them():
    app = a_player_app()
    scene = seated(app, "fishing", FishingScene, 3)
    placed = scene.coach.placement(scene, app.size)
    other = Pointer("pad:1", "gamepad", seat=1)
    assert not scene.coach.click(scene, PointerEvent(DOWN, other, (0, 0), PRIMARY)), (
        "off the box: the table's"
    )
    scene.handle_pointer(PointerEvent(DOWN, other, placed.next.center, PRIMARY))
    assert scene.coach.index == 0 and app.scenes.top is scene, "another seat's press on the box does nothing"
    mouse = Pointer("mouse", "mouse")
    assert scene.handle_pointer(PointerEvent(DOWN, mouse, placed.next.center, PRIMARY))
    assert scene.coach.index == 1
    placed = scene.coach.placement(scene, app.size)
    assert scene.handle_pointer(PointerEvent(DOWN, mouse, placed.skip.center, PRIMARY))
    assert not scene.coach.active


def test_bots_play_on_while_the_guide_shows():
    app = a_player_app()
    scene = seated(app, "bingo", BingoScene, 3)
    scene.state = type(scene.state).from_record({**scene.state.to_record(), "actions": []})
    leader_is_bot = scene.state.to_move() != (0,)
    for _ in range(600):
        scene.update(1 / 30)
    assert scene.coach.active
    assert not leader_is_bot or scene.state.history, "the bots moved under the guide"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("game", "scene_type", "players"), GAMES)
def test_every_mark_is_on_screen_beside_its_target(game, scene_type, players, size):
    app = a_player_app(size)
    scene = seated(app, game, scene_type, players)
    settle(scene)
    every_mark_fits(scene, size)


def every_mark_fits(scene, size) -> None:
    """Step through the whole guide: each box on screen, off its target, its text clear, its arrow
    across no text or button it does not point at."""
    screen = pygame.Rect((0, 0), size)
    while scene.coach.active:
        placed = scene.coach.placement(scene, size)
        target = scene.coach.step.target(scene, 0)
        assert screen.contains(placed.box), (scene.coach.index, placed.box)
        assert target is None or not placed.box.colliderect(target), (scene.coach.index, placed.box, target)
        assert placed.box.contains(placed.next) and placed.box.contains(placed.skip)
        assert not layout_problems(scene, size), scene.coach.index
        assert not crossed_by_arrow(scene, placed, size), (scene.coach.index, placed.arrow)
        scene.coach.next()


def crossed_by_arrow(scene, placed, size) -> list[str]:
    """The words on screen (labels, buttons' labels) and the step's kept-clear rects (buttons, the
    hand) that the step's arrow runs through, other than at the ring it points at."""
    if placed.arrow is None:
        return []
    probe = DrawProbe(size)
    scene.draw(probe)
    line = max(round(2 * draw_scale(size)), 1)  # half the arrow's width
    kept = [(f"kept clear {tuple(r)}", r) for r in scene.coach.guide.keep_clear(scene) if r is not None]
    return [
        name
        for name, rect in [(t.text, t.rect) for t in probe.texts] + kept
        if not rect.colliderect(placed.ring)
        and not rect.colliderect(placed.box)  # where it lands, starts
        and arrow.crossings(placed.arrow, [rect], line)
    ]


def press_guide_button(app, rules: str) -> None:
    helped = HelpScene(app, rules)
    app.scenes.push(helped)
    helped.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=helped.guide_button))


def test_the_help_button_shows_the_guide_at_once_on_the_table_below(app):
    app.start_game(table("bingo", humans=1, players=3))
    scene = app.scenes.top
    assert scene.coach is IDLE, "headless: no guide of its own"
    press_guide_button(app, "bingo.md")
    assert scene.coach.active and scene.coach.index == 0
    assert app.scenes.top is scene, "the help closes onto the guided table"


def test_the_help_button_without_a_table_shows_the_guide_next_game(app):
    app.headless = False
    app.start_game(table("garum", humans=1, players=2))
    app.scenes.top.leave()
    assert seen(app.settings, "garum")
    press_guide_button(app, "garum.md")
    assert not seen(app.settings, "garum")
    app.start_game(table("garum", humans=1, players=2))
    assert app.scenes.top.coach.active


def test_finden_steps_forward_on_drawing_outlining_and_flipping():
    from game.engine.seats import TableSetup
    from game.rules.finden.actions import Draw, Flip
    from game.scenes.finden.classic.scene import ClassicScene

    app = a_player_app()
    scene = ClassicScene(app, TableSetup("finden", table("bingo", humans=1, players=2).seats, {}, seed=7))
    app.scenes.push(scene)
    assert scene.coach.active and seen(app.settings, "finden")
    while scene.stage != "search":
        scene.update(1 / 60)
    assert scene.coach.index == 0
    scene.views[0].draft.cells = [0]
    scene.update(1 / 60)
    assert scene.coach.index == 1, "a stroke begun ends the roll step"
    scene.views[0].draft.clear()
    assert scene.submit(0, Draw((0, 1, 2, 3, 4)))  # any five in a row is drawable (judged at scoring)
    scene.update(1 / 60)
    assert scene.coach.index == 2, "an outline ends the board step"
    assert scene.submit(0, Flip())
    scene.update(1 / 60)
    assert scene.coach.index == 3, "the flipped timer ends the timer step"
    size = app.size
    placed = scene.coach.placement(scene, size)
    assert pygame.Rect((0, 0), size).contains(placed.box)
    assert not placed.box.colliderect(scene.layout.tiles)


def test_a_refusal_steps_aside_from_the_guide_box():
    app = a_player_app()
    scene = BingoScene(app, table("bingo", hands=hands_for_seat0(), leader=2))
    app.scenes.push(scene)
    settle(scene)
    click_unplayable(scene)
    probe = DrawProbe(app.size)
    scene.draw(probe)
    notice = next(t for t in probe.texts if t.text == scene.shown_notice())
    assert scene.coach.active
    assert not notice.rect.colliderect(scene.coach.covers(scene, app.size)[0])


def test_a_guide_replayed_mid_game_shows_every_step():
    app = a_player_app()
    scene = seated(app, "bingo", BingoScene, 3)
    scene.coach.skip()
    while scene.state.tricks < 2:
        settle(scene)
        if scene.humans_to_move():
            scene.submit(0, scene.state.legal_actions(0)[0])
    scene.start_guide()
    for _ in range(3):
        scene.update(1 / 30)
    assert scene.coach.index == 0, "cards played before the replay do not skip the hand step"
