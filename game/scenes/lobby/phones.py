"""Phones in the lobby: the QR code and short address to join by, a phone taking a seat like a
device pressing Join, and every phone told who sits where.

A phone that opens the address says hello (``engine/devices/phone.py``) and asks to ``join`` a
seat it tapped, or the first open one, with the name its player typed: the table plan seats it
as it seats a gamepad. The seat card names it "Phone"; a mark in the card's corner shows it is a
phone and whether it is connected now.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame
import segno

from game import i18n
from game.engine import draw, layers, pictures
from game.engine.devices import phone
from game.i18n import N_, _
from game.scenes import registry
from game.scenes.table import phone_words

if TYPE_CHECKING:
    from game.scenes.lobby.scene import LobbyScene

SCAN = N_("Scan to play from your phone (same Wi-Fi)")
QR_SIZE = 150
"""The code's side at 1080p: scannable from a couch on a television."""


@functools.lru_cache(maxsize=4)
def qr_surface(url: str, side: int) -> pygame.Surface:
    """``url`` as a QR code, black on white with its quiet zone, about ``side`` pixels square."""
    matrix = [list(row) for row in segno.make(url, error="m").matrix_iter(scale=1, border=4)]
    cells = len(matrix)
    cell = max(side // cells, 1)
    surface = pygame.Surface((cells * cell, cells * cell))
    surface.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                surface.fill((0, 0, 0), (x * cell, y * cell, cell, cell))
    return surface


def short_address(url: str) -> str:
    """The address without its token, for a person to read (the code carries the whole of it)."""
    return url.split("?", 1)[0].removeprefix("http://").rstrip("/")


class LobbyPhones:
    def __init__(self, lobby: LobbyScene):
        self.lobby = lobby

    @property
    def device(self) -> phone.PhoneDevice | None:
        return phone.of(self.lobby.hub)

    def update(self) -> None:
        device = self.device
        if device is None:
            return
        changed = False
        for client, message in device.take():
            changed |= self._request(device, client, message)
        if not self.served():  # the host chose a table phones cannot play: their seats go back
            for client in device.clients.values():
                if self.lobby.plan.seats_of(client.pointer_id):
                    self.lobby.plan.leave(client.pointer_id)
                    changed = True
        if changed:
            self.lobby.app.audio.play("click")
            self.lobby._sync()
        key = (
            tuple((s.kind, s.name, s.colour, s.pointers) for s in self.lobby.plan.seats),
            self._connected(),
            self.served(),
        )
        for client in device.connected():
            if client.shown != key:
                client.shown = key
                with i18n.speaking(client.lang):
                    device.send(client, self.payload(client))

    def served(self) -> bool:
        """Whether phones can play the game with the options chosen now."""
        phone_views = registry.phone_views(self.lobby.info.key)
        return phone_views is not None and phone_views.served(self.lobby.plan.options)

    def _connected(self) -> tuple[str, ...]:
        device = self.device
        return tuple(c.pointer_id for c in device.connected()) if device else ()

    def _request(self, device: phone.PhoneDevice, client: phone.PhoneClient, message: dict) -> bool:
        plan, kind = self.lobby.plan, message["type"]
        if kind == "join" and not self.served():
            with i18n.speaking(client.lang):
                device.send(client, {"type": "refused", "text": _(phone_words.UI["not_here"])})
            return False
        if kind == "join":
            wanted = message.get("seat")
            seat = wanted if isinstance(wanted, int) and 0 <= wanted < len(plan.seats) else None
            taken = (
                seat is not None
                and bool(plan.seats[seat].pointers)
                and seat not in plan.seats_of(client.pointer_id)
            )
            joined = None if taken else plan.join(client.pointer_id, seat)
            if joined is None:
                with i18n.speaking(client.lang):
                    device.send(
                        client, {"type": "refused", "text": _("That seat is taken: you are watching.")}
                    )
                return False
            if isinstance(message.get("name"), str) and message["name"].strip():
                plan.rename(joined, message["name"])
            return True
        if kind == "leave":
            plan.leave(client.pointer_id)
            return True
        device.send(client, {"type": "error", "code": "not-now", "text": "The game has not started yet."})
        return False

    def payload(self, client: phone.PhoneClient) -> dict[str, object]:
        seats = self.lobby.plan.seats
        mine = self.lobby.plan.seats_of(client.pointer_id)
        return {
            "type": "lobby",
            "game": self.lobby.info.name,
            "seat": mine[0] if mine else None,
            "seats": [
                {
                    "name": seat.name,
                    "colour": phone_words.hex_colour(seat.colour),
                    "kind": seat.kind,
                    "taken": bool(seat.pointers),
                }
                for seat in seats
            ],
            "prompt": _("Waiting for the host to start the game…")
            if self.served()
            else _(phone_words.UI["not_here"]),
            "ui": phone_words.ui_words(self.lobby.info.key),
            "lang": i18n.language(),
        }

    # -- drawing -------------------------------------------------------------------------------
    def regions(self) -> list[layers.Region]:
        device = self.device
        if device is None:
            return []
        lobby, s = self.lobby, self.lobby.s
        w = lobby.app.size[0]
        side = round(QR_SIZE * s)
        code = qr_surface(device.url, side)
        top = round(6 * s)
        rect = pygame.Rect(w - code.get_width() - round(20 * s), top, code.get_width(), code.get_height())
        words = pictures.text_region(
            "phone-words",
            _(SCAN),
            (rect.x - round(16 * s), rect.y + round(40 * s)),
            round(22 * s),
            draw.TEXT,
            "topright",
        )
        address = pictures.text_region(
            "phone-address",
            short_address(device.url),
            (rect.x - round(16 * s), rect.y + round(74 * s)),
            round(26 * s),
            draw.ACCENT,
            "topright",
            True,
        )
        marks = [
            layers.Region(("phone-mark", i), rect, _paint_mark, (rect, connected, round(4 * s)))
            for i, connected in self._phone_seats().items()
            for rect in (self._mark_rect(i),)
        ]
        return [layers.Region("phone-qr", rect, _paint_code, (code, rect.topleft)), words, address, *marks]

    def _phone_seats(self) -> dict[int, bool]:
        """Seats a phone holds -> whether that phone is connected now."""
        hub, out = self.lobby.hub, {}
        for index, seat in enumerate(self.lobby.plan.seats):
            for pointer_id in seat.pointers:
                if pointer_id.startswith(phone.KIND + ":") and pointer_id in hub.pointers:
                    out[index] = hub.pointers[pointer_id].connected
        return out

    def _mark_rect(self, seat: int) -> pygame.Rect:
        card, s = self.lobby.cards[seat].card, self.lobby.s
        return pygame.Rect(card.right - round(44 * s), card.y + round(12 * s), round(30 * s), round(46 * s))


def _paint_code(surface: pygame.Surface, code: pygame.Surface, at: tuple[int, int]) -> None:
    surface.blit(code, at)


def _paint_mark(surface: pygame.Surface, rect: pygame.Rect, connected: bool, line: int) -> None:
    """A small phone: its outline, and a dot lit while it is connected (grey while away)."""
    pygame.draw.rect(surface, draw.TEXT, rect, max(line // 2, 2), border_radius=line * 2)
    dot = (0, 158, 115) if connected else (150, 150, 150)
    pygame.draw.circle(surface, dot, (rect.centerx, rect.bottom - line * 2), max(line, 3))
