"""The collector walks only what the program made after its first frame: what it built to last
is frozen then (``engine/heap.py``), so a full collection at a table is no frame hitch."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import gc, json, time
from game.app import App, parse_args
app = App(parse_args(["--headless", "--size", "1280x720", "--seed", "1"]))
app.to_menu()
app.frame()
frozen = gc.get_freeze_count()
from game.scenes import registry
app.start_game(app.default_table(registry.GAMES["fishing"], 4, (), autoplay=True))
for _ in range(30):
    app.frame()
print(json.dumps({"frozen": frozen, "walked": len(gc.get_objects())}))
"""


def test_what_the_first_frame_holds_is_frozen(tmp_path):
    env = dict(
        os.environ, TABLETOP_ARCADE_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"
    )
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["frozen"] > 20_000, figures  # the program: fonts, catalogs, screens
    assert figures["walked"] < figures["frozen"] / 5, figures  # a table's own objects only
