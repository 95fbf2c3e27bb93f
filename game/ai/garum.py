"""Garum bots: easy is greedy, medium and hard search (ISMCTS) over a pruned move set.

Everything rests on a *projection* of each line: the fish of a species it holds now plus what the
unfilled tanks it crosses should still bring (a colour feeds the lines it works, other colours'
tiles add a few stray fish). From it come the value of a worker, the marginal worth of one more
fish on a line, and an estimate of every colour's final score.

- easy: the tile with the best immediate value (bonus, fish on its own and rivals' worker lines,
  own fish on lines it may still work) and a worker where the line's projection beats keeping it.
- medium / hard: ISMCTS (``game/ai/ismcts.py``) on the seat's view, sampling hidden hands, piles
  and coins. The tree only sees the best few tile placements and worker lines by the easy scores
  (the full set is tile x slot x rotation x worker); playouts follow the easy policy to the end of
  the round, and the leaf is judged by the projected final scores.

``make_bot(level, seed)`` and ``LEVELS`` are the interface of every game's AI module.
"""

from __future__ import annotations

import functools
import math
import random
from typing import Any

from game.ai.base import Bot, PolicyBot, check_level
from game.ai.ismcts import ISMCTSBot
from game.rules.garum import GarumState, NoWorker, PlaceTile, PlaceWorker
from game.rules.garum.data import SIZE, load

LEVELS = ("easy", "medium", "hard")
ITERATIONS = {"medium": 60, "hard": 240}  # search budgets (iterations per decision)
ITERATIONS_PER_ACTION = 30  # fewer choices (a worker step) need fewer iterations
TILE_CANDIDATES = {"medium": 5, "hard": 8}  # tile placements the tree considers
WORKER_CANDIDATES = 3  # worker lines the tree considers (plus "no worker")
EXPLORATION = 0.5
PLAYOUT_MOVES = 9  # about the rest of the round (a tile and a worker per colour), then the projection
SCORE_SCALE = 6.0  # points of projected lead that make a win about 73 % sure (logistic)

OWN_PER_TANK = 1.6  # own fish a colour brings to a line it works, per unfilled tank the line crosses
STRAY_PER_CELL = 0.11  # chance a cell filled by another colour shows a given species (22 of 192 fish)
VARIANCE_PER_TANK = 1.0  # spread of what a tank still brings, for the convex chart
POTENTIAL = 0.35  # worth of an own fish on an open line nobody of ours works yet
RIVAL_WEIGHT = 0.6  # how much a rival's gain on its worker line counts against us
HOLD_APPRENTICE = 2.0  # worth of an apprentice kept for later, at the start of the game
HOLD_FOREMAN = 6.0  # worth of the foreman kept for later, at the start of the game


# -- projections ---------------------------------------------------------------------------------------
def still_to_come(state: GarumState, line: int, colour: int) -> tuple[float, float]:
    """Expected fish of ``colour``'s species a line still gets, and the variance of that guess."""
    gain = var = 0.0
    used = state.used
    for tank in state.board.line_tanks[line]:
        if tank not in used:
            gain += OWN_PER_TANK + 2 * STRAY_PER_CELL
            var += VARIANCE_PER_TANK
        elif tank == state.tank:
            fills = state.slots[tank]
            if any(f is None for f in fills):
                gain += _current_tank_gain(state, tank, line, colour)
    return gain, var


def _current_tank_gain(state: GarumState, tank: int, line: int, colour: int) -> float:
    """Free slots of this round's tank on the line: own tile still to come, else stray fish."""
    fills = state.slots[tank]
    crossing = _slots_on_line(state.board.side, tank, line)
    free = sum(1 for s in crossing if fills[s] is None)
    own = state.owner[colour] is not None and all(f is None or f[0] != colour for f in fills)
    return min(free, 1) * OWN_PER_TANK * own + free * 2 * STRAY_PER_CELL


@functools.cache
def _slots_on_line(side: str, tank: int, line: int) -> tuple[int, ...]:
    board = load().boards[side]
    cells = set(board.line_cells[line])
    return tuple(s for s in range(4) if cells & set(board.slot_cells[tank][s]))


@functools.cache
def _chart_table(side: str, foreman: bool) -> tuple[float, ...]:
    """The scoring chart for every whole count a line can reach (and one beyond, to interpolate)."""
    data = load()
    board = data.boards[side]
    return tuple(float(board.points(n, foreman, data.foreman_factor)) for n in range(SIZE + 2))


def chart(table: tuple[float, ...], count: float) -> float:
    """The scoring chart on a real-valued count (linear between whole fish)."""
    if count >= SIZE:
        return table[SIZE]
    low = int(count)
    return table[low] + (count - low) * (table[low + 1] - table[low])


