"""``--record`` and ``--replay``: a headless autoplayed game written as a record file replays to its
end and exits 0; a file that cannot be watched exits 2 naming the file and the reason."""

from __future__ import annotations

import json

from game import cli
from game.engine import recent
from game.rules import bingo


def test_a_recorded_game_replays_headless_to_its_end(tmp_path, capsys):
    record, shot = tmp_path / "r.json", tmp_path / "end.png"
    argv = ["--headless", "--game", "bingo", "--autoplay", "--players", "3", "--seed", "7"]
    assert cli.main([*argv, "--record", str(record)]) == 0
    saved = json.loads(record.read_text())
    final = bingo.BingoState.from_record(saved["record"])
    assert final.is_over() and saved["setup"]["game"] == "bingo"
    assert recent.read_file(record) == saved
    capsys.readouterr()
    assert cli.main(["--headless", "--replay", str(record), "--screenshot", str(shot)]) == 0
    assert "frames:" in capsys.readouterr().out
    assert shot.exists() and shot.stat().st_size > 10_000


def test_a_record_that_cannot_be_read_exits_2_naming_file_and_reason(tmp_path, capsys):
    broken = tmp_path / "broken.json"
    broken.write_text('{"setup": ')
    assert cli.main(["--headless", "--replay", str(broken)]) == 2
    err = capsys.readouterr().err
    assert str(broken) in err and "not JSON" in err
    assert cli.main(["--headless", "--replay", str(tmp_path / "missing.json")]) == 2
    assert "No such file" in capsys.readouterr().err
    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({"setup": {"game": "chess"}, "record": {}}))
    assert cli.main(["--headless", "--replay", str(foreign)]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
