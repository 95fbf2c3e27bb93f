"""The Bingo status box: trick number, trump (its owner under it), lead colour and the prompt, each
line fitted to the box's width in the current language and set a quarter of its size below the
line above it (a taller script pushes the lines down, never onto each other)."""

from __future__ import annotations

import math

import pygame

from game.engine import draw, fitting
from game.i18n import _
from game.rules.bingo import MAX_TRICKS
from game.scenes.bingo.layout import BingoLayout
from game.scenes.bingo.model import BingoModel
from game.scenes.table.log import SMALLEST_TEXT, fit_line, fit_size
from game.scenes.table.widget import Widget
from game.scenes.table.words import card_colour
from game.scenes.widgets.cards import suit


class StatusWidget(Widget[BingoModel]):
    def __init__(self, lay: BingoLayout):
        super().__init__(lay.status.rect)
        self.lay = lay

    def look(self, model: BingoModel):
        return model.status

    def paint(self, surface: pygame.Surface, model: BingoModel) -> None:
        """The lines top down, each at its layout place or lower."""
        lay, status = self.lay, model.status
        text = _("Trick {n} of {rounds}").format(n=status.trick, rounds=MAX_TRICKS)
        foot = draw.blit_text(surface, text, lay.status.trick, lay.font_title, draw.TEXT, bold=True).bottom
        foot = self._trump(surface, status.variant, status.trump, status.trump_px, status.trump_owner, foot)
        foot = self._lead(surface, status.lead, foot)
        self._prompt(surface, status.prompt, status.asking, foot)

    def _line(self, surface, text: str, at: tuple[float, float], size: int, colour, foot: int, bold=False):
        """A status line fitted to the box's width, at ``at`` or a gap below ``foot``; its rect."""
        room = self.lay.status.text_right - round(at[0])
        text, size = fitting.fitted(text, size, room, bold, math.ceil(SMALLEST_TEXT * self.lay.size[1]))
        y = max(round(at[1]), foot + math.ceil(size / 4))
        return draw.blit_text(surface, text, (at[0], y), size, colour, bold=bold)

    def _trump(self, surface, variant: bool, trump: str | None, trump_px: int, owner: str, foot: int) -> int:
        lay = self.lay
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
        words = _("{player}'s colour").format(player=owner)
        drawn = self._line(surface, words, spots.trump_owner, lay.font_small, draw.TEXT_DIM, drawn.bottom)
        return drawn.bottom

    def _lead(self, surface: pygame.Surface, lead: str | None, foot: int) -> int:
        lay = self.lay
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

    def _prompt(self, surface: pygame.Surface, prompt: str, asking: bool, foot: int) -> None:
        lay = self.lay
        spots = lay.status
        wrap, smallest = spots.prompt_wrap, math.ceil(SMALLEST_TEXT * lay.size[1])
        y = max(spots.prompt[1], foot + math.ceil(lay.font_text / 4))
        wrapped = not asking  # who acts next: wrapped in the room down to the box's foot
        if asking:  # one line over the Hint button, a long one a little smaller …
            size, button = fit_line(prompt, lay.font_text, smallest, wrap), lay.hint_button.rect
            high = draw.text(prompt, size or lay.font_text).get_height() + math.ceil(lay.font_text / 4)
            if size is not None and y + high > button.y:  # a taller script: a little higher …
                y = max(button.y - high, foot + math.ceil(lay.font_text / 4))
            if size is None or y + high > button.y:  # … or wrapped left of the button
                wrapped, wrap = True, button.x - round(10 * lay.s) - spots.prompt[0]
        if wrapped:  # smaller if need be, never past the box's foot
            room = spots.prompt_room - (y - spots.prompt[1])
            size, prompt = fit_size(prompt, lay.font_text, smallest, wrap, room)
        assert size is not None  # fitted on one line, or wrapped above
        draw.blit_text(surface, prompt, (spots.prompt[0], y), size, draw.ACCENT, wrap=wrap)
