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
from game.scenes.table.hint import draw_fan_hint, fan_index
from game.scenes.table.words import card_colour
from game.scenes.widgets.cards import suit
from game.scenes.widgets.fishing_cards import explain, title
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.tooltip import draw_tooltip

PASS_FILL = (*draw.FELT_DARK, 235)
NOTICE_FILL = (*draw.FELT_DARK, 240)
PICKER_FILL = (*draw.FELT_DARK, 245)


class ChoiceOverlays:
    def __init__(self, scene: Any):
        self.scene = scene

    def draw_hands(self, surface: pygame.Surface) -> bool:
        """The hands in play; True if a hint was told beside its card."""
        scene, lay, choices = self.scene, self.scene.layout, self.scene.input
        hands = choices.pass_hands()
        frames = lay.pass_fans(list(hands)) if hands else {}
        told = False
        for seat, fan in hands.items():
            self._draw_pass_frame(surface, seat, frames[seat].frame)
            told = self._draw_fan(surface, seat, fan) or told
        if scene.human_seats() and not hands and scene.visible_hand(scene.hand_seat()):
            seat = scene.hand_seat()
            told = self._draw_fan(surface, seat, scene.hand) or told
            face_up = scene.hand_face_up(seat)
            label = _("{player}'s hand") if face_up else _("{player}'s hand (hidden: hold to look)")
            label = label.format(player=scene.name(seat))
            scene.view.label(surface, label, lay.hand_label, lay.font_body, anchor="center", shadow=True)
        return told

    def _draw_fan(self, surface: pygame.Surface, seat: int, fan: FannedHand) -> bool:
        scene, choices = self.scene, self.scene.input
        cards = scene.visible_hand(seat)
        face_up = scene.hand_face_up(seat) and None not in cards
        playable = choices.playable(seat) if face_up else set()
        hover = None
        if choices.hover_pos is not None and face_up:
            hover = fan.index_at(choices.hover_pos, len(cards), playable)
        hinted = fan_index(scene.hints, seat, list(cards)) if face_up else None
        lifted = hinted if hover is None else hover
        fan.draw(surface, cards, face_up, playable, lifted, dim_unplayable=bool(playable))
        told = hinted is not None and draw_fan_hint(
            surface, scene.hints, seat, fan, list(cards), (playable, lifted), scene.s, scene.clock
        )
        if hover is None or not scene.hover_tips():
            return told
        card = cards[hover]
        text = choices.why_not(seat, card) if playable and hover not in playable else explain(card)
        if text:
            pos = fan.positions(len(cards), playable, hover)[hover][0]
            self.tooltip(surface, text, (pos[0], fan.centre[1] - fan.card_width * 1.45))
        return told

    def _draw_pass_frame(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        scene, lay = self.scene, self.scene.layout
        colour = scene.seat_colour(seat)
        draw.draw_panel(surface, rect, PASS_FILL, lay.pass_radius, colour, 3, lay.pass_blur)
        done = seat not in scene.state.to_move()
        text = _("{player}: card chosen") if done else _("{player}: pass a card left")
        text = text.format(player=scene.name(seat))
        pos = (rect.centerx, rect.y + lay.pass_title)
        draw.blit_text(surface, text, pos, lay.font_text, draw.TEXT, "center", bold=True)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        scene, lay, choices = self.scene, self.scene.layout, self.scene.input
        callers = choices.waiting_humans(CALL)
        if callers:
            self._draw_picker(surface, callers[0])
        passers = choices.waiting_humans(PASS)
        if passers and not choices.pass_hands():
            self._draw_pass_notice(surface, passers[0])
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
                self.tooltip(surface, text, (hover_pos[0], hover_pos[1] - lay.tooltip_rise))
        scene.view.draw_refusal(surface, lay.notice)

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

    def tooltip(self, surface: pygame.Surface, text: str, pos: tuple[float, float]) -> None:
        guide = self.scene.coach.covers(self.scene, surface.get_size())  # beside the guide's box
        draw_tooltip(surface, text, pos, self.scene.s, avoid=guide)
