"""Bingo's banner never hides the hint a player asked for: the words lane shows one sentence, the
hint's reason before the banner (whose words are in the log), and the banner once the hint goes."""

from __future__ import annotations

import random

import table_helpers

from game.ai.hints import Hint
from game.engine.draw import DrawProbe
from game.rules import bingo
from game.rules.bingo import PlayCard
from game.scenes.bingo.scene import BingoScene
from game.scenes.table.hint import Shown
from tests.layout_probe import layout_problems

LONG = "Missed, no number covered: Bot 3 (Yellow) 1 of 3 · Bot 4 (Purple) 2 of 3. 3 misses earn a marker."


def test_the_banner_never_covers_the_hint(app):
    state, rng = bingo.new_game(4, seed=3), random.Random(3)
    while not (state.to_move() == (0,) and state.trick):
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    scene = BingoScene(app, table_helpers.table("bingo", players=4), state)
    app.scenes.replace(scene)
    action = next(a for a in state.legal_actions(0) if isinstance(a, PlayCard))
    reason = "Plays this card: a middle card to be missed with; your high and low cards wait."
    scene.hints.shown[0] = Shown(0, Hint(action, reason), scene.hints.moment(0))
    scene.banner.show(LONG)
    scene.banner.skip()  # read: the table no longer waits for it (a hint shows), it still shows
    probe = DrawProbe(app.size)
    scene.draw(probe)
    assert any(t.text == reason for t in probe.texts), "the reason shows"
    assert not any(t.text == LONG for t in probe.texts), "the banner waits while the reason shows"
    assert not [p for p in layout_problems(scene, app.size) if reason[:20] in p]
    scene.hints.shown.clear()
    assert scene.model().words.text == LONG, "the banner shows once the hint has gone"
