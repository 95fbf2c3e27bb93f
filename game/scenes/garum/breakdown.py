"""Garum's final scoring, source by source: a column per seat, a row for the bonus icons and a row
per line that holds workers (each seat's workers on it, summed), the sum last — what the players
read before the results, beside the seat scores it explains."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.i18n import _
from game.rules.garum import WorkerScored, line_id
from game.scenes.garum.words import line_title
from game.scenes.table.breakdown import Breakdown

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene


def final_breakdown(scene: GarumScene, scored: Sequence[WorkerScored]) -> Breakdown:
    state = scene.state
    players = state.players
    bonus = [sum(state.bonus[c] for c in state.colours_of(seat)) for seat in range(players)]
    rows: list[tuple[str, list[int | None]]] = [(_("Bonus icons"), list(bonus))]
    by_line: dict[int, list[int | None]] = {}
    for event in scored:
        seat = state.owner[event.colour]
        if seat is None:
            continue
        cells = by_line.setdefault(line_id(event.axis, event.index), [None] * players)
        cells[seat] = (cells[seat] or 0) + event.points
    for line in sorted(by_line):
        rows.append((line_title(line), by_line[line]))
    totals = [sum(cells[seat] or 0 for _label, cells in rows) for seat in range(players)]
    seats = [(info.name, info.colour) for info in scene.setup.seats]
    note = _("A line's points: the fish of its worker's species on it (a foreman counts double).")
    return Breakdown(_("Final scoring"), seats, rows, totals, note)
