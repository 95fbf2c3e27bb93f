"""A turn-based table and its phones, in process: a stand-in server feeds the phone backend what
the real one would let through, and each phone's messages are checked: only its own hand, the
rules' refusals in player words, another seat's id or a made-up action refused, the autosave
intact, the hand never face up on the shared screen."""

from __future__ import annotations

import pytest
from phone_fakes import FakeServer
from table_helpers import seats

from game.engine.devices import phone
from game.engine.seats import TableSetup
from game.rules.base import to_json
from game.rules.fishing import PlayCard
from game.scenes.fishing.scene import FishingScene
from game.scenes.table import privacy
from game.scenes.table.phone_post import WAIT_STEPS
from game.scenes.table.phones import PhoneDesk


@pytest.fixture
def table(app, drive):
    server = FakeServer()
    app.pointers.devices.append(phone.PhoneDevice(server, "http://127.0.0.1:1/?t=x"))
    setup = TableSetup("fishing", seats(("mouse", "", ""), 4), {}, seed=5)
    app.start_game(setup)
    scene = app.scenes.top
    assert isinstance(scene, FishingScene)
    return scene, server, drive


def _join(server, drive, client: str, seat: int | None) -> None:
    server.hello(client)
    drive.frames(1)
    server.say(client, "join", **({} if seat is None else {"seat": seat}))
    drive.frames(2)


def _cards_in(tree) -> set[tuple]:
    if isinstance(tree, dict):
        if tree.get("type") == "Card":
            return {(tree["colour"], tree["value"], tree["special"])}
        return set().union(*(_cards_in(v) for v in tree.values())) if tree else set()
    if isinstance(tree, list):
        return set().union(*(_cards_in(v) for v in tree)) if tree else set()
    return set()


def _key(card) -> tuple:
    return (card.colour, card.value, card.special)


def test_a_phone_takes_an_open_seat_and_sees_only_its_own_hand(table):
    scene, server, drive = table
    _join(server, drive, "a", 1)
    view = server.last("a", "view")
    assert view["seat"] == 1 and scene.phones.holds(1)
    state = scene.state
    assert [tuple(c.values())[1:] for c in view["private"]["hand"]] == [_key(c) for c in state.hands[1]]
    others = {_key(c) for seat in (0, 2, 3) for c in state.hands[seat]}
    public = {_key(c) for c in state.hands[1]} | {_key(p.card) for p in state.trick}
    public |= {_key(c) for catch in state.fishermen for c in catch}
    seen = _cards_in(view)
    assert seen <= public and not seen & (others - public)
    assert scene.setup.seats[1].pointers == ("phone:a",)


def test_a_spectator_sees_public_things_only(table):
    scene, server, drive = table
    server.hello("s")
    drive.frames(2)
    view = server.last("s", "view")
    assert view["seat"] is None and "private" not in view and "legal" not in view
    assert view["open"] == [1, 2]  # seat 0 is the mouse's, seat 3 a bot's
    hands = {_key(c) for seat in range(4) for c in scene.state.hands[seat]}
    assert not _cards_in(view) & (hands - {_key(p.card) for p in scene.state.trick})


def test_the_table_is_locked_to_seats_it_left_open(table):
    scene, server, drive = table
    for client, seat in (("m", 0), ("b", 3), ("x", 9)):
        _join(server, drive, client, seat)
        assert server.last(client, "refused")["text"]
        assert scene.phones.seat_of(scene.app.pointers.devices[-1].clients[client]) is None
    _join(server, drive, "a", None)
    assert server.last("a", "view")["seat"] == 1  # the first open seat


def test_a_phone_seat_is_never_face_up_on_the_shared_screen(app, drive):
    server = FakeServer()
    app.pointers.devices.append(phone.PhoneDevice(server, "u"))
    app.start_game(TableSetup("fishing", seats(("",), 3), {}, seed=5))
    scene = app.scenes.top
    assert scene.hand_visible(0)  # the only human: face up, as before
    _join(server, drive, "a", 0)
    assert not scene.hand_visible(0) and not scene.hand_visible(0, peeking=True)
    assert privacy.hand_label(scene, 0, "Ann", False) == "Ann's hand is on their phone"


def _to_move(scene, server, drive, seat: int) -> None:
    for _ in range(3000):
        if seat in scene.state.to_move() and not scene.presenting():
            return
        if scene.humans_to_move() and seat not in scene.state.to_move():
            mover = scene.humans_to_move()[0]
            scene.submit(mover, scene.state.legal_actions(mover)[0])
        drive.frames(1)
    raise AssertionError("the seat never came to move")


