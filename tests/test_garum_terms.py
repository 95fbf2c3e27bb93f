"""One name for Garum's colour no one plays at a table of three: the table labelled its tile "dummy
tile" while the help spoke of "the free colour's tiles", so a newcomer met two names for one thing.
The label drawn on the table, the help page, the prompt and every Garum sentence of each catalog
(hints, refusals, log lines) now use the same word, in every language."""

from __future__ import annotations

import types

import pygame
import pytest
from fake_app import FakeApp
from help_languages import LANGUAGES, speaking
from table_helpers import table

from game import i18n, po
from game.engine import assets
from game.engine.draw import DrawProbe
from game.rules import garum as garum_rules
from game.scenes.garum import words
from game.scenes.garum.scene import GarumScene

TERM = {"en": "neutral", "de": "neutral", "zh-Hant": "中立", "vi": "trung lập"}
"""The word each language uses for the colour no one plays (and its tiles)."""
OLD = {
    "en": ("dummy", "free colour"),
    "de": ("blind", "freien farbe"),
    "zh-Hant": ("空位", "沒人用的顏色"),
    "vi": ("mảnh giả", "màu trống"),
}
"""The names it had: none may be left on a player's screen."""


def _says(text: str, language: str) -> bool:
    """``text`` names the colour with the one term and with none of the old names."""
    low = text.lower()
    return TERM[language] in low and not any(old in low for old in OLD[language])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_label_the_help_and_the_prompt_name_the_unplayed_colour_alike(language):
    with speaking(language):
        scene = GarumScene(FakeApp((1920, 1080)), table("garum", humans=0, players=3))
        scene.enter()
        probe = DrawProbe((1920, 1080))
        scene.draw(probe)
        hand = scene.layout.hand
        labels = [t.text for t in probe.texts if hand.contains(t.rect) and t.text.strip()]
        assert len(labels) == 1 and _says(labels[0], language), labels  # beside its face-down tile
        help_page = assets.help_text("garum.md", i18n.language())
        three = [line for line in help_page.splitlines() if line.startswith("- 4 ")]
        assert len(three) == 1 and _says(three[0], language), three  # the players-and-variants line
        state = garum_rules.new_game(3, seed=3, first=0)
        state.phase, state.dummy_tile = "dummy", state.piles[state.dummy][0]
        seats = [types.SimpleNamespace(name="Ada")] * 3
        human = types.SimpleNamespace(
            state=state,
            shown=types.SimpleNamespace(winners=()),
            humans_to_move=lambda: [0],
            human_seats=lambda: [0],
            setup=types.SimpleNamespace(seats=seats),
        )
        assert _says(words.prompt(human), language)
    pygame.display.quit()


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_garum_sentence_in_the_catalog_keeps_an_old_name(language):
    """Hints, refusals and log lines included: every Garum entry of the language's catalog."""
    folder = {"en": None, "de": "de", "zh-Hant": "zh_Hant", "vi": "vi"}[language]
    path = (
        i18n.LOCALE_DIR / "messages.pot"
        if folder is None
        else i18n.LOCALE_DIR / folder / "LC_MESSAGES" / "arcade.po"
    )
    entries = po.parse(path.read_text(encoding="utf-8"), str(path))
    garum = [e for e in entries if any("garum" in c for c in e.comments if c.startswith("#:"))]
    assert garum, "the catalog lists where each sentence is used"
    old = [
        text
        for entry in garum
        for text in ([entry.msgid] if folder is None else entry.strings.values())
        if any(name in text.lower() for name in OLD[language])
    ]
    assert old == []
