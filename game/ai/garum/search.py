"""The hard Garum bot: the heuristic's best few moves, each tried in the same sampled worlds.

For a decision it keeps the heuristic's top candidates, then samples *worlds* — the hidden hands,
piles and coin order dealt at random from what the seat has not seen — and in every world plays
each candidate, lets the heuristic (without its worker look-ahead, for speed) play every colour to
the end of the round, and scores the position there by the calibrated outlook (``garum_leaf``:
fish still to come and workers kept in hand valued as they really pay off; the playouts judge by
it too, as medium does): each seat's projected final score, turned into a win chance by a
logistic of the margin over the best rival. All candidates meet the same worlds (common random
numbers), so their difference is not drowned in the deal's noise; after half the worlds only the
better half of the candidates goes on (sequential halving).

With ``END_ROUNDS`` rounds left or fewer, playouts go on to the end of the game (with as many
worlds, so twice the moves), where the outlook's guess is no longer needed. At the end of the game
the playout reaches the real result: the reward is then the exact margin (tie-break included), so a
lost endgame still maximises the margin rather than giving points away.
Equal means break by the heuristic's order, never by the order of the legal moves.

Work is counted in playouts, not time: the same view and seed give the same move, and one unit of
work (one playout, about a millisecond) never holds a frame.
"""

from __future__ import annotations

import math
import random
from typing import TypedDict

from game.ai.base import Bot
from game.ai.garum.blunder import repair
from game.ai.garum.fast import FastGarum
from game.ai.garum.heuristic import Judge, quick_action
from game.ai.garum.leaf import LeafOutlook
from game.ai.garum.outlook import Outlook
from game.rules.base import Action, TurnState
from game.rules.garum.moves import NoWorker
from game.rules.garum.state import GarumState

SCORE_SCALE = 6.0  # points of lead that make a win about 73 % sure (logistic)
# A smaller scale on Baelo barely moved a choice; see bench/NOTES.md, "Garum: SCORE_SCALE".
CALIBRATED_CANDIDATES = True  # rank the candidates by the calibrated outlook (garum_leaf) too
# Ranking by the calibrated outlook paid on both sides; see bench/NOTES.md, "Garum: CALIBRATED_CANDIDATES".
LEAF_RIVALS = "best"  # a leaf's win chance: "best" rival's margin, or "each" rival's chances multiplied
# "each" showed nothing over 50 pairs; see bench/NOTES.md, "What the measurement points at".
TIE_BREAK = 0.4  # points a won (lost) tie-break is worth in the margin
END_ROUNDS = 2  # with this many rounds left (or fewer), playouts go to the game's end (exact result)
# The exact end replaces a guess, never worse; see bench/NOTES.md, "Garum: END_ROUNDS (and
# full-heuristic playouts)".


def seat_margin(state: FastGarum, seat: int) -> float:
    """Projected (or, at the end, exact) points of ``seat`` over its best rival."""
    if state.is_over():
        scores = state.scores()
        rival = max(scores[s] for s in range(state.players) if s != seat)
        margin = float(scores[seat] - rival)
        if margin == 0:
            winners = state.winners()
            margin = TIE_BREAK if seat in winners else -TIE_BREAK
        return margin
    projected = LeafOutlook(state).seat_scores()
    return projected[seat] - max(projected[s] for s in range(state.players) if s != seat)


def beat(margin: float) -> float:
    """The chance a lead of ``margin`` projected points holds (logistic)."""
    return 1 / (1 + math.exp(-margin / SCORE_SCALE))


def reward(state: FastGarum, seat: int) -> float:
    """The seat's win chance at a playout's end. With ``LEAF_RIVALS`` "each", a projected leaf
    multiplies the chances of staying ahead of every rival, so a close second rival counts too
    (the best rival alone ignores him); the game's end keeps the exact margin over the best."""
    if LEAF_RIVALS == "each" and not state.is_over():
        return chance_ahead_of_each(LeafOutlook(state).seat_scores(), seat)
    return beat(seat_margin(state, seat))


def chance_ahead_of_each(scores: list[float], seat: int) -> float:
    """The chance ``seat`` stays ahead of every rival, taken as independent duels."""
    return math.prod(beat(scores[seat] - score) for s, score in enumerate(scores) if s != seat)


def candidates(state: FastGarum, seat: int, keep: int) -> list:
    """The heuristic's ``keep`` best actions, best first (a worker step always keeps "no worker");
    judged by the calibrated leaf outlook when ``CALIBRATED_CANDIDATES``."""
    actions = state.legal_actions(seat)
    if len(actions) <= 1:
        return actions
    values = Judge(state, seat, LeafOutlook if CALIBRATED_CANDIDATES else Outlook).scores(actions)
    order = sorted(range(len(actions)), key=lambda i: -values[i])
    if isinstance(actions[0], NoWorker):
        top = [actions[i] for i in order if i][: keep - 1]
        return top + [actions[0]] if values[0] < max(values) else [actions[0]] + top
    return [actions[i] for i in order[:keep]]


