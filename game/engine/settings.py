"""Player settings: a validated dict with defaults, saved on every change, applied at once.

Every key is described once in ``SPEC`` (default, allowed values, label), so the settings scene,
validation and defaults cannot drift apart. A game's own settings come from its kit: the app
``register``s them before it builds the store, since the engine cannot ask the kits. Listeners
(the app: window mode, volumes, animation speed) are called after each change.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Iterator

from game import i18n
from game.engine import look
from game.engine.documents import BINDINGS, SENSITIVITY
from game.engine.notes import Note
from game.engine.schema import Schema
from game.engine.storage import Storage
from game.i18n import N_, _, ngettext

Bindings = dict[str, dict[str, list[int]]]
"""Per device name, per action, the keys or pad buttons bound to it (``device_bindings``)."""
Value = bool | int | float | str | dict[str, float] | Bindings
"""A setting's value: a switch, a number, a word from a list (the language), a table of names to
numbers (per-device sensitivity) or the devices' bindings."""
Number = int | float
FILE = "settings"
INSTANT = 0.0
"""``anim_speed`` value meaning "no animation": every tween finishes at once."""


@dataclasses.dataclass(frozen=True)
class Setting:
    key: str
    label: str
    default: Value
    choices: tuple[bool | Number | str, ...] = ()
    """Allowed values, in display order (booleans and speeds)."""
    low: float | None = None
    high: float | None = None
    step: float = 1
    unit: str = ""
    hint: str = ""
    """One line the settings scene shows while the row has the focus."""
    schema: Schema[Value] | None = None
    """What a table that is not names to numbers holds (``device_bindings``)."""
    after: str = ""
    """A registered setting's place on the Settings screen: the key of the row it follows."""

    def validate(self, value: object) -> Value:
        """The value if allowed, else raise ValueError with a sentence saying what is allowed."""
        if self.schema is not None:
            return self.schema.check(value, self.label, [])  # a SchemaError is a ValueError
        if isinstance(self.default, bool):
            if isinstance(value, bool):
                return value
            raise ValueError(f"{self.label} is on or off, not {value!r}.")
        if isinstance(self.default, dict):
            return self._validate_table(value)
        if isinstance(self.default, str):  # a word from a list: the language
            if value in self.choices:
                return value
            words = ", ".join(map(str, self.choices))
            raise ValueError(f"{self.label} must be one of {words}, not {value!r}.")
        if self.choices:
            for choice in self.choices:
                if not isinstance(value, bool) and isinstance(value, int | float) and value == choice:
                    return choice
            raise ValueError(f"{self.label} must be one of {', '.join(map(self.format, self.choices))}.")
        if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
            raise ValueError(f"{self.label} must be a number, not {value!r}.")
        low, high = self._range()
        if not low <= value <= high:
            raise ValueError(f"{self.label} must be between {self.format(low)} and {self.format(high)}.")
        return type(self.default)(value)

    def _validate_table(self, value: object) -> dict[str, float]:
        """A table of names to numbers between ``low`` and ``high`` (per-device sensitivity)."""
        if not isinstance(value, dict):
            raise ValueError(f"{self.label} must be a table of names and numbers, not {value!r}.")
        low, high = self._range()
        for name, number in value.items():
            if isinstance(number, bool) or not isinstance(number, int | float) or not low <= number <= high:
                raise ValueError(f"{self.label} of {name!r} must be between {low:g} and {high:g}.")
        return {str(name): float(number) for name, number in value.items()}

    def options(self) -> tuple[Value, ...]:
        """Every value the settings scene can step through, in order."""
        if isinstance(self.default, bool):
            return (False, True)
        if isinstance(self.default, dict):
            return (self.default,)  # edited elsewhere (the device panel), never stepped
        if self.choices:
            return self.choices
        low, high = self._range()
        count = round((high - low) / self.step)
        return tuple(type(self.default)(low + i * self.step) for i in range(count + 1))

    def _range(self) -> tuple[float, float]:
        """``low`` and ``high`` of a setting that has them (numbers and tables of numbers)."""
        if self.low is None or self.high is None:
            raise ValueError(f"{self.label} has no range of numbers")
        return self.low, self.high

    def format(self, value: Value) -> str:
        """The value as the settings screen shows it, in the player's language."""
        if isinstance(value, bool):
            return _("On") if value else _("Off")
        if isinstance(value, dict):
            return ngettext("{n} device set", "{n} devices set", len(value)).format(n=len(value))
        if isinstance(value, str):  # the language, named in its own words
            return str(i18n.LANGUAGES.get(value, value))
        if self.key == "anim_speed":
            return _("Instant") if value == INSTANT else f"{value:g}×"
        if self.unit == "%":
            return f"{round(value * 100)} %"
        if self.unit == "s" and value == 0:
            return _("Off")
        return f"{value:g} {self.unit}".strip()


