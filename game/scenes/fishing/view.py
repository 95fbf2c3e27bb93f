"""Drawing the Fishing table from its layout and what it shows: seats with score, fisherman and
boat, the ocean, the status panel, the trick with its lead / called / lowest-wins markers, the
hands and choice overlays, the banner, a special card's first explanation, the results.

Drawing reads ``scene.layout`` for every position and size and never changes game state; cards
still in flight are hidden at their destination (the scene's ``visible_hand``, ``fisherman``…).
"""

from __future__ import annotations

import pygame

from game.engine import draw
from game.i18n import N_, _, ngettext
from game.rules.fishing import CALL, CAPTURE, PASS
from game.scenes.fishing.results import seat_marker
from game.scenes.table.hint import draw_panel_hint
from game.scenes.table.log import draw_log
from game.scenes.table.view import TableView
from game.scenes.table.words import card_colour
from game.scenes.widgets.cards import suit
from game.scenes.widgets.fishing_cards import explain, icon_surface, kind, title
from game.scenes.widgets.fishing_piles import draw_ocean, ocean_frame

PANEL_FILL = (*draw.FELT_DARK, 225)
EXPLAIN_FILL = (*draw.FELT_DARK, 245)
LEAD_GROW, LEAD_SETTLE_S = 0.3, 0.6  # a new lead colour's marker starts larger, then settles


