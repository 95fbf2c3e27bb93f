"""A press at a card table is answered by the widget under it (``table/widget.hit``): at Fishing and
Bingo, a card of the hand plays it (a face-down hand only says how to look), a card of a pass hand in
the middle passes it for that hand's seat, a colour button calls that colour, a trick card is what a
zero captures, a number of a large bingo card places that seat's free marker, and the trick in the
middle opens the last trick while nothing else is chosen there. Widgets placed by the model (the
pass hands, the large bingo cards) answer even before the table has been drawn once. At every card
and tile table (Garum too) the Hint button asks a hint for the seat to move and the log strip
opens the log."""

from __future__ import annotations

import functools

import pytest
import table_helpers

from game.engine.seats import TableSetup
from game.rules import bingo, fishing
from game.rules.bingo import TO_CHOOSE, PlaceFree
from game.rules.fishing import CALL, CAPTURE, PASS, PLAY, CallColour, Capture, PassCard, PlayCard
from game.rules.fishing.deck import parse_card
from game.scenes.bingo.scene import BingoScene
from game.scenes.bingo.widgets import LookFirst as BingoLookFirst
from game.scenes.fishing import model as fishing_model
from game.scenes.fishing.scene import FishingScene
from game.scenes.fishing.widgets import LookFirst as FishingLookFirst
from game.scenes.garum.scene import GarumScene
from game.scenes.table.log import LogScene

CALL_FIRST = (
    ("buoy call colour", "blue 5", "red 5", "yellow 2"),
    ("blue 3", "blue 9", "red 2", "yellow 4"),
    ("blue 7", "red 8", "yellow 6", "green 5"),
)
ZERO_FIRST = (("blue 0", "red 5"), ("blue 3", "red 2"), ("blue 7", "red 8"))
PASS_FIRST = (
    ("buoy pass left", "blue 5", "red 5", "yellow 9"),
    ("blue 3", "blue 9", "red 2", "yellow 4"),
    ("blue 7", "red 8", "yellow 6", "green 5"),
)


def fishing_setup(hands, humans: int = 1) -> TableSetup:
    """Three seats dealt ``hands``, seat 0 leading; ``humans`` human seats, the first on the mouse."""
    seats = table_helpers.seats(("mouse",) + ("",) * (humans - 1), 3)
    return TableSetup("fishing", seats, {"hands": hands, "leader": 0}, seed=3)


def fishing_table(app, drive, hands, humans: int = 1) -> FishingScene:
    scene = table_helpers.start(app, fishing_setup(hands, humans), FishingScene)
    table_helpers.settle(drive, scene)
    return scene


def centres(fan, cards, raised) -> list[tuple[int, int]]:
    """Where each card of a fanned hand lies (its centre), as a press finds it."""
    return [(round(x), round(y)) for (x, y), _angle in fan.positions(len(cards), raised)]


def action_at(scene, pos) -> object | None:
    return scene.action_at(pos)[1]


# -- Fishing --------------------------------------------------------------------------------------
def test_fishing_a_press_on_a_card_of_the_hand_plays_it_and_beside_the_cards_asks_nothing(app, drive, fast):
    scene = fishing_table(app, drive, CALL_FIRST)
    assert scene.state.phase == PLAY and scene.humans_to_move() == [0]
    cards = scene.sight.visible_hand(0)
    for card, pos in zip(cards, centres(scene.hand, cards, scene.playable_indices(0)), strict=True):
        assert action_at(scene, pos) == (0, PlayCard(card))
    assert action_at(scene, (2, scene.size[1] - 2)) is None


def test_fishing_a_press_on_a_face_down_hand_only_asks_how_to_look(app, drive, fast):
    scene = fishing_table(app, drive, CALL_FIRST, humans=2)
    scene.hand_off.revealed = None  # the curtain not lifted yet: the hand lies face down
    model = scene.model()
    assert model.hand is not None and not model.hand.face_up
    seat, look = action_at(scene, centres(scene.hand, model.hand.cards, ())[0])
    assert seat == model.hand.seat and isinstance(look, FishingLookFirst)


