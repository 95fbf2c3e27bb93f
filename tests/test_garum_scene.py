"""The Garum table, headless: a bot game plays to its results and the shown board catches up; a
human places a turned tile by pointing at a lit slot, a worker on a lit line, chooses the
Emperor's tank and turns the dummy tile; hidden hands stay face down; an autosave resumes; every
rule event has a presenter and the layout fits every window size."""

from __future__ import annotations

import functools

import pygame
import pytest
import table_helpers

from game.engine.pointers import DOWN, WHEEL, PointerEvent
from game.rules import garum as garum_rules
from game.rules.garum import NoWorker, PlaceTile, PlaceWorker, TurnDummy, line_id, load
from game.scenes.garum import words
from game.scenes.garum.layout import GarumLayout
from game.scenes.garum.present import GarumPresenter
from game.scenes.garum.scene import GarumScene
from game.scenes.garum.shown import Shown
from game.scenes.table import lane
from tests.presenter_contract import assert_presents_every_event

COINS = (6, 13, 14, 15, 16, 11, 2, 1, 7, 3, 12, 4, 10, 9, 5, 8)


table = functools.partial(table_helpers.table, "garum", players=4)
start = functools.partial(table_helpers.start, scene_class=GarumScene)
settle = table_helpers.settle


def assert_shown_matches(scene):
    fresh = Shown.of(scene.state)
    shown = scene.shown
    assert shown.fills == fresh.fills and shown.workers == fresh.workers
    assert shown.bonus == fresh.bonus and shown.final == fresh.final


def test_a_bot_table_plays_to_the_results_and_the_board_catches_up(app, drive, fast):
    scene = start(app, table(humans=0, players=3, side="baelo"))
    table_helpers.run_to_results(drive, scene, 12_000)
    assert scene.state.is_over() and scene.results_since is not None
    assert_shown_matches(scene)
    assert scene.shown.winners == scene.state.winners() and not scene.sprites
    drive.frames(round(60 * 4.5))
    assert drive.stack()[-1] == "MenuScene", "an all-bot table leaves its results by itself"


def test_the_human_turns_a_tile_and_places_it_in_a_lit_slot(app, drive, fast):
    scene = start(app, table(coins=COINS, first=0))
    settle(drive, scene)
    state = scene.state
    assert state.to_move() == (0,) and state.phase == "tile" and state.tank == 6
    assert scene.legal_slots(0) == {0, 1, 2, 3}
    drive.key(pygame.K_r)  # R (the keyboard cursor's rotate key) turns the selected tile a quarter
    scene.handle_pointer(PointerEvent(WHEEL, app.pointers.pointer("mouse", "mouse"), (10, 10), wheel=-1))
    assert scene.choices.rotation[0] == 2
    tile = scene.selected_tile(0)
    other = scene.layout.grid.slot_rect(13, 0).center
    drive.click(other)
    assert state.history == [] and "tank 6" in scene.notice, "a slot of another tank is refused"
    drive.click(scene.layout.grid.slot_rect(6, 3).center)
    assert state.history[-1] == (0, PlaceTile(tile, 3, 2))


def test_the_human_places_a_worker_on_a_lit_line_or_none(app, drive, fast):
    scene = start(app, table(coins=COINS, first=0))
    settle(drive, scene)
    drive.click(scene.layout.grid.slot_rect(6, 0).center)
    settle(drive, scene)
    assert scene.state.phase == "worker"
    lines = scene.legal_lines(0)
    assert lines == set(scene.state.board.tank_lines(6))
    drive.click(scene.layout.grid.space_rect(line_id("row", 0)).center)  # not through tank 6: nothing
    assert scene.state.phase == "worker"
    drive.click(scene.layout.buttons["foreman"].center)
    drive.click(scene.layout.grid.space_rect(line_id("column", 9)).center)
    assert scene.state.history[-1] == (0, PlaceWorker("column", 9, True))
    settle(drive, scene)
    assert_shown_matches(scene)
    while scene.state.phase != "worker" or scene.state.to_move() != (0,):
        scene.submit(0, scene.state.legal_actions(0)[0])
        settle(drive, scene)
    drive.click(scene.layout.buttons["none"].center)
    assert scene.state.history[-1] == (0, NoWorker())


