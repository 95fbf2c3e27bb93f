"""One probe over the 5er Finden tables (classic, puzzle and solo, every seat count) at every size
and language: their zones lie on the screen and never overlap, and every part paints only inside
its zone — with the longest words each can be given (names, notes, the controls, the round's title,
the timer's words, the solo score and clock). Words sit in lanes of the layout, so they cannot
collide by construction. It replaces the one-incident overlap tests of the panels' notes, the
flip button beside the Hint button and the controls between the roll and the timer."""

from __future__ import annotations

import dataclasses
import itertools
from types import SimpleNamespace

import numpy as np
import pygame
import pytest
from layout_probe import LARGEST_LOOK, MIN_TEXT, grown
from test_layout import _table
from zones_probe import size_id

from game import i18n
from game.engine import draw
from game.engine.draw import DrawProbe
from game.engine.layers import Region
from game.engine.seats import BOT_NAMES
from game.i18n import _, ngettext
from game.rules.finden import new_solo
from game.rules.finden.levels import BOARD_LABELS
from game.rules.finden.scoring import Verdict
from game.scenes.finden.classic import model as race_model
from game.scenes.finden.classic.present import outline_note
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.classic.widgets import PanelWidget, PointsBand
from game.scenes.finden.look import (
    clock_text,
    score_line,
    seconds,
)
from game.scenes.finden.puzzle import model as puzzle_model
from game.scenes.finden.puzzle.flow import CROSS_NOTE
from game.scenes.finden.puzzle.model import FlipWords
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.puzzle.widgets import PanelWidget as PuzzlePanel
from game.scenes.finden.puzzle.widgets import QuarterWidget
from game.scenes.finden.solo import model as solo_model
from game.scenes.finden.solo.scene import SoloScene
from game.scenes.finden.solo.view import ButtonWidget
from game.scenes.finden.table import SEARCH
from game.scenes.finden.widgets import BoardWidget, LaneWords, TimerWidget, TrayWidget
from game.scenes.widgets.sand_timer import SandTimer

SIZES = [(640, 360), (1280, 720), (1920, 1080), (3840, 2160), (1280, 800), (2560, 1080)]
"""The smallest window the app allows, 720p, 1080p, a 4K TV, 16:10 and 21:9."""
LANGUAGES = list(i18n.LANGUAGES)
TABLES = [("classic", n) for n in (1, 2, 3, 4)] + [("puzzle", n) for n in (1, 2, 3, 4)] + [("solo", 1)]


class Canvas(DrawProbe):
    """A transparent screen that also remembers its texts: one paint tells where a part drew
    (its pixels' bounding box) and what words it set, at what size."""

    def __init__(self, size: tuple[int, int]):
        pygame.Surface.__init__(self, size, pygame.SRCALPHA)
        self.texts = []

    def painted(self, region: Region) -> pygame.Rect:
        """Where ``region`` paints, unclipped (its pixels' bounding box)."""
        self.fill((0, 0, 0, 0))
        region.paint(self, *region.args)
        alpha = pygame.surfarray.pixels_alpha(self)  # columns by rows, not a copy
        xs, ys = np.flatnonzero(alpha.any(axis=1)), np.flatnonzero(alpha.any(axis=0))
        del alpha  # the surface unlocked
        if not len(xs):
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(xs[0], ys[0], xs[-1] - xs[0] + 1, ys[-1] - ys[0] + 1)

    def words(self, region: Region) -> list:
        """The texts ``region`` sets, where and how large (nothing cleared: only blits are noted)."""
        self.texts = []
        region.paint(self, *region.args)
        return self.texts


def zones(scene, mode: str) -> dict[str, pygame.Rect]:
    """Every zone of the table by name: the seats' panels (their buttons inside), boards with
    their frames and quarters; the centre column's title, roll, timer and lanes; solo's buttons."""
    lay = scene.layout
    out = {"title": lay.title, "tray": lay.tray}
    for seat, (view, rects) in enumerate(zip(scene.views, lay.seats, strict=True)):
        pad = getattr(lay, "panel_pad", 0)
        out[f"panel {seat}"] = rects.panel.inflate(pad, pad)
        out[f"board {seat}"] = view.board.rect.inflate(lay.frame_border, lay.frame_border)
        if mode != "classic":
            out[f"quarter {seat}"] = rects.quarter
        if mode != "solo":
            out[f"panel {seat}/hint"] = rects.hint
            out[f"panel {seat}/flip"] = rects.flip
    if mode == "solo":
        out.update({f"button {key}": rect for key, rect in lay.buttons.items()})
        out.update({"score": lay.score, "clock": lay.clock})
    else:
        out.update({"timer": SandTimer(lay.timer).bounds(), "timer words": lay.timer_label})
    if mode == "classic":
        out["tiles"] = lay.tiles
    out["how to"] = lay.how_to
    return out


