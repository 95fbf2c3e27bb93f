"""The table log and the refusals of the turn-based tables (issue 20): a refusal never contradicts
the table (the Bingo case: "It is not seat 0's turn." while the status said "Blue: play a card"),
the log gets a line per trick, capture and tile, its strip fits the table at 1280x720, and L or a
pad's action button opens the whole log over the table."""

from __future__ import annotations

import functools

import pygame
import pytest
import table_helpers
from layout_probe import layout_problems
from test_bingo_scene import card_centre, hands_for_seat0

from game.engine.pointers import ACTION, DOWN, PRIMARY, PointerEvent
from game.rules import bingo, fishing, garum
from game.rules.bingo import PlayCard
from game.scenes.bingo.scene import BingoScene
from game.scenes.fishing.scene import FishingScene
from game.scenes.garum.scene import GarumScene
from game.scenes.table.log import LogScene

bingo_table = functools.partial(table_helpers.table, "bingo")


def record_events(scene) -> list:
    """Every rule event the scene is given to present, from now on."""
    seen: list = []
    present = scene.present

    def recording(events: list) -> None:
        seen.extend(events)
        present(events)

    scene.present = recording
    return seen


def run_until(drive, scene, done, limit: int = 6000) -> None:
    for _ in range(limit):
        drive.frames(1)
        if not scene.presenting() and done():
            return
    raise AssertionError("the table never got there")


def test_a_refusal_out_of_turn_is_gone_when_the_turn_comes_and_the_status_never_leads(app, drive, fast):
    scene = table_helpers.start(app, bingo_table(hands=hands_for_seat0(), leader=1), BingoScene)
    assert scene.state.to_move() == (1,), "a bot leads"
    mouse = app.pointers.pointers["mouse"]
    card = scene.shown.hands[0][0]
    hand = scene.shown.hands[0]
    pos = scene.hand.positions(len(hand))[hand.index(card)][0]
    scene.handle_pointer(PointerEvent(DOWN, mouse, (round(pos[0]), round(pos[1])), PRIMARY))
    refusal = scene.shown_notice()
    assert refusal.startswith("Not Human 1 (Blue)'s turn yet: waiting for Bot 2 (Green)"), refusal
    for _ in range(3000):
        drive.frames(1)
        status = scene.model().status.prompt
        if scene.presenting():
            assert not status.endswith("play a card"), "the status names a player while the table still moves"
        if status.endswith("play a card"):
            assert scene.state.to_move() == (0,) and scene.playable_indices(0)
            assert scene.model().seats[0].status == "to play"
            assert scene.shown_notice() == "", "the old refusal contradicts the status"
            break
    else:
        raise AssertionError("seat 0's turn never came")
    own = next(c for c in scene.shown.hands[0] if c in scene.state.playable_cards(0))
    drive.click(card_centre(scene, 0, str(own)))
    assert scene.state.history[-1] == (0, PlayCard(own)), "the click the status asked for is accepted"


def test_bingo_logs_every_trick_and_marker(app, drive, fast):
    scene = table_helpers.start(app, bingo_table(humans=0, players=4, trump=True), BingoScene)
    events = record_events(scene)
    table_helpers.run_to_results(drive, scene, 4000)
    assert scene.results_since is not None
    lines = scene.log.lines
    tricks = [e for e in events if isinstance(e, bingo.TrickResolved)]
    assert tricks and len(tricks) <= bingo.MAX_TRICKS
    played = [e for e in events if isinstance(e, bingo.CardPlayed)]
    assert sum(" played " in line for line in lines) == len(played)
    assert sum(" took " in line for line in lines) == len(tricks)
    markers = [e for e in events if isinstance(e, bingo.Covered | bingo.Missed)]
    marked = (" covers ", " misses: ", " free marker on ")
    assert sum(any(word in line for word in marked) for line in lines) == len(markers)
    assert lines[-1] == scene.winners_title()
    assert not any("seat" in line.lower() for line in lines)


