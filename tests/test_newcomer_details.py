"""Small things a newcomer's first evening tripped over (issue 50's Low list), each with the test
that would have caught it: Enter steps the guide on, "start player: Blue and Yellow", the last
round's hint says what it is worth now, Fullscreen says what the window is, the Devices rows show
their whole keys, and a headless solo autoplay run ends with its game."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import table
from test_guide import a_player_app, seated

from game import i18n
from game.ai.finden.hint import CLASSIC
from game.ai.hints import hint
from game.app import App, parse_args
from game.cli import first_scene
from game.engine.draw import DrawProbe
from game.rules.finden.classic import ClassicGame, ClassicOptions
from game.rules.finden.scoring import LAST_ROUND_FACTOR
from game.scenes.bingo.scene import BingoScene
from game.scenes.devices import DevicesScene
from game.scenes.garum.scene import GarumScene
from game.scenes.settings import SettingsScene
from tests.fake_app import FakeApp

ENTER = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)


def test_enter_steps_the_bingo_guide_on():
    app = a_player_app()
    scene = seated(app, "bingo", BingoScene, 3)
    assert scene.coach.active and scene.coach.index == 0
    scene.draw(DrawProbe(app.size))
    assert scene.handle(ENTER)
    assert scene.coach.index == 1


def test_two_player_garum_names_the_start_player_without_a_singular_verb():
    app = FakeApp()
    scene = GarumScene(app, table("garum", humans=0, players=2))
    app.scenes.push(scene)
    for _ in range(300):
        scene.update(1 / 30)
    coin = [text for text in scene.banner.said if "coin" in text]
    assert coin and "start player: " in coin[0], scene.banner.said
    assert not any(" and " in text and "starts" in text for text in scene.banner.said)


def test_the_last_rounds_hint_says_it_counts_double():
    game = ClassicGame(2, 5, ClassicOptions())
    while game.round < game.options.rounds:
        game.start_search()
        while not game.is_over() and game.phase.name in ("SEARCH", "SAND"):
            game.advance()
        game.new_round()
    game.start_search()
    found = hint(CLASSIC, game, 0)
    assert found is not None
    shape = found.reason.split(" ")[2].split("-")[0]
    assert f"worth {game.values[shape] * LAST_ROUND_FACTOR} in this last round (doubled)" in found.reason


def test_fullscreen_says_what_the_window_is_and_turns_that_over():
    app = App(parse_args(["--headless", "--size", "1280x720"]))
    try:
        app.settings.set("fullscreen", True)  # remembered from another run; this one is a window
        scene = SettingsScene(app)
        app.scenes.push(scene)
        row = next(i for i, setting in enumerate(scene.rows) if setting.key == "fullscreen")
        assert scene.toggles[row].text == "Off"
        scene._activate(row)
        assert app.settings["fullscreen"] is True and app.fullscreen is True
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "de", "vi", "zh-Hant"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_devices_rows_show_the_keyboard_keys_whole(size, language):
    app = App(parse_args(["--headless", "--size", f"{size[0]}x{size[1]}"]))
    i18n.set_language(language)
    try:
        app.to_menu()
        scene = DevicesScene(app)
        app.scenes.push(scene)
        app.frame()
        probe = DrawProbe(app.size)
        scene.draw(probe)
        cut = [text.text for text in probe.texts if text.text.endswith("…")]
        assert cut == []
    finally:
        i18n.set_language(i18n.ENGLISH)
        app.close()


def test_a_headless_solo_autoplay_run_ends_with_its_game():
    app = App(parse_args(["--headless", "--size", "640x360", "--game", "solo", "--autoplay"]))
    try:
        first_scene(app, app.args)
        app.run(20_000)
        assert not app.running, "the run ended by itself"
        assert app.frames < 20_000
    finally:
        app.close()
