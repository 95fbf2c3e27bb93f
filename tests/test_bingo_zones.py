"""One probe over the Bingo table at every size, language and seat count: its zones lie on the
screen and never overlap, and every widget paints only inside its zone — with the longest words
each can be given (the longest banner, refusal and hint sentences, names and statuses), so words
cannot collide by construction. It replaces the one-incident overlap tests of the status panel
and the free-marker chooser."""

from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest
from layout_probe import MIN_TEXT
from table_helpers import table
from zones_probe import SIZES, Canvas, check_zones, longest, size_id

from game.i18n import _
from game.rules import bingo
from game.rules.base import IllegalMove
from game.rules.bingo import HAND_SIZE, LINES, SEAT_COLOURS, Missed
from game.scenes.bingo.layout import BingoLayout
from game.scenes.bingo.model import BingoModel, ChooserLook, HandLook, SeatLook, StatusLook
from game.scenes.bingo.scene import BingoScene
from game.scenes.bingo.words import missed_words
from game.scenes.table import lane
from game.scenes.table.words import card_words

NESTED = {("status", "hint button")}
"""Zones that lie inside another on purpose: the Hint button in the status box's corner."""


def zones(lay: BingoLayout) -> dict[str, pygame.Rect]:
    """Every zone of the table by name (the last trick's panel and the choosers open over the trick:
    they are popups, checked to stay on the screen)."""
    out = {f"seat {seat}": spots.panel for seat, spots in lay.seats.items()}
    out.update(
        {
            "status": lay.status.rect,
            "hint button": lay.hint_button.rect,
            "log": lay.log,
            "trick": lay.trick,
            "pile": lay.pile,
            "lane": lay.lane,
            "hand": lay.hand,
            "last trick button": lay.last_trick[0],
        }
    )
    return out


def sentences(scene: BingoScene) -> dict[str, list[str]]:
    """What the lane may be given, per kind, in the current language: the longest of each sort
    of sentence the table says, with the table's own seat names."""
    names = [scene.seat_name(seat) for seat in range(scene.state.players)]
    cards = [bingo.parse_card(text) for text in ("purple 9", "yellow 1", "green 8", "blue 2")]
    takes = _("{high} takes the high with {high_card}, {low} the low with {low_card}")
    banner = [
        takes.format(
            high=names[0], high_card=card_words(cards[0]), low=names[-1], low_card=card_words(cards[1])
        ),
        missed_words([Missed(seat, 3) for seat in range(scene.state.players)], lambda seat: names[seat]),
        _("{player} missed three times: a free marker to place on any open number").format(player=names[-1]),
    ]
    refusals = [
        IllegalMove("You hold {lead}, the lead colour, so you must play {lead}.", {"lead": "yellow"}),
        IllegalMove("First place the free marker your full missed track earned."),
    ]
    hints = [
        _("Trumps with {card}: you have no {lead}, and it covers {number}.").format(
            card=card_words(cards[2]), lead=card_words(cards[3]).split()[0], number=8
        ),
        _("Plays {card}: {number} is covered already, so it moves your missed track on.").format(
            card=card_words(cards[0]), number=9
        ),
    ]
    return {
        lane.BANNER: banner,
        lane.REFUSAL: [scene.refusal_words(reason) for reason in refusals],
        lane.TIP: [scene.refusal_words(refusals[0])],
        lane.HINT: hints,
        lane.LABEL: [_("{player}'s hand").format(player=names[0])],
    }