def zone_of(name) -> str:
    """The zone a region of the table's picture belongs to."""
    if isinstance(name, tuple):
        return f"{name[0]} {name[1]}"
    return {"hint": "how to", "points": "tiles", "timer label": "timer words"}.get(name, name)


def tray_reach(tray: pygame.Rect) -> pygame.Rect:
    """Where the dice tray paints at rest: its wooden base casts a soft shadow past it (the solo
    table paints the base with the dice; the others bake it into their background)."""
    blur = 8
    return tray.inflate(4 * blur, 4 * blur).move(0, 6)


def longest(texts: list[str], size: int, bold: bool = False) -> str:
    return max(texts, key=lambda text: draw.text_width(text, size, bold))


def table(app, mode: str, players: int):
    if mode == "solo":
        return SoloScene(app, new_solo(4, "grey"), "Ada")
    kind = ClassicScene if mode == "classic" else PuzzleScene
    return kind(app, _table("finden", players, {"side": "grey", "mode": mode}))


def searching(scene) -> None:
    """The dice have landed and the search is on (the state every part of the table shows)."""
    roll = scene.game.roll
    if roll is None:
        scene.game.start_search()
        roll = scene.game.roll
    scene.tray.start(roll)
    scene.tray.skip()
    scene.stage = SEARCH


def worded(scene, mode: str) -> list[Region]:
    """The table's own regions while searching, then the same lanes and panels with the longest
    words they may be given in the language spoken now."""
    lay, view = scene.layout, scene.view
    names = [_(name) + " 4" for name in BOT_NAMES.values()]
    name = longest(names, lay.header.name_size, True)
    for seat in scene.views:
        seat.name = name
    if mode == "classic":
        return race_regions(scene, name)
    model = scene.model()
    labels = [seconds(30), _("Flip the timer!"), _("cross out"), _("next roll…"), _("game over")]
    rounds = [_("Round {round} of {rounds}").format(round=12, rounds=12)]
    worded = model
    if mode != "solo":  # the solo table has no sand timer
        worded = dataclasses.replace(
            model, timer_label=(longest(labels, lay.timer_label_size, True), draw.TEXT)
        )
    controls = [_(puzzle_model.SEARCH_HINT), _(puzzle_model.CROSS_HINT)]
    if mode == "solo":
        where = _("Daily challenge {day}").format(day="2026-12-31")
        boards = [_(label) for label in BOARD_LABELS.values()]
        titles = [_("{where} · {round}").format(where=w, round=rounds[0]) for w in (where, *boards)]
        rounds = [_("Replay · {title}").format(title=title) for title in titles]
        hints = ngettext("{n} hint", "{n} hints", 12).format(n=12)
        score = _("Score {score}").format(score=188) + "   ·   " + hints
        clock = _("time {clock}").format(clock=clock_text(59 * 60 + 59))
        worded = dataclasses.replace(worded, score=score, clock=clock)
        controls = [_(solo_model.SEARCH_HINT), _(solo_model.CROSS_HINT)]
    worded = dataclasses.replace(worded, title=longest(rounds, lay.title_size, True))
    models = [worded] + [dataclasses.replace(worded, how_to=(text, draw.TEXT_DIM)) for text in controls]
    own = [widget_region(widget, model) for widget in view.shown(model)]
    lanes = [widget_region(w, m) for m in models for w in view.shown(m) if isinstance(w, LaneWords)]
    return own + lanes + panels(scene, mode, name)


