"""The sentences the Garum table shows: the prompt under the hand, why some lines are closed, what
a line holds and what a worker would score there. Player words only:
seats by name, tanks and lines by their printed numbers."""

from __future__ import annotations

from game.rules.garum import GarumState, line_name


def prompt(scene) -> str:
    """What the table waits for, addressed to the human to move."""
    state = scene.state
    if state.is_over() or scene.shown.winners:
        return "Final scoring: every worker scores its line."
    movers = scene.humans_to_move()
    if not movers:
        return "Waiting for the bots…" if scene.human_seats() else "Bots are playing…"
    name = scene.setup.seats[movers[0]].name
    if state.phase == "tank":
        return f"{name}: as Emperor, choose an unfilled tank for this round."
    if state.phase == "dummy":
        return f"{name}: turn the dummy tile (wheel or R), then click its slot."
    if state.phase == "tile":
        return f"{name}: place a tile in tank {state.tank}."
    text = f"{name}: place a worker on a lit line through tank {state.tank}, or none."
    closed = closed_zones(state)
    if closed:
        text += " " + closed
    return text


def closed_zones(state: GarumState) -> str:
    """Why some lines through the tank are not lit: the zone's last unfilled tank."""
    notes = []
    for zone in state.board.zones[state.tank]:
        if all(t in state.used for t in state.board.zone_tanks[zone]):
            kind = "rows" if zone < 4 else "columns"
            first = (zone % 4) * 4 + 1
            notes.append(
                f"No worker on {kind} {first}–{first + 3}: tank {state.tank} is the last "
                "unfilled tank of that zone."
            )
    return " ".join(notes)


def line_title(line: int) -> str:
    axis, index = line_name(line)
    return f"{axis.capitalize()} {index + 1}"


def scoring_label(state: GarumState, line: int, colour: int, count: int, points: int) -> str:
    """During final scoring: the lit line's count of its worker's species and the points."""
    return f"{line_title(line)}: {count} × {state.data.species[colour]}, {points:+d} points"


def worker_note(state: GarumState, line: int, colour: int) -> str:
    """What a worker of ``colour`` on ``line`` would score now, as apprentice and as foreman."""
    n = state.counts[line][colour]
    apprentice = state.board.points(n, False, state.data.foreman_factor)
    foreman = state.board.points(n, True, state.data.foreman_factor)
    species = state.data.species[colour]
    return f"A {species} worker here now: apprentice {apprentice:+d}, foreman {foreman:+d}"
