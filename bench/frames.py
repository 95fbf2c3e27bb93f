"""Frame time per scene: update + draw, headless, in a representative busy state.

    python bench/frames.py all                      # every registered scene, at 1920x1080
    python bench/frames.py menu help                # just these
    python bench/frames.py --cpu all                # CPU time per frame: for a busy machine
    python bench/frames.py --cpu --size 3840x2160 all   # a 4K TV
    python bench/frames.py --profile 20 --size 3840x2160 fishing   # where its frames go
    python bench/frames.py --cpu --window all       # in a real window: the display flip included

Each scene is built by a factory registered in ``SCENES`` — one line per scene: its name and
``"module:function"`` (or a function here). The factory gets a headless ``App`` at 1920×1080 on
the menu, puts the scene in a busy state (cards in flight, bots thinking, a pointer moving …) and
may return ``poke(frame)``, called before every frame to keep it busy (move a pointer, press a
key). Frames run at a virtual 144 Hz, so most frames carry one 120 Hz update and some none —
what a 144 Hz display sees. Prints ``<scene> p50_ms: <v> p99_ms: <v>`` per scene, then the worst
p99 against the target: one 240 Hz frame (4.2 ms), at every size up to 3840x2160.

``--window`` opens a real window (on ``$DISPLAY`` with ``--display``, else on a private Xvfb the
bench starts: ``bench/xvfb.py``) and times each frame with its ``pygame.display.flip()``: what a
player's machine pays to show it, not only to draw it. The app's presentation is used as a player
has it: with the vsync setting on (the default) an SDL renderer with vsync where a GPU draws it
(under Xvfb Mesa's OpenGL draws on the CPU, so the app falls back to the window's framebuffer:
``pacing.software_opengl``), with ``--no-vsync`` SDL's window framebuffer. The clock stays
virtual, so the scenes do the same work as headless; the first line says which presentation was
measured.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import math
import os
import pstats
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

FRAME_S = 1 / 144
WARMUP_FRAMES = 120
MEASURED_FRAMES = 1200
TARGET_P99_MS = 4.2
"""One 240 Hz frame, at 1920x1080 and on a 4K TV alike."""

Poke = Callable[[int], None]


# -- the shell's own scenes ----------------------------------------------------------------------
def _circling_mouse(app) -> Poke:
    """The system mouse sweeping across the screen: hover changes every few frames."""
    hub = app.pointers
    mouse = hub.pointer("mouse", "mouse")
    w, h = app.size

    def poke(frame: int) -> None:
        angle = frame * 0.05
        hub.move_to(mouse, w / 2 + math.cos(angle) * w * 0.3, h / 2 + math.sin(angle * 1.3) * h * 0.35)
        app.dispatch_pointers(hub.drain())

    return poke


def menu(app) -> Poke:
    return _circling_mouse(app)


def settings(app) -> Poke:
    from game.scenes.settings import SettingsScene

    app.scenes.push(SettingsScene(app))
    return _circling_mouse(app)


def pause(app) -> Poke:
    from game.scenes.pause import PauseScene

    app.scenes.push(PauseScene(app))
    return _circling_mouse(app)


def lobby(app) -> Poke:
    """Garum's lobby (four seats) with four players' cursors wandering over the seat cards."""
    from game.scenes.lobby import demo_table

    return demo_table(app, "garum")


def help_pages(app) -> Poke:
    from game.scenes.help import HelpScene

    scene = HelpScene(app, "fishing.md")
    app.scenes.push(scene)

    def poke(frame: int) -> None:
        scene.show(frame // 20 % len(scene.help.pages))  # a new page every 20 frames

    return poke


SCENES: dict[str, str | Callable] = {
    "menu": menu,
    "settings": settings,
    "pause": pause,
    "help": help_pages,
    "finden": "bench.finden_frames:search",
    "lobby": lobby,
    "garum": "bench.garum_frames:end_of_game",
    "garum_mid": "bench.garum_frames:mid_game",  # a human playing between three bots, mouse on slots and hand
    "bingo": "bench.bingo_frames:mid_trick",  # five seats mid-trick, a pointer sweeping the hand
    "results": "bench.bingo_frames:results",  # Bingo's results, the mouse crossing its buttons
    "fishing": "bench.fishing_frames:mid_trick",  # five seats mid-trick in round 2+, a pointer on the hand
    "solo": "bench.screens_frames:solo",  # the solo puzzle searching, the mouse circling
    "puzzle": "bench.screens_frames:puzzle",  # four seats of puzzle mode, three hard bots
    "solo_menu": "bench.screens_frames:solo_menu",
    "scores": "bench.screens_frames:scores",  # two high-score entries of finished games
    "replay": "bench.screens_frames:replay",  # a high-score game being watched
    "table_replay": "bench.screens_frames:table_replay",  # a finished Bingo game being watched
    "saved_games": "bench.screens_frames:saved_games",  # three saved games to continue
    "devices": "bench.screens_frames:devices",
    # Other scenes add one line each: "name": "package.module:factory",
}


def resolve(target: str | Callable) -> Callable | None:
    """The factory, or None when its module or function does not exist (yet)."""
    if callable(target):
        return target
    module_name, function = target.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name and module_name.startswith(error.name):
            return None
        raise
    return getattr(module, function, None)


def make_app(size: tuple[int, int], window: bool, vsync: bool = True):
    """The app the scenes run in: headless, or in a window on ``$DISPLAY`` (then on the virtual
    clock and bot work units of a headless run all the same, so each frame does the same work)."""
    from game.ai import base as ai_base
    from game.app import App, parse_args
    from game.engine.loop import FixedStepLoop, VirtualClock

    args = ["--size", f"{size[0]}x{size[1]}", "--seed", "1"]
    if not window:
        return App(parse_args(["--headless", *args]))
    os.environ.pop("SDL_VIDEODRIVER", None)
    app = App(parse_args(args))
    if app.settings["vsync"] != vsync:
        app.settings.for_this_run("vsync", vsync)
        app._reopen_window()  # with (or without) a renderer, as the Settings screen does
    app.clock, app.pacer = VirtualClock(), None
    app.loop = FixedStepLoop(clock=app.clock)
    ai_base.use_work_units(ai_base.WORK_UNITS_PER_SECOND)
    return app


def presentation() -> str:
    """How frames reach a window: SDL's renderer (with vsync) or its window framebuffer."""
    driver = pygame.display.get_driver()
    if pygame.display.is_vsync():
        return f"{driver}: SDL renderer with vsync (the vsync setting on)"
    return f"{driver}: SDL window framebuffer (no vsync)"


