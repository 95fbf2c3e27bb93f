"""The Garum table for ``bench/frames.py``, at its two busiest moments.

``end_of_game``: all tanks full, 24 workers. Four easy bots play a Troia game up to its last
tile; the table then starts from that state, the last bot places the tile and the final scoring
runs (lines lit one by one, points flying to the seats). The returned ``poke`` sweeps the system
mouse along the row and column worker spaces, so the line tooltip (fish per species, what a
worker would score) changes every few frames.

``mid_game``: a human and three easy bots half way through a game. The mouse hops between the
round's lit slots (a ghost tile follows it), the hand's tiles and the worker spaces; every
``MOVE_EVERY`` frames the human plays, so tiles fly, workers walk, the coin flips and the bots
think and play in between.
"""

from __future__ import annotations

from bench.table_frames import human_and_bots, mouse_poke, play_until
from game.ai.base import decide
from game.ai.garum import bot as garum_bots
from game.engine.seats import BOT, SEAT_COLOURS, Seat, TableSetup
from game.rules import garum
from game.scenes.garum.scene import GarumScene


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


MOVE_EVERY = 90
"""Frames between the human's moves in ``mid_game`` (when it is to move and nothing animates)."""


def mid_game(app):
    setup = human_and_bots("garum", {"side": "troia"}, seed=5, players=4)
    scene = play_until(app, setup, lambda state: state.round >= 6 and state.phase == "tile", 20_000)
    grid, lay = scene.layout.grid, scene.layout
    mouse = mouse_poke(app, lambda frame: _spot(scene, frame))

    def poke(frame: int) -> None:
        mouse(frame)
        state = scene.state
        if frame % MOVE_EVERY == MOVE_EVERY - 1 and not scene.presenting() and state.to_move() == (0,):
            scene.submit(0, state.legal_actions(0)[-1])

    def _spot(scene, frame: int) -> tuple[int, int]:
        tank = scene.state.tank if scene.state.tank is not None else grid.board.tanks[0]
        spots = [grid.slot_rect(tank, slot).center for slot in range(4)]
        spots += [box.center for box in lay.hand_tiles]
        spots += [grid.space_rect(line).center for line in grid.board.tank_lines(tank)]
        return spots[(frame // 4) % len(spots)]

    return poke
