"""A private X server for benchmarks that need a real window (``bench/idle.py``, ``bench/frames.py
--window``): Xvfb on the first free display number, stopped on exit. ``apt-get install xvfb``."""

from __future__ import annotations

import contextlib
import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path


def free_displays() -> Iterator[str]:
    for number in range(90, 140):
        if not Path(f"/tmp/.X{number}-lock").exists() and not Path(f"/tmp/.X11-unix/X{number}").exists():
            yield f":{number}"


def start(size: str) -> tuple[subprocess.Popen, str]:
    """Xvfb on the first display number free now (another bench may take one at the same time:
    then the next)."""
    for number in free_displays():
        server = subprocess.Popen(
            ["Xvfb", number, "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(100):
            if server.poll() is not None:
                break  # taken meanwhile
            if Path(f"/tmp/.X11-unix/X{number[1:]}").exists():
                return server, number
            time.sleep(0.05)
        server.terminate()
        server.wait()
    raise RuntimeError("could not start Xvfb on any display between :90 and :139")


@contextlib.contextmanager
def display(size: str = "1920x1080", use: str | None = None) -> Iterator[str]:
    """The X display to open windows on: ``use`` if given, else a fresh Xvfb of ``size`` (its
    screen, so a window of that size fits). Sets ``DISPLAY`` meanwhile."""
    server = None
    if use is None:
        server, use = start(size)
    old = os.environ.get("DISPLAY")
    os.environ["DISPLAY"] = use
    try:
        yield use
    finally:
        if old is None:
            os.environ.pop("DISPLAY", None)
        else:
            os.environ["DISPLAY"] = old
        if server is not None:
            server.terminate()
            server.wait()
