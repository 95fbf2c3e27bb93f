"""5er Finden's race and its phones, in process: a phone takes an open board and draws on it with
a finger under the mouse's rules (a branching five in two strokes), flips the timer, asks for a
hint, leaves; anything malformed gets a clear error and changes nothing; the lobby keeps phones
out of the puzzle table, which has no phone part."""

from __future__ import annotations

import pytest
from phone_fakes import FakeServer
from table_helpers import seats

from game.engine.devices import phone
from game.engine.seats import TableSetup
from game.scenes import registry
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.table import SEARCH
from game.scenes.lobby import LobbyScene


@pytest.fixture
def race(app, drive):
    """A race of three: the mouse's board, a human board left open for a phone, a bot's board."""
    server = FakeServer()
    app.pointers.devices.append(phone.PhoneDevice(server, "http://127.0.0.1:1/?t=x"))
    app.start_game(TableSetup("finden", seats(("mouse", ""), 3), {}, seed=7))
    scene = app.scenes.top
    assert isinstance(scene, ClassicScene)
    return scene, server, drive


def _join(server, drive, client: str, seat: int | None, lang: str = "") -> None:
    server.hello(client, lang)
    drive.frames(1)
    server.say(client, "join", **({} if seat is None else {"seat": seat}))
    drive.frames(2)


def _searching(scene, drive) -> None:
    for _ in range(2000):
        if scene.stage == SEARCH and scene.game.can_act(1):
            return
        drive.frames(1)
    raise AssertionError("the search never started")


def _finger(server, drive, client: str, cells: list[int]) -> None:
    server.say(client, "pad", kind="down", cell=cells[0])
    for cell in cells[1:]:
        server.say(client, "pad", kind="move", cell=cell)
    server.say(client, "pad", kind="up", cell=cells[-1])
    drive.frames(3)


def test_a_phone_takes_an_open_board_and_draws_a_branching_five_with_a_finger(race):
    scene, server, drive = race
    _join(server, drive, "a", None)
    assert server.last("a", "view")["seat"] == 1 and scene.setup.seats[1].pointers == ("phone:a",)
    _searching(scene, drive)
    _finger(server, drive, "a", [0, 1, 2, 3])
    assert scene.views[1].draft.cells == [0, 1, 2, 3] and server.last("a", "view")["draft"] == [0, 1, 2, 3]
    _finger(server, drive, "a", [1, 11])  # the branch: a second stroke from a middle cell
    assert sorted(scene.game.seats[1].outlines[-1]) == [0, 1, 2, 3, 11]
    assert scene.game.seats[0].outlines == []  # the mouse's board is untouched
    view = server.last("a", "view")
    assert sorted(view["outlines"][-1]) == [0, 1, 2, 3, 11] and view["draft"] == []
    assert view["board"] == list(scene.views[1].board.board.rows)
    assert [scene.game.history[-1][2]] == [1]  # recorded as seat 1's Draw, like any other


def test_the_flip_locks_the_phone_board_and_the_phone_says_so(race):
    scene, server, drive = race
    _join(server, drive, "a", 1, lang="de")
    _searching(scene, drive)
    server.say("a", "flip")
    drive.frames(3)
    assert scene.game.seats[1].locked and scene.game.seats[1].flipped
    view = server.last("a", "view")
    assert (
        view["locked"]
        and not view["can_act"]
        and view["prompt"] == "Deine Tafel ist bis zur nächsten Runde gesperrt."
    )
    _finger(server, drive, "a", [20, 21, 22, 23, 24])
    assert scene.game.seats[1].outlines == [] and scene.views[1].draft.cells == []


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"kind": "down", "cell": 100}, "bad-field"),
        ({"kind": "down", "cell": -1}, "bad-field"),
        ({"kind": "down", "cell": "3"}, "bad-field"),
        ({"kind": "down", "cell": True}, "bad-field"),
        ({"kind": "down", "cell": 2.5}, "bad-field"),
        ({"kind": "down"}, "bad-field"),
        ({"kind": "wiggle", "cell": 3}, "not-now"),
        ({"cell": 3}, "not-now"),
    ],
)
def test_a_malformed_touch_gets_a_clear_error_and_changes_nothing(race, fields, code):
    scene, server, drive = race
    _join(server, drive, "a", 1)
    _searching(scene, drive)
    before = list(scene.game.history)
    server.say("a", "pad", **fields)
    drive.frames(2)
    assert server.last("a", "error")["code"] == code and server.last("a", "error")["text"]
    assert scene.game.history == before and scene.views[1].draft.cells == []


def test_only_an_open_board_can_be_taken_and_only_a_seated_phone_draws(race):
    scene, server, drive = race
    _searching(scene, drive)
    for client, seat in (("m", 0), ("b", 2), ("x", 9)):
        _join(server, drive, client, seat)
        assert server.last(client, "refused")["text"]
    server.say("m", "pad", kind="down", cell=0)
    server.say("m", "flip")
    drive.frames(2)
    assert server.last("m", "error")["code"] == "no-seat"
    assert not scene.game.seats[1].locked and scene.views[1].draft.cells == []
    spectator = server.last("m", "view")
    assert spectator["seat"] is None and "board" not in spectator and spectator["open"] == [1]


def test_a_hint_asked_from_the_phone_marks_a_five_there_in_its_language(race):
    scene, server, drive = race
    _join(server, drive, "a", 1, lang="de")
    _searching(scene, drive)
    server.say("a", "hint")
    for _ in range(300):
        drive.frames(1)
        hint = server.last("a", "view").get("hint")
        if hint:
            break
    assert hint["reason"].startswith("Umrande diese") and len(hint["cells"]) == 5
    assert sorted(hint["cells"]) == sorted(scene.hints.current(1).hint.action.cells)
    assert scene.hints.current(1).hint.reason.startswith("Outline this")  # the table speaks English
    assert scene.hints.uses and scene.hints.uses[-1][0] == 1


def test_leaving_opens_the_board_again(race):
    scene, server, drive = race
    _join(server, drive, "a", 1)
    server.say("a", "leave")
    drive.frames(2)
    assert scene.setup.seats[1].pointers == () and not scene.app.pointers.for_seat(1)
    assert server.last("a", "view")["seat"] is None and server.last("a", "view")["open"] == [1]


def test_the_lobby_keeps_phones_out_of_the_puzzle_table(app, drive):
    server = FakeServer()
    app.pointers.devices.append(phone.PhoneDevice(server, "u"))
    lobby = LobbyScene(app, registry.GAMES["finden"])
    app.scenes.push(lobby)
    server.hello("a")
    server.say("a", "join", seat=1)
    drive.frames(2)
    assert lobby.plan.seats_of("phone:a") == [1]  # the race (the default) is played from phones
    lobby.plan.options["mode"] = "puzzle"
    drive.frames(2)
    assert not lobby.plan.seats_of("phone:a"), "the host chose the puzzle: the phone's seat goes back"
    assert "big screen" in server.last("a", "lobby")["prompt"]
    server.say("a", "join", seat=1)
    drive.frames(2)
    assert not lobby.plan.seats_of("phone:a") and "big screen" in server.last("a", "refused")["text"]
