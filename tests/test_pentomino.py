"""Pentomino shapes, derived orientations, the placement table and the vectorised matcher."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.pentomino import (
    ORIENTATIONS,
    SHAPE_CELLS,
    SHAPES,
    is_connected,
    match_reference,
    normalise,
    orientation_of,
    placement_table,
)

# Published counts of fixed orientations per free pentomino (symmetry of each shape).
EXPECTED_ORIENTATIONS = {"F": 8, "L": 8, "N": 8, "P": 8, "Y": 8, "T": 4, "U": 4, "V": 4, "W": 4, "Z": 4,
                         "I": 2, "X": 1}


def test_twelve_shapes_and_sixty_three_orientations():
    assert len(SHAPES) == 12
    assert len(ORIENTATIONS) == 63
    for shape, count in EXPECTED_ORIENTATIONS.items():
        assert sum(o.shape == shape for o in ORIENTATIONS) == count


def test_orientations_are_distinct_connected_five_cell_pieces():
    keys = {o.cells for o in ORIENTATIONS}
    assert len(keys) == 63
    for o in ORIENTATIONS:
        assert len(set(o.cells)) == 5
        assert is_connected(o.cells)
        assert o.cells == normalise(o.cells)


def test_free_shapes_are_not_congruent_to_each_other():
    images = {shape: {o.cells for o in ORIENTATIONS if o.shape == shape} for shape in SHAPES}
    for a in SHAPES:
        for b in SHAPES:
            if a < b:
                assert not images[a] & images[b]
    # The canonical drawing is one of its own shape's orientations.
    for shape, cells in SHAPE_CELLS.items():
        assert orientation_of(cells).shape == shape


def test_placement_table_of_ten_by_ten():
    table = placement_table(10, 10)
    assert len(table) == 4096
    assert table.cells.shape == (4096, 5)
    assert len({tuple(row) for row in table.cells.tolist()}) == 4096
    for row, o in zip(table.cells.tolist(), table.orientation.tolist(), strict=True):
        assert orientation_of(divmod(c, 10) for c in row) is ORIENTATIONS[o]
        assert table.placement_of(reversed(row)) is not None
    assert {SHAPES[i] for i in table.shape.tolist()} == set(SHAPES)


def test_placement_table_of_other_sizes():
    # Counts measured independently in the research notes (anchors.md, section 3).
    assert len(placement_table(6, 10)) == 2056
    assert len(placement_table(8, 8)) == 2308
    assert len(placement_table(12, 12)) == 6388


def test_covering_lists_every_placement_of_a_cell():
    table = placement_table(10, 10)
    for cell in (0, 45, 99):
        expected = [i for i, row in enumerate(table.cells.tolist()) if cell in row]
        assert table.covering[cell].tolist() == expected


def test_diagonal_and_split_cells_are_not_pentominoes():
    assert orientation_of([(0, 0), (1, 1), (2, 2), (3, 3), (4, 4)]) is None
    assert orientation_of([(0, 0), (0, 1), (0, 2), (0, 3), (0, 5)]) is None
    assert orientation_of([(0, 0), (0, 1), (0, 2), (0, 3)]) is None
    assert not is_connected([(0, 0), (1, 1)])


boards = st.lists(st.integers(0, 5), min_size=100, max_size=100)
dice = st.lists(st.integers(0, 5), min_size=5, max_size=5)
masks = st.lists(st.booleans(), min_size=100, max_size=100)


@settings(max_examples=60, deadline=None)
@given(boards, dice, st.one_of(st.none(), masks))
def test_matcher_equals_plain_python_scan(board, roll, mask):
    table = placement_table(10, 10)
    symbols = np.array(board)
    used = None if mask is None else np.array(mask)
    found = {frozenset(table.cells[i].tolist()) for i in table.match(symbols, roll, used)}
    rows = [board[r * 10:(r + 1) * 10] for r in range(10)]
    used_rows = None if mask is None else [mask[r * 10:(r + 1) * 10] for r in range(10)]
    assert found == match_reference(rows, roll, used_rows)


def test_matcher_finds_a_planted_five_and_respects_the_mask():
    table = placement_table(10, 10)
    symbols = np.full(100, 5)
    plus = [1 * 10 + 2, 2 * 10 + 1, 2 * 10 + 2, 2 * 10 + 3, 3 * 10 + 2]  # an X
    symbols[plus] = [0, 0, 1, 2, 3]
    hits = table.match(symbols, [3, 0, 2, 1, 0])
    assert [sorted(table.cells[i].tolist()) for i in hits] == [sorted(plus)]
    used = np.zeros(100, dtype=bool)
    used[plus[0]] = True
    assert len(table.match(symbols, [3, 0, 2, 1, 0], used)) == 0