class WorldSearch:
    """Candidates x sampled worlds, played to the end of the round; anytime and seeded."""

    def __init__(self, view: FastGarum, seat: int, rng: random.Random, keep: int, worlds: int,
                 moves: int, rounds: int = 1):
        self.view, self.seat, self.rng = view, seat, rng
        self.last_round = view.round + rounds  # playouts stop when this round begins
        self.alive = candidates(view, seat, keep)
        self.order = list(self.alive)
        self.total = {a: 0.0 for a in self.alive}
        self.runs = {a: 0 for a in self.alive}
        self.worlds, self.world_no = worlds, 0
        self.budget, self.moves, self.halved = moves, 0, False
        self.queue: list[Action] = []
        self.world: FastGarum | None = None
        self.world_seed = 0

    @property
    def done(self) -> bool:
        """Between worlds (so every candidate met the same ones) once worlds or moves run out."""
        spent = self.world_no >= self.worlds or self.moves >= self.budget
        return len(self.alive) <= 1 or (spent and not self.queue)

    def step(self) -> None:
        """One playout: the next candidate in the current world (a new world when all are done)."""
        if not self.queue:
            half = self.world_no >= self.worlds // 2 or self.moves >= self.budget // 2
            if half and not self.halved and len(self.alive) > 2:
                self.alive = sorted(self.alive, key=self._rank)[: max(2, len(self.alive) // 2)]
                self.halved = True
            self.world = self.view.determinize(self.seat, self.rng)
            self.world_seed = self.rng.getrandbits(32)
            self.world_no += 1
            self.queue = list(self.alive)
        action = self.queue.pop()
        state = self.world.copy()
        state.apply(self.seat, action)
        play = random.Random(self.world_seed)
        self.moves += 1
        while not state.is_over() and state.round < self.last_round:
            (mover,) = state.to_move()
            state.apply(mover, quick_action(state, mover, state.legal_actions(mover), play))
            self.moves += 1
        self.total[action] += reward(state, self.seat)
        self.runs[action] += 1

    def _rank(self, action: Action) -> tuple[float, int]:
        """Higher mean first; equal means in the heuristic's order."""
        mean = self.total[action] / self.runs[action] if self.runs[action] else -1.0
        return (-round(mean, 9), self.order.index(action))

    def best_action(self) -> Action:
        """The highest mean among the candidates still in; equal means go to the heuristic's order."""
        return min(self.alive, key=self._rank)



class WorkerSearch(TypedDict):
    """A worker decision's own search (``SearchBot``'s ``worker``): candidates, moves, rounds."""

    keep: int
    moves: int
    rounds: int


class SearchSettings(TypedDict, total=False):
    """A level's search budget, as ``SearchBot`` takes it."""

    keep: int
    worlds: int
    moves: int
    rounds: int
    worker: WorkerSearch

class SearchBot(Bot):
    """Hard (and any searching level): ``keep`` candidates over at most ``worlds`` sampled worlds
    and about ``moves`` playout moves, whichever ends first (the budget is counted, not timed).
    ``worker`` ({"keep", "moves", "rounds"}) gives worker decisions their own candidates, budget
    and horizon; none by default (3 rounds on 1000 moves did not pay, bench/NOTES.md)."""

    def __init__(self, level: str, seed: int = 0, keep: int = 6, worlds: int = 16, moves: int = 10_000,
                 rounds: int = 1, worker: WorkerSearch | None = None):
        super().__init__(seed)
        self.level, self.keep, self.worlds, self.moves, self.rounds = level, keep, worlds, moves, rounds
        self.worker = worker  # a worker decision's own keep, moves and rounds, if it has them
        self.search: WorldSearch | None = None

    def _start(self, view: TurnState, seat: int) -> None:
        if not isinstance(view, GarumState):
            raise TypeError(f"the Garum search is given {type(view).__name__}")
        self.view, self.seat = view, seat
        fast = FastGarum.from_state(view)
        rng = random.Random(self.rng.getrandbits(64))
        left = fast.rounds - fast.round
        if fast.phase == "worker" and self.worker:
            worker = self.worker
            rounds = min(left, worker["rounds"])
            self.search = WorldSearch(fast, seat, rng, worker["keep"], self.worlds, worker["moves"], rounds)
            return
        rounds = left if left <= END_ROUNDS else self.rounds
        moves = self.moves * max(1, rounds // max(1, self.rounds))  # as many worlds for longer playouts
        self.search = WorldSearch(fast, seat, rng, self.keep, self.worlds, moves, rounds)

    def _work(self) -> Action | None:
        search = self.search
        if search.done:
            return repair(self.view, self.seat, search.best_action())
        search.step()
        return None
