"""Drawing the Garum table from its layout, the shown state and the seats' choices.

The felt, the empty board and the panels' backs are the background; over it a composite picture
(``picture``: a region per tank, tab, line of workers, mark and panel, each repainted only when
what it shows changes), then what moves every frame (``over``: flights, the banner, the hint, the
line tooltip, a refusal, the guide), whose rects the retained screen puts back next frame. The
results are the picture's last region, unless something still flies over the table under them.
Drawing reads the state and never changes it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

import game.scenes.garum.over as over
import game.scenes.garum.picture as picture
from game.engine import draw, layers
from game.i18n import N_, _
from game.scenes.garum.layout import SMALLEST_TEXT
from game.scenes.table.view import TableView
from game.scenes.widgets import garum_fish
from game.scenes.widgets.garum_board import CLOSED

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene

FACE_DOWN = (70, 60, 46)
GHOST_ALPHA = 215  # a hand tile over a lit slot
TAKE_BACK = N_("Undo")
"""The Undo button's word (short: it sits in a tile's place): the tile just placed comes back."""


class GarumView(TableView):
    scene: GarumScene

    def __init__(self, scene: GarumScene):
        super().__init__(scene)
        self.board_regions: tuple | None = None
        """The board's regions and what they were built from (``picture._board``)."""

    def resized(self) -> None:
        self.resize()

    def paint_static(self, surface: pygame.Surface) -> None:
        """The empty board and the panels' backs."""
        lay = self.scene.layout
        lay.grid.draw_base(surface)
        for rect in [lay.header, *lay.seats, lay.hand, lay.controls]:
            if not rect.h:
                continue  # no hand panel at a table of bots without a dummy
            draw.draw_panel(
                surface, rect, (*draw.FELT_DARK, 225), lay.panel_radius, None, 0, lay.panel_shadow
            )

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        parts = picture.regions(self)
        results = scene.results_since is not None
        # the results cover the table; while something still flies or speaks under them they
        # are drawn after it, over the whole screen, as before the picture was retained
        results_last = results and (scene.sprites or scene.banner.showing or scene.shown_notice())
        if results and not results_last:
            parts += scene.results_screen.regions(scene.input.hover_pos)
        if surface.get_size() == scene.layout.size:
            self.draw_picture(surface, parts, [])
        else:
            picture.paint_whole(surface, self.background(), parts)
        drawn = over.draw_over(surface, scene)
        if results_last:
            scene.results_screen.draw(surface, scene.input.hover_pos)
            drawn = None
        if drawn is not None:
            drawn += over.draw_guide(surface, scene)
        else:
            scene.coach.draw(scene, surface)
        layers.SCREEN.drawn(drawn)

    # -- the board's marks -----------------------------------------------------------------------
    def paint_slots(
        self, surface: pygame.Surface, tank: int, slots: tuple[int, ...], ghost: tuple | None
    ) -> None:
        """The slots a tile may go to, lit; ``ghost`` (slot, fish, colour): the tile over one."""
        lay = self.scene.layout
        grid = lay.grid
        glow = draw.tint((2 * grid.cell, 2 * grid.cell), draw.ACCENT, 55)
        for slot in slots:
            rect = grid.slot_rect(tank, slot)
            surface.blit(glow, rect)
            lay.slot_ring.draw(surface, draw.ACCENT, rect)
        if ghost is not None:
            slot, fish, colour = ghost
            grid.draw_tile_at(surface, fish, grid.slot_rect(tank, slot).center, colour, GHOST_ALPHA)

    def paint_space(self, surface: pygame.Surface, line: int, lit: bool) -> None:
        """A worker space through the round's tank: lit when open, crossed out when closed."""
        lay = self.scene.layout
        grid = lay.grid
        if lit:
            grid.light_space(surface, line, draw.ACCENT, 3)
            return
        grid.light_space(surface, line, CLOSED, 2)
        rect = grid.space_rect(line)
        pygame.draw.line(surface, CLOSED, rect.topleft, rect.bottomright, lay.closed_stroke)

    # -- the right column ------------------------------------------------------------------------
    def paint_header(self, surface: pygame.Surface, title: str, info: str, upcoming: str) -> None:
        lay = self.scene.layout
        draw.blit_text(surface, title, lay.title.at, lay.title.size, draw.TEXT, bold=True)
        draw.blit_text(surface, info, lay.info.at, lay.info.size, draw.TEXT_DIM)
        if upcoming:
            draw.blit_text(surface, upcoming, lay.coins.at, lay.coins.size, draw.TEXT_DIM)

    def paint_hand(self, surface: pygame.Surface, dummy: tuple | None, hand: tuple | None) -> None:
        """The dummy's tile (fish, colour, ringed while a human turns it) at the right and the
        shown hand (``picture._hand``)."""
        lay = self.scene.layout
        clear = lay.hand.right - lay.panel_radius  # where the line at the hand's foot must end
        if dummy is not None:
            fish, colour, turning = dummy
            if fish is None:
                self._face_down(surface, lay.dummy, colour)
            else:
                lay.grid.draw_tile_at(surface, fish, lay.dummy.center, colour, cell=lay.dummy.w // 2)
            if turning:
                lay.selected_ring.draw(surface, draw.ACCENT, lay.dummy)
            label, text = lay.dummy_label, _("neutral tile")
            x, y = label.at
            if lay.dummy_label_anchor == "midtop":  # a label wider than the tile stays in the panel
                x = min(x, lay.hand.right - lay.panel_radius - draw.text_width(text, label.size) / 2)
            drawn = draw.blit_text(surface, text, (x, y), label.size, draw.TEXT_DIM, lay.dummy_label_anchor)
            clear = min(lay.dummy.x, drawn.x) - lay.panel_radius
        if hand is None:
            return  # the prompt says the bots are playing
        label, colour, tiles, foot, undo = hand
        label, size = draw.fitted(label, lay.hand_label.size, lay.hand_label_width, smallest=lay.button_least)
        draw.blit_text(surface, label, lay.hand_label.at, size, draw.TEXT)
        for box, (fish, selected) in zip(lay.hand_rects(len(tiles)), tiles, strict=True):
            if fish is not None:
                lay.grid.draw_tile_at(surface, fish, box.center, colour, cell=box.w // 2)
                if selected:
                    lay.selected_ring.draw(surface, draw.ACCENT, box)
            else:
                self._face_down(surface, box, colour)
        if undo:
            self._take_back(surface)
        room, smallest = clear - round(lay.hand_hint.at[0]), math.ceil(SMALLEST_TEXT * lay.size[1])
        foot, size = draw.fitted(foot, lay.hand_hint.size, room, smallest=smallest)
        draw.blit_text(surface, foot, lay.hand_hint.at, size, draw.TEXT_DIM)

    def _take_back(self, surface: pygame.Surface) -> None:
        """The Undo button where the placed tile was: a back arrow, its word and its key."""
        lay, s = self.scene.layout, self.scene.layout.s
        box = lay.undo_button
        surface.blit(draw.panel(box.size, (*draw.ACCENT, 255), lay.tile_radius), box)
        arrow = draw.icon("back", round(40 * s), draw.INK)
        surface.blit(arrow, arrow.get_rect(midtop=(box.centerx, box.y + round(12 * s))))
        words, size = draw.fitted(_(TAKE_BACK), round(22 * s), box.w - round(12 * s), True, lay.button_least)
        x = box.centerx
        draw.blit_text(surface, words, (x, box.y + round(74 * s)), size, draw.INK, "center", bold=True)
        draw.blit_text(surface, "(U)", (x, box.y + round(102 * s)), round(18 * s), draw.INK, "center")

    def _face_down(self, surface: pygame.Surface, box: pygame.Rect, colour: int) -> None:
        """A tile's back, edged in its colour's species colour."""
        edge = garum_fish.SPECIES_COLOURS[colour]
        draw.draw_panel(surface, box, FACE_DOWN, self.scene.layout.tile_radius, edge, 3, 0)

    def paint_controls(self, surface: pygame.Surface, text: str, buttons: tuple, after: str) -> None:
        """The prompt, and the worker buttons (key, label, chosen) while a worker is placed, else
        what comes next (``coming``) under the prompt."""
        lay = self.scene.layout
        wrap = lay.prompt_wrap
        said = draw.blit_text(surface, text, lay.prompt.at, lay.prompt.size, draw.ACCENT, wrap=wrap)
        if after:  # where the buttons go, or under a long prompt
            at = (lay.prompt.at[0], max(said.bottom + lay.coming_gap, lay.buttons["none"].y))
            draw.blit_text(surface, after, at, lay.coming_size, draw.TEXT, wrap=wrap)
        for key, label, chosen in buttons:
            box = lay.buttons[key]
            fill = (*draw.ACCENT_DARK, 240) if chosen else (*draw.FELT_LIGHT, 230)
            draw.draw_panel(surface, box, fill, lay.button_radius, draw.ACCENT, 2, 0)
            size = draw.fitting_size(label, lay.button_text, box.w - lay.button_pad, chosen, lay.button_least)
            draw.blit_text(surface, label, box.center, size, draw.TEXT, "center", bold=chosen)
