"""What a human does at the Fishing table, pointer by pointer: play, call, capture, pass.

- **Play**: the hand fanned at the bottom; a press on a lifted card plays it, on a dimmed one the
  rule that forbids it is said.
- **Call colour**: a press on one of the colour buttons over the table.
- **Capture**: the zero's player picks a card straight from the trick.
- **Pass left**: every human seat chooses at the same time, each with its own hand in the middle,
  each acting with its own pointer; bots choose at once.

With several humans a hand lies face down except for its seat's turn (after the hand-off curtain)
or while that seat holds its peek control; a press on a face-up card plays or passes it, a press on
a face-down hand only says how to look (DESIGN: hidden hands). ``overlays`` draws what these
choices look like.
"""

from __future__ import annotations

from typing import Any

from game.engine import draw
from game.engine.pointers import DOWN, MOVE, PRIMARY
from game.i18n import _, ngettext
from game.rules.cards import Card
from game.rules.fishing import CALL, CAPTURE, PASS, PLAY, CallColour, Capture, PassCard, PlayCard
from game.scenes.fishing.coming import coming
from game.scenes.table.input import TableInput
from game.scenes.table.privacy import is_peek
from game.scenes.table.words import together
from game.scenes.widgets.cards import card_size
from game.scenes.widgets.fishing_cards import DECK
from game.scenes.widgets.hand import FannedHand

CANDIDATE = (240, 178, 62)


