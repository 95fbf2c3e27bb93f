"""What the Garum controls say while they hold no worker buttons: who acts now, and what a human
seat does next. A newcomer otherwise faced an empty frame while the bots moved or while a tile was
still to be placed; these sentences follow the rules' turn order, so they stay true."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.rules.garum import GarumState

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene


def waiting(scene: GarumScene) -> str:
    """Whose turn it is while a bot acts, and what it does, in player words."""
    state = scene.state
    (seat,) = state.to_move()
    name = scene.setup.seats[seat].name
    if state.phase == "tank":
        return _("{player} is choosing this round's tank.").format(player=name)
    if state.phase == "dummy":
        return _("{player} is turning the neutral tile.").format(player=name)
    if state.phase == "worker":
        return _("{player} may place a worker on a line through tank {tank}.").format(
            player=name, tank=state.tank
        )
    return _("{player} is placing a tile in tank {tank}.").format(player=name, tank=state.tank)


def coming(scene: GarumScene) -> str:
    """Under the prompt when no buttons show: the rest of the human mover's turn, or the next turn
    of a human seat while bots act. Empty at a table of bots and once the game is over."""
    state = scene.state
    humans = scene.human_seats()
    if not humans or state.is_over():
        return ""
    if scene.humans_to_move():
        return _rest_of_turn(state)
    step = next_step(state, humans)
    if step is None:
        return _("Your last tiles are placed: when the board is full, every worker scores its line.")
    what, seat = step
    name = scene.setup.seats[seat].name
    if what == "round":
        return _("{player} plays next in round {n}.").format(player=name, n=state.round + 2)
    if what == "dummy":
        return _("Next for {player}: turn the neutral tile into the last slot of tank {tank}.").format(
            player=name, tank=state.tank
        )
    if state.tank is None:
        return _("Next for {player}: a tile in the chosen tank, then a worker or none.").format(player=name)
    return _("Next for {player}: a tile in tank {tank}, then a worker or none.").format(
        player=name, tank=state.tank
    )


def _rest_of_turn(state: GarumState) -> str:
    """What follows the step the human mover is asked for (the buttons say it in the worker step)."""
    if state.phase == "tank":
        return _("Then everyone places a tile in that tank, you first.")
    if state.phase == "dummy":
        return _("The neutral tile scores for no one and places no worker.")
    if state.phase != "tile":
        return ""
    colour = state.colour_to_move()
    if state.open_lines() and colour is not None and any(state.left[colour]):
        return _("Then you may place a worker on a line through tank {tank}, or none.").format(
            tank=state.tank
        )
    return _("No worker this turn: none may go on a line through tank {tank} now.").format(tank=state.tank)


def next_step(state: GarumState, humans: list[int]) -> tuple[str, int] | None:
    """The next step of a human seat after the colour acting now, in the rules' order: its tile
    this round ("tile"), the neutral tile it turns as start player ("dummy"), its first turn in the
    next round ("round"); None when no human has a turn left."""
    n = len(state.order)
    later = {"tank": range(n), "tile": range(state.turn + 1, n), "worker": range(state.turn + 1, n)}
    for k in later.get(state.phase, ()):
        seat = state.owner[state.colour_at(k)]
        if seat in humans:
            return "tile", seat
    starter = state.owner[state.start_colour()]
    if state.dummy is not None and state.phase != "dummy" and starter in humans:
        return "dummy", starter
    if state.round + 1 >= state.rounds:
        return None
    for k in range(n):
        seat = state.owner[state.colour_at(k, rounds_on=1)]
        if seat in humans:
            return "round", seat
    return None
