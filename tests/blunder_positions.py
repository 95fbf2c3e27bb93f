"""The positions of a game's blunder file (``tests/data/<game>_blunders.json``, written by
``bench/<game>_blunders.py`` through ``bench/blunder_scan.py``): each entry holds the game's record
up to the move, the seat, the silly move played and the move expected. Shared by the games'
blunder tests."""

from __future__ import annotations

import json
from pathlib import Path

from game.rules.base import Action, TurnState, to_json

DATA = Path(__file__).parent / "data"


def load(game: str) -> list[dict]:
    return json.loads((DATA / f"{game}_blunders.json").read_text())


def position(entry: dict, state_class: type[TurnState]) -> tuple[TurnState, int, Action, Action]:
    """The seat's view at the blunder, and its played and expected moves as the rules' actions."""
    state = state_class.from_record(entry["record"])
    seat = entry["seat"]
    actions = {json.dumps(to_json(a), sort_keys=True): a for a in state.legal_actions(seat)}
    played, expected = (actions[json.dumps(entry[key], sort_keys=True)] for key in ("played", "expected"))
    return state.view(seat), seat, played, expected
