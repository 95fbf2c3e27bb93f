"""The guide's speech box never hides what a player at the couch reads: for every game with a guide,
every step, at 720p, 1080p and 4K, the box covers neither the thing it talks about nor a seat
panel's words (names, counts, scores) nor any button of the table, nor the solo column's how-to;
on 5er Finden's tables (every mode and seat count) it leaves every couch player's area alone: name
panel, board cells and puzzle shapes, in every language."""

from __future__ import annotations

import pygame
import pytest
from test_guide import GAMES, a_player_app, seated, settle
from test_guide_puzzle import puzzle, race, searching, solo

from game import i18n
from game.engine import draw
from game.engine.draw import TextProbe
from game.i18n import _
from game.scenes.finden.solo.model import CROSS_HINT, SEARCH_HINT
from game.scenes.guide import IDLE, marks

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]


def _table(game, scene_type, players):
    def make(app):
        scene = seated(app, game, scene_type, players)
        settle(scene)
        return scene

    return make


def _finden(mode, players=0):
    def make(app):
        scene = mode(app, players) if players else mode(app)
        searching(scene)
        return scene

    return make


TABLES = {
    **{f"{game}-{players}": _table(game, scene_type, players) for game, scene_type, players in GAMES},
    "garum-2": _table("garum", GAMES[2][1], 2),
    **{f"race-{n}": _finden(race, n) for n in (2, 3, 4)},
    **{f"puzzle-{n}": _finden(lambda app, n: puzzle(app, 1, n), n) for n in (2, 3, 4)},
    "puzzle-2-couch": _finden(lambda app: puzzle(app, 2, 2)),  # the guided seat's neighbour plays too
    "solo": _finden(solo),
}
FINDEN = [key for key in TABLES if key.startswith(("race", "puzzle", "solo"))]


def panels(scene) -> list[pygame.Rect]:
    seats = scene.layout.seats
    seats = seats.values() if isinstance(seats, dict) else seats
    return [getattr(seat, "panel", seat) for seat in seats]


def must_show(scene, size, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """The words in the seat panels and the buttons, as the table draws them without the guide."""
    buttons = []
    real = draw.draw_button

    def button(surface, rect, *args, **kwargs):
        buttons.append(("button", pygame.Rect(rect)))
        return real(surface, rect, *args, **kwargs)

    coach, scene.coach = scene.coach, IDLE
    probe = TextProbe(size)
    with monkeypatch.context() as patch:
        patch.setattr(draw, "draw_button", button)
        scene.draw(probe)
    scene.coach = coach
    seat_panels = panels(scene)
    words = [(t.text, t.rect) for t in probe.texts if t.rect.collidelist(seat_panels) >= 0]
    how_to = [(t.text, t.rect) for t in probe.texts if t.text.strip() and any(t.text in h for h in HOW_TO())]
    return words + buttons + how_to


def HOW_TO() -> list[str]:  # noqa: N802 - a constant, in the language spoken now
    """The grey how-to lines under the solo column: a newcomer reads them while the guide runs."""
    return [_(SEARCH_HINT), _(CROSS_HINT)]


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[1]}p")
@pytest.mark.parametrize("key", TABLES)
def test_the_box_covers_neither_its_target_nor_seat_words_nor_buttons(key, size, monkeypatch):
    app = a_player_app(size)
    scene = TABLES[key](app)
    assert scene.coach.active
    while scene.coach.active:
        step = scene.coach.index
        box = scene.coach.placement(scene, size).box
        target = scene.coach.step.target(scene, scene.coach.seat)
        assert pygame.Rect((0, 0), size).contains(box), (step, box)
        assert target is None or not box.colliderect(target), (step, box, target)
        hidden = [what for what, rect in must_show(scene, size, monkeypatch) if box.colliderect(rect)]
        assert not hidden, (step, box, hidden)
        scene.coach.next()