def situations(scene: BingoScene) -> list[BingoModel]:
    """Models of the table with the longest words in every widget: each lane sentence, seats with
    their longest word, a full trick with badges, a full hand lifted at either end, two
    choosers, and the status box with each trump and lead colour, asking or not."""
    model, lay = scene.model(), scene.layout
    players = scene.state.players
    statuses = [_("thinking…"), _("WINNER"), _("choosing"), _("chosen"), _("to play")]
    width = scene.panels[0].turn_width(1.0)
    seats = tuple(
        SeatLook(9, True, longest(statuses, lay.font_small), width, 0b1111111110, tuple(range(len(LINES))), 3)
        for _seat in range(players)
    )
    hand_cards = tuple(bingo.parse_card(f"{SEAT_COLOURS[n % 5]} {n + 1}") for n in range(HAND_SIZE))
    names = [scene.seat_name(seat) for seat in range(players)]
    asks = [_("{player}: place your free marker"), _("{player}: play a card")]
    prompts = {  # while a human may act (the Hint button shows) and while others do
        True: longest([words.format(player=names[0]) for words in asks], lay.font_text),
        False: _("{player} plays next: a {colour} card if they have one").format(
            player=names[-1], colour="yellow"
        ),
    }
    trick = tuple((seat, hand_cards[seat]) for seat in range(players))
    marks = ((0, "HIGH"), (players - 1, "LOW"), (1, "HIGH + LOW"))
    title = _("{player}: free marker on any open number").format(player=names[0])
    choosers = tuple(ChooserLook(seat, title, 0b1010, scene.seat_colour(seat), 5, 2) for seat in (0, 1))
    log = longest(sentences(scene)[lane.BANNER], lay.font_text)
    base = dataclasses.replace(model, seats=seats, trick=trick, marks=marks, played=45, log=log)
    out = []
    for colour, lead in zip(SEAT_COLOURS[:players], reversed(SEAT_COLOURS[:players]), strict=True):
        for asking in (False, True):
            owner = scene.setup.seats[SEAT_COLOURS.index(colour)].name
            trump_px = round(lay.icon_trump * 1.35)
            status = StatusLook(9, True, colour, trump_px, owner, lead, prompts[asking], asking)
            out.append(dataclasses.replace(base, status=status))
    for kind, texts in sentences(scene).items():
        for text in texts:
            out.append(dataclasses.replace(base, words=lane.Words(text, kind)))
    for lifted in (0, len(hand_cards) - 1):
        hand = HandLook(0, hand_cards, True, frozenset(range(len(hand_cards))), lifted, None)
        out.append(dataclasses.replace(base, hand=hand, choosers=choosers[:1]))
    out.append(dataclasses.replace(base, choosers=choosers))
    return out


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_every_widget_keeps_to_its_zone_and_no_zones_overlap(shared_app, every_language, size):
    """At every seat count (one case per size and language: the probe is one test, not one per
    incident)."""
    for players in (3, 4, 5):
        check_table(shared_app, size, players)


def check_table(app, size: tuple[int, int], players: int) -> None:
    scene = BingoScene(app, table("bingo", humans=2, players=players, trump=True))
    scene.resize(size)
    lay, screen = scene.layout, pygame.Rect((0, 0), size)
    check_zones(zones(lay), size, NESTED, (size, players))
    canvas, seen = Canvas(size), set()
    for model in situations(scene):
        for widget in scene.view.shown(model):
            look = (widget, widget.look(model))
            if look in seen:  # painted already: each look once
                continue
            seen.add(look)
            widget.update(model)  # a widget placed by what it shows (the choosers) finds its rect
            drawn, texts = canvas.painted(widget, model)
            zone = widget.rect if widget is scene.view.choosers else widget.rect.inflate(2, 2)
            where = (type(widget).__name__, drawn, widget.rect, size, players, [t.text for t in texts])
            assert zone.contains(drawn) or not drawn.w, where
            assert screen.contains(drawn) or not drawn.w, where
            for text in texts:
                assert text.size >= MIN_TEXT * size[1], (text.text, text.size, size)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_covered_numbers_point_stays_on_its_card(shared_app, size):
    """The "+1" of a covered number rises on the seat's own card and never reaches the header,
    where it ran over the end of a long name (seen at 720p with "Medium bot 5")."""
    scene = BingoScene(shared_app, table("bingo", humans=2, players=5))
    scene.resize(size)
    surface = pygame.Surface(size)
    for seat, number in itertools.product(range(5), (4, 9, 2, 5, 6)):  # the top row and two more
        flight = scene.presenter._point(bingo.Covered(seat, number, "highest"))
        card, header = scene.cards[seat].rect, scene.panels[seat].header
        while not flight.done:
            for rect in scene.sprites.draw(surface) or []:
                assert not rect.colliderect(header), (seat, number, rect, header, size)
                assert card.inflate(4, 4).contains(rect), (seat, number, rect, card, size)
            flight.update(1 / 30)
