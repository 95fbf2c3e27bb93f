"""Garum bots: easy is greedy, medium is the heuristic player, hard searches sampled worlds.

- easy (this module): the tile with the best immediate value (bonus, fish on its own and rivals'
  worker lines, own fish on lines it may still work) and a worker where a simple projection of the
  line beats keeping it. It judges the tile and the worker apart and knows no slot competition.
- medium (``garum_heuristic``): every move judged by the outlook of the lines it touches
  (``garum_outlook``), the tile and the worker together.
- hard (``garum_search``): the heuristic's best few moves, each played out to the end of the round
  in the same sampled worlds on the compact state (``garum_fast``), judged there by the outlook.

Every level's move passes ``garum_blunder.repair``: a move a person would call silly (a worker on a
dead line, points given away in the last round) is swapped for the look-ahead's.

``make_bot(level, seed)`` and ``LEVELS`` are the interface of every game's AI module; ``hint``
(``garum_hint``) suggests a move to a person.
"""

from __future__ import annotations

import random

from game.ai.base import Bot, PolicyBot, check_level
from game.ai.garum.blunder import careful
from game.ai.garum.fast import pictures
from game.ai.garum.heuristic import heuristic_policy
from game.ai.garum.outlook import chart_table, expected_chart, slots_on_line
from game.ai.garum.search import SearchBot, SearchSettings
from game.rules.base import Action
from game.rules.garum import GarumState, NoWorker, PlaceTile, PlaceWorker
from game.rules.garum.data import SIZE

LEVELS = ("easy", "medium", "hard")
# candidates, sampled worlds at most, playout moves at most, rounds played out
SEARCH: dict[str, SearchSettings] = {"hard": {"keep": 8, "worlds": 32, "moves": 600, "rounds": 1}}
# More worlds, moves or candidates did not pay their CPU; see bench/NOTES.md, "Garum: SEARCH (hard's
# budget)".

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
    crossing = slots_on_line(state.board.side, tank, line)
    free = sum(1 for s in crossing if fills[s] is None)
    own = state.owner[colour] is not None and all(f is None or f[0] != colour for f in fills)
    return min(free, 1) * OWN_PER_TANK * own + free * 2 * STRAY_PER_CELL


def expected_points(state: GarumState, mean: float, var: float, foreman: bool) -> float:
    return expected_chart(chart_table(state.side, foreman), mean, var)


def worker_value(state: GarumState, line: int, colour: int, foreman: bool) -> float:
    gain, var = still_to_come(state, line, colour)
    return expected_points(state, state.counts[line][colour] + gain, var, foreman)


def hold_value(state: GarumState, foreman: bool) -> float:
    """What a worker kept in hand is still worth: less and less as the tanks fill."""
    left = 1 - state.round / state.rounds
    return (HOLD_FOREMAN if foreman else HOLD_APPRENTICE) * left * left


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
        fish = pictures()[action.tile][action.rotation]
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


def greedy_action(state: GarumState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """The easy bot's move, also the search's playout policy (random tie-break)."""
    if len(actions) == 1:
        return actions[0]
    values = action_values(state, seat, actions)
    best = max(values)
    ties = [a for a, v in zip(actions, values, strict=True) if v >= best - 1e-9]
    return ties[rng.randrange(len(ties))]


def make_bot(level: str, seed: int = 0) -> Bot:
    if level != "heuristic":  # the heuristic player is medium under its own name, for benches
        check_level(level, LEVELS)
    if level == "easy":
        return PolicyBot(careful(greedy_action), seed)
    if level in ("medium", "heuristic"):
        bot = PolicyBot(careful(heuristic_policy), seed)
        bot.level = level
        return bot
    return SearchBot(level, seed, **SEARCH[level])
