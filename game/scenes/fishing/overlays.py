"""What the Fishing choices look like: the fanned hands (and, while passing, every human's hand in
the middle), the colour picker for a caller, the pass-left notice, tooltips on cards and piles, and
refusals. Playable cards are lifted, the others dimmed; hovering a dimmed card says which rule
forbids it, hovering a special card says what it does. Drawing only: ``input`` acts.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import draw
from game.i18n import _
from game.rules.fishing import CALL, PASS
from game.scenes.table import privacy
from game.scenes.table.hint import draw_fan_hint, fan_index
from game.scenes.table.layout import hand_label, line_size
from game.scenes.table.view import shadowed
from game.scenes.table.words import card_colour
from game.scenes.widgets.cards import suit
from game.scenes.widgets.fishing_cards import DECK, explain, title
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.tooltip import draw_tooltip

PASS_FILL = (*draw.FELT_DARK, 235)
NOTICE_FILL = (*draw.FELT_DARK, 240)
PICKER_FILL = (*draw.FELT_DARK, 245)


class ChoiceOverlays:
    def __init__(self, scene: Any):
        self.scene = scene

    def _fans(self) -> list[tuple[int, bool, FannedHand]]:
        """The hands in play: (seat, passing, fan): every human's in the middle while passing,
        else the hand seat's at the bottom (if it has cards)."""
        scene = self.scene
        hands = scene.input.pass_hands()
        if hands:
            return [(seat, True, fan) for seat, fan in hands.items()]
        if scene.human_seats() and scene.visible_hand(scene.hand_seat()):
            return [(scene.hand_seat(), False, scene.hand)]
        return []

    def _fan_look(self, seat: int, fan: FannedHand) -> tuple:
        """(cards, face up, playable, hovered, hinted, lifted) of ``seat``'s fan."""
        scene, choices = self.scene, self.scene.input
        cards = tuple(scene.visible_hand(seat))
        face_up = scene.hand_face_up(seat) and None not in cards
        playable = frozenset(choices.playable(seat) if face_up else ())
        hover = None
        if choices.hover_pos is not None and face_up:
            hover = fan.index_at(choices.hover_pos, len(cards), playable)
        hinted = fan_index(scene.hints, seat, list(cards)) if face_up else None
        held = scene.held.index(scene, seat, list(cards))  # a card waiting to be confirmed stays lifted
        lifted = held if held is not None else hinted if hover is None else hover
        return cards, face_up, playable, hover, hinted, lifted

    def hands_look(self) -> tuple:
        """The hands as values (a region of the table's picture): pass frames (seat, chosen),
        fans (seat, passing, cards, face up, playable, lifted) and the hand's label (its rect
        kept with the view's labels, for refusals to step aside)."""
        scene = self.scene
        fans = self._fans()
        frames = tuple((seat, seat not in scene.state.to_move()) for seat, passing, _fan in fans if passing)
        looks = []
        for seat, passing, fan in fans:
            cards, face_up, playable, _hover, _hinted, lifted = self._fan_look(seat, fan)
            looks.append((seat, passing, cards, face_up, playable, lifted))
        label = ""
        if fans and not frames:
            seat = fans[0][0]
            face_up = scene.hand_face_up(seat)
            label = privacy.hand_label(scene, seat, scene.name(seat), face_up)
            scene.view.labels.append(self._label_rect(label))
        return frames, tuple(looks), label

    def _label_rect(self, label: str) -> pygame.Rect:
        lay = self.scene.layout
        return hand_label(lay, label)[1]

    def _fan(self, seat: int, passing: bool) -> FannedHand:
        if not passing:
            return self.scene.hand
        fan = self.scene.pass_fans()[seat]
        return FannedHand(fan.centre, fan.card, fan.span, DECK)

    def hands_bounds(self, frames: tuple, fans: tuple, label: str) -> pygame.Rect:
        """Where ``paint_hands`` draws."""
        lay = self.scene.layout
        out = pygame.Rect(round(lay.hand_centre[0]), round(lay.hand_centre[1]), 0, 0)
        if frames:
            boxes = self.scene.pass_fans()
            for seat, _done in frames:
                out.union_ip(shadowed(boxes[seat].frame, lay.pass_blur))
        for seat, passing, cards, face_up, playable, lifted in fans:
            raised = playable if face_up else ()
            out.union_ip(self._fan(seat, passing).bounds(len(cards), raised, lifted if face_up else None))
        if label:
            shade = max(lay.font_body // 18, 2)  # the label's drop shadow
            out.union_ip(self._label_rect(label).inflate(2 * shade, 2 * shade))
        return out

    def paint_hands(self, surface: pygame.Surface, frames: tuple, fans: tuple, label: str) -> None:
        lay = self.scene.layout
        if frames:
            boxes = self.scene.pass_fans()
            for seat, done in frames:
                self._draw_pass_frame(surface, seat, boxes[seat].frame, done)
        for seat, passing, cards, face_up, playable, lifted in fans:
            fan = self._fan(seat, passing)
            fan.draw(surface, cards, face_up, playable, lifted, dim_unplayable=bool(playable))
        if label:
            size = hand_label(lay, label)[0]
            draw.blit_text(surface, label, lay.hand_label, size, anchor="center", shadow=True)

    def draw_hand_tips(self, surface: pygame.Surface) -> tuple[list[pygame.Rect | None], bool]:
        """Over the hands: the hinted card ringed with its reason, and what a hovered card does or
        why it cannot be played; returns where they were drawn, and whether a hint was told."""
        scene, choices = self.scene, self.scene.input
        drawn: list[pygame.Rect | None] = []
        told = False
        for seat, _passing, fan in self._fans():
            cards, _face_up, playable, hover, hinted, lifted = self._fan_look(seat, fan)
            if hinted is not None:
                look, desk, clock = (playable, lifted), scene.hints, scene.clock
                keep = scene.view.readable(surface.get_size())  # the labels, the log, the status
                rects = draw_fan_hint(surface, desk, seat, fan, list(cards), look, scene.s, clock, keep)
                drawn += rects
                told = told or bool(rects)
            if hover is None or not scene.hover_tips():
                continue
            card = cards[hover]
            text = choices.why_not(seat, card) if playable and hover not in playable else explain(card)
            if text:
                pos = fan.positions(len(cards), playable, hover)[hover][0]
                drawn.append(self.tooltip(surface, text, (pos[0], fan.centre[1] - fan.card_width * 1.45)))
        return drawn, told

    def _draw_pass_frame(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, done: bool) -> None:
        scene, lay = self.scene, self.scene.layout
        colour = scene.seat_colour(seat)
        draw.draw_panel(surface, rect, PASS_FILL, lay.pass_radius, colour, 3, lay.pass_blur)
        text = _("{player}: card chosen") if done else _("{player}: pass a card left")
        text = text.format(player=scene.name(seat))
        pos, width = (rect.centerx, rect.y + lay.pass_title), rect.w - round(16 * lay.s)  # 3 frames: narrow
        size = line_size(text, lay.font_text, width, lay.size[1])
        if draw.text(text, size, bold=True).get_width() <= width:
            draw.blit_text(surface, text, pos, size, draw.TEXT, "center", bold=True)
        else:  # too long even small (German, Vietnamese): two even lines over the cards
            top = (rect.centerx, rect.y + round(6 * lay.s))
            draw.blit_text(surface, text, top, size, draw.TEXT, "midtop", bold=True, wrap=width)

    def draw_overlays(self, surface: pygame.Surface) -> list[pygame.Rect | None]:
        """The colour picker, the pass-left notice, a hover tip on the trick or a pile, the
        refusal; returns where they were drawn."""
        scene, lay, choices = self.scene, self.scene.layout, self.scene.input
        drawn: list[pygame.Rect | None] = []
        callers = choices.waiting_humans(CALL)
        if callers:
            self._draw_picker(surface, callers[0])
            drawn.append(shadowed(lay.picker, lay.picker_blur))
        passers = choices.waiting_humans(PASS)
        if passers and not choices.pass_hands():
            self._draw_pass_notice(surface, passers[0])
            drawn.append(shadowed(lay.pass_notice, lay.blur))
        hover_pos = choices.hover_pos
        if hover_pos is not None and scene.hover_tips():
            card = choices.trick_card_at(hover_pos)
            explained = card is not None and explain(card)
            text = (
                _("{card}: {rule}").format(card=title(card), rule=explain(card))
                if explained
                else choices.place_at()
            )
            if text:
                drawn.append(self.tooltip(surface, text, (hover_pos[0], hover_pos[1] - lay.tooltip_rise)))
        return drawn + scene.view.draw_refusal(surface, lay.notice)

    def _draw_pass_notice(self, surface: pygame.Surface, seat: int) -> None:
        """Who gives to whom: the card goes to the next player clockwise, one comes from the last."""
        scene, lay = self.scene, self.scene.layout
        n = scene.state.players
        to, frm = scene.name((seat + 1) % n), scene.name((seat - 1) % n)
        rect = lay.pass_notice
        draw.draw_panel(surface, rect, NOTICE_FILL, lay.radius, draw.ACCENT, 3, lay.blur)
        pos = (rect.centerx, rect.y + lay.pass_notice_title)
        draw.blit_text(surface, _("PASS LEFT"), pos, lay.font_title, draw.ACCENT, "center", bold=True)
        text = _("Choose one card from your hand for {to}. You will get one from {giver}.").format(
            to=to, giver=frm
        )
        pos = (rect.centerx, rect.y + lay.pass_notice_text)
        draw.blit_text(surface, text, pos, lay.font_text, draw.TEXT, "center", wrap=lay.pass_notice_wrap)

    def _draw_picker(self, surface: pygame.Surface, seat: int) -> None:
        scene, lay = self.scene, self.scene.layout
        frame = lay.picker
        draw.draw_panel(surface, frame, PICKER_FILL, lay.picker_radius, draw.ACCENT, 4, lay.picker_blur)
        text = _("{player}: call the colour for the next trick").format(player=scene.name(seat))
        pos = (frame.centerx, frame.y + lay.picker_title)
        draw.blit_text(surface, text, pos, lay.font_heading, draw.TEXT, "center", bold=True)
        hover_pos = scene.input.hover_pos
        for colour, rect in lay.colour_buttons.items():
            look = suit(colour)
            hover = hover_pos is not None and rect.collidepoint(hover_pos)
            edge = draw.TEXT if hover else draw.INK
            draw.draw_panel(surface, rect, (*look.rgb, 255), lay.button_radius, edge, 4 if hover else 2, 0)
            ink = draw.INK if sum(look.rgb) > 400 else draw.TEXT
            icon = draw.icon(look.icon, lay.icon_button, ink)
            surface.blit(icon, icon.get_rect(center=(rect.x + lay.button_icon, rect.centery)))
            label = card_colour(look.label)
            if colour == scene.state.deck.trump:
                label = _("{colour} (trump)").format(colour=label)
            pos = (rect.x + lay.button_label, rect.centery)
            draw.blit_text(surface, label, pos, lay.font_label, ink, "midleft", bold=True)

    def tooltip(self, surface: pygame.Surface, text: str, pos: tuple[float, float]) -> pygame.Rect:
        avoid = self.scene.view.readable(surface.get_size())  # the hands' labels, the log, the guide
        return draw_tooltip(surface, text, pos, self.scene.s, avoid=avoid)
