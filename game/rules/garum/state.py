"""Garum: tiles into the round's tank, workers on rows and columns, scored when the board is full.

A turn is split in two actions so that ``legal_actions`` stays small for bots and the scene:
``PlaceTile`` (tile x free slot x distinct rotation) and then ``PlaceWorker`` or ``NoWorker``.
The worker step is skipped when no worker may go anywhere (closed zones or none left). Drawing a
tile, turning the coin and (with 3 players) revealing the dummy's tile happen inside ``apply``.

Seats own colours: seat i plays colour ``colours[i]`` with 3-4 players; with 2 players the four
colours sit in the clockwise order A1 B1 A2 B2, so colour position p belongs to seat p % 2. The
start role passes clockwise over colour positions. With 3 players the colour nobody chose is the
dummy: after the three turns the start seat turns its top tile and picks only its rotation.

Actions and events live in ``moves``, the level data and geometry in ``data``, the dealing in
``setup``, the fields and what they answer (who acts, scores) in ``fields``, the steps of ``apply``
in ``play`` and what a seat may see (``view``, ``determinize``) in ``knowledge``.
"""

from __future__ import annotations

from game.rules.base import Action, Event, GameSpec, Option, rng_for
from game.rules.garum.data import EMPTY, SIZE, load
from game.rules.garum.fields import Worker, ranked_winners, worker_points
from game.rules.garum.knowledge import Knowledge
from game.rules.garum.moves import ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy
from game.rules.garum.play import CHOOSE, DUMMY, PLACE, GarumPlay
from game.rules.garum.setup import OPTIONS, SEAT_COLOURS, deal, turn_order
from game.rules.options import flag, maybe_whole, rows_of_wholes, wholes, word

__all__ = ["SPEC", "GarumState", "Worker", "new_game", "ranked_winners", "worker_points"]


