"""One probe over the Garum table at every size, language and seat count: its zones lie on the
screen and never overlap (a zone inside another only where it is meant to: the coin in the header,
the hand's parts in the hand panel, the worker buttons in the status box), and every widget paints
only inside its zone — with the longest words each can be given (the longest banner, refusal and
hint sentences in the words lane, names and statuses, prompts, the hand's label and foot line), so
words cannot collide by construction. It replaces the one-incident overlap tests of the panels,
the neutral tile's label, the Undo button's word and a hint's reason beside the board."""

from __future__ import annotations

import dataclasses
import itertools

import numpy as np
import pygame
import pytest
from layout_probe import LARGEST_LOOK, MIN_TEXT, grown
from table_helpers import table
from zones_probe import size_id

from game.ai.garum.hint import LOOKED_AHEAD, line_words
from game.engine import draw
from game.engine import look as looks  # ``look`` is a widget's look here
from game.i18n import _
from game.rules.base import IllegalMove
from game.rules.garum import BonusScored, WorkerScored, line_id
from game.rules.garum.data import SIZE, WILD
from game.scenes.garum.layout import GarumLayout
from game.scenes.garum.looks import (
    CLOSED,
    ControlsLook,
    DummyLook,
    Ghost,
    HandLook,
    LineLook,
    SeatRow,
    TankLook,
)
from game.scenes.garum.model import GarumModel
from game.scenes.garum.scene import GarumScene
from game.scenes.garum.words import bonus_words, hand_foot, named, worker_words
from game.scenes.table import lane
from game.scenes.table.breakdown import Breakdown
from game.scenes.table.widget import Widget
from game.scenes.widgets import garum_panels as panels

SIZES = [(640, 360), (1280, 720), (1920, 1080), (3840, 2160), (1280, 800), (1280, 1024), (2560, 1080)]
"""The smallest window the app allows, 720p, 1080p, a 4K TV, 16:10, 5:4 and 21:9 (the table is scaled
by the width on a screen taller than 16:10: its words' floor is the one of that width's 16:10)."""
TABLES = [(2, 2), (3, 2), (4, 2), (2, 0), (3, 0)]
"""(seats, humans): every seat count with humans; tables of bots (a short status box, seat rows
grown the most with two seats, the neutral tile alone with three)."""
PARENT = {
    "coin": "header",
    "hand label": "hand",
    "hand tiles": "hand",
    "undo": "hand tiles",
    "tip lane": "hand",
    "neutral tile": "hand",
    "hint button": "hand",
    **{f"button {key}": "controls" for key in ("apprentice", "foreman", "none")},
}
"""Zones inside another on purpose; every other pair of zones must not overlap."""


def zones(lay: GarumLayout, humans: bool) -> dict[str, pygame.Rect]:
    """Every zone of the table by name (the final scoring's table is a popup over the board)."""
    out = {
        "board": lay.board,
        "lane": lay.lane,
        "header": lay.header,
        "coin": lay.coin,
        **{f"seat {seat}": rect for seat, rect in enumerate(lay.seats)},
        "controls": lay.controls,
        **{f"button {key}": rect for key, rect in lay.buttons.items()},
    }
    if lay.hand.h:  # a human's hand, or the neutral tile alone at a table of bots
        out["hand"] = lay.hand
    if lay.neutral:
        out["neutral tile"] = lay.selected_ring.bounds(lay.dummy).union(lay.dummy_label_zone)
    if humans:
        rings = [lay.selected_ring.bounds(box) for box in lay.hand_tiles]
        out.update(
            {
                "hand label": lay.hand_label_lane,
                "hand tiles": rings[0].unionall(rings[1:]),
                "undo": lay.undo_button,
                "tip lane": lay.tip_lane,
                "hint button": lay.hint_button.rect,
            }
        )
    return out


def ancestors(name: str) -> set[str]:
    out = set()
    while name in PARENT:
        name = PARENT[name]
        out.add(name)
    return out


def longest(texts: list[str], size: int, bold: bool = False) -> str:
    return max(texts, key=lambda text: draw.text_width(text, size, bold))