def test_closed_zones_are_explained(app, drive, fast):
    scene = start(app, table(humans=4, coins=(13, 14, 15, 16) + COINS[5:] + (6,), first=0))
    state = scene.state
    while not (state.tank == 16 and state.phase == "worker"):
        (seat,) = state.to_move()
        scene.submit(seat, NoWorker() if state.phase == "worker" else state.legal_actions(seat)[0])
        settle(drive, scene)
    scene.input.hover_pos = None
    said = scene.model().words  # in the lane under the board, beside the crossed-out spaces
    assert "rows 1–4" in said.text and "last unfilled tank" in said.text and said.kind == lane.TIP
    assert not any(line < 16 for line in scene.legal_lines(state.to_move()[0]))


def test_the_emperor_chooses_a_tank_by_clicking_it(app, drive, fast):
    scene = start(app, table(emperor=True, first=0))
    settle(drive, scene)
    assert scene.state.phase == "tank"
    drive.click(scene.layout.grid.tank_rect(9).center)
    assert scene.state.tank == 9


def test_the_start_player_turns_the_dummy_tile(app, drive, fast):
    scene = start(app, table(players=3, first=0, coins=COINS))
    state = scene.state
    while state.phase != "dummy":
        (seat,) = state.to_move()
        scene.submit(seat, NoWorker() if state.phase == "worker" else state.legal_actions(seat)[0])
        settle(drive, scene)
    assert state.to_move() == (0,)
    scene.choices.rotation[0] = 1
    (slot,) = state.free_slots()
    drive.click(scene.layout.grid.slot_rect(state.tank, slot).center)
    assert state.history[-1] == (0, TurnDummy(1))


def test_hidden_hands_with_several_humans(app, drive, fast):
    scene = start(app, table(humans=2, players=2, first=0))
    settle(drive, scene)
    seat = scene.state.to_move()[0]
    assert not scene.hand_face_up(seat)
    scene.handle_pointer(PointerEvent(DOWN, app.pointers.pointer("mouse", "mouse"), (0, 0), button=8))
    assert scene.hand_face_up(seat)


def test_an_autosave_resumes_to_an_equal_state(app, drive, fast):
    scene = start(app, table(coins=COINS, first=0))
    settle(drive, scene)
    drive.click(scene.layout.grid.slot_rect(6, 1).center)
    settle(drive, scene)
    saved = app.storage.load_autosave("garum")
    assert saved is not None
    resumed = GarumScene.resume(app, saved)
    assert resumed.state == scene.state
    assert resumed.shown == Shown.of(scene.state)


def test_every_garum_event_has_a_presenter():
    assert_presents_every_event(garum_rules, GarumPresenter)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("buttons", [True, False], ids=["humans", "bots"])
def test_the_column_has_no_empty_band_between_the_seats_and_the_status(size, players, buttons):
    """The seats grow into the free height (their tokens with them, as far as the row's width
    lets), the hand and the status follow them, and the status reaches the column's foot: no empty
    band between panels. A table of bots (no buttons; a hand only for the dummy of three players)
    has a short status: the panels spread out."""
    hand_shown = buttons or players == 3
    layout = GarumLayout.of(size, load().boards["troia"], players, hand_shown, buttons)
    s = layout.s
    stack = [layout.header, *layout.seats, *([layout.hand] if hand_shown else []), layout.controls]
    gaps = [b.top - a.bottom for a, b in zip(stack, stack[1:], strict=False)]
    assert layout.hand.h == (round((250 if buttons else 160) * s) if hand_shown else 0)  # or the dummy's tile
    assert layout.hand.contains(layout.dummy) or not hand_shown
    assert abs(layout.controls.bottom - round(1056 * s)) <= 1
    if buttons:
        assert max(gaps) <= round(16 * s) + 1, gaps  # the header's gap; 12 between the rest
        assert layout.controls.h >= round(172 * s) - 1
    else:
        assert layout.controls.h == round(96 * s) and max(gaps) < 104 * s * 0.7, gaps
    grown = layout.seats[0].h / (104 * s) / (2 if layout.seat_look.colour_dy else 1)
    assert grown >= 0.98 and layout.seat_look.token_radius >= round(15 * s * min(grown, 1.09)) - 1
    if players < 4 or not hand_shown:
        assert grown > 1.02, "free height goes to the seats"


