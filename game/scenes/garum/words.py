"""The sentences the Garum table shows: the prompt under the hand, why some lines are closed, what
a line holds and what a worker would score there, the results' tie-break note. Player words only:
seats by name, tanks and lines by their printed numbers."""

from __future__ import annotations

from game.i18n import _
from game.rules.garum import GarumState, WorkerScored, line_id, line_name
from game.scenes.widgets.flights import points_words


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


def worker_words(owner: str, species: str, event: WorkerScored) -> str:
    """Final scoring of one worker, for the banner and the log: whose worker, which line, how many
    fish of its species, the points."""
    where = line_title(line_id(event.axis, event.index))
    points = points_words(event.points)
    if event.foreman:
        words = _("{player}'s foreman on {line}: {count} × {species}, {points} (double)")
    else:
        words = _("{player}'s apprentice on {line}: {count} × {species}, {points}")
    return words.format(player=owner, line=where, count=event.count, species=species, points=points)


def worker_note(state: GarumState, line: int, colour: int) -> str:
    """What a worker of ``colour`` on ``line`` would score now, as apprentice and as foreman."""
    n = state.counts[line][colour]
    apprentice = state.board.points(n, False, state.data.foreman_factor)
    foreman = state.board.points(n, True, state.data.foreman_factor)
    species = state.data.species[colour]
    return f"A {species} worker here now: apprentice {apprentice:+d}, foreman {foreman:+d}"


def tie_note(scores: tuple[int, ...], winners: tuple[int, ...]) -> tuple[str, bool]:
    """The results' note on the tie-break, and whether it decided this game."""
    if scores.count(max(scores)) == 1:
        return "Tie-break: fewer apprentices on the board wins; still tied, the win is shared.", False
    if len(winners) == 1:
        return "Tied on points: fewer apprentices on the board wins.", True
    return "Tied on points and apprentices: the win is shared.", True
