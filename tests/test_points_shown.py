"""Every point is explained where it is scored (issue 14): in a seeded bot game played through each
table scene, the "+N" shown add up to the engine's final scores, seat by seat; the banners say what
happened in player words (names, never seat numbers) and never cover what they must keep clear;
a round's breakdown adds up to what the round changed."""

from __future__ import annotations

import re

import pytest
import table_helpers

from game.scenes.bingo.scene import BingoScene
from game.scenes.fishing.scene import FishingScene
from game.scenes.garum.scene import GarumScene
from game.scenes.table.banner import choose
from tests.layout_probe import layout_problems

GAMES = {
    "bingo": (BingoScene, 4, {"trump": True}, "takes the high"),
    "fishing": (FishingScene, 3, {}, "wins the trick"),
    "garum": (GarumScene, 3, {}, "on row"),
}
SEAT_NUMBER = re.compile(r"\bseat \d|\bplayer \d|\bP\d\b", re.IGNORECASE)
TITLE_MID_SENTENCE = re.compile(r"\w.* (Row|Column) \d")
"""A line named as a title ("Row 5") inside a sentence, where it reads "row 5"."""


def play(app, drive, game: str, check=None):
    scene_class, players, options, _words = GAMES[game]
    setup = table_helpers.table(game, humans=0, players=players, **options)
    scene = table_helpers.start(app, setup, scene_class)
    for _frame in range(60_000):
        drive.frames(1)
        if check is not None:
            check(scene)
        if scene.results_since is not None:
            return scene
    raise AssertionError("the game never reached its results")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_points_shown_add_up_to_the_engine_scores(app, drive, instant, game):
    scene = play(app, drive, game)
    shown = [0] * scene.state.players
    for seat, points in scene.sprites.scored:
        shown[seat] += points
    assert tuple(shown) == scene.state.scores()
    assert scene.sprites.scored, "points were shown"


@pytest.mark.parametrize("game", list(GAMES))
def test_banners_say_what_happened_in_player_words_and_keep_clear(app, drive, instant, game):
    frames, probed, overlaps = [], set(), []

    def check(scene):
        text = scene.banner.showing
        if text:
            if hasattr(scene.presenter, "banner_place"):
                place = scene.presenter.banner_place()
                _image, frame = choose(text, place)
                frames.append((text, frame.collidelist(list(place.keep_clear)) < 0))
            else:  # a table with a words lane: the banner stands in it
                model = scene.model()
                inside = scene.layout.lane.contains(scene.view.lane.frame(model))
                frames.append((text, model.words.text != text or inside))
            if text not in probed and len(probed) < 6:  # the layout probe sees the banner too
                probed.add(text)
                overlaps.extend(p for p in layout_problems(scene, app.size) if text[:20] in p)

    scene = play(app, drive, game, check)
    said = scene.banner.said
    assert any(GAMES[game][3] in line for line in said), said[:5]
    assert not [line for line in said if SEAT_NUMBER.search(line)]
    assert not [line for line in said if TITLE_MID_SENTENCE.search(line)]
    names = [seat.name for seat in scene.setup.seats]
    assert any(name in line for line in said for name in names)
    assert frames and all(clear for _text, clear in frames), [t for t, clear in frames if not clear][:3]
    assert probed and overlaps == []


@pytest.mark.parametrize("game", ["fishing", "garum"])
def test_each_breakdown_adds_up_to_what_it_explains(app, drive, instant, game):
    scene = play(app, drive, game)
    tables = scene.breakdown.history
    assert tables
    for table in tables:
        for seat, total in enumerate(table.totals):
            assert total == sum(values[seat] or 0 for _label, values in table.rows)
    if game == "garum":
        assert tuple(tables[-1].totals) == scene.state.scores()
    else:  # the rounds' breakdowns add up to the final scores
        players = range(scene.state.players)
        assert [sum(t.totals[s] for t in tables) for s in players] == list(scene.state.scores())


def test_five_finden_rounds_show_every_point_where_it_is_scored(app, instant):
    """5er Finden: every outline's points (doubled in round 5) and timer bonus fly to the seat, and
    they add up to the game's totals."""
    from finden_helpers import bot_table

    app.start_game(bot_table("finden", 2, "hard", seed=8))
    scene = app.scenes.top
    notes = set()
    for _frame in range(200_000):
        app.update(1 / 120)
        notes.update(view.note for view in scene.views if view.note)
        if scene.game.is_over() and not scene.timeline.busy:
            break
    assert "double points" in notes  # (instant: only each round's last words are seen)
    assert not [note for note in notes if SEAT_NUMBER.search(note)]
    shown = [0, 0]
    for seat, points in scene.presenter.scored:
        shown[seat] += points
    assert shown == scene.game.totals() and any(shown)
    last = scene.game.results[-1]
    assert any(score.factor == 2 for score in last)


def test_a_finden_verdict_shows_the_points_as_they_count():
    from game.rules.finden.scoring import ScoredOutline, Verdict
    from game.scenes.finden.classic.present import outline_note

    counted = ScoredOutline((0, 1, 2, 3, 4), "L", Verdict.COUNTS, 3)
    assert outline_note(counted, 1) == "L counts +3"
    assert outline_note(counted, 2) == "L counts +6 (3 × 2)"
    missed = ScoredOutline((0, 1, 2, 3, 4), None, Verdict.COUNTS, 0)
    assert outline_note(missed, 2).startswith("?: ")
