"""The lobby: the table plan (pure), and headless runs of the scene with scripted pointers,
gamepads and keyboard clusters."""

import pygame
import pytest

from game.app import App, parse_args
from game.engine import pointers
from game.engine.cursors import draw_cursors
from game.engine.devices.scripted import MOVE_TO, ScriptedDevice, Step, click
from game.engine.seats import (
    BOT,
    COLOUR_NAMES,
    EMPTY,
    HUMAN,
    NAME_LIMIT,
    SEAT_COLOURS,
)
from game.engine.table_plan import TablePlan
from game.scenes import lobby as lobby_module
from game.scenes.lobby import LobbyScene

E = pygame.event.Event


# -- the plan ----------------------------------------------------------------------------------
def plan(min_seats=2, max_seats=4, **options):
    return TablePlan("garum", min_seats, max_seats, options)


def test_a_new_table_has_one_human_then_bots_up_to_the_minimum_then_empty_seats():
    p = plan(3, 5)
    assert [s.kind for s in p.seats] == [HUMAN, BOT, BOT, EMPTY, EMPTY]
    assert [s.colour for s in p.seats] == list(SEAT_COLOURS[:5])
    assert p.seats[0].name == "Orange" and p.seats[1].name == "Medium bot 2"


def test_default_names_have_different_initials():
    initials = [name[0] for name in COLOUR_NAMES]
    assert len(set(initials)) == len(initials) == len(SEAT_COLOURS)


def test_joining_without_a_seat_fills_unclaimed_humans_first_then_seats_in_order():
    p = plan(3, 5)
    p.set_kind(3, HUMAN)
    assert [p.join(f"pad:{i}") for i in range(6)] == [0, 3, 1, 2, 4, None]
    assert all(s.kind == HUMAN for s in p.seats)
    assert p.seats_of("pad:3") == [2]
    assert p.seats[1].name == "Sky", "a bot seat taken by a player gets a player's name"


def test_joining_a_seat_moves_a_pointer_unless_it_is_shared():
    p = plan()
    p.join("mouse", 0)
    p.join("mouse", 2)
    assert p.seats_of("mouse") == [2]
    p.join("mouse", 1, shared=True)
    assert p.seats_of("mouse") == [1, 2]
    p.leave("mouse")
    assert p.seats_of("mouse") == [] and p.seats[2].kind == HUMAN


def test_two_devices_can_steer_one_seat():
    p = plan()
    p.join("mouse", 0)
    p.join("keys:wasd", 0)
    assert p.seats[0].pointers == ("mouse", "keys:wasd")


def test_a_seat_that_becomes_a_bot_or_empty_lets_its_pointers_go():
    p = plan()
    p.join("pad:1", 0)
    p.set_kind(0, BOT, "hard")
    assert p.seats[0].pointers == () and p.seats[0].level == "hard" and p.seats[0].name == "Hard bot 1"
    p.set_kind(0, EMPTY)
    p.set_kind(0, HUMAN)
    assert p.seats[0].name == "Orange"


def test_cycling_a_seat_goes_human_easy_medium_hard_empty():
    p = plan()
    seen = []
    for _ in range(5):
        p.cycle_kind(0)
        seen.append((p.seats[0].kind, p.seats[0].level if p.seats[0].kind == BOT else ""))
    assert seen == [(BOT, "easy"), (BOT, "medium"), (BOT, "hard"), (EMPTY, ""), (HUMAN, "")]
    p.cycle_kind(0, -1)
    assert p.seats[0].kind == EMPTY


def test_renaming_trims_spaces_limits_length_and_empty_means_default():
    p = plan()
    p.rename(0, "  Ann   Marie  ")
    assert p.seats[0].name == "Ann Marie" and p.seats[0].initial == "A"
    p.rename(0, "x" * 40)
    assert p.seats[0].name == "x" * NAME_LIMIT
    p.rename(0, "   ")
    assert p.seats[0].name == "Orange"
    p.set_kind(0, BOT, "easy")
    p.rename(1, "Zed")
    p.set_kind(1, BOT, "easy")
    assert p.seats[1].name == "Zed", "a name someone typed survives a change of kind"


def test_colours_cycle_through_the_palette_skipping_taken_ones_and_default_names_follow():
    p = plan(2, 3)  # seats wear orange, sky blue and (empty) bluish green
    p.cycle_colour(0)
    assert p.seats[0].colour == SEAT_COLOURS[2], "sky blue is taken; an empty seat's colour is free"
    assert p.seats[0].name == COLOUR_NAMES[2]
    for _ in range(len(SEAT_COLOURS)):
        p.cycle_colour(0)
        assert p.seats[0].colour != p.seats[1].colour


