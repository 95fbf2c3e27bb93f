"""The seats of a table that skips the lobby (``--game`` on the command line, a quick start)."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup, bot_name
from game.i18n import _
from game.scenes.registry import Entry

DEFAULT_SEATS = 4


def default_table(
    info: Entry,
    seed: int,
    phones_on: bool,
    players: int | None = None,
    bots: Sequence[str] = (),
    autoplay: bool = False,
) -> TableSetup:
    """A table without the lobby: humans first, then bots. One human plays with the system mouse;
    several share it (hot seat: it acts for whoever is to move), except in a real-time game,
    where the first human has it and the others join with devices of their own; with phones on,
    every human seat stays open for a phone.

    ``players`` seats in all (default 4, kept within the game's limits); ``bots`` are the levels
    of the last seats — without them there is one human and the rest are medium bots. With
    ``autoplay`` every seat is a bot (levels from ``bots``, cycling) and the table is as full as
    the game allows unless ``players`` says otherwise.
    """
    spec = info.spec
    if spec is None:
        raise ValueError(f"{info.key} is not a game at a table")
    if autoplay:
        count = players or spec.max_seats
    else:
        count = players or (len(bots) + 1 if bots else DEFAULT_SEATS)
    count = min(max(count, spec.min_seats), spec.max_seats)
    humans = 0 if autoplay else max(count - len(bots), 0) if bots else 1
    levels = list(bots) or [spec.default_bot]
    seats = []
    for i in range(count):
        colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
        if i < humans:
            name = _("Player {number}").format(number=i + 1)
            mouse = i == 0 and (humans == 1 or info.real_time) and not phones_on
            seats.append(Seat(HUMAN, name, colour, pointers=("mouse",) if mouse else ()))
        else:
            level = levels[(i - humans) % len(levels)]
            name = bot_name(level, i + 1)  # numbered by seat
            seats.append(Seat(BOT, name, colour, level))
    options: dict[str, object] = dict(spec.default_options())
    return TableSetup(info.key, seats, options, seed)
