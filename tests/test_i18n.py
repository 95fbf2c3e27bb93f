"""Languages (issue 16): the .po reader, the catalogs against the code, choosing a language.

A catalog fails here when it misses a string the code marks, keeps one the code no longer uses,
leaves one untranslated, or changes a ``{placeholder}``: a translation that drops ``{player}`` would
otherwise raise KeyError on screen, or silently lose the name.
"""

from __future__ import annotations

import re
import string
import sys
from pathlib import Path

import pytest

from game import i18n, po
from game.app import parse_args
from game.engine.settings import BY_KEY, Settings
from game.engine.storage import Storage

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import extract_messages  # noqa: E402

TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.ENGLISH]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language(i18n.ENGLISH)


# -- the reader ---------------------------------------------------------------------------------
SAMPLE = r"""# a header
msgid ""
msgstr ""
"Language: de\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#. a note
msgid "Hello {player}"
msgstr "Hallo "
"{player}"

msgid "{n} shape"
msgid_plural "{n} shapes"
msgstr[0] "{n} Form"
msgstr[1] "{n} Formen"

#, fuzzy
msgid "Old"
msgstr "Alt"

msgid "Say \"hi\"\n"
msgstr "Sag \"hallo\"\n"

msgid "Untranslated"
msgstr ""
"""


def test_the_reader_joins_lines_picks_plurals_and_skips_fuzzy_and_empty_entries():
    catalog = po.Catalog(po.parse(SAMPLE))
    assert catalog.gettext("Hello {player}") == "Hallo {player}"
    assert catalog.ngettext("{n} shape", "{n} shapes", 1) == "{n} Form"
    assert catalog.ngettext("{n} shape", "{n} shapes", 5) == "{n} Formen"
    assert catalog.gettext("Old") == "Old", "a fuzzy entry is not trusted"
    assert catalog.gettext('Say "hi"\n') == 'Sag "hallo"\n'
    assert catalog.gettext("Untranslated") == "Untranslated"
    assert catalog.ngettext("x", "xs", 2) == "xs", "unknown plural falls back to English"


def test_the_reader_names_the_line_it_cannot_read_and_refuses_unknown_plural_formulas():
    with pytest.raises(po.PoError, match=r"f\.po:2"):
        po.parse('msgid "a"\nmsgstrr "b"\n', "f.po")
    bad = 'msgid ""\nmsgstr "Plural-Forms: nplurals=3; plural=n%10==1;\\n"\n'
    with pytest.raises(po.PoError, match="unsupported plural"):
        po.Catalog(po.parse(bad))


# -- the catalogs -------------------------------------------------------------------------------
def fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def marked() -> dict[str, extract_messages.Message]:
    return extract_messages.extract()


def test_the_template_lists_every_marked_string(marked):
    pot = {e.msgid for e in po.parse(extract_messages.POT.read_text(encoding="utf-8")) if e.msgid}
    assert sorted(set(marked) - pot) == [], "run: python tools/extract_messages.py"
    assert sorted(pot - set(marked)) == [], "stale strings: run python tools/extract_messages.py"


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalog_translates_exactly_the_marked_strings_keeping_placeholders(code, marked):
    entries = {e.msgid: e for e in po.parse(i18n.catalog_path(code).read_text(encoding="utf-8"))}
    entries.pop("", None)
    assert sorted(set(marked) - set(entries)) == [], f"{code} misses these"
    assert sorted(set(entries) - set(marked)) == [], f"{code} keeps stale strings"
    problems = []
    for msgid, entry in entries.items():
        plural = fields(entry.plural) if entry.plural else fields(msgid)
        allowed, required = fields(msgid) | plural, fields(msgid) & plural  # "a line" / "{n} lines"
        if not entry.strings or not all(entry.strings.values()) or entry.fuzzy:
            problems.append(f"untranslated: {msgid!r}")
        for text in entry.strings.values():
            if not required <= fields(text) <= allowed:
                problems.append(f"{msgid!r} -> {text!r}: placeholders {fields(text)}, English {allowed}")
    assert problems == []


def test_a_bad_translation_is_caught():
    """The check above can fail: a translation that lost its placeholder."""
    assert fields("Hallo") != fields("Hello {player}")


