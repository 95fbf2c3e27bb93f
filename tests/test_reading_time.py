"""Time to read every outcome: a sentence the table says stays until it has been on screen long
enough to read (scaled by the animation speed, never below a reader's pace at 4×) or a human
clicks, and the table moves on only then; a round's breakdown the same; "instant" stays instant.
Measured by the presenter's own clock (the scene clock the banner reads)."""

from __future__ import annotations

import pytest
from fake_app import FakeApp
from table_helpers import table

from game.engine import tween
from game.engine.pointers import DOWN, PRIMARY, Pointer, PointerEvent
from game.scenes.bingo.scene import BingoScene
from game.scenes.fishing.scene import FishingScene
from game.scenes.garum.scene import GarumScene
from game.scenes.table.banner import Banner
from game.scenes.table.breakdown import Breakdown, BreakdownHold, words
from game.scenes.table.reading import hold_s, reading_s

COVERS = "Medium bot 3 (Yellow) covers 7 and 12"
MISSED = "Easy bot 2 (Green) missed: no free 9 on their card"
STEP = 1 / 30


@pytest.fixture(params=[1.0, 4.0])
def speed(request):
    before = tween.get_speed()
    tween.set_speed(request.param)
    yield request.param
    tween.set_speed(before)


@pytest.fixture
def quick_reader():
    """Here the reader reads at the players' pace (the suite's other tests read quicker)."""


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_reading_time_grows_with_the_words_and_counts_cjk_characters():
    assert reading_s("Blue wins") < reading_s(COVERS) < reading_s(COVERS + " " + MISSED)
    assert reading_s("中等電腦 3（黃色）蓋住了 7 和 12") > reading_s("Medium bot 3 covers")


def test_a_sentence_said_at_once_after_another_waits_until_the_first_was_read(speed):
    clock = Clock()
    banner = Banner(clock)
    banner.show(COVERS, 0.9)
    banner.show(MISSED, 0.9)
    assert banner.showing == COVERS and banner.unread
    while banner.showing == COVERS:
        clock.now += STEP
    assert clock.now >= reading_s(COVERS), "the first outcome stayed until it could be read"
    assert clock.now >= 0.9 / speed
    assert banner.showing == MISSED and banner.said == [COVERS, MISSED]
    while banner.unread:
        assert banner.showing == MISSED, "the last sentence stays at least until it is read"
        clock.now += STEP


def test_a_click_reads_the_sentence_on_show_at_once():
    clock = Clock()
    banner = Banner(clock)
    banner.show(COVERS)
    banner.show(MISSED)
    assert banner.skip() and banner.showing == MISSED
    assert banner.skip() and not banner.unread
    assert not banner.skip(), "nothing left to read: the click is not taken"


def test_instant_means_instant():
    before = tween.get_speed()
    tween.set_speed(0)
    try:
        clock = Clock()
        banner = Banner(clock)
        banner.show(COVERS)
        banner.show(MISSED)
        assert banner.showing == MISSED and not banner.unread
        assert hold_s(6.0, COVERS) == 0.0
    finally:
        tween.set_speed(before)


def test_a_said_sentence_holds_the_timeline_until_the_one_before_was_read(speed):
    clock = Clock()
    banner, line = Banner(clock), tween.Timeline()
    banner.say(line, COVERS, 0.9)
    banner.say(line, MISSED, 0.9)
    line.call(lambda: None)  # what comes after: the next trick's motion
    line.update(STEP)
    assert banner.showing == COVERS and line.busy
    while banner.showing == COVERS:
        clock.now += STEP
        line.update(STEP)
    assert clock.now >= reading_s(COVERS)


def test_a_round_breakdown_stays_readable_at_4x_and_a_click_continues():
    before = tween.get_speed()
    tween.set_speed(4.0)
    try:
        seats = [("Orange", (1, 1, 1)), ("Sky", (2, 2, 2))]
        shown = Breakdown("Round 2", seats, [("Tricks", [3, 1])], [3, 1])
        hold, line = BreakdownHold(), tween.Timeline()
        hold.hold(line, lambda: shown)
        waited = 0.0
        while line.busy:
            line.update(STEP)
            waited += STEP
        words = "Round 2 Orange Sky Tricks 3 1 3 1"
        assert waited >= reading_s(words) > 6.0 / 4, "at 4x the breakdown is still on screen to read"
        hold.hold(line, lambda: shown)
        line.update(STEP)
        assert hold.continue_click(PointerEvent(DOWN, Pointer("mouse", "mouse"), (0, 0), PRIMARY))
        line.update(STEP)
        assert not line.busy
    finally:
        tween.set_speed(before)



def test_a_big_breakdown_holds_no_longer_than_at_1x():
    """A table of figures is scanned, not read word by word: four seats' rows of numbers must not
    keep the table waiting longer than the 6 s players found enough at 1×."""
    before = tween.get_speed()
    try:
        seats = [(f"Bot {n}", (n, n, n)) for n in range(1, 5)]
        rows = [(label, [4, 8, 12, 12]) for label in ("Cards won", "Captured", "-3 buoys", "Penalty")]
        shown = Breakdown("Round 1 scores", seats, rows, [4, 8, 12, 12], "A point per card on the fisherman")
        assert reading_s(words(shown)) > 6.0
        for speed in (1.0, 4.0):
            tween.set_speed(speed)
            hold, line = BreakdownHold(), tween.Timeline()
            hold.hold(line, lambda: shown, 6.0)
            waited = 0.0
            while line.busy:
                line.update(STEP)
                waited += STEP
            assert 6.0 - STEP <= waited <= 6.0 + 2 * STEP, (speed, waited)
    finally:
        tween.set_speed(before)

def shown_spans(scene, seconds: float) -> list[tuple[str, float, int]]:
    """Run a bots-only table; per sentence shown: its text, how long it stayed on screen before
    another replaced it (scene clock), and how many moves were made while it was still unread."""
    spans: list[list] = []
    moves = len(scene.state.history)
    while scene.clock < seconds and not scene.state.is_over():
        scene.update(STEP)
        text = scene.banner.showing
        if text and (not spans or spans[-1][0] != text):
            spans.append([text, 0.0, 0])
        elif spans and spans[-1][0] == text:
            spans[-1][1] += STEP
        if len(scene.state.history) != moves:
            moves = len(scene.state.history)
            if spans and scene.banner.clock() < scene.banner.read_by - STEP:
                spans[-1][2] += 1
    return [tuple(span) for span in spans[:-1]]  # the last may still be on show


TABLES = [("bingo", BingoScene), ("fishing", FishingScene), ("garum", GarumScene)]


@pytest.mark.parametrize(("game", "scene_type"), TABLES)
def test_every_outcome_a_table_tells_stays_until_read_and_no_move_comes_before(game, scene_type, speed):
    app = FakeApp((1280, 720))
    scene = scene_type(app, table(game, humans=0, players=3))
    app.scenes.push(scene)
    spans = shown_spans(scene, 90.0)
    assert len(spans) >= 4, spans
    for text, stayed, moved in spans:
        assert stayed >= reading_s(text) - 2 * STEP, (text, stayed)
        assert moved == 0, f"a move was made while {text!r} was still being read"