def test_fishing_a_press_on_a_colour_button_calls_that_colour_and_hovering_lights_it(app, drive, fast):
    scene = fishing_table(app, drive, CALL_FIRST)
    scene.submit(0, PlayCard(parse_card("buoy call colour")))
    table_helpers.settle(drive, scene)
    assert scene.state.phase == CALL and scene.humans_to_move() == [0]
    for colour, rect in scene.layout.colour_buttons.items():
        assert action_at(scene, rect.center) == CallColour(colour)
        drive.move(rect.center)
        assert scene.model().picker.hover == colour, "the button under the pointer is lit"
    model = scene.model()
    assert model.picker is not None
    picker = scene.layout.picker
    assert action_at(scene, (picker.centerx, picker.y + 2)) is None, "the picker's title calls nothing"


def test_fishing_a_press_on_a_trick_card_captures_it_and_the_middle_opens_no_last_trick(app, drive, fast):
    scene = fishing_table(app, drive, ZERO_FIRST)
    scene.submit(0, PlayCard(parse_card("blue 0")))
    table_helpers.settle(drive, scene)
    assert scene.state.phase == CAPTURE and scene.humans_to_move() == [0]
    for seat, card in scene.sight.trick_cards():
        x, y = scene.sight.trick_pos(seat)
        assert action_at(scene, (round(x), round(y))) == Capture(card)
    assert scene.last_trick.memory.last() is not None, "a trick is won: the last trick could open"
    drive.click(scene.layout.trick_centre)
    assert not scene.last_trick.open, "the zero's player chooses in the middle: it stays closed"
    assert scene.state.phase == CAPTURE


def test_fishing_a_press_on_a_pass_hand_in_the_middle_passes_for_its_seat_before_any_drawing(app):
    state = fishing.new_game(3, seed=3, hands=PASS_FIRST, leader=0)
    while state.phase != PASS:
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    scene = FishingScene(app, fishing_setup(PASS_FIRST, humans=2), state)
    app.scenes.reset(scene)  # not drawn yet: the widgets' rects are the layout's alone
    scene.hand_off.revealed = 1  # seat 1 has lifted its curtain; seat 0's hand lies face down
    assert sorted(scene.humans_to_move()) == [0, 1] and not scene.presenting()
    fans = fishing_model.pass_hands(scene)
    cards = scene.sight.visible_hand(1)
    for card, pos in zip(cards, centres(fans[1], cards, scene.playable_indices(1)), strict=True):
        assert action_at(scene, pos) == (1, PassCard(card))
    seat, look = action_at(scene, centres(fans[0], scene.sight.visible_hand(0), ())[0])
    assert seat == 0 and isinstance(look, FishingLookFirst)


def test_fishing_a_press_on_the_trick_opens_the_last_trick_while_cards_are_played(app, drive, fast):
    scene = fishing_table(app, drive, CALL_FIRST)
    desk = scene.last_trick
    while desk.memory.last() is None or scene.state.phase != PLAY:
        (seat,) = scene.state.to_move()
        scene.submit(seat, scene.state.legal_actions(seat)[0])
        table_helpers.settle(drive, scene)
    while scene.banner.unread:
        drive.frames(1)
    moves = len(scene.state.history)
    played = scene.sight.trick_cards()
    assert played, "the bots have led: a press on one of their cards"
    drive.click(scene.sight.trick_pos(played[0][0]))
    assert desk.open and len(scene.state.history) == moves
    drive.click((2, 2))  # any press closes it
    assert not desk.open
    drive.click(scene.trick_area.bounds(scene.state.players).center)  # between the cards
    assert desk.open and len(scene.state.history) == moves


# -- Bingo ----------------------------------------------------------------------------------------
bingo_table = functools.partial(table_helpers.table, "bingo")
BINGO_HANDS = (
    ("blue 1", "blue 2", "green 1", "green 2", "green 3", "yellow 1", "yellow 2", "yellow 3", "yellow 4"),
    ("blue 3", "blue 4", "blue 5", "green 4", "green 5", "green 6", "yellow 5", "yellow 6", "yellow 7"),
    ("blue 6", "blue 7", "blue 8", "blue 9", "green 7", "green 8", "green 9", "yellow 8", "yellow 9"),
)


def bingo_started(app, drive, humans: int = 1) -> BingoScene:
    scene = table_helpers.start(app, bingo_table(humans=humans, hands=BINGO_HANDS, leader=0), BingoScene)
    table_helpers.settle(drive, scene)
    return scene