def test_the_extractor_finds_every_marker_kind(tmp_path):
    source = tmp_path / "m.py"
    source.write_text(
        'a = _("one")\nb = N_("two")\nc = ngettext("{n} x", "{n} xs", 2)\n'
        'raise IllegalMove("{seat} may not")\nd = _(variable)\n'
        'S = GameSpec(key="k", title="Title")\nO = Option("k", "Label", (("v", "Choice"),))\n',
        encoding="utf-8",
    )
    found = extract_messages.extract(tmp_path)
    assert set(found) == {"one", "two", "{n} x", "{seat} may not", "Title", "Label", "Choice"}
    assert found["{n} x"].plural == "{n} xs"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_language_loads_and_speaks_its_words(code):
    i18n.set_language(code)
    assert i18n.language() == code
    assert i18n._("Settings") != "Settings"
    assert "{n}" in i18n.ngettext("{n} mouse", "{n} mice", 3)


def test_german_plurals_and_a_chinese_single_form():
    i18n.set_language("de")
    assert i18n.ngettext("({n} hint)", "({n} hints)", 1).format(n=1) == "(1 Tipp)"
    assert i18n.ngettext("({n} hint)", "({n} hints)", 2).format(n=2) == "(2 Tipps)"
    i18n.set_language("zh-Hant")
    assert i18n.ngettext("({n} hint)", "({n} hints)", 1) == i18n.ngettext("({n} hint)", "({n} hints)", 9)


def test_refusals_from_the_rules_are_translated_before_seats_are_named():
    from game.rules.base import IllegalMove
    from game.scenes.table.words import refusal

    i18n.set_language("de")
    text = refusal(IllegalMove("Not {seat}'s turn yet: waiting for {movers}.", seat=1, movers=2), str)
    assert text == "1 ist noch nicht dran: Wir warten auf 2."


# -- choosing a language ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "zh_TW.UTF-8"}, "zh-Hant"),
        ({"LC_ALL": "vi_VN"}, "vi"),
        ({"LANGUAGE": "fr:de", "LANG": "fr_FR"}, "de"),
        ({"LANG": "zh_CN.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({}, "en"),
    ],
)
def test_the_first_start_follows_the_system_locale_if_the_game_speaks_it(environ, code):
    assert i18n.system_language(environ) == code


def test_a_first_start_stores_the_system_language_and_a_saved_choice_wins(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "vi")
    assert Settings(Storage())["language"] == "vi"
    storage = Storage()
    storage.save_json("settings", {"language": "de"})
    assert Settings(storage)["language"] == "de"


def test_the_language_setting_steps_through_every_language_and_refuses_others():
    settings = Settings(Storage())
    seen = [settings["language"]]
    for _step in range(5):
        seen.append(settings.step("language", 1))
    assert seen[:4] == list(i18n.LANGUAGES) and seen[-1] == "vi"
    assert [BY_KEY["language"].format(code) for code in i18n.LANGUAGES][2] == "繁體中文"
    with pytest.raises(ValueError, match="Language"):
        BY_KEY["language"].validate("klingon")


def test_a_language_change_tells_the_listeners_once():
    heard = []
    stop = i18n.listen(heard.append)
    i18n.set_language("vi")
    i18n.set_language("vi")
    stop()
    i18n.set_language("de")
    assert heard == ["vi"]


@pytest.mark.parametrize(("text", "code"), [("de", "de"), ("zh-Hant", "zh-Hant"), ("zh_hant", "zh-Hant")])
def test_lang_on_the_command_line(text, code):
    assert parse_args(["--lang", text]).lang == code


def test_a_bad_lang_is_a_clear_error_with_status_2(capsys):
    with pytest.raises(SystemExit) as stop:
        parse_args(["--lang", "xx"])
    assert stop.value.code == 2
    assert re.search(r"unknown language 'xx'; choose from en, de, zh-Hant, vi", capsys.readouterr().err)


