"""Phones at the table: each player's private hand and controls on their own phone.

``server`` is the HTTP + WebSocket server (aiohttp, its own asyncio loop on a daemon thread):
the session token, message bounds, sequence numbers and rate limits live there, so nothing
unchecked reaches the game. ``game.engine.devices.phone`` is the device backend that turns what
the server lets through into pointers and seat requests on the game's thread. ``views`` writes each
seat's ``view(seat)`` for its phone, and ``desk`` connects a turn-based table to its phones.
"""
