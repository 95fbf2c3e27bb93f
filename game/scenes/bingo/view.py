"""Drawing the Bingo table from its layout and what it shows: seats with bingo cards and missed
tracks, the status panel, the trick with HIGH/LOW badges, the hand, the free-marker choosers, the
results. Drawing reads ``scene.layout`` for every position and size and never changes game state.
"""

from __future__ import annotations

import math

import pygame

from game.engine import draw, layers, linebreak
from game.i18n import _
from game.rules.bingo import MAX_TRICKS, SEAT_COLOURS, TO_CHOOSE
from game.scenes.bingo.coming import coming
from game.scenes.table import privacy
from game.scenes.table.hint import draw_fan_hint, draw_panel_hint, draw_ring, fan_index
from game.scenes.table.layout import hand_label
from game.scenes.table.log import SMALLEST_TEXT, draw_strip, fit_line, fit_size
from game.scenes.table.view import TableView, shadowed
from game.scenes.table.words import card_colour
from game.scenes.widgets.cards import card_size, draw_card, suit
from game.scenes.widgets.tooltip import draw_tooltip

HIGH_BADGE = (240, 178, 62)
LOW_BADGE = (86, 180, 233)
TRUMP_GROW = 0.35  # a new trump's icon starts this much larger …
TRUMP_SETTLE_S = 0.8  # … and settles in this long
PANEL_FILL = (*draw.FELT_DARK, 225)
CHOOSER_FILL = (*draw.FELT_DARK, 245)


