"""Start-up time: from launching the process to the first drawn menu frame, median of several runs.

    python bench/startup.py [runs]

Each run starts a fresh interpreter that runs ``main.py --headless --frames 1`` with a hook that
notes the system-wide monotonic clock right after the first menu frame is drawn; the parent notes
the same clock just before launching. Headless, so window creation by a real display server is
not included. Target: ≤ 1.0 s. The last line is ``startup_median_s: <value>``.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = 7
CHILD = """
import sys, time
import game.app as app_module
draw = app_module.App.draw
def first_draw(self):
    draw(self)
    if self.frames == 0 and type(self.scenes.top).__name__ == "MenuScene":
        print("first_menu_frame", time.monotonic(), flush=True)
app_module.App.draw = first_draw
sys.exit(app_module.main(["--headless", "--frames", "1"]))
"""


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def one_run(home: str) -> tuple[float, float]:
    """(seconds to the first menu frame, CPU seconds of the whole child process)."""
    env = dict(os.environ, TABLETOP_ARCADE_HOME=home, PYTHONPATH=str(ROOT))
    cpu = _children_cpu()
    start = time.monotonic()
    result = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True)
    cpu = _children_cpu() - cpu
    for line in result.stdout.splitlines():
        if line.startswith("first_menu_frame"):
            return float(line.split()[1]) - start, cpu
    raise RuntimeError(f"no menu frame was drawn:\n{result.stdout}\n{result.stderr}")


def main(argv: list[str]) -> int:
    runs = int(argv[0]) if argv else RUNS
    with tempfile.TemporaryDirectory() as home:
        one_run(home)  # warm the file cache and write the first settings, as a second launch would
        runs_done = [one_run(home) for _ in range(runs)]
    times = [t for t, _ in runs_done]
    for i, (t, cpu) in enumerate(runs_done, 1):
        print(f"run {i}: {t:.3f} s to the first menu frame  (whole process used {cpu:.3f} s of CPU)")
    print(f"min {min(times):.3f} s  max {max(times):.3f} s  target <= 1.0 s")
    cpu = statistics.median(c for _, c in runs_done)
    print(f"cpu_median_s: {cpu:.3f}  (a busy machine adds waiting to the wall time)")
    print(f"startup_median_s: {statistics.median(times):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
