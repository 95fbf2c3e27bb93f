"""The command line: what each option means, and the range every value must fall in (a bad value
is refused with its reason and exit status 2 before anything opens)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from game import i18n
from game.engine import recent
from game.engine.seats import BOT_LEVELS
from game.rules.base import SEEDS
from game.scenes import registry

MIN_WINDOW = (640, 360)
"""The smallest window every screen is laid out for: a smaller one is grown back to this."""
MAX_WINDOW = 16384
"""Largest ``--size`` side (what graphics drivers offer at most)."""
MAX_FRAMES = 10**9
"""Largest ``--frames``: about six months of game time."""
HEADLESS_DEFAULT_FRAMES = 600
"""A headless run without ``--frames`` or ``--autoplay`` stops after 10 s of game time."""


def window_size(text: str) -> tuple[int, int]:
    """``--size`` (and the benches' own): WIDTHxHEIGHT within what every screen is laid out for."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x720, not {text!r}") from None
    if w < MIN_WINDOW[0] or h < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(f"the window must be at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}")
    if w > MAX_WINDOW or h > MAX_WINDOW:
        raise argparse.ArgumentTypeError(f"the window must be at most {MAX_WINDOW}x{MAX_WINDOW}")
    return w, h


def _seed(text: str) -> int:
    """``--seed``: a whole number that fits the 64 bits a record keeps (``rules.base.SEEDS``)."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if not SEEDS[0] <= seed <= SEEDS[1]:
        raise argparse.ArgumentTypeError(f"the seed must be from {SEEDS[0]} to {SEEDS[1]}")
    return seed


def _levels(text: str) -> list[str]:
    levels = [v.strip() for v in text.split(",") if v.strip()]
    bad = [v for v in levels if v not in BOT_LEVELS]
    if bad:
        raise argparse.ArgumentTypeError(f"bot levels are {', '.join(BOT_LEVELS)}; not {', '.join(bad)}")
    return levels


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tabletop-arcade", description="Four tabletop games on one screen.")
    parser.add_argument("--windowed", action="store_true", help="open in a window instead of fullscreen")
    parser.add_argument("--size", type=window_size, metavar="WxH", help="window size (implies --windowed)")
    parser.add_argument("--seed", type=_seed, help="seed for every random choice (default: random)")
    parser.add_argument("--game", metavar="NAME", help="start at this game: " + ", ".join(registry.GAMES))
    parser.add_argument(
        "--players", type=int, metavar="N", help="with --game: seats at the table, skip the lobby"
    )
    parser.add_argument(
        "--bots",
        type=_levels,
        metavar="LEVELS",
        help="with --game: bot levels for the last seats, e.g. easy,hard",
    )
    parser.add_argument("--autoplay", action="store_true", help="bots take every seat")
    parser.add_argument(
        "--lang", type=i18n.argument, metavar="CODE", help="language, this run: " + ", ".join(i18n.LANGUAGES)
    )
    parser.add_argument(
        "--headless",
        action="store_true",
        help="no window or sound; virtual clock at exactly 1/60 s per frame",
    )
    parser.add_argument(
        "--frames",
        type=int,
        metavar="N",
        help=f"stop after N frames (headless default: {HEADLESS_DEFAULT_FRAMES}, "
        "or until the game ends with --autoplay)",
    )
    parser.add_argument("--screenshot", metavar="PATH", help="save the last frame as an image")
    parser.add_argument(
        "--record",
        type=recent.record_path,
        metavar="PATH",
        help="write the game played as a record file at its end",
    )
    parser.add_argument("--replay", metavar="PATH", help="watch a record file (headless: at once)")
    parser.add_argument("--phones", action="store_true", help="players join with phones; prints the address")
    parser.add_argument("--phone-port", type=int, default=0, metavar="N", help="phones' port (default: free)")
    parser.add_argument("--phone-host", default="0.0.0.0", metavar="ADDR", help="phones' server listens here")
    args = parser.parse_args(argv)
    if args.game is not None and args.game not in registry.GAMES:
        parser.error(f"unknown game {args.game!r}; choose from {', '.join(registry.GAMES)}")
    if args.players is not None:
        info = registry.GAMES.get(args.game) if args.game else None
        spec = info.spec if info else None
        low, high = (spec.min_seats, spec.max_seats) if spec else (1, None)
        if args.players < low or (high is not None and args.players > high):
            where = f"{info.title} seats {low} to {high} players" if high and info else "at least 1"
            parser.error(f"--players {args.players}: {where}")
    if args.frames is not None and not 1 <= args.frames <= MAX_FRAMES:
        parser.error(f"--frames must be from 1 to {MAX_FRAMES}")
    if not 0 <= args.phone_port <= 65535:
        parser.error("--phone-port must be from 0 (any free port) to 65535")
    return args
