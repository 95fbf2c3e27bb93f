"""A seat card's status ("the computer plays here", "waiting for a player", Garum's "played by …")
is a sentence a player reads from the couch: body text, at least ``draw.MIN_BODY`` of the screen
height, in the five-seat lobby (the narrowest cards) at 720p, 1080p and 4K, in every language, on
one or two lines inside its card and clear of every other text and widget."""

from __future__ import annotations

import pytest

from game.engine import draw
from game.engine.seats import BOT, EMPTY, HUMAN
from game.scenes.lobby.cards import seat_status
from tests.layout_probe import SIZES, layout_problems
from tests.test_i18n_screens import drawable
from tests.test_layout import open_app


@pytest.fixture(scope="module", params=["720p", "1080p", "4k"])
def sized_app(request):
    """One app per size for the module: each case opens its lobby on it (as ``test_layout``)."""
    app = open_app(SIZES[request.param])
    yield app
    app.close()


def test_seat_statuses_are_body_text_in_the_five_seat_lobby(sized_app, every_language):
    sized_app.open_lobby("fishing")
    scene = sized_app.scenes.top
    assert len(scene.cards) == 5
    seats = scene.plan.seats
    assert {seat.kind for seat in seats} == {BOT, HUMAN, EMPTY}, "every status is shown"
    sized_app.frame()
    h = sized_app.size[1]
    probe = draw.DrawProbe(sized_app.size)
    drawable(scene).draw(probe)
    statuses = {seat_status(seat) for seat in seats}
    drawn = [t for t in probe.texts if t.text in statuses]
    assert {t.text for t in drawn} == statuses
    small = [(t.text, t.size) for t in drawn if t.size < draw.MIN_BODY * h]
    assert not small, f"under {draw.MIN_BODY:.1%} of {h}: {small}"
    for t in drawn:
        card = next(c.card for c in scene.cards if c.card.colliderect(t.rect))
        assert card.contains(t.rect), (t.text, t.rect, card)
        assert t.rect.h <= 2.2 * draw.text("Ag", t.size).get_height(), f"{t.text!r} takes over two lines"
    assert layout_problems(drawable(scene), sized_app.size) == []
