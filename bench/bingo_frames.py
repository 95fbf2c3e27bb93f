"""The busy Bingo table for ``bench/frames.py``: 5 seats mid-trick, a pointer over the hand.

A human sits at the bottom with four easy bots; the human's moves are submitted for it until a
later trick has cards on the table and markers on the bingo cards, with the human to play (the
playable cards lifted, the others dimmed). The returned ``poke`` sweeps the system mouse across
the fanned hand, so hover and lifting change from frame to frame.
"""

from __future__ import annotations

from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup


def mid_trick(app):
    seats = [Seat(HUMAN, "Player 1", SEAT_COLOURS[0], pointers=("mouse",))]
    seats += [Seat(BOT, f"Easy bot {i}", SEAT_COLOURS[i], "easy") for i in range(1, 5)]
    app.start_game(TableSetup("bingo", seats, {"trump": True}, seed=11))
    scene = app.scenes.top
    app.loop.start()
    for _ in range(20_000):
        app.frame()
        state = scene.state
        if scene.presenting() or state.to_move() != (0,):
            continue
        if state.tricks >= 2 and len(state.trick) >= 2 and sum(map(int.bit_count, state.covered)) >= 3:
            break
        scene.submit(0, state.legal_actions(0)[-1])
    else:
        raise RuntimeError("the Bingo table never reached a busy mid-trick moment")
    hub, hand = app.pointers, scene.hand
    mouse = hub.pointer("mouse", "mouse")

    def poke(frame: int) -> None:
        x = hand.centre[0] - hand.max_width / 2 + (frame * 7) % int(hand.max_width)
        hub.move_to(mouse, x, hand.centre[1])
        app._dispatch_pointers(hub.drain())

    return poke
