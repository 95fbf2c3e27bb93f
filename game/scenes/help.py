"""Help (F1, or Rules in the pause menu): the game's rules text, readable and scrollable in-game.

The rules ship as Markdown (``assets/rules/*.md``); this renders the subset they use —
headings, paragraphs, bulleted and numbered lists, bold and code spans shown as plain text — once
per window size, then only blits the visible lines. Scroll with the wheel, arrows, Page Up/Down or
the D-pad; Esc, F1, a right click or a click outside the page closes it.
"""

from __future__ import annotations

import dataclasses
import functools
import re

import pygame

from game.engine import assets, draw, pointers, ui
from game.engine.scene import Scene

_INLINE = (
    (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1"),  # links -> their text
    (re.compile(r"\*\*|__|`"), ""),
    (re.compile(r"\*(\S[^*]*?)\*"), r"\1"),  # *emphasis* -> plain
)
_LIST = re.compile(r"^(\s*)([-*]|\d+\.)\s+(.*)$")
_STYLES = {  # kind -> (size at 1080p, bold, colour, space above)
    "h1": (50, True, draw.ACCENT, 0),
    "h2": (38, True, draw.ACCENT, 30),
    "h3": (32, True, draw.CARD_FACE, 20),
    "p": (28, False, draw.TEXT, 14),
    "li": (28, False, draw.TEXT, 6),
    "table": (26, False, draw.TEXT, 10),
}
LIST_INDENT = 46
"""Pixels (at 1080p) from the page edge to a list item's text: room for markers such as "12."."""
CELL_PAD = 28
"""Pixels (at 1080p) between table columns."""
FADE = 28
"""Pixels (at 1080p) over which text fades out at the page's top and bottom edges."""
SCROLL_LINE = 60
"""Pixels (at 1080p) per wheel notch or arrow press."""


@dataclasses.dataclass
class Block:
    kind: str
    text: str
    indent: int = 0
    marker: str = ""
    rows: list[list[str]] = dataclasses.field(default_factory=list)
    """Cells of a table block, header row first."""


def parse(markdown: str) -> list[Block]:
    """Markdown (the subset the rules use) to blocks; wrapped lines are joined back together."""
    blocks: list[Block] = []
    current: Block | None = None
    for raw in markdown.splitlines():
        line = raw.rstrip()
        if not line.strip():
            current = None
            continue
        heading = re.match(r"^(#{1,3})\s+(.*)$", line)
        listed = _LIST.match(line)
        if line.lstrip().startswith("|"):
            cells = [_plain(cell.strip()) for cell in line.strip().strip("|").split("|")]
            if current is None or current.kind != "table":
                current = Block("table", "", (len(line) - len(line.lstrip())) // 2)
                blocks.append(current)
            if not all(re.fullmatch(r":?-+:?", cell) for cell in cells):  # skip the |---| rule
                current.rows.append(cells)
        elif heading:
            current = None
            blocks.append(Block(f"h{len(heading.group(1))}", _plain(heading.group(2))))
        elif listed:
            marker = "•" if listed.group(2) in "-*" else listed.group(2)
            current = Block("li", _plain(listed.group(3)), len(listed.group(1).expandtabs()) // 2, marker)
            blocks.append(current)
        elif current is not None:
            current.text += " " + _plain(line.strip())
        else:
            current = Block("p", _plain(line.strip()))
            blocks.append(current)
    return blocks


def _plain(text: str) -> str:
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return text


@functools.lru_cache(maxsize=4)
def _fades(width: int, height: int) -> tuple[pygame.Surface, pygame.Surface]:
    """Panel-coloured gradients, opaque at the page edge: lines slide out of view softly."""
    top = pygame.Surface((width, max(height, 1)), pygame.SRCALPHA)
    for y in range(height):
        alpha = round(255 * (1 - y / height) ** 1.5)
        pygame.draw.line(top, (*draw.FELT_DARK, alpha), (0, y), (width, y))
    return top, pygame.transform.flip(top, False, True)


class HelpScene(Scene):
    opaque = False

    def __init__(self, app, rules: str):
        super().__init__(app)
        self.rules_file = rules
        self.blocks = parse(assets.rules_text(rules))
        self.scroll = 0.0

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.s = s = draw.scale(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(round(1400 * s), w - round(40 * s)), h - round(80 * s))
        self.panel.center = (w // 2, h // 2)
        self.page = self.panel.inflate(-round(100 * s), -round(140 * s))
        self.page.y = self.panel.y + round(50 * s)
        self.lines = self._layout(self.page.width)
        self.height = self.lines[-1][1] + self.lines[-1][2].get_height() if self.lines else 0
        self._clamp()

    def _layout(self, width: int) -> list[tuple[int, int, pygame.Surface]]:
        """(x, y, surface) for every block, y from the top of the page."""
        s = self.s
        out, y = [], 0
        for block in self.blocks:
            size, bold, colour, above = _STYLES[block.kind]
            size = round(size * s)
            y += round(above * s) if out else 0
            x = 0
            if block.kind == "table":
                x = round((LIST_INDENT + 36 * block.indent) * s)
                y = self._layout_table(out, block.rows, x, y, width - x, size)
                continue
            if block.kind == "li":
                x = round((LIST_INDENT + 36 * block.indent) * s)
                marker = draw.text(block.marker, size, draw.ACCENT, True)
                out.append((x - marker.get_width() - round(10 * s), y, marker))
            surface = draw.text(block.text, size, colour, bold, wrap=width - x)
            out.append((x, y, surface))
            y += surface.get_height()
        return out

    def _layout_table(self, out: list, rows: list[list[str]], x: int, y: int, width: int, size: int) -> int:
        """Columns at their natural widths; if too wide, the widest column wraps. Returns the new y."""
        font = assets.font(size, True)
        count = max(len(row) for row in rows)
        pad = round(CELL_PAD * self.s)
        widths = [
            max(font.size(row[c])[0] if c < len(row) else 0 for row in rows) + pad for c in range(count)
        ]
        excess = sum(widths) - width
        if excess > 0:
            widest = widths.index(max(widths))
            widths[widest] = max(widths[widest] - excess, pad * 4)
        for r, row in enumerate(rows):
            cells = [
                draw.text(cell, size, draw.ACCENT if r == 0 else draw.TEXT, r == 0, wrap=widths[c] - pad)
                for c, cell in enumerate(row)
            ]
            cx = x
            for c, cell in enumerate(cells):
                out.append((cx, y, cell))
                cx += widths[c]
            y += max(cell.get_height() for cell in cells) + round(4 * self.s)
        return y

    def _clamp(self) -> None:
        self.scroll = min(max(self.scroll, 0.0), max(self.height - self.page.height, 0))

    def scroll_by(self, pixels: float) -> None:
        self.scroll += pixels
        self._clamp()

    def _close(self) -> None:
        self.app.scenes.pop()

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        step = SCROLL_LINE * self.s
        if event.type == pygame.KEYDOWN:
            pages = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}
            if event.key in pages:
                self.scroll_by(pages[event.key] * self.page.height * 0.9)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll = 0.0 if event.key == pygame.K_HOME else float(self.height)
                self._clamp()
                return True
            if event.key == pygame.K_F1:
                self._close()
                return True
        action = ui.nav_action(event, self.app.pointers)
        if action in (ui.UP, ui.DOWN):
            self.scroll_by(step if action == ui.DOWN else -step)
            return True
        if action in (ui.BACK, ui.SELECT):
            self._close()
            return True
        return False

    def handle_pointer(self, event: pointers.PointerEvent) -> bool:
        if event.kind == pointers.WHEEL:
            self.scroll_by(-event.wheel * SCROLL_LINE * self.s)
            return True
        if event.kind == pointers.DOWN and (
            event.button == pointers.SECONDARY or not self.panel.collidepoint(event.pos)
        ):
            self._close()
            return True
        return False

    # -- look ----------------------------------------------------------------------------------
    def draw_backdrop(self, surface: pygame.Surface) -> None:
        s = self.s
        surface.blit(draw.dim(surface.get_size(), 190), (0, 0))
        border = max(round(3 * s), 1)
        draw.draw_panel(surface, self.panel, (*draw.FELT_DARK, 250), round(28 * s), draw.ACCENT_DARK, border)
        hint = "Wheel or arrows scroll  ·  Esc or F1 closes"
        bottom = (self.panel.centerx, self.panel.bottom - 40 * s)
        draw.blit_text(surface, hint, bottom, round(24 * s), draw.TEXT_DIM, "center")

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.page)
        top = self.page.y - round(self.scroll)
        for x, y, line in self.lines:
            if top + y + line.get_height() < self.page.y or top + y > self.page.bottom:
                continue
            surface.blit(line, (self.page.x + x, top + y))
        surface.set_clip(clip)
        top_fade, bottom_fade = _fades(self.page.width, round(FADE * self.s))
        surface.blit(top_fade, self.page.topleft)
        surface.blit(bottom_fade, bottom_fade.get_rect(bottomleft=self.page.bottomleft))
        self._draw_scrollbar(surface)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.height <= self.page.height:
            return
        s = self.s
        track = pygame.Rect(
            self.page.right + round(24 * s), self.page.y, max(round(8 * s), 3), self.page.height
        )
        pygame.draw.rect(surface, draw.FELT, track, border_radius=track.width)
        thumb_h = max(round(track.height * self.page.height / self.height), track.width * 4)
        travel = track.height - thumb_h
        y = track.y + round(travel * self.scroll / (self.height - self.page.height))
        pygame.draw.rect(surface, draw.ACCENT, (track.x, y, track.width, thumb_h), border_radius=track.width)
