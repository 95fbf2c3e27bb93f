"""What a phone may send, checked before the game sees it (pure: no sockets, no pygame).

A message is one JSON object of at most ``MAX_MESSAGE_BYTES`` with a known ``type`` and a
``seq`` that grows with every message of its client (a replayed or reordered message is refused).
Numbers are whole and small, strings short, nesting shallow: anything else is a ``ProtocolError``
with a code a program can test and a sentence a person can read.
"""

from __future__ import annotations

import json
import math
from typing import NoReturn

from game.engine.devices.phone import Message

MAX_MESSAGE_BYTES = 4096
"""[decision] Largest message a phone may send (a drawn 5er Finden outline is a few hundred)."""
MAX_NUMBER = 1_000_000
MAX_STRING = 64
MAX_DEPTH = 6
MAX_ITEMS = 200
"""Longest list or object anywhere in a message."""
TYPES = frozenset({"hello", "join", "leave", "act", "hint", "lang", "ping", "pad", "flip", "undo"})
"""What a phone can say: who it is, take or leave a seat, act, ask for a hint, choose its
language, a heartbeat, for 5er Finden a finger on its board (``pad``) and the timer flip, and take
back its seat's last action (``undo``, where the rules allow it: Garum)."""


class ProtocolError(ValueError):
    """A message refused: ``code`` for programs (``bad-json``, ``too-big`` …), the text for people."""

    def __init__(self, code: str, text: str):
        super().__init__(text)
        self.code = code


def parse(text: str | bytes, last_seq: int) -> Message:
    """The message in ``text`` if it is well formed and newer than ``last_seq``; else ProtocolError."""
    if len(text) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too-big", f"A message may be at most {MAX_MESSAGE_BYTES} bytes.")
    try:
        message = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("bad-json", "The message is not JSON.") from None
    if not isinstance(message, dict):
        raise ProtocolError("bad-json", "A message must be a JSON object.")
    _check_value(message, 0)
    kind = message.get("type")
    if kind not in TYPES:
        raise ProtocolError("unknown-type", f"Unknown message type {str(kind)[:MAX_STRING]!r}.")
    seq = message.get("seq")
    if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
        raise ProtocolError("bad-seq", "Every message needs a whole positive seq.")
    if seq <= last_seq:
        raise ProtocolError("old-seq", f"Message {seq} is replayed or out of order (last was {last_seq}).")
    return message


def write(payload: Message) -> str:
    """A message as it goes to a phone: compact JSON, its words as they are (not escaped)."""
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False)


def joined(written: str, more: Message) -> str:
    """One message's text from an object already ``written`` and ``more``, whose keys follow its
    own (none of them in both): a part every phone is sent alike is written once, not per phone."""
    tail = write(more)
    if tail == "{}" or written == "{}":
        return tail if written == "{}" else written
    return f"{written[:-1]},{tail[1:]}"


def seq_of(message: Message) -> int:
    """A parsed message's ``seq`` (``parse`` made sure it is a whole positive number)."""
    seq = message["seq"]
    if not isinstance(seq, int):
        raise ProtocolError("bad-seq", "Every message needs a whole positive seq.")
    return seq


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not JSON")


def _check_value(value: object, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise ProtocolError("too-deep", "The message is nested too deeply.")
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int):
        if abs(value) > MAX_NUMBER:
            raise ProtocolError("bad-number", f"Numbers must lie within ±{MAX_NUMBER}.")
    elif isinstance(value, float):
        if not math.isfinite(value) or abs(value) > MAX_NUMBER:
            raise ProtocolError("bad-number", f"Numbers must lie within ±{MAX_NUMBER}.")
    elif isinstance(value, str):
        if len(value) > MAX_STRING:
            raise ProtocolError("too-long", f"Texts may be at most {MAX_STRING} characters.")
    elif isinstance(value, list | dict):
        if len(value) > MAX_ITEMS:
            raise ProtocolError("too-many", f"Lists may hold at most {MAX_ITEMS} items.")
        items = value.values() if isinstance(value, dict) else value
        for item in items:
            _check_value(item, depth + 1)


def whole(message: Message, key: str, low: int, high: int) -> int | None:
    """``message[key]`` as a whole number within [low, high]; None when absent; else ProtocolError."""
    value = message.get(key)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ProtocolError("bad-field", f"{key} must be a whole number from {low} to {high}.")
    return value


class RateLimit:
    """A token bucket: ``burst`` messages at once, then ``per_second``; ``allow`` says whether
    one more may pass now (``now`` in seconds, from the caller's clock)."""

    def __init__(self, per_second: float, burst: int):
        self.per_second, self.burst = per_second, burst
        self.tokens = float(burst)
        self.at: float | None = None

    def allow(self, now: float) -> bool:
        if self.at is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.at) * self.per_second)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
