"""5er Finden's tables in the pseudo-locale (issue 16): mid-search, with a hint shown, and their
results; every word the finden scenes and the shared widgets draw goes through the catalog."""

from __future__ import annotations

import pytest

from tests.test_i18n_screens import OPEN, bypassed, converted, drawn_words, pseudo_app  # noqa: F401
from tests.test_layout import FINDEN_CASES, finden_scene, settle


@pytest.mark.parametrize("case", list(FINDEN_CASES))
def test_finden_tables_draw_only_catalog_words(pseudo_app, monkeypatch, case):  # noqa: F811
    from game.scenes.finden.table import RESULTS, SEARCH

    kind, players, results = FINDEN_CASES[case]
    scene = finden_scene(pseudo_app, kind, players)
    pseudo_app.scenes.replace(scene)
    for _frame in range(400):
        pseudo_app.frame()
        if scene.stage == SEARCH:
            break
    if results:
        scene.stage = RESULTS
    elif kind != "solo":
        scene.hints.ask(0)
    settle(pseudo_app, 1)
    names = {seat.name for seat in scene.setup.seats} if hasattr(scene, "setup") else {scene.name}
    found = [(t, m) for t, m in drawn_words(monkeypatch, scene) if t not in names]  # names are data
    bad = sorted({(t, m) for t, m in found if converted(m) and bypassed(t)})
    assert bad == [], "\n".join(map(repr, bad))
    assert any(OPEN in t for t, m in found if m.startswith("game.scenes.finden"))


def test_a_refusal_fills_its_values_and_words_them_in_the_players_language():
    """Rules give shapes and verdicts as values (no gettext there); the table words them."""
    from game import i18n
    from game.rules.base import IllegalMove
    from game.scenes.table.words import refusal

    err = IllegalMove(
        "Only an open shape can be crossed out: {shape} is {mark}.", {"shape": "T", "mark": "circled"}
    )
    assert str(err) == "Only an open shape can be crossed out: T is circled."
    flip = IllegalMove("The timer is already running: {seat} flipped it first.", seat=1)
    try:
        i18n.set_language("de")
        assert refusal(err, str) == "Nur eine offene Form kann durchgestrichen werden: T ist eingekreist."
        assert refusal(flip, lambda seat: "Bob") == "Die Sanduhr läuft schon: Bob hat sie zuerst umgedreht."
    finally:
        i18n.set_language(i18n.ENGLISH)