class FishingInput(TableInput):
    # -- who chooses what -----------------------------------------------------------------------
    def _state(self):
        return self.scene.state

    def waiting_humans(self, phase: str) -> list[int]:
        """Human seats that must make a ``phase`` choice now (none while the table animates)."""
        if self.scene.presenting() or self._state().phase != phase:
            return []
        return self.scene.humans_to_move()

    def pass_hands(self) -> dict[int, FannedHand]:
        """With several humans at the table, each human's hand sits in the middle while everyone
        chooses the card to pass, side by side, until every seat has chosen."""
        seats = self.scene.human_seats()
        if len(seats) < 2 or self._state().phase != PASS:
            return {}
        fans = self.scene.pass_fans()
        return {seat: FannedHand(fan.centre, fan.card, fan.span, DECK) for seat, fan in fans.items()}

    def fan_of(self, seat: int) -> FannedHand | None:
        """The fanned hand showing ``seat``'s cards, if any (cards fly from and to it)."""
        hands = self.pass_hands()
        if seat in hands:
            return hands[seat]
        if self.scene.human_seats() and seat == self.scene.hand_seat() and not hands:
            return self.scene.hand
        return None

    def playable(self, seat: int) -> set[int]:
        """Indices of the cards ``seat`` may play or pass now (lifted in its hand)."""
        state = self._state()
        if seat not in self.waiting_humans(PLAY) and seat not in self.waiting_humans(PASS):
            return set()
        allowed = {a.card for a in state.legal_actions(seat) if isinstance(a, PlayCard | PassCard)}
        return {i for i, card in enumerate(self.scene.visible_hand(seat)) if card in allowed}

    def capture_candidates(self) -> list[Card]:
        seats = self.waiting_humans(CAPTURE)
        return [a.card for a in self._state().legal_actions(seats[0])] if seats else []

    def trick_outline(self, card: Card) -> draw.Colour | None:
        return CANDIDATE if card in self.capture_candidates() else None

    # -- prompt and notices ---------------------------------------------------------------------
    def prompt(self) -> str:
        scene, state = self.scene, self._state()
        if scene.presenting():
            return coming(scene)  # the last moves are still shown: "Game over" would spoil them
        if state.is_over():
            return _("Game over")
        movers = scene.humans_to_move()
        if not movers:
            return coming(scene)
        names = together([scene.seat_name(s) for s in movers])
        several = len(scene.human_seats()) > 1
        if state.phase == PASS:
            if several:  # each hand's frame says whose it is, that it passes left and how to look
                return _("Everyone passes one card to the left: click it on your face-up hand")
            return _("{players}: pass one card to the left (click the card to pass)").format(players=names)
        if state.phase == CALL:
            return _("{players}: call the colour everyone must play next trick").format(players=names)
        if state.phase == CAPTURE:
            return _("{players}: your zero captures one card: click it in the trick").format(players=names)
        return _("{player}: play a card").format(player=names)

    # -- input ----------------------------------------------------------------------------------
    def handle_pointer(self, event: Any) -> bool:
        scene = self.scene
        if event.kind == MOVE:
            self.hover_pos = event.pos
            return False
        self.hover_pos = event.pos
        hands = self.pass_hands()
        if hands:
            return self._pass_pointer(event, hands)
        seat = scene.acting_seat(event.pointer)
        if seat is None:
            return False
        if is_peek(event):
            self.scene.hold_peek(seat, event.kind == DOWN)
            return True
        if event.button != PRIMARY or scene.presenting() or seat not in scene.humans_to_move():
            return False
        phase = self._state().phase
        if phase == CALL:
            return event.kind == DOWN and self._call(seat, event.pos)
        if phase == CAPTURE:
            return event.kind == DOWN and self._capture(seat, event.pos)
        return self._hand_pointer(seat, event, scene.hand, PassCard if phase == PASS else PlayCard)

    def _call(self, seat: int, pos: tuple[int, int]) -> bool:
        for colour, rect in self.scene.layout.colour_buttons.items():
            if rect.collidepoint(pos):
                return self.scene.submit(seat, CallColour(colour))
        return False

    def _capture(self, seat: int, pos: tuple[int, int]) -> bool:
        card = self.trick_card_at(pos)
        if card is None:
            return False
        if card not in self.capture_candidates():
            self.scene.refused(
                seat, Capture(card), _("Your zero captures another card still in the trick."), pos
            )
            return True
        return self.scene.submit(seat, Capture(card))

    def place_at(self) -> str | None:
        """What the pile or score under the pointer is, for a newcomer hovering over it."""
        scene, pos = self.scene, self.hover_pos
        ocean = scene.layout.ocean
        half = card_size(scene.layout.ocean_card)[1] * 0.7
        if abs(pos[0] - ocean[0]) < half and abs(pos[1] - ocean[1]) < half:
            depth = scene.shown.ocean_depth
            words = ngettext(
                "The ocean: {n} cards, the next one has {depth} star. A boat that runs short draws here; "
                "deeper cards are stronger and stranger.",
                "The ocean: {n} cards, the next one has {depth} stars. A boat that runs short draws here; "
                "deeper cards are stronger and stranger.",
                depth,
            )
            return words.format(n=scene.shown.ocean, depth=depth)
        for seat, widget in scene.seats.items():
            name = scene.name(seat)
            if widget.hit(widget.fisherman_centre(), pos):
                return _(
                    "{player}'s fisherman: cards won this round, 1 point each at round end; then "
                    "they go under the boat."
                ).format(player=name)
            if widget.hit(widget.boat_centre(), pos):
                return _(
                    "{player}'s boat: the draw pile for the next rounds, made of the cards {player} won."
                ).format(player=name)
        return None

    def trick_card_at(self, pos: tuple[int, int]) -> Card | None:
        scene = self.scene
        w, h = card_size(scene.trick_area.card_width)
        for seat, card in reversed(scene.trick_cards()):
            x, y = scene.trick_pos(seat)
            if abs(pos[0] - x) <= w / 2 and abs(pos[1] - y) <= h / 2:
                return card
        return None

    def _pass_pointer(self, event: Any, hands: dict[int, FannedHand]) -> bool:
        """Simultaneous passing: a pointer acts on its own seat's hand (an unclaimed one on any)."""
        own = event.pointer.seat
        for seat, fan in hands.items():
            if own is not None and own != seat:
                continue
            if is_peek(event) and own == seat:
                self.scene.hold_peek(seat, event.kind == DOWN)
                return True
            count = len(self.scene.visible_hand(seat))
            over = fan.index_at(event.pos, count, self.playable(seat)) is not None
            if over and event.button == PRIMARY:
                return self._hand_pointer(seat, event, fan, PassCard)
        return False

    def _hand_pointer(self, seat: int, event: Any, fan: FannedHand, action: type) -> bool:
        """A press on a face-up card acts (a dimmed one says why not); on a face-down hand it only
        says how to look."""
        scene = self.scene
        cards = scene.visible_hand(seat)
        playable = self.playable(seat)
        face_up = scene.hand_face_up(seat)
        index = fan.index_at(event.pos, len(cards), playable if face_up else ())
        if event.kind != DOWN or index is None:
            return False
        if not face_up:
            return self.hidden_hand(seat, event)
        if index in playable:
            scene.submit(seat, action(cards[index]))
        else:
            x = fan.positions(len(cards), playable, index)[index][0][0]
            at = (x, fan.centre[1] - fan.card_width * 1.45)  # above the refused card
            scene.refused(seat, action(cards[index]), self.why_not(seat, cards[index]), at)
        return True

    def why_not(self, seat: int, card: Card | None) -> str:
        if card is None:
            return ""
        state = self._state()
        action = PassCard(card) if state.phase == PASS else PlayCard(card)
        return self.scene.refusal_words(state.why_illegal(seat, action))
