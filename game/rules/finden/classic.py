"""The classic 5er Finden game as a pure, stepped state: rounds, the sand timer, locks and records.

5er Finden is real time, so the scene drives time: it calls ``advance()`` once per fixed step
while a round's search runs, and ``apply(seat, action)`` whenever a seat acts. Steps are counted
from the start of each round's search, so the record — seed, options and every seat's
``(round, step, seat, action)`` — replays the game exactly however long the scene spent rolling
the dice or presenting the scores between rounds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.base import (
    Action,
    Event,
    GameSpec,
    IllegalMove,
    Record,
    RecordError,
    check_record,
    check_timed_actions,
    from_json,
    rng_for,
    to_json,
)
from game.rules.finden.actions import Draw, Erase, Flip, Phase
from game.rules.finden.board import Board
from game.rules.finden.dice import Roll, roll_dice
from game.rules.finden.events import OutlineDrawn, OutlineErased, RoundOver, SandTick, TimerStarted
from game.rules.finden.levels import SIDE, boards_for, load_board, load_shape_values
from game.rules.finden.scoring import Ranking, RoundScore, rank_classic, score_round
from game.rules.finden.timing import (
    AUTO_TIMER_SECONDS,
    SAND_RANGE,
    SAND_SECONDS,
    STEPS_PER_SECOND,
    TICK_SECONDS,
    UNTIMED_SEARCH_S,
    ClassicOptions,
    SandClock,
)

__all__ = [
    "ACTION_TYPES", "AUTO_TIMER_SECONDS", "CLASSIC", "GAME", "MAX_REPLAY_STEPS", "SAND_RANGE", "SAND_SECONDS",
    "STEPS_PER_SECOND", "TICK_SECONDS", "UNTIMED_SEARCH_S", "VERSION", "ClassicGame", "ClassicOptions",
    "SandTick", "SeatRound", "TimerStarted", "new_classic", "replay_steps",
]
"""(``SandTick`` and ``TimerStarted`` come from the sand timer, ``timing``: events of this game too.)"""

GAME = "finden"
VERSION = 1
LONGEST_ROUND_S = 300 + SAND_RANGE[1]
"""The longest round the app plays: the settings' longest auto-timer (300 s), then the longest sand."""
MAX_REPLAY_STEPS = 12 * LONGEST_ROUND_S * STEPS_PER_SECOND
"""The most steps a record's rounds may last in all, as its own actions and timers imply (twelve of
the app's longest rounds): the work a replay or a watch of it may cost, checked before replaying."""
RECORD_BOUNDS = {
    "options.rounds": (1, 12),
    "options.steps_per_second": (1, 1000),
    "options.sand_seconds": SAND_RANGE,
    "options.auto_timer_seconds": (0, UNTIMED_SEARCH_S),
    "round": (1, 12),
}


ACTION_TYPES = {cls.__name__: cls for cls in (Draw, Erase, Flip)}


@dataclass
class SeatRound:
    """One seat's board during a round."""

    board: Board
    outlines: list[tuple[int, ...]] = field(default_factory=list)
    locked: bool = False
    flipped: bool = False


