"""A game's options are read as the kinds it needs (``rules/options.py``): a lobby's values, a
test's set deals as tuples or lists and a record's JSON all work; an option of the wrong kind is
refused with a sentence naming it, not met later as an odd state."""

import pytest

from game.rules import options
from game.rules.bingo import BingoState
from game.rules.fishing import FishingState
from game.rules.garum import GarumState


def test_each_reader_takes_its_kind_and_names_the_option_it_refuses():
    given = {"n": 3, "word": "troia", "on": 1, "cards": ("blue 7",), "rows": [["a"], ("b", "c")],
             "tiles": [None, (1, 2)], "ints": (4, 5)}
    assert options.whole(given, "n", 0) == 3 and options.whole(given, "missing", 7) == 7
    assert options.maybe_whole(given, "missing") is None
    assert options.word(given, "word", "") == "troia" and options.flag(given, "on")
    assert not options.flag(given, "missing")
    assert options.words(given, "cards") == ["blue 7"]
    assert options.rows_of_words(given, "rows") == [["a"], ["b", "c"]]
    assert options.rows_of_wholes(given, "tiles") == [None, [1, 2]]
    assert options.wholes(given, "ints") == [4, 5] and options.wholes(given, "missing") is None
    for read, value in [
        (options.maybe_whole, True),
        (options.maybe_whole, 1.5),
        (options.words, "blue 7"),  # a word is not a list of words
        (options.words, [7]),
        (options.wholes, [1, "2"]),
        (options.wholes, [False]),
        (options.rows_of_words, ["blue 7"]),
    ]:
        with pytest.raises(ValueError, match="option x"):
            read({"x": value}, "x")
    with pytest.raises(ValueError, match="option x must be a word"):
        options.word({"x": 3}, "x", "")


def test_the_games_refuse_an_option_of_the_wrong_kind():
    with pytest.raises(ValueError, match="option leader"):
        BingoState.new_game(3, 1, leader="first")
    with pytest.raises(ValueError, match="option round"):
        FishingState.new_game(3, 1, round="2")
    with pytest.raises(ValueError, match="option coins"):
        GarumState.new_game(2, 1, coins="1 2 3")


def test_set_deals_as_tuples_or_lists_make_the_same_game():
    first = BingoState.new_game(3, 9)
    dealt = [[f"{c.colour} {c.value}" for c in hand] for hand in first.hands]
    from_lists = BingoState.new_game(3, 9, hands=dealt, leader=first.leader)
    from_tuples = BingoState.new_game(3, 9, hands=tuple(tuple(h) for h in dealt), leader=first.leader)
    assert from_lists.hands == from_tuples.hands == first.hands
    assert BingoState.new_game(3, 5, trump=1).trump_variant, "a switch: any true value turns it on"
    with pytest.raises(ValueError, match="whole deck"):
        BingoState.new_game(3, 9, hands=[["blue 1"], ["red 1"]])  # the rules' own check, as before
