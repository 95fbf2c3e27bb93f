"""Settings → Devices: every input device the game found, live.

Each mouse, gamepad, keyboard cluster and touch screen has a row with a colour chip; its cursor
carries a tag of the same colour and name, so players see which cursor is theirs. Any button
lights the row and names the button (nothing here acts on a press except the panel's own
buttons, so trying right click or B is safe). Devices that move relatively get a sensitivity
slider, remembered by the device's name; keyboard clusters and pads a Keys button that opens the
screen binding their keys (``controls.py``), remembered by name too. The box at the top says
whether several mice can be used, and if not exactly why (platform, permission, none found, module
missing, switched off) and what to do, with a button that copies the fix.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame
import pygame_gui

import game.scenes.mice_box as mice_box
from game.engine import devices, draw, gui_panels, layers, pictures, pointers, ui
from game.engine.devices.inventory import DeviceEntry, inventory
from game.engine.devices.several_mice import MISSING, PERMISSION, MiceStatus
from game.i18n import N_, _
from game.scenes.controls import ControlsScene
from game.scenes.device_rows import DeviceRows, factor_for
from game.scenes.gui_scene import GuiScene

TITLE = N_("Devices")
SUBTITLE = N_("Move and press on every device: its row lights up and its name follows its cursor.")
CHECK_EVERY = 2.0
"""[decision] Seconds between looks at which mice can be read (a plugged-in mouse shows up)."""
COPYABLE = frozenset({PERMISSION, MISSING})
"""Problems whose fix is a command to paste into a terminal."""


class DevicesScene(GuiScene):
    def __init__(self, app, status: Callable[[bool], MiceStatus] | None = None):
        super().__init__(app)
        self._status_of = status or (lambda enabled: devices.mice_status(enabled))
        self.status: MiceStatus = self._status_of(bool(app.settings.get("multimouse")))
        self.device_rows = DeviceRows(app.pointers, app.settings)
        self._check = CHECK_EVERY
        self.copied = False

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
        self.device_rows.forget()
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
        """The rows from under the box down to the Back button, rebuilt when devices came or went."""
        top = self.box.bottom + round(22 * self.s)
        room = self.back.rect.y - round(20 * self.s) - top
        blocked = {m.path for m in self.status.blocked}
        self.device_rows.sync(self.entries(), blocked, self.frame, top, room, self.s, self.ui)

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
            mice_box.text_height(status, self.s, self._wrap()),
            (self.copy.rect if self.copy.visible else self.toggle.rect).bottom - self.box.y,
        )
        height += round(18 * self.s)
        if height != self.box.h:
            self.box.h = height
            self.device_rows.forget()  # the rows move down or up

    def _wrap(self) -> int:
        """The box's text width: up to its buttons."""
        return self.toggle.rect.x - self.box.x - round(48 * self.s)

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            row = self.device_rows.slider_row(event.ui_element)
            if row is not None:
                self._set_sensitivity(row.entry.name, factor_for(int(event.value)))
                return True
        if ui.nav_action(event, self.hub) == ui.BACK:
            self._close()
            return True
        return self.ui.handle_event(event)

    def handle_pointer(self, event: pointers.PointerEvent) -> bool:
        self.device_rows.press(event)
        return self.ui.handle_pointer(event)

    def _pressed(self, element) -> bool:
        if element is self.back:
            self._close()
        elif element is self.toggle:
            self.app.settings.set("multimouse", not self.app.settings.get("multimouse"))
            self._refresh_status(self._status_of(bool(self.app.settings.get("multimouse"))))
            self.device_rows.forget()  # the backends changed: list them again
        elif element is self.copy:
            self._copy_fix()
        elif (row := self.device_rows.keys_row(element)) is not None:
            controls = ControlsScene.for_entry(self.app, row.entry)
            if controls is not None:
                self.app.scenes.push(controls)
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
        table = self.app.settings.table("device_sensitivity")
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
        self.device_rows.tick(dt)
        self.ui.update(dt)

    # -- look ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """One composite picture: the felt, then the titles, the status box, the rows, the
        elements and the cursors' name tags as regions, each repainted only when it changes."""
        self.picture.draw(surface, draw.felt(surface.get_size()), None, self.regions(), [])

    def regions(self) -> list[layers.Region]:
        s, w = self.s, self.size[0]
        title = pictures.title_region(_(TITLE), (w / 2, 56 * s), round(64 * s))
        band = pygame.Rect(0, title.rect.bottom, w, self.frame.y - title.rect.bottom)
        floor = math.ceil(draw.MIN_BODY * self.size[1])
        subtitle = pictures.band_region("subtitle", _(SUBTITLE), band, round(27 * s), draw.TEXT_DIM, floor)
        copied = self.copied and self.copy.visible
        bounds = pygame.Rect(self.box)
        if copied:
            bounds.union_ip(mice_box.copied_text(self.copy.rect, s).rect)
        args = (s, self._wrap(), tuple(self.copy.rect), tuple(self.box), self.status, copied)
        box = layers.Region("box", bounds, mice_box.paint_box, args)
        rows = self.device_rows.regions(s, self.app.size[1])
        return [title, subtitle, box, *rows, *pictures.gui_regions(self.ui), *self.device_rows.tags(s)]