def test_fishing_logs_tricks_and_ocean_draws(app, drive, instant):
    setup = table_helpers.TableSetup("fishing", table_helpers.seats((), 4), {}, seed=5)
    scene = table_helpers.start(app, setup, FishingScene)
    events = record_events(scene)
    run_until(drive, scene, lambda: sum(isinstance(e, fishing.TrickWon) for e in events) >= 6)
    won = [e for e in events if isinstance(e, fishing.TrickWon)]
    assert sum(" won the trick" in line for line in scene.log.lines) == len(won)
    ocean = [e for e in events if isinstance(e, fishing.CardsDrawn) and e.source == "ocean"]
    assert sum("from the ocean" in line for line in scene.log.lines) == len(ocean)
    captured = [e for e in events if isinstance(e, fishing.ZeroCaptured)]
    assert sum("zero captured" in line for line in scene.log.lines) == len(captured)


def test_garum_logs_every_tile_and_worker(app, drive, fast):
    scene = table_helpers.start(app, table_helpers.table("garum", humans=0, players=3), GarumScene)
    events = record_events(scene)
    run_until(drive, scene, lambda: sum(isinstance(e, garum.TilePlaced) for e in events) >= 8)
    tiles = [e for e in events if isinstance(e, garum.TilePlaced)]
    assert sum(" placed a tile on tank " in line for line in scene.log.lines) == len(tiles)
    workers = [e for e in events if isinstance(e, garum.WorkerPlaced)]
    assert sum(" put a" in line for line in scene.log.lines) == len(workers)


def test_l_and_the_action_button_open_the_log_and_close_it(app, drive, fast):
    scene = table_helpers.start(app, bingo_table(hands=hands_for_seat0(), leader=2), BingoScene)
    table_helpers.settle(drive, scene)
    assert scene.log.lines, "the bot's lead is logged"
    drive.key(pygame.K_l)
    top = app.scenes.top
    assert isinstance(top, LogScene) and top.lines == scene.log.lines
    assert scene.log.latest in top.box.html_text
    drive.key(pygame.K_l)
    assert app.scenes.top is scene
    assert set(app.pointers.pointers) == {"mouse"}, "L moved no keyboard cursor: none appears"
    pad = app.pointers.pointers["mouse"]
    assert scene.handle_pointer(PointerEvent(DOWN, pad, (5, 5), ACTION))
    assert isinstance(app.scenes.top, LogScene)
    drive.key(pygame.K_ESCAPE)
    assert app.scenes.top is scene
    strip = scene.log_rect.center
    drive.click(strip)
    assert isinstance(app.scenes.top, LogScene), "a click on the strip opens the log"


def test_the_log_strip_fits_every_table_at_720p(app, drive, fast):
    long = "Easy bot (Orange)'s Capture all took 12 cards, and this line goes on and on past the strip"
    for scene_class, setup in (
        (BingoScene, bingo_table(humans=1, players=5)),
        (FishingScene, table_helpers.table("fishing", humans=1, players=5)),
        (GarumScene, table_helpers.table("garum", humans=1, players=4)),
    ):
        scene = table_helpers.start(app, setup, scene_class)
        scene.resize((1280, 720))
        scene.log.add(long)
        problems = [p for p in layout_problems(scene, (1280, 720)) if "Log (L)" in p]
        assert problems == [], problems
        app.finish_game()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_the_whole_log_reads_from_the_couch(app, drive, fast, size):
    """The log's text box took pygame_gui's own 14 px font, not the theme's: at 1080p its lines
    were 1.3 % of the screen's height (body text is at least 2.2 %), at 4K 0.65 %."""
    scene = table_helpers.start(app, bingo_table(hands=hands_for_seat0(), leader=2), BingoScene)
    scene.resize(size)
    app.size = size
    scene.open_log()
    box = app.scenes.top.box
    assert box.parser.default_style["font_size"] >= 0.022 * size[1]
