"""Trick-Taking Bingo moves a person would call silly: the look-ahead names them only where they are
certain from the seat's view, and every level avoids them.

The positions of ``tests/data/bingo_blunders.json`` come from ``bench/bingo_blunders.py`` (bot
games scanned with the repair off); each holds the game's record up to the move, the seat, the
silly move played and the move expected. The hand-made positions below pin each kind.
"""

import pytest
from blunder_positions import load
from blunder_positions import position as shared_position

from game.ai.base import decide
from game.ai.bingo import blunder as bingo_blunder
from game.ai.bingo import bot as ai
from game.rules import bingo
from game.rules.bingo import TO_CHOOSE, BingoState, PlaceFree, PlayCard, parse_card

POSITIONS = load("bingo")
HANDS = (  # 3 seats; seat 2 is last to play a blue trick led by seat 0 and followed by seat 1
    ("blue 8", "blue 3", "blue 4") + tuple(f"green {v}" for v in range(1, 7)),
    ("blue 2", "blue 6", "blue 7", "green 7", "green 8", "green 9", "yellow 1", "yellow 2", "yellow 3"),
    ("blue 9", "blue 5", "blue 1") + tuple(f"yellow {v}" for v in range(4, 10)),
)


def play(card):
    return PlayCard(parse_card(card))


def trick(lead, follow, covered, missed=(0, 0, 0)):
    """Seat 0 has led ``lead``, seat 1 followed with ``follow``; seat 2 is to play."""
    state = bingo.new_game(3, seed=0, hands=HANDS, leader=0)
    state.covered = [sum(1 << n for n in numbers) for numbers in covered]
    state.missed = list(missed)
    state.apply(0, play(lead))
    state.apply(1, play(follow))
    return state.view(2)


def test_a_card_that_leaves_a_rival_his_line_is_handed_when_a_higher_one_takes_it():
    """Seat 0's blue 8 completes his column 4 3 8 if it stays highest; seat 2's blue 9 takes it."""
    view = trick("blue 8", "blue 2", covered=((4, 3), (), ()))
    assert bingo_blunder.blunder(view, 2, play("blue 5")) == bingo_blunder.LINE_HANDED
    assert bingo_blunder.blunder(view, 2, play("blue 1")) == bingo_blunder.LINE_HANDED
    assert bingo_blunder.blunder(view, 2, play("blue 9")) is None
    assert bingo_blunder.better(view, 2) == play("blue 9")


def test_a_sure_win_through_a_full_missed_track_is_not_missed():
    """Seat 2 holds 4 and 9 of the top row with two missed: its blue 9 is highest on a covered 9,
    so it is surely missed, and the free marker then completes the row on 2."""
    view = trick("blue 3", "blue 2", covered=((), (), (4, 9)), missed=(0, 0, 2))
    assert bingo_blunder.blunder(view, 2, play("blue 5")) == bingo_blunder.SURE_WIN_MISSED
    assert bingo_blunder.blunder(view, 2, play("blue 9")) is None
    assert bingo_blunder.better(view, 2) == play("blue 9")


def test_a_card_a_later_seat_may_beat_is_no_sure_win():
    """Seat 1 needs 7 for its middle row 3 5 7 and holds blue 7, but blue 8 and 9 are unseen and
    seat 2, still to play, may hold them: the line may come, it is not sure."""
    state = bingo.new_game(3, seed=0, hands=HANDS, leader=0)
    state.covered[1] = (1 << 3) | (1 << 5)
    state.apply(0, play("blue 3"))
    view = state.view(1)
    assert bingo_blunder.Lookahead(view, 1).reaches(parse_card("blue 7"))[1] == (0, 1)
    for action in view.legal_actions(1):
        assert bingo_blunder.blunder(view, 1, action) is None


def test_no_line_is_handed_when_one_rival_or_another_surely_completes_his():
    """Seat 0 led blue 2 for his column 2 7 6; seat 2 needs 5 or 6, the only blue cards seat 1
    has not seen. Blue 4 leaves seat 0 the lowest; blue 1 takes it, but then seat 2 covers 5 or
    6 if he holds one, and if he holds neither, seat 0 holds both and his 2 is the highest. No
    single rival is sure after blue 1, yet every deal loses: blue 4 is no blunder."""
    hands = (
        ("blue 2",) + tuple(f"green {v}" for v in range(1, 9)),
        ("blue 1", "blue 3", "blue 4", "blue 7", "blue 8", "blue 9", "green 9", "yellow 1", "yellow 2"),
        ("blue 5", "blue 6") + tuple(f"yellow {v}" for v in range(3, 10)),
    )
    state = bingo.new_game(3, seed=0, hands=hands, leader=0)
    state.covered = [(1 << 6) | (1 << 7), 0, (1 << 1) | (1 << 8) | (1 << 9)]
    state.apply(0, play("blue 2"))
    view = state.view(1)
    look = bingo_blunder.Lookahead(view, 1)
    assert look.verdict(parse_card("blue 4")).loss
    assert not look.verdict(parse_card("blue 1")).loss and not look.open_world(parse_card("blue 1"))
    for action in view.legal_actions(1):
        assert bingo_blunder.blunder(view, 1, action) is None


def test_a_free_marker_goes_where_it_completes_most_lines():
    state = bingo.new_game(3, seed=0)
    state.covered[0] = sum(1 << n for n in (4, 2, 5, 1))  # 9 completes two lines, 6 and 8 one
    state.choices[0] = TO_CHOOSE
    view = state.view(0)
    assert bingo_blunder.blunder(view, 0, PlaceFree(3)) == bingo_blunder.FREE_MISSES_LINE
    assert bingo_blunder.blunder(view, 0, PlaceFree(6)) == bingo_blunder.FREE_MISSES_LINE
    assert bingo_blunder.blunder(view, 0, PlaceFree(9)) is None
    assert bingo_blunder.better(view, 0) == PlaceFree(9)


def position(entry):
    return shared_position(entry, BingoState)


def test_every_position_is_a_blunder_with_the_move_expected():
    assert len(POSITIONS) >= 5
    assert {e["kind"] for e in POSITIONS} >= {bingo_blunder.SURE_WIN_MISSED, bingo_blunder.LINE_HANDED}
    for entry in POSITIONS:
        view, seat, played, expected = position(entry)
        assert bingo_blunder.blunder(view, seat, played) == entry["kind"]
        assert bingo_blunder.blunder(view, seat, expected) is None
        assert bingo_blunder.better(view, seat) == expected


HAND_MADE = (
    (lambda: trick("blue 8", "blue 2", covered=((4, 3), (), ())), play("blue 5")),
    (lambda: trick("blue 3", "blue 2", covered=((), (), (4, 9)), missed=(0, 0, 2)), play("blue 5")),
)


@pytest.mark.parametrize("level", ai.LEVELS)
def test_every_level_avoids_the_blunders(level):
    cases = [(position(e)[:3]) for e in POSITIONS] + [(make(), 2, silly) for make, silly in HAND_MADE]
    for view, seat, played in cases:
        choice = decide(ai.make_bot(level, 1), view, seat)
        assert choice != played and bingo_blunder.blunder(view, seat, choice) is None
