"""A game's ``new_game`` options read as the types the game needs.

Options come as keywords from the lobby (``OptionValue``s), from tests (set deals as nested
tuples or lists) and from records (JSON, nested lists made tuples): anything at all. Each game
reads its own through these, so an option of the wrong kind is refused with a sentence naming it
(``ValueError``, as an unknown option is) instead of failing somewhere later.
"""

from __future__ import annotations

from collections.abc import Mapping

Options = Mapping[str, object]


def flag(options: Options, key: str) -> bool:
    """A switch: off unless given (any true value turns it on, as a lobby's or a test's may)."""
    return bool(options.get(key, False))


def whole(options: Options, key: str, default: int) -> int:
    found = maybe_whole(options, key)
    return default if found is None else found


def maybe_whole(options: Options, key: str) -> int | None:
    """A whole number, or None when not given (or given as None)."""
    value = options.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"option {key} must be a whole number, not {value!r}")
    return value


def word(options: Options, key: str, default: str) -> str:
    value = options.get(key, default)
    if not isinstance(value, str):
        raise ValueError(f"option {key} must be a word, not {value!r}")
    return value


def words(options: Options, key: str) -> list[str] | None:
    """A list of words (card names), or None when not given."""
    value = options.get(key)
    return None if value is None else _words(value, key)


def wholes(options: Options, key: str) -> list[int] | None:
    """A list of whole numbers, or None when not given."""
    value = options.get(key)
    return None if value is None else _wholes(value, key)


def rows_of_words(options: Options, key: str) -> list[list[str]] | None:
    """A list per seat of words (hands of card names), or None when not given."""
    value = options.get(key)
    return None if value is None else [_words(row, key) for row in _listed(value, key)]


def rows_of_wholes(options: Options, key: str) -> list[list[int] | None] | None:
    """A list per colour of whole numbers or None (tiles fixed for some colours only), or None
    when not given."""
    value = options.get(key)
    if value is None:
        return None
    return [None if row is None else _wholes(row, key) for row in _listed(value, key)]


def _listed(value: object, key: str) -> list[object]:
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise ValueError(f"option {key} must be a list, not {value!r}")
    return list(value)


def _words(value: object, key: str) -> list[str]:
    found = _listed(value, key)
    if not all(isinstance(item, str) for item in found):
        raise ValueError(f"option {key} must list words, not {value!r}")
    return [str(item) for item in found]


def _wholes(value: object, key: str) -> list[int]:
    found = _listed(value, key)
    numbers = [item for item in found if isinstance(item, int) and not isinstance(item, bool)]
    if len(numbers) != len(found):
        raise ValueError(f"option {key} must list whole numbers, not {value!r}")
    return numbers
