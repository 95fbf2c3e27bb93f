"""``--phones`` from the command line, as the outside check runs it: one ``phones:`` line at
start (headless too), 403 without the token, the page with it, and SIGTERM ends the run and its
server within seconds."""

from __future__ import annotations

import signal
import socket
import urllib.error
import urllib.request

import pytest
from phone_browser import Game


def _get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_phones_line_token_and_sigterm():
    game = Game("--game", "fishing", "--players", "4", "--bots", "easy,easy")
    try:
        base = f"http://127.0.0.1:{game.port}"
        assert _get(base + "/") == (403, "")
        assert _get(base + "/?t=" + "x" * 32) == (403, "")
        status, page = _get(game.url)
        assert status == 200 and "<script>" in page and "WebSocket" in page and "cdn" not in page.lower()
        assert len(page.encode()) < 40_000  # small: one request brings the whole page
        game.process.send_signal(signal.SIGTERM)
        assert game.process.wait(timeout=10) == 128 + signal.SIGTERM
        with pytest.raises(OSError), socket.create_connection(("127.0.0.1", game.port), timeout=2):
            pass
    finally:
        out = game.close()
    assert "Traceback" not in out, out


@pytest.mark.parametrize("port", ["-1", "65536", "99999999999"])
def test_a_port_no_network_has_is_refused_with_a_reason(capsys, port):
    from game.app import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--phones", "--phone-port", port])
    assert "--phone-port must be from 0" in capsys.readouterr().err
