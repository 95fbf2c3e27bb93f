"""The busy Fishing table for ``bench/frames.py``: 5 seats mid-trick, a pointer over the hand.

A human sits at the bottom with four easy bots; the human's moves are submitted for it until a
later trick of a later round has cards on the table and on the fishermen, with the human to play
(playable cards lifted, the others dimmed). The returned ``poke`` sweeps the system mouse across
the fanned hand, so hover, lifting and the tooltips change from frame to frame.
"""

from __future__ import annotations

from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup


def mid_trick(app):
    seats = [Seat(HUMAN, "Player 1", SEAT_COLOURS[0], pointers=("mouse",))]
    seats += [Seat(BOT, f"Easy bot {i}", SEAT_COLOURS[i], "easy") for i in range(1, 5)]
    app.start_game(TableSetup("fishing", seats, {}, seed=11))
    scene = app.scenes.top
    app.loop.start()
    for _ in range(40_000):
        app.frame()
        state = scene.state
        if scene.presenting() or state.to_move() != (0,):
            continue
        fishermen = sum(map(len, state.fishermen))
        if state.round >= 2 and len(state.trick) >= 3 and fishermen >= 5 and state.phase == "play":
            break
        scene.submit(0, state.legal_actions(0)[-1])
    else:
        raise RuntimeError("the Fishing table never reached a busy mid-trick moment")
    hub, hand = app.pointers, scene.hand
    mouse = hub.pointer("mouse", "mouse")

    def poke(frame: int) -> None:
        x = hand.centre[0] - hand.max_width / 2 + (frame * 7) % int(hand.max_width)
        hub.move_to(mouse, x, hand.centre[1])
        app._dispatch_pointers(hub.drain())

    return poke
