"""The Garum hint's reason describes the move shown and says nothing false of it (s26 defect 3: the
move comes from the hard bot, which values kept workers and lines by its calibrated leaf, while
the reason used to speak for the plain outlook, e.g. "no line promises more" when one did).

Every sentence is parsed back and checked against the position: the fish the tile lays and where,
the icon it covers, whose workers sit on which line, what the hard bot's own outlook values. Over
about fifty seeded positions on each board, for the hard bot's actual hint and for every other
legal move the reason might be asked about."""

from __future__ import annotations

import random
import re

import pytest

from game.ai import hints
from game.ai.garum import hint as garum_hint
from game.ai.garum.fast import FastGarum
from game.ai.garum.heuristic import Judge
from game.ai.garum.hint import LOOKED_AHEAD, reason
from game.ai.garum.leaf import LeafOutlook
from game.rules import garum
from game.rules.garum.data import SIZE, WILD
from game.rules.garum.moves import ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy

BOARDS = {
    "troia": [(3, {}), (4, {"emperor": True})],
    "baelo": [(2, {"side": "baelo"}), (4, {"side": "baelo"})],
}
POSITIONS = 50
PUTS = r"Puts (\d+) (\w+) on (row|column) (\d+), where your (foreman|apprentice) works\."
STARVES = r"Fills (row|column) (\d+) with fish your rival's (\w+) worker there cannot use\."
WORKER = (
    r"(Foreman|Apprentice) on (row|column) (\d+): "
    r"about (\d+) (\w+) expected there, worth about (-?\d+) points\."
)
HOLD = "Keep your workers: no line through this tank promises more than a later one."
HOLD_AGAINST = (
    r"Keep your workers: (row|column) (\d+) promises about (\d+) points, "
    r"but played out to the end of the round, keeping them did better\."
)


