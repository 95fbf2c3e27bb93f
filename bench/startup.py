"""Start-up time: from launching the process to the first drawn menu frame, median of several runs.

    python bench/startup.py [runs]

Each run starts a fresh interpreter that runs ``main.py --headless --frames 1`` with a hook that
notes the system-wide monotonic clock right after the first menu frame is drawn; the parent notes
the same clock just before launching. Headless, so window creation by a real display server is
not included. Target: ≤ 1.0 s. The last line is ``startup_median_s: <value>``.
"""

from __future__ import annotations

import os
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


def one_run(home: str) -> float:
    env = dict(os.environ, TABLETOP_ARCADE_HOME=home, PYTHONPATH=str(ROOT))
    start = time.monotonic()
    result = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True)
    for line in result.stdout.splitlines():
        if line.startswith("first_menu_frame"):
            return float(line.split()[1]) - start
    raise RuntimeError(f"no menu frame was drawn:\n{result.stdout}\n{result.stderr}")


def main(argv: list[str]) -> int:
    runs = int(argv[0]) if argv else RUNS
    with tempfile.TemporaryDirectory() as home:
        one_run(home)  # warm the file cache and write the first settings, as a second launch would
        times = [one_run(home) for _ in range(runs)]
    for i, t in enumerate(times, 1):
        print(f"run {i}: {t:.3f} s")
    print(f"min {min(times):.3f} s  max {max(times):.3f} s  target <= 1.0 s")
    print(f"startup_median_s: {statistics.median(times):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
