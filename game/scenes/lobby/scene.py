"""The lobby scene: the seat cards above, the options, Back and Start below.

Presses on the cards are the seating's (``seating``); options, Back and Start are pygame_gui
buttons that follow the active pointer and the arrow keys. Start hands human seats nobody claimed
to the pointer that pressed it, so one mouse can play several seats of a turn-based game. The
set-up is remembered per game, and within one run of the program so is which device holds which
seat: after a game, the lobby opens with everyone still seated.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

import game.scenes.lobby.look as look
import game.scenes.lobby.seating as seating
from game.engine import draw, layers, pictures, pointers, ui
from game.engine.devices import gamepad, keyboard
from game.engine.scene import Scene
from game.i18n import _
from game.scenes.lobby.cards import GLOW_S, GLOW_STEPS, JOIN, NAME, CardLayout, card_layout, card_marks
from game.scenes.lobby.name_field import NameField
from game.scenes.lobby.phones import LobbyPhones
from game.scenes.registry import Entry
from game.stats import profiles


def store_key(game: str) -> str:
    return f"lobby_{game}"


class LobbyScene(Scene):
    rules = ""

    def __init__(self, app: Any, info: Entry):
        super().__init__(app)
        self.info = info
        self.plan = seating.plan_for(info)
        self.plan.restore(app.storage.load_json(store_key(info.key), {}), app.pointers.session)
        self._check_options()
        self.shared_ok = not info.real_time
        self.name = NameField(self.plan, app.pointers, profiles.load(app.storage))
        self.problems: list[str] = []
        self.clock = 0.0
        self.glow_since = 0.0  # when the seats last changed: open Joins glow from then (``GLOW_S``)
        self._seated: tuple = ()
        self.cards: list[CardLayout] = []
        self.ui: ui.PointerUIManager | None = None
        self.buttons: ui.ButtonList | None = None
        self._actions: list = []
        self.picture = layers.Composite()
        self.phones = LobbyPhones(self)  # the QR code, and phones taking seats

    @property
    def hub(self) -> pointers.PointerHub:
        return self.app.pointers

    @property
    def editing(self) -> int | None:
        """The seat whose name is being typed."""
        return self.name.seat

    def _check_options(self) -> None:
        """A remembered option value the game no longer offers falls back to its default."""
        for option in self.info.spec.options:
            if self.plan.options.get(option.key) not in [value for value, _label in option.choices]:
                self.plan.options[option.key] = option.default

    # -- scene life ----------------------------------------------------------------------------
    def enter(self) -> None:
        self.hub.set_grab(False)
        for seat in list(self.hub.steering()):
            self.hub.unclaim(seat)  # a game's seat numbers are not this table's: the plan says
        self.resize(self.app.size)
        self._sync()

    def exit(self) -> None:
        self._stop_editing()
        if self.buttons is not None:
            self.buttons.clear()

    def resize(self, size: tuple[int, int]) -> None:
        focus = self.buttons.focus if self.buttons is not None else len(self.info.spec.options) + 1
        if self.buttons is not None:
            self.buttons.clear()
        self.s = s = draw.scale(size)
        w, h = size
        n = self.info.spec.max_seats
        gap = round(26 * s)
        card_w = min(round(340 * s), (w - 2 * gap - (n - 1) * gap) // n)
        card_h = round(540 * s)
        left = (w - n * card_w - (n - 1) * gap) // 2
        top = round(165 * s)
        status = max(round(22 * s), math.ceil(draw.MIN_BODY * h))
        self.cards = [
            card_layout(pygame.Rect(left + i * (card_w + gap), top, card_w, card_h), s, status)
            for i in range(n)
        ]
        self.ui = ui.PointerUIManager(size, self.hub)
        self.buttons = ui.ButtonList(self.ui, self._activate)
        self._actions = []
        options = self.info.spec.options
        row_y = top + card_h + round(18 * s)
        opt_w, opt_h = min(round(560 * s), (w - 2 * gap) // max(len(options), 1) - gap), round(62 * s)
        opt_left = (w - len(options) * opt_w - (len(options) - 1) * gap) // 2
        for i, option in enumerate(options):
            rect = pygame.Rect(opt_left + i * (opt_w + gap), row_y, opt_w, opt_h)
            self.buttons.add(rect, self._option_text(option), class_id="@stepper")
            self._actions.append(lambda option=option: self._cycle_option(option))
        self.about_lane = pygame.Rect(0, row_y + opt_h, w, round(46 * s) if options else 0)
        """Under the options: the hovered or focused option's explanation (``option_about``)."""
        bottom_y = self.about_lane.bottom if options else row_y
        btn_w, btn_h = round(380 * s), round(80 * s)
        self.buttons.add(pygame.Rect(w // 2 - btn_w - gap, bottom_y, btn_w, btn_h), _("Back"), "back")
        self._actions.append(self._back)
        self.start_button = self.buttons.add(
            pygame.Rect(w // 2 + gap, bottom_y, btn_w, btn_h), _("Start"), "play"
        )
        self._actions.append(self._start)
        self.buttons.set_focus(focus)
        self.bottom = bottom_y + btn_h

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.editing is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if self.name.key(event):
                self._sync()
            return True
        if event.type == pygame.KEYDOWN and keyboard.claims_key(self.hub, event.key):
            return True  # a keyboard player's key, not a menu key
        if gamepad.moves_cursor(event):
            return True  # that pad button steers its cursor here, not the menu focus
        if ui.nav_action(event) == ui.BACK:
            self._back()
            return True
        return self.buttons.handle(event) or self.ui.handle_event(event)

    def handle_pointer(self, event: pointers.PointerEvent) -> bool:
        if event.kind == pointers.DOWN:
            self._sync()  # a replugged device may just have reclaimed its seat in the hub
        if event.kind == pointers.DOWN and event.button == pointers.PRIMARY and self._newcomer(event.pointer):
            return self._join_key(event)
        card = seating.card_at(self.cards, event.pos)
        turn = (
            event.kind == pointers.WHEEL
            and event.wheel
            or event.kind == pointers.DOWN
            and event.button == pointers.ROTATE
        )
        if card is not None and turn:
            self._cycle_kind(card, -1 if event.wheel > 0 else 1)
            return True
        if event.kind == pointers.DOWN:
            hit = seating.hit(self.cards, event.pos)
            if self._pick_offered(hit):
                return True
            self._stop_editing()
            if hit is not None:
                self._press_seat(event.pointer, event.button, *hit)
                return True
            if self._newcomer(event.pointer) and self.plan.join(event.pointer.id) is not None:
                self.app.audio.play("click")  # any other button of a newcomer joins too
                self._sync()
                return True
        return self.ui.handle_pointer(event)

    def _cycle_kind(self, seat: int, step: int) -> None:
        """Wheel or rotate button over a card: step through human, easy … hard bot, empty."""
        self.plan.cycle_kind(seat, step)
        self.app.audio.play("tick")
        self._sync()

    def _press_seat(self, pointer: pointers.Pointer, button: int, seat: int, part: Any) -> None:
        if button == pointers.PRIMARY and part == NAME:
            self.name.start(seat)
        elif not seating.press(
            self.plan, pointer, button, seat, part, seating.shares(self.shared_ok, pointer)
        ):
            return
        self.app.audio.play("click")
        self._sync()

    def _newcomer(self, pointer: pointers.Pointer) -> bool:
        return seating.newcomer(self.plan, pointer)

    def _join_key(self, event: pointers.PointerEvent) -> bool:
        """A newcomer's join key (Space, U, Right Shift, pad A, left click) joins: the seat whose
        Join it is on, else the first open seat. It never edits a card, wherever its cursor was
        left long ago; with the table full only the buttons below the cards answer."""
        hit = seating.hit(self.cards, event.pos)
        seat = hit[0] if hit is not None and hit[1] == JOIN else None
        if self.plan.join(event.pointer.id, seat) is not None:
            self.app.audio.play("click")
            self._sync()
            return True
        return seating.card_at(self.cards, event.pos) is not None or self.ui.handle_pointer(event)

    def _pick_offered(self, hit: tuple[int, Any] | None) -> bool:
        """A press on a remembered player the card being typed on offers seats them."""
        if hit is None or hit[0] != self.editing or not isinstance(hit[1], int):
            return False
        if not self.name.pick(hit[1]):
            return False
        self.app.audio.play("click")
        self._sync()
        return True

    def _stop_editing(self) -> None:
        if self.name.stop():
            self._sync()

    # -- buttons -------------------------------------------------------------------------------
    def _activate(self, index: int) -> None:
        self.app.audio.play("click")
        self._actions[index]()

    def _option_text(self, option) -> str:
        value = self.plan.options[option.key]
        label = next(text for v, text in option.choices if v == value)
        return _("{option}: {choice}").format(option=_(option.label), choice=_(label))

    def option_about(self) -> str:
        """The explanation of the option the pointer hovers or the keys focus (hover moves the
        focus: ``ButtonList.follow_hover``), translated; "" on any other button."""
        options, focus = self.info.spec.options, self.buttons.focus if self.buttons is not None else -1
        return _(options[focus].about) if 0 <= focus < len(options) and options[focus].about else ""

    def _cycle_option(self, option) -> None:
        values = [v for v, _label in option.choices]
        self.plan.options[option.key] = values[
            (values.index(self.plan.options[option.key]) + 1) % len(values)
        ]
        index = self.info.spec.options.index(option)
        self.buttons.buttons[index].set_text(self._option_text(option))

    def _back(self) -> None:
        self._remember()
        self.hub.typing = False
        for seat in range(len(self.plan.seats)):
            self.hub.unclaim(seat)
        self.app.scenes.pop()

    def _start(self) -> None:
        self._stop_editing()
        starter = self.hub.active.id if self.hub.active is not None else "mouse"
        self.problems = self.plan.problems(self.shared_ok, starter)
        if self.problems:
            self.app.audio.play("buzzer")
            return
        self._remember()
        setup = self.plan.setup(self.app.game_seed(), starter)
        profiles.remember(self.app.storage, setup.seats, chosen=not self.plan.fixed_colours)
        for seat in range(len(self.plan.seats)):
            self.hub.unclaim(seat)  # start_game seats the pointers at their final places
        self.app.start_game(setup)

    def _remember(self) -> None:
        self.app.storage.save_json(store_key(self.info.key), self.plan.to_json(self.hub.session))

    def _sync(self) -> None:
        seating.sync(self.hub, self.plan)
        if self.problems:
            self.problems = self.plan.problems(self.shared_ok, "mouse")

    def update(self, dt: float) -> None:
        self.clock += dt
        self.phones.update()
        self._sync()
        seated = tuple(bool(seat.pointers) for seat in self.plan.seats)
        if seated != self._seated:
            self._seated, self.glow_since = seated, self.clock
        self.ui.update(dt)
        self.buttons.follow_hover()

    def next_change(self) -> float:
        """The next step of an open Join's glow (``cards.GLOW_STEPS`` a second, until ``GLOW_S``
        after the seats changed) or of the name caret's blink; else still until input."""
        glowing = any(not seat.pointers for seat in self.plan.seats) and self.clock - self.glow_since < GLOW_S
        steps = [(GLOW_STEPS, self.clock - self.glow_since)] if glowing else []
        steps += [(2, self.clock)] if self.name.seat is not None else []  # the caret blinks twice a second
        return min((math.floor(t * n + 1) / n - t for n, t in steps), default=math.inf)

    # -- look ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """One composite picture over the felt: titles, seat cards, problems and key hints, the
        hover marks, the pulse of open Join buttons and pygame_gui's buttons are regions, each
        repainted only when it changes, so wandering cursors cost a few small repaints."""
        hovered = seating.hovered(self.hub, self.cards)
        marks = card_marks(self.cards, self.plan.seats, hovered, self.clock - self.glow_since, self.s)
        regions = [
            *look.table_regions(self, self.name.shown(self.clock)),
            *marks,
            *pictures.gui_regions(self.ui),
            *self.phones.regions(),
        ]
        regions += self.buttons.decorations(round(40 * self.s))
        self.picture.draw(surface, draw.felt(surface.get_size()), None, regions, [])

    def game_word(self, hook: str, *index: int) -> str:
        """The game's own word on the seats as taken now, or "": its scene's ``lobby_note`` (under
        the buttons) or ``lobby_seat_word`` (on seat ``index``'s card; Garum with two players)."""
        word = getattr(self.info.scene, hook, None)
        return word(self.plan.seats, *index) if word is not None else ""

    def draw_background(self, surface: pygame.Surface, editing: tuple[int, str] | None = None) -> None:
        """The table without the marks and buttons, straight on ``surface`` (the layout tests)."""
        layers.paint(surface, look.table_regions(self, editing))
