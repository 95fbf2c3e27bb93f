"""SIGTERM ends a run within a second, whatever it is doing, saving as on any other exit."""

from __future__ import annotations

import os
import signal
import sys
import threading
from typing import Protocol

SIGTERM_GRACE_S = 0.2
"""After SIGTERM the loop has this long to end by itself before the run is cut short."""
CLOSE_GRACE_S = 0.5
"""After SIGTERM, closing (saving settings and autosaves) may take this long at most."""
TERMINATED_EXIT = 128 + signal.SIGTERM
"""The exit status of a run SIGTERM ended (the shell's convention)."""


class Quittable(Protocol):
    """The app, as the signal handling sees it: asked to quit, then closed (saving everything)."""

    def quit(self) -> None: ...

    def close(self) -> None: ...


class Terminated(SystemExit):
    """SIGTERM arrived and the run did not end in time by itself."""


class SigtermStop:
    """SIGTERM (a logout, ``kill``) ends the run within a second, whatever it is doing: the loop
    is asked to quit (then ``close`` saves settings and autosaves as on any exit), and if it is not
    out in ``SIGTERM_GRACE_S`` (still starting, or stuck in a long computation) ``Terminated`` is
    raised where it is and unwinds through the same ``close``. Installed before SDL starts, which
    would otherwise turn SIGTERM into a quit event that a busy loop never reads."""

    def __init__(self) -> None:
        self.app: Quittable | None = None
        """The app to ask to quit, once it exists."""
        self.terminated = False
        if hasattr(signal, "SIGALRM"):  # POSIX; elsewhere the default handling stays
            signal.signal(signal.SIGTERM, self._ask)
            wake_main_thread_on_signals()

    def _ask(self, signum: int, frame: object) -> None:
        self.terminated = True
        if self.app is not None:
            self.app.quit()
        signal.signal(signal.SIGALRM, self._force)
        signal.setitimer(signal.ITIMER_REAL, SIGTERM_GRACE_S)

    def _force(self, signum: int, frame: object) -> None:
        raise Terminated(TERMINATED_EXIT)

    def disarm(self) -> None:
        """The loop is out: let ``close`` finish its saves; after SIGTERM only for
        ``CLOSE_GRACE_S``, then the process ends anyway (a device or driver that hangs on close
        must not keep it alive)."""
        if not hasattr(signal, "setitimer"):
            return
        if self.terminated:
            signal.signal(signal.SIGALRM, lambda signum, frame: self.exit_now())
            signal.setitimer(signal.ITIMER_REAL, CLOSE_GRACE_S)
        else:
            signal.setitimer(signal.ITIMER_REAL, 0)

    def exit_now(self) -> None:
        """End the process at once with ``TERMINATED_EXIT`` (after ``close`` has saved): the
        interpreter's teardown of every module can take most of a second on a busy machine."""
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(TERMINATED_EXIT)

    def close(self, app: Quittable) -> None:
        """Close ``app`` (it saves settings and autosaves); after SIGTERM end the process at once."""
        self.disarm()
        app.close()
        if self.terminated:
            self.exit_now()  # everything is saved: skip the interpreter's slow teardown


_WAKE: list[int] = []
"""The write end of the wakeup pipe, once it is set up."""


def wake_main_thread_on_signals() -> None:
    """Make a signal caught by another thread reach a busy main thread. CPython (3.11) runs a
    Python handler only when the main thread's evaluation loop is told to look, and a signal the
    kernel hands to another thread (numpy's BLAS, SDL's) does not tell it: a run stuck in a long
    computation ignored SIGTERM in about 1 of 15 tries under load. The C handler writes every
    signal to a pipe (``set_wakeup_fd``); a daemon thread waits on it, and its asking for the
    interpreter lock makes the main thread look. It costs nothing while no signal comes; once per
    process (a second run in the same process, as in tests, keeps the first pipe)."""
    if _WAKE:
        signal.set_wakeup_fd(_WAKE[0])
        return
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    signal.set_wakeup_fd(write_end)
    _WAKE[:] = [write_end]
    threading.Thread(target=_drain, args=(read_end,), daemon=True, name="signal-wake").start()


def _drain(read_end: int) -> None:
    while os.read(read_end, 64):
        pass
