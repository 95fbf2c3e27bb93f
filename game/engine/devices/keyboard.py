"""Keyboard cursors: clusters of keys that each steer their own cursor.

Menus own the arrows, Enter, Esc, Tab and the F keys, so the letter clusters never use them. The
arrow cluster only wakes up once its join key (Right Shift) has claimed a seat: from then on the
arrows and Enter belong to that player. A tap moves a small exact step; holding a direction
accelerates. While a text field has focus (``hub.typing``) every key goes to the field instead.
Players may bind other keys (``bindings``, Settings → Devices): the clusters in force are
``bound_clusters``, the ``CLUSTERS`` below with each player's changes.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from game.engine import pointers
from game.engine.devices import bindings
from game.engine.devices.inventory import DeviceEntry
from game.i18n import N_, _

STEP = 1 / 90
"""[decision] The step of one tap, in screen heights (12 px at 1080p)."""
START_SPEED, TOP_SPEED, RAMP_TIME = 0.25, 1.1, 0.8
"""[decision] Held keys: screen heights per second, ramping from START to TOP over RAMP_TIME s."""
HOLD_DELAY = 0.12
"""[decision] A key held longer than this starts gliding (a shorter press was a tap)."""
_UP, _LEFT, _DOWN, _RIGHT = (bindings.MOVES[d] for d in ("up", "left", "down", "right"))


@dataclasses.dataclass(frozen=True)
class Cluster:
    """One player's keys: four directions and pointer buttons."""

    name: str
    moves: dict[int, tuple[int, int]]
    buttons: dict[int, int]
    join_key: int
    """The key that wakes a cluster that waits for a seat (``needs_seat``)."""
    needs_seat: bool = False
    """Keys belong to the menus until this cluster's pointer holds a seat."""
    legend: str = ""
    """The mapping in words, for the lobby's join hint and the README."""

    @property
    def pointer_id(self) -> str:
        return f"keys:{self.name}"

    @property
    def title(self) -> str:
        return title_of(self.name)

    @property
    def binding(self) -> bindings.Binding:
        """Its keys per action ("up": (W,), "select": (Space,) …)."""
        moves = {
            a: tuple(k for k, d in self.moves.items() if d == step) for a, step in bindings.MOVES.items()
        }
        buttons = bindings.BUTTONS.items()
        return moves | {a: tuple(k for k, b in self.buttons.items() if b == button) for a, button in buttons}

    def bound(self, binding: bindings.Binding) -> Cluster:
        """This cluster with ``binding``'s keys: its select key also wakes it (``join_key``)."""
        select = binding.get("select", ())
        return dataclasses.replace(
            self,
            moves=bindings.codes_to(binding, bindings.MOVES),
            buttons=bindings.codes_to(binding, bindings.BUTTONS),
            join_key=select[0] if select else self.join_key,
        )

    def hint(self) -> str:
        """Its keys in words: the legend, or the player's own keys once they changed them."""
        if not bindings.changed(self.pointer_id):
            return self.legend  # (translated where it is shown, like every device's hint)
        words = bindings.legend(self.binding, bindings.key_name, moves=True)
        if self.needs_seat:
            words = _("{key} joins; then {keys}").format(key=bindings.key_name(self.join_key), keys=words)
        return words


KEY_WORDS = {"arrows": N_("Arrow keys")}
"""Clusters named by words rather than by their letters (WASD, IJKL)."""


def title_of(name: str) -> str:
    """A cluster as its device card names it: "Keys WASD", "Arrow keys" (in the player's language)."""
    return _(KEY_WORDS[name]) if name in KEY_WORDS else _("Keys {cluster}").format(cluster=name.upper())