SPEC: tuple[Setting, ...] = (
    Setting(
        "language",
        N_("Language"),
        i18n.ENGLISH,
        choices=tuple(i18n.LANGUAGES),
        hint=N_("The language of every screen, menu and table; changes at once."),
    ),
    Setting(
        "fullscreen", N_("Fullscreen"), True, hint=N_("Fill the screen at its own resolution (F11 anywhere).")
    ),
    Setting("vsync", N_("Vertical sync"), True, hint=N_("Draw in step with the display: no tearing.")),
    Setting(
        "master_volume",
        N_("Master volume"),
        0.8,
        low=0.0,
        high=1.0,
        step=0.1,
        unit="%",
        hint=N_("Everything you hear."),
    ),
    Setting(
        "effects_volume",
        N_("Effects volume"),
        0.8,
        low=0.0,
        high=1.0,
        step=0.1,
        unit="%",
        hint=N_("Clicks, cards, dice, the timer's tick and buzzer."),
    ),
    Setting(
        "anim_speed",
        N_("Animation speed"),
        1.0,
        choices=(0.5, 1.0, 2.0, 4.0, INSTANT),
        hint=N_("How fast cards fly and scores count up; Instant skips the motion."),
    ),
    Setting(
        "interface_size",
        N_("Interface size"),
        1.0,
        choices=look.INTERFACE_SIZES,
        unit="%",
        hint=N_("Bigger words on every screen and table, for reading from further away."),
    ),
    Setting(
        "high_contrast",
        N_("High contrast"),
        False,
        hint=N_("Stronger outlines, a plain table, whiter words and a pattern on each seat's colour."),
    ),
    Setting(
        "open_hands",
        N_("Open hands (everyone sees all cards)"),
        False,
        hint=N_("Card games show every hand face up: for learning and for teaching."),
    ),
    Setting(
        "multimouse",
        N_("Several mice"),
        False,
        hint=N_(
            "Every mouse gets its own cursor (Windows, and Linux with read access). Devices shows why not."
        ),
    ),
    Setting(
        "phones",
        N_("Phones"),
        False,
        hint=N_("Players join with their phones (a QR code in the lobby): each hand stays on its phone."),
    ),
    Setting(
        "device_sensitivity",
        N_("Sensitivity per device"),
        {},
        low=SENSITIVITY[0],
        high=SENSITIVITY[1],
        hint=N_("Set on the Devices page of Settings; remembered by each device's name."),
    ),
    Setting(
        "device_bindings",
        N_("Keys and buttons per device"),
        {},
        hint=N_("Set on the Devices page of Settings; remembered by each device's name."),
        schema=BINDINGS,
    ),
    Setting(
        "confirm_plays",
        N_("Confirm each play"),
        False,
        hint=N_(
            "A card you choose is raised first: tap it again or press Confirm to play it, Back to keep it."
        ),
    ),
    Setting(
        "guides_seen",
        "First-game guides seen",
        {},
        low=0.0,
        high=1.0,
        hint="Games whose first-game guide was shown (the help screen shows it again).",
    ),
)
BY_KEY: dict[str, Setting] = {s.key: s for s in SPEC}
"""The engine's settings and every registered one."""
_ORDER: list[str] = [s.key for s in SPEC]


def register(*settings: Setting) -> None:
    """Add a game's settings (its kit's ``settings`` hook), each after the row its ``after`` names
    (at the end when that row is unknown). Registering the same setting again changes nothing; a
    different one under a known key is refused."""
    for setting in settings:
        known = BY_KEY.get(setting.key)
        if known == setting:
            continue
        if known is not None:
            raise ValueError(f"setting {setting.key!r} is registered twice, differently")
        BY_KEY[setting.key] = setting
        place = _ORDER.index(setting.after) + 1 if setting.after in _ORDER else len(_ORDER)
        _ORDER.insert(place, setting.key)


def rows() -> tuple[Setting, ...]:
    """Every setting in the Settings screen's order, registered ones in their places."""
    return tuple(BY_KEY[key] for key in _ORDER)


def defaults() -> dict[str, Value]:
    return {s.key: copy.copy(s.default) for s in rows()}  # a table each its own, as it is changed


