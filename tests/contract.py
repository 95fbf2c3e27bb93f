"""Reusable checks of the rules contract (DESIGN.md), shared by every turn-based game's tests.

``random_play`` plays seeded random games and checks the contract at every step; games add their
own invariants through ``check``. ``assert_bot_honest`` shows a bot's choice depends only on
what its seat may see: a determinized state (other hidden cards, same information) gives an equal
view and the same decision.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from game.ai.base import decide
from game.rules.base import IllegalMove


def step_random(state: Any, rng: random.Random, watch: Any = None) -> tuple[int, Any, list]:
    """Apply one random legal action of a random seat to move; return (seat, action, events).
    ``watch`` (see ``invariants.py``) checks the game's own invariants around the step."""
    seats = state.to_move()
    assert seats, "to_move() is empty while the game runs"
    seat = rng.choice(seats)
    actions = state.legal_actions(seat)
    assert actions, f"seat {seat} must act but has no legal action"
    assert actions == state.legal_actions(seat), "legal_actions must be stable"
    action = rng.choice(actions)
    if watch is not None:
        watch.before(state, seat, action)
    events = state.apply(seat, action)
    if watch is not None:
        watch.after(state, seat, action, events)
    return seat, action, events


def play_to_end(state: Any, rng: random.Random) -> Any:
    """Play ``state`` on by random legal actions (the first seat to move acts) until it is over;
    return it."""
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def check_round_trips(state: Any, module: Any) -> None:
    """clone, view and record round-trips give equal states."""
    clone = state.clone()
    assert clone == state
    record = json.loads(json.dumps(state.to_record()))
    assert type(state).from_record(record) == state
    for seat in range(state.players):
        assert state.view(seat) == clone.view(seat)


def random_play(
    module: Any,
    games: int,
    players: int,
    seed: int = 0,
    check: Callable[[Any], None] | None = None,
    round_trip_every: int = 25,
    max_steps: int = 10_000,
    watch: Callable[[Any], Any] | None = None,
    **options: Any,
) -> list[Any]:
    """Play ``games`` seeded random games; check the contract at every step (and, with ``watch``,
    a watch built per game from its first state: see ``invariants.py``); return final states."""
    finals = []
    for game in range(games):
        rng = random.Random(seed * 100_003 + game)
        state = module.new_game(players, seed=seed * 100_003 + game, **options)
        watcher = watch(state) if watch is not None else None
        steps = 0
        while not state.is_over():
            step_random(state, rng, watcher)
            steps += 1
            assert steps < max_steps, "game does not end"
            if check:
                check(state)
            if round_trip_every and steps % round_trip_every == 0:
                check_round_trips(state, module)
        assert state.to_move() == ()
        assert state.winners(), "a finished game names its winners"
        assert len(state.scores()) == players
        check_round_trips(state, module)
        finals.append(state)
    return finals


def assert_illegal(state: Any, seat: int, action: Any) -> str:
    """Apply must refuse ``action`` with a sentence; the state stays unchanged."""
    before = state.clone()
    try:
        state.apply(seat, action)
    except IllegalMove as err:
        assert state == before, "a refused action must not change the state"
        message = str(err)
        assert message and message[0].isupper(), "IllegalMove says a sentence"
        return message
    raise AssertionError(f"{action} was accepted for seat {seat}")


def assert_bot_honest(state: Any, seat: int, make_bot: Callable[[], Any], samples: int = 5) -> None:
    """Other completions of the hidden information leave the seat's view and the bot's choice equal,
    also when the bot is handed the whole state instead of the view (it masks it itself)."""
    base_view = state.view(seat)
    base_choice = decide(make_bot(), base_view, seat)
    assert decide(make_bot(), state, seat) == base_choice, "the bot used what it was handed unmasked"
    changed = 0
    for i in range(samples):
        other = state.determinize(seat, random.Random(i))
        changed += other != state
        assert other.view(seat) == base_view, "hidden information leaked into view()"
        assert decide(make_bot(), other.view(seat), seat) == base_choice
        assert decide(make_bot(), other, seat) == base_choice
    assert changed, "determinize never changed the hidden information: the test proves nothing"


def game_machine(module: Any, players: tuple[int, int], check: Callable[[Any], None] | None = None) -> type:
    """A hypothesis ``RuleBasedStateMachine`` over one game: hypothesis chooses the players, the
    seed and every action (by index into the legal ones), tries seats that may not act and actions
    that are not legal, and round-trips clone and record; the contract (and ``check``) holds after
    every step, and shrinking gives the shortest failing sequence."""
    from hypothesis import strategies as st
    from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

    running = precondition(lambda self: not self.state.is_over())

    class GameMachine(RuleBasedStateMachine):
        @initialize(count=st.integers(*players), seed=st.integers(0, 2**31 - 1))
        def start(self, count: int, seed: int) -> None:
            self.state = module.new_game(count, seed=seed)
            self.seen: list = []  # actions applied so far: most of them are illegal later

        @running
        @rule(who=st.integers(0, 7), pick=st.integers(0, 10**6))
        def act(self, who: int, pick: int) -> None:
            seats = self.state.to_move()
            seat = seats[who % len(seats)]
            actions = self.state.legal_actions(seat)
            self.seen.append(actions[pick % len(actions)])
            self.state.apply(seat, self.seen[-1])

        @running
        @rule(who=st.integers(0, 7), pick=st.integers(0, 10**6))
        def refuse_a_seat_that_may_not_act(self, who: int, pick: int) -> None:
            idle = [s for s in range(self.state.players) if s not in self.state.to_move()]
            if not idle:
                return
            seat = self.state.to_move()[0]
            actions = self.state.legal_actions(seat)
            assert_illegal(self.state, idle[who % len(idle)], actions[pick % len(actions)])

        @running
        @rule(pick=st.integers(0, 10**6), other=st.integers(0, 10**6))
        def refuse_an_action_that_is_not_legal(self, pick: int, other: int) -> None:
            seat = self.state.to_move()[pick % len(self.state.to_move())]
            legal = self.state.legal_actions(seat)
            stale = [a for a in self.seen if a not in legal]
            if stale:
                assert_illegal(self.state, seat, stale[other % len(stale)])

        @rule()
        def round_trip(self) -> None:
            check_round_trips(self.state, module)

        @invariant()
        def contract(self) -> None:
            if not hasattr(self, "state"):
                return
            if self.state.is_over():
                assert self.state.to_move() == () and self.state.winners()
            else:
                assert all(self.state.legal_actions(s) for s in self.state.to_move())
            if check is not None:
                check(self.state)

    GameMachine.__name__ = f"{module.__name__.rsplit('.', 1)[-1].title()}Machine"
    return GameMachine

