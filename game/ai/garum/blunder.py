"""Garum moves a person would call silly, found by a one-step look-ahead, and the move to play instead.

Two kinds are certain from what the seat sees:

- **a worker on a dead line**: even if every cell of the line still free got the colour's fish, the
  line ends below the chart's start, so the worker surely loses points; keeping it loses none.
- **points given away in the last round**: no worker can be placed any more and every tile still to
  come is known (each colour holds its last one), so each tile is played out to the end (the others
  by the heuristic) and compared by the final margin. A tile is a blunder when it ends ``SLACK``
  points worse than the best *and* hands the rivals that much at once (the icon it misses, the fish
  it lays on their worker lines): what a person sees. A tile that gives points now but denies a
  rival more later (a slot taken from him) is no blunder.

``blunder(view, seat, action)`` says which kind a move is (or None) and ``repair`` swaps it for the
best move by the same look-ahead. Every level's choice passes through ``repair``; the positions the
bots once got wrong are kept in ``tests/data/garum_blunders.json`` (``bench/garum_blunders.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ai.base import Policy, on_views
from game.ai.garum.fast import FastGarum, pictures
from game.ai.garum.heuristic import heuristic_action
from game.rules.base import Action
from game.rules.garum.data import WILD
from game.rules.garum.moves import NoWorker, PlaceTile, PlaceWorker
from game.rules.garum.state import GarumState


def careful(policy: Callable[[GarumState, int, list[Action], random.Random], Action]) -> Policy:
    """A ``PolicyBot`` policy from a Garum one, its blunders repaired."""

    def policy_with_care(view: GarumState, seat: int, actions: list[Action], rng: random.Random) -> Action:
        return repair(view, seat, policy(view, seat, actions, rng))

    return on_views(GarumState, policy_with_care)


REPAIR = True  # False: the bots' own moves, blunders and all (bench/garum_blunders.py scans them)
SLACK = 2.0  # points a last-round tile may lose to the best before it counts as a blunder
TIE_BREAK = 0.4  # points a won (lost) tie-break is worth in a played-out margin
DEAD_LINE = "a worker on a dead line"
GIVEAWAY = "points given away in the last round"


def best_count(state: FastGarum, colour: int, line: int) -> int:
    """The most fish of ``colour``'s species ``line`` can still end with: every free cell one."""
    board = state.board
    unfilled = sum(1 for t in board.line_tanks[line] if t not in state.used)
    free = 0
    if state.tank is not None and line in board.tank_lines(state.tank):
        cells = set(board.line_cells[line])
        free = sum(len(cells & set(board.slot_cells[state.tank][s])) for s in state.free)
    return state.counts[line * 4 + colour] + 4 * unfilled + free


def dead_line(state: FastGarum, colour: int, line: int) -> bool:
    return best_count(state, colour, line) < state.board.chart_start


def _seat_gains(state: FastGarum, colour: int, action: PlaceTile) -> list[float]:
    """What the tile scores now for every seat: its bonus, and the chart's change on every worker
    line it adds fish to (the rest of the board as it is)."""
    board, factor = state.board, state.data.foreman_factor
    fish = pictures()[action.tile][action.rotation]
    added: dict[tuple[int, int], int] = {}
    for (row, column), species in zip(state.tables.cell_lines[state.tank, action.slot], fish, strict=True):
        for line in (row, column):
            added[line, species] = added.get((line, species), 0) + 1
    gains = [0.0] * state.players
    for worker_colour, line, foreman in state.workers:
        n = added.get((line, worker_colour), 0)
        if n:
            count = state.counts[line * 4 + worker_colour]
            change = board.points(count + n, foreman, factor) - board.points(count, foreman, factor)
            gains[state.owner[worker_colour]] += change
    icon = board.bonus.get((state.tank, action.slot))
    if icon is not None:
        position, species = icon
        if species == WILD:
            gains[state.owner[colour]] += state.data.wild_points
        elif fish[position] == species:
            gains[state.owner[colour]] += state.data.species_points
    return gains


def tile_worth(state: FastGarum, seat: int, action: PlaceTile) -> float:
    """The seat's gain less the best rival's, for a tile in the last round."""
    gains = _seat_gains(state, state.colour_to_move(), action)
    rivals = [g for s, g in enumerate(gains) if s != seat]
    return gains[seat] - (max(rivals) if rivals else 0.0)


def played_out(state: FastGarum, seat: int, action: Action) -> float:
    """The final margin of ``seat`` after ``action`` in the last round, the others by the heuristic.
    Every tile still to come is known by then, so the one world dealt is the real one."""
    world = state.determinize(seat, random.Random(0))
    world.apply(seat, action)
    rng = random.Random(0)
    while not world.is_over():
        (mover,) = world.to_move()
        world.apply(mover, heuristic_action(world, mover, world.legal_actions(mover), rng))
    scores = world.scores()
    margin = scores[seat] - max(s for k, s in enumerate(scores) if k != seat)
    return margin + (margin == 0) * (TIE_BREAK if seat in world.winners() else -TIE_BREAK)


def blunder(view: GarumState, seat: int, action: Action, state: FastGarum | None = None) -> str | None:
    """The kind of blunder ``action`` is for ``seat`` (None if it is none)."""
    state = FastGarum.from_state(view) if state is None else state
    colour = state.colour_to_move()
    if colour is None:
        return None
    if isinstance(action, PlaceWorker) and dead_line(state, colour, action.line):
        return DEAD_LINE
    if isinstance(action, PlaceTile) and state.round == state.rounds - 1:
        actions = [a for a in state.legal_actions(seat) if isinstance(a, PlaceTile)]  # (all, this phase)
        if max(tile_worth(state, seat, a) for a in actions) - tile_worth(state, seat, action) < SLACK:
            return None
        if max(played_out(state, seat, a) for a in actions) - played_out(state, seat, action) >= SLACK:
            return GIVEAWAY
    return None


def better(state: FastGarum, seat: int, actions: list[Action]) -> Action:
    """The move the look-ahead prefers: no worker rather than a dead line; the last-round tile that
    ends with the best margin (then the most points at once)."""
    tiles = [a for a in actions if isinstance(a, PlaceTile)]
    if tiles:  # (a phase's moves are all tiles, or none is)
        return max(tiles, key=lambda a: (played_out(state, seat, a), tile_worth(state, seat, a)))
    return next(a for a in actions if type(a) is NoWorker)


def repair(view: GarumState, seat: int, action: Action) -> Action:
    """``action``, or the look-ahead's move when ``action`` is a blunder."""
    if not REPAIR or type(action) not in (PlaceTile, PlaceWorker):
        return action
    state = FastGarum.from_state(view)
    if blunder(view, seat, action, state) is None:
        return action
    return better(state, seat, state.legal_actions(seat))
