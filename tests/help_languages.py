"""The languages the player help is written in, and a way to run a test in one of them."""

import contextlib

from game import i18n

LANGUAGES = ("en", "de", "zh-Hant", "vi")
TRANSLATED = LANGUAGES[1:]


@contextlib.contextmanager
def speaking(language: str):
    """The game speaks ``language`` inside the block: its words, help pages and fonts."""
    before = i18n.language()
    i18n.set_language(language)
    try:
        yield
    finally:
        i18n.set_language(before)
