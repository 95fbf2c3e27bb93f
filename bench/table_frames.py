"""What the card-table scenarios of ``bench/frames.py`` share (Bingo, Fishing, Garum): a human at
the bottom with easy bots, played forward to a busy moment, and a ``poke`` that moves the system
mouse every frame so hover and highlights change."""

from __future__ import annotations

from collections.abc import Callable

from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup

Poke = Callable[[int], None]


def human_and_bots(game: str, options: dict, seed: int, players: int = 5) -> TableSetup:
    """Seat 0 a human on the system mouse, easy bots elsewhere."""
    seats = [Seat(HUMAN, "Player 1", SEAT_COLOURS[0], pointers=("mouse",))]
    seats += [Seat(BOT, f"Easy bot {i}", SEAT_COLOURS[i], "easy") for i in range(1, players)]
    return TableSetup(game, seats, options, seed=seed)


def play_until(app, setup: TableSetup, reached: Callable, limit: int):
    """Start ``setup`` and run frames, submitting the human's last legal action whenever it is to
    move, until ``reached(state)`` holds with the human to move and nothing animating."""
    app.start_game(setup)
    scene = app.scenes.top
    app.loop.start()
    for _ in range(limit):
        app.frame()
        state = scene.state
        if scene.presenting() or state.to_move() != (0,):
            continue
        if reached(state):
            return scene
        scene.submit(0, state.legal_actions(0)[-1])
    raise RuntimeError(f"the {setup.game} table never reached a busy moment")


def mouse_poke(app, where: Callable[[int], tuple[float, float]]) -> Poke:
    """Moves the system mouse to ``where(frame)`` before each frame."""
    hub = app.pointers
    mouse = hub.pointer("mouse", "mouse")

    def poke(frame: int) -> None:
        hub.move_to(mouse, *where(frame))
        app.dispatch_pointers(hub.drain())

    return poke


def sweep_hand(app, hand) -> Poke:
    """The mouse sweeping across a fanned hand: hover and lifting change from frame to frame."""
    left, width = hand.centre[0] - hand.max_width / 2, int(hand.max_width)
    return mouse_poke(app, lambda frame: (left + (frame * 7) % width, hand.centre[1]))
