"""Work done once that every screen's layout or every language switch repeated: one parsed
pygame_gui theme shared by the managers of one look, a menu's buttons built once at the size their
labels fit, a language's catalog parsed once while its file is unchanged (issue 48)."""

from __future__ import annotations

import os

import pygame
import pytest
from pygame_gui.elements import UIButton

from game import i18n, po
from game.engine import look, ui

HEADER = 'msgid ""\nmsgstr ""\n"Language: de\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'


def test_managers_of_one_look_share_a_parsed_theme_and_a_screens_own_blocks_stay_its_own(app):
    menu, settings = ui.PointerUIManager((960, 540), None), ui.PointerUIManager((960, 540), None)
    assert menu.get_theme() is settings.get_theme()
    assert ui.PointerUIManager((1280, 720), None).get_theme() is not menu.get_theme(), "sizes scale it"
    look.configure(high_contrast=True)
    try:
        assert ui.PointerUIManager((960, 540), None).get_theme() is not menu.get_theme()
    finally:
        look.configure(high_contrast=False)
    own = {"@only_here": {"misc": {"text_horiz_alignment_padding": "77"}}}
    helped = ui.PointerUIManager((960, 540), None, own)
    assert helped.get_theme() is not menu.get_theme()
    padding = "text_horiz_alignment_padding"
    assert helped.get_theme().get_misc_data(padding, ["@only_here"]) == "77"
    with pytest.raises(LookupError):  # not in the theme the other screens share
        menu.get_theme().get_misc_data(padding, ["@only_here"])


def test_a_shared_theme_refuses_to_be_changed_by_one_screen(app):
    """An element's ``update_theming`` changed its manager's theme: every screen's, now they share it."""
    from pygame_gui.elements import UILabel

    manager = ui.PointerUIManager((960, 540), None)
    label = UILabel(pygame.Rect(0, 0, 100, 30), "x", manager)
    with pytest.raises(RuntimeError, match="shared by every manager"):
        label.update_theming('{"label": {"colours": {"normal_text": "#ff0000"}}}')
    with pytest.raises(RuntimeError, match="shared by every manager"):
        manager.get_theme().load_theme("elsewhere.json")


def test_the_menus_buttons_are_built_once_at_the_size_their_labels_fit(monkeypatch):
    from game.app import App, parse_args

    built = []
    rebuild = UIButton.rebuild
    monkeypatch.setattr(UIButton, "rebuild", lambda self: (built.append(self), rebuild(self))[1])
    app = App(parse_args(["--headless", "--size", "1920x1080", "--seed", "1"]))
    try:
        app.to_menu()
        menu = app.scenes.top
        buttons = menu.buttons.buttons
        assert len(built) == len(buttons) == len(set(built)), "each button built once"
        theme = menu.ui.get_theme()
        fitted = [b for b in buttons if b.font is not theme.get_font(b.combined_element_ids)]
        assert fitted, "at 1080p the theme's size is too tall for nine entries"
        for button in buttons:
            assert button.font.size("Ag")[1] <= button.rect.h - 2 * button.border_width["top"], button.text
    finally:
        app.close()


def test_a_catalog_is_parsed_once_and_again_once_its_file_changes(tmp_path, monkeypatch):
    path = tmp_path / "de" / "LC_MESSAGES" / "arcade.po"
    path.parent.mkdir(parents=True)
    path.write_text(HEADER + 'msgid "Back"\nmsgstr "Zurück"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(i18n, "catalog_path", lambda code: path)
    parsed = []
    parse = po.parse
    monkeypatch.setattr(po, "parse", lambda *args: (parsed.append(args[1:]), parse(*args))[1])
    try:
        for _ in range(3):
            i18n.set_language("de")
            assert i18n._("Back") == "Zurück"
            i18n.set_language("en")
        assert len(parsed) == 1
        path.write_text(HEADER + 'msgid "Back"\nmsgstr "Zurueck"\n', encoding="utf-8")
        later = path.stat().st_mtime_ns + 10**9
        os.utime(path, ns=(later, later))
        i18n.set_language("de")
        assert i18n._("Back") == "Zurueck", "an edited catalog is read again"
        assert len(parsed) == 2
    finally:
        i18n.set_language("en")


def test_a_label_is_measured_once_per_face_until_the_next_game(app, monkeypatch):
    """A seat's state or a trick's markers, fitted to their room at every repaint, measure the same
    words again; spacing them measures each gap's ink. Measured once per face, and the measure
    forgotten when the next game starts (``between_games``), or when the language's face changes."""
    from game import i18n
    from game.engine import between_games, draw, linebreak

    measured = []
    real = linebreak.line_width
    monkeypatch.setattr(linebreak, "line_width", lambda *args: measured.append(args[1]) or real(*args))
    between_games.release()
    first = draw.text_width("Phone 2 wins the trick", 22, bold=True)
    assert [draw.text_width("Phone 2 wins the trick", 22, bold=True) for _ in range(5)] == [first] * 5
    assert len(measured) == 1
    with i18n.speaking("zh-Hant"):  # another face
        draw.text_width("Phone 2 wins the trick", 22, bold=True)
    between_games.release()
    draw.text_width("Phone 2 wins the trick", 22, bold=True)
    assert len(measured) == 3
