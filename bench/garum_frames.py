"""The Garum board at the end of a game for ``bench/frames.py``: all tanks full, 24 workers.

Four easy bots play a Troia game up to its last tile; the table then starts from that state, the
last bot places the tile and the final scoring runs (lines lit one by one, points flying to the
seats). The returned ``poke`` sweeps the system mouse along the row and column worker spaces, so
the line tooltip (fish per species, what a worker would score) changes every few frames.
"""

from __future__ import annotations

from bench.table_frames import mouse_poke
from game.ai import garum as garum_bots
from game.ai.base import decide
from game.engine.seats import BOT, SEAT_COLOURS, Seat, TableSetup
from game.rules import garum
from game.scenes.garum import GarumScene


def end_of_game(app):
    seats = [Seat(BOT, f"Easy bot {i + 1}", SEAT_COLOURS[i], "easy") for i in range(4)]
    setup = TableSetup("garum", seats, {"side": "troia"}, seed=5)
    state = garum.new_game(4, seed=setup.seed, side="troia")
    bots = [garum_bots.make_bot("easy", seat) for seat in range(4)]
    while not (state.round == state.rounds - 1 and state.turn == len(state.order) - 1):
        (seat,) = state.to_move()
        state.apply(seat, decide(bots[seat], state.view(seat), seat))
    if len(state.workers) != 24:
        raise RuntimeError(f"the bots placed {len(state.workers)} workers, not 24")
    scene = GarumScene(app, setup, state)
    app.scenes.replace(scene)
    app.loop.start()
    spaces = [scene.layout.grid.space_rect(line).center for line in range(32)]
    return mouse_poke(app, lambda frame: spaces[(frame // 6) % len(spaces)])
