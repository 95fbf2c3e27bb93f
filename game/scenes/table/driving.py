"""The game driven forward each step: bots think a slice on their seat's view, seats whose device
stayed away are handed to bots, and a finished game is kept, counted and its autosave removed in
one durable step before the results show.

``TableScene`` mixes it in."""

from __future__ import annotations

from game.engine import recent
from game.engine.seats import seat_bot_for_vacated
from game.scenes import registry
from game.scenes.table.bots import BOT_SLICE_S
from game.scenes.table.members import TableMembers
from game.stats import kept

AUTOPLAY_RESULTS_S = 4.0
"""An all-bot table leaves its results after this long (seconds of scene time)."""


class TableDriver(TableMembers):
    """Driving the game (what it reads and calls of its scene: ``TableMembers``)."""

    def update(self, dt: float) -> None:
        self.clock += dt
        self.animate(dt)
        turn = (len(self.state.history), tuple(self.state.to_move()), self.results_since)
        if turn != self._turn or self.presenting():
            self.changed_at = self.clock
            if turn != self._turn:
                self._turn, self.turn_since = turn, self.clock
        self.coach.update(self)
        self._seat_bots_for_vacated()
        self.phones.update()
        self._drive()
        self.hand_off.update(self)
        self.hints.update(BOT_SLICE_S)
        if (
            self.results_since is not None
            and self.clock - self.results_since > AUTOPLAY_RESULTS_S
            and not self.human_seats()
            and not self.watching
        ):
            self.leave()

    def _drive(self) -> None:
        if self.presenting():
            return
        if self.state.is_over():
            if not self._finished:
                self._finished = True
                if not self.watching:  # kept, counted and its save removed in one durable step
                    data = self.save_data()
                    writes = recent.keeping(self.app.storage, self.key, data, self.state.scores())
                    stats = registry.stats_of(self.key)
                    counted, self.tonight = kept.counting(self.app.storage, stats, data, self.state)
                    self.app.storage.commit({**writes, **counted}, [f"autosave/{self.key}"])
                self.game_over()
            return
        self._step_bots()

    def _seat_bots_for_vacated(self) -> None:
        """Seats whose device stayed away past the grace period are played by bots from now on
        (and saved so: the setup is part of the autosave)."""
        vacated = [s for s in self.app.pointers.take_vacated() if s is not None]
        if any([seat_bot_for_vacated(self.setup, seat) for seat in vacated]):
            self.autosave()

    def _step_bots(self) -> None:
        if self.watching:
            return
        moved = self.bots.step(self.state)
        if moved is not None:
            self.submit(*moved)  # one action per step: the presentation may need to start
