"""Privacy on one screen (DESIGN: hidden hands): two people play every turn-based game headless and
no string the screen draws names what a face-down hand holds, its hint or a refusal about it; the
hand-off curtain comes between their turns and only the right device lifts it; looking never plays
a card."""

from __future__ import annotations

import pytest
from couch import DEVICES, Couch, drawn_strings, play_game

from game.engine import pointers
from game.scenes.table.curtain import CurtainScene
from tests.table_helpers import TABLE_SCENES


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("game", "players"), [("fishing", 4), ("bingo", 4), ("garum", 3)])
def test_two_people_play_a_game_and_no_hidden_card_is_ever_written(app, game, players, language):
    """Cards are looked for by their player words in the language on screen ("rot 6")."""
    from game import i18n

    app.settings.for_this_run("language", language)
    i18n.set_language(language)
    try:
        couch = play_game(app, game, players, max_turns=30)
    finally:
        i18n.set_language(i18n.ENGLISH)
    assert couch.actions >= 8, "the couch made moves"
    assert couch.curtains, "a curtain came between the two people's turns"
    assert couch.found == [], couch.found[:5]


def test_both_people_pass_at_once_and_neither_sees_the_others_hint(app):
    """Fishing's pass: both choose at the same time; the one whose hand is still face down may ask
    for a hint, which waits until that hand is face up."""
    import random

    from game.rules import fishing

    state, rng = fishing.new_game(4, seed=5), random.Random(5)
    while state.phase != fishing.PASS:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    couch = play_game(app, "fishing", 4, max_turns=12, state=state)
    assert couch.found == [], couch.found[:5]
    assert any(phase == fishing.PASS for phase in couch.phases)


def _at_first_curtain(app, game="bingo", players=4) -> Couch:
    couch = Couch(app, game, players)
    assert couch.settle()
    return couch


@pytest.fixture
def couch(app, instant):
    return _at_first_curtain(app)


def test_the_curtain_names_both_people_and_waits_for_the_right_device(app, couch):
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene)
    seat, other = curtain.seat, 1 - curtain.seat
    title, away, ready = curtain.words()
    names = ("Ann", "Bo")
    assert names[seat] in title and names[other] in away
    assert ("click" if DEVICES[seat][1] == "mouse" else "Space") in ready
    couch.press(other, pointers.PRIMARY)
    assert app.scenes.top is curtain, "the other person's device does not lift it"
    assert not couch.scene.hand_face_up(seat)
    couch.press(seat, pointers.PRIMARY)
    assert app.scenes.top is couch.scene
    assert couch.scene.hand_face_up(seat) and not couch.scene.hand_face_up(other)


def test_peeking_shows_your_own_hand_at_any_time_and_releasing_never_plays(app, couch):
    scene, seat = couch.scene, app.scenes.top.seat
    other = 1 - seat
    couch.press(seat, pointers.PRIMARY)  # lift the curtain: the mover's turn
    moves = len(scene.state.history)
    couch.hub.press(couch.pointer(other), pointers.PEEK)
    couch.frame()
    assert scene.hand_seat() == other and scene.hand_face_up(other), "a look at your hand while another plays"
    fan, cards, playable = scene.hand, scene.shown.hands[other], set()
    couch.hub.move_to(couch.pointer(other), *fan.positions(len(cards), playable, 0)[0][0])
    couch.hub.release(couch.pointer(other), pointers.PEEK)
    couch.frames(3)
    assert not scene.hand_face_up(other)
    assert len(scene.state.history) == moves, "releasing the peek plays nothing"


def test_a_press_on_a_face_down_hand_says_how_to_look_and_plays_nothing(app, couch):
    scene, seat = couch.scene, app.scenes.top.seat
    couch.press(seat, pointers.PRIMARY)
    scene.hand_off.revealed = None  # as if the turn had not begun behind the curtain
    moves = len(scene.state.history)
    cards, playable = scene.shown.hands[seat], scene.playable_indices(seat)
    index = min(playable)
    couch.press(seat, pointers.PRIMARY, scene.hand.positions(len(cards), set(), index)[index][0])
    assert len(scene.state.history) == moves
    want = "hold the middle button" if DEVICES[seat][1] == "mouse" else "hold F"
    assert want in scene.shown_notice()


def test_a_hint_for_a_face_down_hand_is_not_shown(app, couch):
    scene, seat = couch.scene, app.scenes.top.seat
    couch.press(seat, pointers.PRIMARY)
    scene.hints.ask(seat)
    for _ in range(300):
        if scene.hints.current(seat) is not None:
            break
        couch.frame()
    reason = scene.hints.current(seat).hint.reason
    scene.hand_off.revealed = None
    with drawn_strings() as seen:
        couch.frame()
    assert scene.hints.current(seat) is None and reason not in seen


def test_a_refusal_about_a_hand_goes_when_the_hand_turns_face_down(app, couch):
    scene, seat = couch.scene, app.scenes.top.seat
    couch.press(seat, pointers.PRIMARY)
    scene.refused(seat, None, "Ann holds red")
    assert scene.shown_notice() == "Ann holds red"
    scene.hand_off.revealed = None
    assert scene.shown_notice() == ""