class Settings:
    """The live settings. Read with ``settings["vsync"]``; change with ``settings.set(key, v)``."""

    def __init__(self, storage: Storage, save_delay: float = 0.0):
        """``save_delay``: seconds of quiet after a change before it is written (the app passes
        ``tick`` its steps), so holding → on a slider writes the file once, not twenty times a
        second; 0 writes at once."""
        self.storage = storage
        self.save_delay = save_delay
        self._unsaved: float | None = None
        """Seconds since the latest unsaved change, or None when the file is up to date."""
        self._values = defaults()
        self._foreign: dict[str, object] = {}
        """Keys this version does not know (from a newer one): kept as they are and saved back."""
        self._stored: dict[str, Value] = {}
        """What the file holds for keys the command line overrides for this run (``for_this_run``)."""
        self._listeners: list[Callable[[str, Value], None]] = []
        stored = storage.load_json(FILE, {})
        if "language" not in stored:  # first start: the system's language if the game speaks it
            self._values["language"] = i18n.system_language()
        rejected = []
        for key, value in stored.items():
            if key not in BY_KEY:
                self._foreign[key] = value
                continue
            try:
                self._values[key] = BY_KEY[key].validate(value)
            except ValueError as error:
                rejected.append(str(error))
        if rejected:
            note = Note(N_("Some settings were invalid and reset: {reasons}"), reasons=" ".join(rejected))
            storage.warnings.append(note)

    def __getitem__(self, key: str) -> Value:
        return self._values[key]

    def get(self, key: str, default: Value | None = None) -> Value | None:
        return self._values.get(key, default)

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def as_dict(self) -> dict[str, Value]:
        return dict(self._values)

    def listen(self, callback: Callable[[str, Value], None]) -> None:
        """``callback(key, value)`` after every change."""
        self._listeners.append(callback)

    def set(self, key: str, value: Value) -> None:
        """Validate, store, save, and tell the listeners (raises ValueError if not allowed)."""
        value = BY_KEY[key].validate(value)
        if self._values[key] == value and type(self._values[key]) is type(value):
            return
        self._stored.pop(key, None)  # chosen here: saved, whatever the command line said
        self._values[key] = value
        self._unsaved = 0.0
        if self.save_delay <= 0:
            self.flush()
        for callback in self._listeners:
            callback(key, value)

    def tick(self, dt: float) -> None:
        """Let time pass; write pending changes once ``save_delay`` has gone by."""
        if self._unsaved is not None:
            self._unsaved += dt
            if self._unsaved >= self.save_delay:
                self.flush()

    def for_this_run(self, key: str, value: Value) -> None:
        """Use ``value`` until the app ends without writing it (``--lang``): the file keeps the
        player's own choice. Choosing the setting again in Settings makes it the saved one."""
        value = BY_KEY[key].validate(value)
        self._stored.setdefault(key, self._values[key])
        self._values[key] = value

    def flush(self) -> None:
        """Write pending changes now (the app calls this on exit)."""
        if self._unsaved is not None:
            self._unsaved = None
            self.storage.save_json(FILE, {**self._foreign, **self._values, **self._stored})

    def step(self, key: str, direction: int) -> Value:
        """Move to the next (+1) or previous (-1) allowed value, stopping at the ends
        (booleans flip)."""
        setting = BY_KEY[key]
        options = setting.options()
        current = self._values[key]
        if isinstance(current, bool):
            self.set(key, not current)
            return self._values[key]
        if isinstance(current, str):  # the language
            index = options.index(current) + direction
            self.set(key, options[min(max(index, 0), len(options) - 1)])
            return self._values[key]
        numbers = [option for option in options if isinstance(option, int | float)]
        if not isinstance(current, int | float) or len(numbers) != len(options):
            return current  # a table of numbers is edited elsewhere (the device panel), never stepped
        index = min(range(len(numbers)), key=lambda i: abs(numbers[i] - current))
        index = min(max(index + direction, 0), len(numbers) - 1)
        self.set(key, numbers[index])
        return self._values[key]

    def flag(self, key: str) -> bool:
        """A switch's value (``TypeError`` if ``key`` is no switch)."""
        value = self._values[key]
        if isinstance(value, bool):
            return value
        raise _wrong(key, value, "switch")

    def number(self, key: str) -> float:
        """A number's value (``TypeError`` if ``key`` is no number)."""
        value = self._values[key]
        if isinstance(value, int | float) and not isinstance(value, bool):
            return value
        raise _wrong(key, value, "number")

    def word(self, key: str) -> str:
        """A word's value: the language (``TypeError`` if ``key`` is no word)."""
        value = self._values[key]
        if isinstance(value, str):
            return value
        raise _wrong(key, value, "word")

    def table(self, key: str) -> dict[str, float]:
        """A copy of a table's value (``TypeError`` if ``key`` is no table of numbers)."""
        value = self._values[key]
        if isinstance(value, dict):
            numbers = {name: number for name, number in value.items() if isinstance(number, int | float)}
            if len(numbers) == len(value):
                return numbers
        raise _wrong(key, value, "table of numbers")

    def bindings(self) -> Bindings:
        """A copy of the devices' bindings (``device_bindings``), checked again by their schema."""
        return BINDINGS.check(self._values["device_bindings"], "device_bindings", [])


def _wrong(key: str, value: Value, kind: str) -> TypeError:
    """A setting read as the wrong kind: a programming error, not a player's."""
    return TypeError(f"setting {key!r} holds {value!r}, not a {kind}")
