"""The device list of Settings → Devices: a row per device (a colour chip, its name and keys, a lamp
any press lights and names, a sensitivity slider for devices that move relatively, a Keys button
for those whose keys can be bound), the count of those that do not fit, and each cursor's tag in
its row's colour. ``DeviceRows`` owns the rows'
rects, sliders and lighting; the painters draw from values (``layers.Region``)."""

from __future__ import annotations

import dataclasses
import math

import pygame
import pygame_gui

from game.engine import draw, fitting, gui_panels, layers, look, pictures, pointers
from game.engine.devices.bindings import BUTTON_WORDS
from game.engine.devices.inventory import DeviceEntry
from game.engine.seats import SEAT_COLOURS
from game.engine.settings import Settings
from game.i18n import N_, _, ngettext

LIT_SECONDS = 0.5
"""[decision] How long a row stays lit after a quick press, so a click is seen."""
MIN_ROW = 46
"""[decision] The lowest a device's row gets, in base pixels (more devices than fit are counted)."""
STEPS = 8
"""The slider runs from -STEPS to +STEPS; factor = 2 ** (step / 4): 0.25× … 1× … 4×."""
BINDABLE = {"keyboard": N_("Keys…"), "gamepad": N_("Buttons…")}
"""Devices whose keys can be bound (``scenes/controls.py``), and the word of their row's button."""
KIND_WORDS = {
    "mouse": N_("Mouse"),
    "evdev": N_("Mouse"),
    "rawinput": N_("Mouse"),
    "gamepad": N_("Pad"),
    "keyboard": N_("Keys"),
}


def factor_for(step: int) -> float:
    return round(2 ** (step / 4), 3)


def step_for(factor: float) -> int:
    return max(-STEPS, min(STEPS, round(4 * math.log2(max(factor, 1e-3)))))


@dataclasses.dataclass
class Row:
    entry: DeviceEntry
    rect: pygame.Rect
    colour: tuple[int, int, int]
    slider: pygame_gui.elements.UIHorizontalSlider | None = None
    keys: pygame_gui.elements.UIButton | None = None
    """Opens the screen that binds its keys (keyboard clusters and pads)."""
    lit: float = 0.0
    """Seconds the row stays lit after the last press."""
    last: str = ""
    """The last button pressed, in words."""
    blocked: bool = False
    """A mouse the system lists but the game may not read."""