class ClassicGame(SandClock):
    """The whole classic game: 1–4 seats, 5 rounds, one sand timer per round (its time: ``SandClock``)."""

    def __init__(self, players: int, seed: int, options: ClassicOptions | None = None):
        CLASSIC.check_seats(players)
        self.players, self.seed = players, seed
        self.options = options or ClassicOptions()
        self.values = load_shape_values().classic
        self.boards = tuple(load_board(name) for name in boards_for(self.options.side, players))
        self.round = 0  # 1-based once the first round starts
        self.phase = Phase.ROLLING
        self.step = 0  # steps since this round's search started
        self.sand_started: int | None = None
        self.roll: Roll | None = None
        self.seats: list[SeatRound] = []
        self.results: list[tuple[RoundScore, ...]] = []
        self.history: list[tuple[int, int, int, Action]] = []
        self.new_round()

    # -- rounds -------------------------------------------------------------------------------
    def new_round(self) -> None:
        """Roll the dice for the next round (phase ``ROLLING`` until ``start_search``)."""
        if self.round >= self.options.rounds:
            raise IllegalMove("The game is over after the last round.")
        self.round += 1
        self.roll = roll_dice(rng_for(self.seed, "finden", "roll", self.round))
        self.seats = [SeatRound(board) for board in self.boards]
        self.phase = Phase.ROLLING
        self.step = 0
        self.sand_started = None

    def start_search(self) -> None:
        """The dice have settled: everyone may search."""
        if self.phase is not Phase.ROLLING:
            raise IllegalMove("The search starts only once, after the roll.")
        self.phase = Phase.SEARCH

    def _lock_flipper(self, seat: int) -> None:
        self.seats[seat].locked = self.seats[seat].flipped = True

    def _faces(self) -> tuple[str, ...]:
        """This round's dice (rolled by ``new_round``, before any search)."""
        assert self.roll is not None, "a round's dice are rolled before its search"
        return self.roll.faces

    def _score(self) -> RoundOver:
        last = self.round == self.options.rounds
        scores = tuple(
            score_round(s.board, self._faces(), s.outlines, self.values, last, s.flipped)
            for s in self.seats
        )
        for s in self.seats:
            s.locked = True
        self.results.append(scores)
        self.phase = Phase.OVER if last else Phase.SCORED
        return RoundOver(self.round, scores)

    # -- acting -------------------------------------------------------------------------------
    def can_act(self, seat: int) -> bool:
        return self.phase in (Phase.SEARCH, Phase.SAND) and not self.seats[seat].locked

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply a seat's action at the current step; ``IllegalMove`` names the rule it breaks."""
        if not 0 <= seat < self.players:
            raise IllegalMove("There is no seat {seat} at this table.", {"seat": seat})
        if self.phase not in (Phase.SEARCH, Phase.SAND):
            raise IllegalMove("Outlines and the timer wait for the dice to settle and stop at the buzzer.")
        mine = self.seats[seat]
        if mine.locked:
            raise IllegalMove("This board is locked: whoever flips the timer stops drawing.")
        if isinstance(action, Draw):
            area = mine.board.height * mine.board.width
            if not action.cells or len(set(action.cells)) != len(action.cells):
                raise IllegalMove("An outline is a set of distinct cells.")
            if not all(isinstance(c, int) and 0 <= c < area for c in action.cells):
                raise IllegalMove("An outline is drawn on the cells of one's own board.")
            mine.outlines.append(tuple(action.cells))
            events: list[Event] = [OutlineDrawn(seat, tuple(action.cells))]
        elif isinstance(action, Erase):
            if tuple(action.cells) not in mine.outlines:
                raise IllegalMove("Only an outline one has drawn can be erased.")
            mine.outlines.remove(tuple(action.cells))
            events = [OutlineErased(seat, tuple(action.cells))]
        elif isinstance(action, Flip):
            if self.phase is not Phase.SEARCH:
                raise IllegalMove("The timer can be flipped only while it is not yet running.")
            events = [self._start_sand(seat)]
        else:
            raise IllegalMove("{action} is not a 5er Finden action.", {"action": action})
        self.history.append((self.round, self.step, seat, action))
        return events

    # -- results ------------------------------------------------------------------------------
    def round_totals(self) -> list[list[int]]:
        """Per seat, the total of each round played so far."""
        return [[scores[seat].total for scores in self.results] for seat in range(self.players)]

    def totals(self) -> list[int]:
        return [sum(rounds) for rounds in self.round_totals()]

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def ranking(self, names: list[str] | None = None) -> Ranking:
        return rank_classic(self.round_totals(), names)

    # -- records ------------------------------------------------------------------------------
    def to_record(self) -> Record:
        return {
            "game": GAME,
            "version": VERSION,
            "players": self.players,
            "seed": self.seed,
            "options": to_json(self.options),
            "actions": [[r, step, seat, to_json(a)] for r, step, seat, a in self.history],
            "round": self.round,
            "phase": str(self.phase),
            "step": self.step,
        }

    @classmethod
    def from_record(cls, record: Record) -> ClassicGame:
        """Replay a record to the state it was written in (same round, phase and step)."""
        check_record(record, GAME, VERSION, RECORD_BOUNDS)
        try:
            options = from_json(record["options"], {"ClassicOptions": ClassicOptions})
            assert isinstance(options, ClassicOptions), "they are not the options of 5er Finden"
        except (TypeError, ValueError, AssertionError) as error:
            raise RecordError(f"its options cannot be used ({error})") from None
        search_s = options.auto_timer_seconds or UNTIMED_SEARCH_S
        max_step = (search_s + options.sand_seconds) * options.steps_per_second
        check_timed_actions(record["actions"], record["players"], options.rounds, max_step)
        check_record(record, GAME, VERSION, {"step": (0, max_step), "round": (1, options.rounds)})
        steps = replay_steps(record, options)
        if steps > MAX_REPLAY_STEPS:
            raise RecordError(
                f"its rounds last {steps} steps, more than the {MAX_REPLAY_STEPS} a replay may run"
            )
        try:
            return cls._replay(record, options)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as error:  # hostile content
            raise RecordError(f"it does not replay ({error})") from None

    @classmethod
    def _replay(cls, record: Record, options: ClassicOptions) -> ClassicGame:
        game = cls(record["players"], record["seed"], options)
        actions = [(r, step, seat, from_json(a, ACTION_TYPES)) for r, step, seat, a in record["actions"]]
        final_round, final_phase = record["round"], Phase(record["phase"])
        while True:
            if game.round == final_round and final_phase is Phase.ROLLING:
                return game
            game.start_search()
            for _, step, seat, action in (a for a in actions if a[0] == game.round):
                game.run_to(step)
                game.apply(seat, action)
            if game.round == final_round and final_phase in (Phase.SEARCH, Phase.SAND):
                game.run_to(record["step"])
                return game
            game.run_to()
            if game.round == final_round:
                return game
            game.new_round()


