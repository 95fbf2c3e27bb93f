"""Which viewer watches a kept game: the one place that maps a record's game to its replay scene
(``--replay``, and the recent games on the High Scores screen), by the game's kit."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping

from game.engine import recent
from game.engine.recent import SavedGame
from game.engine.scene import Scene
from game.i18n import _
from game.scenes import registry
from game.scenes.kit import Viewer
from game.services import AppServices


def _viewer(saved: SavedGame) -> Viewer:
    """The viewer the record's game's kit names, its seats checked (``ValueError``: it cannot be
    watched)."""
    setup: Mapping[str, object] = saved.get("setup", {})
    game = setup.get("game")
    info = registry.GAMES.get(game) if isinstance(game, str) else None
    kit = registry.kit_of(info.key) if info is not None else None
    if info is None or kit is None or kit.key != game:
        raise ValueError(f"unknown game {game!r}")
    _check_seats(setup, info)
    viewer = kit.hook("viewer")
    if viewer is None:
        raise ValueError(f"{info.title} games cannot be watched from a record file")
    return viewer


def _check_seats(setup: Mapping[str, object], info: registry.Entry) -> None:
    """A viewer shows one seat per player: as many as the game seats (the stored documents'
    schema, ``documents.SavedGame``, has made the seats the record's players already)."""
    seats = setup.get("seats")
    count = len(seats) if isinstance(seats, list) else 0
    spec = info.spec
    if spec is not None and not spec.seats_allowed(count):
        raise ValueError(f"{info.title} seats {spec.min_seats} to {spec.max_seats} players, not {count}")


def check(saved: SavedGame) -> None:
    """Raise ``ValueError`` saying why ``saved`` cannot be watched (it is replayed once to know)."""
    _viewer(saved).read(saved)


def from_command_line(args: argparse.Namespace) -> tuple[SavedGame | None, int]:
    """``--replay``'s file checked by replaying it (None without the flag), and the exit status: 2
    when it cannot be watched, the file and the reason said on stderr. A replay plays itself out
    as an autoplayed game does, so it sets ``args.autoplay``."""
    if not args.replay:
        return None, 0
    try:
        saved = recent.read_file(args.replay)
        check(saved)
    except ValueError as error:
        print(_("Cannot replay {path}: {reason}").format(path=args.replay, reason=error), file=sys.stderr)
        return None, 2
    args.autoplay = True
    return saved, 0


def replay_scene(app: AppServices, saved: SavedGame, fastest: bool = False) -> Scene:
    """The viewer for ``saved``, its kit's (``ValueError`` when it cannot be watched)."""
    return _viewer(saved).watcher(app, saved, fastest)
