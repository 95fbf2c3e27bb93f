"""A raw phone for tests: aiohttp's WebSocket client against a ``PhoneServer`` on loopback, run
from synchronous tests (one asyncio loop per test)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp

TIMEOUT_S = 5.0


class RawPhone:
    """One WebSocket to the server, sending whatever a test tells it (well formed or not)."""

    def __init__(self, session: aiohttp.ClientSession, socket: aiohttp.ClientWebSocketResponse):
        self.session, self.socket = session, socket
        self.seq = 0

    @classmethod
    async def open(cls, port: int, token: str) -> RawPhone:
        session = aiohttp.ClientSession()
        url = f"http://127.0.0.1:{port}/ws?t={token}"
        socket = await session.ws_connect(url, timeout=aiohttp.ClientWSTimeout(ws_close=TIMEOUT_S))
        return cls(session, socket)

    async def say(self, kind: str, **fields: Any) -> None:
        self.seq += 1
        await self.socket.send_str(json.dumps({"type": kind, "seq": self.seq, **fields}))

    async def raw(self, text: str) -> None:
        await self.socket.send_str(text)

    async def hear(self, kind: str | None = None) -> dict[str, Any]:
        """The next message (of ``kind``, skipping others); AssertionError if the socket closed."""
        while True:
            message = await self.socket.receive(timeout=TIMEOUT_S)
            assert message.type == aiohttp.WSMsgType.TEXT, f"socket ended: {message.type} {message.data}"
            data = json.loads(message.data)
            if kind is None or data["type"] == kind:
                return data

    async def hello(self, **fields: Any) -> dict[str, Any]:
        await self.say("hello", **fields)
        welcome = await self.hear("welcome")
        self.seq = welcome["seq"]
        return welcome

    async def close(self) -> None:
        await self.socket.close()
        await self.session.close()


def run(coroutine) -> Any:
    return asyncio.run(coroutine)
