"""Confirm each play (issue 51): with the setting on, a human's card in Fishing and Bingo is first
held (lifted, a Confirm button above it) and played only when confirmed — the button, the same card
again, or the action key; Escape and Back keep it in the hand. Nothing is applied meanwhile, and
bots never wait for a confirmation."""

from __future__ import annotations

import pygame
import pytest
import table_helpers

from game.engine.draw import DrawProbe
from game.i18n import _
from game.scenes.table.held_play import CONFIRM
from tests.table_helpers import TABLE_SCENES

CARD_TABLES = ("fishing", "bingo")


def human_to_play(drive, scene):
    """Run the table until seat 0 may play a card (Fishing's passes are made for it)."""
    for _round in range(50):
        table_helpers.settle(drive, scene)
        legal = scene.state.legal_actions(0) if 0 in scene.state.to_move() else []
        plays = [a for a in legal if isinstance(a, scene.held_plays)]
        if plays:
            return plays[0]
        scene.submit(0, legal[0])
    raise AssertionError("seat 0 never got to play a card")


def card_spot(scene, action):
    cards = list(scene.state.hands[0])
    legal = scene.state.legal_actions(0)
    raised = [i for i, card in enumerate(cards) if type(action)(card) in legal]
    (x, y), _angle = scene.hand.positions(len(cards), raised)[cards.index(action.card)]
    return round(x), round(y)


def shows_confirm(scene) -> bool:
    scene.resize(scene.size)
    probe = DrawProbe(scene.size)
    scene.draw(probe)
    return any(_(CONFIRM) == text.text for text in probe.texts)


def start(app, drive, game):
    app.settings.set("confirm_plays", True)
    scene = table_helpers.start(app, table_helpers.table(game), TABLE_SCENES[game])
    return scene, human_to_play(drive, scene)


@pytest.mark.parametrize("game", CARD_TABLES)
def test_a_card_is_held_lifted_and_played_by_confirm(app, drive, fast, game):
    scene, action = start(app, drive, game)
    moves = len(scene.state.history)
    drive.click(card_spot(scene, action))
    assert len(scene.state.history) == moves, "held: nothing played, nothing shown to anybody"
    assert scene.held.current(scene).action == action and shows_confirm(scene)
    assert scene.held.index(scene, 0, list(scene.state.hands[0])) == scene.state.hands[0].index(action.card)
    drive.click(scene.held.button.center)
    assert scene.state.history[moves] == (0, action)
    assert scene.held.current(scene) is None and not shows_confirm(scene)


@pytest.mark.parametrize("game", CARD_TABLES)
def test_the_same_card_again_plays_it(app, drive, fast, game):
    scene, action = start(app, drive, game)
    moves = len(scene.state.history)
    drive.click(card_spot(scene, action))
    drive.click(card_spot(scene, action))
    assert scene.state.history[moves] == (0, action)


@pytest.mark.parametrize("game", CARD_TABLES)
def test_escape_and_back_keep_the_card_in_the_hand(app, drive, fast, game):
    scene, action = start(app, drive, game)
    moves = len(scene.state.history)
    drive.click(card_spot(scene, action))
    drive.key(pygame.K_ESCAPE)
    assert scene.held.current(scene) is None and drive.top is scene, "kept, and the game is not paused"
    drive.click(card_spot(scene, action))
    drive.click(card_spot(scene, action), button=3)
    assert scene.held.current(scene) is None and len(scene.state.history) == moves
    drive.click(card_spot(scene, action))
    assert scene.held.current(scene) is not None, "held again after keeping it"


def test_without_the_setting_a_card_is_played_at_once(app, drive, fast):
    scene = table_helpers.start(app, table_helpers.table("bingo"), TABLE_SCENES["bingo"])
    action = human_to_play(drive, scene)
    moves = len(scene.state.history)
    drive.click(card_spot(scene, action))
    assert scene.state.history[moves] == (0, action) and scene.held.current(scene) is None


def test_a_confirmed_play_from_elsewhere_and_a_bot_never_wait(app, drive, fast):
    scene, action = start(app, drive, "bingo")
    assert scene.submit(0, action, confirmed=True) and scene.state.history[-1] == (0, action)
    scene.setup.seats[0].kind = "bot"
    assert not scene.held.holds(scene, 0, action), "bots never hold"
