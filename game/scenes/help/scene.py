"""The help screen: one screen-sized page at a time, with the contents list beside it.

F1 in a game, Pause -> How to play, or F1 on the menu (for the focused game) opens it. Pages turn
with the Back / Next buttons, a click in the contents list, the arrows, Page Up / Page Down, the
wheel, a gamepad's D-pad or shoulder buttons and any cursor's rotate control; Esc, F1, a right
click (pad B) or a click outside the panel closes it. Each page is laid out once per window size
(see ``layout``); the screen is one composite picture (``layers.Composite``) whose regions — each
line and picture of the page, each element — are repainted only when they change.
"""

from __future__ import annotations

import math

import pygame
import pygame_gui

from game.engine import assets, draw, gui_panels, layers, pictures, pointers, ui
from game.engine.scene import Scene
from game.i18n import N_, _
from game.scenes.gui_scene import GuiParts
from game.scenes.guide import replay_guide
from game.scenes.help.frame import CONTENTS_FONT, CONTENTS_PAD, HelpFrame
from game.scenes.help.layout import PageLayout, layout
from game.scenes.help.page_keys import NEXT, PREVIOUS, page_for
from game.scenes.help.pages import load

GUIDE = N_("Show the first-game guide")
HINT = N_("Arrows, Page Up / Down, wheel or shoulder buttons turn pages  ·  Esc or F1 closes")


