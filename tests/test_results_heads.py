"""The results table's column heads are read from the couch in every language: a long head
("người học việc", apprentices, in Vietnamese) shrank to 17 px at 1080p to fit its column, under
the smallest readable size; a column now widens for its head, the names' column gives the room."""

from __future__ import annotations

import itertools

import pytest

from game.engine.draw import DrawProbe
from game.scenes.widgets import results_panel
from tests.layout_probe import MIN_TEXT
from tests.table_helpers import TABLE_SCENES
from tests.test_results_screen import ended_scene

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("key", list(TABLE_SCENES))
def test_results_heads_are_readable_and_apart(every_language, key):
    summary = ended_scene(key, 4, 1).results_screen.summary()
    for size in SIZES:
        probe = DrawProbe(size)
        results_panel.draw_results(probe, size, summary, None)
        heads = [t for t in probe.texts if t.text in summary.columns]
        assert len(heads) == len(summary.columns), [t.text for t in heads]
        small = [(t.text, t.size) for t in heads if t.size < MIN_TEXT * size[1]]
        assert small == [], size
        names = [t for t in probe.texts if any(t.text == row.name for row in summary.rows)]
        for a, b in itertools.chain(itertools.combinations(heads, 2), itertools.product(heads, names)):
            assert not a.rect.colliderect(b.rect), (a, b)
        for t in names:
            assert t.size >= MIN_TEXT * size[1], (t.text, t.size, size)


@pytest.mark.parametrize("key", list(TABLE_SCENES))
def test_garum_sets_its_tie_break_apart_from_the_summands(every_language, key):
    """Garum's table read "total · bonuses · workers · apprentices", and the apprentices (the
    tie-break) looked like one more part of the total: "tie-break" now stands over that column
    alone, readable and clear of every other text; the other games have no such column."""
    from game.i18n import _

    summary = ended_scene(key, 4, 1).results_screen.summary()
    assert summary.tie_breaks == (1 if key == "garum" else 0)
    for size in SIZES:
        probe = DrawProbe(size)
        results_panel.draw_results(probe, size, summary, None)
        captions = [t for t in probe.texts if t.text == _(results_panel.TIE_BREAK)]
        if key != "garum":
            assert captions == []
            continue
        assert len(captions) == 1, size
        caption = captions[0]
        heads = {t.text: t for t in probe.texts if t.text in summary.columns}
        last = heads[summary.columns[-1]]
        x = caption.rect.centerx
        over = [head.text for head in heads.values() if head.rect.left <= x <= head.rect.right]
        assert over == [summary.columns[-1]] and caption.rect.bottom <= last.rect.centery, size
        assert caption.size >= MIN_TEXT * size[1], (caption.size, size)
        others = [t for t in probe.texts if t is not caption]
        assert [t.text for t in others if t.rect.colliderect(caption.rect)] == [], size
