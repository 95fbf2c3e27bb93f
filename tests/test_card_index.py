"""A card in a fanned hand is read from the part the next card leaves in view, as on real cards:
every text printed on a Fishing or Bingo face lies wholly in that part (none cut by the next card)
at a couch's readable size, and so does the corner index with the colour's shape. Checked on the
hands as the tables lay them out, at their largest (Fishing for three: 13 cards), at 720p, 1080p
and 4K, in every language, lifted (playable) and hovered cards included."""

from __future__ import annotations

import math

import pygame
import pytest

from game import i18n
from game.engine import draw
from game.rules.bingo import HAND_SIZE
from game.rules.cards import Card
from game.rules.fishing.deck import load_deck
from game.scenes.bingo.layout import BingoLayout
from game.scenes.fishing.layout import FishingLayout
from game.scenes.fishing.pass_fans import pass_fans
from game.scenes.widgets import fishing_piles
from game.scenes.widgets.cards import card_size, index_rect, paint_face
from game.scenes.widgets.fishing_cards import DECK
from game.scenes.widgets.fishing_piles import FishingSeat
from game.scenes.widgets.hand import FannedHand
from tests.layout_probe import MIN_TEXT

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]
LANGUAGES = ["en", "de", "zh-Hant", "vi"]


@pytest.fixture(params=LANGUAGES)
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def fishing_hand(size: tuple[int, int]) -> tuple[FannedHand, list[Card]]:
    deck = load_deck()
    lay = FishingLayout.of(size, 3, 0, deck.suits)
    cards = sorted(set(deck.all_cards(3)), key=str)
    count = max(deck.tables[3].hand_sizes)
    picked = [c for c in cards if c.special][:6] + [c for c in cards if not c.special][: count - 6]
    return FannedHand(lay.hand_centre, lay.hand_card, lay.hand_span, DECK), picked


def bingo_hand(size: tuple[int, int]) -> tuple[FannedHand, list[Card]]:
    lay = BingoLayout.of(size, 4, 0)
    colours = ["blue", "green", "yellow", "purple", "red"]
    cards = [Card(colours[i % 5], 1 + i) for i in range(HAND_SIZE)]
    return FannedHand(lay.hand_centre, lay.hand_card, lay.hand_span), cards


def printed_texts(
    card: Card, width: int, deck: str, fanned: bool = True, pile: bool = False
) -> list[draw.DrawnText]:
    probe = draw.DrawProbe(card_size(width))
    paint_face(probe, card, deck, fanned, pile)
    return [t for t in probe.texts if t.text.strip()]


def to_screen(point, centre, angle, size):
    """A point of a card face (from its top left) on the screen, the card at ``centre`` turned by
    ``angle`` degrees as ``pygame.transform.rotozoom`` turns it."""
    rad = math.radians(angle)
    lx, ly = point[0] - size[0] / 2, point[1] - size[1] / 2
    cos, sin = math.cos(rad), math.sin(rad)
    return centre[0] + lx * cos + ly * sin, centre[1] - lx * sin + ly * cos


def covered(point, centre, angle, size) -> bool:
    rad = math.radians(angle)
    dx, dy = point[0] - centre[0], point[1] - centre[1]
    lx = dx * math.cos(rad) - dy * math.sin(rad)
    ly = dx * math.sin(rad) + dy * math.cos(rad)
    return abs(lx) < size[0] / 2 and abs(ly) < size[1] / 2


MIXED_LIFTS = [((), None), ("all", None), ("every other", 3), ((), 4)]
"""Which cards are lifted (playable) and which one is hovered: none, all, every other one."""


def cut_parts(hand: FannedHand, cards: list[Card], deck: str, screen_h: int, lifts=MIXED_LIFTS) -> list[str]:
    size = card_size(hand.card_width)
    out = []
    named = {"all": range(len(cards)), "every other": range(0, len(cards), 2)}
    for raised, hover in [(named.get(r, r), h) for r, h in lifts]:
        spots = hand.positions(len(cards), raised, hover)
        for i, card in enumerate(cards):
            parts = [(t.text, t.rect, t.size) for t in printed_texts(card, hand.card_width, deck)]
            parts.append(("corner index", index_rect(size), None))
            for text, rect, text_size in parts:
                if text_size is not None and text_size < MIN_TEXT * screen_h:
                    out.append(f"{card}: {text!r} is {text_size} px at {screen_h} p")
                samples = [
                    (rect.left + rect.w * fx, rect.top + rect.h * fy)
                    for fx in (0.02, 0.5, 0.98)
                    for fy in (0.02, 0.5, 0.98)
                ]
                for j in range(i + 1, len(cards)):  # cards to the right lie on top
                    if any(covered(to_screen(p, *spots[i], size), *spots[j], size) for p in samples):
                        out.append(f"{card}: {text!r} cut by {cards[j]} (lifted {list(raised)}, {hover=})")
                        break
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["fishing", "bingo"])
def test_everything_printed_on_a_fanned_card_stays_in_view(game, size, language):
    hand, cards = fishing_hand(size) if game == "fishing" else bingo_hand(size)
    problems = cut_parts(hand, cards, DECK if game == "fishing" else "", size[1])
    assert not problems, problems[:6]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "humans"), [(3, 2), (3, 3), (4, 2), (4, 3), (5, 3)])