class DeviceRows:
    def __init__(self, hub: pointers.PointerHub, settings: Settings):
        self.hub = hub
        self.settings = settings
        self.rows: list[Row] = []
        self.more = 0
        """Devices found beyond what fits on the screen."""
        self._entries: tuple = ()

    def forget(self) -> None:
        """Lay the rows out afresh at the next ``sync`` (they moved, or the backends changed)."""
        self._entries = ()

    def sync(
        self,
        entries: list[DeviceEntry],
        blocked: set[str],
        frame: pygame.Rect,
        top: int,
        room: int,
        s: float,
        ui: pygame_gui.UIManager,
    ) -> None:
        """Rebuild the rows (and their sliders) when devices came or went: from ``top`` down in
        ``room`` pixels of ``frame``'s width, lit rows staying lit."""
        key = tuple((e.pointer_id, e.name, e.hint) for e in entries)  # (a bound key changes the hint)
        if key == self._entries:
            return
        self._entries = key
        lit = {row.entry.pointer_id: (row.lit, row.last) for row in self.rows}
        for row in self.rows:
            for element in (row.slider, row.keys):
                if element is not None:
                    element.kill()
        fit = max(room // round(MIN_ROW * s), 1)
        self.more = len(entries) - fit + 1 if len(entries) > fit else 0
        entries = entries[: fit - 1] if self.more else entries
        row_h = min(round(124 * s), room // (len(entries) + (1 if self.more else 0) or 1))  # two hint lines
        self.rows = []
        for i, entry in enumerate(entries):
            rect = pygame.Rect(frame.x, top + i * row_h, frame.w, row_h - round(8 * s))
            row = Row(entry, rect, SEAT_COLOURS[i % len(SEAT_COLOURS)], blocked=entry.pointer_id in blocked)
            row.lit, row.last = lit.get(entry.pointer_id, (0.0, ""))
            if entry.relative and not row.blocked:
                row.slider = self._slider(rect, entry, s, ui)
            if entry.kind in BINDABLE:
                row.keys = self._keys_button(rect, entry, s, ui)
            self.rows.append(row)

    def _slider(self, rect: pygame.Rect, entry: DeviceEntry, s: float, ui: pygame_gui.UIManager):
        area = pygame.Rect(columns(rect, s)[2], 0, round(190 * s), min(round(44 * s), rect.h - round(8 * s)))
        area.centery = rect.centery
        pointer = self.hub.pointers.get(entry.pointer_id)
        kept = self.settings.table("device_sensitivity")
        factor = kept.get(entry.name, pointer.sensitivity if pointer else 1.0)
        step = step_for(factor)
        return pygame_gui.elements.UIHorizontalSlider(area, step, (-STEPS, STEPS), ui, click_increment=1)

    @staticmethod
    def _keys_button(rect: pygame.Rect, entry: DeviceEntry, s: float, ui: pygame_gui.UIManager):
        area = pygame.Rect(0, 0, round(190 * s), min(round(52 * s), rect.h - round(8 * s)))
        area.midright = (rect.right - round(12 * s), rect.centery)
        return gui_panels.button(area, _(BINDABLE[entry.kind]), ui, "@stepper")

    def slider_row(self, element) -> Row | None:
        return next((r for r in self.rows if r.slider is element), None)

    def keys_row(self, element) -> Row | None:
        return next((r for r in self.rows if r.keys is element and element is not None), None)

    def press(self, event: pointers.PointerEvent) -> None:
        """Any button or wheel of a row's device lights the row and names what was pressed."""
        if event.kind in (pointers.DOWN, pointers.WHEEL):
            row = next((r for r in self.rows if r.entry.owns(event.pointer)), None)
            if row is not None:
                row.lit = LIT_SECONDS
                word = BUTTON_WORDS.get(
                    event.button, N_("middle") if event.button == pointers.MIDDLE else N_("button")
                )
                row.last = N_("wheel") if event.kind == pointers.WHEEL else word

    def tick(self, dt: float) -> None:
        for row in self.rows:
            row.lit = max(0.0, row.lit - dt)

    def regions(self, s: float, screen_h: int) -> list[layers.Region]:
        """The rows as what they show, and the count of the devices left out."""
        out = [self._row_region(i, row, s, screen_h) for i, row in enumerate(self.rows)]
        if self.more and self.rows:
            where = (self.rows[-1].rect.x + round(20 * s), self.rows[-1].rect.bottom + round(14 * s))
            more = ngettext("… and {n} more device", "… and {n} more devices", self.more).format(n=self.more)
            out.append(pictures.text_region("more", more, where, round(24 * s), draw.TEXT_DIM))
        return out

    def _row_region(self, index: int, row: Row, s: float, screen_h: int) -> layers.Region:
        """A row as what it shows: its device, colour, whether it is lit (and by which button)
        and its sensitivity."""
        held = any(p.buttons for p in self.hub.pointers.values() if row.entry.owns(p))
        lit = held or row.lit > 0
        factor = factor_for(int(row.slider.get_current_value())) if row.slider is not None else None
        shown = (row.entry, row.colour, row.blocked, lit, row.last if lit else "", factor)
        slider = tuple(row.slider.rect) if row.slider is not None else None
        args = (s, screen_h, tuple(row.rect), slider, shown)
        return layers.Region(("row", index), pygame.Rect(row.rect), paint_row, args)

    def tags(self, s: float) -> list[layers.Region]:
        """Each row's colour and name beside each of its cursors."""
        tags = []
        for row in self.rows:
            for pointer in self.hub.pointers.values():
                if not row.entry.owns(pointer) or not pointer.connected or pointer.device == "mouse":
                    continue
                name = fit(row.entry.name, round(22 * s), round(260 * s), bold=True)
                label = draw.text(name, round(22 * s), ink(row.colour), True)
                tag = label.get_rect(topleft=(pointer.x + round(34 * s), pointer.y + round(30 * s))).inflate(
                    round(14 * s), round(6 * s)
                )
                args = (s, name, row.colour, tuple(tag))
                tags.append(layers.Region(("tag", pointer.id), tag, paint_tag, args))
        return tags


def columns(rect: pygame.Rect, s: float) -> tuple[int, int, int]:
    """x of the name, of the button lamp and of the slider in a row (a Keys button at its end)."""
    slider_x = rect.right - round(505 * s)
    return rect.x + round(128 * s), slider_x - round(175 * s), slider_x


def hint_look(hint: str, width: int, room: int, s: float, screen_h: int) -> tuple[int, int]:
    """The size and wrap width that show a device's whole hint (its keys) under its name: one
    line, smaller down to the couch's smallest body text, else two lines if the row has room;
    else the one line is cut (the hint is also in the help). A wrap width of 0: one line."""
    size = round(24 * s)
    floor = math.ceil(draw.MIN_BODY * screen_h)  # as drawn
    smallest = min(size, look.asked_for(floor))
    fitted = fitting.fitting_size(hint, size, width, smallest=floor)
    if draw.text(hint, fitted).get_width() <= width:
        return fitted, 0
    if draw.text(hint, smallest, wrap=width).get_height() <= room:
        return smallest, width
    return smallest, 0


def paint_row(
    surface: pygame.Surface, s: float, screen_h: int, where: tuple, slider: tuple | None, shown: tuple
) -> None:
    """A row at ``where``: ``shown`` is (entry, colour, blocked, lit, last button, factor)."""
    entry, colour, blocked, lit, last, factor = shown
    rect = pygame.Rect(where)
    fill = (*draw.FELT_LIGHT, 255) if lit else (*draw.FELT_DARK, 200)
    draw.draw_panel(surface, rect, fill, round(14 * s), colour if lit else None, max(round(3 * s), 2), 0)
    chip = pygame.Rect(rect.x + round(14 * s), 0, round(96 * s), min(round(46 * s), rect.h - round(10 * s)))
    chip.centery = rect.centery
    pygame.draw.rect(surface, colour, chip, border_radius=chip.h // 2)
    kind = _(KIND_WORDS.get(entry.kind, entry.kind.title()))
    draw.blit_text(surface, kind, chip.center, round(24 * s), ink(colour), "center", bold=True)
    name_x, lamp_x, slider_x = columns(rect, s)
    text_w = lamp_x - round(40 * s) - name_x
    hint = _(entry.hint) if not blocked else _("Listed, but it cannot be read: see above.")
    name = fit(_(entry.name), round(27 * s), text_w, bold=True)
    name_h = draw.text(name, round(27 * s), bold=True).get_height()
    hint_size, wrap = hint_look(hint, text_w, rect.h - name_h, s, screen_h)
    hint_h = draw.text(hint or " ", hint_size, wrap=wrap).get_height()
    if hint and rect.h >= name_h + hint_h:  # room for the hint under the name
        top = rect.centery - (name_h + hint_h) // 2
        draw.blit_text(surface, name, (name_x, top), round(27 * s), draw.CARD_FACE, bold=True)
        hint = hint if wrap else fit(hint, hint_size, text_w)
        draw.blit_text(surface, hint, (name_x, top + name_h), hint_size, draw.TEXT_DIM, wrap=wrap)
    else:
        where = (name_x, rect.centery)
        draw.blit_text(surface, name, where, round(27 * s), draw.CARD_FACE, "midleft", bold=True)
    if blocked:
        where = (lamp_x - round(15 * s), rect.centery)
        draw.blit_text(
            surface,
            _("cannot be read: the fix is above"),
            where,
            round(24 * s),
            draw.DANGER,
            "midleft",
            bold=True,
        )
        return
    lamp = (lamp_x, rect.centery)
    pygame.draw.circle(surface, draw.SHADE, lamp, round(15 * s))
    pygame.draw.circle(surface, draw.ACCENT if lit else draw.FELT, lamp, round(12 * s))
    word = _(last) if lit else _("press")
    draw.blit_text(surface, word, (lamp_x + round(26 * s), lamp[1]), round(24 * s), draw.TEXT, "midleft")
    if slider is not None:
        where = (pygame.Rect(slider).right + round(16 * s), rect.centery)
        room = rect.right - round(210 * s) - where[0]  # clear of a Keys button (``_keys_button``): grown too
        value, size = fitting.fitted(
            f"{factor:.2f}×", round(24 * s), room, True, math.ceil(draw.MIN_LABEL * screen_h)
        )
        draw.blit_text(surface, value, where, size, draw.TEXT, "midleft", bold=True)
    else:
        where, room = (slider_x, rect.centery), rect.right - round(16 * s) - slider_x
        words, size = fitting.fitted(
            _("moves as your system sets it"),
            round(24 * s),
            room,
            smallest=math.ceil(draw.MIN_LABEL * screen_h),
        )
        draw.blit_text(surface, words, where, size, draw.TEXT_DIM, "midleft")


def paint_tag(surface: pygame.Surface, s: float, name: str, colour: tuple, where: tuple) -> None:
    tag = pygame.Rect(where)
    label = draw.text(name, round(22 * s), ink(colour), True)
    pygame.draw.rect(surface, colour, tag, border_radius=tag.h // 2)
    pygame.draw.rect(surface, draw.SHADE, tag, max(round(2 * s), 1), border_radius=tag.h // 2)
    surface.blit(label, label.get_rect(center=tag.center))


def ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark text on a light colour, light text on a dark one."""
    r, g, b = colour
    return draw.INK if 0.299 * r + 0.587 * g + 0.114 * b > 120 else draw.TEXT


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    if width <= 0 or draw.text(text, size, bold=bold).get_width() <= width:
        return text
    while len(text) > 1 and draw.text(text + "…", size, bold=bold).get_width() > width:
        text = text[:-1]
    return text.rstrip() + "…"
