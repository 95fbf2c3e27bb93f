"""The shipped 5er Finden boards and values: constraints re-checked, loader errors located."""

import pytest

from game.rules.finden import dice_results
from game.rules.finden.levels import (
    BOARD_NAMES,
    FINDEN_DIR,
    GREY,
    MIN_PLACEMENTS,
    SEEDS,
    WHITES,
    board_problems,
    generate_board,
    load_board,
    load_shape_values,
    placements_per_result,
)
from game.rules.levels import LEVELS_DIR, LevelError
from game.rules.pentomino import SHAPES


@pytest.mark.parametrize("name", BOARD_NAMES)
def test_shipped_boards_meet_every_constraint(name):
    board = load_board(name)
    assert (board.height, board.width) == (10, 10)
    assert board_problems(board) == []
    counts = placements_per_result(board)
    assert len(counts) == len(dice_results()) == 126
    assert min(counts.values()) >= MIN_PLACEMENTS


def test_white_boards_differ_from_each_other_and_from_grey():
    rows = {load_board(name).rows for name in BOARD_NAMES}
    assert len(rows) == 1 + len(WHITES)


def test_shipped_grey_board_is_the_generators_output():
    assert generate_board(GREY, SEEDS[GREY]).rows == load_board(GREY).rows


def test_level_files_live_inside_the_package():
    assert FINDEN_DIR.parent == LEVELS_DIR
    assert (FINDEN_DIR / "shapes.toml").is_file()


def test_shape_values_cover_every_shape():
    values = load_shape_values()
    assert set(values.classic) == set(values.puzzle) == set(SHAPES)
    assert values.classic["X"] == 4 and values.classic["L"] == 1


def test_checker_reports_broken_constraints():
    board = load_board(GREY)
    skewed = type(board)("skewed", ("o" * 10,) + board.rows[1:])
    problems = board_problems(skewed)
    assert any("of 'o'" in p for p in problems)


def write(tmp_path, name, text):
    (tmp_path / f"{name}.toml").write_text(text)
    return tmp_path


def test_bad_row_names_file_line_and_key(tmp_path):
    rows = ['  "ostoodtsds",'] * 10
    rows[3] = '  "ostoodtsdq",'
    write(tmp_path, "bad", "rows = [\n" + "\n".join(rows) + "\n]\n")
    with pytest.raises(LevelError) as err:
        load_board("bad", tmp_path)
    message = str(err.value)
    assert "bad.toml" in message and "rows[3]" in message and "line 5" in message
    assert "letters from o s t d r x" in message


def test_missing_rows_and_wrong_count(tmp_path):
    write(tmp_path, "empty", "name = 'x'\n")
    with pytest.raises(LevelError, match="'rows'.*missing"):
        load_board("empty", tmp_path)
    write(tmp_path, "short", "rows = ['ostoodtsds']\n")
    with pytest.raises(LevelError, match="10 rows, found 1"):
        load_board("short", tmp_path)


def test_bad_shape_values_name_the_key(tmp_path):
    text = (FINDEN_DIR / "shapes.toml").read_text().replace("X = 7", 'X = "seven"')
    path = tmp_path / "shapes.toml"
    path.write_text(text)
    with pytest.raises(LevelError, match="puzzle.X"):
        load_shape_values(path)
    path.write_text(text.replace('X = "seven"', "Q = 3"))
    with pytest.raises(LevelError, match="puzzle.X.*missing"):
        load_shape_values(path)
