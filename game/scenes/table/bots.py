"""The bots at a table: one thinking bot per seat to move, a few milliseconds per step.

A bot starts on its seat's view (``state.view(seat)``, never the true state) when that seat
comes to move, thinks in slices of ``BOT_SLICE_S`` and gives its action back when it is done.
Each bot is ``Guarded``: if its thinking fails, the game's easy rule plays that one move and
the game goes on.
"""

from __future__ import annotations

from types import ModuleType

from game.ai.base import Bot, Guarded
from game.engine.seats import HUMAN, TableSetup
from game.rules.base import Action, TurnState, rng_for

BOT_SLICE_S = 0.003
"""Bot thinking time per fixed step: a 120 Hz step leaves the rest of the frame to drawing."""


class TableBots:
    """The bots thinking at one table (``step``); ``forget`` a seat once it has moved."""

    def __init__(self, bots_module: ModuleType, setup: TableSetup):
        self.bots_module = bots_module
        self.setup = setup
        self.thinking: dict[int, Bot] = {}

    def step(self, state: TurnState) -> tuple[int, Action] | None:
        """Think one slice for the first bot seat to move; its (seat, action) once it has one."""
        for seat in state.to_move():
            if self.setup.seats[seat].kind == HUMAN:
                continue
            bot = self.thinking.get(seat) or self._begin(state, seat)
            action = bot.step(BOT_SLICE_S)
            if action is not None:
                return seat, action
        return None

    def forget(self, seat: int) -> None:
        """``seat`` has moved: its next turn starts a fresh bot on the new view."""
        self.thinking.pop(seat, None)

    def _begin(self, state: TurnState, seat: int) -> Bot:
        level = self.setup.seats[seat].level
        seed = rng_for(self.setup.seed, "bot", seat, len(state.history)).randrange(2**31)
        make = self.bots_module.make_bot
        bot = Guarded(make(level, seed), lambda: make("easy", seed))
        bot.begin(state.view(seat), seat)
        self.thinking[seat] = bot
        return bot
