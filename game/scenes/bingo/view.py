"""Drawing the Bingo table from its layout and what it shows: seats with bingo cards and missed
tracks, the status panel, the trick with HIGH/LOW badges, the hand, the free-marker choosers, the
results. Drawing reads ``scene.layout`` for every position and size and never changes game state.
"""

from __future__ import annotations

import math

import pygame

from game.engine import draw
from game.i18n import _
from game.rules.bingo import MAX_TRICKS, SEAT_COLOURS, TO_CHOOSE
from game.scenes.table.hint import button_rect, draw_fan_hint, draw_panel_hint, draw_ring, fan_index
from game.scenes.table.log import SMALLEST_TEXT, draw_log, fit_line
from game.scenes.table.view import TableView
from game.scenes.table.words import card_colour
from game.scenes.widgets.cards import draw_card, suit
from game.scenes.widgets.tooltip import draw_tooltip

HIGH_BADGE = (240, 178, 62)
LOW_BADGE = (86, 180, 233)
TRUMP_GROW = 0.35  # a new trump's icon starts this much larger …
TRUMP_SETTLE_S = 0.8  # … and settles in this long
PANEL_FILL = (*draw.FELT_DARK, 225)
CHOOSER_FILL = (*draw.FELT_DARK, 245)


class BingoView(TableView):
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        self.draw_seats(surface)
        self._draw_status(surface)
        draw_log(surface, scene)
        self._draw_trick(surface)
        told = self._draw_hand(surface)
        scene.sprites.draw(surface)
        scene.banner.draw(surface, scene.presenter.banner_place())
        self._draw_choosers(surface)
        draw_panel_hint(surface, scene.hints, scene.humans_to_move(), scene.layout.status.rect, scene.s, told)
        self.draw_refusal(surface, self.scene.layout.notice, self.scene.layout.tooltip_wrap)
        if scene.results_since is not None:
            self._draw_results(surface)

    # -- seats ----------------------------------------------------------------------------------
    def _seat_status(self, seat: int, active: bool) -> str:
        scene = self.scene
        if seat in scene.shown.winners:
            return _("WINNER")
        if scene.state.choices[seat] == TO_CHOOSE and not scene.presenting():
            return _("choosing")
        if seat in scene.shown.chosen:
            return _("chosen")
        if active:
            return _("thinking…") if scene.setup.seats[seat].is_bot else _("to play")
        return ""

    def paint_static(self, surface: pygame.Surface) -> None:
        """Panels, names, printed bingo cards, missed-track spaces and the status panel."""
        lay = self.scene.layout
        for seat in range(self.scene.state.players):
            self._draw_seat_frame(surface, seat)
        draw.draw_panel(surface, lay.status.rect, PANEL_FILL, lay.radius, None, 0, lay.blur)

    def _draw_seat_frame(self, surface: pygame.Surface, seat: int) -> None:
        scene, lay = self.scene, self.scene.layout
        colour = scene.seat_colour(seat)
        name, icon = scene.setup.seats[seat].name, suit(SEAT_COLOURS[seat]).icon
        scene.panels[seat].draw_frame(surface, name, colour, icon)
        scene.cards[seat].draw_grid(surface)
        scene.tracks[seat].draw_spaces(surface)
        label = lay.seats[seat].track_label
        draw.blit_text(surface, _("missed"), label, lay.font_label, draw.TEXT_DIM, "center")

    def draw_seat(self, surface: pygame.Surface, seat: int, active: bool) -> None:
        scene, shown = self.scene, self.scene.shown
        colour = scene.seat_colour(seat)
        status = self._seat_status(seat, active)
        scene.panels[seat].draw_state(surface, len(shown.hands[seat]), active, status, scene.pulse(active))
        scene.cards[seat].draw_markers(surface, shown.covered[seat], colour, shown.lines[seat])
        scene.tracks[seat].draw_markers(surface, shown.missed[seat], colour)

    # -- status, trick, hand --------------------------------------------------------------------
    def _draw_status(self, surface: pygame.Surface) -> None:
        scene, shown, lay = self.scene, self.scene.shown, self.scene.layout
        spots = lay.status
        trick_no = min(shown.tricks + 1, MAX_TRICKS)
        text = _("Trick {n} of {rounds}").format(n=trick_no, rounds=MAX_TRICKS)
        draw.blit_text(surface, text, spots.trick, lay.font_title, draw.TEXT, bold=True)
        if not scene.state.trump_variant:
            draw.blit_text(surface, _("No trump (variant off)"), spots.trump, lay.font_body, draw.TEXT_DIM)
        elif shown.trump is None:
            text = _("No trump in the first trick")
            draw.blit_text(surface, text, spots.trump, lay.font_body, draw.TEXT_DIM)
        else:
            look = suit(shown.trump)
            since = scene.clock - scene.presenter.trump_since
            grow = 1.0 + TRUMP_GROW * max(0.0, 1.0 - since / TRUMP_SETTLE_S)
            icon = draw.icon(look.icon, round(lay.icon_trump * grow), look.rgb)
            surface.blit(icon, icon.get_rect(center=spots.trump_icon))
            owner = scene.setup.seats[SEAT_COLOURS.index(shown.trump)].name
            text = _("Trump: {colour}").format(colour=card_colour(look.label))
            draw.blit_text(surface, text, spots.trump_text, lay.font_title, look.rgb, bold=True)
            owner_words = _("{player}'s colour").format(player=owner)
            draw.blit_text(surface, owner_words, spots.trump_owner, lay.font_small, draw.TEXT_DIM)
        lead = shown.trick[0][1].colour if shown.trick else None
        if lead:
            look = suit(lead)
            icon = draw.icon(look.icon, lay.icon_lead, look.rgb)
            surface.blit(icon, icon.get_rect(center=spots.lead_icon))
            text = _("Lead: {colour}").format(colour=card_colour(look.label))
            draw.blit_text(surface, text, spots.lead_text, lay.font_body, draw.TEXT)
        prompt, wrap = self._prompt(), spots.prompt_wrap
        size = fit_line(prompt, lay.font_text, math.ceil(SMALLEST_TEXT * lay.size[1]), wrap)
        if size is None:  # too long for one line: wrapped left of the Hint button below it
            wrap = button_rect(spots.rect, lay.s).x - round(10 * lay.s) - round(spots.prompt[0])
        draw.blit_text(surface, prompt, spots.prompt, size or lay.font_text, draw.ACCENT, wrap=wrap)

    def _prompt(self) -> str:
        scene = self.scene
        if scene.state.is_over():
            return _("Game over")
        if scene.presenting():
            return ""  # the table is still showing the last moves: nobody may act yet
        movers = scene.humans_to_move()
        if not movers:
            return _("Bots are playing…") if not scene.human_seats() else _("Waiting for the bots…")
        seat = movers[0]
        name = scene.seat_name(seat)
        if scene.state.choices[seat] == TO_CHOOSE:
            return _("{player}: place your free marker").format(player=name)
        if len(scene.human_seats()) > 1 and not scene.hand_face_up(seat):
            return _("{player}: hold on your hand to look, release on a card to play it").format(player=name)
        return _("{player}: play a card").format(player=name)

    def _draw_trick(self, surface: pygame.Surface) -> None:
        scene, shown, lay = self.scene, self.scene.shown, self.scene.layout
        if shown.played:
            x, y = lay.discard
            for i in range(min(shown.played // 4 + 1, 6)):  # a pile that grows with the cards played
                draw_card(surface, None, (x + i * 2, y - i * 2), lay.discard_card)
            text = _("{n} played").format(n=shown.played)
            draw.blit_text(surface, text, lay.discard_label, lay.font_small, draw.TEXT_DIM, "center")
        badges = []
        for order, (seat, card) in enumerate(shown.trick):
            pos, tilt = scene.trick_slot(seat, order)
            mark = shown.marks.get(seat)
            outline = HIGH_BADGE if mark and mark.startswith("HIGH") else LOW_BADGE if mark else None
            scene.trick_area.draw_card(surface, card, pos, tilt, outline)
            if mark:
                badges.append((pos, mark, outline))
        for pos, mark, colour in badges:  # above every card, so no later card hides one
            scene.trick_area.badge(surface, pos, _(mark), colour, lay.badge)

    def _draw_hand(self, surface: pygame.Surface) -> bool:
        """The hand at the bottom (a hinted card lifted and ringed); True if a hint was told there."""
        scene, lay = self.scene, self.scene.layout
        seat = scene.hand_seat()
        if not scene.human_seats():
            return False
        cards = scene.shown.hands[seat]
        face_up = scene.hand_face_up(seat)
        playable = scene.playable_indices(seat) if face_up else set()
        hover_pos, hover = scene.input.hover_pos, None
        if hover_pos is not None and face_up:
            hover = scene.hand.index_at(hover_pos, len(cards), playable)
        hinted = fan_index(scene.hints, seat, cards) if face_up else None
        lifted = hinted if hover is None else hover
        scene.hand.draw(surface, cards, face_up, playable, lifted, dim_unplayable=bool(playable))
        name = scene.setup.seats[seat].name
        label = _("{player}'s hand") if face_up else _("{player}'s hand (hidden: hold to look)")
        label = label.format(player=name)
        if not scene.banner.showing:  # the banner takes the label's place while the table explains
            self.label(surface, label, lay.hand_label, lay.font_body, anchor="center", shadow=True)
        if hover is not None and hover not in playable and playable and scene.hover_tips():
            reason = scene.refusal_words(scene.state.why_unplayable(seat, cards[hover]))
            if reason:
                x, y = scene.hand.positions(len(cards), playable, hover)[hover][0]
                guide = scene.coach.covers(scene, surface.get_size())
                draw_tooltip(surface, reason, (x, y - lay.tooltip_rise), lay.s, lay.tooltip_wrap, avoid=guide)
        return hinted is not None and draw_fan_hint(
            surface, scene.hints, seat, scene.hand, cards, (playable, lifted), lay.s, scene.clock
        )

    def _draw_choosers(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        hover_pos = scene.input.hover_pos
        for seat, widget in scene.chooser_widgets().items():
            frame = widget.rect.inflate(*lay.chooser_frame).move(0, lay.chooser_frame_rise)
            radius, blur = lay.chooser_radius, lay.chooser_blur
            draw.draw_panel(surface, frame, CHOOSER_FILL, radius, draw.ACCENT, 4, blur)
            text = _("{player}: free marker on any open number").format(player=scene.setup.seats[seat].name)
            pos = (frame.centerx, frame.y + lay.chooser_title)
            draw.blit_text(surface, text, pos, lay.font_heading, draw.TEXT, "center", bold=True)
            hover = widget.number_at(hover_pos) if hover_pos else None
            widget.draw(surface, scene.shown.covered[seat], scene.seat_colour(seat), (), True, hover)
            hinted = scene.hints.current(seat)
            if hinted is not None and hasattr(hinted.hint.action, "number"):
                draw_ring(surface, widget.cell_rect(hinted.hint.action.number), lay.s, scene.clock)

    # -- results --------------------------------------------------------------------------------
    def _draw_results(self, surface: pygame.Surface) -> None:
        self.scene.results_screen.draw(surface, self.scene.input.hover_pos)