def sentences(scene: GarumScene) -> dict[str, list[str]]:
    """What the words lane may be given, per kind, in the current language: the longest of each
    sort of sentence the table says, with the table's own seat names."""
    state = scene.state
    names = [scene.seat_name(seat) for seat in range(state.players)]
    species = [named(word) for word in state.data.species]
    row = line_id("row", 15)
    scored = [WorkerScored(0, "column", 15, foreman, 14, 28) for foreman in (False, True)]
    banner = [worker_words(names[-1], state.data.species[0], event) for event in scored]
    banner += [
        bonus_words(BonusScored(0, 16, 3, 4), names[0], icon, state.data.species) for icon in (None, WILD, 1)
    ]
    banner += [
        _("Round {round}: the coin names tank {tank}; start player: {player}").format(
            round=16, tank=16, player=" · ".join(names[:2])
        ),
        _("Round {round}: {player}, as Emperor, chose tank {tank}").format(
            round=16, tank=16, player=names[-1]
        ),
    ]
    refusals = [
        IllegalMove(
            "{seat} has no apprentice left: each player has {apprentices} apprentices and {foremen} foreman.",
            {"apprentices": 5, "foremen": 1},
            seat=0,
        ),
        IllegalMove(
            "No worker may go on column {number} this round: "
            "tank {tank} is the last unfilled tank of that zone.",
            {"number": 16, "tank": 16},
        ),
        _("This round's tank is tank {tank}: a tile goes into a free slot of it.").format(tank=16),
    ]
    hints = [
        _(LOOKED_AHEAD),
        _("Keep your workers: no line through this tank promises more than a later one."),
        _("Foreman on {line}: about {fish} {species} expected there, worth about {points} points.").format(
            line=line_words(row), fish=12, species=species[2], points=24
        ),
        _("Fills {line} with fish your rival's {species} worker there cannot use.").format(
            line=line_words(row), species=species[3]
        ),
    ]
    closed = [
        _("No worker on rows {first}–{last}: tank {tank} is the last unfilled tank of that zone."),
        _("No worker on columns {first}–{last}: tank {tank} is the last unfilled tank of that zone."),
    ]
    return {
        lane.TIP: [" ".join(note.format(first=13, last=16, tank=16) for note in closed)],
        lane.BANNER: banner,
        lane.REFUSAL: [scene.refusal_words(reason) for reason in refusals],
        lane.HINT: hints,
    }


def board_looks(scene: GarumScene, base: GarumModel) -> GarumModel:
    """Every tank full and lit every way, every worker space crowded, crossed out and scored."""
    colours = len(scene.state.data.species)
    fish = (0, 1, 2, 3)
    tiles = tuple((slot % colours, fish) for slot in range(4))
    tank = TankLook(tiles, True, True, (0, 1, 2, 3), Ghost(2, fish, 1, 215))
    pieces = tuple((n % colours, n % 3 == 0) for n in range(8))
    line = LineLook(pieces, CLOSED, 2)
    count = len(scene.layout.grid.board.tanks)
    return dataclasses.replace(
        base,
        tanks=(tank,) * count,
        lines=(line,) * (2 * SIZE),
        current=scene.layout.grid.board.tanks[0],
        scoring_band=2 * SIZE - 1,
        hover_band=0,
    )


