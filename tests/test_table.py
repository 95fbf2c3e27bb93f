"""TableScene drives any rules module: bots step incrementally on their view, humans submit,
refusals change nothing, every move autosaves, and an autosave resumes to an equal state."""

from __future__ import annotations

import dataclasses
import sys
import types

from fake_app import FakeApp

from game.ai.base import Bot
from game.engine.seats import BOT, HUMAN, Seat, TableSetup
from game.rules.base import Action, Event, GameSpec, IllegalMove, TurnState
from game.scenes.table.scene import TableScene


@dataclasses.dataclass(frozen=True)
class Take(Action):
    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


@dataclasses.dataclass(frozen=True)
class Took(Event):
    seat: int
    n: int


class Nim(TurnState):
    """Take 1–2 from a pile of 7; whoever takes the last one wins."""

    GAME = "nim"
    ACTION_TYPES = {"Take": Take}

    def __init__(self, players, seed, options):
        self.players, self.seed, self.options, self.history = players, seed, options, []
        self.pile, self.turn = 7, 0

    @classmethod
    def new_game(cls, players, seed, **options):
        return cls(players, seed, options)

    def __eq__(self, other):
        return (self.pile, self.turn, self.history) == (other.pile, other.turn, other.history)

    def to_move(self):
        return () if self.pile == 0 else (self.turn,)

    def legal_actions(self, seat):
        return [Take(n) for n in (1, 2) if n <= self.pile] if seat in self.to_move() else []

    def apply(self, seat, action):
        self._check_seat(seat)
        if action not in self.legal_actions(seat):
            raise IllegalMove(f"Seat {seat} may not {action} now.")
        self.pile -= action.n
        self._record(seat, action)
        self.turn = (self.turn + 1) % self.players
        return [Took(seat, action.n)]

    def view(self, seat):
        return self

    def scores(self):
        winner = self.history[-1][0] if self.pile == 0 else -1
        return tuple(int(s == winner) for s in range(self.players))

    def winners(self):
        return tuple(s for s, v in enumerate(self.scores()) if v)


class SlowBot(Bot):
    """Needs three work units before answering, to prove bots think across steps."""

    def _start(self, view, seat):
        self.view, self.units = view, 0

    def _work(self):
        self.units += 1
        return Take(1) if self.units >= 3 else None

    def step(self, max_seconds=0.0):
        if not self._busy:
            return self._decision
        result = self._work()
        if result is not None:
            self._decision, self._busy = result, False
        return result


rules = types.ModuleType("nim_rules")
rules.new_game = Nim.new_game
rules.SPEC = GameSpec("nim", "Nim", 1, 4, Nim.new_game)  # every rules module has its spec
bots = types.ModuleType("nim_bots")
bots.make_bot = lambda level, seed: SlowBot(seed)
sys.modules.setdefault("nim_rules", rules)


class NimScene(TableScene):
    rules_module = rules
    bots_module = bots

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.presented, self.refusals, self.ended = [], [], 0

    def present(self, events):
        self.presented.extend(events)

    def refused(self, seat, action, reason, at=None):
        self.refusals.append(reason)

    def game_over(self):
        self.ended += 1


def setup():
    seats = [Seat(HUMAN, "Ann", (1, 2, 3)), Seat(BOT, "Bot", (4, 5, 6), "easy")]
    return TableSetup("nim", seats, {}, seed=5)


def test_bot_thinks_over_several_steps_then_moves():
    app = FakeApp()
    scene = NimScene(app, setup())
    assert scene.submit(0, Take(2))
    assert scene.state.to_move() == (1,)
    scene.update(1 / 120)
    scene.update(1 / 120)
    assert scene.state.pile == 5, "the bot must not answer before its work is done"
    scene.update(1 / 120)
    assert scene.state.pile == 4
    assert [type(e) for e in scene.presented] == [Took, Took]


def test_each_bot_turn_starts_a_fresh_bot_on_the_new_view():
    """A bot that has moved is forgotten: its next turn thinks again, on the position then."""
    scene = NimScene(FakeApp(), setup())
    assert scene.submit(0, Take(2))
    for _ in range(3):
        scene.update(1 / 120)
    assert scene.state.pile == 4 and scene.submit(0, Take(1))
    scene.update(1 / 120)
    scene.update(1 / 120)
    assert scene.state.pile == 3, "a remembered bot would answer at once with its old decision"
    scene.update(1 / 120)
    assert scene.state.pile == 2


