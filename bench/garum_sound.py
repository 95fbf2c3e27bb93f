"""Garum players for the benches by name (the levels, ``rival``, ``sound``) and the ``sound`` yardstick.

``sound`` is a third heuristic player, written apart from ``game/ai`` from the rules' public API only,
after the way a careful club player plays Troia and Baelo — the habits the project's own medium
level lacked when an outside yardstick beat it (issue 53):

- **Keep workers until a line is worth them.** A worker goes down only where the line's own fish now,
  plus what the colour can still bring (about 1.6 a tank it has not yet filled) and a few strays,
  should score more than a worker kept for later is worth; that worth is high early (a later line
  is chosen knowing more) and falls as the chances to place run out. The foreman waits for a line
  expected to reach 9 fish (7 on Baelo).
- **Stack and pair.** A second worker on a line already worked by the colour costs nothing to feed.
- **Tiles feed the colour's own worked lines** by the chart's marginal gain (a foreman's twice), keep
  fish of a rival's species off that rival's worked lines, take the bonus icons, and put own fish on
  open lines that may get a worker later.
"""

from __future__ import annotations

import random
from typing import Any

from bench.rivals import rival_bot
from game.ai.base import Bot, PolicyBot
from game.ai.garum import bot as ai
from game.rules.garum import NoWorker, PlaceTile, PlaceWorker

OWN_PER_TANK = 1.6  # own fish a colour lays on a line it works, per tank of the line not yet filled
STRAY_PER_TANK = 0.3  # other colours' fish of the species, per unfilled tank
KEEP_EARLY = 7.0  # an apprentice kept in round 1 is worth this (Troia; Baelo scaled by line length)
RIVAL_SHARE = 0.5  # a rival's gain counts this much against us
OPEN_FISH = 0.6  # an own fish on an open line nobody of ours works yet


def _unfilled(view: Any, line: int) -> int:
    """Tanks of the line not yet opened (the current one is opened and counts as filled)."""
    return sum(1 for t in view.board.line_tanks[line] if t not in view.used)


def _expected_fish(view: Any, line: int, colour: int) -> float:
    return view.counts[line][colour] + (OWN_PER_TANK + STRAY_PER_TANK) * _unfilled(view, line)


def _points(view: Any, fish: float, foreman: bool) -> float:
    low = int(fish)
    board, factor = view.board, view.data.foreman_factor
    a, b = board.points(low, foreman, factor), board.points(low + 1, foreman, factor)
    return a + (fish - low) * (b - a)


def _keep_value(view: Any, colour: int, foreman: bool) -> float:
    """A worker kept: high early, nothing once the chances to place are used up."""
    rounds = len(view.board.tanks)
    left = rounds - view.round - 2  # no worker can go down in the last round
    if left <= 0:
        return 0.0
    workers = sum(view.left[colour])
    chances = 0.6 * left
    scale = view.board.line_length / 16
    value = KEEP_EARLY * scale * min(1.0, left / (rounds * 0.6)) * min(1.0, chances / max(1, workers))
    return value * (2 if foreman else 1)


def _worker_value(view: Any, colour: int, action: Any) -> float:
    if not isinstance(action, PlaceWorker):
        return 0.0
    line, foreman = action.line, action.foreman
    fish = _expected_fish(view, line, colour)
    if foreman and fish < view.board.line_length * 9 / 16 - 0.01 and view.round < len(view.board.tanks) - 3:
        return -1.0
    mine = sum(1 for w in view.workers if w.colour == colour and w.line == line)
    bonus = 0.5 if mine else 0.0
    return _points(view, fish, foreman) + bonus - _keep_value(view, colour, foreman)


def _marginal(view: Any, line: int, colour: int, foreman: bool, added: int) -> float:
    fish = _expected_fish(view, line, colour)
    return _points(view, fish + added, foreman) - _points(view, fish, foreman)


def _tile_value(view: Any, colour: int, action: PlaceTile) -> float:
    board, tank = view.board, view.tank
    seat = view.owner[colour]
    fish = view.data.tiles[action.tile].turned(action.rotation)
    added: dict[tuple[int, int], int] = {}
    for cell, species in zip(board.slot_cells[tank][action.slot], fish, strict=True):
        for line in (cell // 16, 16 + cell % 16):
            added[line, species] = added.get((line, species), 0) + 1
    value = 0.0
    worked = {w.line for w in view.workers if w.colour == colour}
    open_lines = set(view.open_lines()) if any(view.left[colour]) else set()
    for (line, species), n in added.items():
        for worker in view.workers:
            if worker.line == line and worker.colour == species:
                share = 1.0 if view.owner[species] == seat else -RIVAL_SHARE
                value += share * _marginal(view, line, species, worker.foreman, n)
        if species == colour and line in open_lines and line not in worked:
            value += OPEN_FISH * n
    icon = board.bonus.get((tank, action.slot))
    if icon is not None:
        data = view.data
        value += data.wild_points if icon[1] < 0 else data.species_points * (fish[icon[0]] == icon[1])
    return value


def sound_policy(view: Any, seat: int, actions: list, rng: random.Random) -> Any:
    if len(actions) == 1:
        return actions[0]
    colour = view.colour_to_move()
    if colour is None:  # the tank (Emperor) or the dummy's rotation
        return actions[rng.randrange(len(actions))]
    if isinstance(actions[0], PlaceTile):
        return max(actions, key=lambda a: (_tile_value(view, colour, a), rng.random()))
    if isinstance(actions[0], NoWorker | PlaceWorker):
        return max(actions, key=lambda a: (_worker_value(view, colour, a), rng.random()))
    return actions[rng.randrange(len(actions))]


def garum_player(name: str, seed: int) -> Bot:
    if name == "rival":
        return rival_bot("garum", seed)
    if name == "sound":
        bot = PolicyBot(sound_policy, seed)
        bot.level = "sound"
        return bot
    return ai.make_bot(name, seed)
