"""A seat's verdict note during a 5er Finden round's scoring ("Y: wrong symbols", "L counts +6
(3 × 2)", "double points", "flipped the timer +1") stands after the seat's name in its
panel. Long ones ran past the panel's right edge and were cut there ("Y: wrong symbol" at 1080p),
and the round's two closing notes joined in one ran far past it. Each note is now fitted to the
panel, whole, in every language: ``test_finden_zones`` sets every note in every panel at every size
and language; here, that a whole game shows no other note."""

from __future__ import annotations

import pytest
from fake_app import FakeApp
from finden_helpers import bot_table

from game import i18n
from game.engine.draw import DrawProbe
from game.rules.finden.scoring import Verdict
from game.scenes.finden.classic.present import outline_note
from game.scenes.finden.classic.scene import ClassicScene

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]


class Scored:
    """An outline's score as ``outline_note`` reads it."""

    def __init__(self, shape: str, points: int, verdict: Verdict):
        self.shape, self.points, self.verdict = shape, points, verdict


def notes() -> list[str]:
    out = [outline_note(Scored("Y", 0, verdict), 1) for verdict in Verdict if verdict is not Verdict.COUNTS]
    out += [outline_note(Scored("L", 3, Verdict.COUNTS), 2), outline_note(Scored("X", 4, Verdict.COUNTS), 1)]
    out += [i18n._("double points")]
    return out + [i18n._("flipped the timer {points}").format(points="+1")]


def test_a_game_shows_no_note_but_those_measured_here():
    """Every note a whole game of bots shows is one of ``notes()`` (for its seat and round): the
    last round's "counts double" and "flipped the timer" were once joined into one, far too long."""
    import re

    scene = ClassicScene(FakeApp((1280, 720)), bot_table("finden", 4, "hard", seed=8))
    scene.enter()
    seen = set()
    for _frame in range(60 * 60 * 12):
        scene.update(1 / 30)
        seen.update(view.note for view in scene.views if view.note)
        if scene.game.is_over() and not scene.timeline.busy:
            break
    else:
        raise AssertionError("the game never ended")
    measured = {re.sub(r"[A-Z]\b|\d+", "#", note) for note in notes()}
    assert seen and {re.sub(r"[A-Z]\b|\d+", "#", note) for note in seen} <= measured, seen


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_points_flying_off_a_board_read_over_its_symbols(size):
    """An outline's "+N" rises from its first cell and flies to the seat's panel: drawn bare over
    the board's symbols it read as "-+1". It flies on a dark pill, as the card tables' points do:
    sampled beside its figures."""
    scene = ClassicScene(FakeApp(size), bot_table("finden", 4, "hard", seed=8))
    scene.enter()
    checked = 0
    for _frame in range(60 * 60 * 4):
        scene.update(1 / 30)
        if not scene.flyers:
            continue
        probe = DrawProbe(size)
        scene.draw(probe)
        flying = [t for t in probe.texts if t.text.startswith("+") and t.size == scene.layout.flyer_size]
        for figure in flying:  # (not the outlines' own small "+N" tags, on pills in the seat colour)
            x, y = figure.rect.x - max(figure.size // 8, 2), figure.rect.centery
            assert max(probe.get_at((x, y))[:3]) < 90, (figure, probe.get_at((x, y)))
            checked += 1
        if checked > 20:
            return
    raise AssertionError("too few points seen in flight")
