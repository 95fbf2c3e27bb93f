"""One door for every file the game reads (issue 49): ``game/door.py``.

The first test lists every place in ``game/`` that opens or reads a file (``open(``, ``read_text``,
``read_bytes``, ``os.open``/``os.read``, ``tomllib``/``json``/``pickle`` loads, gettext's own
catalog loading, pygame's loaders, evdev devices) and fails when one is not the door itself or a
listed exception with its reason (a write, a pipe, a device, bytes the door already read). The
others try the door itself: what it refuses, and that a refusal is a ``Refused`` with the reason.
"""

from __future__ import annotations

import ast
import os
import signal
from pathlib import Path

import pytest

from game import door

GAME = Path(__file__).resolve().parents[1] / "game"

READERS = {"read_text", "read_bytes", "fdopen", "translation", "GNUTranslations", "InputDevice"}
"""Methods and functions that read a file whatever they are called on."""
LOADERS = {"tomllib", "json", "pickle", "marshal", "np", "numpy", "yaml", "shelve"}
"""Modules whose ``load``/``loads``/``open`` read a file (or the text of one)."""
PYGAME_LOADERS = {"load", "load_sized_svg", "load_basic", "load_extended", "Font", "SysFont", "Sound"}

ALLOWED = {
    ("engine/storage.py", "write_atomically", "os.fdopen"): "mkstemp's temporary file: written, not read",
    ("engine/picture_cache.py", "keep", "os.fdopen"): "mkstemp's temporary file: written, not read",
    ("engine/storage.py", "_fsync_dir", "os.open"): "opens a directory only to fsync it: nothing is read",
    ("engine/recent.py", "_write_regular", "os.open"): "--record's file, opened to write only (non-blocking)",
    ("engine/audio.py", "_quiet_stderr", "os.open"): "/dev/null opened to write SDL's chatter into",
    ("engine/audio.py", "_open", "mixer.Sound"): "pygame.mixer.Sound(buffer=...) from samples made in memory",
    ("engine/signals.py", "_drain", "os.read"): "the signal wake-up pipe the game made itself",
    ("engine/assets.py", "_font", "font.Font"): "pygame reads the font from bytes the door gave (io.BytesIO)",
    ("engine/assets.py", "image", "image.load"): "pygame decodes the picture from bytes the door gave",
    ("engine/assets.py", "image", "image.load_sized_svg"): "pygame renders SVG bytes the door gave",
    ("engine/art.py", "_render", "image.load_sized_svg"): "pygame renders SVG text the door gave",
    (
        "engine/devices/evdev_mice.py",
        "open",
        ".InputDevice",
    ): "a mouse is an input device, read as one (evdev)",
    ("phones/protocol.py", "parse", "json.loads"): "a phone's message off the network, not a file: at "
    "most 4 KB, NaN refused, then bounded by protocol._check_value with the phone's error codes",
}
"""(file under game/, function, call) -> why that call is not a file read that needs the door."""


def _name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def file_reads(source: str) -> list[tuple[str, int, str]]:
    """(enclosing function, line, call) of every call in ``source`` that opens or reads a file."""
    found = []

    def visit(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) else function
            if isinstance(child, ast.Call):
                call = _call_kind(child)
                if call:
                    found.append((function, child.lineno, call))
            visit(child, inner)

    visit(ast.parse(source), "<module>")
    return found


def _call_kind(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id if func.id in {"open", *READERS} else ""
    if not isinstance(func, ast.Attribute):
        return ""
    owner = _name(func.value)
    if owner == "door":
        return ""
    if func.attr in READERS:
        return f"{owner}.{func.attr}"
    if func.attr in {"load", "loads", "open"} and owner in LOADERS:
        return f"{owner}.{func.attr}"
    if func.attr in {"open", "read"} and owner in {
        "os",
        "io",
        "codecs",
        "gzip",
        "bz2",
        "lzma",
        "zipfile",
        "tarfile",
    }:
        return f"{owner}.{func.attr}"
    if func.attr == "open" and owner != "self":
        return f"{owner}.open"
    if func.attr in PYGAME_LOADERS and owner in {"image", "font", "mixer", "music", "freetype"}:
        return f"{owner}.{func.attr}"
    return ""


def test_every_file_read_in_the_game_goes_through_the_door():
    bypasses, used = [], set()
    for path in sorted(GAME.rglob("*.py")):
        where = path.relative_to(GAME).as_posix()
        if where == "door.py":
            continue
        for function, line, call in file_reads(path.read_text(encoding="utf-8")):
            if (where, function, call) in ALLOWED:
                used.add((where, function, call))
            else:
                bypasses.append(f"game/{where}:{line} {function}(): {call}")
    assert bypasses == [], "read through game.door instead (or say why not in ALLOWED)"
    assert used == set(ALLOWED), f"ALLOWED names reads that are gone: {set(ALLOWED) - used}"


@pytest.mark.parametrize(
    "source",
    [
        "def f(p):\n    return p.read_text()",
        "def f(p):\n    return open(p).read()",
        "import tomllib\ndef f(p):\n    return tomllib.load(p)",
        "import json\ndef f(p):\n    return json.load(p)",
        "def f(p):\n    with p.open() as file:\n        return file.read()",
        "import gettext\ndef f():\n    return gettext.translation('arcade')",
        "import pygame\ndef f(p):\n    return pygame.image.load(p)",
        "import os\ndef f(p):\n    return os.open(p, os.O_RDONLY)",
    ],
)
def test_the_listing_sees_a_planted_bypass(source):
    assert [call[0] for call in file_reads(source)] == ["f"]


@pytest.fixture
def alarm():
    signal.signal(signal.SIGALRM, lambda *_: pytest.fail("the door hung"))
    signal.alarm(5)
    yield
    signal.alarm(0)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"[" * 100_000, "nested too deeply"),
        (b"[" * 40 + b"]" * 40, "nested too deeply"),
        (b'{"a": NaN}', "not a finite number"),
        (b'{"a": -Infinity}', "not a finite number"),
        (b'{"a": 1e999}', "not a finite number"),
        (b'{"a": "\xff"}', "not UTF-8 text (the byte 0xff on line 1)"),
        (b'{"a": ' + b"1" * 5000 + b"}", "not JSON"),
        (b'{"a": ', "not JSON"),
    ],
)
def test_strict_json_is_refused_with_its_reason(tmp_path, content, reason):
    path = tmp_path / "f.json"
    path.write_bytes(content)
    with pytest.raises(door.Refused, match=reason.replace("(", r"\(").replace(")", r"\)")):
        door.read_json(path)


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "directory", "too-large"])
def test_only_small_regular_files_are_read(tmp_path, alarm, kind):
    path = tmp_path / "f.json"
    {
        "fifo": lambda: os.mkfifo(path),
        "dev-zero": lambda: path.symlink_to("/dev/zero"),
        "directory": lambda: path.mkdir(),
        "too-large": lambda: path.write_bytes(b" " * 2048),
    }[kind]()
    with pytest.raises(door.Refused, match="not a regular file|larger than"):
        door.read_bytes(path, limit=1024)


def test_a_missing_file_is_not_a_refusal(tmp_path):
    with pytest.raises(FileNotFoundError):
        door.read_bytes(tmp_path / "none")


def test_deeply_nested_toml_is_refused(tmp_path):
    path = tmp_path / "level.toml"
    path.write_text("a = " + "[" * 5000 + "]" * 5000)
    with pytest.raises(door.Refused, match="nested too deeply"):
        door.read_toml(path)
