"""The sentences that refuse a Garum move, one catalog template each (``IllegalMove`` fills in the
seats and numbers): kept apart so that ``play`` reads as the rules of play."""

from __future__ import annotations

from game.rules.base import IllegalMove
from game.rules.garum.data import GarumData
from game.rules.garum.moves import PlaceWorker


def wrong_moment(phase: str) -> IllegalMove:
    """An action at another moment than ``phase``, the one due now: the player reads what is due,
    one catalog sentence per phase."""
    if phase == "tank":
        return IllegalMove("It is not the moment for that: the start player chooses the tank.")
    if phase == "tile":
        return IllegalMove("It is not the moment for that: a tile must be placed.")
    if phase == "worker":
        return IllegalMove("It is not the moment for that: a worker may be placed (or none).")
    return IllegalMove("It is not the moment for that: the neutral tile must be turned.")


def none_left(foreman: bool, data: GarumData, seat: int) -> IllegalMove:
    """A worker of a kind the seat has placed all of."""
    counts = {"apprentices": data.apprentices, "foremen": data.foremen}
    if foreman:
        return IllegalMove(
            "{seat} has no foreman left: each player has {apprentices} apprentices and {foremen} foreman.",
            counts,
            seat=seat,
        )
    return IllegalMove(
        "{seat} has no apprentice left: each player has {apprentices} apprentices and {foremen} foreman.",
        counts,
        seat=seat,
    )


def off_tank(action: PlaceWorker, tank: int) -> IllegalMove:
    """A line outside this round's tank, one sentence per axis (each its own catalog template)."""
    values = {"number": action.index + 1, "tank": tank}
    if action.axis == "row":
        return IllegalMove(
            "Row {number} does not pass through tank {tank}: "
            "a worker goes on a line through this round's tank.",
            values,
        )
    return IllegalMove(
        "Column {number} does not pass through tank {tank}: "
        "a worker goes on a line through this round's tank.",
        values,
    )


def closed_zone(action: PlaceWorker, tank: int) -> IllegalMove:
    """A line through this round's tank whose zone has no other unfilled tank."""
    values = {"number": action.index + 1, "tank": tank}
    if action.axis == "row":
        return IllegalMove(
            "No worker may go on row {number} this round: "
            "tank {tank} is the last unfilled tank of that zone.",
            values,
        )
    return IllegalMove(
        "No worker may go on column {number} this round: "
        "tank {tank} is the last unfilled tank of that zone.",
        values,
    )
