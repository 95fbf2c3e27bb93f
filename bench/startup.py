"""Start-up time: from launching the process to the first drawn menu frame, median of several runs.

    python bench/startup.py [runs]

Each run starts a fresh interpreter that runs ``main.py --headless --frames 1`` with a hook that
notes, right after the first menu frame is drawn, the system-wide monotonic clock, the process's
CPU time and how many modules it has imported, and ends the process there; the parent notes the
same clock just before launching. A first run warms the file cache and writes the bytecode caches (with
``PYTHONDONTWRITEBYTECODE`` cleared, as a player's second launch has them). One more run under
``python -X importtime`` lists the heaviest imports. Headless, so window creation by a real display
server is not included. Target: ≤ 0.3 s wall. On a busy machine read ``cpu_to_menu_median_s``:
the wall time there includes waiting for a core. The last line is ``startup_median_s: <value>``.
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
TARGET_S = 0.3
HEAVIEST = 12
CHILD = """
import os, sys, time
import game.app as app_module
draw = app_module.App.draw
def first_draw(self):
    draw(self)
    if self.frames == 0 and type(self.scenes.top).__name__ == "MenuScene":
        print("first_menu_frame", time.monotonic(), time.process_time(), len(sys.modules), flush=True)
        os._exit(0)  # measured: what follows the first frame (the sounds, the level checks) is not
app_module.App.draw = first_draw
import game.cli
sys.exit(game.cli.main(["--headless", "--frames", "1"]))
"""


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ, TABLETOP_ARCADE_HOME=home, PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's second launch finds its bytecode cached
    for key, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy")):
        env.setdefault(key, value)
    return env


def one_run(home: str) -> tuple[float, float, int]:
    """(seconds to the first menu frame, CPU seconds by then, modules imported by then)."""
    start = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-c", CHILD], cwd=ROOT, env=_env(home), capture_output=True, text=True
    )
    for line in result.stdout.splitlines():
        if line.startswith("first_menu_frame"):
            _, at, cpu, modules = line.split()
            return float(at) - start, float(cpu), int(modules)
    raise RuntimeError(f"no menu frame was drawn:\n{result.stdout}\n{result.stderr}")


def heaviest_imports(home: str) -> list[tuple[int, int, str]]:
    """(self µs, cumulative µs, module) of every import up to the first menu frame, by ``-X
    importtime`` (which slows imports down: compare these with each other, not with the wall)."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", CHILD],
        cwd=ROOT,
        env=_env(home),
        capture_output=True,
        text=True,
    )
    rows = []
    for line in result.stderr.splitlines():
        if line.startswith("import time:") and "|" in line and "self [us]" not in line:
            own, total, name = line.removeprefix("import time:").split("|")
            rows.append((int(own), int(total), name.rstrip()[1:]))  # nested imports stay indented
    return rows


def main(argv: list[str]) -> int:
    runs = int(argv[0]) if argv else RUNS
    with tempfile.TemporaryDirectory() as home:
        one_run(home)  # warm the file cache, write the bytecode and the first settings
        runs_done = [one_run(home) for _ in range(runs)]
        imports = heaviest_imports(home)
    for i, (wall, cpu, modules) in enumerate(runs_done, 1):
        print(f"run {i}: {wall:.3f} s to the first menu frame, {cpu:.3f} s CPU by then, {modules} modules")
    times = [wall for wall, _, _ in runs_done]
    print(f"min {min(times):.3f} s  max {max(times):.3f} s  target <= {TARGET_S} s")
    print(f"modules_imported: {runs_done[0][2]}")
    top_level = sorted((row for row in imports if not row[2].startswith(" ")), key=lambda r: -r[1])
    print("heaviest top-level imports (cumulative ms, under -X importtime):")
    for _, total, name in top_level[:HEAVIEST]:
        print(f"  {total / 1000:7.1f}  {name.strip()}")
    print("heaviest modules by their own time (ms, under -X importtime):")
    for own, _, name in sorted(imports, key=lambda r: -r[0])[:HEAVIEST]:
        print(f"  {own / 1000:7.1f}  {name.strip()}")
    print(f"cpu_to_menu_median_s: {statistics.median(cpu for _, cpu, _ in runs_done):.3f}")
    print(f"startup_median_s: {statistics.median(times):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