def test_a_worker_note_gives_what_each_kind_of_worker_would_score_now():
    state = garum_rules.new_game(4, seed=3)
    line = line_id("row", 0)
    state.counts[line][1] = 9  # nine mackerel on row 1
    note = words.worker_note(state, line, 1)
    assert note == "A mackerel worker here now: apprentice +11, foreman +22"
    assert words.line_title(line) == "Row 1" and words.line_title(line_id("column", 15)) == "Column 16"


def test_the_controls_name_a_human_seats_next_step_in_the_rules_order():
    """While bots act, the controls say what a human seat does next: its tile later this round,
    the neutral tile it turns as start player, or its turn in the next round; nothing at the end."""
    from game.scenes.garum.coming import next_step

    state = garum_rules.new_game(4, seed=3, first=1)  # seat 1 starts: seat 0 places last
    assert next_step(state, [0]) == ("tile", 0)
    assert next_step(state, [1]) == ("round", 1), "the start player's tile is being placed now"
    three = garum_rules.new_game(3, seed=3, first=0)
    assert next_step(three, [0]) == ("dummy", 0), "the start player turns the neutral tile last"
    assert next_step(three, [1]) == ("tile", 1)
    three.phase = "dummy"
    assert next_step(three, [0]) == ("round", 0) and next_step(three, [2]) == ("round", 2)
    three.round = three.rounds - 1
    assert next_step(three, [0]) is None, "the last round's neutral tile: no turn is left"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_worker_buttons_say_what_their_numbers_count_and_fit(every_language, size):
    """ "Apprentice (5)" left a newcomer to guess what the 5 was (a cost? points?): the buttons say
    the workers left, with the same word on both, and each label stays inside its button."""
    import re

    from fake_app import FakeApp
    from test_garum_hint_drawn import worker_step

    from game.engine.draw import DrawProbe

    scene = GarumScene(FakeApp(size), table(players=3), worker_step())
    scene.enter()
    probe = DrawProbe(size)
    scene.draw(probe)
    labels = {}
    for key, box in scene.layout.buttons.items():
        inside = [t for t in probe.texts if t.rect.colliderect(box) and t.text.strip()]
        assert len(inside) == 1 and box.inflate(-8, -4).contains(inside[0].rect), (key, inside)
        labels[key] = inside[0].text

    def words(label: str) -> set[str]:
        """The label's words (no digits); a CJK run counts each character as a word."""
        out: set[str] = set()
        for word in re.findall(r"[^\W\d_]+", label):
            out |= set(word) if any(ord(c) > 0x2E80 for c in word) else {word}
        return out

    shared = words(labels["apprentice"]) & words(labels["foreman"])
    assert shared, labels


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_neutral_tile_stands_apart_from_the_hand(size):
    """Beside a hand of four it stood closer to the last hand tile than the hand's tiles stand to
    each other, and read as a fifth tile of one's own."""
    layout = GarumLayout.of(size, load().boards["troia"], 3)
    tiles = layout.hand_tiles
    between = tiles[1].x - tiles[0].right
    assert layout.dummy.x - tiles[-1].right >= 2 * between
    ring = layout.selected_ring.bounds(layout.dummy)  # ringed while a human turns it
    hint = layout.hint_button.rect.inflate(0, 2 * round(6 * layout.s))
    assert not ring.colliderect(hint), "a gap between it and the Hint button"
    assert layout.hand.contains(ring)