def panels(scene, mode: str, name: str) -> list[Region]:
    """Every seat's panel with the longest status line and note, and each of its button words."""
    lay, view, model = scene.layout, scene.view, scene.model()
    out = []
    line = "   ".join(
        [
            _("score {score}").format(score=188),
            _("time marks {count}").format(count=12),
            longest([_(CROSS_NOTE), _("draw an outline first, or give up the round")], lay.header.line_size),
        ]
    )
    words = (_("FLIP +1"), _("flipped +1"))
    flips = (
        [None]
        if mode == "solo"
        else [FlipWords(text, (ask, False)) for text in words for ask in (True, False)]
    )
    for seat, widget in enumerate(view.panels):
        for flip in flips:
            look = dataclasses.replace(model.seats[seat], name=name, line=line, flip=flip)
            seats = list(model.seats)
            seats[seat] = look
            out.append(widget_region(widget, dataclasses.replace(model, seats=tuple(seats))))
    return out


def race_regions(scene, name: str) -> list[Region]:
    """The race's widgets as regions of the picture while searching, then the lanes and panels
    again with the longest words they may be given in the language spoken now: the round's title,
    the controls, the timer's words; each panel with every flip button's word and every note."""
    lay, view = scene.layout, scene.view
    model = scene.model()
    labels = [seconds(30), _("Flip the timer!")]
    rounds = [_("Round {round} of {rounds}").format(round=12, rounds=12)]
    title = longest(rounds, lay.title_size, True)
    label = longest(labels, lay.timer_label_size, True)
    worded = dataclasses.replace(model, title=title, how_to=(_(race_model.HINT), draw.TEXT_DIM))
    worded = dataclasses.replace(worded, timer_label=(label, draw.TEXT))
    out = [widget_region(widget, m) for m in (model, worded) for widget in view.shown(m)]
    for seat, widget in enumerate(view.panels):
        for look in race_panels(name):
            out.append(widget_region(widget, with_panel(model, seat, look)))
    return out


def race_panels(name: str) -> list[race_model.PanelLook]:
    """A race seat's panel with every word its flip button says, and with every note of a scoring."""
    flips = [_(race_model.FLIP), _("flipped +1"), _("locked"), _("hurry!")]
    buttons = [race_model.FlipLook(flip, draw.ACCENT, (True, False), True) for flip in flips]
    searching = [race_model.PanelLook(name, score_line(188), "", flip) for flip in buttons]
    scoring = [race_model.PanelLook(name, score_line(188, 24), note, None) for note in race_notes()]
    return searching + scoring


def with_panel(model, seat: int, look):
    seats = list(model.seats)
    seats[seat] = dataclasses.replace(seats[seat], panel=look)
    return dataclasses.replace(model, seats=tuple(seats))


def widget_region(widget, model) -> Region:
    """A widget as a region of the probe, named by its zone."""
    return Region(widget_zone(widget), widget.rect, widget.paint, (model,))


def widget_zone(widget):
    if isinstance(widget, LaneWords):
        return widget.name
    if isinstance(widget, ButtonWidget):
        return "button", widget.key
    kinds = {BoardWidget: "board", PanelWidget: "panel", PuzzlePanel: "panel", QuarterWidget: "quarter"}
    if type(widget) in kinds:
        return kinds[type(widget)], widget.seat
    return {TrayWidget: "tray", TimerWidget: "timer", PointsBand: "points"}[type(widget)]


def race_notes() -> list[str]:
    """Every sort of note a race's scoring gives a seat's panel: each verdict, points doubled,
    the last round's and the flip's."""
    scored = [SimpleNamespace(shape="W", points=0, verdict=verdict) for verdict in Verdict]
    scored.append(SimpleNamespace(shape="W", points=12, verdict=Verdict.COUNTS))
    notes = [outline_note(outline, 2) for outline in scored]
    return [*notes, _("double points"), _("flipped the timer {points}").format(points="+1")]


def notes_whole(scene, canvas: Canvas, name: str) -> list[str]:
    """The race's notes that a seat's panel cuts short (a note is read whole: the name gives way),
    and the last round's note if it cuts the name short (at 720p "round 5 counts double" left
    "Medium…")."""
    model, cut = scene.model(), []
    last = _("double points")
    for seat, widget in enumerate(scene.view.panels):
        for note in race_notes():
            look = race_model.PanelLook(name, score_line(188, 24), note, None)
            texts = [text.text for text in canvas.words(widget_region(widget, with_panel(model, seat, look)))]
            if note not in texts or (note == last and name not in texts):
                cut.append(note)
    return cut


