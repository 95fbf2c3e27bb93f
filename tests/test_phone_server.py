"""The phones' server against hostile clients: a raw WebSocket (aiohttp's client) sends what no
page would, and every case gets a clear answer while the server keeps serving everyone else."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from game.phones import protocol, server
from tests.phone_client import RawPhone, run


@pytest.fixture
def phones():
    serving = server.PhoneServer("<html>page</html>", "127.0.0.1", 0).start()
    yield serving
    serving.stop()


async def _status(url: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status, await response.text()


def test_every_request_without_the_token_is_refused(phones):
    base = f"http://127.0.0.1:{phones.port}"
    old = server.PhoneServer("x", "127.0.0.1", 0)  # another session's token
    old._socket.close()
    for path in ("/", "/?t=", "/?t=wrong", f"/?t={old.token}", "/ws", "/ws?t=nope", "/other", "/favicon.ico"):
        assert run(_status(base + path)) == (403, ""), path
    assert run(_status(f"{base}/?t={phones.token}")) == (200, "<html>page</html>")
    assert run(_status(f"{base}/other?t={phones.token}"))[0] == 404


def test_the_token_has_at_least_128_bits(phones):
    assert len(phones.token) * 6 >= 128


def test_a_hello_makes_a_client_and_its_key_brings_it_back(phones):
    async def play():
        first = await RawPhone.open(phones.port, phones.token)
        welcome = await first.hello(lang="de")
        await first.say("join", seat=1)
        second = await RawPhone.open(phones.port, phones.token)
        again = await second.hello(key=welcome["key"])
        assert again["client"] == welcome["client"] and again["seq"] == 2
        closed = await first.socket.receive(timeout=5)
        assert first.socket.close_code == server.REPLACED, closed
        await second.close()
        await first.close()

    run(play())
    kinds = [(kind, data) for kind, _id, data in phones.poll()]
    assert kinds[0] == ("hello", {"lang": "de", "again": False})
    assert kinds[1][0] == "message" and kinds[1][1]["seat"] == 1
    assert kinds[2] == ("hello", {"again": True})


def _errors_for(phones, texts: list[str], hello: bool = True) -> list[str]:
    async def play():
        phone = await RawPhone.open(phones.port, phones.token)
        if hello:
            await phone.hello()
        codes = []
        for text in texts:
            await phone.raw(text)
            codes.append((await phone.hear("error"))["code"])
        if not hello:
            await phone.hello()
        await phone.say("ping", at=1)  # still served after all that
        assert (await phone.hear("pong"))["seq"] == phone.seq
        await phone.close()
        return codes

    return run(play())


def test_malformed_messages_each_get_a_clear_error(phones):
    texts = [
        "{not json",
        "[1, 2]",
        '"text"',
        json.dumps({"type": "dance", "seq": 5}),
        json.dumps({"type": "act", "seq": 6, "action": {"value": 10**40}}),
        json.dumps({"type": "act", "seq": 7, "x": 1e300}),
        '{"type": "act", "seq": 8, "x": NaN}',
        json.dumps({"type": "act", "seq": 9, "name": "x" * 500}),
        json.dumps({"type": "act", "seq": 10, "deep": [[[[[[[[1]]]]]]]]}),
        json.dumps({"type": "act"}),
        json.dumps({"type": "act", "seq": "1"}),
        json.dumps({"type": "act", "seq": True}),
    ]
    expected = ["bad-json", "bad-json", "bad-json", "unknown-type", "bad-number", "bad-number", "bad-json",
                "too-long", "too-deep", "bad-seq", "bad-seq", "bad-seq"]  # fmt: skip
    assert _errors_for(phones, texts) == expected
    assert not [m for m in phones.poll() if m[0] == "message"]  # nothing reached the game


def test_replayed_and_reordered_messages_are_refused(phones):
    texts = [json.dumps({"type": "hint", "seq": n}) for n in (2, 2, 1, 3)]

    async def play():
        phone = await RawPhone.open(phones.port, phones.token)
        await phone.hello()
        answers = []
        for text in texts:
            await phone.raw(text)
        for _ in range(2):
            answers.append((await phone.hear("error"))["code"])
        await phone.close()
        return answers

    assert run(play()) == ["old-seq", "old-seq"]
    seqs = [data["seq"] for kind, _id, data in phones.poll() if kind == "message"]
    assert seqs == [2, 3]


def test_a_message_before_hello_is_refused(phones):
    assert _errors_for(phones, [json.dumps({"type": "join", "seq": 1})], hello=False) == ["hello-first"]


def test_an_oversized_message_closes_that_socket_only(phones):
    async def play():
        phone = await RawPhone.open(phones.port, phones.token)
        await phone.hello()
        await phone.raw(json.dumps({"type": "ping", "seq": 9, "pad": "x" * (protocol.MAX_MESSAGE_BYTES * 2)}))
        message = await phone.socket.receive(timeout=5)
        assert message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        assert phone.socket.close_code == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
        other = await RawPhone.open(phones.port, phones.token)
        assert (await other.hello())["client"]
        await other.close()
        await phone.close()

    run(play())


def test_a_flood_is_slowed_then_cut_off(phones):
    async def play():
        phone = await RawPhone.open(phones.port, phones.token)
        await phone.hello()
        for _ in range(server.BURST + server.MAX_REFUSED + 50):
            await phone.say("hint")
        codes = []
        while True:
            message = await phone.socket.receive(timeout=5)
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            codes.append(json.loads(message.data).get("code"))
        assert phone.socket.close_code == aiohttp.WSCloseCode.POLICY_VIOLATION
        assert "slow-down" in codes
        await phone.close()

    run(play())
    passed = [m for m in phones.poll() if m[0] == "message"]
    assert server.BURST - 1 <= len(passed) < server.BURST + 20  # the hello took one; it refills a little


def test_too_many_connections_are_turned_away(phones, monkeypatch):
    monkeypatch.setattr(server, "MAX_CONNECTIONS", 2)

    async def play():
        held = [await RawPhone.open(phones.port, phones.token) for _ in range(2)]
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await RawPhone.open(phones.port, phones.token)
        assert refused.value.status == 503
        for phone in held:
            await phone.close()

    run(play())


def test_a_closed_socket_tells_the_game_once(phones):
    async def play():
        phone = await RawPhone.open(phones.port, phones.token)
        await phone.hello()
        await phone.close()
        await asyncio.sleep(0.2)

    run(play())
    assert [kind for kind, _id, _data in phones.poll()] == ["hello", "gone"]


def test_flush_returns_once_the_batch_is_written_to_the_sockets(phones):
    """The game's loop lends the server's thread its time to write what it sends: drawing on, it
    held the interpreter's lock through long C calls while the views waited to leave."""

    async def play():
        phone = await RawPhone.open(phones.port, phones.token)
        welcome = await phone.hello()
        connection = next(iter(phones._connections))
        written, real = [], connection.socket.send_str

        def send_str(text, *args, **kwargs):
            written.append(text)
            return real(text, *args, **kwargs)

        connection.socket.send_str = send_str
        for n in range(5):
            phones.send(welcome["client"], {"type": "view", "n": n})
        phones.flush()  # on this thread, as the game's loop calls it
        assert [json.loads(text)["n"] for text in written] == [0, 1, 2, 3, 4]
        assert [(await phone.hear("view"))["n"] for _ in range(5)] == [0, 1, 2, 3, 4]
        await phone.close()

    run(play())


def test_stop_closes_sockets_and_the_port():
    serving = server.PhoneServer("p", "127.0.0.1", 0).start()

    async def play():
        phone = await RawPhone.open(serving.port, serving.token)
        await phone.hello()
        await asyncio.get_running_loop().run_in_executor(None, serving.stop)
        message = await phone.socket.receive(timeout=5)
        assert message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        await phone.close()
        with pytest.raises(aiohttp.ClientConnectionError):
            await _status(f"http://127.0.0.1:{serving.port}/?t={serving.token}")

    run(play())
    assert not serving._thread.is_alive()


@pytest.mark.parametrize(
    ("written", "more"),
    [({"type": "view", "log": ["ä, \"b\""]}, {"seat": 1, "cards": {}}), ({}, {"seat": None}), ({"a": 1}, {})],
)
def test_a_message_written_in_two_parts_reads_as_one(written, more):
    text = protocol.joined(protocol.write(written), more)
    assert json.loads(text) == {**written, **more}
    assert "ä" in text or "log" not in written  # words as they are, not escaped