def expected_points(state: GarumState, mean: float, var: float, foreman: bool) -> float:
    """E[chart(N)] for N around ``mean``: three points, since the chart is convex."""
    table = _chart_table(state.side, foreman)
    if var <= 0:
        return chart(table, mean)
    spread = math.sqrt(var)
    low = mean - spread
    return (chart(table, low if low > 0 else 0.0) + 2 * chart(table, mean) + chart(table, mean + spread)) / 4


def worker_value(state: GarumState, line: int, colour: int, foreman: bool) -> float:
    gain, var = still_to_come(state, line, colour)
    return expected_points(state, state.counts[line][colour] + gain, var, foreman)


def hold_value(state: GarumState, foreman: bool) -> float:
    """What a worker kept in hand is still worth: less and less as the tanks fill."""
    left = 1 - state.round / state.rounds
    return (HOLD_FOREMAN if foreman else HOLD_APPRENTICE) * left * left


def projected_scores(state: GarumState) -> list[float]:
    """Every seat's expected final score: bonuses, projected workers and workers still in hand."""
    per_colour = [float(b) for b in state.bonus]
    if state.is_over():
        per_colour = [float(state.colour_score(c)) for c in range(4)]
    else:
        for worker in state.workers:
            per_colour[worker.colour] += worker_value(state, worker.line, worker.colour, worker.foreman)
        for colour in range(4):
            apprentices, foremen = state.left[colour]
            if state.owner[colour] is not None:
                kept = apprentices * hold_value(state, False) + foremen * hold_value(state, True)
                per_colour[colour] += kept
    seats = [0.0] * state.players
    for colour in range(4):
        if state.owner[colour] is not None:
            seats[state.owner[colour]] += per_colour[colour]
    return seats


def projected_win_shares(state: Any) -> list[float]:
    """ISMCTS leaf value: a logistic of each seat's projected lead over its best rival."""
    scores = projected_scores(state)
    if len(scores) == 1:
        return [1.0]
    out = []
    for seat, score in enumerate(scores):
        rival = max(s for i, s in enumerate(scores) if i != seat)
        out.append(1 / (1 + math.exp(-(score - rival) / SCORE_SCALE)))
    return out


_PICTURES = tuple(tuple(tile.turned(r) for r in range(4)) for tile in load().tiles)


# -- the greedy policy ------------------------------------------------------------------------------------
def fish_weights(state: GarumState, colour: int) -> list[list[float]]:
    """Worth to ``colour``'s seat of one more fish of each species on each line through the tank."""
    seat = state.owner[colour]
    weights = [[0.0] * 4 for _ in range(2 * SIZE)]
    worked = set()
    lines = state.board.tank_lines(state.tank) if state.tank is not None else ()
    for worker in state.workers:
        if worker.line not in lines:
            continue  # only lines through this round's tank can change now
        owner = state.owner[worker.colour]
        gain, var = still_to_come(state, worker.line, worker.colour)
        mean = state.counts[worker.line][worker.colour] + gain
        step = (expected_points(state, mean + 1, var, worker.foreman)
                - expected_points(state, mean, var, worker.foreman))
        weights[worker.line][worker.colour] += step if owner == seat else -RIVAL_WEIGHT * step
        if worker.colour == colour:
            worked.add(worker.line)
    if state.tank is not None:
        for line in state.open_lines():
            if line not in worked and any(state.left[colour]):
                weights[line][colour] += POTENTIAL
    return weights


