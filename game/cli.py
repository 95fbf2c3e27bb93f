"""The command line's run: parse, build the app, play until done, close — ending within a second on
SIGTERM (``engine/signals.py``). ``main.py`` calls ``main``."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from game import app as app_module
from game.engine.signals import SigtermStop, Terminated
from game.scenes import watch


def main(argv: Sequence[str] | None = None) -> int:
    args = app_module.parse_args(argv)
    replay, failed = watch.from_command_line(args)
    if failed:
        return failed
    stop = SigtermStop()
    try:
        app = app_module.App(args)
    except app_module.NoDisplay:
        print(app_module.NO_DISPLAY_HINT, file=sys.stderr)
        return 2
    stop.app = app  # a SIGTERM before here ends the start-up: Terminated is a SystemExit
    try:
        app_module.first_scene(app, args, replay)
        frames = args.frames
        if app.headless and app.autoplay:
            app.draw_every = app_module.HEADLESS_AUTOPLAY_DRAW_EVERY
        if frames is None and app.headless and not app.autoplay:
            frames = app_module.HEADLESS_DEFAULT_FRAMES
        app.run(frames)
        if args.screenshot:
            app.screenshot(args.screenshot)
        if app.headless:
            print(f"frames: {app.frames}  game_time_s: {app.time:.3f}  seed: {app.seed}")
    except (KeyboardInterrupt, Terminated):
        pass
    finally:
        stop.close(app)  # saves; after SIGTERM the process ends here
    return 0
