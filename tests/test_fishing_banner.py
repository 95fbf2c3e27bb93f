"""Fishing's banner never covers a card of the trick, a seat's panel or the hand (s26 defect 1: at
1280×720 "… wins the trick …" lay over the top edge of the two cards played above the centre), at
every supported size and table size, with the longest sentences the table says."""

from __future__ import annotations

import math

import pygame
import pytest

from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.scenes.fishing.scene import FishingScene
from game.scenes.table.banner import choose
from game.scenes.widgets.cards import card_size

LONGEST = [
    "Hard bot 4 (Yellow) wins the trick as caller: nobody played the called colour or green",
    "Over-fishing! The boats need 12 cards, the ocean has only 7. The game ends.",
    "Hard bot 4's boat was short: 3 from the ocean (whoever misses most draws first)",
    "Hard bot 2 (Sky) wins the trick with purple 17: the lowest purple wins this trick",
    "Won cards are shuffled and go under each boat: they come back in later rounds",
]



def table(players: int, humans: int) -> TableSetup:
    seats = [Seat(HUMAN, "Ada", SEAT_COLOURS[0], pointers=("mouse",))][:humans]
    seats += [Seat(BOT, f"Hard bot {i + 1}", SEAT_COLOURS[i], "hard") for i in range(humans, players)]
    return TableSetup("fishing", seats, {}, seed=3)


def card_rects(scene: FishingScene) -> list[pygame.Rect]:
    """Where each seat's card lies in the trick, turned as far as any card turns."""
    w, h = card_size(scene.trick_area.card_width)
    cos, sin = math.cos(math.radians(6)), math.sin(math.radians(6))
    out = []
    for seat in range(scene.state.players):
        rect = pygame.Rect(0, 0, w * cos + h * sin, h * cos + w * sin)
        rect.center = tuple(map(round, scene.trick_pos(seat)))
        out.append(rect)
    return out


@pytest.mark.parametrize("humans", [1, 0], ids=["a human's hand", "bots only"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_banner_covers_no_card_of_the_trick_and_no_seat(app_sized, players, humans):
    scene = FishingScene(app_sized, table(players, humans))
    place = scene.presenter.banner_place()
    screen = pygame.Rect((0, 0), app_sized.size)
    cards = card_rects(scene)
    for text in LONGEST:
        frame = choose(text, place)[1]
        assert screen.contains(frame), (text, frame)
        assert frame.collidelist(cards) < 0, f"{text!r} at {frame} covers a card at {cards}"
        assert frame.collidelist(list(scene.layout.seats.values())) < 0, (text, frame)
        assert frame.collidelist(list(place.keep_clear)) < 0, f"{text!r} found no clear spot: {frame}"


def test_the_banner_reads_below_the_trick_in_one_line(app_sized):
    """Its first spot is the band between the trick and the hand, where the eye already is:
    centred under the trick, or, when long, in the band's full width left of the log."""
    scene = FishingScene(app_sized, table(4, 1))
    place = scene.presenter.banner_place()
    ring = scene.trick_area.bounds(4, scene.layout.badge)
    short = choose("Ada played blue 7", place)[1]
    assert short.top >= ring.bottom and short.centerx == app_sized.size[0] // 2
    for text in LONGEST:
        frame = choose(text, place)[1]
        assert frame.top >= ring.bottom and frame.bottom <= scene.layout.banner_band.bottom
        assert frame.h < 2 * place.font + place.pad[1], f"{text!r} in one line"


def human_to_play(players: int = 4):
    """A game at the first seat's turn to play a card (seeded random moves before it)."""
    import random

    from game.rules import fishing

    state, rng = fishing.new_game(players, seed=3), random.Random(3)
    while not (state.to_move() == (0,) and state.phase == fishing.PLAY and state.trick):
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_the_banner_never_covers_the_hint_a_player_asked_for(app_sized):
    """The hint's reason floats over the hand, in the banner's band: the banner goes elsewhere
    or waits unseen while the reason shows, never lies over it."""
    from game.ai.hints import Hint
    from game.engine.draw import DrawProbe
    from game.rules.fishing import PlayCard
    from game.scenes.table.hint import Shown
    from tests.layout_probe import layout_problems

    state = human_to_play()
    scene = FishingScene(app_sized, table(4, 1), state)
    app_sized.scenes.replace(scene)
    card = state.legal_actions(0)[0].card
    reason = "Takes the trick with this card: no one still to play can beat it."
    scene.hints.shown[0] = Shown(0, Hint(PlayCard(card), reason), scene.hints.moment(0))
    assert scene.hints.current(0) is not None
    scene.banner.show(LONGEST[1])
    scene.banner.skip()  # read: the table no longer waits for it (a hint shows), it still shows
    probe = DrawProbe(app_sized.size)
    scene.draw(probe)
    tips = scene.view.hand_tips
    assert any(t.text == reason for t in probe.texts), "the reason shows"
    assert scene.banner.frame is None or scene.banner.frame.collidelist(tips) < 0
    assert not [p for p in layout_problems(scene, app_sized.size) if reason[:20] in p]