class GarumState(Knowledge, GarumPlay):
    """A Garum game: its fields (``fields``), its moves (``play``) and its views (``knowledge``)."""

    GAME = "garum"
    VERSION = 1
    ACTION_TYPES = {cls.__name__: cls for cls in (PlaceTile, PlaceWorker, NoWorker, ChooseTank, TurnDummy)}

    # fields that define the state (seed and options are how it began, not what it is)
    _FIELDS = ("players", "side", "emperor", "priest", "order", "owner", "start", "turn", "phase", "round",
               "tank", "coins", "used", "slots", "cells", "hands", "piles", "dummy_tile", "workers",
               "left", "bonus", "final", "history")

    @classmethod
    def new_game(cls, players: int, seed: int, **options: object) -> GarumState:
        """Options: side ("troia"/"baelo"), emperor, priest, colours (seat order of colours; with 2
        players A1 B1 A2 B2), first (start position), coins (coin order), piles (per colour: the
        full shuffled order, hand first), hands (per colour: the starting hand)."""
        unknown = set(options) - set(OPTIONS)
        if unknown:
            raise ValueError(f"unknown Garum options: {sorted(unknown)}")
        SPEC.check_seats(players)
        data = load()
        side = word(options, "side", "troia")
        if side not in data.boards:
            raise ValueError(f"side must be one of {sorted(data.boards)}")
        board = data.boards[side]
        self = cls.__new__(cls)
        self.players, self.seed, self.options, self.history = players, seed, dict(options), []
        self.side, self.data, self.board = side, data, board
        self.emperor = flag(options, "emperor")
        self.priest = flag(options, "priest")
        self.order, self.owner = turn_order(players, wholes(options, "colours"))
        first = maybe_whole(options, "first")
        self.start = rng_for(seed, "garum", "first").randrange(len(self.order)) if first is None else first
        if not 0 <= self.start < len(self.order):
            raise ValueError(f"first must be a turn position 0-{len(self.order) - 1}")
        if self.emperor:
            self.coins = []
        elif (coins := wholes(options, "coins")) is not None:
            self.coins = coins
            if sorted(self.coins) != list(board.tanks):
                raise ValueError(f"coins must order the tanks in play {list(board.tanks)}")
        else:
            self.coins = list(board.tanks)
            rng_for(seed, "garum", "coins").shuffle(self.coins)
        self.hands, self.piles = [], []
        piles, hands = rows_of_wholes(options, "piles"), rows_of_wholes(options, "hands")
        for colour in range(4):
            hand, pile = deal(data, side, seed, colour, piles, hands)
            if self.owner[colour] is None:  # the dummy keeps all its tiles in its pile
                hand, pile = [], hand + pile
            self.hands.append(hand)
            self.piles.append(pile)
        self.turn, self.round, self.phase, self.tank = 0, 0, "tile", None
        self.used = []
        self.slots = {t: [None, None, None, None] for t in board.tanks}
        self.cells = [EMPTY] * (SIZE * SIZE)
        self.counts = [[0, 0, 0, 0] for _ in range(2 * SIZE)]
        self.dummy_tile = None
        self.workers = []
        self.left = [[data.apprentices, data.foremen] for _ in range(4)]
        self.bonus = [0, 0, 0, 0]
        self.final = [0, 0, 0, 0]
        self._begin_round([])
        return self

    # -- legal actions and apply -----------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        """One action per distinct outcome: tiles identical up to rotation (two ``TTTT``, or
        ``TSTC`` and ``TCTS``) and rotations that give the same picture are listed once (``apply``
        accepts the others too)."""
        if seat not in self.to_move():
            return []
        if self.phase == "tank":
            return [CHOOSE[t] for t in self.board.tanks if t not in self.used]
        if self.phase == "dummy":
            assert self.dummy_tile is not None, "the dummy phase follows the dummy's revealed tile"
            return [DUMMY[r] for r in self.data.tiles[self.dummy_tile].rotations]
        colour = self._mover()
        if self.phase == "worker":
            return self._worker_actions(colour)
        slots, tiles = self.free_slots(), self.data.tiles
        seen: set[tuple[int, ...]] = set()
        out: list[Action] = []
        for tile in self.hands[colour]:
            picture = tiles[tile].canonical
            if picture in seen:
                continue
            seen.add(picture)
            for slot in slots:
                out.extend(PLACE[tile, slot, r] for r in tiles[tile].rotations)
        return out

    def undoable(self, seat: int) -> bool:
        """[decision] A tile placed may be taken back while its player still chooses a worker:
        nothing is drawn or revealed until the turn passes on (the new tile comes then)."""
        return self.phase == "worker" and bool(self.history) and self.history[-1][0] == seat

    def apply(self, seat: int, action: Action) -> list[Event]:
        self._check_seat(seat)
        events: list[Event] = []
        self._play(action, events)
        self._record(seat, action)
        return events

    # -- equality ----------------------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GarumState):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self._FIELDS)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Garum {self.side} round {self.round + 1}/{self.rounds} {self.phase} tank {self.tank}>"


def new_game(players: int, seed: int = 0, **options: object) -> GarumState:
    return GarumState.new_game(players, seed, **options)


SPEC = GameSpec(
    key="garum",
    title="Garum",
    keeps_worn_colours=True,  # a seat plays the species it wore in the lobby (its colour order)
    min_seats=2,
    max_seats=4,
    new_game=new_game,
    options=(
        Option(
            "side",
            "Board",
            (("troia", "Troia, 16 tanks"), ("baelo", "Baelo Claudia, 12 tanks")),
            about="One tank is filled each round: Troia plays 16 rounds, Baelo Claudia 12.",
        ),
        Option(
            "emperor",
            "Emperor variant",
            ((False, "Off"), (True, "On")),
            about="No coins: each round the start player chooses which unfilled tank is used.",
        ),
        Option(
            "priest",
            "Priest variant",
            ((False, "Off"), (True, "On")),
            about="All coins lie face up from the start: everyone knows the order of the tanks.",
        ),
    ),
    seat_colours=SEAT_COLOURS,
)
