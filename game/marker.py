"""``N_``, the catalog marker: it marks a sentence for the catalog without translating it yet.

A level below ``game.i18n`` (which re-exports it), so that modules ``i18n`` itself uses (the door
that reads its catalogs) can mark their sentences without importing ``i18n`` back.
"""

from __future__ import annotations


def N_(message: str) -> str:  # noqa: N802 - the conventional gettext marker name
    """Mark ``message`` for the catalog without translating it yet (module-level labels)."""
    return message