CLUSTERS: tuple[Cluster, ...] = (
    Cluster(
        "wasd",
        {pygame.K_w: _UP, pygame.K_a: _LEFT, pygame.K_s: _DOWN, pygame.K_d: _RIGHT},
        {
            pygame.K_SPACE: pointers.PRIMARY,
            pygame.K_q: pointers.SECONDARY,
            pygame.K_e: pointers.ACTION,
            pygame.K_r: pointers.ROTATE,
            pygame.K_f: pointers.PEEK,
        },
        join_key=pygame.K_SPACE,
        legend=N_("WASD move, Space select, Q back, E action, R rotate, F peek"),
    ),
    Cluster(
        "ijkl",
        {pygame.K_i: _UP, pygame.K_j: _LEFT, pygame.K_k: _DOWN, pygame.K_l: _RIGHT},
        {
            pygame.K_u: pointers.PRIMARY,
            pygame.K_o: pointers.SECONDARY,
            pygame.K_p: pointers.ACTION,
            pygame.K_y: pointers.ROTATE,
            pygame.K_h: pointers.PEEK,
        },
        join_key=pygame.K_u,
        legend=N_("IJKL move, U select, O back, P action, Y rotate, H peek"),
    ),
    Cluster(
        "arrows",
        {pygame.K_UP: _UP, pygame.K_LEFT: _LEFT, pygame.K_DOWN: _DOWN, pygame.K_RIGHT: _RIGHT},
        {
            pygame.K_RSHIFT: pointers.PRIMARY,
            pygame.K_RCTRL: pointers.SECONDARY,
            pygame.K_RETURN: pointers.ACTION,
            pygame.K_SLASH: pointers.ROTATE,
            pygame.K_PERIOD: pointers.PEEK,
        },
        join_key=pygame.K_RSHIFT,
        needs_seat=True,
        legend=N_(
            "Right Shift joins; then arrows move, Right Shift select, Right Ctrl back, "
            "Enter action, / rotate, . peek"
        ),
    ),
)


_bound: tuple[int, tuple[Cluster, ...]] = (-1, CLUSTERS)


def bound_clusters() -> tuple[Cluster, ...]:
    """The clusters with the keys the players bound (``bindings.use``)."""
    global _bound
    if _bound[0] != bindings.version:
        clusters = tuple(c.bound(bindings.of(c.pointer_id, c.binding)) for c in CLUSTERS)
        _bound = (bindings.version, clusters)
    return _bound[1]


def glide_speed(held: float, screen_height: float) -> float:
    """Px/s of a direction held for ``held`` seconds: slow enough to aim, quick to cross."""
    ramp = min(1.0, max(0.0, held - HOLD_DELAY) / RAMP_TIME)
    return (START_SPEED + (TOP_SPEED - START_SPEED) * ramp * ramp) * screen_height