def test_a_table_below_the_minimum_cannot_start_and_says_why():
    p = plan(3, 5)
    p.set_kind(2, EMPTY)
    assert p.problems() == ["This game needs at least 3 seats filled; 2 are."]
    p.set_kind(4, BOT, "easy")
    assert p.problems() == []


def test_setup_drops_empty_seats_and_gives_unclaimed_humans_to_the_starter():
    p = plan(2, 4)
    p.set_kind(1, HUMAN)
    p.set_kind(2, BOT, "hard")
    p.join("pad:5", 1)
    setup = p.setup(seed=42, starter="mouse")
    assert [(s.kind, s.pointers) for s in setup.seats] == [
        (HUMAN, ("mouse",)),
        (HUMAN, ("pad:5",)),
        (BOT, ()),
    ]
    assert setup.seed == 42 and setup.game == "garum" and setup.options == {}


def test_a_real_time_game_needs_a_device_per_human_seat():
    p = plan()
    p.set_kind(1, HUMAN)
    assert p.problems(shared_ok=True, starter="mouse") == []
    assert "real time" in p.problems(shared_ok=False, starter="mouse")[0]
    p.join("keys:wasd", 1)
    assert p.problems(shared_ok=False, starter="mouse") == []


def test_remembered_set_up_keeps_kinds_names_colours_and_options_but_no_devices():
    p = plan(mode="classic")
    p.join("pad:1", 0)
    p.rename(0, "Ann")
    p.set_kind(3, BOT, "hard")
    p.options["mode"] = "puzzle"
    q = plan(mode="classic")
    q.restore(p.to_json())
    assert [(s.kind, s.name, s.colour, s.level) for s in q.seats] == [
        (s.kind, s.name, s.colour, s.level) for s in p.seats
    ]
    assert q.seats[0].pointers == () and q.options == {"mode": "puzzle"}


@pytest.mark.parametrize(
    "data",
    [
        {"game": "bingo", "seats": []},
        {"game": "garum", "seats": "x"},
        {"game": "garum", "seats": [{"kind": 1}]},
        {},
    ],
)
def test_a_bad_or_foreign_remembered_set_up_is_ignored(data):
    p = plan()
    before = [(s.kind, s.name) for s in p.seats]
    p.restore(data)
    assert [(s.kind, s.name) for s in p.seats] == before


def test_one_mouse_for_several_seats_is_left_unclaimed_for_hot_seat_play():
    p = plan(2, 4)
    p.set_kind(1, HUMAN)
    p.set_kind(2, HUMAN)
    p.join("pad:1", 2)
    setup = p.setup(seed=1, starter="mouse")
    assert [s.pointers for s in setup.seats] == [(), (), ("pad:1",)]
    assert [s.kind for s in setup.seats] == [HUMAN, HUMAN, HUMAN]


# -- the scene, headless -----------------------------------------------------------------------
@pytest.fixture
def app():
    app = App(parse_args(["--headless"]))
    app.to_menu()
    started = []
    app.start_game = started.append
    app.started = started
    yield app
    app.close()


def open_lobby(app, game="garum"):
    app.open_lobby(game)
    scene = app.scenes.top
    assert isinstance(scene, LobbyScene)
    return scene


def near(colour, expected, tolerance=6):
    """Smoothed cursor edges: a pixel within a few levels of the seat colour counts as it."""
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], expected, strict=True))


def play(app, steps, frames):
    app.pointers.devices.append(ScriptedDevice(steps))
    app.run(app.frames + frames)


