"""The busy 5er Finden table for ``bench/frames.py``: four boards searched at once.

One human seat on the system mouse and three hard bots, grey boards, auto-timer off: after a few
seconds of search every board has outlines, the bots' cursors glide and draw, and the returned
``poke`` drags the mouse through the human's board (drafting, backing out, starting again), so
the draft changes from frame to frame.
"""

from __future__ import annotations

import math

from game.engine.pointers import PRIMARY
from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup


def search(app):
    app.settings.set("finden_auto_timer_s", 0)
    seats = [Seat(HUMAN, "Player 1", SEAT_COLOURS[0], pointers=("mouse",))]
    seats += [Seat(BOT, f"Hard bot {i}", SEAT_COLOURS[i], "hard") for i in range(1, 4)]
    app.start_game(TableSetup("finden", seats, {"side": "grey"}, seed=7))
    scene = app.scenes.top
    app.loop.start()
    while scene.stage != "search" or scene.game.step < 6 * scene.game.options.steps_per_second:
        app.frame()
    board = scene.views[0].board

    def poke(frame: int) -> None:
        drag_through(app, board, frame)

    return poke


def drag_through(app, board, frame: int, period: int = 90) -> None:
    """The system mouse on ``board`` at ``frame``: pressed on a cell, circling through the cells
    around the middle for most of ``period`` frames, then let go (a draft drawn and dropped)."""
    hub = app.pointers
    mouse = hub.pointer("mouse", "mouse")
    phase = frame % period
    if phase == 0:
        hub.move_to(mouse, *board.centre(44))
        hub.press(mouse, PRIMARY)
    elif phase == period * 8 // 9:
        hub.release(mouse, PRIMARY)
    else:
        angle = phase * 0.08 * 90 / period
        hub.move_to(
            mouse,
            board.rect.centerx + math.cos(angle) * board.cell * 1.5,
            board.rect.centery + math.sin(angle) * board.cell,
        )
    app.dispatch_pointers(hub.drain())