def test_bingo_a_press_on_a_card_of_the_hand_plays_it_and_beside_the_cards_asks_nothing(app, drive, fast):
    scene = bingo_started(app, drive)
    assert scene.state.to_move() == (0,)
    cards = scene.shown.hands[0]
    for card, pos in zip(cards, centres(scene.hand, cards, scene.playable_indices(0)), strict=True):
        assert action_at(scene, pos) == bingo.PlayCard(card)
    assert action_at(scene, (2, scene.size[1] - 2)) is None


def test_bingo_a_press_on_a_face_down_hand_only_asks_how_to_look(app, drive, fast):
    scene = bingo_started(app, drive, humans=2)
    scene.hand_off.revealed = None
    model = scene.model()
    assert model.hand is not None and not model.hand.face_up
    assert isinstance(action_at(scene, centres(scene.hand, model.hand.cards, ())[0]), BingoLookFirst)


@pytest.mark.parametrize("choosers", [1, 2])
def test_bingo_a_press_on_a_number_of_a_large_card_places_that_seats_marker_before_any_drawing(app, choosers):
    scene = BingoScene(app, bingo_table(humans=2, hands=BINGO_HANDS, leader=0))
    app.scenes.reset(scene)  # not drawn yet: the widgets' rects are the layout's alone
    for seat in range(choosers):
        scene.state.choices[seat] = TO_CHOOSE
    model = scene.model()
    cards = scene.view.choosers.cards(model)
    assert [look.seat for look in model.choosers] == list(range(choosers))
    for look, card in zip(model.choosers, cards, strict=True):
        for number in range(1, 10):
            assert action_at(scene, card.cell_rect(number).center) == (look.seat, PlaceFree(number))
    frame = scene.view.choosers.frames(model)[0]
    assert action_at(scene, (frame.centerx, frame.y + 4)) is None, "a chooser's title places nothing"


def test_bingo_the_trick_opens_the_last_trick_unless_a_free_marker_is_chosen_there(app, drive, fast):
    scene = bingo_started(app, drive)
    desk = scene.last_trick
    while desk.memory.last() is None:
        scene.submit(0, scene.state.legal_actions(0)[0])
        table_helpers.settle(drive, scene)
    while scene.banner.unread:
        drive.frames(1)
    ring = scene.trick_area.bounds(scene.state.players)
    before = scene.state.choices[0]
    scene.state.choices[0] = TO_CHOOSE  # as if the missed track had just filled
    beside = [
        (x, y)
        for x in range(ring.left, ring.right, 8)
        for y in range(ring.top, ring.bottom, 8)
        if action_at(scene, (x, y)) is None
    ]
    assert beside, "the large card leaves some of the trick's ring uncovered"
    drive.click(beside[len(beside) // 2])
    assert not desk.open, "a free marker is chosen in the middle: a press there opens nothing"
    scene.state.choices[0] = before
    drive.click(ring.center)
    assert desk.open


# -- every table: the Hint button and the log strip ----------------------------------------------
TABLES = {"fishing": FishingScene, "bingo": BingoScene, "garum": GarumScene}


def seated(app, drive, game: str):
    """``game`` with one human, waiting for that human (seat 0)."""
    scene = table_helpers.start(app, table_helpers.table(game, players=4), TABLES[game])
    table_helpers.settle(drive, scene)
    assert scene.humans_to_move() == [0]
    return scene


@pytest.mark.parametrize("game", list(TABLES))
def test_a_press_on_the_hint_button_asks_a_hint_for_the_seat_to_move(app, drive, fast, game):
    scene = seated(app, drive, game)
    assert scene.model().hint_button == (True, False), "the button shows"
    moves = len(scene.state.history)
    drive.click(scene.layout.hint_button.rect.center)
    drive.frames(1)
    assert scene.hints.uses == [[0, moves]]
    assert app.scenes.top is scene and len(scene.state.history) == moves, "nothing else answered"


@pytest.mark.parametrize("game", list(TABLES))
def test_a_press_on_the_log_strip_opens_the_log(app, drive, fast, game):
    scene = seated(app, drive, game)
    moves = len(scene.state.history)
    drive.click(scene.log_rect.center)
    drive.frames(1)
    assert isinstance(app.scenes.top, LogScene) and app.scenes.top.lines == scene.log.lines
    assert scene.hints.uses == [] and len(scene.state.history) == moves, "nothing else answered"
