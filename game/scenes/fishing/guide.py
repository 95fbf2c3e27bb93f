"""Fishing's first-game guide: the hand, the trick, the seat's piles, the ocean, the log."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from game.i18n import N_
from game.scenes.guide import Guide, Step
from game.scenes.guide.coach import GuidedScene
from game.scenes.guide.targets import LAST_TRICK_STEP, LOG_STEP, cards_played, fan, trick
from game.scenes.widgets.cards import card_size

if TYPE_CHECKING:
    from game.scenes.fishing.scene import FishingScene


def _fishing(scene: GuidedScene) -> FishingScene:
    """The guide is given the Fishing table it was made for."""
    return cast("FishingScene", scene)


def _hand(scene, seat):
    """The hand with the words lane over it (what the table says of it: the guide's arrow never
    crosses them)."""
    lay = scene.layout
    return fan(scene.hand, len(scene.sight.visible_hand(seat)), lay.hand_label, lay.font_body).union(lay.lane)


def _ocean(scene, seat):
    lay = scene.layout
    return pygame.Rect((0, 0), card_size(lay.ocean_card)).move_to(center=lay.ocean)


def _tricks_taken(scene, seat) -> tuple[int, int]:
    return scene.state.round, sum(map(len, scene.state.fishermen))


STEPS = (
    Step(
        N_(
            "This is your hand. On your turn the cards you may play stand up: click one to play it. "
            "Hover a card to read what it does."
        ),
        _hand,
        cards_played,
        N_(
            "This is your hand. It lies face down; on your turn it turns up once you lift the curtain. "
            "To look at it at any time: {peek}. Click a card that stands up to play it."
        ),
    ),
    Step(
        N_(
            "The trick. The highest green card wins; with no green, the highest card of the lead "
            "colour. Its player takes the cards: each is a point at the round's end."
        ),
        lambda scene, seat: trick(_fishing(scene).trick_area),
        _tricks_taken,
    ),
    LAST_TRICK_STEP,
    Step(
        N_(
            "Your panel: your points, the cards you won this round and your boat, the pile you "
            "draw your next hand from."
        ),
        lambda scene, seat: _fishing(scene).layout.seats[seat],
    ),
    Step(
        N_("The ocean: stronger cards. Whoever is short of cards next round draws from it."),
        _ocean,
    ),
    LOG_STEP,
)


def _keep_clear(scene):
    lay = scene.layout
    hand = _hand(scene, scene.hand_seat())
    return [*lay.seats.values(), lay.status, _ocean(scene, 0), hand, lay.lane]  # the words lane: never hidden


def _readable(scene: GuidedScene) -> list[pygame.Rect]:
    return [_fishing(scene).layout.log, trick(_fishing(scene).trick_area)]


GUIDE = Guide(STEPS, _keep_clear, _readable)