def placement_values(state: GarumState, colour: int, actions: list) -> list[float]:
    """Greedy value of each ``PlaceTile``: bonus plus the weighted fish it lays on its lines."""
    weights = fish_weights(state, colour)
    data, board, tank = state.data, state.board, state.tank
    out = []
    for action in actions:
        fish = _PICTURES[action.tile][action.rotation]
        value = 0.0
        for cell, species in zip(board.slot_cells[tank][action.slot], fish, strict=True):
            value += weights[cell // SIZE][species] + weights[SIZE + cell % SIZE][species]
        icon = board.bonus.get((tank, action.slot))
        if icon is not None:
            position, species = icon
            if species < 0:
                value += data.wild_points
            elif fish[position] == species:
                value += data.species_points
        out.append(value)
    return out


def worker_values(state: GarumState, colour: int, actions: list) -> list[float]:
    """Value of each worker choice over keeping the worker (``NoWorker`` is 0)."""
    out = []
    for action in actions:
        if isinstance(action, NoWorker):
            out.append(0.0)
        else:
            value = worker_value(state, action.line, colour, action.foreman)
            out.append(value - hold_value(state, action.foreman))
    return out


def scored_actions(state: GarumState, seat: int, actions: list) -> list[float]:
    colour = state.colour_to_move()
    if colour is None:
        return [0.0] * len(actions)
    if isinstance(actions[0], PlaceTile):
        return placement_values(state, colour, actions)
    if isinstance(actions[0], NoWorker | PlaceWorker):
        return worker_values(state, colour, actions)
    return [0.0] * len(actions)


def dummy_value(state: GarumState, seat: int, actions: list) -> list[float]:
    """The start player turns the dummy tile the way that helps its own worker lines most."""
    colour = state.colours_of(seat)[0]
    weights = fish_weights(state, colour)
    (slot,) = state.free_slots()
    cells = state.board.slot_cells[state.tank][slot]
    tile = state.data.tiles[state.dummy_tile]
    out = []
    for action in actions:
        fish = tile.turned(action.rotation)
        out.append(sum(weights[c // SIZE][f] + weights[SIZE + c % SIZE][f] for c, f in zip(cells, fish,
                                                                                         strict=True)))
    return out


def tank_values(state: GarumState, seat: int, actions: list) -> list[float]:
    """Emperor: the tank whose lines the seat's colours work best, bonus tanks a little better."""
    out = []
    for action in actions:
        row_zone, col_zone = state.board.zones[action.tank]
        lines = state.board.zone_lines[row_zone] + state.board.zone_lines[col_zone]
        value = sum(1.0 for w in state.workers if w.line in lines and state.owner[w.colour] == seat)
        out.append(value + 0.5 * any((action.tank, s) in state.board.bonus for s in range(4)))
    return out


def action_values(state: GarumState, seat: int, actions: list) -> list[float]:
    if state.phase == "dummy":
        return dummy_value(state, seat, actions)
    if state.phase == "tank":
        return tank_values(state, seat, actions)
    return scored_actions(state, seat, actions)


def greedy_action(state: Any, seat: int, actions: list, rng: random.Random) -> Any:
    """The easy bot's move, also the search's playout policy (random tie-break)."""
    if len(actions) == 1:
        return actions[0]
    values = action_values(state, seat, actions)
    best = max(values)
    ties = [a for a, v in zip(actions, values, strict=True) if v >= best - 1e-9]
    return ties[rng.randrange(len(ties))]


# -- search ----------------------------------------------------------------------------------------------
class PrunedGarum(GarumState):
    """A Garum state whose move list holds only the most promising actions, for the search tree.

    Sampled worlds made by ``determinize`` keep this class (``clone`` copies the type), so every
    node the tree expands is pruned the same way; the rules themselves are unchanged.
    """

    tile_candidates = 6

    def legal_actions(self, seat: int) -> list:
        actions = super().legal_actions(seat)
        tiles = bool(actions) and isinstance(actions[0], PlaceTile)
        keep = self.tile_candidates if tiles else WORKER_CANDIDATES + 1
        if len(actions) <= keep:
            return actions
        values = action_values(self, seat, actions)
        if isinstance(actions[0], NoWorker):
            order = sorted(range(1, len(actions)), key=lambda i: -values[i])[:WORKER_CANDIDATES]
            return [actions[0]] + [actions[i] for i in sorted(order)]
        order = sorted(range(len(actions)), key=lambda i: -values[i])[:keep]
        return [actions[i] for i in sorted(order)]


_PRUNED = {k: type(f"PrunedGarum{k}", (PrunedGarum,), {"tile_candidates": k})
           for k in set(TILE_CANDIDATES.values())}


def pruned(view: GarumState, tile_candidates: int) -> PrunedGarum:
    state = view.clone()
    state.__class__ = _PRUNED[tile_candidates]
    return state


class SearchBot(ISMCTSBot):
    """ISMCTS on the pruned game; playouts greedy to the end of the round, then projected."""

    def __init__(self, level: str, seed: int = 0):
        super().__init__(seed, ITERATIONS[level], playout=greedy_action, evaluate=projected_win_shares,
                         exploration=EXPLORATION, playout_limit=PLAYOUT_MOVES)
        self.level, self.budget = level, ITERATIONS[level]
        self.tile_candidates = TILE_CANDIDATES[level]

    def _start(self, view: Any, seat: int) -> None:
        super()._start(pruned(view, self.tile_candidates), seat)
        self.iterations = min(self.budget, ITERATIONS_PER_ACTION * len(self.search.root_actions))


def make_bot(level: str, seed: int = 0) -> Bot:
    check_level(level, LEVELS)
    if level == "easy":
        return PolicyBot(greedy_action, seed)
    return SearchBot(level, seed)
