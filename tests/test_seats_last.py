"""Seats that last: moving and swapping in the lobby, the join key that always joins, the lobby
keeping everyone's device within a run, and Play again keeping seats and devices."""

import pygame

from game.engine import pointers
from game.engine.devices.scripted import MOVE_TO, ScriptedDevice, Step, click
from game.engine.pointers import PointerHub
from game.engine.seats import BOT, EMPTY, HUMAN, SEAT_COLOURS, Seat, TableSetup, again
from game.engine.table_plan import TablePlan
from game.scenes.lobby import store_key
from tests.test_lobby import open_lobby

E = pygame.event.Event


def plan(min_seats=2, max_seats=4, fixed=()):
    return TablePlan("garum", min_seats, max_seats, {}, fixed)


def test_a_seated_player_moves_with_name_and_colour_and_the_other_takes_their_place():
    p = plan()
    p.join("pad:1", 0)
    p.rename(0, "Anna")
    p.set_kind(2, HUMAN)
    p.join("keys:wasd", 2)
    p.rename(2, "Ben")
    assert p.join("pad:1", 2) == 2, "Join on Ben's seat swaps"
    assert [(s.name, s.pointers) for s in p.seats[:3]] == [
        ("Ben", ("keys:wasd",)),
        ("Medium bot 2", ()),
        ("Anna", ("pad:1",)),
    ]
    assert p.seats[2].colour == SEAT_COLOURS[0] and p.seats[0].colour == SEAT_COLOURS[2]
    p.join("pad:1", 3)  # an empty seat: Anna moves, her old place is empty now
    assert (p.seats[3].name, p.seats[2].kind) == ("Anna", EMPTY)
    p.join("mouse", 1, shared=True)
    p.join("mouse", 0, shared=True)
    assert p.seats_of("mouse") == [0, 1], "a shared mouse adds seats instead of moving"


def test_in_a_game_whose_colours_are_rules_a_swap_keeps_each_place_its_colour():
    blue, green = ("Blue", (0, 0, 200)), ("Green", (0, 150, 0))
    p = plan(2, 2, (blue, green))
    p.set_kind(1, HUMAN)
    p.join("pad:1", 0)
    p.rename(0, "Anna")
    p.join("pad:1", 1)
    assert [(s.name, s.colour) for s in p.seats] == [("Blue", (0, 0, 200)), ("Anna", (0, 150, 0))]


def test_devices_are_remembered_within_a_session_only():
    p = plan()
    p.join("pad:1", 0)
    same, other = plan(), plan()
    same.restore(p.to_json("run-a"), "run-a")
    other.restore(p.to_json("run-a"), "run-b")
    assert same.seats[0].pointers == ("pad:1",) and other.seats[0].pointers == ()
    assert PointerHub((10, 10)).session != PointerHub((10, 10)).session


def test_play_again_keeps_every_seat_and_binds_the_devices_that_steer_it_now():
    setup = TableSetup(
        "garum",
        [
            Seat(HUMAN, "Anna", SEAT_COLOURS[0], pointers=("pad:0",)),
            Seat(BOT, "Hard bot", SEAT_COLOURS[1], "hard"),
            Seat(HUMAN, "Ben", SEAT_COLOURS[2]),  # hot seat: whoever has the mouse
        ],
        {"variant": "x"},
        seed=5,
    )
    hub = PointerHub((100, 100))
    hub.claim(hub.pointer("pad:0", "gamepad"), 0, SEAT_COLOURS[0], "A")
    hub.disconnect("pad:0")
    hub.pointer("pad:3", "gamepad")
    hub.press(hub.pointers["pad:3"], pointers.PRIMARY)  # the pad came back under a new id
    new = again(setup, 6, hub.steering())
    assert [(s.kind, s.name, s.colour, s.level) for s in new.seats] == [
        (s.kind, s.name, s.colour, s.level) for s in setup.seats
    ]
    assert [s.pointers for s in new.seats] == [("pad:3",), (), ()]
    assert new.seed == 6 and new.options == setup.options and new.seats[0] is not setup.seats[0]


