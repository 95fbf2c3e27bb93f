"""Lobby options explain themselves: the option a pointer hovers or the keys focus says in one line
of player words what it changes, in the lane under the options, readable and clear of everything
else in every language at 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import App, parse_args
from game.engine.draw import DrawProbe
from game.scenes.lobby import LobbyScene
from game.scenes.registry import ENTRIES
from tests.layout_probe import layout_problems

WITH_OPTIONS = [entry for entry in ENTRIES if entry.spec is not None and entry.spec.options]


@pytest.fixture(scope="module", params=[(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def app(request):
    w, h = request.param
    instance = App(parse_args(["--headless", "--size", f"{w}x{h}", "--seed", "1"]))
    yield instance
    instance.close()


def lobby(app, entry) -> LobbyScene:
    scene = LobbyScene(app, entry)
    app.scenes.reset(scene)
    return scene


def drawn(scene) -> dict[str, object]:
    probe = DrawProbe(scene.app.size)
    scene.draw(probe)
    return {text.text: text for text in probe.texts}


def test_every_option_of_every_game_has_an_explanation():
    for entry in WITH_OPTIONS:
        for option in entry.spec.options:
            assert option.about and option.about != option.label, (entry.key, option.key)


@pytest.mark.parametrize("language", ["en", "de", "vi", "zh-Hant"])
@pytest.mark.parametrize("entry", WITH_OPTIONS, ids=lambda e: e.key)
def test_a_focused_option_explains_itself_in_its_lane(app, entry, language):
    i18n.set_language(language)
    try:
        scene = lobby(app, entry)
        for index, option in enumerate(entry.spec.options):
            scene.buttons.set_focus(index)
            about = i18n._(option.about)
            assert about != option.about or language == "en", "translated"
            text = drawn(scene).get(about)
            assert text is not None, (option.key, list(drawn(scene)))
            assert scene.about_lane.contains(text.rect), (text.rect, scene.about_lane)
            assert layout_problems(scene, app.size) == []
        scene.buttons.set_focus(len(entry.spec.options) + 1)  # Start
        assert not {i18n._(option.about) for option in entry.spec.options} & set(drawn(scene))
    finally:
        i18n.set_language(i18n.ENGLISH)


@pytest.mark.parametrize("entry", WITH_OPTIONS, ids=lambda e: e.key)
def test_hovering_an_option_with_the_mouse_explains_it(app, entry):
    scene = lobby(app, entry)
    last = len(entry.spec.options) - 1
    at = scene.buttons.buttons[last].rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    app.update(1 / 60)
    assert entry.spec.options[last].about in drawn(scene)
