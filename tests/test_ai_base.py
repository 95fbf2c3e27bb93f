"""The shared bot pieces: a one-look policy bot and the difficulty check every game uses."""

import random

import pytest

from game.ai.base import PolicyBot, check_level, decide
from game.ai.bingo import bot as bingo
from game.ai.fishing import bot as fishing
from game.ai.garum import bot as garum


def test_policy_bot_answers_in_one_unit_from_its_view_and_seed():
    seen = []

    def policy(view, seat, actions, rng):
        seen.append((view, seat))
        return actions[rng.randrange(len(actions))]

    class View:
        def legal_actions(self, seat):
            return ["a", "b", "c", "d"]

    view = View()
    bot = PolicyBot(policy, seed=3)
    bot.begin(view, 2)
    first = bot.step(0.0)
    assert first is not None and seen == [(view, 2)]
    assert decide(PolicyBot(policy, seed=3), view, 2) == first
    assert first == ["a", "b", "c", "d"][random.Random(3).randrange(4)]


@pytest.mark.parametrize("module", [bingo, fishing, garum])
def test_every_game_refuses_an_unknown_level_with_a_sentence(module):
    with pytest.raises(ValueError, match=r"^Unknown bot level 'expert': choose one of easy, medium, hard\.$"):
        module.make_bot("expert", 1)
    assert module.make_bot("easy", 1).level == "easy"
    assert module.make_bot("hard", 1).level == "hard"


def test_check_level_accepts_known_levels():
    check_level("medium", ("easy", "medium", "hard"))
