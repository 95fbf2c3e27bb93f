"""What a human does at the Fishing table, pointer by pointer: play, call, capture, pass.

- **Play**: the hand fanned at the bottom; a press on a lifted card plays it, on a dimmed one the
  rule that forbids it is said.
- **Call colour**: a press on one of the colour buttons over the table.
- **Capture**: the zero's player picks a card straight from the trick.
- **Pass left**: every human seat chooses at the same time, each with its own hand in the middle,
  each acting with its own pointer; bots choose at once.

With several humans a hand lies face down except for its seat's turn (after the hand-off curtain)
or while that seat holds its peek control; a press on a face-up card plays or passes it, a press on
a face-down hand only says how to look (DESIGN: hidden hands). A press becomes the action of the
widget under it (``scene.action_at``); this module decides only whose it is and whether it goes.
"""

from __future__ import annotations

from game.engine.pointers import DOWN, MOVE, PRIMARY, PointerEvent
from game.i18n import _
from game.rules.fishing import CALL, CAPTURE, CallColour, Capture, PassCard, PlayCard
from game.scenes.fishing.lane_words import why_not
from game.scenes.fishing.model import FanLook, FishingModel, capture_candidates
from game.scenes.fishing.widgets import LookFirst
from game.scenes.table.input import TableInput
from game.scenes.table.privacy import is_peek


class FishingInput(TableInput):
    def handle_pointer(self, event: PointerEvent) -> bool:
        scene = self.scene
        self.hover_pos = event.pos
        if event.kind == MOVE:
            return False
        model, action = scene.action_at(event.pos)
        if model.passing:
            return self._pass_pointer(event, model, action)
        seat = scene.acting_seat(event.pointer)
        if seat is None:
            return False
        if is_peek(event):
            scene.hold_peek(seat, event.kind == DOWN)
            return True
        if event.button != PRIMARY or scene.presenting() or seat not in scene.humans_to_move():
            return False
        if event.kind != DOWN:
            return False
        phase = scene.state.phase
        if phase == CALL:
            return isinstance(action, CallColour) and scene.submit(seat, action)
        if phase == CAPTURE:
            return isinstance(action, Capture) and self._capture(seat, action)
        if not isinstance(action, tuple) or model.hand is None or action[0] != seat:
            return False
        return self._press(seat, action[1], event, model.hand)

    def _capture(self, seat: int, action: Capture) -> bool:
        if action.card not in capture_candidates(self.scene):
            self.scene.refused(seat, action, _("Your zero captures another card still in the trick."))
            return True
        return self.scene.submit(seat, action)

    def _pass_pointer(self, event: PointerEvent, model: FishingModel, action: object) -> bool:
        """Simultaneous passing: a pointer acts on its own seat's hand (an unclaimed one on any)."""
        own = event.pointer.seat
        if is_peek(event) and own is not None and own in [look.seat for look in model.passing]:
            self.scene.hold_peek(own, event.kind == DOWN)
            return True
        if not isinstance(action, tuple) or event.button != PRIMARY:
            return False
        seat, press = action
        if own is not None and own != seat:
            return False
        look = next(look for look in model.passing if look.seat == seat)
        return self._press(seat, press, event, look)

    def _press(self, seat: int, action: object, event: PointerEvent, look: FanLook) -> bool:
        """A press on a face-up card acts (a dimmed one says why not); on a face-down hand it only
        says how to look."""
        if event.kind != DOWN:
            return False
        if isinstance(action, LookFirst):
            return self.hidden_hand(seat, event)
        if not isinstance(action, PlayCard | PassCard):
            return False
        if action.card in [look.cards[i] for i in look.playable]:
            self.scene.submit(seat, action)
        else:
            self.scene.refused(seat, action, why_not(self.scene, seat, action.card))
        return True