def positions(board: str):
    """About fifty positions along seeded random games on ``board``, every third move."""
    out = []
    for players, options in BOARDS[board]:
        for seed in range(40):
            state, rng = garum.new_game(players, seed=seed, **options), random.Random(seed)
            moves = 0
            while not state.is_over() and len(out) < POSITIONS * (1 + len(out) // POSITIONS):
                if moves % 3 == 0 and len(out) < POSITIONS:
                    out.append(state.clone())
                (seat,) = state.to_move()
                state.apply(seat, rng.choice(state.legal_actions(seat)))
                moves += 1
            if len(out) >= POSITIONS:
                return out
    return out


def line_of(axis: str, number: str) -> int:
    return int(number) - 1 + (SIZE if axis == "column" else 0)


def cells_of(state, slot: int, fish) -> list[tuple[tuple[int, int], int]]:
    """The tile's four cells in ``slot`` of this round's tank: (its row and column line, species)."""
    cells = state.board.slot_cells[state.tank][slot]
    return [((cell // SIZE, SIZE + cell % SIZE), kind) for cell, kind in zip(cells, fish, strict=True)]


def laid(state, action) -> list[tuple[tuple[int, int], int]]:
    if isinstance(action, TurnDummy):
        (slot,) = state.free_slots()
        return cells_of(state, slot, state.data.tiles[state.dummy_tile].turned(action.rotation))
    return cells_of(state, action.slot, state.data.tiles[action.tile].turned(action.rotation))


def check(state, seat: int, action, words: str) -> None:
    """Fails unless ``words`` is one of the hint's sentences and true of ``action`` here."""
    data, colour = state.data, state.colour_to_move()
    species = data.species[colour] if colour is not None else None
    legal = state.legal_actions(seat)
    if words == "The only move.":
        assert len(legal) == 1
        return
    if words == LOOKED_AHEAD:
        return  # what the hard bot did: played the round out
    if m := re.fullmatch(r"Covers the (\w+) icon: \+(\d+) now\.", words):
        position, kind = state.board.bonus[(state.tank, action.slot)]
        assert isinstance(action, PlaceTile) and data.species[kind] == m[1]
        assert state.data.tiles[action.tile].turned(action.rotation)[position] == kind
        assert int(m[2]) == data.species_points
    elif m := re.fullmatch(PUTS, words):
        line = line_of(m[3], m[4])
        assert isinstance(action, PlaceTile) and m[2] == species
        assert int(m[1]) == sum(1 for pair, kind in laid(state, action) if kind == colour and line in pair)
        foreman = m[5] == "foreman"
        assert any(w.colour == colour and w.line == line and w.foreman == foreman for w in state.workers)
    elif m := re.fullmatch(r"Fills a bonus space: \+(\d+) now\.", words):
        assert isinstance(action, PlaceTile) and state.board.bonus[(state.tank, action.slot)][1] == WILD
        assert int(m[1]) == data.wild_points
    elif m := re.fullmatch(STARVES, words):
        line, rival = line_of(m[1], m[2]), data.species.index(m[3])
        assert isinstance(action, PlaceTile) and state.owner[rival] not in (None, seat)
        assert any(w.colour == rival and w.line == line for w in state.workers)
        kinds = [kind for pair, kind in laid(state, action) if line in pair]
        assert kinds and rival not in kinds, f"the tile lays {kinds} on that line"
    elif m := re.fullmatch(r"Lays (\d+) (\w+) where a worker can still build a line\.", words):
        assert isinstance(action, PlaceTile) and m[2] == species and any(state.left[colour])
        open_lines = set(state.open_lines())
        own = sum(1 for pair, kind in laid(state, action) if kind == colour and open_lines.intersection(pair))
        assert int(m[1]) == own >= 1
    elif m := re.fullmatch(WORKER, words):
        line = line_of(m[2], m[3])
        assert isinstance(action, PlaceWorker) and m[5] == species
        assert action.line == line and action.foreman == (m[1] == "Foreman")
        assert int(m[4]) >= state.counts[line][colour], "fewer fish expected than the line has now"
        assert m[6] != "-0"
    elif words == HOLD:  # as the hard bot values lines and kept workers
        assert isinstance(action, NoWorker)
        judge = Judge(FastGarum.from_state(state.view(seat)), seat, LeafOutlook)
        options = [a for a in legal if isinstance(a, PlaceWorker)]
        assert options and all(judge.worker_gain(colour, a.line, a.foreman) <= 0 for a in options)
    elif m := re.fullmatch(HOLD_AGAINST, words):
        assert isinstance(action, NoWorker)
        assert any(isinstance(a, PlaceWorker) and a.line == line_of(m[1], m[2]) for a in legal)
    elif m := re.fullmatch(r"Open tank (\d+): it is where your workers' lines gain most\.", words):
        assert action == ChooseTank(int(m[1]))
        own = set(state.colours_of(seat))

        def gain(tank: int) -> int:
            lines = state.board.tank_lines(tank)
            return sum(2 if w.foreman else 1 for w in state.workers if w.colour in own and w.line in lines)

        assert gain(action.tank) > 0 and gain(action.tank) == max(gain(a.tank) for a in legal)
    elif words == "Turn the neutral tile so its fish help your lines, not your rivals'.":
        assert isinstance(action, TurnDummy)
        own, cells = set(state.colours_of(seat)), laid(state, action)

        def fed(colours) -> int:
            return sum(1 for w in state.workers if w.colour in colours
                       for pair, kind in cells if kind == w.colour and w.line in pair)

        rivals = {c for c, owner in enumerate(state.owner) if owner not in (None, seat)}
        assert fed(own) > 0 and fed(rivals) == 0
    elif words == "Turn the neutral tile so it feeds your rivals' lines as little as it can.":
        assert isinstance(action, TurnDummy)
        rivals = {c for c, owner in enumerate(state.owner) if owner not in (None, seat)}

        def fed_rivals(turn) -> int:
            cells = laid(state, turn)
            return sum(1 for w in state.workers if w.colour in rivals
                       for pair, kind in cells if kind == w.colour and w.line in pair)

        feeds = [fed_rivals(turn) for turn in legal]
        assert fed_rivals(action) == min(feeds) < max(feeds)
    elif words == "The neutral tile feeds no worker's line whichever way it is turned.":
        assert isinstance(action, TurnDummy)
        for turn in legal:
            cells = laid(state, turn)
            assert not any(kind == w.colour and w.line in pair for w in state.workers for pair, kind in cells)
    else:
        raise AssertionError(f"a sentence the test cannot check: {words!r}")


@pytest.mark.parametrize("board", list(BOARDS))
def test_the_hard_bots_hint_is_explained_truly(board):
    said = set()
    for n, state in enumerate(positions(board)):
        (seat,) = state.to_move()
        shown = hints.hint(garum_hint.HINT, state.view(seat), seat, seed=n)
        assert shown.action in state.legal_actions(seat)
        check(state, seat, shown.action, shown.reason)
        said.add(shown.reason.split(":")[0].split(" on ")[0])
    assert len(said) >= 5, f"the positions exercise too few kinds of reason: {said}"


@pytest.mark.parametrize("board", list(BOARDS))
def test_every_legal_move_gets_a_true_reason(board):
    for state in positions(board)[::2]:
        (seat,) = state.to_move()
        for action in state.legal_actions(seat):
            check(state, seat, action, reason(state.view(seat), seat, action))
