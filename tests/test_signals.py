"""SIGTERM's wakeup pipe: set up once per process, so runs started again in one process (as
tests do) keep one pipe and one thread. That SIGTERM ends a stuck run is
``test_records.test_sigterm_ends_a_run_stuck_in_a_long_computation``."""

import signal
import threading

import pytest

from game.engine import signals

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGALRM"), reason="POSIX only")


def test_the_wakeup_pipe_is_set_up_once():
    previous = signal.getsignal(signal.SIGTERM)
    try:
        signals.SigtermStop()
        first = signal.set_wakeup_fd(-1)
        signals.SigtermStop()
        assert signal.set_wakeup_fd(-1) == first != -1
        assert sum(t.name == "signal-wake" for t in threading.enumerate()) == 1
    finally:
        signal.signal(signal.SIGTERM, previous)
