"""The doors issue 49 found open, each tried as a hostile tester would: the recent-games store, the
commit journal, one bad device sensitivity, numbers and paths on the command line, a bad Garum
board file. Each is held: the bad part set aside or refused with its reason, the rest going on."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game.engine import draw, recent
from game.engine.settings import Settings
from game.engine.storage import Storage
from game.scenes import recent_games
from game.scenes.recent_games import PREFIX
from game.scenes.scores import HighScoresScene
from tests.fake_app import FakeApp
from tests.table_helpers import finished_record


@pytest.fixture
def alarm():
    signal.signal(signal.SIGALRM, lambda *_: pytest.fail("it hung"))
    signal.alarm(10)
    yield
    signal.alarm(0)


# -- the recent-games store --------------------------------------------------------------------
def _kept() -> dict:
    return {**finished_record("fishing", players=3), "scores": [3, 5, 7], "date": "2026-01-01"}


def _seats(count: int):
    def change(kept: dict) -> None:
        kept["setup"]["seats"] = (kept["setup"]["seats"] * 100)[:count]

    return change


def _name(kept: dict) -> None:
    kept["setup"]["seats"][0]["name"] = "x" * 100_000


def _scores(kept: dict) -> None:
    kept["scores"] = list(range(20_000))


def _no_setup(kept: dict) -> None:
    kept.clear()
    kept["setup"] = None


@pytest.mark.parametrize(
    "change", [_no_setup, _seats(7), _seats(200), _name, _scores], ids=["null", "7", "200", "name", "scores"]
)
def test_a_hostile_kept_game_is_left_out_with_a_copy_and_high_scores_draws(change, alarm):
    pygame.init()
    app = FakeApp()
    good, bad = _kept(), _kept()
    change(bad)
    app.storage.save_json("recent/fishing", [bad, good])
    scene = HighScoresScene(app, PREFIX + "fishing")
    app.scenes.push(scene)
    scene.draw(app.screen)
    assert [entry for entry, _problem in scene.entries] == [good]
    assert any(p.name.startswith("fishing.corrupt-") for p in (app.storage.root / "recent").iterdir())


def test_a_long_row_is_cut_in_a_few_measurements_not_one_per_character(monkeypatch):
    pygame.init()
    measured = []
    real = draw.text

    def counting(text, *args, **kwargs):
        measured.append(len(text))
        return real(text, *args, **kwargs)

    monkeypatch.setattr(draw, "text", counting)
    cut = recent_games.clipped("Ann, " * 20_000, 24, 300)
    assert cut.endswith("…") and 10 < len(cut) < 100 and real(cut, 24, draw.TEXT).get_width() <= 300
    longer = "Ann, " * 20_000
    assert real(longer[: len(cut)] + "…", 24, draw.TEXT).get_width() > 300  # the longest that fits
    assert len(measured) <= 20


# -- the commit journal ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "journal",
    [
        {"writes": {"../x": 1}},
        {"writes": {"/etc/passwd": 1}},
        {"writes": {}, "deletes": ["../settings"]},
        {"writes": {"a": 1}, "deletes": "settings"},
    ],
)
def test_a_journal_naming_a_bad_document_is_set_aside_and_the_start_goes_on(tmp_path, journal):
    (tmp_path / "commit.json").write_text(json.dumps(journal))
    store = Storage(tmp_path)
    store.recover()
    assert not (tmp_path / "commit.json").exists() and not (tmp_path.parent / "x.json").exists()
    assert (tmp_path / "commit.corrupt-1.json").exists() and store.warnings
    assert store.save_json("settings", {"vsync": True})


# -- a table of values: one bad entry goes alone -----------------------------------------------
def test_one_bad_device_sensitivity_drops_that_entry_alone_and_keeps_a_copy(tmp_path):
    original = {"device_sensitivity": {"Mouse A": 1.5, "Mouse B": 99, "Pad": 0.5}, "vsync": False}
    (tmp_path / "settings.json").write_text(json.dumps(original))
    settings = Settings(Storage(tmp_path))
    assert settings["device_sensitivity"] == {"Mouse A": 1.5, "Pad": 0.5} and settings["vsync"] is False
    assert json.loads((tmp_path / "settings.corrupt-1.json").read_text()) == original


# -- the command line --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "argv",
    [
        ["--seed", str(2**63)],
        ["--seed", str(-(2**63) - 1)],
        ["--seed", "1e3"],
        ["--size", "100000x100000"],
        ["--frames", "0"],
        ["--frames", str(10**12)],
    ],
)
def test_numbers_out_of_range_are_refused_where_they_enter(argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        app_module.parse_args(argv)
    assert exit_.value.code == 2
    assert argv[0] in capsys.readouterr().err


def test_the_largest_seed_is_a_seed_a_record_keeps():
    from game.rules.base import SEEDS

    assert app_module.parse_args(["--seed", str(2**63 - 1)]).seed == SEEDS[1]


@pytest.mark.parametrize("kind", ["fifo", "directory"])
def test_record_is_refused_at_once_for_what_is_not_a_regular_file(tmp_path, kind, capsys):
    path = tmp_path / "out.json"
    os.mkfifo(path) if kind == "fifo" else path.mkdir()
    with pytest.raises(SystemExit) as exit_:
        app_module.parse_args(["--record", str(path)])
    assert exit_.value.code == 2 and "not a regular file" in capsys.readouterr().err


def test_a_fifo_put_in_place_of_the_record_later_does_not_block_the_end(tmp_path, capsys, alarm):
    class Game:
        watching = False

        def save_data(self):
            return {"setup": {}, "record": {}}

    path = tmp_path / "out.json"
    os.mkfifo(path)
    recent.write_playing(str(path), [Game()])
    assert "Could not write the record" in capsys.readouterr().err
    regular = tmp_path / "fine.json"
    regular.write_text("old, longer content than the record")
    recent.write_playing(str(regular), [Game()])
    assert json.loads(regular.read_text()) == {"setup": {}, "record": {}}


# -- a bad Garum board file --------------------------------------------------------------------
def test_a_bad_garum_board_leaves_the_other_games_starting(tmp_path):
    """In a fresh interpreter (what a start imports): the board file is swapped for one with a
    stray byte before anything is imported, then the command line's modules load."""
    from game.rules.garum import data

    board = tmp_path / "board.toml"
    board.write_bytes(data.BOARD_FILE.read_bytes() + b"\n# \xff\n")
    script = (
        "from pathlib import Path\n"
        "from game.rules.garum import data\n"
        f"data.BOARD_FILE = Path({str(board)!r})\n"
        "import game.cli\n"
        "from game.scenes import registry\n"
        "print(registry.GAMES['garum'].problem())\n"
        "print(registry.GAMES['fishing'].problem())\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    garum, fishing = done.stdout.splitlines()[-2:]
    assert "board.toml" in garum and "0xff" in garum and fishing == "None"
