"""Records from disk are checked before they are replayed: bounded, legal in order, a clear
error instead of a hang. SIGTERM ends the process within a second whatever it is doing."""

import copy
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.rules import bingo, fishing, garum
from game.rules.base import MAX_RECORD_ACTIONS, RecordError
from game.rules.finden.classic import ClassicGame, ClassicOptions

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def no_hang():
    signal.signal(signal.SIGALRM, lambda *_: pytest.fail("the replay hung"))
    signal.alarm(20)
    yield
    signal.alarm(0)


def finden_record() -> dict:
    game = ClassicGame(2, 3, ClassicOptions())
    game.start_search()
    for _ in range(40):
        game.advance()
    return json.loads(json.dumps(game.to_record()))


def test_a_sound_finden_record_still_replays():
    record = finden_record()
    assert ClassicGame.from_record(record).to_record() == record


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        (("step",), 10**12, "step"),
        (("options", "rounds"), 10**12, "options.rounds"),
        (("options", "steps_per_second"), 10**12, "options.steps_per_second"),
        (("options", "auto_timer_seconds"), 10**12, "options.auto_timer_seconds"),
        (("round",), 10**12, "round"),
        (("players",), 10**6, "players"),
        (("step",), "soon", "step"),
        (("step",), 1.5, "step"),
    ],
)
def test_a_finden_record_with_huge_numbers_is_refused_at_once(path, value, words):
    record = finden_record()
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(RecordError, match=words.replace(".", r"\.")):
        ClassicGame.from_record(record)


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ([1, 10**12, 0, {"type": "Flip"}], "step 1000000000000"),
        ([99, 5, 0, {"type": "Flip"}], "round 99"),
        ([1, 5, 7, {"type": "Flip"}], "seat 7"),
        ([1, 5, 0], "not \\[round, step, seat, action\\]"),
        ([1, 5, 0, {"type": "Nuke"}], "does not replay"),
    ],
)
def test_finden_actions_are_checked_before_replay(action, words):
    record = finden_record()
    record["actions"] = [action]
    with pytest.raises(RecordError, match=words):
        ClassicGame.from_record(record)


def test_finden_actions_going_back_in_time_are_refused():
    record = finden_record()
    record["actions"] = [[1, 9, 0, {"type": "Flip"}], [1, 3, 1, {"type": "Flip"}]]
    with pytest.raises(RecordError, match="back in time"):
        ClassicGame.from_record(record)


MODULES = {"fishing": fishing, "bingo": bingo, "garum": garum}


def turn_record(module, moves: int = 6) -> dict:
    import random

    state = module.new_game(3, seed=5)
    rng = random.Random(1)
    for _ in range(moves):
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return json.loads(json.dumps(state.to_record())), type(state)


@pytest.mark.parametrize("game", MODULES)
def test_a_turn_record_with_an_illegal_action_names_it(game):
    record, cls = turn_record(MODULES[game])
    record["actions"][3] = copy.deepcopy(record["actions"][0])
    with pytest.raises(RecordError, match="action 4 of 6"):
        cls.from_record(record)


@pytest.mark.parametrize("game", MODULES)
@pytest.mark.parametrize(
    "change",
    [
        {"players": 10**12},
        {"seed": "x"},
        {"actions": [[0, {"type": "x"}]] * (MAX_RECORD_ACTIONS + 1)},
        {"actions": [[0]]},
        {"actions": "lots"},
        {"options": [1]},
        {"version": 99},
    ],
)
def test_malformed_turn_records_are_refused_with_a_record_error(game, change):
    record, cls = turn_record(MODULES[game], 2)
    with pytest.raises(RecordError):
        cls.from_record({**record, **change})


def test_continue_with_a_hostile_finden_autosave_sets_it_aside_with_a_message(app):
    from game.scenes.registry import GAMES
    from game.scenes.saved_games import resume, saved_games

    setup = app.default_table(GAMES["finden"], 2)
    record = finden_record()
    record["step"] = 10**12
    app.storage.save_json("autosave/finden", {"setup": setup.to_json(), "record": record})
    ((entry, data),) = saved_games(app)
    start = time.perf_counter()
    resume(app, entry, data)
    assert time.perf_counter() - start < 5
    assert app.storage.load_autosave("finden") is None
    assert any("step" in warning for warning in app.storage.warnings)


def test_sigterm_ends_a_running_game_within_a_second(tmp_path):
    env = {**os.environ, "TABLETOP_ARCADE_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    process = subprocess.Popen(
        [sys.executable, "main.py", "--headless", "--game", "fishing", "--autoplay", "--frames", "10000000"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        time.sleep(2)  # starting up or playing: both must end at once
        assert process.poll() is None, process.stdout.read()
        process.send_signal(signal.SIGTERM)
        start = time.perf_counter()
        code = process.wait(timeout=10)
        assert time.perf_counter() - start < 1.0
        assert code in (128 + signal.SIGTERM, -signal.SIGTERM)  # ours, or Python's before main() ran
    finally:
        process.kill()
        process.wait()


def test_sigterm_ends_a_run_stuck_in_a_long_computation(tmp_path):
    """A run that never returns to its loop (here: a replay of a huge record, as before the
    bounds) is cut short as well. The stand-in computes rather than sleeps: numpy's BLAS thread may
    receive the signal, and Python runs its handler only when the main thread next runs Python
    code, which a computation does at once and a sleep in C not until it wakes."""
    script = (
        "import sys\n"
        "import game.cli as c\n"
        "c.first_scene = lambda *args: print('stuck', flush=True) or sum(1 for _ in iter(int, 1))\n"
        "sys.exit(c.main(['--headless']))\n"
    )
    env = {**os.environ, "TABLETOP_ARCADE_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    process = subprocess.Popen(
        [sys.executable, "-c", script], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        line = "?"
        while line and "stuck" not in line:
            line = process.stdout.readline()
        assert line, "the run ended before it got stuck"
        process.send_signal(signal.SIGTERM)
        start = time.perf_counter()
        code = process.wait(timeout=10)
        assert time.perf_counter() - start < 1.0 and code == 128 + signal.SIGTERM
    finally:
        process.kill()
        process.wait()