def test_cards_passed_at_once_by_several_players_keep_their_index_in_view(size, players, humans, language):
    """Passing left with several humans, each hand sits in a narrow frame: a long hand is fanned in
    tiers so every index stays in view (every card is playable; one is hovered)."""
    _hand, cards = fishing_hand(size)
    count = max(load_deck().tables[players].hand_sizes) + 1
    lay = FishingLayout.of(size, players, 0, load_deck().suits)
    for fan in pass_fans(lay, list(range(humans)), count).values():
        hand = FannedHand(fan.centre, fan.card, fan.span, DECK)
        problems = cut_parts(hand, (cards * 2)[:count], DECK, size[1], [("all", None), ("all", 4)])
        assert not problems, problems[:6]


def _differs(pixel, fill) -> bool:
    """Ink on a tab: far from the tab's fill colour."""
    return sum(abs(a - b) for a, b in zip(pixel[:3], fill[:3], strict=True)) > 90


@pytest.mark.parametrize("deck", ["", DECK])
def test_the_corner_index_tells_colours_by_shape_not_hue_alone(deck):
    """Two cards of one value and different colours differ in the index's shape (where its ink
    is), not only in the tab's hue: a colour-blind player tells them apart."""
    width = 80
    size = card_size(width)
    tab = index_rect(size)
    masks = {}
    for colour in ["blue", "green", "yellow", "purple", "red"]:
        face = pygame.Surface(size, pygame.SRCALPHA)
        paint_face(face, Card(colour, 5), deck)
        fill = face.get_at((tab.right - 2, tab.centery))
        masks[colour] = {
            (x, y) for x in range(tab.w) for y in range(tab.h) if _differs(face.get_at((x, y)), fill)
        }
    for a in masks:
        for b in masks:
            if a < b:
                assert len(masks[a] ^ masks[b]) > tab.w, f"{a} and {b} index marks look alike in grey"


@pytest.mark.parametrize("size", SIZES)
def test_a_fishermans_top_card_prints_its_value_once_and_large(size, monkeypatch):
    """The card on top of a seat's fisherman (its pile on the seat panel) is read across the room:
    it printed its value twice, in the corner index and in the ring, on a card 62 px wide at
    1080p. Its value is printed once, the larger of the two (at least the couch's smallest text
    and half again the index's), and the index keeps the colour's shape."""
    lay = FishingLayout.of(size, 5, 0, load_deck().suits)
    seat = FishingSeat(lay.seats[1], lay.s)
    width = seat.pile_width
    drawn = []
    monkeypatch.setattr(fishing_piles, "draw_card", lambda *args, **kw: drawn.append((args, kw)))
    top = Card("purple", 12)
    seat.draw_state(pygame.Surface(size), 9, [Card("blue", 3), top], 4, 3)
    faces = [(args[1], kw) for args, kw in drawn if args[1] is not None]
    assert faces == [(top, {"deck": DECK, "pile": True})], faces
    for card in [Card("purple", 12), Card("blue", 3), Card("green", 0), Card("red", 7)]:
        shown = printed_texts(card, width, DECK, fanned=False, pile=True)
        on_table = printed_texts(card, width, DECK, fanned=False)
        assert [t.text for t in shown] == [str(card.value)], (card, shown)
        assert shown[0].size == max(t.size for t in on_table), "the larger of the two stays"
        assert shown[0].size >= max(MIN_TEXT * size[1], 1.5 * min(t.size for t in on_table))
        face = pygame.Surface(card_size(width), pygame.SRCALPHA)
        paint_face(face, card, DECK, pile=True)
        tab = index_rect(card_size(width), 1)
        fill = face.get_at((tab.right - 2, tab.centery))
        ink = [(x, y) for x in range(tab.w) for y in range(tab.h) if _differs(face.get_at((x, y)), fill)]
        assert len(ink) > tab.w, "the index still shows the colour's shape"


@pytest.mark.parametrize("deck", ["", DECK])
@pytest.mark.parametrize("size", SIZES)
def test_a_card_on_the_table_shows_its_value_large_in_its_ring(deck, size):
    """Out of a hand (a trick, a card in flight) nothing covers a card's middle: its value stands
    there large, read from the couch, at least half again the index's size; a hand's face keeps
    the shape there instead (the index tells the value)."""
    fishing = FishingLayout.of(size, 4, 0, load_deck().suits)
    width = fishing.trick_card if deck else BingoLayout.of(size, 4, 0).trick_card
    for value in (0, 7, 10, 16):
        card = Card("red", value)
        open_texts = [t for t in printed_texts(card, width, deck, fanned=False) if t.text == str(value)]
        index_size = min(t.size for t in open_texts)
        large = max(t.size for t in open_texts)
        assert large >= 1.5 * index_size and large >= 2 * MIN_TEXT * size[1], (card, index_size, large)
        fanned_texts = [t for t in printed_texts(card, width, deck) if t.text == str(value)]
        assert len(fanned_texts) == 1, "in a hand only the index prints the value"


def test_each_suit_looks_like_the_colour_it_is_called():
    """A suit called "red" beside a seat called Orange must read red, not orange: its hue lies
    nearer its own name's hue than any other colour word's (Okabe–Ito's vermillion did not)."""
    import colorsys

    from game.scenes.widgets.cards import SUITS

    hues = {"red": 0, "orange": 35, "yellow": 55, "green": 150, "blue": 210, "purple": 300}

    def nearest_word(rgb) -> str:
        hue = colorsys.rgb_to_hsv(*(c / 255 for c in rgb))[0] * 360
        return min(hues, key=lambda word: min(abs(hue - hues[word]), 360 - abs(hue - hues[word])))

    assert {name: nearest_word(suit.rgb) for name, suit in SUITS.items()} == {name: name for name in SUITS}
