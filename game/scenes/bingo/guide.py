"""Trick-Taking Bingo's first-game guide: the hand, the trick, the bingo card, the log."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from game.i18n import N_
from game.scenes.guide import Guide, Step
from game.scenes.guide.coach import GuidedScene
from game.scenes.guide.targets import LAST_TRICK_STEP, LOG_STEP, cards_played, fan, trick

if TYPE_CHECKING:
    from game.scenes.bingo.scene import BingoScene


def _bingo(scene: GuidedScene) -> BingoScene:
    """The guide is given the Bingo table it was made for."""
    return cast("BingoScene", scene)


def _trick(scene: GuidedScene, seat: int | None = None) -> pygame.Rect:
    return trick(_bingo(scene).trick_area)


def _tricks(scene: GuidedScene, seat: int) -> int:
    return _bingo(scene).state.tricks


def _hand(scene, seat):
    lay = scene.layout
    return fan(scene.hand, len(scene.shown.hands[seat]), lay.hand_label, lay.font_body)


def _card(scene, seat):
    return scene.layout.seats[seat].card


STEPS = (
    Step(
        N_("This is your hand. On your turn the cards you may play stand up: click one to play it."),
        _hand,
        cards_played,
        N_(
            "This is your hand. It lies face down; on your turn it turns up once you lift the curtain. "
            "To look at it at any time: {peek}. Click a card that stands up to play it."
        ),
    ),
    Step(
        N_(
            "Everyone plays one card here. The highest and the lowest card of the lead colour "
            "cover their numbers; everyone else marks a miss."
        ),
        _trick,
        _tricks,
    ),
    LAST_TRICK_STEP,
    Step(
        N_("Your bingo card. Cover three numbers in a row, across, down or corner to corner, to win."),
        _card,
    ),
    LOG_STEP,
)


def _keep_clear(scene):
    lay = scene.layout
    seats = [spots.panel for spots in lay.seats.values()]
    hand = _hand(scene, scene.hand_seat())
    return [*seats, lay.status.rect, hand, lay.lane]  # the words lane: the guide never hides them


GUIDE = Guide(STEPS, _keep_clear, lambda scene: [r for r in (_bingo(scene).log_rect, _trick(scene)) if r])
