"""The contract every turn-based rules module follows (see DESIGN.md, "Rules contract").

A game is its seed plus its actions: ``TurnState`` keeps the action history so that any state can
be written as a JSON record and replayed to an equal state. Actions and events are small frozen
dataclasses; ``to_json`` / ``from_json`` turn them into plain dicts without pickle or eval.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Self

from game.json_types import Json


class IllegalMove(ValueError):
    """An action that breaks a rule, as a sentence naming the rule.

    The sentence is a template: ``{seat}``-style fields stand for seats, given as keywords (a seat
    index or a tuple of them), so the screen can name them by their players' names and colours
    (``words``) while ``str()`` stays readable in logs and tests ("seat 2"). Other fields (a shape,
    a number, a verdict) come in ``values``, shown as given (``translate`` may word them)."""

    def __init__(
        self, template: str, values: Mapping[str, object] | None = None, **seats: int | tuple[int, ...]
    ):
        self.template, self.seats, self.values = template, seats, dict(values or {})
        super().__init__(self.words(lambda seat: f"seat {seat}"))

    def words(
        self,
        name: Callable[[int], str],
        translate: Callable[[str], str] = str,
        value: Callable[[object], str] | None = None,
        join: Callable[[list[str]], str] | None = None,
    ) -> str:
        """The sentence with each seat field filled by ``name(seat)`` (several joined by "and"),
        after ``translate`` (the screen's gettext) turned the template into the player's language:
        templates written as plain literals are in the catalog (the extractor reads them). Other
        fields are worded by ``value`` (the screen names a card in the player's language, which
        its ``str`` does not), by default ``translate(str(v))``; ``join`` lists several seats in
        one phrase (the screen's "and"), by default in English."""
        word = value or (lambda item: translate(str(item)))
        fields = {key: _value(item, word) for key, item in self.values.items()}
        fields |= {key: (join or _and)(_names(item, name)) for key, item in self.seats.items()}
        text = translate(self.template).format(**fields)
        return text[:1].upper() + text[1:]


def _value(value: object, word: Callable[[object], str]) -> str:
    """A non-seat field: worded by ``word`` (a card, a colour, a verdict); a tuple is a list of them."""
    if isinstance(value, tuple):
        return ", ".join(word(item) for item in value)
    return word(value)


def _names(seats: int | tuple[int, ...], name: Callable[[int], str]) -> list[str]:
    return [name(seat) for seat in (seats if isinstance(seats, tuple) else (seats,))]


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


Record = dict[str, Any]
"""A game as JSON (``to_record``): its frame (game, version, players, seed, options) and actions.
Read from disk it is untrusted: ``check_record`` checks the frame before anything replays it."""


class RecordError(ValueError):
    """A record (from disk: an autosave, a high-score replay) that cannot be replayed; the message
    says what is wrong. Raised before any replay work for a malformed or oversized record."""


MAX_RECORD_ACTIONS = 20_000
"""Most actions a record may hold (a long Garum game has a few hundred): the replay budget."""
MAX_PLAYERS = 8
SEEDS = (-(2**63), 2**63 - 1)
"""The seeds a record may hold (and ``--seed`` may give): signed 64-bit numbers."""


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses with a readable ``str``."""


@dataclasses.dataclass(frozen=True)
class Event:
    """Base of every game's events: what happened, in order, for the scene to animate."""


def to_json(obj: object) -> Json:
    """A dataclass (or nest of them) as plain JSON values, tagged with its class name."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out: dict[str, Json] = {"type": type(obj).__name__}
        for field in dataclasses.fields(obj):
            out[field.name] = to_json(getattr(obj, field.name))
        return out
    if isinstance(obj, tuple | list):
        return [to_json(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_json(v) for k, v in obj.items()}
    if obj is None or isinstance(obj, bool | int | float | str):
        return obj
    raise TypeError(f"{obj!r} has no JSON form")


def from_json(data: object, types: Mapping[str, type]) -> Any:
    """Inverse of ``to_json`` for the dataclasses named in ``types`` (lists come back as tuples)."""
    if isinstance(data, dict) and "type" in data:
        cls = types.get(data["type"])
        if cls is None:
            raise ValueError(f"unknown record type {data['type']!r}")
        kwargs = {k: from_json(v, types) for k, v in data.items() if k != "type"}
        return cls(**kwargs)
    if isinstance(data, list):
        return tuple(from_json(x, types) for x in data)
    return data


class TurnState:
    """Shared bookkeeping of the turn-based games: seed, options, history and records.

    Subclasses set ``GAME`` (record name), ``VERSION``, ``ACTION_TYPES`` (name -> class, for
    records) and implement the rest of the contract. They must call ``_record(seat, action)``
    from ``apply`` after the action proved legal, and build themselves in ``new_game``.
    """

    GAME: ClassVar[str] = ""
    VERSION: ClassVar[int] = 1
    ACTION_TYPES: ClassVar[Mapping[str, type]] = {}

    players: int
    seed: int | None  # None in a seat's view: the seed would replay the hidden cards
    options: dict[str, object]
    """The lobby's options (``OptionValue``s), and in tests set deals (nested tuples)."""
    history: list[tuple[int, Action]]

    # -- the rest of the contract, per game -------------------------------------------------
    @classmethod
    def new_game(cls, players: int, seed: int, **options: object) -> Self:
        raise NotImplementedError

    def to_move(self) -> tuple[int, ...]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def apply(self, seat: int, action: Action) -> list[Event]:
        raise NotImplementedError

    def is_over(self) -> bool:
        return not self.to_move()

    def undoable(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last action now: only its own, while nothing was
        revealed or drawn since and nobody else has acted. Most games: never (a card played is
        shown to everyone at once)."""
        return False

    def scores(self) -> tuple[int, ...]:
        raise NotImplementedError

    def winners(self) -> tuple[int, ...]:
        raise NotImplementedError

    def clone(self) -> Self:
        raise NotImplementedError

    def view(self, seat: int) -> Self:
        """A copy in which everything ``seat`` may not see is unknown."""
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A random full state consistent with everything ``seat`` has seen (for search bots)."""
        raise NotImplementedError

    # -- shared ------------------------------------------------------------------------------
    def _record(self, seat: int, action: Action) -> None:
        self.history.append((seat, action))

    def _check_seat(self, seat: int) -> None:
        problem = self.not_your_turn(seat)
        if problem is not None:
            raise problem

    def not_your_turn(self, seat: int) -> IllegalMove | None:
        """Why ``seat`` may not act at all now (the game is over, or others are to move)."""
        if seat in self.to_move():
            return None
        if self.is_over():
            return IllegalMove("The game is over: nobody may act.")
        return IllegalMove("Not {seat}'s turn yet: waiting for {movers}.", seat=seat, movers=self.to_move())

    def taken_back(self) -> Self:
        """This game as it was before its last action (its record replayed without it): an undo
        leaves no trace in the record, so a replay shows the game as finally played."""
        record = self.to_record()
        record["actions"] = record["actions"][:-1]
        return type(self).from_record(record)

    def to_record(self) -> Record:
        return {
            "game": self.GAME,
            "version": self.VERSION,
            "players": self.players,
            "seed": self.seed,
            "options": to_json(self.options),
            "actions": [[seat, to_json(action)] for seat, action in self.history],
        }

    @classmethod
    def from_record(cls, record: Record) -> Self:
        """Replay a record to the state it describes. A foreign, malformed or oversized record, or
        one with an action that is not legal where it stands, raises ``RecordError``."""
        check_record(record, cls.GAME, cls.VERSION)
        options = {k: _options_from_json(v) for k, v in record.get("options", {}).items()}
        try:
            state = cls.new_game(record["players"], record["seed"], **options)
        except (TypeError, ValueError) as error:
            raise RecordError(f"its set-up cannot be built ({error})") from None
        for number, entry in enumerate(record["actions"], 1):
            if not (isinstance(entry, list) and len(entry) == 2):
                raise RecordError(f"action {number} is not a [seat, action] pair")
            seat, data = entry
            try:
                action = from_json(data, cls.ACTION_TYPES)
                state.apply(seat, action)
            except (TypeError, ValueError, KeyError, IndexError, AttributeError) as error:  # a hostile action
                raise RecordError(
                    f"action {number} of {len(record['actions'])} cannot be replayed: {error}"
                ) from None
        return state


def check_record(
    record: object, game: str, version: int, numbers: dict[str, tuple[int, int]] | None = None
) -> None:
    """Check a record's frame before replaying it: its game and version, whole numbers within
    bounds (``players``, ``seed`` and any in ``numbers``, by dotted path such as
    ``"options.rounds"``), a list of at most ``MAX_RECORD_ACTIONS`` actions. ``RecordError`` if not."""
    if not isinstance(record, dict):
        raise RecordError("it is not a record")
    if record.get("game") != game:
        raise RecordError(f"the record is for {record.get('game')!r}, not {game!r}")
    if record.get("version") != version:
        raise RecordError(f"the record version {record.get('version')!r} is not {version}")
    bounds = {"players": (1, MAX_PLAYERS), "seed": SEEDS, **(numbers or {})}
    for path, (low, high) in bounds.items():
        value: object = record
        for key in path.split("."):
            value = value.get(key) if isinstance(value, dict) else None
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise RecordError(f"its {path} is {value!r}, not a whole number from {low} to {high}")
    if not isinstance(record.get("options", {}), dict):
        raise RecordError("its options are not an object")
    actions = record.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_RECORD_ACTIONS:
        raise RecordError(f"its actions are not a list of at most {MAX_RECORD_ACTIONS}")


def check_timed_actions(actions: list[object], players: int, rounds: int, max_step: int) -> None:
    """The actions of a real-time record, ``[round, step, seat, action]`` each: rounds (from 1) and steps
    within bounds and never going back, seats at the table. ``RecordError`` if not."""
    last = (0, 0)
    for number, entry in enumerate(actions, 1):
        if not (isinstance(entry, list) and len(entry) == 4):
            raise RecordError(f"action {number} is not [round, step, seat, action]")
        round_, step, seat = entry[:3]
        numbers = (round_, step, seat)
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers):
            raise RecordError(f"action {number} has a round, step or seat that is not a whole number")
        if not (1 <= round_ <= rounds and 0 <= step <= max_step and 0 <= seat < players):
            raise RecordError(
                f"action {number} is at round {round_}, step {step}, seat {seat}: beyond "
                f"{rounds} rounds of at most {max_step} steps at {players} seats"
            )
        if (round_, step) < last:
            raise RecordError(f"action {number} goes back in time")
        last = (round_, step)


def _options_from_json(value: object) -> object:
    """Options are plain JSON; nested lists become tuples so they compare like the originals."""
    if isinstance(value, list):
        return tuple(_options_from_json(v) for v in value)
    return value


def rng_for(seed: int | None, *salt: object) -> random.Random:
    """A private ``random.Random`` for one purpose of one game (never the global state); a view's
    seed is None, so its simulations draw alike but apart from the real game."""
    return random.Random(f"{seed}:" + ":".join(map(str, salt)))


OptionValue = str | int | bool
"""What a table option is set to: a board's name, a number, on or off."""


@dataclasses.dataclass(frozen=True)
class Option:
    """A choice a table makes before play: ``choices`` are (value, player label) pairs, the first
    being the default."""

    key: str
    label: str
    choices: tuple[tuple[OptionValue, str], ...]
    about: str = ""
    """What the option changes, in one line of player words (the lobby shows it on hover and focus;
    a catalog key, translated where drawn)."""

    @property
    def default(self) -> OptionValue:
        return self.choices[0][0]

    def values(self) -> tuple[OptionValue, ...]:
        return tuple(value for value, _ in self.choices)


@dataclasses.dataclass(frozen=True)
class GameSpec:
    """A game's static description, the way OpenSpiel declares ``_GAME_TYPE``: the one place that
    states its key, title, seat range and options. The registry, the lobby and the command line
    read it; the rules check seats against it."""

    key: str
    title: str
    min_seats: int
    max_seats: int
    new_game: Callable[..., object]
    """``new_game(players, seed, **options)`` -> the game's state."""
    options: tuple[Option, ...] = ()
    short: str = ""
    """A short name where the title does not fit (the menu's "Continue …")."""
    seat_colours: tuple[str, ...] = ()
    """Colour names that seats wear by rule (Bingo: a seat's colour is a trump); the lobby shows
    these instead of letting players pick."""
    default_bot: str = "medium"
    """The level a bot seat starts at in the lobby and from the command line: one a newcomer can
    beat or at least keep up with."""
    keeps_worn_colours: bool = False
    """Whether the rules give each seat the rule colour it wore in the lobby, even after an empty
    seat (Garum's colour order); else the lobby packs them in seat order (``TablePlan.packed``)."""

    def default_options(self) -> dict[str, OptionValue]:
        return {option.key: option.default for option in self.options}

    def seats_allowed(self, players: int) -> bool:
        return self.min_seats <= players <= self.max_seats

    def check_seats(self, players: int) -> None:
        """Refuse a seat count outside the game's range with a sentence giving the range."""
        if not self.seats_allowed(players):
            seats = f"{self.min_seats} to {self.max_seats}"
            raise ValueError(f"{self.title} is for {seats} players, not {players}.")