def couch_areas(scene) -> list[tuple[str, pygame.Rect]]:
    """What the players at the couch look at all the time on a 5er Finden table: each human seat's
    name panel and board (its cells), and on the puzzle table its shapes (the solo guide may cover
    its shapes while the player searches)."""
    areas = []
    for seat, view in enumerate(scene.views):
        if view.human:
            rects = scene.layout.seats[seat]
            areas += [(f"panel {seat}", rects.panel), (f"board {seat}", view.board.rect)]
            if getattr(scene, "guide_key", "") == "finden-puzzle":
                areas.append((f"shapes {seat}", rects.quarter))
    return areas


def guide_walk(scene, size, couch: bool) -> tuple[list[tuple], list[tuple]]:
    """Each guide step's box, placed once: the steps whose box covers a couch player's area
    (``couch_areas``, on a 5er Finden table: ``couch``) and those whose box cuts words of the
    table, each as (step, what). Placing a box draws the table, so both are read in one walk."""
    over, cut = [], []
    while scene.coach.active:
        box = scene.coach.placement(scene, size).box
        hidden = [name for name, rect in couch_areas(scene) if box.colliderect(rect)] if couch else []
        if hidden:
            over.append((scene.coach.index, hidden))
        words = words_cut_by(box, scene, size)
        if words:
            cut.append((scene.coach.index, words))
        scene.coach.next()
    return over, cut


@pytest.fixture(params=i18n.LANGUAGES)
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(i18n.ENGLISH)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[1]}p")
@pytest.mark.parametrize("key", FINDEN)
def test_the_box_keeps_off_the_couch_players_boards_and_shapes(key, size, language):
    """Two couch players' boards leave the box the centre column: a box wider than it (German and
    Vietnamese buttons side by side) sat over both boards' cells. The same walk checks that the
    box cuts no words of these tables (``test_the_box_cuts_no_words_of_the_table``)."""
    app = a_player_app(size)
    scene = TABLES[key](app)
    assert scene.coach.active and couch_areas(scene)
    over, cut = guide_walk(scene, size, couch=True)
    assert over == []
    assert cut == []


def words_cut_by(box: pygame.Rect, scene, size) -> list[str]:
    """The table's words that ``box`` hides in part (cut letters beside it), drawn with the box."""
    probe = TextProbe(size)
    probe.cover = lambda rect: None  # keep what the box hides, to see what it cuts
    scene.draw(probe)
    return [
        t.text for t in probe.texts if t.text.strip() and box.colliderect(t.rect) and not box.contains(t.rect)
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[1]}p")
@pytest.mark.parametrize("key", [key for key in TABLES if key not in FINDEN])
def test_the_box_cuts_no_words_of_the_table(key, size, language):
    """A table's words the box covers in part leave cut letters beside it ("Flip the timer!" under
    the puzzle's sand timer showed the tops of its letters over the box): they are either clear of
    the box or step aside. (5er Finden's tables: in the couch players' test, one walk for both.)"""
    app = a_player_app(size)
    scene = TABLES[key](app)
    assert scene.coach.active
    assert guide_walk(scene, size, couch=False)[1] == []


def test_the_box_narrows_into_the_only_clear_gap():
    """Where no full-width spot keeps clear, the words wrap narrower (same size) to fit a gap."""
    size, s = (1280, 720), draw.scale((1280, 720))
    target = pygame.Rect(600, 300, 80, 80)
    gap = pygame.Rect(700, 0, 310, 720)  # right of the target: the only free column
    keep = [pygame.Rect(0, 0, gap.x, 720), pygame.Rect(gap.right, 0, 1280 - gap.right, 720)]
    placed = marks.place(size, s, target, marks.step_words("A few words " * 8, 0, 4), ("Next", "Skip"), keep)
    assert gap.contains(placed.box), placed.box
    assert placed.wrap < min(round(marks.WRAP * s), int(size[0] * 0.4))
    assert placed.arrow is not None and not placed.box.colliderect(placed.ring)
