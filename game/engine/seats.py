"""Who sits at the table: what the lobby hands a game scene (and what an autosave remembers).

A seat is a human (steered by one or more pointers), a bot of some level, or empty. Seat colours
come from the Okabe–Ito colour-blind-safe palette; each seat also has a name and an initial, so
no meaning is carried by colour alone.
"""

from __future__ import annotations

import dataclasses
from typing import Any

# Okabe–Ito, in the order seats receive them (black is the table, grey is "nobody").
SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermillion
    (204, 121, 167),  # reddish purple
)
HUMAN, BOT, EMPTY = "human", "bot", "empty"
BOT_LEVELS = ("easy", "medium", "hard")


@dataclasses.dataclass
class Seat:
    kind: str
    name: str
    colour: tuple[int, int, int]
    level: str = "medium"
    pointers: tuple[str, ...] = ()
    """Ids of the pointers that steer this seat (humans only)."""

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    @property
    def initial(self) -> str:
        return (self.name.strip()[:1] or "?").upper()

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["colour"] = list(self.colour)
        data["pointers"] = list(self.pointers)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        return cls(
            kind=str(data["kind"]),
            name=str(data["name"]),
            colour=tuple(int(c) for c in data["colour"]),  # type: ignore[arg-type]
            level=str(data.get("level", "medium")),
            pointers=tuple(str(p) for p in data.get("pointers", ())),
        )


@dataclasses.dataclass
class TableSetup:
    """A game about to start: the filled seats in seat order, the game's options and the seed."""

    game: str
    seats: list[Seat]
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    seed: int = 0

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableSetup:
        return cls(
            game=str(data["game"]),
            seats=[Seat.from_json(s) for s in data["seats"]],
            options=dict(data.get("options", {})),
            seed=int(data.get("seed", 0)),
        )


def bot_table(game: str, count: int, level: str = "medium", seed: int = 0, **options: Any) -> TableSetup:
    """A table of bots only (``--autoplay``, benchmarks, tests)."""
    seats = [Seat(BOT, f"Bot {i + 1}", SEAT_COLOURS[i % len(SEAT_COLOURS)], level) for i in range(count)]
    return TableSetup(game, seats, dict(options), seed)
