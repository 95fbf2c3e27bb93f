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