class BingoView(TableView):
    def draw(self, surface: pygame.Surface) -> None:
        """The picture (seats, status, log, trick, hand: each repainted only when it changes), then
        what is drawn over it every frame, reported so the next frame puts the picture back."""
        scene, lay = self.scene, self.scene.layout
        self.labels = []
        self.draw_picture(surface, self._regions(), [])
        over, told = self._draw_hand_tips(surface)
        self.hand_tips = [rect for rect in over if rect is not None]  # the banner yields to them
        over += self.draw_sprites(surface, scene.sprites)
        over += self.draw_banner(surface)
        over += self._draw_choosers(surface)
        over += draw_panel_hint(surface, scene.hints, scene.humans_to_move(), lay.hint_button, scene.s, told)
        over += self.draw_refusal(surface, lay.notice, lay.tooltip_wrap)
        over += scene.last_trick.draw_at(surface, scene)
        self.report(over)

    def _regions(self) -> list[layers.Region]:
        """What the picture shows, as values: a region is repainted when they change."""
        scene, shown, lay = self.scene, self.scene.shown, self.scene.layout
        movers, regions = self.movers(), []
        for seat in range(scene.state.players):
            active = seat in movers
            panel = scene.panels[seat]
            look = (
                len(shown.hands[seat]),
                active,
                self._seat_status(seat, active),
                panel.turn_width(scene.pulse(active)) if active else 0,
                shown.covered[seat],
                tuple(shown.lines[seat]),
                shown.missed[seat],
            )
            regions.append(layers.Region(("seat", seat), panel.rect, self._paint_seat, (seat, *look)))
        regions.append(layers.Region("status", lay.status.rect, self._paint_status, self._status()))
        if scene.log_rect is not None:
            regions.append(layers.Region("log", scene.log_rect, self._paint_log, (scene.log.latest,)))
        trick = (shown.played, tuple(shown.trick), tuple(sorted(shown.marks.items())))
        regions.append(layers.Region("trick", self._trick_bounds(*trick), self._paint_trick, trick))
        hand = self._hand()
        if hand is not None:
            regions.append(layers.Region("hand", self._hand_bounds(*hand), self._paint_hand, hand))
        return regions + self.results_regions()

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
            return _("thinking…") if scene.thinks(seat) else _("to play")
        return privacy.look_status(scene, seat)

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

    def _paint_seat(
        self,
        surface: pygame.Surface,
        seat: int,
        count: int,
        active: bool,
        status: str,
        width: int,
        covered: int,
        lines: tuple[int, ...],
        missed: int,
    ) -> None:
        """A seat's changing state: turn frame and status, card backs, markers and lines."""
        scene = self.scene
        colour = scene.seat_colour(seat)
        scene.panels[seat].draw_state(surface, count, active, status, width=width)
        scene.cards[seat].draw_markers(surface, covered, colour, lines)
        scene.tracks[seat].draw_markers(surface, missed, colour)

    # -- status, trick, hand --------------------------------------------------------------------
    def _status(self) -> tuple:
        """What the status panel shows: trick number, trump (its icon's size while it settles), lead
        colour and the prompt."""
        scene, shown, lay = self.scene, self.scene.shown, self.scene.layout
        trump_px = 0
        if scene.state.trump_variant and shown.trump is not None:
            since = scene.clock - scene.presenter.trump_since
            trump_px = round(lay.icon_trump * (1.0 + TRUMP_GROW * max(0.0, 1.0 - since / TRUMP_SETTLE_S)))
        lead = shown.trick[0][1].colour if shown.trick else None
        trick_no = scene.round_number()
        asking = not scene.presenting() and bool(scene.humans_to_move())  # the Hint button may show
        return (trick_no, scene.state.trump_variant, shown.trump, trump_px, lead, self._prompt(), asking)

    def _paint_status(
        self,
        surface: pygame.Surface,
        trick_no: int,
        variant: bool,
        trump: str | None,
        trump_px: int,
        lead: str | None,
        prompt: str,
        asking: bool,
    ) -> None:
        """The lines top down, each at its layout place or lower: under a taller script (Chinese,
        Vietnamese) a line starts a quarter of its size below the one above it, not on it."""
        lay = self.scene.layout
        text = _("Trick {n} of {rounds}").format(n=trick_no, rounds=MAX_TRICKS)
        foot = draw.blit_text(surface, text, lay.status.trick, lay.font_title, draw.TEXT, bold=True).bottom
        foot = self._paint_trump(surface, variant, trump, trump_px, foot)
        foot = self._paint_lead(surface, lead, foot)
        self._paint_prompt(surface, prompt, asking, foot)

    def _line(self, surface, text: str, at: tuple[float, float], size: int, colour, foot: int, bold=False):
        """A status line fitted to the panel's width, at ``at`` or a gap below ``foot``; its rect."""
        text, size = self._fitted(text, size, at, bold)
        y = max(round(at[1]), foot + math.ceil(size / 4))
        return draw.blit_text(surface, text, (at[0], y), size, colour, bold=bold)

    def _paint_trump(self, surface, variant: bool, trump: str | None, trump_px: int, foot: int) -> int:
        scene, lay = self.scene, self.scene.layout
        spots = lay.status
        if not variant or trump is None:
            text = _("No trump this game") if not variant else _("No trump in the first trick")
            return self._line(surface, text, spots.trump, lay.font_body, draw.TEXT_DIM, foot).bottom
        look = suit(trump)
        text = _("Trump: {colour}").format(colour=card_colour(look.label))
        drawn = self._line(surface, text, spots.trump_text, lay.font_title, look.rgb, foot, bold=True)
        icon = draw.icon(look.icon, trump_px, look.rgb)
        centre = (spots.trump_icon[0], spots.trump_icon[1] + drawn.y - round(spots.trump_text[1]))
        surface.blit(icon, icon.get_rect(center=centre))
        owner = _("{player}'s colour").format(player=scene.setup.seats[SEAT_COLOURS.index(trump)].name)
        drawn = self._line(surface, owner, spots.trump_owner, lay.font_small, draw.TEXT_DIM, drawn.bottom)
        return drawn.bottom

    def _paint_lead(self, surface: pygame.Surface, lead: str | None, foot: int) -> int:
        lay = self.scene.layout
        spots = lay.status
        if not lead:  # what the line will say, so it is no blank between the trump and the prompt
            text = _("Lead: set by the first card")
            return self._line(surface, text, spots.lead, lay.font_body, draw.TEXT_DIM, foot).bottom
        look = suit(lead)
        text = _("Lead: {colour}").format(colour=card_colour(look.label))
        drawn = self._line(surface, text, spots.lead_text, lay.font_body, draw.TEXT, foot)
        icon = draw.icon(look.icon, lay.icon_lead, look.rgb)
        centre = (spots.lead_icon[0], spots.lead_icon[1] + drawn.y - round(spots.lead_text[1]))
        surface.blit(icon, icon.get_rect(center=centre))
        return drawn.bottom

    def _paint_prompt(self, surface: pygame.Surface, prompt: str, asking: bool, foot: int) -> None:
        lay = self.scene.layout
        spots = lay.status
        wrap, smallest = spots.prompt_wrap, math.ceil(SMALLEST_TEXT * lay.size[1])
        y = max(spots.prompt[1], foot + math.ceil(lay.font_text / 4))
        if asking:  # one line over the Hint button, a long one a little smaller …
            size, button = fit_line(prompt, lay.font_text, smallest, wrap), lay.hint_button.rect
            high = draw.text(prompt, size or lay.font_text).get_height() + math.ceil(lay.font_text / 4)
            if size is not None and y + high > button.y:  # a taller script: a little higher …
                y = max(button.y - high, foot + math.ceil(lay.font_text / 4))
            if size is None or y + high > button.y:  # … or wrapped left of the button
                size = lay.font_text
                wrap = button.x - round(10 * lay.s) - spots.prompt[0]
        else:  # who acts next: wrapped in the room down to the panel's foot, smaller if need be
            room = spots.prompt_room - (y - spots.prompt[1])
            size, prompt = fit_size(prompt, lay.font_text, smallest, wrap, room)
        draw.blit_text(surface, prompt, (spots.prompt[0], y), size, draw.ACCENT, wrap=wrap)

    def _fitted(self, text: str, size: int, at: tuple[float, float], bold: bool = False) -> tuple[str, int]:
        """``text`` and its size for a status line from ``at`` to the panel's inner right edge."""
        lay = self.scene.layout
        room = lay.status.text_right - round(at[0])
        return draw.fitted(text, size, room, bold, math.ceil(SMALLEST_TEXT * lay.size[1]))

    def _paint_log(self, surface: pygame.Surface, latest: str) -> None:
        draw_strip(surface, self.scene.log_rect, self.scene.s, latest)

    def _prompt(self) -> str:
        scene = self.scene
        if scene.presenting():
            return coming(scene)  # the table is still showing the last moves: nobody may act
        if scene.state.is_over():
            return _("Game over")
        movers = scene.humans_to_move()
        if not movers:
            return coming(scene)
        seat = movers[0]
        name = scene.seat_name(seat)
        if scene.state.choices[seat] == TO_CHOOSE:
            return _("{player}: place your free marker").format(player=name)
        return _("{player}: play a card").format(player=name)

    def _discard_rect(self, played: int) -> pygame.Rect:
        """The discard pile and its count ("15 played")."""
        lay = self.scene.layout
        x, y = lay.discard
        w, h = card_size(lay.discard_card)
        pile = pygame.Rect(round(x - w / 2) - 2, round(y - h / 2) - 12, w + 14, h + 14)
        text = draw.text(_("{n} played").format(n=played), lay.font_small, draw.TEXT_DIM)
        return pile.union(text.get_rect(center=(round(lay.discard_label[0]), round(lay.discard_label[1]))))

    def _trick_bounds(self, played: int, trick: tuple, marks: tuple) -> pygame.Rect:
        """Where ``_paint_trick`` draws: the discard pile and its count, the trick's cards (turned
        or ringed) and their badges."""
        scene, lay = self.scene, self.scene.layout
        out = pygame.Rect(round(lay.trick_centre[0]), round(lay.trick_centre[1]), 0, 0)
        if played:
            out.union_ip(self._discard_rect(played))
        width = scene.trick_area.card_width
        w, h = card_size(width)
        marked = dict(marks)
        for order, (seat, _card) in enumerate(trick):
            (x, y), _tilt = scene.trick_slot(seat, order)
            box = pygame.Rect(
                0, 0, round(w * 1.15) + 2 * max(width // 8, 6), round(h * 1.1) + 2 * max(width // 8, 6)
            )
            box.center = (round(x), round(y))
            out.union_ip(box)
            if seat in marked:
                out.union_ip(scene.trick_area.badge_rect((x, y), _(marked[seat]), lay.badge))
        return out

    def _paint_trick(self, surface: pygame.Surface, played: int, trick: tuple, marks: tuple) -> None:
        scene, lay = self.scene, self.scene.layout
        if played:
            x, y = lay.discard
            for i in range(min(played // 4 + 1, 6)):  # a pile that grows with the cards played
                draw_card(surface, None, (x + i * 2, y - i * 2), lay.discard_card)
            text = _("{n} played").format(n=played)
            draw.blit_text(surface, text, lay.discard_label, lay.font_small, draw.TEXT_DIM, "center")
        badges = []
        marked = dict(marks)
        for order, (seat, card) in enumerate(trick):
            pos, tilt = scene.trick_slot(seat, order)
            mark = marked.get(seat)
            outline = HIGH_BADGE if mark and mark.startswith("HIGH") else LOW_BADGE if mark else None
            scene.trick_area.draw_card(surface, card, pos, tilt, outline)
            if mark:
                badges.append((pos, mark, outline))
        for pos, mark, colour in badges:  # above every card, so no later card hides one
            scene.trick_area.badge(surface, pos, _(mark), colour, lay.badge)

    def _hand(self) -> tuple | None:
        """The fanned hand at the bottom as values: seat, cards, face up, playable, the card lifted
        (hovered, else hinted) and its label (none while the banner takes its place)."""
        scene = self.scene
        if not scene.human_seats():
            return None
        seat = scene.hand_seat()
        cards = tuple(scene.shown.hands[seat])
        face_up = scene.hand_face_up(seat)
        playable = frozenset(scene.playable_indices(seat) if face_up else ())
        hover = self._hover(seat, cards, face_up, playable)
        hinted = fan_index(scene.hints, seat, list(cards)) if face_up else None
        lifted = hinted if hover is None else hover
        label = ""
        if not scene.banner.showing:  # the banner takes the label's place while the table explains
            name = scene.setup.seats[seat].name
            label = privacy.hand_label(scene, seat, name, face_up)
            self.labels.append(self._label_rect(label))
        return (cards, face_up, playable, lifted, label)

    def _hover(self, seat: int, cards: tuple, face_up: bool, playable: frozenset) -> int | None:
        hover_pos = self.scene.input.hover_pos
        if hover_pos is None or not face_up:
            return None
        return self.scene.hand.index_at(hover_pos, len(cards), playable)

    def _label_rect(self, label: str) -> pygame.Rect:
        lay = self.scene.layout
        return hand_label(lay, label)[1]

    def _hand_bounds(self, cards: tuple, face_up: bool, playable: frozenset, lifted: int | None, label: str):
        raised = playable if face_up else ()
        rect = self.scene.hand.bounds(len(cards), raised, lifted if face_up else None)
        if label:
            shade = max(self.scene.layout.font_body // 18, 2)  # the label's drop shadow
            rect.union_ip(self._label_rect(label).inflate(2 * shade, 2 * shade))
        return rect

    def _paint_hand(
        self,
        surface: pygame.Surface,
        cards: tuple,
        face_up: bool,
        playable: frozenset,
        lifted: int | None,
        label: str,
    ) -> None:
        scene, lay = self.scene, self.scene.layout
        scene.hand.draw(surface, cards, face_up, playable, lifted, dim_unplayable=bool(playable))
        if label:
            size = hand_label(lay, label)[0]
            draw.blit_text(surface, label, lay.hand_label, size, anchor="center", shadow=True)

    def _draw_hand_tips(self, surface: pygame.Surface) -> tuple[list[pygame.Rect | None], bool]:
        """Over the hand: why a hovered card cannot be played, and the hinted card ringed with its
        reason; returns where they were drawn, and whether a hint was told there."""
        scene, lay = self.scene, self.scene.layout
        if not scene.human_seats():
            return [], False
        seat = scene.hand_seat()
        cards = list(scene.shown.hands[seat])
        face_up = scene.hand_face_up(seat)
        playable = scene.playable_indices(seat) if face_up else set()
        hover = self._hover(seat, tuple(cards), face_up, frozenset(playable))
        hinted = fan_index(scene.hints, seat, cards) if face_up else None
        lifted = hinted if hover is None else hover
        drawn: list[pygame.Rect | None] = []
        if hover is not None and hover not in playable and playable and scene.hover_tips():
            reason = scene.refusal_words(scene.state.why_unplayable(seat, cards[hover]))
            if reason:
                x, y = scene.hand.positions(len(cards), playable, hover)[hover][0]
                rise = (x, y - lay.tooltip_rise)
                avoid = self.readable(surface.get_size())  # the hand's label stays readable
                drawn.append(draw_tooltip(surface, reason, rise, lay.s, lay.tooltip_wrap, avoid=avoid))
        told = []
        if hinted is not None:
            keep = self.readable(surface.get_size())  # the hand's label, the log, the status
            keep += [self._discard_rect(scene.shown.played)] if scene.shown.played else []  # its count too
            told = draw_fan_hint(
                surface, scene.hints, seat, scene.hand, cards, (playable, lifted), lay.s, scene.clock, keep
            )
        return drawn + told, bool(told)

    def _draw_choosers(self, surface: pygame.Surface) -> list[pygame.Rect | None]:
        """A large card per human choosing a free marker; returns where they were drawn."""
        scene, lay = self.scene, self.scene.layout
        hover_pos = scene.input.hover_pos
        drawn: list[pygame.Rect | None] = []
        for seat, widget in scene.chooser_widgets().items():
            frame = widget.rect.inflate(*lay.chooser_frame).move(0, lay.chooser_frame_rise)
            radius, blur = lay.chooser_radius, lay.chooser_blur
            draw.draw_panel(surface, frame, CHOOSER_FILL, radius, draw.ACCENT, 4, blur)
            drawn.append(shadowed(frame, blur))
            text = _("{player}: free marker on any open number").format(player=scene.setup.seats[seat].name)
            title = pygame.Rect(frame.x, frame.y, frame.w, widget.rect.y - frame.y).inflate(-2 * radius, 0)
            drawn += _draw_title(surface, text, title, lay.font_heading)
            hover = widget.number_at(hover_pos) if hover_pos else None
            widget.draw(surface, scene.shown.covered[seat], scene.seat_colour(seat), (), True, hover)
            hinted = scene.hints.current(seat)
            if hinted is not None and hasattr(hinted.hint.action, "number"):
                drawn.append(
                    draw_ring(surface, widget.cell_rect(hinted.hint.action.number), lay.s, scene.clock)
                )
        return drawn


def _draw_title(surface: pygame.Surface, text: str, room: pygame.Rect, size: int) -> list[pygame.Rect]:
    """A chooser's title inside its frame, above the card (``room``): one line where it fits, else
    two even lines (a German or Vietnamese title is wider than the card), at the largest size down
    to the smallest body text that fits the room; two choosers side by side never run together."""
    smallest = min(size, math.ceil(draw.MIN_BODY * surface.get_height()))
    for trial in range(size, smallest - 1, -1):
        lines = _title_lines(text, room, trial)
        if lines:
            size = trial
            break
    else:
        lines = _title_lines(text, room, smallest, fit=False)
        size = smallest
    line_h = draw.text(text, size, bold=True).get_height()
    top = room.centery - len(lines) * line_h / 2
    return [
        draw.blit_text(surface, line, (room.centerx, top + k * line_h), size, draw.TEXT, "midtop", bold=True)
        for k, line in enumerate(lines)
    ]


def _title_lines(text: str, room: pygame.Rect, size: int, fit: bool = True) -> list[str]:
    """``text`` in at most two even lines of ``room``'s width at ``size``; [] when they do not fit
    ``room`` (unless ``fit`` is False: the smallest size takes what it gets)."""

    def width(line: str) -> int:
        return draw.text_width(line, size, True)

    lines = [text] if width(text) <= room.w else linebreak.balance(text, room.w, width, 2)
    wide = any(width(line) > room.w for line in lines)
    tall = len(lines) * draw.text(text, size, bold=True).get_height() > room.h
    return lines if not fit or not (wide or tall or len(lines) > 2) else []
