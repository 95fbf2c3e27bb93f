"""Player-visible words in the player's language, through gettext (stdlib).

Every string a player reads goes through ``_`` (or ``ngettext`` when it counts something), with
named placeholders filled after translation: ``_("{player} covers {number}").format(...)``.
Strings defined at import time (labels in module constants) are marked with ``N_`` so the catalog
extractor (``tools/extract_messages.py``) finds them, and translated with ``_`` where they are drawn.

Catalogs are the ``.po`` files in ``assets/locale/<dir>/LC_MESSAGES/arcade.po``, read at run time by
``game.po`` (no compile step, so a clean checkout and ``pip install .`` need nothing extra).
``set_language`` switches at once; screens re-read their words through ``listen`` callbacks (the
app rebuilds every scene's layout, as on a resize).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gettext
import logging
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from game import door, po
from game.marker import N_ as N_
from game.paths import ASSETS_DIR

LOCALE_DIR = ASSETS_DIR / "locale"
DOMAIN = "arcade"
ENGLISH = "en"
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "zh-Hant": "繁體中文", "vi": "Tiếng Việt"}
"""Every language the game speaks, by its code (``--lang``), named in that language itself."""
FOLDERS = {"en": "en", "de": "de", "zh-Hant": "zh_Hant", "vi": "vi"}
"""The catalog folder under ``assets/locale/`` for each code (gettext names use underscores)."""

log = logging.getLogger(__name__)

_active: gettext.NullTranslations = gettext.NullTranslations()
_language = ENGLISH
_listeners: list[Callable[[str], None]] = []


def install(translations: gettext.NullTranslations) -> None:
    """Make ``translations`` the catalog every later ``_`` and ``ngettext`` call reads."""
    global _active
    _active = translations


def _(message: str) -> str:
    """``message`` in the active language."""
    return _active.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted phrase for ``count`` in the active language ("1 shape", "2 shapes")."""
    return _active.ngettext(singular, plural, count)


def language() -> str:
    """The active language's code: one of ``LANGUAGES`` (``"en"``, ``"de"``, ``"zh-Hant"``, ``"vi"``)."""
    return _language


def catalog_path(code: str):
    return LOCALE_DIR / FOLDERS[code] / "LC_MESSAGES" / f"{DOMAIN}.po"


def normalise(code: str) -> str:
    """The supported code meant by ``code`` (``zh_Hant``, ``ZH-HANT``, ``de_DE`` …), or ValueError."""
    text = code.strip().replace("_", "-")
    for known in LANGUAGES:
        if text.lower() == known.lower():
            return known
    lowered = text.lower()
    if lowered in ("zh-tw", "zh-hk", "zh-mo") or lowered.startswith("zh-hant"):
        return "zh-Hant"
    base = lowered.split("-")[0].split(".")[0]
    if base in ("en", "de", "vi"):
        return base
    raise ValueError(f"unknown language {code!r}; choose from {', '.join(LANGUAGES)}")


def argument(text: str) -> str:
    """``--lang``'s value: a supported code, or argparse's error (exit status 2) naming the choices."""
    try:
        return normalise(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def system_language(environ: dict[str, str] | None = None) -> str:
    """The system locale's language if the game speaks it, else English (the first-start default)."""
    env = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in env.get(key, "").split(":"):
            name = part.split(".")[0].split("@")[0]
            if not name or name in ("C", "POSIX"):
                continue
            try:
                return normalise(name)
            except ValueError:
                continue
    return ENGLISH


_LOADED: dict[str, tuple[tuple[str, int, int], tuple[gettext.NullTranslations, str | None]]] = {}
"""Language -> (its file's path, modification time and size; what ``load_catalog`` made of it)."""


def load_catalog(code: str) -> tuple[gettext.NullTranslations, str | None]:
    """The catalog of ``code`` through the door (a regular, bounded, UTF-8 file) and what could not
    be used of it: a file that cannot be read or parsed gives English (the source) for every
    word, an entry whose placeholders differ gives English for that entry alone. Kept while the
    file is unchanged: parsing a catalog takes 50-100 ms, and tests switch languages often."""
    if code == ENGLISH:
        return gettext.NullTranslations(), None
    path = catalog_path(code)
    try:
        stat = path.stat()
    except OSError:
        return _parsed(path)
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    kept = _LOADED.get(code)
    if kept is None or kept[0] != key:
        kept = _LOADED[code] = key, _parsed(path)
    return kept[1]


def _parsed(path: Path) -> tuple[gettext.NullTranslations, str | None]:
    shown = path.relative_to(LOCALE_DIR).as_posix()
    try:
        catalog = po.Catalog(po.parse(door.read_text(path), shown), shown)
    except (OSError, ValueError) as error:  # missing, refused by the door, a line po cannot read
        return gettext.NullTranslations(), f"{shown}: {error}"
    if not catalog.problems:
        return catalog, None
    more = f" (and {len(catalog.problems) - 1} more)" if len(catalog.problems) > 1 else ""
    return catalog, f"{shown}: {catalog.problems[0]}{more}"


def set_language(code: str) -> str | None:
    """Speak ``code`` from now on (English has no catalog: it is the source) and tell the listeners.
    Returns the warning (also logged) when its catalog, or part of it, could not be used and
    English stands in; never raises for a bad catalog."""
    global _language
    code = normalise(code)
    catalog, problem = load_catalog(code)
    install(catalog)
    warning = None
    if problem is not None:
        warning = _(N_("The {language} words could not all be read; English stands in: {problem}")).format(
            language=LANGUAGES[code], problem=problem
        )
        log.warning("%s", warning)
    changed = code != _language
    _language = code
    if changed:
        for listener in list(_listeners):
            listener(code)
    return warning


def listen(callback: Callable[[str], None]) -> Callable[[], None]:
    """Call ``callback(code)`` after each language change; returns the function that stops it."""
    _listeners.append(callback)
    return lambda: _listeners.remove(callback) if callback in _listeners else None


@contextlib.contextmanager
def speaking(code: str) -> Iterator[None]:
    """Words in ``code`` for a moment (a phone in its player's language), then back to the
    table's; listeners are not told (nothing on screen changes). ``""`` keeps the table's."""
    global _active, _language
    if not code:
        yield
        return
    saved = _active, _language
    _language = normalise(code)
    _active = _catalog(_language)
    try:
        yield
    finally:
        _active, _language = saved


@functools.lru_cache(maxsize=len(LANGUAGES))
def _catalog(code: str) -> gettext.NullTranslations:
    """A language's catalog for ``speaking``, read once (a bad file: English, as ``set_language``)."""
    return load_catalog(code)[0]