def test_no_curtain_with_open_hands(app, instant):
    app.settings.for_this_run("open_hands", True)
    couch = Couch(app, "fishing", 4)
    couch.settle()
    assert not isinstance(app.scenes.top, CurtainScene)
    assert couch.scene.hand_face_up(0) and couch.scene.hand_face_up(1)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda size: f"{size[1]}p")
def test_the_curtain_fits_in_every_language(size, every_language, instant):
    from test_layout import open_app

    from tests.layout_probe import layout_problems

    app = open_app(size)
    app.settings.for_this_run("language", every_language)
    try:
        couch = _at_first_curtain(app, "fishing", 4)
        curtain = app.scenes.top
        assert isinstance(curtain, CurtainScene)
        assert layout_problems(curtain, size) == []
        title, away, ready = curtain.words()
        assert couch.scene.seat_name(curtain.seat) in title and away and ready
    finally:
        app.close()


@pytest.mark.parametrize("game", list(TABLE_SCENES))
def test_the_guide_names_the_seats_own_peek_control_where_hands_are_hidden(app, instant, game):
    from game.scenes import guide

    couch = Couch(app, game, 4 if game != "garum" else 3)
    scene = couch.scene
    coach = guide.Coach(scene.first_guide, 1)  # Bo, on the WASD keys
    words = coach.words(scene)
    assert "hold F" in words and "click one to play it" not in words
    app.settings.for_this_run("open_hands", True)
    assert "hold F" not in coach.words(scene), "open hands: the guide's plain words"


def test_each_device_is_told_its_own_peek_and_select_controls():
    from game.engine.pointers import Pointer
    from game.scenes.table.privacy import peek_words, select_words

    cases = {
        ("keys:wasd", "keyboard"): ("hold F", "press Space"),
        ("keys:ijkl", "keyboard"): ("hold H", "press U"),
        ("keys:arrows", "keyboard"): ("hold .", "press Right Shift"),
        ("pad:0", "gamepad"): ("hold X", "press A"),
        ("mouse", "mouse"): ("hold the middle button", "click"),
        ("evdev:/dev/input/event5", "evdev"): ("hold the middle button", "click"),
    }
    for (pointer_id, kind), words in cases.items():
        pointer = Pointer(pointer_id, kind)
        assert (peek_words(pointer), select_words(pointer)) == words, pointer_id
    assert peek_words(None) == "hold your peek control"


def test_the_mouse_peeks_with_its_middle_button(app, couch):
    from game.engine.pointers import DOWN, MIDDLE, UP, PointerEvent

    scene, mouse = couch.scene, couch.pointer(0)  # Ann's system mouse
    assert not scene.hand_face_up(0)
    scene.input.handle_pointer(PointerEvent(DOWN, mouse, (20, 20), MIDDLE))
    assert scene.hand_face_up(0) and scene.hand_seat() == 0
    scene.input.handle_pointer(PointerEvent(UP, mouse, (20, 20), MIDDLE))
    assert not scene.hand_face_up(0)


@pytest.mark.parametrize("game", list(TABLE_SCENES))
def test_the_panel_of_a_face_down_hand_names_its_peek_control(app, instant, game):
    from game.engine.draw import DrawProbe

    def texts() -> list[str]:
        probe = DrawProbe(app.size)
        couch.scene.draw(probe)
        return [t.text for t in probe.texts]

    couch = Couch(app, game, 4 if game != "garum" else 3)
    assert couch.settle() and isinstance(app.scenes.top, CurtainScene)
    seat = app.scenes.top.seat
    panel = {0: "look: middle button", 1: "look: F"}  # Ann's mouse, Bo's WASD
    label = {0: "hold the middle button to look", 1: "hold F to look"}
    before = texts()
    assert panel[1 - seat] in before, "the other person's panel: how to look at their own hand"
    assert any(label[seat] in text for text in before), "the mover's hidden hand's label: how to look"
    couch.press(seat, pointers.PRIMARY)
    after = texts()
    assert panel[1 - seat] in after
    assert not any(label[seat] in text or panel[seat] == text for text in after), "the mover's hand is up"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda size: f"{size[1]}p")
def test_a_panels_look_word_is_drawn_whole_in_every_language(size, every_language):
    """ "look: middle button" beside the seat's name, not cut to "hold the middle button to…"."""
    import pygame

    from game.engine import draw
    from game.engine.draw import DrawProbe
    from game.i18n import _
    from game.scenes.widgets.seat_panel import SeatPanel

    s = draw.scale(size)
    for control in (_("middle button"), _("peek button")):
        panel = SeatPanel(pygame.Rect(33, 248, round(400 * s), round(230 * s)), s)
        probe = DrawProbe(size)
        panel.draw_frame(probe, "Player 2", (86, 180, 233), "square")
        word = _("look: {control}").format(control=control)
        panel.draw_state(probe, 4, False, word)
        assert word in [t.text for t in probe.texts]