# -- the lobby scene, headless (the shared ``app`` fixture: a real app on its menu) ------------
def press(app, key):
    app.dispatch(E(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.dispatch(E(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.frame()


def test_the_join_key_joins_even_when_a_stale_cursor_rests_on_a_bots_level(app):
    scene = open_lobby(app)
    press(app, pygame.K_d)  # a new player tries the keys: the cursor appears, nobody joined
    assert scene.plan.seats_of("keys:wasd") == []
    wasd = app.pointers.pointers["keys:wasd"]
    app.pointers.move_to(wasd, *scene.cards[1].kinds[1].center)  # over "Easy bot" of a bot seat
    app.frame()
    before = [(s.kind, s.level) for s in scene.plan.seats]
    press(app, pygame.K_SPACE)
    assert scene.plan.seats_of("keys:wasd") == [0], "Space joins the open seat"
    assert [(s.kind, s.level) for s in scene.plan.seats][1:] == before[1:], "no bot changed level"


def test_a_newcomers_join_key_on_a_seats_join_takes_that_seat(app):
    scene = open_lobby(app)
    steps = [
        Step(0, "pad:4", MOVE_TO, *scene.cards[2].join.center, device="gamepad"),
        *click(0.1, "pad:4", *scene.cards[2].join.center, device="gamepad"),
    ]
    app.pointers.devices.append(ScriptedDevice(steps))
    app.run(app.frames + 20)
    assert scene.plan.seats_of("pad:4") == [2] and scene.plan.seats[2].kind == HUMAN


def test_returning_to_the_lobby_after_a_game_keeps_everyones_seat_and_device(app):
    scene = open_lobby(app)
    press(app, pygame.K_u)  # IJKL joins seat 1
    steps = click(0, "pad:0", *scene.cards[1].join.center, device="gamepad")
    app.pointers.devices.append(ScriptedDevice(steps))
    app.run(app.frames + 10)
    scene.plan.rename(1, "Pia")
    assert scene.plan.seats_of("pad:0") == [1] and scene.plan.seats_of("keys:ijkl") == [0]
    app.pointers.active = app.pointers.pointers["pad:0"]
    scene._start()
    assert type(app.scenes.top).__name__ == "GarumScene"
    app.run(app.frames + 5)
    app.to_menu()  # Menu from the results, or Quit to menu from the pause
    again_scene = open_lobby(app)
    seats = again_scene.plan.seats
    assert (seats[0].pointers, seats[1].pointers, seats[1].name) == (("keys:ijkl",), ("pad:0",), "Pia")
    pad = app.pointers.pointers["pad:0"]
    assert (pad.seat, pad.colour, pad.label) == (1, seats[1].colour, "P")
    stored = app.storage.load_json(store_key("garum"), {})
    assert stored["session"] == app.pointers.session


def test_play_again_at_a_table_keeps_seats_names_colours_and_a_replugged_pad(app):
    setup = TableSetup(
        "garum",
        [
            Seat(HUMAN, "Anna", SEAT_COLOURS[3], pointers=("pad:0",)),
            Seat(BOT, "Easy bot", SEAT_COLOURS[1], "easy"),
        ],
        seed=3,
    )
    hub = app.pointers
    hub.pointer("pad:0", "gamepad")
    app.start_game(setup)
    scene = app.scenes.top
    hub.disconnect("pad:0")
    hub.press(hub.pointer("pad:5", "gamepad"), pointers.PRIMARY)  # back under a new id
    scene.play_again()
    new = app.scenes.top
    assert new is not scene and new.setup.seed != setup.seed
    assert [(s.kind, s.name, s.colour) for s in new.setup.seats] == [
        (s.kind, s.name, s.colour) for s in setup.seats
    ]
    assert new.setup.seats[0].pointers == ("pad:5",)
    pad = hub.pointers["pad:5"]
    assert (pad.seat, pad.colour, pad.label) == (0, SEAT_COLOURS[3], "A")
