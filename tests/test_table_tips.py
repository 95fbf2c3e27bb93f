"""On-table text at 1280×720: one tip at a time (a refusal, not a refusal stacked on the hover tip
that says the same), and the log strip's latest line whole, not cut with an ellipsis. (Where a
refusal or a tip stands, clear of the hand's label, is the words lane's: ``test_bingo_zones``.)"""

from __future__ import annotations

from fake_app import FakeApp
from layout_probe import layout_problems
from table_helpers import table
from test_bingo_scene import hands_for_seat0

from game.engine.draw import DrawProbe
from game.engine.pointers import DOWN, MOVE, Pointer, PointerEvent
from game.scenes.bingo.scene import BingoScene
from game.scenes.table.log import fit_size, strip_text

SIZE = (1280, 720)


def bingo_waiting_for_seat0() -> BingoScene:
    app = FakeApp(SIZE)
    scene = BingoScene(app, table("bingo", hands=hands_for_seat0(), leader=2))
    scene.enter()
    for _ in range(3000):
        if not scene.presenting() and scene.humans_to_move():
            return scene
        scene.update(1 / 30)
    raise AssertionError("seat 0 never came to play")


def click_unplayable(scene: BingoScene) -> tuple[int, int]:
    lead = scene.state.lead_colour()
    hand = scene.shown.hands[0]
    other = next(c for c in hand if c.colour != lead)
    pos, _ = scene.hand.positions(len(hand), scene.playable_indices(0))[hand.index(other)]
    at = (round(pos[0]), round(pos[1]))
    mouse = Pointer("mouse", "mouse")
    for kind in (MOVE, DOWN):
        scene.handle_pointer(PointerEvent(kind, mouse, at, 1))
    assert scene.shown_notice(), "the click was refused"
    return at


def test_a_refused_click_shows_one_tip_not_the_hover_tip_under_it():
    scene = bingo_waiting_for_seat0()
    click_unplayable(scene)
    probe = DrawProbe(SIZE)
    scene.draw(probe)
    said = [t for t in probe.texts if t.text == scene.shown_notice()]
    assert len(said) == 1, "the refusal shows once, without the hover tip that says the same"


def test_the_log_strip_keeps_a_long_latest_line_whole_at_720p():
    scene = bingo_waiting_for_seat0()
    longest = "Bot 3 (Yellow) took the high with purple 9, Bot 4 (Purple) the low with purple 1"
    scene.log.add(longest)
    probe = DrawProbe(SIZE)
    scene.draw(probe)
    shown = [t for t in probe.texts if t.text.startswith(strip_text("")[:8])]
    assert shown and shown[0].text == strip_text(longest), "the whole line, no ellipsis"
    assert not layout_problems(scene, SIZE)


def test_fit_size_shrinks_before_it_cuts():
    text = "word " * 30
    size, fitted = fit_size(text, 24, 12, 600, 60)
    assert fitted == text and 12 <= size < 24
    size, fitted = fit_size(text * 5, 24, 12, 600, 60)
    assert size == 12 and fitted.endswith("…")
