"""The state hard's simulations play on: ``FishingState`` without the checks a search never needs.

A simulation only applies actions it took from ``legal_actions`` and never reads the history or
the public knowledge of hidden cards (every card of a sampled world is known), so card play goes
straight to the rules' ``flow.play_card``: no legality check, no history, no knowledge
bookkeeping, and the playable cards are listed by the rules without their cache. The rare decisions (capture,
call, pass) still go through ``FishingState.apply``.
It is the same game: ``tests/test_fishing_sim.py`` plays both side by side.
"""

from __future__ import annotations

from game.rules.fishing import PLAY, FishingState, flow


class SimState(FishingState):
    """A sampled world for simulations (made by :func:`simulated`; its clones stay ``SimState``)."""

    def clone(self) -> SimState:
        other = FishingState.clone(self)
        other.__class__ = SimState
        return other

    def legal_actions(self, seat: int) -> list:
        if self.phase == PLAY:  # asked once per simulated move: the rules' cache would only cost
            return self._legal_actions(seat)
        return FishingState.legal_actions(self, seat)

    def apply(self, seat: int, action) -> list:
        if self.phase != PLAY:
            return FishingState.apply(self, seat, action)
        return self.play(seat, action.card)

    def play(self, seat: int, card) -> list:
        """``seat`` plays ``card``, one of its playable cards, straight through the rules' flow."""
        self._legal = None
        return flow.play_card(self, seat, card)


def simulated(state: FishingState) -> SimState:
    """``state`` itself, made a simulation state (its knowledge of hidden cards dropped)."""
    state.untracked()
    state.__class__ = SimState
    return state
