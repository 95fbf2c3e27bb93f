"""Bingo's free-marker chooser: its title stays inside its frame in every language at 720p and
1080p (it was wider than the box, two choosers' titles ran together, and "Bl" and "er" stayed
painted on the felt after it closed, outside the rect the table repaints)."""

from __future__ import annotations

import math

import pytest
from table_helpers import table

from game import i18n
from game.app import App, parse_args
from game.engine import draw
from game.rules.bingo import TO_CHOOSE
from game.scenes.bingo.scene import BingoScene


@pytest.fixture(scope="module", params=[(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def app(request):
    w, h = request.param
    instance = App(parse_args(["--headless", "--size", f"{w}x{h}", "--seed", "1"]))
    yield instance
    instance.close()


@pytest.mark.parametrize("humans", [1, 2])
@pytest.mark.parametrize("language", ["en", "de", "vi", "zh-Hant"])
def test_the_choosers_title_stays_inside_its_frame(app, language, humans):
    i18n.set_language(language)
    try:
        scene = BingoScene(app, table("bingo", humans=humans, players=4))
        app.scenes.reset(scene)
        scene.resize(app.size)
        for seat in range(humans):
            scene.state.choices[seat] = TO_CHOOSE
        probe = draw.DrawProbe(app.size)
        drawn = [rect for rect in scene.view._draw_choosers(probe) if rect is not None]
        lay = scene.layout
        cards = [widget.rect for widget in scene.chooser_widgets().values()]
        frames = [card.inflate(*lay.chooser_frame).move(0, lay.chooser_frame_rise) for card in cards]
        above = [text for text in probe.texts if any(text.rect.bottom <= card.top for card in cards)]
        assert len(above) >= humans, [text.text for text in probe.texts]
        for text in above:
            assert any(frame.contains(text.rect) for frame in frames), (text.text, text.rect, frames)
            assert any(rect.contains(text.rect) for rect in drawn), "repainted when the chooser closes"
            assert text.size >= math.ceil(draw.MIN_BODY * app.size[1]), (text.text, text.size)
        for k, one in enumerate(above):
            assert not any(one.rect.colliderect(other.rect) for other in above[k + 1 :]), one.text
    finally:
        i18n.set_language(i18n.ENGLISH)