def test_two_scripted_pointers_claim_two_seats_and_are_drawn_in_their_colours(app, tmp_path):
    scene = open_lobby(app, "fishing")  # seats of free colours
    join0, join1 = scene.cards[0].join.center, scene.cards[1].join.center
    name2 = scene.cards[2].name.center
    steps = [
        *click(0.1, "ann", *join0, device="evdev"),
        *click(0.2, "bob", *join1, device="evdev"),
        Step(0.3, "ann", MOVE_TO, 300, 800, device="evdev"),
        Step(0.3, "bob", MOVE_TO, *name2, device="evdev"),
    ]
    play(app, steps, 30)
    seats = scene.plan.seats
    assert (seats[0].kind, seats[0].pointers) == (HUMAN, ("ann",))
    assert (seats[1].kind, seats[1].pointers) == (HUMAN, ("bob",))
    ann, bob = app.pointers.pointers["ann"], app.pointers.pointers["bob"]
    assert (ann.seat, ann.colour, ann.label) == (0, SEAT_COLOURS[0], "O")
    assert (bob.seat, bob.colour, bob.label) == (1, SEAT_COLOURS[1], "S")
    shot = tmp_path / "lobby.png"
    app.screenshot(str(shot))
    assert shot.stat().st_size > 10_000
    assert near(app.screen.get_at((305, 816)), SEAT_COLOURS[0])  # inside Ann's arrow


def test_the_cursor_is_drawn_where_the_last_event_before_the_frame_put_it(app):
    scene = open_lobby(app, "fishing")  # seats of free colours
    app.dispatch(E(pygame.MOUSEBUTTONDOWN, pos=scene.cards[0].join.center, button=1, touch=False))
    app.dispatch(E(pygame.MOUSEBUTTONUP, pos=scene.cards[0].join.center, button=1, touch=False))
    app.frame()
    assert app.pointers.pointers["mouse"].seat == 0
    for x, y in ((500, 780), (1500, 760), (900, 820)):
        pygame.event.post(E(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0), touch=False))
        app.frame()  # reads the event, steps, draws: no frame in between
        assert near(app.screen.get_at((x + 5, y + 16)), SEAT_COLOURS[0]), (x, y)


def test_a_gamepad_joins_with_its_first_press_and_presses_start_with_its_cursor(app):
    scene = open_lobby(app)
    app.dispatch(E(pygame.JOYBUTTONDOWN, instance_id=3, button=0))
    app.dispatch(E(pygame.JOYBUTTONUP, instance_id=3, button=0))
    app.frame()
    pad = app.pointers.pointers["pad:3"]
    assert scene.plan.seats_of("pad:3") == [0] and pad.seat == 0
    assert app.started == [], "the join press must not also press a button"
    target = scene.start_button.rect.center
    for _ in range(600):  # steer with the stick, as a player would
        dx, dy = target[0] - pad.x, target[1] - pad.y
        if abs(dx) < 20 and abs(dy) < 15:
            break
        norm = max(abs(dx), abs(dy), 1)
        app.dispatch(
            E(pygame.JOYAXISMOTION, instance_id=3, axis=0, value=dx / norm * min(1, abs(dx) / 200 + 0.3))
        )
        app.dispatch(
            E(pygame.JOYAXISMOTION, instance_id=3, axis=1, value=dy / norm * min(1, abs(dy) / 200 + 0.3))
        )
        app.frame()
    app.dispatch(E(pygame.JOYAXISMOTION, instance_id=3, axis=0, value=0.0))
    app.dispatch(E(pygame.JOYAXISMOTION, instance_id=3, axis=1, value=0.0))
    assert scene.start_button.rect.collidepoint(pad.pos)
    app.frame()
    app.dispatch(E(pygame.JOYBUTTONDOWN, instance_id=3, button=0))
    app.dispatch(E(pygame.JOYBUTTONUP, instance_id=3, button=0))
    app.frame()
    assert len(app.started) == 1
    setup = app.started[0]
    assert setup.seats[0].pointers == ("pad:3",) and setup.seats[1].kind == BOT


