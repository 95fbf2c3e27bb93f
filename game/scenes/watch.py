"""Which viewer watches a kept game: the one place that maps a record's game to its replay scene
(``--replay``, and the recent games on the High Scores screen)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from game.engine import recent
from game.engine.scene import Scene
from game.i18n import _
from game.scenes import registry
from game.scenes.finden import replay as finden_replay
from game.scenes.table.replay import TableReplay
from game.scenes.table.replay_record import ReplayRecord
from game.scenes.table.scene import TableScene
from game.services import AppServices


def _scene_type(saved: dict[str, Any]) -> type[TableScene] | None:
    """The table of a turn-based game; None for a 5er Finden game (``finden_replay``)."""
    setup = saved.get("setup", {})
    game = setup.get("game")
    info = registry.GAMES.get(game) if isinstance(game, str) else None
    if info is None:
        raise ValueError(f"unknown game {game!r}")
    _check_seats(setup, info)
    if isinstance(info.scene, type) and issubclass(info.scene, TableScene):
        return info.scene
    if game == "finden":
        return None
    raise ValueError(f"{info.title} games cannot be watched from a record file")


def _check_seats(setup: dict[str, Any], info: registry.Entry) -> None:
    """A viewer shows one seat per player: as many as the game seats (the stored documents'
    schema, ``documents.SavedGame``, has made the seats the record's players already)."""
    seats = setup.get("seats")
    count = len(seats) if isinstance(seats, list) else 0
    spec = info.spec
    if spec is not None and not spec.seats_allowed(count):
        raise ValueError(f"{info.title} seats {spec.min_seats} to {spec.max_seats} players, not {count}")


def check(saved: dict[str, Any]) -> None:
    """Raise ``ValueError`` saying why ``saved`` cannot be watched (it is replayed once to know)."""
    scene_type = _scene_type(saved)
    if scene_type is None:
        finden_replay.read(saved)
    else:
        ReplayRecord(saved, scene_type.rules_module)


def from_command_line(args: argparse.Namespace) -> tuple[dict[str, Any] | None, int]:
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


def replay_scene(app: AppServices, saved: dict[str, Any], fastest: bool = False) -> Scene:
    """The viewer for ``saved`` (``ValueError`` when it cannot be watched)."""
    scene_type = _scene_type(saved)
    if scene_type is None:
        return finden_replay.watcher(app, saved, fastest)
    return TableReplay(app, saved, scene_type, fastest)
