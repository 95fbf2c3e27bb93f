"""A bad catalog falls back to English (issue 49): a file that cannot be read or parsed gives
English for every word, an entry whose placeholders differ from the English one gives English for
that entry alone; one warning says so, and the game starts. The build check
(``tools/extract_messages.py``) refuses such a catalog before it ships."""

from __future__ import annotations

import os
import signal

import pytest

from game import i18n
from tools import extract_messages

HEADER = 'msgid ""\nmsgstr ""\n"Language: de\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
GOOD = 'msgid "Back"\nmsgstr "Zurück"\n\n'


@pytest.fixture
def catalog(tmp_path, monkeypatch):
    """The German catalog replaced by ``tmp_path/arcade.po``; English again afterwards."""
    path = tmp_path / "de" / "LC_MESSAGES" / "arcade.po"
    path.parent.mkdir(parents=True)
    shipped = i18n.catalog_path
    for code in ("vi", "zh-Hant"):  # the others as shipped, under the same folder
        other = tmp_path / i18n.FOLDERS[code] / "LC_MESSAGES" / "arcade.po"
        other.parent.mkdir(parents=True)
        other.write_bytes(shipped(code).read_bytes())
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(
        i18n, "catalog_path", lambda code: tmp_path / i18n.FOLDERS[code] / "LC_MESSAGES" / "arcade.po"
    )
    signal.signal(signal.SIGALRM, lambda *_: pytest.fail("loading the catalog hung"))
    signal.alarm(5)
    yield path
    signal.alarm(0)
    i18n.set_language("en")


BROKEN = {
    "plural-forms": HEADER.replace("(n != 1)", "n%10==1 ? 0 : 1") + GOOD,
    "stray-line": HEADER + GOOD + "this is not a po line\n",
    "not-utf8": HEADER + GOOD + 'msgid "Menu"\nmsgstr "Men\udcff"\n',
    "bad-escape": HEADER + GOOD + 'msgid "Menu"\nmsgstr "Men\\x"\n',
}


@pytest.mark.parametrize("kind", [*BROKEN, "missing", "directory", "fifo"])
def test_a_catalog_that_cannot_be_read_falls_back_to_english_with_one_warning(catalog, kind):
    if kind in BROKEN:
        catalog.write_bytes(BROKEN[kind].encode("utf-8", "surrogateescape"))
    elif kind == "directory":
        catalog.mkdir()
    elif kind == "fifo":
        os.mkfifo(catalog)
    warning = i18n.set_language("de")
    assert warning is not None and "de/LC_MESSAGES/arcade.po" in warning
    assert i18n.language() == "de" and i18n._("Back") == "Back"


def test_an_entry_whose_placeholders_differ_falls_back_alone(catalog):
    catalog.write_text(
        HEADER
        + GOOD
        + 'msgid "{bot} thinks"\nmsgstr "{bot_de} denkt"\n\n'
        + 'msgid "Round {number}"\nmsgstr "Runde {0}"\n\n'
        + 'msgid "{n} left"\nmsgstr "{n} übrig {"\n\n'
        + 'msgid "{n} card"\nmsgid_plural "{n} cards"\n'
        + 'msgstr[0] "eine Karte"\nmsgstr[1] "{n} Karten {extra}"\n',
        encoding="utf-8",
    )
    warning = i18n.set_language("de")
    assert warning is not None and "and 3 more" in warning
    assert i18n._("Back") == "Zurück"
    assert i18n._("{bot} thinks").format(bot="Ann") == "Ann thinks"
    assert i18n._("Round {number}").format(number=2) == "Round 2"
    assert i18n._("{n} left").format(n=2) == "2 left"
    assert i18n.ngettext("{n} card", "{n} cards", 3).format(n=3) == "3 cards"


def test_a_plural_form_may_leave_the_count_out(catalog):
    catalog.write_text(
        HEADER
        + 'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "eine Karte"\nmsgstr[1] "{n} Karten"\n',
        encoding="utf-8",
    )
    assert i18n.set_language("de") is None
    assert i18n.ngettext("{n} card", "{n} cards", 1).format(n=1) == "eine Karte"


def test_the_app_starts_in_english_with_a_broken_catalog(catalog, tmp_path, monkeypatch):
    from game.app import App, parse_args

    catalog.write_text(BROKEN["stray-line"], encoding="utf-8")
    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path / "home"))
    app = App(parse_args(["--headless", "--size", "960x540", "--lang", "de"]))
    try:
        app.to_menu()
        app.loop.start()
        app.frame()
        assert any("arcade.po" in w for w in app.storage.warnings)
    finally:
        app.close()


def test_the_build_check_refuses_a_catalog_the_game_would_not_use_whole(catalog, monkeypatch, capsys):
    catalog.write_text(HEADER + 'msgid "{bot} thinks"\nmsgstr "{bot_de} denkt"\n', encoding="utf-8")
    problems = extract_messages.catalog_problems()
    assert len(problems) == 1 and "{bot_de}" in problems[0]
    monkeypatch.setattr(extract_messages, "outputs", lambda: {})
    assert extract_messages.main(["--check"]) == 1
    assert "cannot be used as it is" in capsys.readouterr().out


def test_the_shipped_catalogs_are_used_whole():
    assert extract_messages.catalog_problems() == []
