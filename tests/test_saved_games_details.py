"""Continue's list names each saved game's table and when it was saved: its entries gave only the
game's title, so two evenings' games (or a game of two and one of five) looked the same."""

from __future__ import annotations

import datetime as dt

import pytest

from game.engine.draw import DrawProbe
from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.scenes.saved_games import SavedGamesScene, saved_when
from tests.layout_probe import layout_problems
from tests.table_helpers import TABLE_SCENES
from tests.test_layout import open_app, settle

NAMES = ("Ada", "Bartholomew Jr", "Medium bot 2", "Medium bot 3", "Christabel Xu")


def save_game(app, key: str, players: int) -> None:
    seats = [Seat(HUMAN if i < 2 else BOT, NAMES[i], SEAT_COLOURS[i]) for i in range(players)]
    setup = TableSetup(key, seats, {}, 1)
    app.storage.save_autosave(key, {"setup": setup.to_json(), "record": {}})
    app.storage.flush()


def test_saved_when_says_today_yesterday_or_the_date():
    now = dt.datetime(2026, 12, 7, 21, 30)
    assert saved_when(dt.datetime(2026, 12, 7, 20, 5), now) == "saved today at 20:05"
    assert saved_when(dt.datetime(2026, 12, 6, 23, 59), now) == "saved yesterday at 23:59"
    assert saved_when(dt.datetime(2026, 11, 30, 9, 0), now) == "saved on 2026-11-30"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_focused_saved_game_names_its_players_and_when(every_language, size):
    from game.i18n import _

    app = open_app(size)
    try:
        save_game(app, "fishing", 5)
        save_game(app, "garum", 2)
        app.to_menu()
        app.scenes.push(SavedGamesScene(app))
        scene = app.scenes.top
        today = _("saved today at {time}").format(time="")
        for focus, players in ((0, 5), (1, 2)):
            scene.buttons.set_focus(focus)
            settle(app)
            probe = DrawProbe(size)
            scene.draw(probe)
            line = next(t.text for t in probe.texts if today in t.text)
            assert all(name in line for name in NAMES[:players]), line
            assert NAMES[players - 1] in line and (players == 5 or NAMES[players] not in line)
            assert layout_problems(scene, size) == []
    finally:
        app.close()


@pytest.mark.parametrize("key", list(TABLE_SCENES))
def test_a_saved_table_game_says_where_it_stands(key):
    """A saved game's line begins with its round (Bingo: its trick) as its status line says it."""
    import importlib
    import random

    from game.scenes import registry
    from game.scenes.saved_games import details

    rules = importlib.import_module(f"game.rules.{key}")
    state, rng = rules.new_game(3, seed=2), random.Random(2)
    for _move in range(30):
        if state.is_over() or not state.to_move():
            break
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    app = open_app((1280, 720))
    try:
        seats = [Seat(HUMAN, NAMES[i], SEAT_COLOURS[i]) for i in range(3)]
        data = {"setup": TableSetup(key, seats, {}, 2).to_json(), "record": state.to_record()}
        entry = registry.GAMES[key]
        scene = entry.scene
        words = scene.round_words(scene.round_of(state), scene.rounds_of(state))
        line = details(app, entry, data)
        assert line.startswith(words + "  ·  " + "Ada, "), line
        assert ("Trick" if key == "bingo" else "Round") in words
    finally:
        app.close()


@pytest.mark.parametrize("mode", ["classic", "puzzle"])
def test_a_saved_finden_game_says_its_round(mode):
    """5er Finden's saves say their round too, as the table's title does (Continue gave none)."""
    from game.rules.finden.classic import ClassicGame
    from game.rules.finden.puzzle import new_puzzle
    from game.rules.finden.spec import MODE
    from game.scenes import registry
    from game.scenes.saved_games import details

    if mode == "classic":
        game = ClassicGame(2, seed=3)
        game.start_search()
        game.run_to()
        game.new_round()
        expected = "Round 2 of 5"
    else:
        game = new_puzzle(2, seed=3)
        expected = "Round 1 of 12"
    app = open_app((1280, 720))
    try:
        seats = [Seat(HUMAN, NAMES[i], SEAT_COLOURS[i]) for i in range(2)]
        setup = TableSetup("finden", seats, {MODE.key: mode}, 3)
        line = details(app, registry.GAMES["finden"], {"setup": setup.to_json(), "record": game.to_record()})
        assert line.startswith(expected + "  ·  Ada, "), line
    finally:
        app.close()
