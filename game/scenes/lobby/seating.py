"""Who sits where: a press on a seat card, a newcomer's join key, and keeping the pointer hub's
claims in step with the table plan.

Seat cards are hit-tested per pointer, so four people can click at once: a seat's Join button
seats the pointer that pressed it, and a gamepad, keyboard cluster or extra mouse that belongs to
no seat yet joins with its first press anywhere ("press to join": the first open seat, or the seat
whose Join it pressed). Until it has joined, such a device changes nothing else on the cards, so a
newcomer's first press never lands on a stale cursor's target. Seats are taken in the order people
press, never in device order. A seated player leaves with their back button (right click, B, Q, O,
Right Ctrl) on their own card, and moves by pressing another seat's Join: they take their name and
colour along and whoever sat there gets their old place.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import pointers
from game.engine.table_plan import TablePlan
from game.i18n import _
from game.scenes.lobby.cards import BADGE, JOIN, KIND_ROWS, CardLayout, Part
from game.scenes.registry import Entry
from game.scenes.widgets.cards import suit

AUTO_JOIN = frozenset({"gamepad", "keyboard", "evdev", "rawinput", "script"})
"""Kinds of device whose first press anywhere joins the first open seat (the system mouse and
touch drive the menus too, so they join by pressing a seat's Join button)."""


def plan_for(info: Entry) -> TablePlan:
    """A new table plan for a game's lobby: its seats, options, and the seat colours its rules fix
    (Bingo's worn in seat order; Garum's rules take them in any order)."""
    spec = info.table_spec
    fixed = tuple((_(name.title()), suit(name).rgb) for name in spec.seat_colours)
    packed = not spec.keeps_worn_colours
    return TablePlan(
        info.key, spec.min_seats, spec.max_seats, spec.default_options(), fixed, spec.default_bot, packed
    )


def card_at(cards: Sequence[CardLayout], pos: tuple[int, int]) -> int | None:
    return next((i for i, layout in enumerate(cards) if layout.card.collidepoint(pos)), None)


def hit(cards: Sequence[CardLayout], pos: tuple[int, int]) -> tuple[int, Part] | None:
    """(seat, part) of the card part at ``pos`` (badge, name, a kind row, Join), or None."""
    seat = card_at(cards, pos)
    if seat is None:
        return None
    part = cards[seat].hit(pos)
    return (seat, part) if part is not None else None


def newcomer(plan: TablePlan, pointer: pointers.Pointer) -> bool:
    """A player's own device (pad, keys, extra mouse) that has not joined yet."""
    return pointer.device in AUTO_JOIN and not plan.seats_of(pointer.id)


def shares(shared_ok: bool, pointer: pointers.Pointer) -> bool:
    """The mouse or touch may hold several seats of a turn-based game (one player, several hands)."""
    return shared_ok and pointer.device in ("mouse", "touch")


def press(
    plan: TablePlan, pointer: pointers.Pointer, button: int, seat: int, part: Part, shared: bool
) -> bool:
    """A press of ``button`` on ``part`` of ``seat``'s card, other than on its name: back leaves
    one's own seat; primary joins or leaves at Join, turns the colour at the badge, sets the kind
    at a row. False: a button that does nothing on a card."""
    mine = seat in plan.seats_of(pointer.id)
    if button == pointers.SECONDARY:
        if mine:
            plan.leave(pointer.id)
    elif button != pointers.PRIMARY:
        return False
    elif part == JOIN:
        if mine:
            plan.leave(pointer.id)
        else:
            plan.join(pointer.id, seat, shared=shared)
    elif part == BADGE:
        plan.cycle_colour(seat)
    elif isinstance(part, int):
        _label, kind, level = KIND_ROWS[part]
        plan.set_kind(seat, kind, level or None)
    return True


def sync(hub: pointers.PointerHub, plan: TablePlan) -> None:
    """Mirror the plan's claims onto the pointers (colour, initial), and take in what the hub
    changed: a replugged device that reclaimed its seat, one that stayed away too long."""
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


def hovered(hub: pointers.PointerHub, cards: Sequence[CardLayout]) -> dict[int, set]:
    """Per seat, the parts some visible pointer is over (each gets a highlight)."""
    out: dict[int, set] = {}
    for pointer in hub.pointers.values():
        if pointer.connected and (pointer.seat is not None or not pointer.quiet):
            found = hit(cards, pointer.pos)
            if found is not None:
                out.setdefault(found[0], set()).add(found[1])
    return out
