"""A sound Garum player without search: every move judged by the lines' outlook (``garum_outlook``).

- A tile is placed where, after it, the workers on the tank's lines are expected to score most
  (ours counted fully, rivals' against us at ``RIVAL_WEIGHT``), plus the bonus it covers, plus the
  best worker it opens up now, plus a little for own fish on open lines that may get a worker later.
  The tile and the worker are thus judged together, and a tile that takes the last free slot on a
  rival's line counts as the harm it does.
- A worker goes where its expected points, less what it costs the colour's other lines in the same
  zone (one tile a tank cannot feed them all), beat keeping it for later; else no worker.
- The dummy's tile (three players) is turned the way that helps us most; the Emperor picks the tank
  where our workers gain most.

Lines and kept workers are valued by the calibrated outlook (``garum_leaf``, ``CALIBRATED``): by the
plain one a worker kept in hand was worth 0.3-1.6 points, so every worker went down at the first
chance on whatever line was there, where one placed later really scores about 6.6 (Troia).

It is the medium level, the policy of the hard bot's playouts, and the source of hints for people.
"""

from __future__ import annotations

import functools
import random

from game.ai.garum.fast import FastGarum, pictures
from game.ai.garum.leaf import LeafOutlook
from game.ai.garum.outlook import Outlook, line_zone
from game.rules.base import Action
from game.rules.garum.data import WILD
from game.rules.garum.moves import ChooseTank, NoWorker, PlaceTile, TurnDummy
from game.rules.garum.state import GarumState

RIVAL_WEIGHT = 0.5  # a rival's expected point counts this much against us
POTENTIAL = 0.3  # worth of an own fish on an open line we may still work
CALIBRATED = True  # medium judges by the calibrated outlook (garum_leaf); bench/NOTES.md, issue 53
CALIBRATED_PLAYOUTS = True  # the hard bot's playouts judge by the calibrated outlook too
# +0.077 over 300 pairs against the heuristic; see bench/NOTES.md, "Garum: CALIBRATED_PLAYOUTS".


def weights(state: FastGarum, seat: int) -> list[float]:
    """How much each colour's points count for ``seat``: its own +1, rivals', the dummy's 0."""
    return [0.0 if o is None else 1.0 if o == seat else -RIVAL_WEIGHT for o in state.owner]


