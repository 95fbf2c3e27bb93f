"""Player-visible words in the player's language, through gettext (stdlib).

Every string a player reads goes through ``_`` (or ``ngettext`` when it counts something), with
named placeholders filled after translation: ``_("{player} covers {number}").format(...)``.
Strings defined at import time (labels in module constants) are marked with ``N_`` so the catalog
extractor finds them, and translated with ``_`` where they are drawn.

For now the only language is English (``gettext.NullTranslations``); ``install`` swaps in a
catalog for another language at run time.
"""

from __future__ import annotations

import gettext

_active: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def install(translations: gettext.NullTranslations, language: str = "en") -> None:
    """Make ``translations`` (the catalog of ``language``) the one every later ``_`` and
    ``ngettext`` call reads."""
    global _active, _language
    _active, _language = translations, language


def language() -> str:
    """The active language code (``en``, ``de``, ``zh-Hant``, ``vi``): help pages and fonts follow it."""
    return _language


def _(message: str) -> str:
    """``message`` in the active language."""
    return _active.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted phrase for ``count`` in the active language ("1 shape", "2 shapes")."""
    return _active.ngettext(singular, plural, count)


def N_(message: str) -> str:  # noqa: N802 - the conventional gettext marker name
    """Mark ``message`` for the catalog without translating it yet (module-level labels)."""
    return message
