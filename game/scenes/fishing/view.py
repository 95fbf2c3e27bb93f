"""Drawing the Fishing table from its layout and what it shows: seats with score, fisherman and
boat, the ocean, the status panel, the trick with its lead / called / lowest-wins markers, the
hands and choice overlays, the banner, a special card's first explanation, the results.

Drawing reads ``scene.layout`` for every position and size and never changes game state; cards
still in flight are hidden at their destination (the scene's ``visible_hand``, ``fisherman``…).
"""

from __future__ import annotations

import math

import pygame

import game.scenes.fishing.trick_markers as trick_markers
import game.scenes.fishing.word_places as word_places
from game.engine import draw, layers
from game.i18n import N_, _, ngettext
from game.rules.fishing import CALL, CAPTURE, PASS
from game.scenes.fishing.results import seat_marker
from game.scenes.table import privacy
from game.scenes.table.hint import draw_panel_hint
from game.scenes.table.log import SMALLEST_TEXT, draw_strip, fit_size
from game.scenes.table.view import TableView
from game.scenes.widgets.cards import card_size, suit
from game.scenes.widgets.fishing_piles import draw_ocean, ocean_frame, ocean_wave

PANEL_FILL = (*draw.FELT_DARK, 225)


class FishingView(TableView):
    def draw(self, surface: pygame.Surface) -> None:
        """The picture (seats, ocean, status, log, trick, hands: each repainted only when it
        changes), then what is drawn over it every frame, reported so the next frame puts the
        picture back."""
        scene, lay = self.scene, self.scene.layout
        self.labels = []
        self.draw_picture(surface, self._regions(), [])
        over, told = scene.overlays.draw_hand_tips(surface)
        self.hand_tips = [rect for rect in over if rect is not None]  # the banner yields to them
        over += self.draw_sprites(surface, scene.motion.sprites)
        over += scene.breakdown.draw(surface, word_places.breakdown_rect(lay, scene.log_rect), lay.s)
        over += self.draw_banner(surface)
        over += scene.overlays.draw_overlays(surface)
        over += draw_panel_hint(surface, scene.hints, scene.humans_to_move(), lay.hint_button, lay.s, told)
        over += scene.motion.explanation.draw(surface, lay, scene.clock)
        over += scene.last_trick.draw_at(surface, scene)
        over += scene.held.draw_at(surface, scene)
        self.report(over)

    def _regions(self) -> list[layers.Region]:
        """What the picture shows, as values: a region is repainted when they change."""
        scene, shown, lay = self.scene, self.scene.shown, self.scene.layout
        movers, regions = self.movers(), []
        for seat, widget in scene.seats.items():
            active = seat in movers
            look = (
                len(scene.visible_hand(seat)),
                tuple(scene.fisherman(seat)),
                scene.boat(seat),
                scene.score(seat),
                active,
                self._seat_status(seat, active),
                widget.panel.turn_width(scene.pulse(active)) if active else 0,
            )
            regions.append(layers.Region(("seat", seat), widget.rect, self._paint_seat, (seat, *look)))
        wave = ocean_wave(lay.ocean, lay.ocean_card, lay.s)
        regions.append(layers.Region("ocean", wave, self._paint_ocean, (shown.ocean, shown.ocean_depth)))
        regions.append(layers.Region("status", lay.status, self._paint_status, self._status()))
        explaining = scene.motion.explanation.showing(scene.clock)  # the explanation takes the log's place
        if scene.log_rect is not None and not explaining:
            regions.append(layers.Region("log", scene.log_rect, self._paint_log, (scene.log.latest,)))
        trick = self._trick()
        regions.append(layers.Region("trick", self._trick_bounds(trick), self._paint_trick, (trick,)))
        grow = trick_markers.grow(scene.clock - scene.motion.lead_since)
        pills = (lay, *trick_markers.lines(lay, shown, scene.name, grow, self._badges(trick)))
        regions.append(layers.Region("markers", trick_markers.bounds(*pills), trick_markers.paint, pills))
        hands = scene.overlays.hands_look()
        regions.append(
            layers.Region("hands", scene.overlays.hands_bounds(*hands), scene.overlays.paint_hands, hands)
        )
        return regions + self.results_regions()

    # -- seats ----------------------------------------------------------------------------------
    def _seat_status(self, seat: int, active: bool) -> str:
        scene, shown = self.scene, self.scene.shown
        if seat in shown.winners:
            return _("WINNER")
        if active:
            if scene.thinks(seat):
                return _("thinking…")
            asked = {
                PASS: N_("choose a card to pass"),
                CALL: N_("call a colour"),
                CAPTURE: N_("capture a card"),
            }
            return _(asked.get(scene.state.phase, N_("to play")))
        if seat in shown.chosen:
            return _("card chosen")
        if seat == shown.leader and not shown.trick and not shown.winners:  # none after the game
            return _("leads")
        return privacy.look_status(scene, seat)

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
        x, y = lay.status_rule
        surface.blit(self._rule(), (round(x), round(y)))

    def _rule(self) -> pygame.Surface:
        """The status panel's rule line, rendered (its height moves the prompt down)."""
        lay = self.scene.layout
        text = _("Green is trump; buoys may always be played")
        room = lay.hint_button.rect.y - round(
            lay.status_rule[1]
        )  # grown words: smaller, over the Hint button
        least = math.ceil(SMALLEST_TEXT * lay.size[1])
        size = draw.fitting_block(text, lay.font_rule, lay.status_rule_wrap, room, smallest=least)
        return draw.text(text, size, draw.TEXT_DIM, wrap=lay.status_rule_wrap)

    def _paint_seat(
        self,
        surface: pygame.Surface,
        seat: int,
        hand: int,
        fisherman: tuple,
        boat: int,
        score: int,
        active: bool,
        status: str,
        width: int,
    ) -> None:
        widget = self.scene.seats[seat]
        widget.draw_state(surface, hand, list(fisherman), boat, score, active, status, frame=width)

    def _paint_ocean(self, surface: pygame.Surface, count: int, depth: int) -> None:
        lay = self.scene.layout
        draw_ocean(surface, lay.ocean, lay.ocean_card, count, depth, lay.s)

    def _paint_log(self, surface: pygame.Surface, latest: str) -> None:
        draw_strip(surface, self.scene.log_rect, self.scene.s, latest)

    # -- trick, status, banner ------------------------------------------------------------------
    def _trick(self) -> tuple:
        """The trick's cards as values: seat, card, outline (a capture candidate) and mark."""
        scene = self.scene
        out = []
        for seat, card in scene.trick_cards():
            mark = scene.motion.marks.get(card)
            outline = mark[1] if mark else scene.input.trick_outline(card)
            out.append((seat, card, outline, tuple(mark) if mark else None))
        return tuple(out)

    def _trick_bounds(self, trick: tuple) -> pygame.Rect:
        scene, lay = self.scene, self.scene.layout
        width = scene.trick_area.card_width
        w, h = card_size(width)
        ring = 2 * max(width // 8, 6)
        out = pygame.Rect(round(lay.trick_centre[0]), round(lay.trick_centre[1]), 0, 0)
        for seat, _card, _outline, mark in trick:
            x, y = scene.trick_pos(seat)
            box = pygame.Rect(0, 0, round(w * 1.15) + ring, round(h * 1.1) + ring)
            box.center = (round(x), round(y))
            out.union_ip(box)
            if mark:
                out.union_ip(scene.trick_area.badge_rect((x, y), _(mark[0]), lay.badge))
        return out

    def _paint_trick(self, surface: pygame.Surface, trick: tuple) -> None:
        """The trick's cards, then their badges above every card (no later card hides one)."""
        scene, lay = self.scene, self.scene.layout
        for seat, card, outline, _mark in trick:
            scene.trick_area.draw_card(surface, card, scene.trick_pos(seat), scene.trick_tilt(seat), outline)
        for seat, _card, _outline, mark in trick:
            if mark:
                scene.trick_area.badge(surface, scene.trick_pos(seat), _(mark[0]), mark[1], lay.badge)

    def _badges(self, trick: tuple) -> list[pygame.Rect]:
        """Where the badges of ``trick`` (``_trick``) draw."""
        scene = self.scene
        return [
            scene.trick_area.badge_rect(scene.trick_pos(seat), _(mark[0]), scene.layout.badge)
            for seat, _card, _outline, mark in trick
            if mark
        ]

    def _status(self) -> tuple:
        scene, shown = self.scene, self.scene.shown
        trick = min(shown.tricks + 1, shown.hand_size)
        asking = not scene.presenting() and bool(scene.humans_to_move())  # the Hint button may show
        rounds = (scene.round_number(), scene.round_count())
        return (*rounds, shown.hand_size, trick, scene.input.prompt(), asking)

    def _paint_status(
        self,
        surface: pygame.Surface,
        round_no: int,
        rounds: int,
        hand_size: int,
        trick: int,
        prompt: str,
        asking: bool,
    ) -> None:
        lay = self.scene.layout
        title = _("Round {n} of {rounds}").format(n=round_no, rounds=rounds)
        text = ngettext("{n} card, trick {trick}", "{n} cards, trick {trick}", hand_size).format(
            n=hand_size, trick=trick
        )
        cards_size = draw.fitting_height(lay.font_text, round(lay.status_rule[1] - lay.status_cards[1]))
        draw.blit_text(surface, text, lay.status_cards, cards_size, draw.TEXT_DIM, "topright")
        room = (
            lay.status_cards[0] - draw.text_width(text, cards_size) - round(12 * lay.s) - lay.status_title[0]
        )
        least = math.ceil(SMALLEST_TEXT * lay.size[1])  # a grown title keeps clear of the count and the rule
        size = draw.fitting_size(title, lay.font_title, room, True, least)
        size = max(
            min(size, draw.fitting_height(size, round(lay.status_rule[1] - lay.status_title[1]), True)), 1
        )
        draw.blit_text(surface, title, lay.status_title, size, draw.TEXT, bold=True)
        wrap, button = lay.status_prompt_wrap, lay.hint_button.rect
        size = lay.font_text
        top = lay.prompt_top(self._rule().get_height())
        room = lay.status.bottom - round(10 * lay.s) - top
        if not asking:  # no Hint button: who acts next has the panel's width down to its foot
            size, prompt = fit_size(prompt, size, math.ceil(SMALLEST_TEXT * lay.size[1]), wrap, room)
        elif draw.text(prompt, size, wrap=wrap).get_height() > button.y - top:
            wrap = button.x - round(10 * lay.s) - lay.status_prompt[0]  # longer: beside the Hint button
            size, prompt = fit_size(prompt, size, math.ceil(SMALLEST_TEXT * lay.size[1]), wrap, room)
        draw.blit_text(surface, prompt, (lay.status_prompt[0], top), size, draw.ACCENT, wrap=wrap)
