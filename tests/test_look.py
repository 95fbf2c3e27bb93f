"""Settings for every body (issue 51): the interface size grows the words on every screen at once,
up to a heading's size, and what is measured is what is drawn; high contrast flattens the felt,
outlines panels, whitens words and puts a pattern of its own on each seat's mark."""

import pygame
import pytest

from game.engine import draw, felt, fitting, look, seat_marks
from game.engine.draw import DrawProbe
from game.engine.seats import SEAT_COLOURS
from game.engine.settings import Settings
from game.engine.storage import Storage
from game.scenes import registry
from tests.test_layout import open_app, settle


@pytest.fixture(autouse=True)
def plain_look():
    """Each test starts and ends at 100 % without high contrast (the look is the program's)."""
    pygame.init()
    look.configure(1.0, False, 0)
    yield
    look.configure(1.0, False, 0)


def test_words_grow_by_the_factor_up_to_a_headings_size():
    look.configure(1.5, screen_height=720)
    assert look.text_px(16) == 24
    assert look.text_px(20) == round(look.HEADING_SHARE * 720 + 0.5)  # capped: 30 would be a heading
    assert look.text_px(60) == 60  # a title is not shrunk to the cap
    look.configure(1.0)
    assert look.text_px(16) == 16


def test_what_is_measured_is_what_is_drawn_at_every_size():
    sentence = "Medium bot 2 (Sky) wins the trick"
    widths = {}
    for factor in look.INTERFACE_SIZES:
        look.configure(factor, screen_height=1080)
        drawn = draw.text(sentence, 24)
        assert draw.text_width(sentence, 24) == drawn.get_width()
        assert drawn.get_height() == draw.assets.font(24).get_height()
        widths[factor] = drawn.get_width()
    assert widths[1.0] < widths[1.1] < widths[1.25] < widths[1.5]
    assert widths[1.5] == pytest.approx(1.5 * widths[1.0], rel=0.08)


def test_fitted_words_stay_in_their_room_when_they_grow():
    look.configure(1.5, screen_height=720)
    text, size = fitting.fitted("Tagesrätsel 2026-12-02 · Weiß 3", 20, 200)
    assert draw.text_width(text, size) <= 200


def test_both_settings_are_remembered_and_checked(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path))
    settings = Settings(Storage())
    assert settings["interface_size"] == 1.0 and settings["high_contrast"] is False
    settings.set("interface_size", 1.25)
    settings.set("high_contrast", True)
    assert settings.step("interface_size", 1) == 1.5
    again = Settings(Storage())
    assert again["interface_size"] == 1.5 and again["high_contrast"] is True
    with pytest.raises(ValueError):
        settings.set("interface_size", 2.0)


def test_the_settings_screen_shows_sizes_in_percent():
    from game.engine.settings import BY_KEY

    assert [BY_KEY["interface_size"].format(v) for v in look.INTERFACE_SIZES] == [
        "100 %",
        "110 %",
        "125 %",
        "150 %",
    ]


def _theme_sizes(app) -> dict[str, int]:
    """The font size of each block of the open screen's pygame_gui theme."""
    theme = app.scenes.top.ui.get_theme()
    return {key: int(fonts["en"]["size"]) for key, fonts in theme.ui_element_fonts_info.items()}


def _drawn_sizes(app) -> dict[str, int]:
    probe = DrawProbe(app.size)
    app.scenes.top.draw(probe)
    return {t.text: t.size for t in probe.texts}


def test_a_change_reaches_the_open_screens_at_once(tmp_path, monkeypatch):
    """The menu's pygame_gui theme (its buttons' words, as far as each is tall) and a table's words
    (draw) are bigger the frame after the setting changes, and back when it goes back: nothing cached
    at the old size is drawn."""
    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path))
    app = open_app((1280, 720))
    try:
        settle(app)
        before, manager = _theme_sizes(app), app.scenes.top.ui
        app.settings.set("interface_size", 1.5)
        settle(app)
        assert app.scenes.top.ui is not manager  # the menu made its widgets again, in the new theme
        after = _theme_sizes(app)
        assert all(after[k] >= before[k] for k in before) and any(after[k] > before[k] for k in before)

        app.start_game(app.default_table(registry.GAMES["fishing"]))
        settle(app, 5)
        big = _drawn_sizes(app)
        app.settings.set("interface_size", 1.0)
        settle(app)
        small = _drawn_sizes(app)
        shared = [t for t in big if t in small]
        assert shared and all(big[t] >= small[t] for t in shared)
        assert any(big[t] > small[t] for t in shared)
    finally:
        app.close()


def _colours(surface: pygame.Surface) -> set:
    w, h = surface.get_size()
    return {surface.get_at((x, y))[:3] for x in range(0, w, 7) for y in range(0, min(h, 60), 7)}


def test_high_contrast_felt_is_one_plain_colour():
    assert len(_colours(felt.felt((320, 180)))) > 10  # the lit cloth with its grain
    look.configure(high_contrast=True)
    assert _colours(felt.felt((320, 180))) == {felt.FELT}


