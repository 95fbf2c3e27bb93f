"""Which address a phone on the same network should open: the machine's likely LAN address."""

from __future__ import annotations

import socket

LOOPBACK = "127.0.0.1"


def lan_address() -> str:
    """The address this machine would use to reach the local network (a UDP socket "connected"
    to a private address sends nothing but makes the system pick its outgoing interface); the
    loopback address when there is no network."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        address = probe.getsockname()[0]
    except OSError:
        return LOOPBACK
    finally:
        probe.close()
    return address if address and not address.startswith("0.") else LOOPBACK