def replay_steps(record: Record, options: ClassicOptions) -> int:
    """The steps replaying ``record`` runs, from its own actions and timers (its frame already
    checked): a round played to its end lasts until its first flip or the auto-timer, then the
    sand; the round it stops in lasts until its ``step``. ``RecordError`` for a round played to
    its end that has no end (no flip, no auto-timer) or an action after its round ended."""
    auto = options.auto_timer_seconds * options.steps_per_second
    sand = options.sand_seconds * options.steps_per_second
    final_round, final_phase = record["round"], record.get("phase")
    total = 0
    for round_ in range(1, final_round + 1):
        actions = [a for a in record["actions"] if a[0] == round_]
        if round_ == final_round and final_phase in (Phase.ROLLING, Phase.SEARCH, Phase.SAND):
            total += record["step"] if final_phase != Phase.ROLLING else 0
            continue
        flips = [a[1] for a in actions if isinstance(a[3], dict) and a[3].get("type") == "Flip"]
        starts = [*flips[:1], *([auto] if auto else [])]
        if not starts:
            raise RecordError(f"round {round_} never ends: nobody flips the timer and the auto-timer is off")
        end = min(starts) + sand
        late = [a for a in actions if a[1] > end]
        if late:
            raise RecordError(f"round {round_} ends at step {end}, but an action comes at step {late[0][1]}")
        total += end
    return total


def new_classic(players: int, seed: int, side: str = "grey") -> ClassicGame:
    return ClassicGame(players, seed, ClassicOptions(side=side))


CLASSIC = GameSpec(
    key="finden", title="5er Finden", min_seats=1, max_seats=4, new_game=new_classic, options=(SIDE,)
)
"""The classic race: five rounds against the sand timer."""
