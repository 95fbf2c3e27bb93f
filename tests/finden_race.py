"""Random full games of the classic 5er Finden race, driven through the pure rules and time steps
(no scene): bots and random humans at one table, random timers, every step watched against
``finden_referee`` and a model of its own. Shared by ``test_finden_race.py`` (a few hundred cheap
games) and ``bench/finden_race.py`` (thousands).
"""

from __future__ import annotations

import json
import random
from collections import Counter

import finden_referee as referee

from game.ai.finden.bot import FindenBot, bot_seed, start_bots
from game.rules.base import IllegalMove
from game.rules.finden import ClassicGame, ClassicOptions, Draw, Erase, Flip, Phase
from game.rules.finden.classic import TICK_SECONDS
from game.rules.finden.events import OutlineDrawn, OutlineErased, RoundOver, SandTick, TimerStarted

HUMAN = "human"
KINDS = (HUMAN, "easy", "medium", "hard")
HUMAN_SHARE = 0.7  # of the seats: random humans are cheap, a bot costs a board scan a round (~5 ms)
MAX_STEPS = 3000  # a round longer than this has lost its timer


def random_options(rng: random.Random) -> ClassicOptions:
    """Short timers at a slow step rate, so a whole game is a few hundred steps."""
    return ClassicOptions(
        side=rng.choice(("grey", "white")),
        sand_seconds=rng.randint(10, 13),
        auto_timer_seconds=rng.choice((0, 5, 10, 20)),
        steps_per_second=rng.choice((1, 2, 3)),
    )


class RandomHuman:
    """A player at random: real fives, pentominoes on any symbols, stray strokes, erasing, flipping,
    and now and then a move the rules refuse."""

    def __init__(self, rng: random.Random, eagerness: float):
        self.rng, self.eagerness = rng, eagerness
        self.round, self.flip_at, self.fives = 0, 0, ()

    def action(self, game: ClassicGame, seat: int) -> Draw | Erase | Flip | None:
        rng, mine = self.rng, game.seats[seat]
        if self.round != game.round:  # a new round: its fives, and when to flip if nobody has
            self.round, self.flip_at = game.round, rng.randint(0, 15 * game.options.steps_per_second)
            self.fives = mine.board.matches(game.roll.faces).tolist()
        if game.step == self.flip_at:
            return Flip()
        if rng.random() > self.eagerness:
            return None
        pick = rng.random()
        table = mine.board.table
        if pick < 0.35:
            placement = rng.choice(self.fives) if self.fives else rng.randrange(len(table.cells))
            return Draw(tuple(table.cells[placement].tolist()))
        if pick < 0.55:
            return Draw(tuple(table.cells[rng.randrange(len(table.cells))].tolist()))
        if pick < 0.7:
            return Draw(self.stroke(mine.board.width, mine.board.height))
        if pick < 0.85 and mine.outlines:
            return Erase(rng.choice(mine.outlines))
        if pick < 0.92:
            return Erase(self.stroke(mine.board.width, mine.board.height))  # mostly never drawn: refused
        return Flip()

    def stroke(self, width: int, height: int) -> tuple[int, ...]:
        """A pen stroke: a random walk of 1–7 distinct cells."""
        rng = self.rng
        cells = [rng.randrange(width * height)]
        for _ in range(rng.randint(0, 6)):
            r, c = divmod(cells[-1], width)
            r, c = rng.choice(((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)))
            if 0 <= r < height and 0 <= c < width and r * width + c not in cells:
                cells.append(r * width + c)
        return tuple(cells)


def state_of(game: ClassicGame) -> dict:
    """Everything a replay must restore, copied (a game changes its seats in place)."""
    return {
        "record": game.to_record(), "round": game.round, "phase": game.phase, "step": game.step,
        "sand_started": game.sand_started, "roll": game.roll, "results": list(game.results),
        "seats": [(s.board, tuple(s.outlines), s.locked, s.flipped) for s in game.seats],
    }


def snapshot(game: ClassicGame) -> tuple:
    """``state_of`` without the record: cheap enough to take before every action."""
    seats = tuple((tuple(s.outlines), s.locked, s.flipped) for s in game.seats)
    return game.round, game.phase, game.step, game.sand_started, len(game.history), len(game.results), seats


def check_replay(game: ClassicGame) -> None:
    record = json.loads(json.dumps(game.to_record()))
    assert state_of(ClassicGame.from_record(record)) == state_of(game), "the record replays to an equal state"


