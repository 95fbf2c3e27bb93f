"""The languages the player help is written in, and a way to run a test in one of them."""

import contextlib
import gettext

from game import i18n

LANGUAGES = ("en", "de", "zh-Hant", "vi")
TRANSLATED = LANGUAGES[1:]


@contextlib.contextmanager
def speaking(language: str):
    """The help pages and fonts follow ``language`` inside the block (the UI words stay English)."""
    before = i18n.language()
    i18n.install(gettext.NullTranslations(), language)
    try:
        yield
    finally:
        i18n.install(gettext.NullTranslations(), before)