def column_looks(scene: GarumScene, base: GarumModel, lane_words: bool) -> list[GarumModel]:
    """Models with the longest words in every widget beside and under the board: seats with their
    longest word, the hand hidden and shown with its longest foot, the neutral tile being turned,
    the status box with and without worker buttons, and (``lane_words``) each lane sentence."""
    state, lay = scene.state, scene.layout
    names = [scene.seat_name(seat) for seat in range(state.players)]
    statuses = [_("thinking…"), _("to play"), _("Winner"), scene.peek_words(0)]
    status = longest(statuses, lay.seat_look.status_size)
    seats = []
    for seat in range(state.players):
        rows = tuple(
            panels.ColourRow(colour, (False,) * 5 + (True,), 13) for colour in state.colours_of(seat)
        )
        colours = tuple((200, 200, 200) for _colour in rows)
        seats.append(
            SeatRow(names[seat], colours, "8", rows, 188, lay.seat_look.ring_width(1.0), True, status)
        )
    header = (
        _("{board} · round {n} of {rounds}").format(board=named("Baelo Claudia"), n=16, rounds=16),
        _("Start player: {player}").format(player=names[-1]) + " · " + _("Emperor") + " + " + _("Priest"),
        _("Next coins: {coins}").format(coins="16 15 14 13 12 11 10 9"),
    )
    labels = [
        _("{player}'s tiles ({species})").format(player=names[0], species=named("mackerel")),
        _("{player}'s tiles ({species}), hidden: {peek} to look").format(
            player=names[0], species=named("mackerel"), peek=scene.peek_words(0)
        ),
    ]
    foot = longest([hand_foot(state, 0, placing) for placing in (True, False)], lay.hand_hint.size)
    tiles = tuple(((0, 1, 2, 3), index == 0) for index in range(len(lay.hand_tiles)))
    hand = HandLook(0, 0, longest(labels, lay.hand_label.size), tiles, foot, True, True)
    asks = _("{player}: place a worker on a lit line through tank {tank}, or none.").format(
        player=names[0], tank=16
    )
    buttons = tuple(
        (key, label, key == "foreman")
        for key, label in (
            ("apprentice", _("Apprentice ({n} left)").format(n=5)),
            ("foreman", _("Foreman ({n} left)").format(n=1)),
            ("none", _("No worker")),
        )
    )
    waiting = _("{player} may place a worker on a line through tank {tank}.").format(
        player=names[-1], tank=16
    )
    after = _("Next for {player}: turn the neutral tile into the last slot of tank {tank}.").format(
        player=names[0], tank=16
    )
    base = dataclasses.replace(
        base,
        seats=tuple(seats),
        header=header,
        coin=(16, 1.0),
        hand=hand,
        dummy=DummyLook((0, 1, 2, 3), 3, True),
        hint_button=(True, True),
        log=longest(sentences(scene)[lane.BANNER], lay.button_text),
        breakdown=Breakdown(
            _("Final scoring"),
            [(name, (200, 200, 200)) for name in names],
            [(_("Bonus icons"), [12] * state.players)]
            + [(_("Row {number}").format(number=n + 1), [24] * state.players) for n in range(8)],
            [188] * state.players,
            _("A line's points: the fish of its worker's species on it (a foreman counts double)."),
        ),
    )
    bots = ControlsLook(_("Bots are playing…"), (), "")  # a table of bots says only that
    out = [
        dataclasses.replace(base, controls=ControlsLook(asks, buttons if scene.human_seats() else (), "")),
        dataclasses.replace(
            base,
            controls=ControlsLook(waiting, (), after) if scene.human_seats() else bots,
            hand=dataclasses.replace(hand, face_up=False, undo=False, tiles=((None, False),) * len(tiles)),
            dummy=DummyLook(None, 3, False),
            hint_button=(True, False),
            coin=(16, 0.4),
        ),
    ]
    for kind, texts in sentences(scene).items() if lane_words else ():
        for text in texts:
            out.append(dataclasses.replace(base, words=lane.Words(text, kind)))
    return out


