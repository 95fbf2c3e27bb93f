"""The Statistics screen, the CSV export and remembered players in the lobby: what ten seeded
games say, shown whole at 1280x720 in every language; a remembered player is offered on a seat
card and takes their colour."""

import csv

import pygame
import pytest
from layout_probe import layout_problems
from test_stats import finished

from game import i18n
from game.engine import draw
from game.engine.seats import HUMAN, SEAT_COLOURS, Seat
from game.engine.storage import Storage
from game.engine.table_plan import TablePlan
from game.scenes import registry
from game.scenes.statistics import StatisticsScene
from game.stats import book, export, kept, profiles
from game.stats.profiles import Profile
from tests.test_layout import open_app, settle

EVENING = [
    ("fishing", ["Ana", "Bo"], ["easy"]),
    ("bingo", ["Ana"], ["medium", "hard"]),
    ("garum", ["Ana", "Bo"], ["hard"]),
    ("fishing", ["Ana"], ["hard", "hard"]),
    ("bingo", ["Bo", "Ana"], ["easy"]),
    ("garum", ["Ana"], ["easy", "medium"]),
    ("fishing", ["Bo", "Ana"], ["medium", "easy"]),
    ("bingo", ["Ana"], ["easy", "easy"]),
    ("garum", ["Bo"], ["medium"]),
    ("fishing", ["Ana"], ["medium", "hard", "easy"]),
]
"""Ten seeded games of two remembered players."""


def ten_games(storage: Storage) -> None:
    for i, (game, names, levels) in enumerate(EVENING):
        saved, state = finished(game, names, levels, 40 + i)
        kept.count(storage, registry.stats_of(game), saved, state)
    seats = [Seat(HUMAN, "Ana", SEAT_COLOURS[2]), Seat(HUMAN, "Bo", SEAT_COLOURS[4])]
    profiles.remember(storage, seats)


@pytest.fixture(scope="module")
def stats_app():
    app = open_app((1280, 720))
    ten_games(app.storage)
    yield app
    app.close()
    i18n.set_language(i18n.ENGLISH)


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_the_statistics_screen_fits_at_720p_in_every_language(stats_app, code):
    i18n.set_language(code)
    stats_app.settings.for_this_run("language", code)
    scene = StatisticsScene(stats_app)
    stats_app.scenes.push(scene)
    try:
        settle(stats_app)
        assert scene.names == ["Ana", "Bo"] and scene.lines
        for step in range(3):  # the first lines, scrolled to the last, and the other player
            assert layout_problems(scene, stats_app.size) == [], (code, step)
            scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
            scene._scroll(100) if step == 0 else scene._switch(1)
    finally:
        stats_app.scenes.pop()
        i18n.set_language(i18n.ENGLISH)


def test_the_screen_shows_the_figures_of_the_kept_games(stats_app):
    scene = StatisticsScene(stats_app)
    fishing = book.line_in(kept.players(stats_app.storage)["Ana"], registry.stats_of("fishing"))
    heading = next(i for i, line in enumerate(scene.lines) if getattr(line, "game", "") == "fishing")
    everyone = scene.lines[heading + 1]
    assert everyone.kind == book.ALL and everyone.cells[:2] == (str(fishing.played), str(fishing.won))
    assert "Fish per round" in scene.lines[heading].figures
    assert sum(1 for line in scene.lines if isinstance(line, type(scene.lines[0]))) == 3  # three games


def test_the_export_writes_every_players_lines(stats_app, tmp_path):
    scene = StatisticsScene(stats_app)
    scene.export()
    path = stats_app.storage.root / export.FILE_NAME
    assert str(path) in scene.said
    with path.open(newline="", encoding="utf-8") as file:
        table = list(csv.DictReader(file))
    players = kept.players(stats_app.storage)
    for name in ("Ana", "Bo"):
        for row in (r for r in table if r["player"] == name):
            line = book.line_in(players[name], registry.stats_of(row["game"]), row["against"])
            assert (int(row["played"]), int(row["won"]), int(row["longest"])) == (
                line.played,
                line.won,
                line.longest,
            )
    assert {r["player"] for r in table} == {"Ana", "Bo"}
    assert any(r["fish_per_round"] for r in table) and any(r["best_line"] for r in table)


def test_the_lobby_offers_remembered_players_and_their_colour(tmp_path):
    storage = Storage(tmp_path)
    profiles.remember(storage, [Seat(HUMAN, "Anabel", SEAT_COLOURS[3]), Seat(HUMAN, "Bo", SEAT_COLOURS[4])])
    profiles.remember(storage, [Seat(HUMAN, "Ana", SEAT_COLOURS[2])])
    known = profiles.load(storage)
    assert [p.name for p in known] == ["Ana", "Anabel", "Bo"]  # the most recently seated first
    assert profiles.choices(known, "an", [], 5) == [
        Profile("Ana", SEAT_COLOURS[2]),
        Profile("Anabel", SEAT_COLOURS[3]),
    ]
    assert [p.name for p in profiles.choices(known, "Orange", ["Bo"], 5)] == ["Ana", "Anabel"]
    profiles.remember(
        storage, [Seat(HUMAN, "Bo", SEAT_COLOURS[0]), Seat(HUMAN, "Di", SEAT_COLOURS[1])], chosen=False
    )
    known = profiles.load(storage)  # Bingo's rules gave the colours: Bo keeps his, Di has none yet
    assert known[:2] == [Profile("Bo", SEAT_COLOURS[4]), Profile("Di")]
    plan = TablePlan("fishing", 2, 4)
    plan.wear(0, SEAT_COLOURS[1])
    assert plan.seats[0].colour != SEAT_COLOURS[1]  # the second seat wears it already
    plan.wear(0, SEAT_COLOURS[3])
    assert plan.seats[0].colour == SEAT_COLOURS[3]


def test_a_profile_pressed_on_a_seat_card_seats_that_player(stats_app):
    from game.scenes.registry import GAMES

    stats_app.open_entry(GAMES["fishing"])
    lobby = stats_app.scenes.top
    try:
        settle(stats_app)
        lobby.name.start(0)
        offered = lobby.name.offered()
        assert [p.name for p in offered] == ["Ana", "Bo"]
        layout = lobby.cards[0]
        assert layout_problems(lobby, stats_app.size) == []
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        settle(stats_app)
        assert lobby.editing is None
        assert (lobby.plan.seats[0].name, lobby.plan.seats[0].colour) == ("Bo", SEAT_COLOURS[4])
        assert layout.kinds  # the card's rows are where the offered players were
    finally:
        stats_app.scenes.pop()


def test_a_profile_without_games_is_listed_and_says_so(tmp_path):
    app = open_app((1280, 720))
    try:
        profiles.remember(app.storage, [Seat(HUMAN, "Cleo", SEAT_COLOURS[5])])
        scene = StatisticsScene(app)
        app.scenes.push(scene)
        settle(app)
        assert scene.names == ["Cleo"] and scene.lines == []
        words = []
        original = draw.text
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(draw, "text", lambda s, *a, **k: words.append(s) or original(s, *a, **k))
            assert layout_problems(scene, app.size) == []
        assert "Cleo has not finished a game yet: every game finished at a table counts here." in words
    finally:
        app.close()