class Judge:
    """Scores the actions of one decision; built once per decision (or playout step)."""

    def __init__(self, state: FastGarum, seat: int, outlook: type[Outlook] = Outlook):
        self.state, self.seat = state, seat
        self.outlook = outlook(state)  # the hard bot may rank its candidates by its calibrated leaf
        self.weight = weights(state, seat)
        self.colour = state.colour_to_move()

    # -- workers -----------------------------------------------------------------------------
    @functools.cached_property
    def worked(self) -> set[tuple[int, int]]:
        """(colour, line) of every worker; workers stay put while a decision is judged."""
        return {(c, ln) for c, ln, _ in self.state.workers}

    @functools.cached_property
    def zone_workers(self) -> dict[tuple[int, int], list]:
        """Per (colour, zone), its workers there in the state's order."""
        out: dict[tuple[int, int], list] = {}
        for worker in self.state.workers:
            out.setdefault((worker[0], line_zone(worker[1])), []).append(worker)
        return out

    def worker_gain(self, colour: int, line: int, foreman: bool) -> float:
        """Expected points of a new worker on ``line`` less the dilution of the colour's other
        workers in that zone, less what keeping it is worth."""
        outlook = self.outlook
        new = (colour, line) not in self.worked
        extra = 1 if new else 0
        value = outlook.worker(colour, line, foreman, extra) - outlook.hold(colour, foreman)
        if new:
            for c, ln, f in self.zone_workers.get((colour, line_zone(line)), ()):
                value += outlook.worker(c, ln, f, 1) - outlook.worker(c, ln, f)
        return value

    def worker_scores(self, actions: list) -> list[float]:
        colour = self.colour
        return [0.0 if type(a) is NoWorker else self.worker_gain(colour, a.line, a.foreman) for a in actions]

    def best_worker(self, colour: int) -> float:
        """What the worker step after a tile is worth (0: keep the workers)."""
        apprentices, foremen = self.state.left[colour]
        best = 0.0
        for line in self.state.open_lines():
            if apprentices:
                best = max(best, self.worker_gain(colour, line, False))
            if foremen:
                best = max(best, self.worker_gain(colour, line, True))
        return best

    # -- tiles ---------------------------------------------------------------------------------
    def tile_scores(self, actions: list, colour: int | None = None, look_ahead: bool = True) -> list[float]:
        """Value of each tile placement (or dummy rotation) for ``seat``, judged after it."""
        state, outlook = self.state, self.outlook
        colour = self.colour if colour is None else colour
        tank, data = state.tank, state.data
        open_lines = set(state.open_lines()) if any(state.left[colour]) else set()
        worked = {ln for c, ln, _ in state.workers if c == colour}
        mine = state.owner[colour] is not None and self.weight[colour] > 0
        potential = open_lines - worked if mine else set()
        look_ahead = look_ahead and bool(open_lines)
        before = outlook.to_place
        outlook.to_place = tuple(c for c in before if c != colour)
        workers = self._slot_workers(tank)
        tiles, cell_lines = pictures(), state.tables.cell_lines
        out = []
        for action in actions:
            slot = state.free[0] if type(action) is TurnDummy else action.slot
            fish = tiles[state.dummy_tile if type(action) is TurnDummy else action.tile][action.rotation]
            cells = tuple(zip(cell_lines[tank, slot], fish, strict=True))
            value = 0.0
            for (row, column), species in cells:
                if species == colour:
                    value += POTENTIAL * ((row in potential) + (column in potential))
            for c, line, values in workers[slot]:
                fed = 0  # the worker's fish the tile lays on its line
                for (row, column), species in cells:
                    if species == c and (row == line or column == line):
                        fed += 1
                value += values[fed]
            icon = state.board.bonus.get((tank, slot))
            if icon is not None and type(action) is PlaceTile:
                position, species = icon
                points = data.wild_points if species == WILD else data.species_points
                value += self.weight[colour] * points * (species == WILD or fish[position] == species)
            if look_ahead:
                value += self._worker_after(colour, slot, cells)
            out.append(value)
        outlook.to_place = before
        return out

    def _slot_workers(self, tank: int) -> dict[int, list]:
        """Per free slot, the weighted workers on its two rows and two columns with the change of
        their value when a tile there brings 0, 1 or 2 of their fish (the slot then taken), against
        the tile going elsewhere. Only these workers change, so slots compare by these changes; by
        the workers' whole worth, a slot crossing our workers would look good whatever it fed them
        and one crossing a rival's would look bad, however much taking it denies him."""
        state, outlook, out = self.state, self.outlook, {}
        before = {(c, ln, f): outlook.worker(c, ln, f) for c, ln, f in state.workers if self.weight[c]}
        for slot in list(state.free):
            lines = {line for pair in state.tables.cell_lines[tank, slot] for line in pair}
            state.free.remove(slot)
            out[slot] = [(c, ln, tuple(w * (outlook.worker(c, ln, f, add=d) - before[c, ln, f])
                                       for d in range(3)))
                         for c, ln, f in state.workers if ln in lines for w in (self.weight[c],) if w]
            state.free.append(slot)
            state.free.sort()
        return out

    def _worker_after(self, colour: int, slot: int, cells: tuple) -> float:
        """The best worker step once the tile lies in ``slot`` (the board changed for a moment)."""
        state, counts = self.state, self.state.counts
        for (row, column), species in cells:
            counts[row * 4 + species] += 1
            counts[column * 4 + species] += 1
        state.free.remove(slot)
        value = self.best_worker(colour)
        state.free.append(slot)
        state.free.sort()
        for (row, column), species in cells:
            counts[row * 4 + species] -= 1
            counts[column * 4 + species] -= 1
        return value

    # -- the Emperor's tank ---------------------------------------------------------------------
    def tank_scores(self, actions: list) -> list[float]:
        """Tanks where our workers' lines run, and bonus tanks, are worth opening."""
        state, out = self.state, []
        for action in actions:
            lines = state.board.tank_lines(action.tank)
            value = sum(self.weight[c] * (2.0 if f else 1.0) for c, ln, f in state.workers if ln in lines)
            out.append(value + 0.5 * any((action.tank, s) in state.board.bonus for s in range(4)))
        return out

    def scores(self, actions: list[Action], look_ahead: bool = True) -> list[float]:
        kind = type(actions[0])
        if kind is PlaceTile:
            return self.tile_scores(actions, look_ahead=look_ahead)
        if kind is TurnDummy:
            return self.tile_scores(actions, colour=self.state.dummy, look_ahead=False)
        if kind is ChooseTank:
            return self.tank_scores(actions)
        return self.worker_scores(actions)


def best(actions: list[Action], values: list[float], rng: random.Random | None = None) -> Action:
    """The highest value; ties broken at random when a generator is given, else the first."""
    top = max(values)
    ties = [a for a, v in zip(actions, values, strict=True) if v >= top - 1e-9]
    return ties[rng.randrange(len(ties))] if rng is not None and len(ties) > 1 else ties[0]


def heuristic_action(
    state: FastGarum, seat: int, actions: list[Action], rng: random.Random | None = None
) -> Action:
    if len(actions) == 1:
        return actions[0]
    return best(actions, Judge(state, seat, LeafOutlook if CALIBRATED else Outlook).scores(actions), rng)


def quick_action(state: FastGarum, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """The playout policy of the search: the heuristic without the worker look-ahead on tiles."""
    if len(actions) == 1:
        return actions[0]
    outlook = LeafOutlook if CALIBRATED_PLAYOUTS else Outlook
    return best(actions, Judge(state, seat, outlook).scores(actions, look_ahead=False), rng)


def heuristic_policy(view: GarumState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """``PolicyBot`` entry: the heuristic's move from a seat's view of the rules state."""
    return heuristic_action(FastGarum.from_state(view), seat, actions, rng)
