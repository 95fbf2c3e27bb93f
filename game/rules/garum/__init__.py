"""Garum's rules: tiles into the round's tank, workers on rows and columns, scored at the end.

One module per job: ``data`` (level files, board geometry), ``moves`` (actions and events),
``setup`` (colours, hands and piles at the start), ``state`` (``GarumState``: who acts, legal
actions, apply, scores; the ``SPEC``), ``knowledge`` (views and determinized copies). The names
other code uses are re-exported here: ``from game.rules.garum import GarumState, PlaceTile``.
"""

from game.rules.garum.data import (
    AXES,
    EMPTY,
    SIDES,
    SIZE,
    WILD,
    Board,
    GarumData,
    Tile,
    line_id,
    line_name,
    load,
    rotate,
)
from game.rules.garum.knowledge import UNKNOWN
from game.rules.garum.moves import (
    ROTATION_NAMES,
    BonusScored,
    ChooseTank,
    DummyRevealed,
    GameEnded,
    NoWorker,
    PlaceTile,
    PlaceWorker,
    TankNamed,
    TileDrawn,
    TilePlaced,
    TurnDummy,
    WorkerPlaced,
    WorkerScored,
)
from game.rules.garum.setup import OPTIONS, PUBLIC_OPTIONS, turn_order
from game.rules.garum.state import SPEC, GarumState, Worker, new_game, worker_points

__all__ = [
    "AXES",
    "EMPTY",
    "OPTIONS",
    "PUBLIC_OPTIONS",
    "ROTATION_NAMES",
    "SIDES",
    "SIZE",
    "SPEC",
    "UNKNOWN",
    "WILD",
    "Board",
    "BonusScored",
    "ChooseTank",
    "DummyRevealed",
    "GameEnded",
    "GarumData",
    "GarumState",
    "NoWorker",
    "PlaceTile",
    "PlaceWorker",
    "TankNamed",
    "Tile",
    "TileDrawn",
    "TilePlaced",
    "TurnDummy",
    "Worker",
    "WorkerPlaced",
    "WorkerScored",
    "line_id",
    "line_name",
    "load",
    "new_game",
    "rotate",
    "turn_order",
    "worker_points",
]
