"""What a human does at the Fishing table, pointer by pointer: play, call, capture, pass.

- **Play**: the hand fanned at the bottom, playable cards lifted, the others dimmed; hovering a
  dimmed card says which rule forbids it, hovering a special card says what it does.
- **Call colour**: five colour buttons (shape + name) over the table for the caller.
- **Capture**: the zero's player picks a card straight from the trick (candidates ringed).
- **Pass left**: every human seat chooses at the same time, each with its own hand in the middle
  (face down unless that seat holds its peek control, or it is the only human), each acting with
  its own pointer; bots choose at once.

With several humans a hand stays face down until held: press and hold on it to look, release on a
card to play or pass it (DESIGN: hidden hands).
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from game.engine import draw
from game.engine.pointers import DOWN, MOVE, PEEK, PRIMARY, UP
from game.rules.cards import Card
from game.rules.fishing import CALL, CAPTURE, PASS, PLAY, CallColour, Capture, PassCard, PlayCard
from game.scenes.widgets.cards import card_size, suit
from game.scenes.widgets.fishing_cards import DECK, explain, title
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.tooltip import draw_tooltip

NOTICE_S = 3.0
SEAT_WORD = re.compile(r"\b[Ss]eat (\d+)")
PASS_ROW = 3  # pass hands side by side in the middle before a second row starts
CANDIDATE = (240, 178, 62)


class Choices:
    def __init__(self, scene: Any):
        self.scene = scene
        self.hover_pos: tuple[int, int] | None = None
        self.notice_text, self.notice_until = "", 0.0

    def resize(self) -> None:
        s, (w, h) = self.scene.s, self.scene.size
        size = round(150 * s), round(74 * s)
        gap = round(18 * s)
        colours = self.scene.state.deck.suits
        left = w / 2 - (len(colours) * (size[0] + gap) - gap) / 2
        self.colour_buttons = {}
        for i, colour in enumerate(colours):
            rect = pygame.Rect(round(left + i * (size[0] + gap)), round(h * 0.46 - size[1] / 2), *size)
            self.colour_buttons[colour] = rect

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
        s, (w, h) = self.scene.s, self.scene.size
        rows = [seats[i : i + PASS_ROW] for i in range(0, len(seats), PASS_ROW)]
        span = round(400 * s)
        out = {}
        for r, row in enumerate(rows):
            y = h * 0.44 + (r - (len(rows) - 1) / 2) * 270 * s
            for i, seat in enumerate(row):
                x = w / 2 + (i - (len(row) - 1) / 2) * (span + 40 * s)
                out[seat] = FannedHand((x, y + 40 * s), round(78 * s), span - 40 * s, DECK)
        return out

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
        if state.is_over():
            return "Game over"
        if scene.presenting():
            return ""
        movers = scene.humans_to_move()
        if not movers:
            return "Bots are playing…" if not scene.human_seats() else "Waiting for the bots…"
        names = " and ".join(scene.name(s) for s in movers)
        several = len(scene.human_seats()) > 1
        if state.phase == PASS:
            how = (
                "hold your hand to look, release on the card to pass" if several else "click the card to pass"
            )
            return f"{names}: pass one card to the left ({how})"
        seat = movers[0]
        if state.phase == CALL:
            return f"{names}: call the colour everyone must play next trick"
        if state.phase == CAPTURE:
            return f"{names}: your zero captures one card: click it in the trick"
        if several and not scene.hand_face_up(seat):
            return f"{names}: hold on your hand to look, release on a card to play it"
        return f"{names}: play a card"

    def notice(self, text: str) -> None:
        self.notice_text, self.notice_until = text, self.scene.clock + NOTICE_S

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
        if event.button == PEEK:
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
        for colour, rect in self.colour_buttons.items():
            if rect.collidepoint(pos):
                return self.scene.submit(seat, CallColour(colour))
        return False

    def _capture(self, seat: int, pos: tuple[int, int]) -> bool:
        card = self.trick_card_at(pos)
        if card is None:
            return False
        if card not in self.capture_candidates():
            self.notice("A zero captures another card still in the trick.")
            return True
        return self.scene.submit(seat, Capture(card))

    def place_at(self) -> str | None:
        """What the pile or score under the pointer is, for a newcomer hovering over it."""
        scene, pos = self.scene, self.hover_pos
        half = card_size(scene.ocean_width)[1] * 0.7
        if abs(pos[0] - scene.ocean_pos[0]) < half and abs(pos[1] - scene.ocean_pos[1]) < half:
            depth = scene.shown.ocean_depth
            return (
                f"The ocean: {scene.shown.ocean} cards, the next one has {depth} star(s). A boat that "
                "runs short draws here; deeper cards are stronger and stranger."
            )
        for seat, widget in scene.seats.items():
            name = scene.name(seat)
            if widget.hit(widget.fisherman_centre(), pos):
                return (
                    f"{name}'s fisherman: cards won this round, 1 point each at round end; then "
                    "they go under the boat."
                )
            if widget.hit(widget.boat_centre(), pos):
                return f"{name}'s boat: the draw pile for the next rounds, made of the cards {name} won."
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
            if event.button == PEEK and own == seat:
                self.scene.hold_peek(seat, event.kind == DOWN)
                return True
            count = len(self.scene.visible_hand(seat))
            over = fan.index_at(event.pos, count, self.playable(seat)) is not None
            if (over or seat in self.scene.peeking) and event.button == PRIMARY:
                return self._hand_pointer(seat, event, fan, PassCard)
        return False

    def _hand_pointer(self, seat: int, event: Any, fan: FannedHand, action: type) -> bool:
        """Press on a face-up card to act; on a hidden hand, hold to look and release on a card."""
        scene = self.scene
        cards = scene.visible_hand(seat)
        playable = self.playable(seat)
        if scene.hand_visible(seat) and event.kind == DOWN:
            index = fan.index_at(event.pos, len(cards), playable)
            if index is None:
                return False
            if index in playable:
                scene.submit(seat, action(cards[index]))
            else:
                scene.refused(seat, action(cards[index]), self.why_not(seat, cards[index]))
            return True
        if event.kind == DOWN and fan.index_at(event.pos, len(cards)) is not None:
            self.scene.peeking.add(seat)
            return True
        if event.kind == UP and seat in self.scene.peeking:
            self.scene.peeking.discard(seat)
            index = fan.index_at(event.pos, len(cards), playable)
            if index is not None and index in playable:
                scene.submit(seat, action(cards[index]))
            return True
        return False

    def why_not(self, seat: int, card: Card | None) -> str:
        if card is None:
            return ""
        state = self._state()
        action = PassCard(card) if state.phase == PASS else PlayCard(card)
        reason = state.why_illegal(seat, action) or ""
        return SEAT_WORD.sub(lambda m: self.scene.name(int(m.group(1))), reason)  # names, not numbers

    # -- drawing --------------------------------------------------------------------------------
    def draw_hands(self, surface: pygame.Surface) -> None:
        scene = self.scene
        hands = self.pass_hands()
        for seat, fan in hands.items():
            self._draw_pass_frame(surface, seat, fan)
            self._draw_fan(surface, seat, fan)
        if scene.human_seats() and not hands and scene.visible_hand(scene.hand_seat()):
            seat = scene.hand_seat()
            self._draw_fan(surface, seat, scene.hand)
            face_up = scene.hand_face_up(seat)
            label = f"{scene.name(seat)}'s hand" + ("" if face_up else " (hidden: hold to look)")
            top = scene.hand.centre[1] - 150 * scene.s
            draw.blit_text(
                surface,
                label,
                (scene.hand.centre[0], top),
                round(24 * scene.s),
                draw.TEXT,
                "center",
                shadow=True,
            )

    def _draw_fan(self, surface: pygame.Surface, seat: int, fan: FannedHand) -> None:
        scene = self.scene
        cards = scene.visible_hand(seat)
        face_up = scene.hand_face_up(seat) and None not in cards
        playable = self.playable(seat) if face_up else set()
        hover = None
        if self.hover_pos is not None and face_up:
            hover = fan.index_at(self.hover_pos, len(cards), playable)
        fan.draw(surface, cards, face_up, playable, hover, dim_unplayable=bool(playable))
        if hover is None:
            return
        card = cards[hover]
        text = self.why_not(seat, card) if playable and hover not in playable else explain(card)
        if text:
            pos = fan.positions(len(cards), playable, hover)[hover][0]
            self.tooltip(surface, text, (pos[0], fan.centre[1] - fan.card_width * 1.45))

    def _draw_pass_frame(self, surface: pygame.Surface, seat: int, fan: FannedHand) -> None:
        s = self.scene.s
        rect = pygame.Rect(0, 0, round(fan.max_width + 50 * s), round(250 * s))
        rect.center = (round(fan.centre[0]), round(fan.centre[1] - 20 * s))
        colour = self.scene.seat_colour(seat)
        draw.draw_panel(surface, rect, (*draw.FELT_DARK, 235), round(16 * s), colour, 3, round(8 * s))
        done = seat not in self._state().to_move()
        draw.blit_text(
            surface,
            f"{self.scene.name(seat)}: " + ("card chosen" if done else "pass a card left"),
            (rect.centerx, rect.y + 22 * s),
            round(22 * s),
            draw.TEXT,
            "center",
            bold=True,
        )

    def draw_overlays(self, surface: pygame.Surface) -> None:
        scene, s = self.scene, self.scene.s
        callers = self.waiting_humans(CALL)
        if callers:
            self._draw_picker(surface, callers[0])
        passers = self.waiting_humans(PASS)
        if passers and not self.pass_hands():
            self._draw_pass_notice(surface, passers[0])
        if self.hover_pos is not None:
            card = self.trick_card_at(self.hover_pos)
            text = (
                f"{title(card)}: {explain(card)}" if card is not None and explain(card) else self.place_at()
            )
            if text:
                self.tooltip(surface, text, (self.hover_pos[0], self.hover_pos[1] - 30 * s))
        if self.notice_text and scene.clock < self.notice_until:
            w, h = scene.size
            self.tooltip(surface, self.notice_text, (w / 2, h - 280 * s))

    def _draw_pass_notice(self, surface: pygame.Surface, seat: int) -> None:
        """Who gives to whom: the card goes to the next player clockwise, one comes from the last."""
        scene, s = self.scene, self.scene.s
        n = self._state().players
        to, frm = scene.name((seat + 1) % n), scene.name((seat - 1) % n)
        cx, cy = scene.trick_area.centre
        rect = pygame.Rect(0, 0, round(640 * s), round(150 * s))
        rect.center = (round(cx), round(cy))
        draw.draw_panel(surface, rect, (*draw.FELT_DARK, 240), round(16 * s), draw.ACCENT, 3, round(10 * s))
        draw.blit_text(
            surface,
            "PASS LEFT",
            (rect.centerx, rect.y + 30 * s),
            round(30 * s),
            draw.ACCENT,
            "center",
            bold=True,
        )
        text = f"Choose one card from your hand for {to}. You will get one from {frm}."
        draw.blit_text(
            surface,
            text,
            (rect.centerx, rect.y + 90 * s),
            round(22 * s),
            draw.TEXT,
            "center",
            wrap=rect.w - round(40 * s),
        )

    def _draw_picker(self, surface: pygame.Surface, seat: int) -> None:
        s = self.scene.s
        rects = list(self.colour_buttons.values())
        frame = rects[0].unionall(rects[1:]).inflate(round(50 * s), round(120 * s)).move(0, round(-25 * s))
        draw.draw_panel(surface, frame, (*draw.FELT_DARK, 245), round(18 * s), draw.ACCENT, 4, round(12 * s))
        draw.blit_text(
            surface,
            f"{self.scene.name(seat)}: call the colour for the next trick",
            (frame.centerx, frame.y + 28 * s),
            round(26 * s),
            draw.TEXT,
            "center",
            bold=True,
        )
        for colour, rect in self.colour_buttons.items():
            look = suit(colour)
            hover = self.hover_pos is not None and rect.collidepoint(self.hover_pos)
            draw.draw_panel(
                surface,
                rect,
                (*look.rgb, 255),
                round(12 * s),
                draw.TEXT if hover else draw.INK,
                4 if hover else 2,
                0,
            )
            ink = draw.INK if sum(look.rgb) > 400 else draw.TEXT
            icon = draw.icon(look.icon, round(30 * s), ink)
            surface.blit(icon, icon.get_rect(center=(rect.x + round(28 * s), rect.centery)))
            label = look.label + (" (trump)" if colour == self.scene.state.deck.trump else "")
            draw.blit_text(
                surface, label, (rect.x + 50 * s, rect.centery), round(20 * s), ink, "midleft", bold=True
            )

    def tooltip(self, surface: pygame.Surface, text: str, pos: tuple[float, float]) -> None:
        draw_tooltip(surface, text, pos, self.scene.s)
