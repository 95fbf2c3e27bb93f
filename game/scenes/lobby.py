"""The lobby every game shares: who sits where, as what, under which name and colour; the options.

Seat cards are hit-tested per pointer, so four people can click at once: a seat's Join button
seats the pointer that pressed it, and a gamepad, keyboard cluster or extra mouse that belongs to
no seat yet joins with its first press anywhere ("press to join": the first open seat, or the seat
whose Join it pressed). Until it has joined, such a device changes nothing else on the cards, so a
newcomer's first press never lands on a stale cursor's target. Seats are taken in the order people
press, never in device order. A seated player leaves with their back button (right click, B, Q, O,
Right Ctrl) on their own card, and moves by pressing another seat's Join: they take their name and
colour along and whoever sat there gets their old place. Options, Back and Start are pygame_gui
buttons that follow the active pointer and the arrow keys. Start hands human seats nobody claimed to
the pointer that pressed it, so one mouse can play several seats of a turn-based game. The set-up is
remembered per game, and within one run of the program so is which device holds which seat: after
a game, the lobby opens with everyone still seated.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import pygame

from game.engine import draw, layers, pictures, pointers, ui
from game.engine.devices import gamepad, keyboard
from game.engine.scene import Scene
from game.engine.seats import NAME_LIMIT, TablePlan
from game.i18n import N_, _
from game.scenes.lobby_cards import (
    BADGE,
    JOIN,
    KIND_ROWS,
    NAME,
    CardLayout,
    card_layout,
    card_marks,
    draw_card,
    fitting_size,
    seat_status,
)
from game.scenes.registry import Entry
from game.scenes.widgets.cards import suit

REAL_TIME = frozenset({"finden"})
"""[decision] Games in which one device cannot take turns for several seats."""
AUTO_JOIN = frozenset({"gamepad", "keyboard", "evdev", "rawinput", "script"})
"""Kinds of device whose first press anywhere joins the first open seat (the system mouse and
touch drive the menus too, so they join by pressing a seat's Join button)."""
JOIN_HINT = N_(
    "Join: click a seat's Join  ·  gamepad A  ·  WASD: Space  ·  IJKL: U  ·  arrows: Right Shift"
    "  —  leave: right click / B / Q / O / Right Ctrl on your seat  ·  move: another seat's Join"
)
KEYS_HINT = N_(
    "WASD move, Space select, Q back, E action   ·   IJKL move, U select, O back, P action   ·   "
    "after Right Shift: arrows move, Right Shift select, Right Ctrl back, Enter action"
)
SUBTITLE = N_("Take a seat: every player presses to join with their own device")


def store_key(game: str) -> str:
    return f"lobby_{game}"


class LobbyScene(Scene):
    rules = ""

    def __init__(self, app: Any, info: Entry):
        super().__init__(app)
        self.info = info
        fixed = tuple((_(name.title()), suit(name).rgb) for name in info.spec.seat_colours)
        spec = info.spec
        packed = not getattr(info.scene, "keeps_worn_colours", False)  # Garum's rules take any order
        self.plan = TablePlan(
            info.key, spec.min_seats, spec.max_seats, spec.default_options(), fixed, spec.default_bot, packed
        )
        self.plan.restore(app.storage.load_json(store_key(info.key), {}), app.pointers.session)
        self._check_options()
        self.shared_ok = info.key not in REAL_TIME
        self.editing: int | None = None
        self.problems: list[str] = []
        self.clock = 0.0
        self.cards: list[CardLayout] = []
        self.ui: ui.PointerUIManager | None = None
        self.buttons: ui.ButtonList | None = None
        self._actions: list = []
        self.picture = layers.Composite()

    @property
    def hub(self) -> pointers.PointerHub:
        return self.app.pointers

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
        self.cards = [
            card_layout(pygame.Rect(left + i * (card_w + gap), top, card_w, card_h), s) for i in range(n)
        ]
        self.ui = ui.PointerUIManager(size, self.hub)
        self.buttons = ui.ButtonList(self.ui, self._activate)
        self._actions = []
        options = self.info.spec.options
        row_y = top + card_h + round(28 * s)
        opt_w, opt_h = min(round(560 * s), (w - 2 * gap) // max(len(options), 1) - gap), round(62 * s)
        opt_left = (w - len(options) * opt_w - (len(options) - 1) * gap) // 2
        for i, option in enumerate(options):
            rect = pygame.Rect(opt_left + i * (opt_w + gap), row_y, opt_w, opt_h)
            self.buttons.add(rect, self._option_text(option), object_id="@stepper")
            self._actions.append(lambda option=option: self._cycle_option(option))
        bottom_y = row_y + (opt_h + round(26 * s) if options else 0)
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
            self._edit_key(event)
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
        card = self._card_at(event.pos)
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
            if self.editing is not None:
                self._stop_editing()
            hit = self._hit(event.pos)
            if hit is not None:
                self._press_seat(event.pointer, event.button, *hit)
                return True
            if self._newcomer(event.pointer) and self.plan.join(event.pointer.id) is not None:
                self.app.audio.play("click")  # any other button of a newcomer joins too
                self._sync()
                return True
        return self.ui.handle_pointer(event)

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, layout in enumerate(self.cards) if layout.card.collidepoint(pos)), None)

    def _cycle_kind(self, seat: int, step: int) -> None:
        """Wheel or rotate button over a card: step through human, easy … hard bot, empty."""
        self.plan.cycle_kind(seat, step)
        self.app.audio.play("tick")
        self._sync()

    def _hit(self, pos: tuple[int, int]) -> tuple[int, Any] | None:
        for seat, layout in enumerate(self.cards):
            if layout.card.collidepoint(pos):
                part = layout.hit(pos)
                return (seat, part) if part is not None else None
        return None

    def _press_seat(self, pointer: pointers.Pointer, button: int, seat: int, part: Any) -> None:
        mine = seat in self.plan.seats_of(pointer.id)
        if button == pointers.SECONDARY:
            if mine:
                self.plan.leave(pointer.id)
        elif button != pointers.PRIMARY:
            return
        elif part == JOIN:
            if mine:
                self.plan.leave(pointer.id)
            else:
                self.plan.join(pointer.id, seat, shared=self._shares(pointer))
        elif part == BADGE:
            self.plan.cycle_colour(seat)
        elif part == NAME:
            self._start_editing(seat)
        else:
            _label, kind, level = KIND_ROWS[part]
            self.plan.set_kind(seat, kind, level or None)
        self.app.audio.play("click")
        self._sync()

    def _shares(self, pointer: pointers.Pointer) -> bool:
        return self.shared_ok and pointer.device in ("mouse", "touch")

    def _newcomer(self, pointer: pointers.Pointer) -> bool:
        """A player's own device (pad, keys, extra mouse) that has not joined yet."""
        return pointer.device in AUTO_JOIN and not self.plan.seats_of(pointer.id)

    def _join_key(self, event: pointers.PointerEvent) -> bool:
        """A newcomer's join key (Space, U, Right Shift, pad A, left click) joins: the seat whose
        Join it is on, else the first open seat. It never edits a card, wherever its cursor was
        left long ago; with the table full only the buttons below the cards answer."""
        hit = self._hit(event.pos)
        seat = hit[0] if hit is not None and hit[1] == JOIN else None
        if self.plan.join(event.pointer.id, seat) is not None:
            self.app.audio.play("click")
            self._sync()
            return True
        return self._card_at(event.pos) is not None or self.ui.handle_pointer(event)

    # -- the name field ------------------------------------------------------------------------
    def _start_editing(self, seat: int) -> None:
        self.editing = seat
        self.edit_text = self.plan.seats[seat].name
        self.hub.typing = True
        pygame.key.start_text_input()

    def _stop_editing(self) -> None:
        if self.editing is not None:
            self.plan.rename(self.editing, self.edit_text)
            self.editing = None
            self._sync()
        self.hub.typing = False

    def _edit_key(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.edit_text = (self.edit_text + event.text)[:NAME_LIMIT]
        elif event.key == pygame.K_BACKSPACE:
            self.edit_text = self.edit_text[:-1]
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self._stop_editing()

    # -- buttons -------------------------------------------------------------------------------
    def _activate(self, index: int) -> None:
        self.app.audio.play("click")
        self._actions[index]()

    def _option_text(self, option) -> str:
        value = self.plan.options[option.key]
        label = next(text for v, text in option.choices if v == value)
        return _("{option}: {choice}").format(option=_(option.label), choice=_(label))

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
        for seat in range(len(self.plan.seats)):
            self.hub.unclaim(seat)  # start_game seats the pointers at their final places
        self.app.start_game(setup)

    def _remember(self) -> None:
        self.app.storage.save_json(store_key(self.info.key), self.plan.to_json(self.hub.session))

    # -- keeping the hub and the plan in step --------------------------------------------------
    def _sync(self) -> None:
        """Mirror the plan's claims onto the pointers (colour, initial), and take in what the hub
        changed: a replugged device that reclaimed its seat, one that stayed away too long."""
        hub, plan = self.hub, self.plan
        for pointer in hub.pointers.values():
            if pointer.seat is None or pointer.seat >= len(plan.seats):
                continue  # unseated, or still seated from a bigger table's game
            if pointer.id not in plan.seats[pointer.seat].pointers:
                gone = [p for p in plan.seats[pointer.seat].pointers if p not in hub.pointers]
                if gone:
                    plan.replace_pointer(gone[0], pointer.id)
        for pointer_id in {p for seat in plan.seats for p in seat.pointers}:
            if pointer_id not in hub.pointers:
                plan.leave(pointer_id)
        hub.take_vacated()
        for pointer in hub.pointers.values():
            seats = plan.seats_of(pointer.id)
            if seats:
                seat = plan.seats[seats[-1]]
                pointer.seat, pointer.colour, pointer.label = seats[-1], seat.colour, seat.initial
            elif pointer.seat is not None:
                pointer.seat, pointer.colour, pointer.label = None, (255, 255, 255), ""
        if self.problems:
            self.problems = self.plan.problems(self.shared_ok, "mouse")

    def update(self, dt: float) -> None:
        self.clock += dt
        self._sync()
        self.ui.update(dt)
        self.buttons.follow_hover()

    # -- look ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """One composite picture over the felt: titles, seat cards, problems and key hints, the
        hover marks, the pulse of open Join buttons and pygame_gui's buttons are regions, each
        repainted only when it changes, so wandering cursors cost a few small repaints."""
        marks = card_marks(self.cards, self.plan.seats, self._hovered(), self.clock, self.s)
        regions = [*self.table_regions(self._editing()), *marks, *pictures.gui_regions(self.ui)]
        regions += self.buttons.decorations(round(40 * self.s))
        self.picture.draw(surface, draw.felt(surface.get_size()), None, regions, [])

    def _editing(self) -> tuple[int, str] | None:
        """The seat whose name is being typed, and the name with its blinking caret."""
        if self.editing is None:
            return None
        return self.editing, self.edit_text + ("|" if int(self.clock * 2) % 2 == 0 else " ")

    def table_regions(self, editing: tuple[int, str] | None) -> list[layers.Region]:
        """Title, seat cards, problems and key hints."""
        s = self.s
        w, h = self.app.size
        title = pictures.text_region(
            "title",
            self.info.name,
            (w / 2, 56 * s),
            round(72 * s),
            draw.CARD_FACE,
            "center",
            True,
            shadow=True,
        )
        subtitle = pictures.text_region(
            "subtitle", _(SUBTITLE), (w / 2, 129 * s), round(28 * s), draw.TEXT_DIM, "center"
        )
        regions = [title, subtitle]
        known = tuple(self.hub.pointers)
        for index, layout in enumerate(self.cards):
            seat = dataclasses.replace(self.plan.seats[index])  # a copy: the plan's seats change in place
            typed = editing[1] if editing and editing[0] == index else None
            bounds = pictures.panel_bounds(layout.card, round(10 * s))
            status = self.game_word("lobby_seat_word", index) or seat_status(seat, known)
            args = (seat, index, layout, s, status, typed)
            regions.append(layers.Region(("card", index), bounds, draw_card, args))
        y = self.bottom + round(30 * s)
        room, smallest = w - round(40 * s), math.ceil(0.016 * h)  # the couch's smallest text
        note = self.game_word("lobby_note")
        if note:  # what the seats taken mean for play (Garum: two players play two colours each)
            size = fitting_size(note, round(26 * s), room, smallest)
            regions.append(pictures.text_region("note", note, (w / 2, y), size, draw.ACCENT, "center"))
            y += round(34 * s)
        for i, problem in enumerate(self.problems):
            where = (w / 2, y + i * round(34 * s))
            regions.append(
                pictures.text_region(
                    ("problem", i), problem, where, round(26 * s), draw.DANGER, "center", True
                )
            )
        join = fitting_size(_(JOIN_HINT), round(23 * s), room, smallest)
        keys = fitting_size(_(KEYS_HINT), round(21 * s), room, smallest)
        regions.append(
            pictures.text_region("join", _(JOIN_HINT), (w / 2, h - 62 * s), join, draw.TEXT, "center")
        )
        regions.append(
            pictures.text_region("keys", _(KEYS_HINT), (w / 2, h - 30 * s), keys, draw.TEXT_DIM, "center")
        )
        return regions

    def game_word(self, hook: str, *index: int) -> str:
        """The game's own word on the seats as taken now, or "": its scene's ``lobby_note`` (under
        the buttons) or ``lobby_seat_word`` (on seat ``index``'s card; Garum with two players)."""
        word = getattr(self.info.scene, hook, None)
        return word(self.plan.seats, *index) if word is not None else ""

    def draw_background(self, surface: pygame.Surface, editing: tuple[int, str] | None = None) -> None:
        """The table without the marks and buttons, straight on ``surface`` (the layout tests)."""
        layers.paint(surface, self.table_regions(editing))

    def _hovered(self) -> dict[int, set]:
        """Per seat, the parts some visible pointer is over (each gets a highlight)."""
        out: dict[int, set] = {}
        for pointer in self.hub.pointers.values():
            if pointer.connected and (pointer.seat is not None or not pointer.quiet):
                hit = self._hit(pointer.pos)
                if hit is not None:
                    out.setdefault(hit[0], set()).add(hit[1])
        return out


def demo_table(app: Any, game: str = "garum") -> Any:
    """Open ``game``'s lobby with four scripted players who join and then wander over the seat
    cards (hover changing all the time). For ``bench/frames.py`` and attract-mode demos; returns
    the per-frame ``poke(frame)`` that keeps them moving."""
    app.open_lobby(game)
    scene = app.scenes.top
    hub = app.pointers
    players = [hub.pointer(f"demo:{i}", "script") for i in range(min(4, len(scene.cards)))]
    for pointer, layout in zip(players, scene.cards, strict=False):
        hub.move_to(pointer, *layout.join.center)
        hub.press(pointer, pointers.PRIMARY)
        hub.release(pointer, pointers.PRIMARY)
    app.dispatch_pointers(hub.drain())
    area = pygame.Rect(scene.cards[0].card.topleft, (scene.cards[-1].card.right - scene.cards[0].card.x, 0))
    area.height = scene.cards[0].card.height

    def poke(frame: int) -> None:
        for i, pointer in enumerate(players):
            t = frame * 0.02 + i * 1.7
            x = area.centerx + math.sin(t * (1 + 0.13 * i)) * area.w * 0.5
            y = area.centery + math.sin(t * 1.9 + i) * area.h * 0.5
            hub.move_to(pointer, x, y)
        app.dispatch_pointers(hub.drain())

    return poke
