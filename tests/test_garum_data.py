"""Garum's level data matches the rules doc: tile composition, board numbering, bonus icons, charts."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.garum.data import WILD, load, rotate
from game.rules.levels import LevelError


@pytest.fixture(scope="module")
def data():
    return load()


def _kinds(data, colour):
    """Each tile of a colour as (own fish, sorted other species)."""
    out = []
    for t in range(colour * 16, colour * 16 + 16):
        fish = data.tiles[t].fish
        out.append((fish.count(colour), tuple(sorted(f for f in fish if f != colour))))
    return out


@pytest.mark.parametrize("colour", range(4))
def test_each_colour_has_the_documented_sixteen_tiles(data, colour):
    kinds = _kinds(data, colour)
    others = sorted(set(range(4)) - {colour})
    assert Counter(own for own, _ in kinds) == {4: 2, 3: 6, 2: 8}
    assert Counter(rest for own, rest in kinds if own == 3) == {(o,): 2 for o in others}
    pairs = [rest for own, rest in kinds if own == 2]
    assert all(len(set(p)) == 2 for p in pairs), "2 + 2 tiles carry two different other species"
    # own fish adjacent on some tiles, diagonal on others (clockwise positions 0/2 or 1/3 are diagonal)
    shapes = set()
    for t in range(colour * 16, colour * 16 + 16):
        fish = data.tiles[t].fish
        if fish.count(colour) == 2:
            own = [i for i, f in enumerate(fish) if f == colour]
            shapes.add("diagonal" if own[1] - own[0] == 2 else "adjacent")
    assert shapes == {"adjacent", "diagonal"}
    for own, _ in kinds:
        assert own >= 2, "the owner's species is always the most numerous on its tiles"


def test_each_species_totals_64_fish(data):
    totals = Counter(f for tile in data.tiles for f in tile.fish)
    assert totals == {s: 64 for s in range(4)}


def test_baelo_claudia_removes_four_tiles_of_each_colour(data):
    for colour in range(4):
        assert len(data.tiles_in_game("troia", colour)) == 16
        kept = data.tiles_in_game("baelo", colour)
        assert len(kept) == 12 and set(kept) < set(range(colour * 16, colour * 16 + 16))


def test_troia_numbering_matches_the_rules_doc(data):
    assert data.boards["troia"].grid == ((13, 14, 15, 16), (11, 2, 6, 1), (7, 3, 12, 4), (10, 9, 5, 8))
    assert data.boards["troia"].tanks == tuple(range(1, 17))
    assert data.boards["troia"].hand_size == 4


def test_baelo_claudia_removes_one_tank_per_row_and_column(data):
    board = data.boards["baelo"]
    assert set(board.removed) == {13, 2, 12, 8}
    assert len(board.tanks) == 12 and board.hand_size == 3
    assert sorted(board.place[t][0] for t in board.removed) == [0, 1, 2, 3]
    assert sorted(board.place[t][1] for t in board.removed) == [0, 1, 2, 3]
    assert all(len(z) == 3 for z in board.zone_tanks)
    assert all(len(cells) == 12 for cells in board.line_cells)
    assert all(len(cells) == 16 for cells in data.boards["troia"].line_cells)


@pytest.mark.parametrize("side", ["troia", "baelo"])
def test_bonus_tanks_have_one_icon_per_slot_two_species_two_wild(data, side):
    bonus = data.boards[side].bonus
    assert {tank for tank, _ in bonus} == {15, 1, 7, 9}
    species = Counter()
    for tank in (15, 1, 7, 9):
        icons = [bonus[tank, slot][1] for slot in range(4)]
        assert icons.count(WILD) == 2
        species.update(i for i in icons if i != WILD)
    assert species == {s: 2 for s in range(4)}


def test_geometry_slots_cover_each_cell_of_the_grid_once(data):
    board = data.boards["troia"]
    cells = [c for t in board.tanks for slot in board.slot_cells[t] for c in slot]
    assert sorted(cells) == list(range(256))
    # tank 13 is the top-left tank: its slot 3 is the bottom-right 2x2 of the top-left 4x4 block
    assert board.slot_cells[13][3] == (2 * 16 + 2, 2 * 16 + 3, 3 * 16 + 3, 3 * 16 + 2)
    assert board.tank_lines(6) == (4, 5, 6, 7, 16 + 8, 16 + 9, 16 + 10, 16 + 11)


def test_rotation_is_a_clockwise_quarter_turn():
    # clockwise cells: top-left, top-right, bottom-right, bottom-left; a fish at the top-left
    # moves to the top-right after one quarter turn.
    assert rotate((0, 1, 2, 3), 1) == (3, 0, 1, 2)
    assert rotate((0, 1, 2, 3), 4) == (0, 1, 2, 3)


def test_distinct_rotations(data):
    for tile in data.tiles:
        pictures = {rotate(tile.fish, r) for r in range(4)}
        assert len(tile.rotations) == len(pictures)
        assert {tile.turned(r) for r in tile.rotations} == pictures
    assert any(t.rotations == (0,) for t in data.tiles), "a tile of four equal fish has one picture"


@pytest.mark.parametrize(("side", "chart"), [
    ("troia", {4: -1, 5: 1, 6: 2, 7: 4, 8: 7, 9: 11, 10: 16, 11: 22, 12: 29}),
    ("baelo", {3: -1, 4: 1, 5: 2, 6: 4, 7: 7, 8: 11}),
])
def test_scoring_charts(data, side, chart):
    board = data.boards[side]
    for n, value in chart.items():
        assert board.points(n, False, data.foreman_factor) == value
        assert board.points(n, True, data.foreman_factor) == 2 * value
    assert board.points(0, False, 2) == -1


def test_rules_doc_scoring_examples(data):
    troia = data.boards["troia"]
    assert troia.points(9, True, data.foreman_factor) == 22
    assert troia.points(6, False, data.foreman_factor) == 2
    assert troia.points(4, False, data.foreman_factor) == -1


def test_a_bad_level_file_names_the_key(tmp_path, monkeypatch):
    import game.rules.garum.data as gd

    bad = tmp_path / "board.toml"
    bad.write_text(gd.BOARD_FILE.read_text().replace("hand_size = 3", 'hand_size = "three"'))
    monkeypatch.setattr(gd, "BOARD_FILE", bad)
    gd.load.cache_clear()
    try:
        with pytest.raises(LevelError, match="side.baelo.hand_size"):
            gd.load()
    finally:
        monkeypatch.undo()
        gd.load.cache_clear()


@given(st.lists(st.integers(0, 3), min_size=4, max_size=4), st.integers(-8, 8), st.integers(-8, 8))
def test_rotations_compose_and_four_quarter_turns_are_none(fish, a, b):
    fish = tuple(fish)
    assert rotate(rotate(fish, a), b) == rotate(fish, a + b)
    assert rotate(fish, 4 * a) == fish
    assert sorted(rotate(fish, a)) == sorted(fish), "turning never changes the fish"


@given(st.sampled_from(["troia", "baelo"]), st.integers(0, 16))
def test_chart_grows_with_each_fish_and_the_foreman_doubles(side, n):
    data = load()
    board = data.boards[side]
    apprentice = board.points(n, False, data.foreman_factor)
    assert board.points(n, True, data.foreman_factor) == 2 * apprentice
    assert board.points(n + 1, False, data.foreman_factor) >= apprentice
    if n >= board.chart_start:
        # each fish beyond the start adds one more point than the fish before
        k = n - board.chart_start
        assert board.points(n + 1, False, data.foreman_factor) - apprentice == k + 1


def test_each_colour_has_eleven_tiles_up_to_rotation(data):
    """The count the header of tiles.toml gives."""
    for colour in range(4):
        ids = data.tiles_in_game("troia", colour)
        assert len({data.tiles[t].canonical for t in ids}) == 11