def test_actions_go_through_the_rules_and_refusals_come_back_in_words(table):
    scene, server, drive = table
    _join(server, drive, "a", 1)
    _to_move(scene, server, drive, 1)
    state = scene.state
    illegal = [c for c in state.hands[1] if PlayCard(c) not in state.legal_actions(1)]
    if illegal:
        server.say("a", "act", action=to_json(PlayCard(illegal[0])))
        drive.frames(1)
        text = server.last("a", "refused")["text"]
        assert "Human 2" in text and "seat" not in text
        assert server.last("a", "view")["why"]
    moves = len(state.history)
    action = state.legal_actions(1)[0]
    server.say("a", "act", action=to_json(action), seat=1)
    drive.frames(1)
    assert len(scene.state.history) == moves + 1 and scene.state.history[-1] == (1, action)


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"action": {"type": "PlayCard", "card": {"type": "Card", "colour": "blue", "value": 1}}, "seat": 2},
         "not-your-seat"),
        ({"action": {"type": "Explode"}}, "bad-action"),
        ({"action": {"type": "PlayCard", "card": {"type": "Card", "colour": [1], "value": {}}}}, None),
        ({"action": {"type": "PlayCard", "card": {"type": "Card", "colour": "blue", "value": 999999}}}, None),
        ({"action": {"type": "PlayCard", "colour": "blue"}}, "bad-action"),
        ({"action": 7}, "bad-action"),
        ({}, "bad-action"),
    ],
)  # fmt: skip
def test_hostile_actions_get_a_clear_answer_and_change_nothing(table, fields, code):
    scene, server, drive = table
    _join(server, drive, "a", 1)
    _to_move(scene, server, drive, 1)
    before = scene.state.to_record()
    server.say("a", "act", **fields)
    drive.frames(2)
    answer = [m for m in server.sent["a"] if m["type"] in ("error", "refused")][-1]
    assert answer["text"] and (code is None or answer.get("code") == code)
    assert scene.state.to_record() == before
    saved = scene.app.storage.load_autosave("fishing")
    assert saved is None or FishingScene.resume(scene.app, saved).state == scene.state


def test_a_phone_acting_before_it_sits_is_told_to_take_a_seat(table):
    scene, server, drive = table
    server.hello("a")
    server.say("a", "act", action={"type": "PlayCard"})
    drive.frames(2)
    assert server.last("a", "error")["code"] == "no-seat"


def test_a_phone_that_goes_away_keeps_its_seat_then_a_bot_takes_over(table):
    scene, server, drive = table
    _join(server, drive, "a", 1)
    _to_move(scene, server, drive, 1)
    server.inbox.append(("gone", "a", {}))
    drive.frames(2)
    assert scene.phones.holds(1) and "phone" in scene.shown_notice()
    server.hello("a")  # back: same seat, no question asked
    drive.frames(2)
    assert server.last("a", "view")["seat"] == 1
    server.inbox.append(("gone", "a", {}))
    drive.frames(2)
    scene.app.pointers.grace = 0.05
    drive.frames(10)
    assert scene.setup.seats[1].is_bot and not scene.phones.holds(1)


def test_a_hint_asked_from_a_phone_shows_there(table):
    scene, server, drive = table
    _join(server, drive, "a", 1)
    _to_move(scene, server, drive, 1)
    server.say("a", "hint")
    for _ in range(300):
        drive.frames(1)
        hint = server.last("a", "view").get("hint")
        if hint:
            break
    assert hint["reason"] and hint["action"] in server.last("a", "view")["legal"]
    assert scene.hints.uses and scene.hints.uses[-1][0] == 1
    assert scene.hints.current(1) is None  # nothing on the shared screen


def test_a_phone_chooses_its_language(table):
    scene, server, drive = table
    server.hello("a", lang="de")
    drive.frames(2)
    assert server.last("a", "view")["ui"]["hint"] == "Tipp"
    server.say("a", "lang", lang="klingon")
    drive.frames(2)
    assert server.last("a", "view")["ui"]["hint"] == "Hint"


def test_desk_is_idle_without_phones(app, drive):
    app.start_game(TableSetup("fishing", seats(("mouse",), 3), {}, seed=5))
    scene = app.scenes.top
    assert isinstance(scene.phones, PhoneDesk) and scene.phones.device is None
    assert not scene.phones.holds(0)
    drive.frames(3)
    assert scene.hand_visible(0)


def test_a_garum_phone_gets_its_choices_in_words_and_places_a_tile(app, drive):
    from game.scenes.garum.scene import GarumScene

    server = FakeServer()
    app.pointers.devices.append(phone.PhoneDevice(server, "u"))
    app.start_game(TableSetup("garum", seats(("", ""), 3), {}, seed=5))
    scene = app.scenes.top
    assert isinstance(scene, GarumScene)
    _join(server, drive, "a", 0)
    _to_move(scene, server, drive, 0)
    view = server.last("a", "view")
    assert len(view["species"]) == 4 and view["species"][0]["name"] == "tuna"
    assert all(words for _action, words in view["choices"])
    places = [a for a in view["legal"] if a["type"] == "PlaceTile"]
    moves = view["moves"]
    server.say("a", "act", action=(places or view["legal"])[0])  # a tile, else this phase's choice
    drive.frames(2)
    assert len(scene.state.history) == moves + 1


