"""Settings: one row per setting (``settings.rows()``, the games' registered ones included),
changed with − / + (or a toggle), arrows or the D-pad; every change applies at once and is saved.
Shown as an overlay, so it works over the menu and over a paused game alike. Devices opens the
live device panel.
"""

from __future__ import annotations

import math

import pygame
import pygame_gui

import game.scenes.setting_value as setting_value
from game.engine import devices, draw, gui_panels, layers, pictures, ui
from game.engine.settings import Setting, Value, rows
from game.i18n import N_, _
from game.scenes.gui_scene import GuiScene
from game.scenes.mice_notice import MiceNotice

TITLE = N_("Settings")
DEVICES_HINT = N_("Every mouse, gamepad, keyboard and touch screen, live: test buttons, set sensitivity.")
BACK_HINT = N_("Esc, right click or B also go back.")


class SettingsScene(GuiScene):
    opaque = False

    def __init__(self, app):
        super().__init__(app)
        self.rows: tuple[Setting, ...] = tuple(s for s in rows() if not isinstance(s.default, dict))
        """Settings edited by stepping (the per-device table is the device panel's)."""
        self.steppers: dict[object, tuple[int, int]] = {}
        """pygame_gui button -> (row, direction); direction 0 toggles."""
        self.toggles: dict[int, pygame_gui.elements.UIButton] = {}
        self.mice = MiceNotice()

    def resize(self, size: tuple[int, int]) -> None:
        focus = self.focus_or(0)
        self.clear_ui()
        self.s = s = draw.scale(size)
        w, h = size
        self.ui = ui.PointerUIManager(size, self.app.pointers)
        self.buttons = ui.ButtonList(self.ui, self._activate)
        self.steppers, self.toggles = {}, {}
        count = len(self.rows) + 1  # and Devices beside Back on the last row
        row_h, gap = round(66 * s), round(9 * s)
        room = h - round(120 * s) - round(70 * s) - round(20 * s)  # title above, hint below
        row_h = min(row_h, room // count - gap)
        width = round(1180 * s)
        height = round(120 * s) + count * (row_h + gap) + round(70 * s)
        self.panel = pygame.Rect(0, 0, width + round(80 * s), height)
        self.panel.center = (w // 2, h // 2)
        rects = ui.column(w // 2, self.panel.y + round(120 * s), width, row_h, gap, count)
        control_w, small = round(380 * s), round(74 * s)
        self.value_rects: list[pygame.Rect] = []
        for i, (setting, rect) in enumerate(zip(self.rows, rects, strict=False)):
            label_rect = rect.copy()
            label_rect.width -= control_w + round(16 * s)
            self.buttons.add(label_rect, _(setting.label), None, "@setting_row")
            controls = pygame.Rect(label_rect.right + round(16 * s), rect.y, control_w, row_h)
            self.value_rects.append(controls)
            if isinstance(setting.default, bool):
                toggle = gui_panels.button(controls, "", self.ui, "@stepper")
                self.steppers[toggle] = (i, 0)
                self.toggles[i] = toggle
            else:
                minus = gui_panels.button(
                    pygame.Rect(controls.topleft, (small, row_h)), "−", self.ui, "@stepper"
                )
                plus = gui_panels.button(
                    pygame.Rect((controls.right - small, controls.y), (small, row_h)),
                    "+",
                    self.ui,
                    "@stepper",
                )
                self.steppers[minus] = (i, -1)
                self.steppers[plus] = (i, 1)
        last = rects[-1].inflate(-round(440 * s), 0)
        half = (last.width - round(24 * s)) // 2
        self.buttons.add(pygame.Rect(last.topleft, (half, last.height)), _("Devices"), "gear")
        self.buttons.add(pygame.Rect((last.right - half, last.y), (half, last.height)), _("Back"), "back")
        self.buttons.set_focus(focus)
        self._refresh_toggles()

    def _refresh_toggles(self) -> None:
        for i, button in self.toggles.items():
            setting = self.rows[i]
            text = setting.format(self.shown(setting))
            if setting.key == "multimouse" and not devices.several_mice_supported():
                text = _("Not here")  # the box over the title says why, and what to use instead
            button.set_text(text)

    def shown(self, setting: Setting) -> Value:
        """A setting's value as the player sees it: Fullscreen says what the window is now (a run
        with ``--windowed`` or ``--size`` opens a window whatever the stored setting says)."""
        if setting.key == "fullscreen":
            return self.app.fullscreen
        return self.app.settings[setting.key]

    # -- actions -------------------------------------------------------------------------------
    def _activate(self, index: int) -> None:
        """Enter / click on a row: toggle, or step forward and wrap around at the end."""
        if index == len(self.rows):
            self._open_devices()
            return
        if index > len(self.rows):
            self._close()
            return
        setting = self.rows[index]
        options = setting.options()
        current = self.app.settings[setting.key]
        if not isinstance(current, bool) and current == options[-1]:
            self._change(index, value=options[0])
        else:
            self._change(index, 1)

    def _change(self, index: int, direction: int = 0, value: Value | None = None) -> None:
        """Set row ``index`` to ``value``, or step it by ``direction``."""
        setting = self.rows[index]
        if value is None and isinstance(setting.default, bool):
            value = not self.shown(setting)  # a toggle turns over what it shows
        if setting.key == "fullscreen" and isinstance(value, bool):
            self.app.set_fullscreen(value)  # even when the setting already wished it
        if value is not None:
            self.app.settings.set(setting.key, value)
        else:
            self.app.settings.step(setting.key, direction)
        self.app.audio.play("tick")
        self._refresh_toggles()

    def _open_devices(self) -> None:
        from game.scenes.devices import DevicesScene

        self.app.audio.play("click")
        self.app.scenes.push(DevicesScene(self.app))

    def _close(self) -> None:
        self.app.audio.play("click")
        self.app.scenes.pop()

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.steppers:
            index, direction = self.steppers[event.ui_element]
            self.buttons.set_focus(index)
            self._change(index, direction if direction else 1)
            return True
        action = ui.nav_action(event, self.app.pointers)
        if action == ui.BACK:
            self._close()
            return True
        if action in (ui.LEFT, ui.RIGHT) and self.buttons.focus < len(self.rows):
            self._change(self.buttons.focus, -1 if action == ui.LEFT else 1)
            return True
        return self.buttons.handle(event) or self.ui.handle_event(event)

    def handle_pointer(self, event) -> bool:
        if ui.pointer_back(event):
            self._close()
            return True
        return self.ui.handle_pointer(event)

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.buttons.follow_hover()
        self.mice.tick(dt, self.app.settings.get("multimouse"))

    # -- look ----------------------------------------------------------------------------------
    def draw_backdrop(self, surface: pygame.Surface) -> None:
        s = self.s
        surface.blit(draw.dim(surface.get_size(), 170), (0, 0))
        draw.draw_panel(
            surface,
            self.panel,
            (*draw.FELT, 250),
            round(28 * s),
            draw.ACCENT_DARK,
            max(round(3 * s), 1),
            round(18 * s),
        )
        draw.blit_text(
            surface,
            _(TITLE),
            (self.panel.centerx, self.panel.y + 62 * s),
            round(64 * s),
            draw.CARD_FACE,
            "center",
            bold=True,
            shadow=True,
        )

    def regions(self) -> list[layers.Region]:
        """The elements, each stepped row's value and bar, the icons, the hint and the mice's
        status: each repainted only when it changes."""
        regions = super().regions()
        for i, setting in enumerate(self.rows):
            if i not in self.toggles:
                value = self.app.settings[setting.key]
                regions.append(setting_value.region(i, setting, value, self.value_rects[i], self.s))
        regions += self.buttons.decorations(round(34 * self.s))
        regions.append(self._hint())
        focus = self.buttons.focus
        focused = focus < len(self.rows) and self.rows[focus].key == "multimouse"
        status = self.mice.region(focused, self.s, self.app.size[0])
        return regions if status is None else [*regions, status]

    def _hint(self) -> layers.Region:
        """What the focused setting does, in one line at the foot of the panel."""
        focus = self.buttons.focus
        if focus == len(self.rows):
            hint = _(DEVICES_HINT)
        elif focus < len(self.rows):
            hint = _(self.rows[focus].hint)
        else:
            hint = _(BACK_HINT)
        s, last = self.s, self.buttons.buttons[-1].rect
        band = pygame.Rect(self.panel.x + round(20 * s), last.bottom, self.panel.w - round(40 * s), 0)
        band.height = self.panel.bottom - round(6 * s) - band.y  # under the rows: grown words fit it
        floor = math.ceil(draw.MIN_LABEL * self.app.size[1])
        return pictures.band_region("hint", hint, band, round(26 * s), draw.TEXT_DIM, floor)