def test_keyboard_clusters_join_in_the_order_they_press_and_space_does_not_start(app):
    scene = open_lobby(app)
    for key in (pygame.K_u, pygame.K_SPACE):
        app.dispatch(E(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        app.dispatch(E(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.frame()
    assert scene.plan.seats_of("keys:ijkl") == [0] and scene.plan.seats_of("keys:wasd") == [1]
    assert app.started == []
    app.dispatch(E(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    assert "keys:arrows" not in app.pointers.pointers, "arrows stay with the menus"


def test_a_seated_player_leaves_with_the_back_button_on_their_own_card(app):
    scene = open_lobby(app)
    join = scene.cards[0].join.center
    play(
        app,
        [*click(0, "ann", *join, device="evdev"), *click(0.1, "ann", *join, button=pointers.SECONDARY)],
        20,
    )
    assert scene.plan.seats_of("ann") == [] and app.pointers.pointers["ann"].seat is None


def test_kind_rows_set_bots_and_empty_seats(app):
    scene = open_lobby(app)
    hard, empty = scene.cards[1].kinds[3].center, scene.cards[0].kinds[4].center
    play(app, [*click(0, "mouse", *hard, device="mouse"), *click(0.1, "mouse", *empty, device="mouse")], 20)
    assert (scene.plan.seats[1].kind, scene.plan.seats[1].level) == (BOT, "hard")
    assert scene.plan.seats[0].kind == EMPTY


def test_typing_a_name_keeps_keyboard_cursors_still(app):
    scene = open_lobby(app)
    play(app, click(0, "mouse", *scene.cards[0].name.center, device="mouse"), 5)
    assert scene.editing == 0 and app.pointers.typing
    for _ in range(len(scene.plan.seats[0].name)):
        app.dispatch(E(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    for ch in "Wanda":
        app.dispatch(E(pygame.KEYDOWN, key=ord(ch.lower()), mod=0, unicode=ch, scancode=0))
        app.dispatch(E(pygame.TEXTINPUT, text=ch))
    app.dispatch(E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.frame()
    assert scene.plan.seats[0].name == "Wanda" and scene.editing is None and not app.pointers.typing
    assert "keys:wasd" not in app.pointers.pointers


def test_an_unplugged_pad_keeps_its_seat_and_a_replugged_one_takes_it_back(app):
    scene = open_lobby(app)
    app.dispatch(E(pygame.JOYBUTTONDOWN, instance_id=1, button=0))
    app.frame()
    app.dispatch(E(pygame.JOYDEVICEREMOVED, instance_id=1))
    app.run(app.frames + 60)
    assert scene.plan.seats_of("pad:1") == [0], "within the grace period the seat waits"
    app.dispatch(E(pygame.JOYBUTTONDOWN, instance_id=2, button=0))
    app.frame()
    assert scene.plan.seats_of("pad:2") == [0] and scene.plan.seats_of("pad:1") == []
    assert app.pointers.pointers["pad:2"].seat == 0


def test_a_seat_left_empty_too_long_is_open_again(app):
    scene = open_lobby(app)
    app.dispatch(E(pygame.JOYBUTTONDOWN, instance_id=1, button=0))
    app.frame()
    app.dispatch(E(pygame.JOYDEVICEREMOVED, instance_id=1))
    app.pointers.update(pointers.GRACE_SECONDS)
    app.frame()
    assert scene.plan.seats[0].pointers == () and scene.plan.seats[0].kind == HUMAN


def test_start_remembers_the_set_up_for_next_time(app):
    scene = open_lobby(app, "bingo")
    scene.plan.rename(0, "Ann")
    scene.plan.set_kind(3, BOT, "hard")
    scene.plan.options["trump"] = True
    scene._start()
    assert app.started and app.started[0].options == {"trump": True}
    again = LobbyScene(app, scene.info)
    assert again.plan.seats[0].name == "Ann" and again.plan.seats[3].level == "hard"
    assert again.plan.options == {"trump": True}


def test_a_remembered_option_the_game_no_longer_offers_falls_back_to_its_default(app):
    app.storage.save_json(
        lobby_module.store_key("bingo"), {"game": "bingo", "seats": [], "options": {"trump": 7}}
    )
    scene = open_lobby(app, "bingo")
    assert scene.plan.options == {"trump": False}


def test_options_cycle_from_their_button(app):
    scene = open_lobby(app, "garum")
    scene._activate(0)
    assert scene.plan.options["side"] == "baelo"
    assert scene.buttons.buttons[0].text == "Board: Baelo Claudia, 12 tanks"


def test_a_real_time_game_refuses_one_device_for_two_seats(app):
    scene = open_lobby(app, "finden")
    scene.plan.set_kind(1, HUMAN)
    scene._start()
    assert app.started == [] and "real time" in scene.problems[0]


def test_a_mouse_may_serve_several_seats_of_a_turn_based_game(app):
    scene = open_lobby(app, "fishing")
    joins = [scene.cards[i].join.center for i in (0, 1)]
    play(
        app,
        [*click(0, "mouse", *joins[0], device="mouse"), *click(0.1, "mouse", *joins[1], device="mouse")],
        20,
    )
    assert scene.plan.seats_of("mouse") == [0, 1]
    scene._start()
    assert [s.pointers for s in app.started[0].seats[:2]] == [(), ()], "hot seat: it acts for whoever moves"


def test_draw_cursors_skips_the_unseated_system_mouse_and_fades_quiet_cursors():
    surface = pygame.Surface((400, 1080))
    hub = pointers.PointerHub((400, 1080))
    hub.move_to(hub.pointer("mouse", "mouse"), 100, 100)
    draw_cursors(surface, hub)
    assert surface.get_at((105, 116))[:3] == (0, 0, 0)
    pad = hub.pointer("pad:1", "gamepad")
    hub.claim(pad, 0, SEAT_COLOURS[1], "S")
    hub.move_to(pad, 200, 100)
    draw_cursors(surface, hub)
    assert near(surface.get_at((205, 116)), SEAT_COLOURS[1])
    surface.fill((0, 0, 0))
    hub.update(pointers.QUIET_SECONDS)
    draw_cursors(surface, hub)
    faded = surface.get_at((205, 116))[:3]
    assert faded != (0, 0, 0) and faded[2] < SEAT_COLOURS[1][2]


def test_pointers_still_seated_from_a_bigger_game_start_unseated_in_the_lobby(app):
    hub = app.pointers
    pad = hub.pointer("pad:9", "gamepad")
    hub.claim(pad, 4, SEAT_COLOURS[4], "B")  # seat 5 of a Fishing game
    scene = open_lobby(app, "garum")
    app.frame()
    assert pad.seat is None and scene.plan.seats_of("pad:9") == []


def test_the_wheel_or_a_rotate_button_over_a_card_steps_through_the_seat_kinds(app):
    scene = open_lobby(app)
    badge = scene.cards[1].badge.center
    steps = [
        Step(0, "mouse", MOVE_TO, *badge, device="mouse"),
        Step(0, "mouse", "wheel", amount=-1, device="mouse"),
    ]
    play(app, steps, 5)
    assert (scene.plan.seats[1].kind, scene.plan.seats[1].level) == (BOT, "hard")
    play(app, [Step(0, "mouse", "wheel", amount=1, device="mouse")], 5)
    assert (scene.plan.seats[1].kind, scene.plan.seats[1].level) == (BOT, "medium")
    play(app, click(0, "pad", *badge, button=pointers.ROTATE, device="gamepad"), 5)
    assert (scene.plan.seats[1].kind, scene.plan.seats[1].level) == (BOT, "hard")
    assert scene.plan.seats_of("pad") == [], "turning a card is not joining it"


BINGO_COLOURS = (("Blue", (0, 0, 200)), ("Green", (0, 150, 0)), ("Yellow", (220, 200, 0)))


def test_a_game_whose_seat_colours_are_rules_fixes_them_and_names_seats_after_them():
    """In Bingo a player's colour is a rule (trump is the colour of a player): seat 1 is blue,
    so the lobby must not call it Orange, nor let it change colour."""
    plan = TablePlan("bingo", 3, 3, fixed_colours=BINGO_COLOURS)
    assert [s.colour for s in plan.seats] == [c for _, c in BINGO_COLOURS]
    assert plan.seats[0].name == "Blue"
    plan.cycle_colour(0)
    assert plan.seats[0].colour == (0, 0, 200)
    assert plan.seats[1].name == "Medium bot 2", "bots are named by level and seat; the table adds the colour"
    plan.set_kind(1, HUMAN)
    assert plan.seats[1].name == "Green"
    remembered = plan.setup(seed=1).to_json()
    remembered["seats"][0]["colour"] = [230, 159, 0]  # saved before colours were fixed
    again = TablePlan("bingo", 3, 3, fixed_colours=BINGO_COLOURS)
    again.restore(remembered)
    assert again.seats[0].colour == (0, 0, 200)


def test_bingo_seats_wear_the_bingo_colours_in_the_lobby(app):
    from game.scenes.registry import GAMES
    from game.scenes.widgets.cards import suit

    scene = LobbyScene(app, GAMES["bingo"])
    assert scene.plan.seats[0].colour == suit("blue").rgb and scene.plan.seats[0].name == "Blue"
    assert scene.plan.seats[4].colour == suit("red").rgb


def test_a_new_5er_finden_table_starts_with_bots_a_newcomer_can_race(app):
    from game.scenes.registry import GAMES

    scene = LobbyScene(app, GAMES["finden"])
    assert {seat.level for seat in scene.plan.seats if seat.kind == BOT} == {"easy"}
    garum = LobbyScene(app, GAMES["garum"])
    assert {seat.level for seat in garum.plan.seats if seat.kind == BOT} == {"medium"}