@pytest.mark.parametrize("lang", ["en", "de", "vi", "zh-Hant"])
def test_garum_species_marks_differ_in_every_language(lang):
    from game import i18n
    from game.i18n import _
    from game.rules.garum.data import load
    from game.scenes.garum.phone import marks

    with i18n.speaking(lang):
        found = marks([_(name) for name in load().species])
    assert len(set(found)) == 4 and all(0 < len(mark) <= 2 for mark in found)


def test_no_curtain_comes_down_for_a_phone_seat_and_it_shows_no_look_control(table):
    """Two phones and the mouse at one screen: the hand-off curtain is for the mouse's seat only
    (a phone's hand is on the phone: nobody has to look away, and a curtain would wait for a
    select press the phone cannot make)."""
    from game.scenes.table.curtain import CurtainScene

    scene, server, drive = table
    _join(server, drive, "a", 1)
    _join(server, drive, "b", 2)
    for seat in (1, 2):
        for _ in range(3000):
            if seat in scene.state.to_move() and not scene.presenting():
                break
            if isinstance(scene.app.scenes.top, CurtainScene):
                assert scene.app.scenes.top.seat == 0, "a curtain came down for a phone's seat"
                scene.app.scenes.top.hand_off.lift(0)
                scene.app.scenes.pop()
            if 0 in scene.state.to_move() and scene.app.scenes.top is scene:
                scene.submit(0, scene.state.legal_actions(0)[0])
            drive.frames(1)
        assert scene.app.scenes.top is scene and seat in scene.state.to_move()
        assert privacy.look_status(scene, seat) == ""
        server.say("ab"[seat - 1], "act", action=to_json(scene.state.legal_actions(seat)[0]))
        drive.frames(2)


def test_phones_in_two_languages_each_read_their_own_words_and_hand_at_one_table(table):
    """The part every phone is sent alike is written once per language: a German and an English
    phone side by side read their own words and hand, and the same table."""
    scene, server, drive = table
    server.hello("a", lang="de")
    _join(server, drive, "a", 1)
    _join(server, drive, "b", 2)
    _to_move(scene, server, drive, 1)
    drive.frames(2)
    de, en = server.last("a", "view"), server.last("b", "view")
    assert (de["ui"]["hint"], de["lang"], en["ui"]["hint"], en["lang"]) == ("Tipp", "de", "Hint", "en")
    assert de["public"] == en["public"] and de["moves"] == en["moves"] and de["to_move"] == [1]
    assert (de["seat"], en["seat"]) == (1, 2) and de["private"] != en["private"]
    assert de["prompt"] != en["prompt"] and "why" in de and "why" in en


@pytest.mark.parametrize(("game", "players"), [("fishing", 4), ("bingo", 3), ("garum", 3)])
def test_a_view_is_the_shared_part_then_the_seats_own_with_no_key_in_both(app, drive, game, players):
    import json

    from game.scenes.table.phone_message import own_part, shared_part
    from game.scenes.table.phone_words import card_key

    server = FakeServer()
    app.pointers.devices.append(phone.PhoneDevice(server, "u"))
    app.start_game(TableSetup(game, seats(("", ""), players), {}, seed=5))
    scene = app.scenes.top
    _join(server, drive, "a", 0)
    _to_move(scene, server, drive, 0)
    desk = scene.phones
    for seat in (0, 1, None):
        shared, own = shared_part(desk), own_part(desk, seat, None)
        assert not shared.keys() & own.keys()
        whole = json.loads(desk.post.writer.text(desk.post.change(), seat, None))
        assert whole == json.loads(json.dumps({**shared, **own, "cards": whole["cards"]}))
        cards = [{"colour": c[0], "value": c[1], "special": c[2]} for c in _cards_in(whole)]
        assert {card_key(card) for card in cards} <= whole["cards"].keys()  # every card has its look
        assert bool(cards) == (game != "garum") or seat != 0  # a card game's seat holds cards


def test_a_phone_not_to_move_gets_its_view_a_step_or_two_after_the_one_that_moved(table):
    """The phone that moved hears at once; a spectator's view (neither acted nor to move) waits a
    step while views are being written, the table stepping on meanwhile, then comes."""
    scene, server, drive = table
    _join(server, drive, "a", 1)
    server.hello("s")
    _to_move(scene, server, drive, 1)
    drive.frames(2)
    moves, step = len(scene.state.history), scene.app.loop.step
    assert server.last("s", "view")["moves"] == moves
    server.say("a", "act", action=to_json(scene.state.legal_actions(1)[0]))
    scene.app.update(step)
    assert server.last("a", "view")["moves"] == moves + 1
    assert server.last("s", "view")["moves"] == moves
    assert scene.next_change() == 0  # the loop does not sleep on a view that waits
    for _ in range(WAIT_STEPS):
        scene.app.update(step)
    assert server.last("s", "view")["moves"] == moves + 1