def test_refused_action_changes_nothing_and_says_why():
    app = FakeApp()
    scene = NimScene(app, setup())
    assert not scene.submit(1, Take(1))
    assert scene.state.pile == 7
    assert "Not seat 1's turn" in str(scene.refusals[0])
    assert scene.refusal_words(scene.refusals[0]) == "Not Bot's turn yet: waiting for Ann."


def test_every_move_autosaves_and_resume_replays_equal_state():
    app = FakeApp()
    scene = NimScene(app, setup())
    scene.submit(0, Take(1))
    for _ in range(3):
        scene.update(1 / 120)
    app.storage.flush()
    saved = app.storage.load_autosave("nim")
    resumed = NimScene.resume(app, saved)
    assert resumed.state == scene.state
    assert resumed.setup == scene.setup


def test_game_over_is_reported_once_and_clears_autosave():
    app = FakeApp()
    scene = NimScene(app, setup())
    while not scene.state.is_over():
        if scene.state.to_move() == (0,):
            scene.submit(0, Take(min(2, scene.state.pile)))
        scene.update(1 / 120)
    scene.update(1 / 120)
    scene.update(1 / 120)
    assert scene.ended == 1
    app.storage.flush()
    assert app.storage.load_autosave("nim") is None


def test_hidden_hands_policy():
    app = FakeApp()
    scene = NimScene(app, setup())
    assert scene.hand_visible(0), "the only human sees their hand"
    assert not scene.hand_visible(1), "a bot's hand is never shown"
    two = TableSetup("nim", [Seat(HUMAN, "A", (1, 1, 1)), Seat(HUMAN, "B", (2, 2, 2))], {}, 1)
    scene = NimScene(app, two)
    assert not scene.hand_visible(0)
    assert scene.hand_visible(0, peeking=True)
    app.settings.set("open_hands", True)
    assert scene.hand_visible(1)


def test_illegal_move_error_is_a_sentence():
    state = Nim.new_game(2, 0)
    try:
        state.apply(0, Take(3))
    except IllegalMove as err:
        assert str(err)[0].isupper()
    else:
        raise AssertionError("take 3 must be refused")


def test_a_seat_whose_device_stayed_away_is_played_by_a_bot_and_saved_so(monkeypatch):
    """A human whose device is gone past the grace period must not stall the table."""
    app = FakeApp()
    scene = NimScene(app, setup())
    vacated = [[0, 1]]  # seat 1 is a bot already: left as it is
    monkeypatch.setattr(app.pointers, "take_vacated", lambda: vacated.pop() if vacated else [])
    scene.update(1 / 120)
    assert scene.setup.seats[0].kind == BOT and scene.setup.seats[0].name == "Ann (bot)"
    assert scene.setup.seats[1].name == "Bot"
    app.storage.flush()
    assert NimScene.resume(app, app.storage.load_autosave("nim")).setup.seats[0].kind == BOT
    for _ in range(3):
        scene.update(1 / 120)
    assert scene.state.pile < 7, "the new bot plays seat 0's turn"


class BrokenBot(SlowBot):
    """Fails while thinking, as a search would if no world fitted the public knowledge."""

    def _work(self):
        raise ValueError("no world fits")


def test_a_bot_that_fails_does_not_stop_the_table(monkeypatch):
    """The hard level raising mid-thought: the easy level plays that move and the game goes on."""
    made = {"easy": SlowBot, "hard": BrokenBot}
    monkeypatch.setattr(bots, "make_bot", lambda level, seed: made[level](seed))
    seats = [Seat(HUMAN, "Ann", (1, 2, 3)), Seat(BOT, "Bot", (4, 5, 6), "hard")]
    scene = NimScene(FakeApp(), TableSetup("nim", seats, {}, seed=5))
    assert scene.submit(0, Take(2))
    for _ in range(6):
        scene.update(1 / 120)
    assert scene.state.pile == 4, "the easy rule answers for the failed bot"
