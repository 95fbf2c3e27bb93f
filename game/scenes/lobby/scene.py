"""The lobby scene: the seat cards above, the options, Back and Start below.

Presses on the cards are the seating's (``seating``); options, Back and Start are pygame_gui
buttons that follow the active pointer and the arrow keys. Start hands human seats nobody claimed
to the pointer that pressed it, so one mouse can play several seats of a turn-based game. The
set-up is remembered per game, and within one run of the program so is which device holds which
seat: after a game, the lobby opens with everyone still seated.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

import game.scenes.lobby.look as look
import game.scenes.lobby.seating as seating
from game.engine import draw, layers, pictures, pointers, ui
from game.engine.devices import gamepad, keyboard
from game.engine.scene import Scene
from game.i18n import _
from game.scenes import registry
from game.scenes.gui_scene import GuiParts
from game.scenes.lobby.card_presses import CardPresses
from game.scenes.lobby.cards import GLOW_S, GLOW_STEPS, CardLayout, card_marks
from game.scenes.lobby.layout import LobbyLayout
from game.scenes.lobby.name_field import NameField
from game.scenes.lobby.phones import LobbyPhones
from game.scenes.registry import Entry
from game.stats import profiles

if TYPE_CHECKING:
    from game.services import AppServices


def store_key(game: str) -> str:
    return f"lobby_{game}"


class LobbyScene(GuiParts, Scene):
    rules = ""

    def __init__(self, app: AppServices, info: Entry):
        super().__init__(app)
        self.info = info
        self.spec = info.table_spec
        self.plan = seating.plan_for(info)
        self.plan.restore(app.storage.load_json(store_key(info.key), {}), app.pointers.session)
        self._check_options()
        self.shared_ok = not info.real_time
        self.name = NameField(self.plan, app.pointers, profiles.load(app.storage))
        play = lambda sound: app.audio.play(sound)  # noqa: E731 - the app's sound at the time
        self.presses = CardPresses(self.plan, self.name, self.shared_ok, play, self._sync)
        self.problems: list[str] = []
        self.clock = 0.0
        self.glow_since = 0.0  # when the seats last changed: open Joins glow from then (``GLOW_S``)
        self._seated: tuple = ()
        self.cards: list[CardLayout] = []
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
        for option in self.spec.options:
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
        self.clear_buttons()

    def resize(self, size: tuple[int, int]) -> None:
        focus = self.focus_or(len(self.spec.options) + 1)
        self.clear_buttons()
        lay = LobbyLayout.of(size, self.spec.max_seats, len(self.spec.options))
        self.s, self.cards, self.about_lane, self.bottom = lay.s, lay.cards, lay.about_lane, lay.bottom
        self.ui = ui.PointerUIManager(size, self.hub)
        self.buttons = ui.ButtonList(self.ui, self._activate)
        self._actions = []
        for rect, option in zip(lay.options, self.spec.options, strict=True):
            self.buttons.add(rect, self._option_text(option), class_id="@stepper")
            self._actions.append(lambda option=option: self._cycle_option(option))
        self.buttons.add(lay.back, _("Back"), "back")
        self._actions.append(self._back)
        self.start_button = self.buttons.add(lay.start, _("Start"), "play")
        self._actions.append(self._start)
        self.buttons.set_focus(focus)

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
        return bool(self.presses.handle(event, self.cards)) or self.ui.handle_pointer(event)

    def _stop_editing(self) -> None:
        self.presses.stop_editing()

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
        options, focus = self.spec.options, self.focus_or(-1)
        return _(options[focus].about) if 0 <= focus < len(options) and options[focus].about else ""

    def _cycle_option(self, option) -> None:
        values = [v for v, _label in option.choices]
        self.plan.options[option.key] = values[
            (values.index(self.plan.options[option.key]) + 1) % len(values)
        ]
        index = self.spec.options.index(option)
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

    def game_note(self) -> str:
        """The game's own note under the buttons on the seats as taken now (its kit's
        ``lobby_note``; Garum with two players), or ""."""
        kit = registry.kit_of(self.info.key)
        note = kit.hook("lobby_note") if kit is not None else None
        return note(self.plan.seats) if note is not None else ""

    def seat_word(self, index: int) -> str:
        """The game's own word on seat ``index``'s card (its kit's ``lobby_seat_word``), or ""."""
        kit = registry.kit_of(self.info.key)
        word = kit.hook("lobby_seat_word") if kit is not None else None
        return word(self.plan.seats, index) if word is not None else ""

    def draw_background(self, surface: pygame.Surface, editing: tuple[int, str] | None = None) -> None:
        """The table without the marks and buttons, straight on ``surface`` (the layout tests)."""
        layers.paint(surface, look.table_regions(self, editing))
