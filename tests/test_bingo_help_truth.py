"""The Bingo help told a newcomer that "the score beside your name counts your covered numbers and
lines", but a seat's panel shows its name and a status word only: the player looked for a number
that is not there. The help now says where covered numbers and lines are counted (the card, the
results), and this test keeps the two in step: should the panel one day show a score, it fails
here and the help may say so again."""

from __future__ import annotations

import pytest
from fake_app import FakeApp
from help_languages import LANGUAGES, speaking
from table_helpers import table

from game import i18n
from game.engine import assets
from game.engine.draw import DrawProbe
from game.scenes.bingo.scene import BingoScene

BESIDE_THE_NAME = {
    "en": "beside your name",
    "de": "neben deinem namen",
    "zh-Hant": "名字旁",
    "vi": "cạnh tên",
}


def test_a_bingo_seat_panel_shows_no_score_beside_the_name():
    scene = BingoScene(FakeApp((1920, 1080)), table("bingo", humans=0, players=4))
    scene.enter()
    for _ in range(900):  # a few tricks: numbers covered
        scene.update(1 / 30)
    assert any(scene.shown.covered), "some numbers are covered by now"
    probe = DrawProbe((1920, 1080))
    scene.draw(probe)
    scene.view.paint_static(probe)  # the names are drawn once, in the background
    for seat, panel in scene.panels.items():
        name = scene.setup.seats[seat].name
        said = [t.text for t in probe.texts if panel.header.contains(t.rect) and t.text.strip()]
        assert name in said, said
        assert not any(c.isdigit() for text in said if text != name for c in text), (seat, said)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_bingo_help_promises_no_score_beside_the_name(language):
    with speaking(language):
        page = assets.help_text("bingo.md", i18n.language()).lower()
    assert BESIDE_THE_NAME[language] not in page