def measure(
    factory: Callable,
    clock: Callable[[], float] = time.perf_counter,
    size: tuple[int, int] = (1920, 1080),
    profiler: cProfile.Profile | None = None,
    window: bool = False,
    vsync: bool = True,
    announce: bool = False,
) -> tuple[float, float]:
    """(p50, p99) in milliseconds of update + draw (+ the flip, in a ``window``) for one frame,
    timed by ``clock``; with a ``profiler``, it profiles the measured frames only (then the times
    include its overhead). ``announce``: first print how frames reach the window."""
    app = make_app(size, window, vsync)
    if announce:
        print(f"window: {presentation()}", flush=True)
    try:
        app.to_menu()
        poke = factory(app)
        app.loop.start()
        times = []
        for frame in range(WARMUP_FRAMES + MEASURED_FRAMES):
            if poke is not None:
                poke(frame)
            if profiler is not None and frame == WARMUP_FRAMES:
                profiler.enable()
            start = clock()
            for event in pygame.event.get():
                app.dispatch(event)
            app.clock.advance(FRAME_S)
            app.loop.tick(app.update)
            app.draw()
            if window:
                pygame.display.flip()
            if frame >= WARMUP_FRAMES:
                times.append((clock() - start) * 1000)
        if profiler is not None:
            profiler.disable()
        times.sort()
        return statistics.median(times), times[min(int(len(times) * 0.99), len(times) - 1)]
    finally:
        app.close()


def main(argv: list[str]) -> int:
    from game.arguments import window_size

    parser = argparse.ArgumentParser(description="Frame time per scene.")
    parser.add_argument("scenes", nargs="*", default=["all"], help="scene names, or all")
    parser.add_argument("--cpu", action="store_true", help="this process's CPU time, not wall time")
    parser.add_argument("--size", type=window_size, default=(1920, 1080), metavar="WxH")
    parser.add_argument(
        "--profile", type=int, default=0, metavar="N", help="print each scene's N costliest functions"
    )
    parser.add_argument("--window", action="store_true", help="in a real window, with the display flip")
    parser.add_argument("--display", metavar=":N", help="with --window: this X display, not a private Xvfb")
    parser.add_argument("--no-vsync", action="store_true", help="with --window: the vsync setting off")
    args = parser.parse_args(argv)
    if args.window:
        from bench import xvfb

        size = f"{args.size[0]}x{args.size[1]}"
        with xvfb.display(size, args.display):
            return run(args)
    return run(args)


def run(args: argparse.Namespace) -> int:
    clock = time.process_time if args.cpu else time.perf_counter
    names = list(SCENES) if args.scenes == ["all"] else args.scenes
    unknown = [n for n in names if n not in SCENES]
    if unknown:
        print(f"unknown scene(s) {', '.join(unknown)}; registered: {', '.join(SCENES)}", file=sys.stderr)
        return 2
    worst = 0.0
    for name in names:
        factory = resolve(SCENES[name])
        if factory is None:
            print(f"{name}: skipped, {SCENES[name]} does not exist yet", file=sys.stderr)
            continue
        profiler = cProfile.Profile() if args.profile else None
        announce = args.window and name == names[0]
        p50, p99 = measure(factory, clock, args.size, profiler, args.window, not args.no_vsync, announce)
        worst = max(worst, p99)
        print(f"{name} p50_ms: {p50:.2f} p99_ms: {p99:.2f}", flush=True)
        if profiler is not None:
            pstats.Stats(profiler, stream=sys.stdout).sort_stats("tottime").print_stats(args.profile)
    target = TARGET_P99_MS
    verdict = "pass" if worst <= target else "FAIL"
    print(f"worst_p99_ms: {worst:.2f} target_ms: {target} ({args.size[0]}x{args.size[1]}) {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
