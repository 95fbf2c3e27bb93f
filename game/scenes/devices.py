"""Settings → Devices: every input device the game found, live.

Each mouse, gamepad, keyboard cluster and touch screen has a row with a colour chip; its cursor
carries a tag of the same colour and name, so players see which cursor is theirs. Any button
lights the row and names the button (nothing here acts on a press except the panel's own
buttons, so trying right click or B is safe). Devices that move relatively get a sensitivity
slider, remembered by the device's name. The box at the top says whether several mice can be
used, and if not exactly why (platform, permission, none found, module missing, switched off)
and what to do, with a button that copies the fix.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable

import pygame
import pygame_gui

from game.engine import devices, draw, gui_panels, layers, pictures, pointers, ui
from game.engine.devices.inventory import DeviceEntry, inventory
from game.engine.devices.several_mice import MISSING, OFF, PERMISSION, READY, MiceStatus
from game.engine.seats import SEAT_COLOURS
from game.i18n import N_, _, ngettext
from game.scenes.gui_scene import GuiScene

TITLE = N_("Devices")
SUBTITLE = N_("Move and press on every device: its row lights up and its name follows its cursor.")
CHECK_EVERY = 2.0
"""[decision] Seconds between looks at which mice can be read (a plugged-in mouse shows up)."""
LIT_SECONDS = 0.5
"""[decision] How long a row stays lit after a quick press, so a click is seen."""
MIN_ROW = 46
"""[decision] The lowest a device's row gets, in base pixels (more devices than fit are counted)."""
STEPS = 8
"""The slider runs from -STEPS to +STEPS; factor = 2 ** (step / 4): 0.25× … 1× … 4×."""
BUTTON_WORDS = {
    pointers.PRIMARY: N_("select"),
    pointers.SECONDARY: N_("back"),
    pointers.MIDDLE: N_("middle"),
    pointers.ACTION: N_("action"),
    pointers.ROTATE: N_("rotate"),
    pointers.PEEK: N_("peek"),
}
KIND_WORDS = {
    "mouse": N_("Mouse"),
    "evdev": N_("Mouse"),
    "rawinput": N_("Mouse"),
    "gamepad": N_("Pad"),
    "keyboard": N_("Keys"),
}
COPYABLE = frozenset({PERMISSION, MISSING})
"""Problems whose fix is a command to paste into a terminal."""


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
    lit: float = 0.0
    """Seconds the row stays lit after the last press."""
    last: str = ""
    """The last button pressed, in words."""
    blocked: bool = False
    """A mouse the system lists but the game may not read."""