def _ink(colour, radius=24, hollow=False) -> pygame.mask.Mask:
    """Where a seat's high-contrast mark is not its colour inside its outline: its pattern."""
    mark = seat_marks.seat_mark(colour, radius, hollow)
    inside = pygame.Surface(mark.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(inside, (255, 255, 255), (radius, radius), round(radius * 0.75))
    plain = pygame.mask.from_threshold(mark, (*colour, 255), (1, 1, 1, 255))
    plain.invert()
    return plain.overlap_mask(pygame.mask.from_surface(inside), (0, 0))


def test_every_seat_mark_wears_its_own_pattern_in_high_contrast():
    """Seats differ by more than hue: the ink of no two seat colours' marks lies in the same places,
    so two colours a player cannot tell apart still differ; without high contrast, a plain disc."""
    inks = [_ink(colour) for colour in SEAT_COLOURS]
    assert len({seat_marks.pattern_of(colour) for colour in SEAT_COLOURS}) == len(SEAT_COLOURS)
    for i, a in enumerate(inks):
        for b in inks[i + 1 :]:
            same = a.overlap_area(b, (0, 0))
            assert same < 0.8 * max(a.count(), b.count())
    surface = pygame.Surface((60, 60))
    seat_marks.draw_seat_mark(surface, SEAT_COLOURS[4], (30, 30), 24)
    assert len(_colours(surface) - {(0, 0, 0)}) == 1
    look.configure(high_contrast=True)
    seat_marks.draw_seat_mark(surface, SEAT_COLOURS[4], (30, 30), 24)
    assert len(_colours(surface) - {(0, 0, 0)}) > 1


def test_a_small_hollow_mark_keeps_its_band_plain_for_the_initial():
    """A token with an initial written in it (Garum's seat rows, 10 px at 720p) has no room for a
    pattern round its initial: stripes 3 px apart behind a digit were noise. The initial tells the
    seats apart there; a hollow mark wide enough for a band of pattern keeps it."""
    for colour in SEAT_COLOURS:
        assert _ink(colour, 10, hollow=True).count() == 0
        assert _ink(colour, 24, hollow=True).count() > 0


def test_high_contrast_outlines_panels_and_whitens_words():
    surface = pygame.Surface((200, 120))

    def edge_after_drawing() -> tuple:
        surface.fill((0, 0, 0))
        draw.draw_panel(surface, pygame.Rect(20, 20, 160, 80), (*draw.FELT_DARK, 255), 16, shadow_blur=0)
        return tuple(surface.get_at((100, 21))[:3])

    assert edge_after_drawing() == draw.FELT_DARK
    look.configure(high_contrast=True)
    assert edge_after_drawing() == draw.HIGH_CONTRAST_OUTLINE
    assert min(draw.contrasted(draw.TEXT_DIM)) > max(draw.TEXT_DIM) - 5  # the dim grey goes light
    assert max(draw.contrasted(draw.INK)) < min(draw.INK)  # the ink on cards goes darker
    assert draw.contrasted(draw.ACCENT) == draw.ACCENT  # a colour that means something keeps its hue


def test_high_contrast_reaches_the_menu_at_once(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path))
    app = open_app((640, 360))
    try:
        settle(app)
        app.settings.set("high_contrast", True)
        settle(app)
        app.draw()
        corner = app.screen.subsurface((0, 0, 640, 8))
        assert _colours(corner) == {felt.FELT}
    finally:
        app.close()


def test_stacked_lines_keep_their_places_until_grown_words_need_more():
    lines = [(0, 30, True), (44, 22, False), (76, 20, False)]
    assert fitting.stacked(lines, 120) == [(0, 30), (44, 22), (76, 20)]  # as designed
    look.configure(1.5, screen_height=720)
    placed = fitting.stacked(lines, 110, smallest=12)
    bottoms = [
        top + draw.text("Ag", size, bold=bold).get_height()
        for (top, size), (_t, _s, bold) in zip(placed, lines, strict=True)
    ]
    assert all(placed[k + 1][0] >= bottoms[k] for k in range(2)) and bottoms[-1] <= 110
    assert placed != [(0, 30), (44, 22), (76, 20)]  # grown: moved or smaller


def test_words_in_a_box_shrink_back_to_fit_it_but_not_under_the_floor():
    look.configure(1.5, screen_height=720)
    words = "Drag five cells · right button erases. Flip the timer: T, pad Y or FLIP. Hint: H or ?"
    size = fitting.fitting_block(words, 20, 260, 90, smallest=12)
    block = draw.text(words, size, wrap=260)
    assert block.get_height() <= 90 and block.get_width() <= 260 and look.text_px(size) >= 12
    assert look.text_px(fitting.fitting_block(words, 20, 60, 20, smallest=12)) >= 12  # no room: the floor
    assert draw.text("Ag", fitting.fitting_height(30, 30)).get_height() <= 30


def test_a_button_sets_a_long_grown_label_a_size_smaller(tmp_path, monkeypatch):
    """pygame_gui cuts a label wider than its button: a grown one is set smaller until it fits."""
    from game.engine import gui_panels, ui

    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path))
    app = open_app((1280, 720))
    try:
        look.configure(1.5)
        manager = ui.PointerUIManager(app.size, app.pointers)
        label = "Offene Karten (alle sehen alle Karten)"
        button = gui_panels.button(pygame.Rect(10, 10, 300, 40), label, manager, "@setting_row")
        assert button.font.size(label)[0] <= gui_panels._label_room(button)
        button.set_text("OK")
        assert button.font.size("OK")[0] <= gui_panels._label_room(button)
        assert button.font.size("Ag")[1] <= 40
    finally:
        app.close()
