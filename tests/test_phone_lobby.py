"""Phones in the lobby: the QR code, a phone taking a seat like a device pressing Join (with its
name), leaving, being told who sits where, and carrying its seat into the game."""

from __future__ import annotations

import pygame
import segno
from phone_fakes import FakeServer

from game.engine.devices import phone
from game.scenes import registry
from game.scenes.fishing.scene import FishingScene
from game.scenes.lobby import LobbyScene
from game.scenes.lobby.phones import qr_surface, short_address

URL = "http://192.168.1.20:8765/?t=abcdefghijklmnopqrstuvwxyz012345"


def lobby_with_phones(app, drive):
    server = FakeServer()
    app.pointers.devices.append(phone.PhoneDevice(server, URL))
    lobby = LobbyScene(app, registry.GAMES["fishing"])
    app.scenes.push(lobby)
    drive.frames(1)
    return lobby, server


def test_the_qr_code_holds_the_whole_address_dark_on_light():
    code = qr_surface(URL, 150)
    matrix = [list(row) for row in segno.make(URL, error="m").matrix_iter(scale=1, border=4)]
    cell = code.get_width() // len(matrix)
    assert cell >= 2 and code.get_width() == code.get_height() == cell * len(matrix)
    for y in (0, 4, 10, len(matrix) - 5):
        for x in range(len(matrix)):
            colour = code.get_at((x * cell + cell // 2, y * cell + cell // 2))[:3]
            assert colour == ((0, 0, 0) if matrix[y][x] else (255, 255, 255))
    assert short_address(URL) == "192.168.1.20:8765"


def test_a_phone_joins_a_seat_with_its_name_and_leaves(app, drive):
    lobby, server = lobby_with_phones(app, drive)
    server.hello("a")
    drive.frames(2)
    first = server.last("a", "lobby")
    assert first["seat"] is None and len(first["seats"]) == 5
    server.say("a", "join", seat=2, name="Ann\x07 ")
    drive.frames(2)
    seat = lobby.plan.seats[2]
    assert seat.pointers == ("phone:a",) and seat.name == "Ann" and seat.kind == "human"
    assert server.last("a", "lobby")["seat"] == 2
    assert lobby.phones._phone_seats() == {2: True}
    server.say("a", "leave")
    drive.frames(2)
    assert lobby.plan.seats[2].pointers == () and server.last("a", "lobby")["seat"] is None


def test_a_seat_another_device_holds_is_refused_and_a_move_is_refused_before_the_game(app, drive):
    lobby, server = lobby_with_phones(app, drive)
    for client in ("a", "b"):
        server.hello(client)
    server.say("a", "join", seat=1)
    drive.frames(2)
    server.say("b", "join", seat=1)
    server.say("b", "act", action={"type": "PlayCard"})
    drive.frames(2)
    assert lobby.plan.seats[1].pointers == ("phone:a",)
    assert server.last("b", "refused")["text"]
    assert server.last("b", "error")["code"] == "not-now"


def test_the_seat_taken_in_the_lobby_is_played_from_the_phone(app, drive):
    lobby, server = lobby_with_phones(app, drive)
    server.hello("a")
    server.say("a", "join", seat=0)
    drive.frames(2)
    lobby._start()
    drive.frames(2)
    table = app.scenes.top
    assert isinstance(table, FishingScene) and table.phones.holds(0)
    assert server.last("a", "view")["seat"] == 0 and "hand" in server.last("a", "view")["private"]


def test_the_lobby_draws_the_code_and_the_phone_mark(app, drive):
    lobby, server = lobby_with_phones(app, drive)
    server.hello("a")
    server.say("a", "join", seat=1)
    drive.frames(2)
    surface = pygame.Surface(app.size)
    lobby.draw(surface)
    names = [region.name for region in lobby.phones.regions()]
    assert "phone-qr" in names and ("phone-mark", 1) in names
    qr = next(r for r in lobby.phones.regions() if r.name == "phone-qr").rect
    assert all(not qr.colliderect(card.card) for card in lobby.cards)
