"""Garum's static description, read from ``levels/garum/`` and precomputed once.

The rules doc leaves board numbering, bonus icons, tiles and the 12-cell chart to us ([decision]),
so they live in level files; this module turns them into look-up tables (cells of every slot,
lines, zones) so that the rules and the bots never do geometry in their inner loops.
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path

from game.paths import LEVELS_DIR
from game.rules.levels import LevelError, load_toml, require

BOARD_FILE = LEVELS_DIR / "garum" / "board.toml"
TILES_FILE = LEVELS_DIR / "garum" / "tiles.toml"

SIDES = ("troia", "baelo")
COLOURS = 4
SIZE = 16  # cells per side of the drawn grid (4 tanks of 2 slots of 2 cells)
EMPTY = -1  # a cell without a fish
WILD = -1  # a bonus icon that any fish covers
# Cells of a 2x2 tile, clockwise from the top-left, as (row, column) offsets: a quarter turn
# clockwise is then a cyclic shift of the tile's fish.
TILE_CELLS = ((0, 0), (0, 1), (1, 1), (1, 0))
AXES = ("row", "column")


def rotate(fish: tuple[int, ...], rotation: int) -> tuple[int, ...]:
    """The fish of a tile turned ``rotation`` quarter turns clockwise (position i moves to i+1)."""
    r = rotation % 4
    return fish[-r:] + fish[:-r] if r else fish


def line_id(axis: str, index: int) -> int:
    """Lines are numbered 0-15 for cell rows and 16-31 for cell columns."""
    return index if axis == "row" else SIZE + index


def line_name(line: int) -> tuple[str, int]:
    return ("row", line) if line < SIZE else ("column", line - SIZE)


@dataclasses.dataclass(frozen=True)
class Tile:
    id: int  # colour * 16 + index in the level file
    colour: int
    fish: tuple[int, ...]  # species of the 4 cells, clockwise from the top-left
    rotations: tuple[int, ...]  # the quarter turns that give distinct pictures

    def turned(self, rotation: int) -> tuple[int, ...]:
        return rotate(self.fish, rotation)

    @functools.cached_property
    def canonical(self) -> tuple[int, ...]:
        """The same for every tile that is this one turned: the least of its four pictures."""
        return min(rotate(self.fish, r) for r in range(4))


@dataclasses.dataclass(frozen=True)
class Board:
    """One side of the board with every table the rules and bots look things up in."""

    side: str
    title: str
    grid: tuple[tuple[int, ...], ...]  # tank numbers, 4x4, as printed
    tanks: tuple[int, ...]  # tanks in play, by number
    removed: tuple[int, ...]
    hand_size: int
    chart_start: int
    place: dict[int, tuple[int, int]]  # tank -> (tank row, tank column)
    slot_cells: dict[int, tuple[tuple[int, ...], ...]]  # tank -> 4 slots -> 4 cells clockwise
    zones: dict[int, tuple[int, int]]  # tank -> (row zone 0-3, column zone 4-7)
    zone_tanks: tuple[tuple[int, ...], ...]  # zone -> tanks in play
    zone_lines: tuple[tuple[int, ...], ...]  # zone -> its 4 lines
    line_cells: tuple[tuple[int, ...], ...]  # line -> cells in play
    line_tanks: tuple[tuple[int, ...], ...]  # line -> tanks in play it crosses
    bonus: dict[tuple[int, int], tuple[int, int]]  # (tank, slot) -> (cell position 0-3, species|WILD)

    @property
    def line_length(self) -> int:
        return len(self.line_cells[0])

    def tank_lines(self, tank: int) -> tuple[int, ...]:
        row_zone, col_zone = self.zones[tank]
        return self.zone_lines[row_zone] + self.zone_lines[col_zone]

    def points(self, count: int, foreman: bool, factor: int) -> int:
        """The chart: an apprentice below ``chart_start`` fish loses 1, else 1 + (n-s)(n-s+1)/2."""
        k = count - self.chart_start
        value = -1 if k < 0 else 1 + k * (k + 1) // 2
        return value * factor if foreman else value


@dataclasses.dataclass(frozen=True)
class GarumData:
    species: tuple[str, ...]
    colours: tuple[str, ...]
    letters: tuple[str, ...]
    apprentices: int
    foremen: int
    foreman_factor: int
    species_points: int
    wild_points: int
    tiles: tuple[Tile, ...]  # all 64, by id
    baelo_removed: tuple[frozenset[int], ...]  # colour -> tile ids out on Baelo Claudia
    boards: dict[str, Board]

    def tiles_in_game(self, side: str, colour: int) -> tuple[int, ...]:
        ids = range(colour * 16, colour * 16 + 16)
        if side == "baelo":
            return tuple(t for t in ids if t not in self.baelo_removed[colour])
        return tuple(ids)

    def tile_text(self, tile: int) -> str:
        return "".join(self.letters[f] for f in self.tiles[tile].fish)


def _int_list(
    data: dict[str, object], key: str, path: Path, where: str, length: int | None = None
) -> tuple[int, ...]:
    values = require(data, key, list, path, where)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise LevelError(path, f"key '{where}.{key}'", "a list of integers")
    if length is not None and len(values) != length:
        raise LevelError(path, f"key '{where}.{key}'", f"{length} entries, found {len(values)}")
    return tuple(values)


def _board(
    side: str, raw: dict[str, object], bonus: dict[tuple[int, int], tuple[int, int]], path: Path
) -> Board:
    where = f"side.{side}"
    rows = require(raw, "grid", list, path, where)
    grid = tuple(_int_list({"row": r}, "row", path, f"{where}.grid", 4) for r in rows)
    if len(grid) != 4 or sorted(t for row in grid for t in row) != list(range(1, 17)):
        raise LevelError(path, f"key '{where}.grid'", "4 rows of 4 tanks numbering 1-16 once each")
    removed = _int_list(raw, "removed", path, where)
    if not set(removed) <= set(range(1, 17)):
        raise LevelError(path, f"key '{where}.removed'", "tank numbers between 1 and 16")
    place = {t: (r, c) for r, row in enumerate(grid) for c, t in enumerate(row)}
    tanks = tuple(sorted(t for t in place if t not in removed))
    slot_cells = {}
    for tank, (tr, tc) in place.items():
        slots = []
        for s in range(4):
            top, left = tr * 4 + (s // 2) * 2, tc * 4 + (s % 2) * 2
            slots.append(tuple((top + dr) * SIZE + left + dc for dr, dc in TILE_CELLS))
        slot_cells[tank] = tuple(slots)
    zones = {t: (place[t][0], 4 + place[t][1]) for t in tanks}
    zone_tanks = tuple(tuple(t for t in tanks if z in zones[t]) for z in range(8))
    zone_lines = tuple(
        tuple(line_id("row", z * 4 + i) if z < 4 else line_id("column", (z - 4) * 4 + i) for i in range(4))
        for z in range(8)
    )
    in_play = {cell for t in tanks for slot in slot_cells[t] for cell in slot}
    row_cells = [tuple(r * SIZE + c for c in range(SIZE)) for r in range(SIZE)]
    col_cells = [tuple(r * SIZE + c for r in range(SIZE)) for c in range(SIZE)]
    line_cells = tuple(tuple(c for c in cells if c in in_play) for cells in row_cells + col_cells)
    line_tanks = tuple(
        tuple(t for t in tanks if line in zone_lines[zones[t][0]] + zone_lines[zones[t][1]])
        for line in range(2 * SIZE)
    )
    bonus_cells = {key: icon for key, icon in bonus.items() if key[0] in tanks}
    return Board(
        side=side,
        title=require(raw, "title", str, path, where),
        grid=grid,
        tanks=tanks,
        removed=tuple(removed),
        hand_size=require(raw, "hand_size", int, path, where),
        chart_start=require(raw, "chart_start", int, path, where),
        place=place,
        slot_cells=slot_cells,
        zones=zones,
        zone_tanks=zone_tanks,
        zone_lines=zone_lines,
        line_cells=line_cells,
        line_tanks=line_tanks,
        bonus=bonus_cells,
    )


def _bonus_icons(
    raw: dict[str, object], species: tuple[str, ...], path: Path
) -> dict[tuple[int, int], tuple[int, int]]:
    icons = {}
    for i, tank in enumerate(require(raw, "tank", list, path, "bonus")):
        where = f"bonus.tank[{i}]"
        number = require(tank, "number", int, path, where)
        for j, icon in enumerate(require(tank, "icons", list, path, where)):
            at = f"{where}.icons[{j}]"
            slot, cell = require(icon, "slot", int, path, at), require(icon, "cell", int, path, at)
            name = require(icon, "icon", str, path, at)
            if name != "wild" and name not in species or not (0 <= slot < 4 and 0 <= cell < 4):
                expected = "slot and cell 0-3 and an icon naming a species or 'wild'"
                raise LevelError(path, f"key '{at}'", expected)
            icons[(number, slot)] = (cell, WILD if name == "wild" else species.index(name))
    return icons


def _tiles(
    raw: dict[str, object], letters: tuple[str, ...], path: Path
) -> tuple[tuple[Tile, ...], tuple[frozenset[int], ...]]:
    entries = require(raw, "colour", list, path)
    if len(entries) != COLOURS:
        raise LevelError(path, "key 'colour'", f"{COLOURS} colour tables, found {len(entries)}")
    tiles, removed = [], []
    for c, entry in enumerate(entries):
        where = f"colour[{c}]"
        texts = require(entry, "tiles", list, path, where)
        if len(texts) != 16 or not all(isinstance(t, str) and len(t) == 4 and set(t) <= set(letters)
                                       for t in texts):
            raise LevelError(path, f"key '{where}.tiles'", f"16 strings of 4 letters from {''.join(letters)}")
        for i, text in enumerate(texts):
            fish = tuple(letters.index(ch) for ch in text)
            pictures = [rotate(fish, r) for r in range(4)]
            distinct = tuple(r for r in range(4) if pictures[r] not in pictures[:r])
            tiles.append(Tile(c * 16 + i, c, fish, distinct))
        out = _int_list(entry, "baelo_removed", path, where, 4)
        if not all(0 <= i < 16 for i in out) or len(set(out)) != 4:
            raise LevelError(path, f"key '{where}.baelo_removed'", "4 different tile indices 0-15")
        removed.append(frozenset(c * 16 + i for i in out))
    return tuple(tiles), tuple(removed)


@functools.cache
def load() -> GarumData:
    """Read and check both level files once; a bad file raises ``LevelError`` naming the key."""
    raw = load_toml(BOARD_FILE)
    names = require(raw, "species", dict, BOARD_FILE)
    species = tuple(require(names, "names", list, BOARD_FILE, "species"))
    letters = tuple(require(names, "letters", list, BOARD_FILE, "species"))
    colours = tuple(require(names, "colours", list, BOARD_FILE, "species"))
    if not len(species) == len(letters) == len(colours) == COLOURS:
        raise LevelError(BOARD_FILE, "key 'species'", f"{COLOURS} names, letters and colours")
    workers = require(raw, "workers", dict, BOARD_FILE)
    bonus = require(raw, "bonus", dict, BOARD_FILE)
    icons = _bonus_icons(bonus, species, BOARD_FILE)
    sides = require(raw, "side", dict, BOARD_FILE)
    boards = {s: _board(s, require(sides, s, dict, BOARD_FILE, "side"), icons, BOARD_FILE) for s in SIDES}
    tiles, removed = _tiles(load_toml(TILES_FILE), letters, TILES_FILE)
    return GarumData(
        species=species,
        colours=colours,
        letters=letters,
        apprentices=require(workers, "apprentices", int, BOARD_FILE, "workers"),
        foremen=require(workers, "foremen", int, BOARD_FILE, "workers"),
        foreman_factor=require(workers, "foreman_factor", int, BOARD_FILE, "workers"),
        species_points=require(bonus, "species_points", int, BOARD_FILE, "bonus"),
        wild_points=require(bonus, "wild_points", int, BOARD_FILE, "bonus"),
        tiles=tiles,
        baelo_removed=removed,
        boards=boards,
    )