class Canvas:
    """A transparent probe screen, reused for every widget painted at one size: a widget's pixels
    are looked for around its zone (then wiped there); at the end nothing may be left anywhere."""

    def __init__(self, size: tuple[int, int]):
        self.probe = draw.DrawProbe(size)
        pygame.Surface.__init__(self.probe, size, pygame.SRCALPHA)
        self.screen = self.probe.get_rect()

    def strays(self, widget: Widget[GarumModel], model: GarumModel) -> tuple[pygame.Rect, list]:
        """Where ``widget`` paints ``model`` outside its zone (the bounding box of its pixels near the
        zone but not in it: empty when there are none), and its texts."""
        self.probe.texts = []
        widget.paint(self.probe, model)
        near = widget.rect.inflate(widget.rect.w + 40, widget.rect.h + 40).clip(self.screen)
        self.probe.fill((0, 0, 0, 0), widget.rect.inflate(2, 2))
        alpha = pygame.surfarray.pixels_alpha(self.probe)[near.left : near.right, near.top : near.bottom]
        stray = bool(alpha.any())
        del alpha  # the surface unlocked
        found = self.extent(near) if stray else pygame.Rect(0, 0, 0, 0)
        self.probe.fill((0, 0, 0, 0), near)
        return found, self.probe.texts

    def extent(self, area: pygame.Rect) -> pygame.Rect:
        """The bounding box of the pixels painted in ``area`` (numpy: columns by rows, no copy)."""
        alpha = pygame.surfarray.pixels_alpha(self.probe)[area.left : area.right, area.top : area.bottom]
        xs, ys = np.flatnonzero(alpha.any(axis=1)), np.flatnonzero(alpha.any(axis=0))
        del alpha  # the surface unlocked
        if not len(xs):
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(area.x + xs[0], area.y + ys[0], xs[-1] - xs[0] + 1, ys[-1] - ys[0] + 1)

    def left_over(self) -> pygame.Rect:
        return self.extent(self.screen)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_every_widget_keeps_to_its_zone_and_no_zones_overlap(shared_app, every_language, size):
    """At every seat count, with humans (the hand and the worker buttons) and with bots only
    (``TABLES``): one case per size and language, the probe one test."""
    for players, humans in TABLES:
        full = players == 2 and humans > 0  # the longest names: two colours a seat
        check_table(shared_app, size, players, humans, full, board=full and every_language == "en")


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_the_zones_hold_at_the_largest_interface_size(shared_app, size):
    """At 150 % every word is grown (the board's numbers above it at the screen's top, issue 51):
    the zones still lie on the screen apart, every widget keeps to its zone (English, the seats'
    words; the lane's sentences are ``test_layout_languages``'s at 720p)."""
    with grown(LARGEST_LOOK, size[1]):
        for players, humans in [(2, 2), (4, 2), (3, 0)]:  # the fewest and most seats, the dummy alone
            check_table(shared_app, size, players, humans, full=False, board=False)


def check_table(app, size: tuple[int, int], players: int, humans: int, full: bool, board: bool) -> None:
    """``full``: every lane sentence too (the lane does not change with the seats: set once per size
    and language, with the longest names); ``board``: the board's widgets too (they hold no words
    but the tanks' numbers: checked once per size)."""
    side = "baelo" if players == 2 else "troia"  # both sides of the board
    scene = GarumScene(app, table("garum", humans=humans, players=players, side=side))
    scene.resize(size)
    lay, screen = scene.layout, pygame.Rect((0, 0), size)
    named_zones = zones(lay, humans > 0)
    for name, rect in named_zones.items():
        assert screen.contains(rect), (name, rect, size)
    floor = MIN_TEXT * min(size[1], size[0] * 10 / 16)
    for line in range(2 * SIZE):  # printed on the board's cached layer: no probe reads its words
        number = lay.grid.number_rect(line)
        assert named_zones["board"].contains(number), ("number", line + 1, number, lay.board, size)
    assert looks.text_px(lay.grid.label_size) >= floor, ("numbers", lay.grid.label_size, size)
    for (a, ra), (b, rb) in itertools.combinations(named_zones.items(), 2):
        if a in ancestors(b):
            assert ra.contains(rb), (a, ra, b, rb, size, players)
        elif b in ancestors(a):
            assert rb.contains(ra), (b, rb, a, ra, size, players)
        else:
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}, {players} seats"
    canvas, seen = Canvas(size), set()
    base = scene.model()
    models = column_looks(scene, base, full)
    if board:
        models.append(board_looks(scene, base))
    widgets = scene.view.widgets
    for model in models:
        for widget in widgets:
            look = (widget, repr(widget.look(model)))
            if look in seen:  # painted already: each look once
                continue
            seen.add(look)
            widget.update(model)  # a widget placed by what it shows (a lit band) finds its rect
            stray, texts = canvas.strays(widget, model)
            assert not stray.w, (
                type(widget).__name__,
                stray,
                widget.rect,
                size,
                players,
                [t.text for t in texts],
            )
            for text in texts:
                assert text.size >= floor, (text.text, text.size, size)
    assert not canvas.left_over().w, ("painted far from its zone", canvas.left_over(), size, players)
