"""Soak: many autoplayed games in one process, resident memory after each.

    python bench/soak.py                 # 100 games, the four table games in turn
    python bench/soak.py --games 12 --size 960x540

One headless app plays game after game the way a couch session would (autoplay bots, the menu
between games, animations at 4x), drawing every 30th frame like ``--autoplay``. After each game
it prints the resident set size; the closing line gives games 1, 10, 50 and the last, and passes
when the growth from game 10 to the last stays within ``MAX_GROWTH_MB`` (caches fill during the
first games; after that, memory must stay flat: what a game renders is let go when the next one
starts, ``game/engine/between_games.py``).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TABLETOP_ARCADE_HOME", tempfile.mkdtemp(prefix="soak-"))

GAMES = ("fishing", "bingo", "garum", "finden")
MAX_FRAMES_PER_GAME = 60 * 60 * 20
"""A game that has not ended after 20 minutes of game time counts as stuck."""
MAX_GROWTH_MB = 10.0


def rss_mb() -> float:
    """Resident memory now (Linux ``/proc``; elsewhere the peak from ``resource``)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def play(app, game: str) -> int:
    """One autoplayed game from the menu to its end; the frames it took."""
    from game.scenes import registry

    app.running = True
    app.to_menu()
    app.start_game(app.default_table(registry.GAMES[game], None, ["easy"], autoplay=True))
    start = app.frames
    while app.running and app.frames - start < MAX_FRAMES_PER_GAME:
        app.frame()
    if app.running:
        raise SystemExit(f"{game} did not end within {MAX_FRAMES_PER_GAME} frames")
    return app.frames - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    from game.app import HEADLESS_AUTOPLAY_DRAW_EVERY, App, parse_args
    from game.engine import tween

    app = App(parse_args(["--headless", "--autoplay", "--seed", "7", "--size", args.size]))
    app.draw_every = HEADLESS_AUTOPLAY_DRAW_EVERY
    tween.set_speed(4.0)
    app.loop.start()
    figures: dict[int, float] = {}
    try:
        for number in range(1, args.games + 1):
            game = GAMES[(number - 1) % len(GAMES)]
            began = time.perf_counter()
            frames = play(app, game)
            gc.collect()
            figures[number] = rss_mb()
            print(
                f"game {number:3d} {game:8s} frames: {frames:6d}  {time.perf_counter() - began:5.1f} s"
                f"  rss_mb: {figures[number]:.1f}",
                flush=True,
            )
    finally:
        app.close()
    last = max(figures)
    ten = figures.get(10, figures[min(figures)])
    growth = figures[last] - ten
    verdict = "PASS" if growth <= MAX_GROWTH_MB else "FAIL"
    marks = "  ".join(f"game {n}: {figures[n]:.1f}" for n in sorted({1, 10, 50, last} & figures.keys()))
    print(f"rss_mb {marks}  growth 10->{last}: {growth:+.1f} MB  {verdict} (limit {MAX_GROWTH_MB:g} MB)")


if __name__ == "__main__":
    main()
