"""Replaying is bounded by work (issue 49): the costliest records the checks still accept, replayed.

    python bench/replay_bound.py [--watch]

Builds the heaviest 5er Finden record within every bound: four seats, the most rounds, each round
as long as the work cap lets it last (``MAX_REPLAY_STEPS`` in all), and the most actions a record
may hold (``MAX_RECORD_ACTIONS``: outlines drawn and erased again and again, all legal). Times the
work the game does on it (``--replay``'s check and Continue): ``ClassicGame.from_record`` and
``watch.check``, best of three, in CPU seconds (and wall). Target: ≤ 2 s each. With ``--watch``, also times
``main.py --headless --replay`` on it (the viewer plays it out at its fastest). The last line is
``replay_worst_s: <value>`` (CPU seconds).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.engine.seats import BOT, SEAT_COLOURS, Seat, TableSetup  # noqa: E402
from game.rules.base import MAX_RECORD_ACTIONS  # noqa: E402
from game.rules.finden.actions import Draw, Erase  # noqa: E402
from game.rules.finden.classic import MAX_REPLAY_STEPS, ClassicGame, ClassicOptions  # noqa: E402
from game.scenes import watch  # noqa: E402

PLAYERS, ROUNDS, SAND_S, SPS = 4, 12, 90, 120
OUTLINE = (0, 1, 2, 3, 4)


def heaviest_record() -> dict:
    """The record described above, as ``--record`` would write it."""
    round_steps = MAX_REPLAY_STEPS // ROUNDS
    auto_s = round_steps // SPS - SAND_S
    options = ClassicOptions(
        sand_seconds=SAND_S, auto_timer_seconds=auto_s, rounds=ROUNDS, steps_per_second=SPS
    )
    game = ClassicGame(PLAYERS, 11, options)
    per_round = MAX_RECORD_ACTIONS // ROUNDS
    for round_ in range(1, ROUNDS + 1):
        game.start_search()
        for n in range(per_round):
            seat = n % PLAYERS
            erase = (n // PLAYERS) % 2  # each seat draws the outline, then erases it, again and again
            game.run_to(1 + n * (auto_s * SPS - 2) // per_round)
            game.apply(seat, (Erase if erase else Draw)(OUTLINE))
        game.run_to()
        if round_ < ROUNDS:
            game.new_round()
    seats = [Seat(BOT, f"Bot {i + 1}", SEAT_COLOURS[i], "easy") for i in range(PLAYERS)]
    setup = TableSetup("finden", seats, {"mode": "classic"}, seed=11)
    return json.loads(json.dumps({"setup": setup.to_json(), "record": game.to_record()}))


def best_of(runs: int, work) -> tuple[float, float]:
    """Best (CPU seconds, wall seconds) of ``runs``: the CPU time is the work itself, the wall time
    also what other processes on a shared machine took from it."""
    cpu, wall = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start)
    return min(cpu), min(wall)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--watch", action="store_true", help="also time main.py --headless --replay")
    args = parser.parse_args()
    saved = heaviest_record()
    record = saved["record"]
    print(f"record: {len(record['actions'])} actions, {record['round']} rounds, options {record['options']}")
    replay = best_of(3, lambda: ClassicGame.from_record(record))
    check = best_of(3, lambda: watch.check(saved))
    print(f"from_record_s: cpu {replay[0]:.3f}, wall {replay[1]:.3f}")
    print(f"watch_check_s: cpu {check[0]:.3f}, wall {check[1]:.3f}")
    worst = max(replay[0], check[0])
    if args.watch:
        with tempfile.TemporaryDirectory() as home:
            path = Path(home) / "heaviest.json"
            path.write_text(json.dumps(saved))
            env = {
                **os.environ,
                "TABLETOP_ARCADE_HOME": home,
                "SDL_VIDEODRIVER": "dummy",
                "PYTHONPATH": str(ROOT),
            }
            env.update(SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
            start, before = time.perf_counter(), _children_cpu()
            done = subprocess.run(
                [sys.executable, str(ROOT / "main.py"), "--headless", "--replay", str(path)],
                env=env,
                capture_output=True,
                text=True,
            )
            watched, cpu = time.perf_counter() - start, _children_cpu() - before
            print(f"headless_replay_s: cpu {cpu:.2f}, wall {watched:.2f} (exit {done.returncode})")
            print(done.stdout.strip()[-80:])
    print(f"replay_worst_s: {worst:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