class KeyboardCursors:
    """All clusters; each creates its pointer on first use."""

    def __init__(self, clusters: tuple[Cluster, ...] | None = None):
        self._own = clusters
        """Fixed clusters (tests); None: the bound ones, following the settings."""
        self._held: dict[str, dict[int, float]] = {c.name: {} for c in clusters or CLUSTERS}
        """Per cluster: direction keys down and for how long."""

    @property
    def clusters(self) -> tuple[Cluster, ...]:
        return self._own or bound_clusters()

    def handle_event(self, event: pygame.event.Event, hub: pointers.PointerHub) -> bool:
        if event.type not in (pygame.KEYDOWN, pygame.KEYUP) or hub.typing:
            return False
        for cluster in self.clusters:
            if event.key in cluster.moves or event.key in cluster.buttons:
                return self._key(cluster, event, hub)
        return False

    def next_change(self) -> float:
        """0 while a direction key is held (``update`` glides its cursor), else only on events."""
        return 0.0 if any(self._held.values()) else math.inf

    def update(self, dt: float, hub: pointers.PointerHub) -> None:
        for cluster in self.clusters:
            held = self._held[cluster.name]
            pointer = hub.pointers.get(cluster.pointer_id)
            if not held or pointer is None:
                continue
            for key in held:
                held[key] += dt
            steps = [cluster.moves.get(k, (0, 0)) for k, t in held.items() if t > HOLD_DELAY]  # (rebound)
            dx, dy = sum(step[0] for step in steps), sum(step[1] for step in steps)
            if dx or dy:
                speed = glide_speed(max(held.values()), hub.size[1]) * dt / math.hypot(dx, dy)
                hub.move_by(pointer, dx * speed, dy * speed)

    def close(self) -> None:
        pass

    def describe(self, hub: pointers.PointerHub) -> list[DeviceEntry]:
        return [DeviceEntry(c.pointer_id, "keyboard", c.title, c.hint()) for c in self.clusters]

    def _key(self, cluster: Cluster, event: pygame.event.Event, hub: pointers.PointerHub) -> bool:
        pointer = hub.pointers.get(cluster.pointer_id)
        seated = pointer is not None and pointer.seat is not None
        if not seated and event.key in hub.shortcuts:
            return False  # the screen's shortcut (L: the log); nobody steers with it here
        awake = not cluster.needs_seat or seated
        if not awake and event.key != cluster.join_key:
            return False  # the arrows and Enter still drive the menus
        pointer = pointer or hub.pointer(cluster.pointer_id, "keyboard", cluster.title)
        held = self._held[cluster.name]
        down = event.type == pygame.KEYDOWN
        if event.key in cluster.moves:
            if down and event.key not in held:
                held[event.key] = 0.0
                dx, dy = cluster.moves[event.key]
                step = STEP * hub.size[1]
                hub.move_by(pointer, dx * step, dy * step)
            elif not down:
                held.pop(event.key, None)
        elif down and cluster.buttons[event.key] not in pointer.buttons:
            hub.press(pointer, cluster.buttons[event.key])
        elif not down:
            hub.release(pointer, cluster.buttons[event.key])
        return True


def steers_seat(hub: pointers.PointerHub, key: int, clusters: tuple[Cluster, ...] | None = None) -> bool:
    """True while ``key`` belongs to a keyboard player seated at the table (IJKL's L moves that
    player's cursor), so the screen's shortcut on the same key must wait."""
    for cluster in clusters or bound_clusters():
        if key in cluster.moves or key in cluster.buttons:
            pointer = hub.pointers.get(cluster.pointer_id)
            return pointer is not None and pointer.seat is not None
    return False


def mouse_shortcut(event: pygame.event.Event, hub: pointers.PointerHub, key: int) -> pointers.Pointer | None:
    """The pointer a screen's shortcut ``key`` acts for: the system mouse's (its player has no
    cursor keys; no mouse yet: the one to move), or None when the event is not that key or a seated
    keyboard player steers with it (``steers_seat``)."""
    if event.type != pygame.KEYDOWN or event.key != key or steers_seat(hub, key):
        return None
    return hub.pointers.get("mouse") or pointers.Pointer("mouse", "mouse")


def claims_key(hub: pointers.PointerHub, key: int, clusters: tuple[Cluster, ...] | None = None) -> bool:
    """True while ``key`` steers a keyboard cursor, so menus must not act on it too (Space is a
    WASD player's click; the arrows are the menus' until the arrow cluster holds a seat)."""
    if hub.typing:
        return False
    for cluster in clusters or bound_clusters():
        if key in cluster.moves or key in cluster.buttons:
            pointer = hub.pointers.get(cluster.pointer_id)
            return not cluster.needs_seat or (pointer is not None and pointer.seat is not None)
    return False


def button_key(pointer_id: str, button: int, clusters: tuple[Cluster, ...] | None = None) -> str | None:
    """The key that gives a keyboard cursor's ``button`` ("F" for WASD's peek), in player words;
    None when ``pointer_id`` is no cluster's."""
    for cluster in clusters or bound_clusters():
        if cluster.pointer_id == pointer_id:
            key = next((k for k, b in cluster.buttons.items() if b == button), None)
            return None if key is None else bindings.key_name(key)
    return None
