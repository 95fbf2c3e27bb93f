"""The daily challenge: one solo game per calendar date, the same for everybody.

The date alone seeds the board choice and the 12 rolls, through a stable hash (never Python's
``hash``, which changes between runs), so two players on the same day get the same game.
"""

from __future__ import annotations

import datetime as dt
import hashlib

from game.rules.base import rng_for
from game.rules.finden.levels import BOARD_NAMES

DAILY_SALT = "5er-finden-daily-v1"


def daily_seed(day: dt.date | str) -> int:
    """A 63-bit seed from the ISO date (``2026-11-30``)."""
    text = day.isoformat() if isinstance(day, dt.date) else dt.date.fromisoformat(day).isoformat()
    digest = hashlib.sha256(f"{DAILY_SALT}:{text}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def daily_board(day: dt.date | str) -> str:
    """The board of the day, drawn from the day's seed."""
    return rng_for(daily_seed(day), "daily-board").choice(BOARD_NAMES)