class RaceWatch:
    """A model of one classic game kept from the actions and steps alone, compared with the game
    after each of them: outlines, locks, the one flip, the auto-timer, the sand's ticks and end,
    every outline's verdict and points (``finden_referee``), totals, winners, rounds."""

    def __init__(self, game: ClassicGame):
        self.options = game.options
        self.hz = game.options.steps_per_second
        self.round = 0
        self.totals: list[list[int]] = [[] for _ in range(game.players)]

    def round_started(self, game: ClassicGame) -> None:
        self.round += 1
        assert game.round == self.round and game.phase is Phase.SEARCH and game.step == 0
        faces = game.roll.faces
        assert len(faces) == 5 and max(Counter(faces).values()) <= 2, "no symbol more than twice"
        self.outlines: list[list[tuple[int, ...]]] = [[] for _ in range(game.players)]
        self.flipper: int | None = None
        self.sand_from: int | None = None
        self.step = 0
        self.check(game)

    def acted(self, game: ClassicGame, seat: int, action, events: list | None) -> None:
        """``events`` None: the game refused the action."""
        locked = seat == self.flipper or self.sand_over()
        if isinstance(action, Flip):
            legal = self.sand_from is None and not locked
        elif isinstance(action, Erase):
            legal = not locked and action.cells in self.outlines[seat]
        else:
            legal = not locked and len(set(action.cells)) == len(action.cells)
        assert (events is not None) == legal, f"{action} by seat {seat}: legal is {legal}"
        if events is None:
            return
        if isinstance(action, Flip):
            self.flipper, self.sand_from = seat, self.step
            assert events == [TimerStarted(seat)]
        elif isinstance(action, Erase):
            self.outlines[seat].remove(action.cells)
            assert events == [OutlineErased(seat, action.cells)]
        else:
            self.outlines[seat].append(action.cells)
            assert events == [OutlineDrawn(seat, action.cells)]
        self.check(game)

    def sand_over(self) -> bool:
        return self.sand_from is not None and self.step - self.sand_from >= self.sand_steps

    @property
    def sand_steps(self) -> int:
        return self.options.sand_seconds * self.hz

    def advanced(self, game: ClassicGame, events: list) -> None:
        self.step += 1
        assert self.step < MAX_STEPS, "the round never ends"
        expected: list = []
        auto = self.options.auto_timer_seconds * self.hz
        if self.sand_from is None and auto and self.step == auto:
            self.sand_from = self.step
            expected.append(TimerStarted(None))
        if self.sand_from is not None:
            left = self.sand_steps - (self.step - self.sand_from)
            if left % self.hz == 0 and 0 < left // self.hz <= TICK_SECONDS:
                expected.append(SandTick(left // self.hz))
        over = [e for e in events if isinstance(e, RoundOver)]
        assert [e for e in events if not isinstance(e, RoundOver)] == expected
        assert bool(over) == self.sand_over(), "the buzzer sounds when the sand runs out, not before"
        if over:
            self.scored(game, over[0])
        self.check(game)

    def scored(self, game: ClassicGame, event: RoundOver) -> None:
        last = self.round == self.options.rounds
        assert event.round == self.round and len(event.scores) == game.players
        for seat, score in enumerate(event.scores):
            mine = game.seats[seat]
            judged = referee.judge_outlines(mine.board.rows, game.roll.faces, self.outlines[seat])
            assert [(str(o.verdict), o.points) for o in score.outlines] == judged, f"seat {seat}'s verdicts"
            total = referee.round_total(judged, last, seat == self.flipper)
            assert score.total == total, f"seat {seat} scores {total}"
            self.totals[seat].append(total)
        assert game.phase is (Phase.OVER if last else Phase.SCORED)

    def check(self, game: ClassicGame) -> None:
        assert game.step == self.step and game.round == self.round
        assert [s.outlines for s in game.seats] == self.outlines
        if self.sand_from is None:
            assert game.phase is Phase.SEARCH and game.sand_left == self.options.sand_seconds
        elif not self.sand_over():
            assert game.phase is Phase.SAND
        if self.sand_from is not None:
            assert game.sand_left == max(0, self.sand_steps - (self.step - self.sand_from)) / self.hz
        for seat, mine in enumerate(game.seats):
            assert mine.flipped == (seat == self.flipper), "only the first flip earns the bonus"
            assert mine.locked == (seat == self.flipper or self.sand_over()), f"seat {seat}'s lock"
            assert game.can_act(seat) == (not mine.locked)

    def finished(self, game: ClassicGame) -> None:
        assert self.round == self.options.rounds == len(game.results) and game.is_over()
        assert game.round_totals() == self.totals
        assert game.totals() == [sum(rounds) for rounds in self.totals]
        assert set(game.ranking().winners) == referee.classic_winners(self.totals)
        try:
            game.new_round()
        except IllegalMove:
            return
        raise AssertionError("a sixth round started")


def play_race(seed: int, replay_mid_game: bool = False) -> tuple[ClassicGame, list[str]]:
    """One random classic game under ``RaceWatch``; its record replayed at the end (and, with
    ``replay_mid_game``, at one random step of a search). The game and each seat's kind."""
    rng = random.Random(seed)
    players = rng.randint(1, 4)
    game = ClassicGame(players, seed, random_options(rng))
    kinds = [HUMAN if rng.random() < HUMAN_SHARE else rng.choice(KINDS[1:]) for _ in range(players)]
    bots = {seat: FindenBot(kind, bot_seed(seed, seat)) for seat, kind in enumerate(kinds) if kind != HUMAN}
    humans = {seat: RandomHuman(random.Random(f"{seed}:{seat}"), rng.uniform(0.05, 0.3))
              for seat, kind in enumerate(kinds) if kind == HUMAN}
    watch = RaceWatch(game)
    replay_round, replay_step = rng.randint(1, game.options.rounds), rng.randint(0, 40)
    while True:
        game.start_search()
        start_bots(game, bots)
        watch.round_started(game)
        while game.phase in (Phase.SEARCH, Phase.SAND):
            for seat in range(players):
                if seat in bots:
                    mine = game.seats[seat]
                    actions = bots[seat].update(mine.outlines, game.can_act(seat), game.phase is Phase.SAND)
                else:
                    actions = [humans[seat].action(game, seat)]
                for action in (a for a in actions if a is not None):
                    act(game, watch, seat, action)
            if replay_mid_game and (game.round, game.step) == (replay_round, replay_step):
                check_replay(game)
            watch.advanced(game, game.advance())
        if game.is_over():
            break
        game.new_round()
    watch.finished(game)
    check_replay(game)
    return game, kinds


def act(game: ClassicGame, watch: RaceWatch, seat: int, action) -> None:
    before = snapshot(game)
    try:
        events = game.apply(seat, action)
    except IllegalMove:
        assert snapshot(game) == before, "a refused action changes nothing"
        events = None
    watch.acted(game, seat, action, events)