@pytest.fixture(scope="module")
def finden_app():
    from game.app import App, parse_args

    instance = App(parse_args(["--headless", "--size", "960x540", "--seed", "1"]))
    instance.to_menu()
    yield instance
    instance.close()


@pytest.mark.parametrize("size", SIZES, ids=size_id)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_part_keeps_to_its_zone_and_no_zones_overlap(finden_app, language, size):
    """In every mode and seat count (one case per size and language: the probe is one test, not
    one per incident). Words are checked in every language; where each kind of part paints, pixel
    by pixel, once per size (its shapes do not change with the language)."""
    i18n.set_language(language)
    try:
        canvas = Canvas(size)
        for mode, players in TABLES:
            check_table(finden_app, canvas, size, mode, players, pixels=language == "en")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_every_part_keeps_to_its_zone_at_the_largest_interface_size(finden_app, size):
    """At 150 % every word is grown (the shapes' labels at the screen's foot, issue 51): the zones
    and words of every table at this size, in English (its pixels are the 100 % probe's)."""
    canvas = Canvas(size)
    with grown(LARGEST_LOOK, size[1]):
        for mode, players in TABLES:
            check_table(finden_app, canvas, size, mode, players, pixels=False)


def shape_labels(scene, mode: str) -> dict[str, list]:
    """The shapes' labels by zone (the race's tiles, each seat's quarter): they are baked into the
    tiles' cached picture, which no probe of blitted words reads."""
    if mode == "classic":
        return {"tiles": scene.tiles.labels()}
    return {f"quarter {seat}": view.quarter.tiles.labels() for seat, view in enumerate(scene.views)}


def is_label_of(button: pygame.Rect, text) -> bool:
    """``text`` is ``button``'s label: centred in it (a panel's note may end inside a button's
    place while the button is hidden, as a round is scored)."""
    dx, dy = text.rect.centerx - button.centerx, text.rect.centery - button.centery
    return button.contains(text.rect) and abs(dx) <= 1 and abs(dy) <= 1


def check_table(app, canvas: Canvas, size: tuple[int, int], mode: str, players: int, pixels: bool) -> None:
    scene = table(app, mode, players)
    scene.resize(size)
    searching(scene)
    screen, named = pygame.Rect((0, 0), size), zones(scene, mode)
    where = f"{mode}, {players} seats, {size}"
    for name, rect in named.items():
        assert screen.contains(rect), (name, rect, where)
    for (a, ra), (b, rb) in itertools.combinations(named.items(), 2):
        if b.startswith(a + "/"):  # a panel's buttons lie inside it
            assert ra.contains(rb), (a, ra, b, rb, where)
        else:
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}: {where}"
    for own, labels in shape_labels(scene, mode).items():
        for text in labels:
            assert named[own].inflate(2, 2).contains(text.rect), (own, text.text, text.rect, where)
            assert text.size >= MIN_TEXT * size[1], (text.text, text.size, where)
    painted = set()
    for region in worded(scene, mode):
        kind = region.name[0] if isinstance(region.name, tuple) else region.name
        if kind == "board" and not pixels:
            continue  # a searching board has no words to change with the language
        own = zone_of(region.name)
        zone = named[own].inflate(2, 2)
        zone = tray_reach(zone) if region.name == "tray" else zone
        texts = [text for text in canvas.words(region) if text.text.strip()]
        nested = [rect for name, rect in named.items() if name.startswith(own + "/")]
        buttons = [rect for rect in nested if any(is_label_of(rect, text) for text in texts)]  # shown
        for text in texts:
            assert zone.contains(text.rect), (region.name, text.text, text.rect, zone, where)
            assert text.size >= MIN_TEXT * size[1], (text.text, text.size, where)
            for button in buttons:  # a button's label inside it, the panel's words clear of it
                inside = button.inflate(2, 2).contains(text.rect)
                assert inside or not button.colliderect(text.rect), (text.text, text.rect, button, where)
        for a, b in itertools.combinations(texts, 2):
            assert not a.rect.colliderect(b.rect), (a.text, a.rect, b.text, b.rect, where)
        if pixels and kind not in painted:
            painted.add(kind)
            drawn = canvas.painted(region)
            assert zone.contains(drawn) or not drawn.w, (region.name, drawn, zone, where)
    if mode == "classic":
        assert notes_whole(scene, canvas, scene.views[0].name) == [], where
