"""Undo from a phone (issue 51): Garum's Undo is a message a phone sends, here over a real socket to
a headless game (the raw WebSocket client): its tile comes back while its seat may take it back,
and otherwise the phone is told why, in its player's language. With "confirm each play" the view
tells the page to hold a card first."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

from phone_browser import Game
from phone_fakes import FakeServer
from table_helpers import seats

from game import i18n
from game.engine.devices import phone
from game.engine.seats import TableSetup
from game.i18n import _
from game.scenes.table.phone_words import NO_UNDO
from tests.phone_client import RawPhone, run


async def heard(raw: RawPhone, check, limit: int = 400) -> dict:
    """The first message ``check`` accepts (views come after every move)."""
    for _attempt in range(limit):
        message = await raw.hear()
        if check(message):
            return message
    raise AssertionError("the phone never heard it")


def test_a_phone_takes_back_its_tile_and_hears_why_not_when_it_may_not():
    game = Game("--game", "garum", "--players", "2", "--bots", "easy", "--seed", "6")
    token = parse_qs(urlparse(game.url).query)["t"][0]

    async def play() -> None:
        raw = await RawPhone.open(game.port, token)
        try:
            await raw.hello(lang="de")
            await raw.say("join", seat=0)
            view = await heard(
                raw,
                lambda m: (
                    m["type"] == "view"
                    and 0 in m["to_move"]
                    and any(a["type"] == "PlaceTile" for a in m.get("legal", []))
                ),
            )
            assert view["can_undo"] is False
            await raw.say("undo")
            refused = await heard(raw, lambda m: m["type"] == "refused")
            with i18n.speaking("de"):
                assert refused["text"] == _(NO_UNDO) != NO_UNDO, "in the phone's language"
            place = next(a for a in view["legal"] if a["type"] == "PlaceTile")
            await raw.say("act", action=place)
            moved = view["moves"] + 1  # (its view while the table still shows the tile says no Undo yet)
            await heard(raw, lambda m: m["type"] == "view" and m["moves"] == moved and m["can_undo"])
            await raw.say("undo")
            back = await heard(raw, lambda m: m["type"] == "view" and m["moves"] == view["moves"])
            assert back["can_undo"] is False and place in back["legal"], "the tile is in the hand again"
        finally:
            await raw.close()

    try:
        run(play())
    finally:
        out = game.close()
    assert "Traceback" not in out, out


def test_the_view_asks_the_page_to_hold_a_card_while_confirm_each_play_is_on(app, drive):
    server = FakeServer()
    app.pointers.devices.append(phone.PhoneDevice(server, "http://127.0.0.1:1/?t=x"))
    app.start_game(TableSetup("bingo", seats(("mouse", ""), 3), {}, seed=5))
    server.hello("a")
    drive.frames(1)
    server.say("a", "join", seat=1)
    drive.frames(2)
    assert server.last("a", "view")["confirm"] is False
    app.settings.set("confirm_plays", True)
    server.say("a", "lang", lang="vi")  # a fresh view
    drive.frames(2)
    view = server.last("a", "view")
    assert view["confirm"] is True and view["ui"]["confirm"] and view["ui"]["keep"]
