"""How long a person has to read the table: frames (at 60 per second) per trick, and how long a
finished trick stays on the table before it is swept, in seeded all-bot games run through the
real scenes headless at the default animation speed.

    python bench/pacing.py [--games N] [--speed 1]

Prints per game the frames per trick (Bingo, Fishing) or per tile (Garum), and for the trick games
the frames a complete trick stays in view; the last line is the ratio of the mean to 60 (seconds).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.app import App, parse_args  # noqa: E402
from game.engine import tween  # noqa: E402
from game.scenes.registry import GAMES  # noqa: E402


def run(game: str, seed: int, speed: float) -> tuple[int, int, list[int]]:
    """(frames, tricks (Bingo) or actions, frames each complete trick stayed in view)."""
    app = App(parse_args(["--headless", "--size", "1280x720", "--seed", str(seed)]))
    app.loop.start()
    tween.set_speed(speed)
    app.start_game(app.default_table(GAMES[game], None, (), True))
    scene = app.scenes.top
    frames, held, run_length = 0, [], 0
    while scene.results_since is None and frames < 60 * 60 * 20:
        app.frame()
        tween.set_speed(speed)
        frames += 1
        shown = getattr(scene, "shown", None)
        trick = getattr(shown, "trick", None)
        if trick is not None and len(trick) >= scene.state.players:
            run_length += 1
        elif run_length:
            held.append(run_length)
            run_length = 0
    steps = getattr(scene.state, "tricks", None) if game == "bingo" else None
    steps = steps or len(scene.state.history)
    app.close()
    return frames, steps, held


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--speed", type=float, default=1.0)
    parser.add_argument("names", nargs="*", default=["bingo", "fishing", "garum"])
    args = parser.parse_args()
    means = []
    for game in args.names:
        frames = steps = 0
        held: list[int] = []
        for seed in range(7, 7 + args.games):
            f, s, h = run(game, seed, args.speed)
            frames, steps, held = frames + f, steps + s, held + h
        per_action = frames / max(steps, 1)
        unit = "tricks" if game == "bingo" else "actions"
        shown = f", full trick in view median {statistics.median(held):.0f} frames" if held else ""
        print(f"{game}: {frames} frames for {steps} {unit}: {per_action:.0f} frames each{shown}")
        if held:
            means.append(statistics.median(held))
    if means:
        print(f"ratio: full trick in view {statistics.mean(means) / 60:.2f} s (target >= 1.5 s)")


if __name__ == "__main__":
    main()
