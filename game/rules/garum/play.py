"""How a Garum action changes the position: the steps ``GarumState.apply`` takes for each action,
with the sentence that refuses an action breaking a rule, and the rounds that follow."""

from __future__ import annotations

from game.rules.base import Action, Event, IllegalMove
from game.rules.garum.data import AXES, SIZE, WILD, line_name
from game.rules.garum.fields import GarumFields, Worker, worker_points
from game.rules.garum.moves import (
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
from game.rules.garum.refusals import closed_zone, none_left, off_tank, wrong_moment


class GarumPlay(GarumFields):
    """``GarumState``'s moves (a mixin over its fields)."""

    def _play(self, action: Action, events: list[Event]) -> None:
        if isinstance(action, ChooseTank):
            self._choose_tank(action, events)
        elif isinstance(action, PlaceTile):
            self._place_tile(action, events)
        elif isinstance(action, PlaceWorker | NoWorker):
            self._place_worker(action, events)
        elif isinstance(action, TurnDummy):
            self._turn_dummy(action, events)
        else:
            raise IllegalMove(
                "In Garum you choose a tank, place a tile or a worker, or turn the neutral tile."
            )

    def _worker_actions(self, colour: int) -> list[Action]:
        apprentices, foremen = self.left[colour]
        out: list[Action] = [NO_WORKER]
        for line in self.open_lines():
            if apprentices:
                out.append(WORKER[line, False])
            if foremen:
                out.append(WORKER[line, True])
        return out

    def _mover(self) -> int:
        """The colour placing a tile or a worker now (asked only in those phases)."""
        colour = self.colour_to_move()
        assert colour is not None, f"no colour places anything in the {self.phase} phase"
        return colour

    def _expect(self, phase: str) -> None:
        if self.phase != phase:
            raise wrong_moment(self.phase)

    def _choose_tank(self, action: ChooseTank, events: list[Event]) -> None:
        if not self.emperor:
            raise IllegalMove("Tanks are chosen only in the Emperor variant: otherwise a coin names it.")
        self._expect("tank")
        if action.tank not in self.slots or action.tank in self.used:
            raise IllegalMove(
                "Tank {tank} is not an unfilled tank: the Emperor picks one of those.", {"tank": action.tank}
            )
        self._open_tank(action.tank, False, events)

    def _place_tile(self, action: PlaceTile, events: list[Event]) -> None:
        self._expect("tile")
        colour = self._mover()
        hand = self.hands[colour]
        if action.tile not in hand:
            raise IllegalMove("That tile is not in {seat}'s hand: a player places a tile from their own "
                              "hand.", seat=self._seat_of(colour))
        self._check_slot(action.slot, action.rotation)
        hand.remove(action.tile)
        self._put(colour, action.tile, action.slot, action.rotation, events, scores=True)
        if len(self._worker_actions(colour)) > 1:
            self.phase = "worker"
        else:
            self._draw_and_pass(colour, events)

    def _seat_of(self, colour: int) -> int:
        seat = self.owner[colour]
        assert seat is not None, "the dummy's tile is turned, never placed from a hand"
        return seat

    def _check_slot(self, slot: int, rotation: int) -> None:
        if rotation not in (0, 1, 2, 3):
            raise IllegalMove("A tile turns in quarter turns: the rotation must be 0, 1, 2 or 3.")
        if slot not in (0, 1, 2, 3) or self.slots[self.open_tank()][slot] is not None:
            raise IllegalMove(
                "That slot of tank {tank} is not free: a tile goes into a free slot of this round's tank.",
                {"tank": self.tank},
            )

    def _put(
        self, colour: int, tile: int, slot: int, rotation: int, events: list[Event], scores: bool
    ) -> None:
        """Lay a tile's fish on the board, keep the line counts, and score a bonus icon it covers."""
        fish = self.data.tiles[tile].turned(rotation)
        tank = self.open_tank()
        self.slots[tank][slot] = (colour, tile, rotation)
        row_lines = SIZE
        for cell, species in zip(self.board.slot_cells[tank][slot], fish, strict=True):
            self.cells[cell] = species
            self.counts[cell // row_lines][species] += 1
            self.counts[SIZE + cell % row_lines][species] += 1
        events.append(TilePlaced(colour, tile, tank, slot, rotation))
        icon = self.board.bonus.get((tank, slot))
        if scores and icon is not None:
            position, species = icon
            if species == WILD:
                points = self.data.wild_points
            else:
                points = self.data.species_points if fish[position] == species else 0
            if points:
                self.bonus[colour] += points
                events.append(BonusScored(colour, tank, slot, points))

    def _place_worker(self, action: PlaceWorker | NoWorker, events: list[Event]) -> None:
        self._expect("worker")
        colour = self._mover()
        if isinstance(action, PlaceWorker):
            self._check_worker(colour, action)
            self.left[colour][1 if action.foreman else 0] -= 1
            self.workers.append(Worker(colour, action.line, action.foreman))
            events.append(WorkerPlaced(colour, action.axis, action.index, action.foreman))
        self._draw_and_pass(colour, events)

    def _check_worker(self, colour: int, action: PlaceWorker) -> None:
        if action.axis not in AXES or not 0 <= action.index < SIZE:
            raise IllegalMove("A worker goes on one of the 16 cell rows or 16 cell columns of the board.")
        if self.left[colour][1 if action.foreman else 0] == 0:
            raise none_left(action.foreman, self.data, self._seat_of(colour))
        line = action.line
        if line not in self.board.tank_lines(self.open_tank()):
            raise off_tank(action, self.open_tank())
        if line not in self.open_lines():
            raise closed_zone(action, self.open_tank())

    def _draw_and_pass(self, colour: int, events: list[Event]) -> None:
        if self.piles[colour]:
            tile = self.piles[colour].pop(0)
            self.hands[colour].append(tile)
            events.append(TileDrawn(colour, tile))
        self.turn += 1
        self.phase = "tile"
        if self.turn < len(self.order):
            return
        dummy = self.dummy
        if dummy is not None:
            self.dummy_tile = self.piles[dummy].pop(0)
            self.phase = "dummy"
            events.append(DummyRevealed(dummy, self.dummy_tile))
        else:
            self._end_round(events)

    def _turn_dummy(self, action: TurnDummy, events: list[Event]) -> None:
        self._expect("dummy")
        (slot,) = self.free_slots()
        self._check_slot(slot, action.rotation)
        tile, self.dummy_tile = self.dummy_tile, None
        dummy = self.dummy
        assert tile is not None and dummy is not None, "the dummy phase follows the dummy's revealed tile"
        self._put(dummy, tile, slot, action.rotation, events, scores=False)
        self._end_round(events)

    def _end_round(self, events: list[Event]) -> None:
        self.round += 1
        self.start = (self.start + 1) % len(self.order)
        if self.round < self.rounds:
            self._begin_round(events)
            return
        self.phase, self.tank = "over", None
        for worker in self.workers:
            count = self.counts[worker.line][worker.colour]
            points = worker_points(self.data, self.board, count, worker.foreman)
            self.final[worker.colour] += points
            axis, index = worker.axis_index
            events.append(WorkerScored(worker.colour, axis, index, worker.foreman, count, points))
        events.append(GameEnded(self.scores(), self.winners()))

    def _begin_round(self, events: list[Event]) -> None:
        self.turn = 0
        if self.emperor:
            self.phase, self.tank = "tank", None
        else:
            self._open_tank(self.coins.pop(0), True, events)

    def _open_tank(self, tank: int, by_coin: bool, events: list[Event]) -> None:
        self.tank, self.phase = tank, "tile"
        self.used.append(tank)
        events.append(TankNamed(self.round + 1, tank, self.start_colour(), by_coin))


# Actions are values; building each once keeps legal_actions cheap in the bots' inner loops.
PLACE = {(t, s, r): PlaceTile(t, s, r) for t in range(64) for s in range(4) for r in range(4)}
WORKER = {(line, f): PlaceWorker(*line_name(line), f) for line in range(2 * SIZE) for f in (False, True)}
CHOOSE = {t: ChooseTank(t) for t in range(1, 17)}
DUMMY = {r: TurnDummy(r) for r in range(4)}
NO_WORKER = NoWorker()
