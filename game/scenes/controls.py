"""Settings → Devices → Keys: which key (a pad: which button) gives each action of one device, and
"press a key to bind".

A row per action shows what gives it now; its Change button listens for the device's next press
(Escape, or a pad's Back, stops listening). A key the menus keep, another cluster's key or one that
already gives another action is refused in words. Every change is saved at once in the settings
(``device_bindings``, by the device's name) and in force at once (``bindings.use``); Reset to
default forgets the device's entry.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine import draw, gui_panels, layers, pictures, ui
from game.engine.devices import bindings
from game.engine.devices.gamepad import GamepadCursors
from game.engine.devices.inventory import DeviceEntry
from game.i18n import N_, _
from game.scenes.control_targets import Target, target_for
from game.scenes.gui_scene import GuiScene

SUBTITLE = N_("Choose Change, then press the key or button for that action. Escape stops listening.")


class ControlsScene(GuiScene):
    def __init__(self, app, target: Target):
        super().__init__(app)
        self.target = target
        self.listening: str | None = None
        """The action whose key is awaited."""
        self.message = ""
        self.refused = False
        self.changes: dict[str, pygame_gui.elements.UIButton] = {}

    @classmethod
    def for_entry(cls, app, entry: DeviceEntry) -> ControlsScene | None:
        """The screen for a device row, or None when the device cannot be bound (a mouse)."""
        target = target_for(entry, app.pointers)
        return None if target is None else cls(app, target)

    # -- scene life ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.clear_ui()
        self.size, self.s = size, draw.scale(size)
        self.ui = ui.PointerUIManager(size, self.app.pointers)
        s, (w, h) = self.s, size
        self.frame = pygame.Rect(0, 0, min(w - round(40 * s), round(1100 * s)), 0)
        self.frame.midtop = (w // 2, round(170 * s))
        button_w, button_h = round(370 * s), round(76 * s)
        bottom = h - round(100 * s)
        self.reset = gui_panels.button(
            pygame.Rect(w // 2 - button_w - round(12 * s), bottom, button_w, button_h),
            _("Reset to default"),
            self.ui,
        )
        self.back = gui_panels.button(
            pygame.Rect(w // 2 + round(12 * s), bottom, button_w, button_h), _("Back"), self.ui
        )
        self.message_y = bottom - round(56 * s)
        room = self.message_y - round(12 * s) - self.frame.y
        self.row_h = min(round(84 * s), room // len(self.target.actions))
        self.changes = {}
        for i, action in enumerate(self.target.actions):
            row = self.row_rect(i)
            change = pygame.Rect(0, 0, round(220 * s), min(round(60 * s), row.h - round(8 * s)))
            change.midright = (row.right - round(14 * s), row.centery)
            self.changes[action] = gui_panels.button(change, _("Change"), self.ui, "@stepper")

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(
            self.frame.x, self.frame.y + index * self.row_h, self.frame.w, self.row_h - round(8 * self.s)
        )

    def exit(self) -> None:
        self._listen(None)
        super().exit()

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.listening is not None:
            code = self.target.pressed(event)
            if code == self.target.cancel:
                self._listen(None)
                return True
            if code is not None:
                self._bind(self.listening, code)
                return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        if ui.nav_action(event, self.app.pointers) == ui.BACK:
            if self.listening is not None:
                self._listen(None)
            else:
                self._close()
            return True
        return self.ui.handle_event(event)

    def handle_pointer(self, event) -> bool:
        return self.ui.handle_pointer(event)

    def _pressed(self, element) -> bool:
        if element is self.back:
            self._close()
            return True
        if element is self.reset:
            self._listen(None)
            self._store(None)
            self.message, self.refused = _("Back to the keys it came with."), False
        else:
            action = next((a for a, button in self.changes.items() if button is element), None)
            if action is None:
                return False
            self._listen(None if self.listening == action else action)
        self.app.audio.play("click")
        return True

    def _listen(self, action: str | None) -> None:
        """Wait for the device's next press for ``action`` (None: stop): meanwhile its keys steer
        nothing (``hub.typing`` for the keyboard, ``listening`` for a pad)."""
        self.listening = action
        hub = self.app.pointers
        if self.target.pad is None:
            hub.typing = action is not None
        for device in hub.devices:
            if isinstance(device, GamepadCursors):
                device.listening = self.target.pad if action is not None else None
        if action is not None:
            self.message, self.refused = "", False

    def _bind(self, action: str, code: int) -> None:
        refusal = self.target.refusal(action, code)
        if refusal is not None:
            self.message, self.refused = refusal, True
            self.app.audio.play("buzzer")
            return
        binding = bindings.rebound(self.target.binding, action, code)
        self._store(None if binding == self.target.default else binding)
        self.message = _("{key} now does “{action}”.").format(
            key=self.target.name_of(code), action=_(bindings.ACTION_WORDS[action])
        )
        self.refused = False
        self._listen(None)
        self.app.audio.play("click")

    def _store(self, binding: bindings.Binding | None) -> None:
        """Keep ``binding`` for the device (None: its defaults) and put it in force."""
        table = self.app.settings.bindings()
        if binding is None:
            table.pop(self.target.name, None)
        else:
            table[self.target.name] = bindings.stored(binding)
        self.app.settings.set("device_bindings", table)
        bindings.use(table)

    def _close(self) -> None:
        self.app.audio.play("click")
        self.app.scenes.pop()

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    # -- look ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.picture.draw(surface, draw.felt(surface.get_size()), None, self.regions(), [])

    def regions(self) -> list[layers.Region]:
        s, w = self.s, self.size[0]
        title = self.target.title
        out = [
            pictures.title_region(title, (w / 2, 60 * s), round(60 * s)),
            pictures.text_region(
                "subtitle", _(SUBTITLE), (w / 2, 128 * s), round(27 * s), draw.TEXT_DIM, "center"
            ),
        ]
        binding = self.target.binding
        for i, action in enumerate(self.target.actions):
            listening = self.listening == action
            keys = " ".join(self.target.name_of(code) for code in binding.get(action, ()))
            word = _(bindings.ACTION_WORDS[action])
            shown = (word[:1].upper() + word[1:], keys, listening, action in self._changed())
            args = (s, tuple(self.row_rect(i)), shown)
            out.append(layers.Region(("action", i), self.row_rect(i), paint_action, args))
        if self.message:
            colour = draw.DANGER if self.refused else draw.ACCENT
            where = (w / 2, self.message_y)
            out.append(
                pictures.text_region("message", self.message, where, round(28 * s), colour, "midtop", True)
            )
        return [*out, *pictures.gui_regions(self.ui)]

    def _changed(self) -> set[str]:
        binding = self.target.binding
        return {a for a in self.target.actions if binding.get(a) != self.target.default.get(a)}


def paint_action(surface: pygame.Surface, s: float, where: tuple, shown: tuple) -> None:
    """One action's row: its word, the key cap(s) that give it (changed ones in the accent colour),
    or "press a key…" while the screen listens for it."""
    word, keys, listening, changed = shown
    rect = pygame.Rect(where)
    fill = (*draw.FELT_LIGHT, 255) if listening else (*draw.FELT_DARK, 200)
    border = draw.ACCENT if listening else None
    draw.draw_panel(surface, rect, fill, round(14 * s), border, max(round(3 * s), 2), 0)
    size = min(round(30 * s), round(rect.h * 0.45))
    draw.blit_text(
        surface, word, (rect.x + round(28 * s), rect.centery), size, draw.CARD_FACE, "midleft", True
    )
    cap_x = rect.x + round(300 * s)
    if listening:
        text = _("press a key or button…")
        draw.blit_text(surface, text, (cap_x, rect.centery), size, draw.ACCENT, "midleft", True)
        return
    label = draw.text(keys or "—", size, draw.INK, True)
    cap = label.get_rect(midleft=(cap_x + round(14 * s), rect.centery)).inflate(round(28 * s), round(10 * s))
    pygame.draw.rect(surface, draw.ACCENT if changed else draw.CARD_FACE, cap, border_radius=round(10 * s))
    pygame.draw.rect(surface, draw.SHADE, cap, max(round(2 * s), 1), border_radius=round(10 * s))
    surface.blit(label, label.get_rect(center=cap.center))
