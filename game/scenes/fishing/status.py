"""The Fishing status box: the round, the round's hand size and trick, the rule line (printed once
in the table's background) and the prompt under it, fitted to the box in the current language:
beside the Hint button when it shows, else down to the box's foot."""

from __future__ import annotations

import math

import pygame

from game.engine import draw, fitting
from game.i18n import _, ngettext
from game.scenes.fishing.layout import FishingLayout
from game.scenes.fishing.model import FishingModel, StatusLook
from game.scenes.table.log import SMALLEST_TEXT, fit_size
from game.scenes.table.widget import Widget
from game.scenes.widgets.cards import suit

PANEL_FILL = (*draw.FELT_DARK, 225)


def rule(lay: FishingLayout) -> pygame.Surface:
    """The status box's rule line, rendered (its height moves the prompt down); grown words
    (a larger interface size) smaller, over the Hint button."""
    text = _("Green is trump; buoys may always be played")
    room = lay.hint_button.rect.y - round(lay.status_rule[1])
    least = math.ceil(SMALLEST_TEXT * lay.size[1])
    size = fitting.fitting_block(text, lay.font_rule, lay.status_rule_wrap, room, smallest=least)
    return draw.text(text, size, draw.TEXT_DIM, wrap=lay.status_rule_wrap)


def prompt_top(lay: FishingLayout, rule_height: int) -> int:
    """The prompt's top under a rule ``rule_height`` pixels tall: its designed place, lower when
    the rule takes two lines (German), so the two sentences never touch."""
    return max(lay.status_prompt[1], round(lay.status_rule[1]) + rule_height + lay.status_gap)


def paint_frame(surface: pygame.Surface, lay: FishingLayout, trump: str) -> None:
    """The box and its rule line, which never change during a game (the table's background)."""
    draw.draw_panel(surface, lay.status, PANEL_FILL, lay.radius, None, 0, lay.blur)
    look = suit(trump)
    icon = draw.icon(look.icon, lay.icon_rule, look.rgb)
    surface.blit(icon, icon.get_rect(center=lay.status_rule_icon))
    x, y = lay.status_rule
    surface.blit(rule(lay), (round(x), round(y)))


class StatusWidget(Widget[FishingModel]):
    def __init__(self, lay: FishingLayout):
        super().__init__(lay.status)
        self.lay = lay

    def look(self, model: FishingModel) -> StatusLook:
        return model.status

    def paint(self, surface: pygame.Surface, model: FishingModel) -> None:
        lay, status = self.lay, model.status
        title = _("Round {n} of {rounds}").format(n=status.round, rounds=status.rounds)
        words = ngettext("{n} card, trick {trick}", "{n} cards, trick {trick}", status.hand_size)
        text = words.format(n=status.hand_size, trick=status.trick)
        cards_size = fitting.fitting_height(lay.font_text, round(lay.status_rule[1] - lay.status_cards[1]))
        draw.blit_text(surface, text, lay.status_cards, cards_size, draw.TEXT_DIM, "topright")
        room = round(lay.status_cards[0]) - draw.text_width(text, cards_size) - round(12 * lay.s)
        room -= lay.status_title[0]
        least = math.ceil(SMALLEST_TEXT * lay.size[1])  # a grown title keeps clear of the count and the rule
        size = fitting.fitting_size(title, lay.font_title, room, True, least)
        tall = round(lay.status_rule[1] - lay.status_title[1])
        size = max(min(size, fitting.fitting_height(size, tall, True)), 1)
        draw.blit_text(surface, title, lay.status_title, size, draw.TEXT, bold=True)
        prompt, wrap, button = status.prompt, lay.status_prompt_wrap, lay.hint_button.rect
        size, smallest = lay.font_text, math.ceil(SMALLEST_TEXT * lay.size[1])
        top = prompt_top(lay, rule(lay).get_height())
        room = lay.status.bottom - round(10 * lay.s) - top
        if not status.asking:  # no Hint button: who acts next has the box's width down to its foot
            size, prompt = fit_size(prompt, size, smallest, wrap, room)
        elif draw.text(prompt, size, wrap=wrap).get_height() > button.y - top:
            wrap = button.x - round(10 * lay.s) - lay.status_prompt[0]  # longer: beside the Hint button
            size, prompt = fit_size(prompt, size, smallest, wrap, room)
        draw.blit_text(surface, prompt, (lay.status_prompt[0], top), size, draw.ACCENT, wrap=wrap)
