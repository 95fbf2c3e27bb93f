"""The results chart rules and labels round values only: 0 and even steps up to the highest, never
an odd midpoint with a step missing (Bingo drew 0, 1, 3)."""

from game.scenes.widgets.results_panel import value_lines


def test_a_small_range_labels_every_number():
    assert value_lines(0, 3) == [0, 1, 2, 3]
    assert value_lines(0, 1) == [0, 1]


def test_a_large_range_labels_round_steps():
    assert value_lines(0, 37) == [0, 10, 20, 30]
    assert value_lines(0, 120) == [0, 20, 40, 60, 80, 100, 120]
    assert value_lines(-12, 30) == [-10, 0, 10, 20, 30]


def test_zero_is_always_ruled_and_at_most_seven_lines():
    for low in (-40, -7, 0):
        for high in range(1, 400, 7):
            lines = value_lines(low, high)
            assert 0 in lines and len(lines) <= 7 and all(low <= v <= high for v in lines)