@pytest.mark.parametrize("code", ["zh-Hant", "vi"])
def test_default_names_keep_different_initials_for_the_cursor_badges(code):
    """German cannot: Grün and Gelb are Bingo's rule colours, named as on the cards (see report)."""
    from game.engine.seats import COLOUR_NAMES

    i18n.set_language(code)
    initials = [i18n._(name)[0] for name in COLOUR_NAMES]
    assert len(set(initials)) == len(initials)


def test_a_language_from_the_command_line_lasts_for_the_run_and_leaves_the_saved_choice(tmp_path):
    storage = Storage(tmp_path)
    storage.save_json("settings", {"language": "vi"})
    settings = Settings(storage)
    settings.for_this_run("language", "de")
    settings.set("anim_speed", 2.0)  # another change writes the file: not the run's language
    assert settings["language"] == "de"
    assert Storage(tmp_path).load_json("settings", {})["language"] == "vi"
    settings.set("language", "zh-Hant")  # chosen in Settings: saved
    assert Storage(tmp_path).load_json("settings", {})["language"] == "zh-Hant"


def test_a_table_from_the_command_line_names_its_people_in_the_language():
    from game.app import App
    from game.scenes import registry

    app = App(parse_args(["--headless", "--lang", "de"]))
    try:
        seats = app.default_table(registry.GAMES["bingo"], players=3).seats
        assert seats[0].name == "Spieler 1" and seats[1].name == "Mittel-Bot 2"  # numbered by seat
    finally:
        app.close()
        i18n.set_language(i18n.ENGLISH)


# -- words said outside the screens' draw calls ---------------------------------------------------
def test_a_storage_warning_reads_in_the_language_the_player_reads_when_it_shows(tmp_path):
    """A corrupt file is found at start, before the language setting is read: the warning keeps its
    English text (logs) and is worded again in whatever language the menu shows it in."""
    from game.engine.notes import note_words

    (tmp_path / "high_scores.json").write_text("{not json")
    store = Storage(tmp_path)
    store.load_json("high_scores", {})
    note = store.warnings[0]
    assert "was unreadable" in note and "high_scores.corrupt-1.json" in note
    i18n.set_language("de")
    german = note_words(note)
    assert "nicht lesbar" in german and "high_scores.corrupt-1.json" in german
    i18n.set_language("zh-Hant")
    assert "無法讀取" in note_words(note)


def test_a_nested_storage_reason_is_worded_too(tmp_path):
    from game.engine.notes import note_words

    (tmp_path / "settings.json").mkdir()  # not a regular file
    store = Storage(tmp_path)
    store.load_json("settings", {})
    i18n.set_language("vi")
    assert "không phải tệp thông thường" in note_words(store.warnings[0])


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_no_display_hint_is_in_the_runs_language_with_the_command_intact(monkeypatch, capsys, code):
    """Printed on the console when no window can open: in ``--lang``'s language, the command as typed."""
    from game import cli, display
    from game.app import App

    def no_display(self):
        raise display.NoDisplay("nothing")

    monkeypatch.setattr(App, "_init_display", no_display)
    assert cli.main(["--windowed", "--lang", code]) == 2
    said = capsys.readouterr().err.strip()
    assert "`python main.py --headless`" in said and "--frames N --screenshot out.png" in said
    assert "No display found" not in said and "\n" not in said


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_every_seat_colours_mark_differs_from_the_others_in_every_language(code):
    """A seat named by its colour shows a mark on its badge, cursor and Garum tokens: German Grün
    and Gelb must not both read "G"."""
    from game.engine.seats import COLOUR_NAMES, HUMAN, SEAT_COLOURS, Seat

    i18n.set_language(code)
    pairs = zip(COLOUR_NAMES, SEAT_COLOURS, strict=True)
    marks = [Seat(HUMAN, i18n._(name), colour).initial for name, colour in pairs]
    assert len(set(marks)) == len(marks), marks
    assert all(0 < len(mark) <= 2 for mark in marks)
    assert Seat(HUMAN, "Ann", SEAT_COLOURS[0]).initial == "A"
    numbered = [Seat(HUMAN, f"{i18n._('Medium bot')} {n}", SEAT_COLOURS[n]).initial for n in (1, 2)]
    assert numbered == ["1", "2"], "bots the command line numbers are told apart by their numbers"
