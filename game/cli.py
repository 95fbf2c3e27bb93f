"""The command line's run: parse, build the app, play until done, close — ending within a second on
SIGTERM (``engine/signals.py``). ``main.py`` calls ``main``. The options themselves (``--game``,
``--replay``, ``--phones`` …) are ``game/arguments.py``'s."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game import app as app_module
from game import arguments, display
from game.engine.signals import SigtermStop, Terminated
from game.i18n import _
from game.scenes import registry

if TYPE_CHECKING:
    from game.engine.recent import SavedGame


def main(argv: Sequence[str] | None = None) -> int:
    args = arguments.parse_args(argv)
    replay, failed = None, 0
    if args.replay:  # the viewer imports every table's screens: only a replay needs them at start
        from game.scenes import watch

        replay, failed = watch.from_command_line(args)
    if failed:
        return failed
    stop = SigtermStop()
    try:
        app = app_module.App(args)
    except display.NoDisplay:
        print(app_module.no_display_hint(), file=sys.stderr)
        return 2
    stop.app = app  # a SIGTERM before here ends the start-up: Terminated is a SystemExit
    if args.phones and app.phones is not None:
        print(f"phones: {app.phones.url}", flush=True)  # scripts and tests read this line
    try:
        first_scene(app, args, replay)
        frames = args.frames
        if app.headless and (app.autoplay or args.phones):  # nobody looks: the phones show the game
            app.draw_every = app_module.HEADLESS_AUTOPLAY_DRAW_EVERY
        if frames is None and app.headless and not app.autoplay:
            frames = arguments.HEADLESS_DEFAULT_FRAMES
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


def first_scene(app: app_module.App, args: argparse.Namespace, replay: SavedGame | None = None) -> None:
    """Menu, or straight into ``--game`` (its lobby, or a table), or the viewer on ``--replay``."""
    app.to_menu()
    if replay is not None:
        from game.scenes import watch

        return app.scenes.push(watch.replay_scene(app, replay, fastest=app.headless))
    if args.game is None:
        return
    info = registry.GAMES[args.game]
    problem = info.problem(opening=True)
    if problem:
        raise SystemExit(_("{game} cannot start: {problem}").format(game=_(info.title), problem=problem))
    if not info.lobby:
        app.open_entry(info)
    elif args.players or args.bots or args.autoplay:
        app.start_game(app.default_table(info, args.players, args.bots or (), args.autoplay))
    else:
        app.open_lobby(info.key)
