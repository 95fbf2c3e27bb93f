"""A stand-in for the phones' server in scene tests: what ``PhoneServer.poll`` would hand the
game, put in by the test; what the game sends, kept per phone."""

from __future__ import annotations

import json


class FakeServer:
    """What ``PhoneServer`` hands the game, without sockets: tests put in, phones' answers come out."""

    def __init__(self) -> None:
        self.inbox: list = []
        self.sent: dict[str, list[dict]] = {}
        self.queued: list[tuple[str, dict]] = []
        self.seq: dict[str, int] = {}

    def poll(self):
        out, self.inbox = self.inbox, []
        return out

    def waiting(self) -> bool:
        return bool(self.inbox)

    def send(self, client_id, payload):
        """Kept as a phone reads it (a str payload is already its JSON text)."""
        text = payload if isinstance(payload, str) else json.dumps(payload)
        self.queued.append((client_id, json.loads(text)))

    def flush(self):
        """What was sent reaches the phones only now, as from the real server."""
        for client_id, payload in self.queued:
            self.sent.setdefault(client_id, []).append(payload)
        self.queued = []

    def stop(self):
        pass

    def hello(self, client_id: str, lang: str = "") -> None:
        self.inbox.append(("hello", client_id, {"lang": lang} if lang else {}))

    def say(self, client_id: str, message_type: str, /, **fields) -> None:
        """A message from the phone (its fields may include one named ``kind``: a 5er Finden touch)."""
        self.seq[client_id] = self.seq.get(client_id, 0) + 1
        self.inbox.append(
            ("message", client_id, {"type": message_type, "seq": self.seq[client_id], **fields})
        )

    def last(self, client_id: str, kind: str) -> dict:
        return [m for m in self.sent.get(client_id, []) if m["type"] == kind][-1]
