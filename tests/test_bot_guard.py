"""A bot's failure never stops a game: the table's bots and the hint are guarded, and the move
falls to the easy rule (logged), while the bare bots still raise for searches and tests."""

from __future__ import annotations

import logging

import pytest

from game.ai.base import Bot, Guarded, decide
from game.ai.fishing import bot as fishing
from game.ai.fishing.hint import HINT as FISHING
from game.ai.hints import HintJob, SearchHint
from game.rules.fishing import new_game


class Broken(Bot):
    level = "hard"

    def _start(self, view, seat):
        self.calls = 0

    def _work(self):
        self.calls += 1
        if self.calls > 2:
            raise ValueError("no world fits the public knowledge")
        return None


def a_state():
    state = new_game(4, seed=5)
    return state, state.to_move()[0]


def test_a_failing_bot_falls_to_the_easy_rule_and_says_so(caplog):
    state, seat = a_state()
    view = state.view(seat)
    guarded = Guarded(Broken(), lambda: fishing.make_bot("easy", 1))
    with caplog.at_level(logging.ERROR):
        action = decide(guarded, view, seat)
    assert action in state.legal_actions(seat)
    assert action == decide(fishing.make_bot("easy", 1), view, seat)
    assert guarded.failures == 1
    assert "the hard bot failed" in caplog.text and "no world fits" in caplog.text


def test_a_bot_that_works_is_unchanged():
    state, seat = a_state()
    view = state.view(seat)
    guarded = Guarded(fishing.make_bot("hard", 3), lambda: fishing.make_bot("easy", 3))
    assert decide(guarded, view, seat) == decide(fishing.make_bot("hard", 3), view, seat)
    assert guarded.failures == 0


def test_the_fallback_failing_too_is_not_hidden():
    state, seat = a_state()
    guarded = Guarded(Broken(), Broken)
    with pytest.raises(ValueError):
        decide(guarded, state.view(seat), seat)


def test_the_bare_bot_still_raises_so_tests_and_searches_see_it():
    state, seat = a_state()
    with pytest.raises(ValueError):
        decide(Broken(), state.view(seat), seat)


def test_a_hint_survives_a_failing_search(monkeypatch):
    state, seat = a_state()
    monkeypatch.setattr(SearchHint, "bot", lambda hinter, seed=0: Broken())
    job = HintJob(FISHING, state.view(seat), seat, seed=2)
    while not job.done:
        job.step(1.0)
    assert job.hint is not None and job.hint.action in state.legal_actions(seat)
