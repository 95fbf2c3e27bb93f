"""Opening a pygame_gui screen: CPU time of the frame that builds and first draws it, headless.

    python bench/menus.py                           # every screen, at 1920x1080 and 3840x2160
    python bench/menus.py --size 3840x2160 settings # just these
    python bench/menus.py --profile 15 solo_menu    # where an opening frame goes

A player who opens a menu sees the frame before it frozen until the new screen is built: its
elements made for the window's size and drawn in every state. Each screen is opened from the main
menu of a fresh headless app (``main_menu`` is the app's first screen, timed from ``to_menu``),
then closed and opened again: ``first_ms`` is the first open in the process, ``again_ms`` the
second. Prints ``<size> <screen> first_ms: <v> again_ms: <v>`` per screen and the worst against
the target: a 4K TV's opening frame under ``TARGET_MS`` of CPU.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TABLETOP_ARCADE_HOME", tempfile.mkdtemp(prefix="bench-menus-"))

TARGET_MS = 50.0
SETTLING_FRAMES = 8
SIZES = ((1920, 1080), (3840, 2160))


def _main_menu(app) -> None:
    app.to_menu()


def _solo_menu(app) -> None:
    from game.scenes.finden.solo.menu import SoloMenuScene

    app.scenes.push(SoloMenuScene(app))


def _saved_games(app) -> None:
    from game.scenes.saved_games import SavedGamesScene

    for key in ("fishing", "bingo", "garum"):
        app.storage.save_autosave(key, {"setup": {}, "record": {}})
    app.scenes.push(SavedGamesScene(app))


def _settings(app) -> None:
    from game.scenes.settings import SettingsScene

    app.scenes.push(SettingsScene(app))


def _pause(app) -> None:
    from game.scenes.pause import PauseScene

    app.scenes.push(PauseScene(app))


def _devices(app) -> None:
    from game.scenes.devices import DevicesScene

    app.scenes.push(DevicesScene(app))


def _lobby(app) -> None:
    app.open_lobby("bingo")


def _help(app) -> None:
    from game.scenes.help import HelpScene

    app.scenes.push(HelpScene(app, "fishing.md"))


def _log(app) -> None:
    from game.scenes.table.log import LogScene

    app.scenes.push(LogScene(app, "What happened so far", [f"Line {i}" for i in range(40)]))


SCREENS: dict[str, Callable] = {
    "main_menu": _main_menu,
    "solo_menu": _solo_menu,
    "saved_games": _saved_games,
    "settings": _settings,
    "pause": _pause,
    "devices": _devices,
    "lobby": _lobby,
    "help": _help,
    "log": _log,
}


def opening_ms(app, screen: Callable, profiler: cProfile.Profile | None = None) -> float:
    """CPU milliseconds of the costliest frame in opening ``screen``: the one that builds it and
    draws it first, or one of the ``SETTLING_FRAMES`` after it (pygame_gui draws an element's
    other states, hovered, selected …, one per update after the first)."""
    if profiler is not None:
        profiler.enable()
    start = time.process_time()
    screen(app)
    app.frame()
    worst = time.process_time() - start
    for _ in range(SETTLING_FRAMES):
        start = time.process_time()
        app.frame()
        worst = max(worst, time.process_time() - start)
    if profiler is not None:
        profiler.disable()
    return worst * 1000


def measure(name: str, size: tuple[int, int], profiler: cProfile.Profile | None) -> tuple[float, float]:
    """(first, again): opening ``name`` in a fresh app, then once more after closing it."""
    from game.app import App, parse_args

    app = App(parse_args(["--headless", "--size", f"{size[0]}x{size[1]}", "--seed", "1"]))
    try:
        screen = SCREENS[name]
        if name == "main_menu":
            return opening_ms(app, screen, profiler), opening_ms(app, screen)
        app.to_menu()
        app.frame()
        first = opening_ms(app, screen, profiler)
        app.to_menu()
        app.frame()
        return first, opening_ms(app, screen)
    finally:
        app.close()


def main(argv: list[str]) -> int:
    from game.arguments import window_size

    parser = argparse.ArgumentParser(description="CPU time of opening each pygame_gui screen.")
    parser.add_argument("screens", nargs="*", default=list(SCREENS), help="screen names (default: all)")
    parser.add_argument("--size", type=window_size, action="append", metavar="WxH", help="repeatable")
    parser.add_argument("--profile", type=int, default=0, metavar="N", help="each first open's N costliest")
    args = parser.parse_args(argv)
    unknown = [n for n in args.screens if n not in SCREENS]
    if unknown:
        print(f"unknown screen(s) {', '.join(unknown)}; known: {', '.join(SCREENS)}", file=sys.stderr)
        return 2
    worst = 0.0
    for size in args.size or SIZES:
        for name in args.screens:
            profiler = cProfile.Profile() if args.profile else None
            first, again = measure(name, size, profiler)
            if size == SIZES[-1]:
                worst = max(worst, first, again)
            print(f"{size[0]}x{size[1]} {name} first_ms: {first:.1f} again_ms: {again:.1f}", flush=True)
            if profiler is not None:
                pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(args.profile)
    if worst:
        verdict = "pass" if worst <= TARGET_MS else "FAIL"
        print(f"worst_4k_ms: {worst:.1f} target_ms: {TARGET_MS} {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