class FishingView(TableView):
    def draw(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        self.draw_seats(surface)
        draw_ocean(surface, lay.ocean, lay.ocean_card, scene.shown.ocean, scene.shown.ocean_depth, lay.s)
        self._draw_status(surface)
        if not self._explaining():  # a special card's first explanation takes the log strip's place
            draw_log(surface, scene)
        self._draw_trick(surface)
        told = scene.overlays.draw_hands(surface)
        scene.motion.sprites.draw(surface)
        scene.breakdown.draw(surface, scene.presenter.breakdown_rect(), lay.s)
        scene.banner.draw(surface, scene.presenter.banner_place())
        scene.overlays.draw_overlays(surface)
        draw_panel_hint(surface, scene.hints, scene.humans_to_move(), lay.status, lay.s, told)
        self._draw_explanation(surface)
        if scene.results_since is not None:
            scene.results_screen.draw(surface, scene.input.hover_pos)

    # -- seats ----------------------------------------------------------------------------------
    def _seat_status(self, seat: int, active: bool) -> str:
        scene, shown = self.scene, self.scene.shown
        if seat in shown.winners:
            return _("WINNER")
        if active:
            if scene.setup.seats[seat].is_bot:
                return _("thinking…")
            asked = {
                PASS: N_("choose a card to pass"),
                CALL: N_("call a colour"),
                CAPTURE: N_("capture a card"),
            }
            return _(asked.get(scene.state.phase, N_("to play")))
        if seat in shown.chosen:
            return _("card chosen")
        if seat == shown.leader and not shown.trick:
            return _("leads")
        return ""

    def paint_static(self, surface: pygame.Surface) -> None:
        """Seat panels and their words, the ocean's wave, the status panel and its rule line."""
        scene, lay = self.scene, self.scene.layout
        for seat, widget in scene.seats.items():
            widget.draw_frame(surface, scene.name(seat), scene.seat_colour(seat), seat_marker(seat))
        ocean_frame(surface, lay.ocean, lay.ocean_card, lay.s)
        draw.draw_panel(surface, lay.status, PANEL_FILL, lay.radius, None, 0, lay.blur)
        trump = suit(scene.state.deck.trump)
        icon = draw.icon(trump.icon, lay.icon_rule, trump.rgb)
        surface.blit(icon, icon.get_rect(center=lay.status_rule_icon))
        text = _("Green is trump; buoys may always be played")
        wrap = lay.status_rule_wrap
        draw.blit_text(surface, text, lay.status_rule, lay.font_rule, draw.TEXT_DIM, wrap=wrap)

    def draw_seat(self, surface: pygame.Surface, seat: int, active: bool) -> None:
        scene = self.scene
        widget = scene.seats[seat]
        status = self._seat_status(seat, active)
        hand, fisherman, boat = len(scene.visible_hand(seat)), scene.fisherman(seat), scene.boat(seat)
        score, pulse = scene.score(seat), scene.pulse(active)
        widget.draw_state(surface, hand, fisherman, boat, score, active, status, pulse)

    # -- trick, status, banner ------------------------------------------------------------------
    def _draw_trick(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        for seat, card in scene.trick_cards():
            pos = scene.trick_pos(seat)
            mark = scene.motion.marks.get(card)
            outline = mark[1] if mark else scene.input.trick_outline(card)
            scene.trick_area.draw_card(surface, card, pos, scene.trick_tilt(seat), outline)
            if mark:
                scene.trick_area.badge(surface, pos, _(mark[0]), mark[1], lay.badge)
        self._draw_trick_markers(surface)

    def _draw_trick_markers(self, surface: pygame.Surface) -> None:
        """Lead or called colour and *Lowest wins*, in the middle of the trick."""
        scene, shown, lay = self.scene, self.scene.shown, self.scene.layout
        lines: list[tuple[str, draw.Colour, str | None]] = []
        if shown.called:
            called = card_colour(shown.called)
            if shown.caller is None:
                words = _("{colour} called").format(colour=called)
            else:
                words = _("{colour} called by {player}").format(
                    colour=called, player=scene.name(shown.caller)
                )
            lines.append((words, suit(shown.called).rgb, shown.called))
        elif shown.lead:
            lines.append(
                (_("lead: {colour}").format(colour=card_colour(shown.lead)), suit(shown.lead).rgb, shown.lead)
            )
        if shown.lowest:
            lines.append((_("LOWEST WINS"), draw.OKABE_ITO["sky_blue"], None))
        cx, cy = lay.trick_centre
        grow = 1.0 + LEAD_GROW * max(0.0, 1.0 - (scene.clock - scene.motion.lead_since) / LEAD_SETTLE_S)
        y = cy - (len(lines) - 1) * lay.marker_step / 2
        for text, colour, colour_name in lines:
            image = draw.text(text, round(lay.marker_size * grow), draw.INK, bold=True)
            rect = image.get_rect(center=(round(cx + (lay.pill_shift if colour_name else 0)), round(y)))
            pill = rect.inflate(lay.pill_pad[0] if colour_name else lay.pill_pad[1], lay.pill_height)
            pill.centerx = round(cx)
            pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, draw.INK, pill, 2, border_radius=pill.h // 2)
            if colour_name:
                icon = draw.icon(suit(colour_name).icon, lay.font_label, draw.INK)
                surface.blit(icon, icon.get_rect(center=(pill.x + lay.pill_icon_x, pill.centery)))
                rect.x = pill.x + lay.pill_text_x
            surface.blit(image, rect)
            y += lay.marker_step

    def _draw_status(self, surface: pygame.Surface) -> None:
        scene, shown, lay = self.scene, self.scene.shown, self.scene.layout
        text = _("Round {n} of {rounds}").format(n=shown.round, rounds=scene.state.deck.rounds)
        draw.blit_text(surface, text, lay.status_title, lay.font_title, draw.TEXT, bold=True)
        trick = min(shown.tricks + 1, shown.hand_size)
        text = ngettext("{n} card, trick {trick}", "{n} cards, trick {trick}", shown.hand_size).format(
            n=shown.hand_size, trick=trick
        )
        draw.blit_text(surface, text, lay.status_cards, lay.font_text, draw.TEXT_DIM, "topright")
        wrap = lay.status_prompt_wrap
        prompt = scene.input.prompt()
        draw.blit_text(surface, prompt, lay.status_prompt, lay.font_text, draw.ACCENT, wrap=wrap)

    def _explaining(self) -> bool:
        explaining = self.scene.motion.explaining
        return explaining is not None and self.scene.clock <= explaining[1]

    def _draw_explanation(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        if not self._explaining():
            return
        card = scene.motion.explaining[0]
        rect = lay.explanation
        draw.draw_panel(surface, rect, EXPLAIN_FILL, lay.radius, draw.ACCENT, 3, lay.blur)
        icon = icon_surface(kind(card) or "", lay.explain_icon)
        centre = (rect.x + lay.explain_icon_x, rect.y + lay.explain_icon_y)
        surface.blit(icon, icon.get_rect(center=centre))
        x = rect.x + lay.explain_text_x
        pos = (x, rect.y + lay.explain_title_y)
        draw.blit_text(
            surface, _("New: {card}").format(card=title(card)), pos, lay.font_heading, draw.ACCENT, bold=True
        )
        pos = (x, rect.y + lay.explain_body_y)
        draw.blit_text(surface, explain(card) or "", pos, lay.font_label, draw.TEXT, wrap=lay.explain_wrap)
