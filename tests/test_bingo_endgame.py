"""Bingo bots in a lost game still play for the margin: a number covered rather than given away."""

import pytest

from game.ai.base import decide
from game.ai.bingo import bot as bots
from game.rules import bingo
from game.rules.bingo import SEAT_COLOURS, VALUES, PlayCard, parse_card


def lost_last_trick():
    """Green (seat 1) leads blue 9, the top of its row 4 9 2 with 4 and 2 covered: it wins the
    game with this trick whatever follows. Blue (seat 0) plays last and must follow blue: either
    card is the lowest, but its 1 is covered already (a missed step, worth nothing now) while
    blue 6, listed second, covers 6."""
    fixed = [["blue 1", "blue 6"], ["blue 9"], ["blue 7"], ["blue 8"]]
    rest = [f"{c} {v}" for c in SEAT_COLOURS[:4] for v in VALUES if c != "blue"]
    rest += [f"blue {v}" for v in (2, 3, 4, 5)]
    hands = [list(h) for h in fixed]
    for seat in (1, 2, 3, 0):  # the blue cards left go to the others, seat 0 gets plain colours
        while len(hands[seat]) < 9:
            hands[seat].append(rest.pop())
    state = bingo.new_game(4, seed=1, hands=hands, leader=1)
    state.covered[1] = 1 << 4 | 1 << 2
    state.covered[0] = 1 << 1
    state.covered[2] = 1 << 8 | 1 << 3
    for seat, card in ((1, "blue 9"), (2, "blue 7"), (3, "blue 8")):
        state.apply(seat, PlayCard(parse_card(card)))
    assert state.to_move() == (0,)
    return state


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_lost_last_trick_still_covers_a_number(level):
    state = lost_last_trick()
    outcomes = {}
    for action in state.legal_actions(0):
        after = state.clone()
        after.apply(0, action)
        assert after.is_over() and after.winners() == (1,), "every move loses"
        outcomes[action] = after.covered[0].bit_count()
    assert len(set(outcomes.values())) > 1
    choice = decide(bots.make_bot(level, seed=3), state.view(0), 0)
    assert outcomes[choice] == max(outcomes.values())
    assert choice == PlayCard(parse_card("blue 6"))
