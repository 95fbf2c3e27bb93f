"""A tiny schema for the JSON documents the app stores, checked on every load.

Why not dataclasses or a schema library: the stored documents are plain JSON that must survive a
round trip through older and newer versions, so unknown keys have to be *kept* (a dataclass drops
them), a bad list entry is dropped and reported rather than failing the whole file, and each
message names the place in player-readable form. That is ~100 lines here and no dependency.

A schema is an object with ``check(value, where, problems) -> value``: it returns the value to use
(possibly cleaned: a list without its bad entries, a name without control characters) or raises
``SchemaError``. ``problems`` collects what was dropped or cleaned, so the caller can keep a copy
of the original file and say so.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Generic, TypeVar

from game.door import MAX_DEPTH, check_bounds  # noqa: F401 - the bounds every document keeps, here for callers


class SchemaError(ValueError):
    """A value that cannot be used; the message names where it is and what was expected."""

    def __init__(self, where: str, expected: str, found: object):
        shown = repr(found)
        shown = shown if len(shown) <= 40 else shown[:37] + "..."
        super().__init__(f"{where or 'the document'}: expected {expected}, found {shown}")


T = TypeVar("T", covariant=True)


class Schema(Generic[T]):
    """Checks a value read from a document and gives it back as a ``T`` (cleaned, when cleaning
    was allowed)."""

    def check(self, value: object, where: str, problems: list[str]) -> T:
        raise NotImplementedError


class Anything(Schema[object]):
    """Any JSON value (bounded by ``check_bounds``), passed on as it is."""

    def check(self, value: object, where: str, problems: list[str]) -> object:
        return value


class Number(Schema[float]):
    """A finite int or float (never a bool, NaN or Infinity), optionally within bounds."""

    def __init__(self, low: float | None = None, high: float | None = None, integer: bool = False):
        self.low, self.high, self.integer = low, high, integer

    def check(self, value: object, where: str, problems: list[str]) -> float:
        if not self._fits(value) or not isinstance(value, int | float):
            span = f" from {self.low} to {self.high}" if self.low is not None else ""
            raise SchemaError(where, ("a whole number" if self.integer else "a finite number") + span, value)
        return value


    def _fits(self, value: object) -> bool:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
        if self.integer and not isinstance(value, int):
            return False
        return (
            math.isfinite(value)
            and (self.low is None or value >= self.low)
            and (self.high is None or value <= self.high)
        )


class Whole(Schema[int]):
    """A whole number (never a bool), optionally within bounds, given back typed as one."""

    def __init__(self, low: int | None = None, high: int | None = None):
        self.number = Number(low, high, integer=True)

    def check(self, value: object, where: str, problems: list[str]) -> int:
        return int(self.number.check(value, where, problems))  # an int already: Number checked it


class Text(Schema[str]):
    """A string of at most ``max_len`` characters; ``clean`` (e.g. ``clean_name``) is applied."""

    def __init__(self, max_len: int = 200, clean: Callable[[str], str] | None = None):
        self.max_len, self.clean = max_len, clean

    def check(self, value: object, where: str, problems: list[str]) -> str:
        if not isinstance(value, str) or len(value) > self.max_len:
            raise SchemaError(where, f"text of at most {self.max_len} characters", value)
        if self.clean is not None:
            cleaned = self.clean(value)
            if cleaned != value:
                problems.append(f"{where}: {value!r} cleaned to {cleaned!r}")
            return cleaned
        return value


class ListOf(Schema[list[T]]):
    """A list of at most ``max_len`` items; with ``drop_bad`` a bad item is dropped and reported."""

    def __init__(self, item: Schema[T], max_len: int = 10_000, drop_bad: bool = False):
        self.item, self.max_len, self.drop_bad = item, max_len, drop_bad

    def check(self, value: object, where: str, problems: list[str]) -> list[T]:
        if not isinstance(value, list) or len(value) > self.max_len:
            raise SchemaError(where, f"a list of at most {self.max_len} items", value)
        out: list[T] = []
        for i, item in enumerate(value):
            try:
                out.append(self.item.check(item, f"{where}[{i}]", problems))
            except SchemaError as error:
                if not self.drop_bad:
                    raise
                problems.append(f"{error} (entry left out)")
        return out


class Fields(Schema[dict[str, object]]):
    """An object with some known keys (each checked when present, ``required`` ones must be);
    unknown keys are kept as they are, so a newer version's data survives our save."""

    def __init__(
        self, fields: dict[str, Schema[object]], required: tuple[str, ...] = (), max_keys: int = 10_000
    ):
        self.fields, self.required, self.max_keys = fields, required, max_keys

    def check(self, value: object, where: str, problems: list[str]) -> dict[str, object]:
        if not isinstance(value, dict) or len(value) > self.max_keys:
            raise SchemaError(where, f"an object of at most {self.max_keys} keys", value)
        out: dict[str, object] = dict(value)
        for key in self.required:
            if key not in out:
                raise SchemaError(f"{where}.{key}" if where else key, "a value (it is missing)", None)
        for key, schema in self.fields.items():
            if key in out:
                out[key] = schema.check(out[key], f"{where}.{key}" if where else key, problems)
        return out


class MapOf(Schema[dict[str, T]]):
    """An object whose keys are free (at most ``max_len`` of them; each checked by ``key`` if given)
    and whose values share a schema; with ``drop_bad`` a bad value is dropped with its key and
    reported (a bad key never is: it fails the object)."""

    def __init__(
        self,
        value: Schema[T],
        max_len: int = 10_000,
        drop_bad: bool = False,
        key: Schema[object] | None = None,
    ):
        self.value, self.max_len, self.drop_bad, self.key = value, max_len, drop_bad, key

    def check(self, value: object, where: str, problems: list[str]) -> dict[str, T]:
        if not isinstance(value, dict) or len(value) > self.max_len:
            raise SchemaError(where, f"an object of at most {self.max_len} keys", value)
        out: dict[str, T] = {}
        for key, item in value.items():
            if self.key is not None:
                self.key.check(key, f"{where}: a key", problems)
            try:
                out[key] = self.value.check(item, f"{where}.{key}" if where else key, problems)
            except SchemaError as error:
                if not self.drop_bad:
                    raise
                problems.append(f"{error} (left out)")
        return out