class HelpScene(GuiParts, Scene):
    opaque = True  # an opaque screen of its own: the table below is neither drawn nor updated

    def __init__(self, app, rules: str, page: int = 0):
        super().__init__(app)
        self.rules_file = rules
        self.help = load(rules)
        self.page = page
        self.layouts: dict[int, PageLayout] = {}
        self.flat: dict[int, list[tuple[pygame.Rect, pygame.Surface]]] = {}
        """Each laid-out page's lines and pictures, blended once onto the frame beneath them."""
        self._frame: pygame.Surface | None = None
        self.picture = layers.Composite(keep=False)  # a page turn repaints most of the screen

    @property
    def titles(self) -> list[str]:
        return [page.title for page in self.help.pages]

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        lay = HelpFrame.of(size, [*self.titles, _(GUIDE)])
        self.s, self.panel, self.header, self.footer = lay.s, lay.panel, lay.header, lay.footer
        self.contents_rect, self.title_rect, self.area = lay.contents, lay.title, lay.area
        self.layouts, self.flat, self._frame = {}, {}, None
        self._build_ui(size, lay)
        self.show(self.page)

    def _build_ui(self, size: tuple[int, int], lay: HelpFrame) -> None:
        s = self.s
        theming: dict[str, object] = {  # its own elements' blocks, part of the manager's theme
            "#help_contents": {"misc": {"list_item_height": str(round(52 * s))}},
            "@help_guide": {"font": assets.gui_font(size=str(round(CONTENTS_FONT * s)), bold="0")},
            "#help_contents.#item_list_item": {
                "font": assets.gui_font(size=str(round(CONTENTS_FONT * s)), bold="0"),
                "misc": {
                    "text_horiz_alignment": "left",
                    "text_horiz_alignment_padding": str(round(CONTENTS_PAD * s)),
                },
            },
        }
        self.ui = ui.PointerUIManager(size, self.app.pointers, theming)
        titles: list[str | tuple[str, str]] = list(self.titles)
        self.contents = pygame_gui.elements.UISelectionList(
            self.contents_rect, titles, self.ui, object_id="#help_contents"
        )
        self.next_button = gui_panels.button(lay.next, _("Next ›"), self.ui)
        self.back_button = gui_panels.button(lay.back, _("‹ Back"), self.ui)
        self.guide_button = gui_panels.button(lay.guide, _(GUIDE), self.ui, "@help_guide")

    # -- pages ---------------------------------------------------------------------------------
    def layout_of(self, index: int) -> PageLayout:
        if index not in self.layouts:
            self.layouts[index] = layout(self.help.pages[index], self.area, self.s, self.app.size[1])
        return self.layouts[index]

    def flat_items(self, index: int) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """Page ``index``'s lines and pictures as opaque images: each blended once onto the frame
        beneath it (a plain panel): opaque regions, so a page turn copies each once and puts back
        the panel only between them (at 3840x2160 that was two thirds of a turn). Items never
        overlap, so the result is the same, pixel for pixel."""
        if index not in self.flat:
            frame = self.frame_image()
            items = []
            for rect, image in self.layout_of(index).items:
                for box in pictures.ink_boxes(image):  # a paragraph's lines, each cut to its ink
                    where = box.move(rect.topleft).clip(frame.get_rect())
                    flat = frame.subsurface(where).copy()
                    flat.blit(image, (0, 0), where.move(-rect.x, -rect.y))
                    items.append((where, flat))
            self.flat[index] = items
        return self.flat[index]

    def show(self, index: int) -> None:
        """Open page ``index`` (clamped) and mark it in the contents list."""
        self.page = min(max(index, 0), len(self.help.pages) - 1)
        for i, item in enumerate(self.contents.item_list):
            item["selected"] = i == self.page
            button = item["button_element"]
            if button is not None:
                (button.select if i == self.page else button.unselect)()
        self.back_button.enable() if self.page > 0 else self.back_button.disable()
        last = self.page == len(self.help.pages) - 1
        self.next_button.enable() if not last else self.next_button.disable()

    def turn(self, step: int) -> None:
        self.show(self.page + step)

    def _close(self) -> None:
        self.app.scenes.pop()

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.contents:
            self.show(self.titles.index(event.text))
            return True
        if event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION and event.ui_element is self.contents:
            self.show(self.page)  # a click on the open page keeps it open
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.guide_button:
            replay_guide(self.app, self.rules_file.removesuffix(".md"))
            self._close()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in (
            self.next_button,
            self.back_button,
        ):
            self.turn(NEXT if event.ui_element is self.next_button else PREVIOUS)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self._close()
            return True
        page = page_for(event, self.app.pointers, self.page, len(self.help.pages))
        if page is not None:
            self.show(page)
            return True
        if ui.nav_action(event, self.app.pointers) == ui.BACK:
            self._close()
            return True
        return self.ui.handle_event(event)

    def handle_pointer(self, event: pointers.PointerEvent) -> bool:
        if ui.pointer_back(event) or (event.kind == pointers.DOWN and not self.panel.collidepoint(event.pos)):
            self._close()
            return True
        if event.kind == pointers.DOWN and event.button == pointers.ROTATE:
            self.show((self.page + 1) % len(self.help.pages))  # round and round: one button reads it all
            return True
        if event.kind == pointers.WHEEL and not self.contents_rect.collidepoint(event.pos):
            self.turn(PREVIOUS if event.wheel > 0 else NEXT)
            return True
        return self.ui.handle_pointer(event)

    def next_change(self) -> float:
        """Still until input: nothing here moves by itself."""
        return math.inf

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    # -- look ----------------------------------------------------------------------------------
    def frame_image(self) -> pygame.Surface:
        """Felt, panel, header and hint, drawn once per size: the picture's base."""
        if self._frame is None:
            image = pygame.Surface(self.app.size)
            self._frame = image.convert() if pygame.display.get_surface() is not None else image
            self.draw_frame(self._frame)
        return self._frame

    def page_rects(self, index: int) -> list[pygame.Rect]:
        """Everything page ``index`` draws on the plain panel: its number, title, text and pictures."""
        count = pygame.Rect(0, self.header.y, round(300 * self.s), self.header.h)
        count.right = self.header.right
        return [count, self.title_rect, *(rect for rect, _item in self.layout_of(index).items)]

    def draw_frame(self, surface: pygame.Surface) -> None:
        """Felt, panel, header and hint: what every page shares."""
        s = self.s
        surface.fill(draw.FELT_DARK)
        draw.draw_panel(
            surface, self.panel, draw.FELT_DARK, round(28 * s), draw.ACCENT_DARK, max(round(3 * s), 1)
        )
        title = _("How to play {game}").format(game=self.help.title)
        draw.blit_text(surface, title, self.header.midleft, round(46 * s), draw.ACCENT, "midleft", bold=True)
        hint_width = self.footer.w - 2 * round(190 * s) - round(40 * s)
        draw.blit_text(
            surface, _(HINT), self.footer.midleft, round(22 * s), draw.TEXT_DIM, "midleft", wrap=hint_width
        )

    def page_regions(self) -> list[layers.Region]:
        """The open page: its number, title, and each line of text and picture."""
        s, page = self.s, self.help.pages[self.page]
        count = _("Page {number} of {count}").format(number=self.page + 1, count=len(self.help.pages))
        regions = [
            pictures.text_region(
                "count", count, self.header.midright, round(26 * s), draw.TEXT_DIM, "midright"
            ),
            pictures.text_region(
                "title", page.title, self.title_rect.midleft, round(42 * s), draw.CARD_FACE, "midleft", True
            ),
        ]
        for k, (rect, image) in enumerate(self.flat_items(self.page)):
            regions.append(pictures.image_region(("item", k), image, rect.topleft, opaque=True))
        return regions

    def draw_page(self, surface: pygame.Surface) -> None:
        layers.paint(surface, self.page_regions())

    def draw(self, surface: pygame.Surface) -> None:
        """The frame with the page and the elements as regions: a page turn repaints the lines
        and pictures of the page that goes and the one that comes, a hover one button."""
        regions = [*self.page_regions(), *pictures.gui_regions(self.ui)]
        self.picture.draw(surface, self.frame_image(), None, regions, [])