class DevicesScene(GuiScene):
    def __init__(self, app, status: Callable[[bool], MiceStatus] | None = None):
        super().__init__(app)
        self._status_of = status or (lambda enabled: devices.mice_status(enabled))
        self.status: MiceStatus = self._status_of(bool(app.settings.get("multimouse")))
        self.rows: list[Row] = []
        self.ui: ui.PointerUIManager | None = None
        self._entries: tuple = ()
        self._check = CHECK_EVERY
        self.copied = False
        self.more = 0
        """Devices found beyond what fits on the screen."""

    @property
    def hub(self) -> pointers.PointerHub:
        return self.app.pointers

    # -- scene life ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.clear_ui()
        self.size, self.s = size, draw.scale(size)
        self.ui = ui.PointerUIManager(size, self.hub)
        s, (w, h) = self.s, size
        self.frame = pygame.Rect(0, 0, min(w - round(40 * s), round(1640 * s)), 0)
        self.frame.midtop = (w // 2, round(150 * s))
        self.box = pygame.Rect(self.frame.x, self.frame.y, self.frame.w, round(196 * s))
        button_w, button_h = round(370 * s), round(64 * s)
        self.toggle = gui_panels.button(
            pygame.Rect(
                self.box.right - button_w - round(22 * s), self.box.y + round(18 * s), button_w, button_h
            ),
            "",
            self.ui,
            "@stepper",
        )
        self.copy = gui_panels.button(
            pygame.Rect(self.toggle.rect.x, self.toggle.rect.bottom + round(14 * s), button_w, button_h),
            _("Copy the fix"),
            self.ui,
            "@stepper",
        )
        self.back = gui_panels.button(
            pygame.Rect(w // 2 - button_w // 2, h - round(100 * s), button_w, round(76 * s)),
            _("Back"),
            self.ui,
        )
        self._entries = ()
        self._refresh_status(self.status)
        self._sync_rows()

    # -- what is there -------------------------------------------------------------------------
    def entries(self) -> list[DeviceEntry]:
        """Every device the backends know, then the mice the system lists that cannot be read."""
        found = inventory(self.hub)
        named = {e.pointer_id for e in found}
        for mouse in self.status.blocked:
            if mouse.path not in named:
                found.append(DeviceEntry(mouse.path, "evdev", mouse.name, _("cannot be read: see above")))
        return found

    def _sync_rows(self) -> None:
        """Rebuild the rows (and their sliders) when devices came or went."""
        entries = self.entries()
        key = tuple((e.pointer_id, e.name) for e in entries)
        if key == self._entries:
            return
        self._entries = key
        lit = {row.entry.pointer_id: (row.lit, row.last) for row in self.rows}
        for row in self.rows:
            if row.slider is not None:
                row.slider.kill()
        s = self.s
        top = self.box.bottom + round(22 * s)
        room = self.back.rect.y - round(20 * s) - top
        fit = max(room // round(MIN_ROW * s), 1)
        self.more = len(entries) - fit + 1 if len(entries) > fit else 0
        entries = entries[: fit - 1] if self.more else entries
        row_h = min(round(124 * s), room // (len(entries) + (1 if self.more else 0) or 1))  # two hint lines
        blocked = {m.path for m in self.status.blocked}
        self.rows = []
        for i, entry in enumerate(entries):
            rect = pygame.Rect(self.frame.x, top + i * row_h, self.frame.w, row_h - round(8 * s))
            row = Row(entry, rect, SEAT_COLOURS[i % len(SEAT_COLOURS)], blocked=entry.pointer_id in blocked)
            row.lit, row.last = lit.get(entry.pointer_id, (0.0, ""))
            if entry.relative and not row.blocked:
                row.slider = self._slider(rect, entry)
            self.rows.append(row)

    def _slider(self, rect: pygame.Rect, entry: DeviceEntry) -> pygame_gui.elements.UIHorizontalSlider:
        s = self.s
        area = pygame.Rect(
            self._columns(rect)[2], 0, round(340 * s), min(round(44 * s), rect.h - round(8 * s))
        )
        area.centery = rect.centery
        factor = self.app.settings["device_sensitivity"].get(entry.name, self._sensitivity(entry))
        return pygame_gui.elements.UIHorizontalSlider(
            area, step_for(factor), (-STEPS, STEPS), self.ui, click_increment=1
        )

    def _sensitivity(self, entry: DeviceEntry) -> float:
        pointer = self.hub.pointers.get(entry.pointer_id)
        return pointer.sensitivity if pointer is not None else 1.0

    def _refresh_status(self, status: MiceStatus) -> None:
        self.status = status
        on = bool(self.app.settings.get("multimouse"))
        if devices.several_mice_supported():
            self.toggle.set_text(_("Several mice: {state}").format(state=_("On") if on else _("Off")))
            self.toggle.show()
        else:
            self.toggle.hide()
        if status.problem in COPYABLE:
            self.copy.show()
        else:
            self.copy.hide()
        height = max(
            self._text_height(),
            (self.copy.rect if self.copy.visible else self.toggle.rect).bottom - self.box.y,
        )
        height += round(18 * self.s)
        if height != self.box.h:
            self.box.h = height
            self._entries = ()  # the rows move down or up

    def _text_height(self) -> int:
        return sum(image.get_height() + round(6 * self.s) for image, _bold in self._status_images()) + round(
            16 * self.s
        )

    def _status_images(self, status: MiceStatus | None = None) -> list[tuple[pygame.Surface, bool]]:
        s = self.s
        wrap = self.toggle.rect.x - self.box.x - round(48 * s)
        out = []
        for line, headline in self.status_lines(status):
            colour = draw.CARD_FACE if headline else draw.TEXT_DIM
            out.append(
                (
                    draw.text(line, round(27 * s) if headline else round(24 * s), colour, headline, wrap),
                    headline,
                )
            )
        return out

    def status_lines(self, status: MiceStatus | None = None) -> list[tuple[str, bool]]:
        """The box's text (``status``: the current one): (line, is it the headline)."""
        status = status or self.status
        lines = [(status.reason, True)]
        if status.problem == READY:
            lines.append(
                (_("Every mouse below has its own cursor; in a game, Ctrl+Alt+M lets go of them."), False)
            )
        lines += [(fix, False) for fix in status.fixes]
        return lines

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            row = next((r for r in self.rows if r.slider is event.ui_element), None)
            if row is not None:
                self._set_sensitivity(row.entry.name, factor_for(int(event.value)))
                return True
        if ui.nav_action(event, self.hub) == ui.BACK:
            self._close()
            return True
        return self.ui.handle_event(event)

    def handle_pointer(self, event: pointers.PointerEvent) -> bool:
        if event.kind in (pointers.DOWN, pointers.WHEEL):
            row = next((r for r in self.rows if r.entry.owns(event.pointer)), None)
            if row is not None:
                row.lit = LIT_SECONDS
                word = BUTTON_WORDS.get(event.button, N_("button"))
                row.last = N_("wheel") if event.kind == pointers.WHEEL else word
        return self.ui.handle_pointer(event)

    def _pressed(self, element) -> bool:
        if element is self.back:
            self._close()
        elif element is self.toggle:
            self.app.settings.set("multimouse", not self.app.settings.get("multimouse"))
            self._refresh_status(self._status_of(bool(self.app.settings.get("multimouse"))))
            self._entries = ()  # the backends changed: list them again
        elif element is self.copy:
            self._copy_fix()
        else:
            return False
        self.app.audio.play("click")
        return True

    def _copy_fix(self) -> None:
        try:
            pygame_gui.core.utility.clipboard_copy("\n".join(self.status.fixes))
            self.copied = True
        except (pygame.error, RuntimeError, OSError):
            self.copied = False  # no clipboard here: the text stays on screen to copy by hand

    def _set_sensitivity(self, name: str, factor: float) -> None:
        table = dict(self.app.settings["device_sensitivity"])
        table[name] = factor
        self.app.settings.set("device_sensitivity", table)
        self.hub.set_sensitivity(name, factor)

    def _close(self) -> None:
        self.app.audio.play("click")
        self.app.scenes.pop()

    def update(self, dt: float) -> None:
        self._check -= dt
        if self._check <= 0:
            self._check = CHECK_EVERY
            self._refresh_status(self._status_of(bool(self.app.settings.get("multimouse"))))
        self._sync_rows()
        for row in self.rows:
            row.lit = max(0.0, row.lit - dt)
        self.ui.update(dt)

    # -- look ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """One composite picture: the felt, then the titles, the status box, the rows, the
        elements and the cursors' name tags as regions, each repainted only when it changes."""
        self.picture.draw(surface, draw.felt(surface.get_size()), None, self.regions(), [])

    def regions(self) -> list[layers.Region]:
        s, w = self.s, self.size[0]
        title = pictures.text_region(
            "title", _(TITLE), (w / 2, 56 * s), round(64 * s), draw.CARD_FACE, "center", True, shadow=True
        )
        subtitle = pictures.text_region(
            "subtitle", _(SUBTITLE), (w / 2, 122 * s), round(27 * s), draw.TEXT_DIM, "center"
        )
        copied = self.copied and self.copy.visible
        bounds = self.box.union(self._copied_text().rect) if copied else pygame.Rect(self.box)
        box = layers.Region("box", bounds, self._draw_box, (tuple(self.box), self.status, copied))
        regions = [title, subtitle, box, *(self._row_region(i, row) for i, row in enumerate(self.rows))]
        if self.more and self.rows:
            where = (self.rows[-1].rect.x + round(20 * s), self.rows[-1].rect.bottom + round(14 * s))
            more = ngettext("… and {n} more device", "… and {n} more devices", self.more).format(n=self.more)
            regions.append(pictures.text_region("more", more, where, round(24 * s), draw.TEXT_DIM))
        regions += pictures.gui_regions(self.ui)
        for row in self.rows:
            regions += self._tags(row)
        return regions

    def _draw_box(self, surface: pygame.Surface, where: tuple, status: MiceStatus, copied: bool) -> None:
        s, box = self.s, pygame.Rect(where)
        edge = draw.ACCENT if status.ok else draw.DANGER if status.problem not in (OFF,) else draw.FELT_LIGHT
        draw.draw_panel(surface, box, (*draw.FELT_DARK, 240), round(18 * s), edge, max(round(3 * s), 2), 0)
        x, y = box.x + round(24 * s), box.y + round(16 * s)
        for image, _bold in self._status_images(status):
            surface.blit(image, (x, y))
            y += image.get_height() + round(6 * s)
        if copied:
            text = self._copied_text()
            text.paint(surface, *text.args)

    def _copied_text(self) -> layers.Region:
        where = (self.copy.rect.centerx, self.copy.rect.bottom + round(18 * self.s))
        words = _("Copied: paste it in a terminal")
        return pictures.text_region("copied", words, where, round(22 * self.s), draw.ACCENT, "center")

    def _columns(self, rect: pygame.Rect) -> tuple[int, int, int]:
        """x of the name, of the button lamp and of the slider in a row."""
        s = self.s
        slider_x = rect.right - round(470 * s)
        return rect.x + round(128 * s), slider_x - round(175 * s), slider_x

    def _row_region(self, index: int, row: Row) -> layers.Region:
        """A row as what it shows: its device, colour, whether it is lit (and by which button)
        and its sensitivity."""
        held = any(p.buttons for p in self.hub.pointers.values() if row.entry.owns(p))
        lit = held or row.lit > 0
        factor = factor_for(int(row.slider.get_current_value())) if row.slider is not None else None
        shown = (row.entry, row.colour, row.blocked, lit, row.last if lit else "", factor)
        slider = tuple(row.slider.rect) if row.slider is not None else None
        return layers.Region(
            ("row", index), pygame.Rect(row.rect), self._draw_row, (tuple(row.rect), slider, shown)
        )

    def _hint_look(self, hint: str, width: int, room: int) -> tuple[int, int]:
        """The size and wrap width that show a device's whole hint (its keys) under its name: one
        line, smaller down to the couch's smallest body text, else two lines if the row has room;
        else the one line is cut (the hint is also in the help). A wrap width of 0: one line."""
        size = round(24 * self.s)
        smallest = min(size, math.ceil(draw.MIN_BODY * self.app.size[1]))
        fitted = draw.fitting_size(hint, size, width, smallest=smallest)
        if draw.text(hint, fitted).get_width() <= width:
            return fitted, 0
        if draw.text(hint, smallest, wrap=width).get_height() <= room:
            return smallest, width
        return smallest, 0

    def _draw_row(self, surface: pygame.Surface, where: tuple, slider: tuple | None, shown: tuple) -> None:
        entry, colour, blocked, lit, last, factor = shown
        s, rect = self.s, pygame.Rect(where)
        fill = (*draw.FELT_LIGHT, 255) if lit else (*draw.FELT_DARK, 200)
        draw.draw_panel(surface, rect, fill, round(14 * s), colour if lit else None, max(round(3 * s), 2), 0)
        chip = pygame.Rect(
            rect.x + round(14 * s), 0, round(96 * s), min(round(46 * s), rect.h - round(10 * s))
        )
        chip.centery = rect.centery
        pygame.draw.rect(surface, colour, chip, border_radius=chip.h // 2)
        kind = _(KIND_WORDS.get(entry.kind, entry.kind.title()))
        draw.blit_text(surface, kind, chip.center, round(24 * s), _ink(colour), "center", bold=True)
        name_x, lamp_x, slider_x = self._columns(rect)
        text_w = lamp_x - round(40 * s) - name_x
        hint = _(entry.hint) if not blocked else _("Listed, but it cannot be read: see above.")
        name = _fit(_(entry.name), round(27 * s), text_w, bold=True)
        name_h = draw.text(name, round(27 * s), bold=True).get_height()
        hint_size, wrap = self._hint_look(hint, text_w, rect.h - name_h)
        hint_h = draw.text(hint or " ", hint_size, wrap=wrap).get_height()
        if hint and rect.h >= name_h + hint_h:  # room for the hint under the name
            top = rect.centery - (name_h + hint_h) // 2
            draw.blit_text(surface, name, (name_x, top), round(27 * s), draw.CARD_FACE, bold=True)
            hint = hint if wrap else _fit(hint, hint_size, text_w)
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
            draw.blit_text(surface, f"{factor:.2f}×", where, round(24 * s), draw.TEXT, "midleft", bold=True)
        else:
            where = (slider_x, rect.centery)
            draw.blit_text(
                surface, _("moves as your system sets it"), where, round(24 * s), draw.TEXT_DIM, "midleft"
            )

    def _tags(self, row: Row) -> list[layers.Region]:
        """The row's colour and name beside each of its cursors."""
        s = self.s
        tags = []
        for pointer in self.hub.pointers.values():
            if not row.entry.owns(pointer) or not pointer.connected or pointer.device == "mouse":
                continue
            name = _fit(row.entry.name, round(22 * s), round(260 * s), bold=True)
            label = draw.text(name, round(22 * s), _ink(row.colour), True)
            tag = label.get_rect(topleft=(pointer.x + round(34 * s), pointer.y + round(30 * s))).inflate(
                round(14 * s), round(6 * s)
            )
            tags.append(
                layers.Region(("tag", pointer.id), tag, self._draw_tag, (name, row.colour, tuple(tag)))
            )
        return tags

    def _draw_tag(self, surface: pygame.Surface, name: str, colour: tuple, where: tuple) -> None:
        s, tag = self.s, pygame.Rect(where)
        label = draw.text(name, round(22 * s), _ink(colour), True)
        pygame.draw.rect(surface, colour, tag, border_radius=tag.h // 2)
        pygame.draw.rect(surface, draw.SHADE, tag, max(round(2 * s), 1), border_radius=tag.h // 2)
        surface.blit(label, label.get_rect(center=tag.center))


def _ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark text on a light colour, light text on a dark one."""
    r, g, b = colour
    return draw.INK if 0.299 * r + 0.587 * g + 0.114 * b > 120 else draw.TEXT


def _fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    if width <= 0 or draw.text(text, size, bold=bold).get_width() <= width:
        return text
    while len(text) > 1 and draw.text(text + "…", size, bold=bold).get_width() > width:
        text = text[:-1]
    return text.rstrip() + "…"
