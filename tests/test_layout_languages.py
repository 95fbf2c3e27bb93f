"""Every screen holds its layout in every language (issue 16): German words are long, Chinese lines
short, Vietnamese full of stacked accents. Each screen a player reaches — the menu with three saved
games, saved games, settings, pause, the device panel, every lobby, the solo menu, high scores, the
help of all four games (every page), the game tables mid-play and at their results, and the
first-game guide, step by step — at 1280x720 and 3840x2160, in English, German, Chinese and
Vietnamese, and at 1280x720 with the interface at 150 % (issue 51: the largest words on the smallest
screen). One app per language and size, shared by the screens (``test_layout`` covers English at
every other size)."""

import pygame
import pytest

from bench.screens_frames import finished_entry
from game import i18n
from game.engine import between_games, look
from game.scenes.finden.score_book import ScoreBook
from tests.layout_probe import SIZES, cut_labels, layout_problems
from tests.table_helpers import TABLE_SCENES, table
from tests.test_guide import GAMES as GUIDED
from tests.test_guide import every_mark_fits, settle
from tests.test_i18n_screens import SCREENS as PSEUDO_SCREENS
from tests.test_i18n_screens import drawable, open_screen
from tests.test_layout import FINDEN_CASES, TURN_CASES, check_finden_case, check_turn_case, open_app

LANGUAGES = list(i18n.LANGUAGES)
LARGEST = "720p@150%"
"""The smallest screen with the largest interface size: probed once per screen in every language."""
SPOKEN = [(code, size) for code in LANGUAGES for size in ("720p", "4k", LARGEST)]
TRANSLATED = [(code, size) for code, size in SPOKEN if code != i18n.ENGLISH or size == LARGEST]
"""The tables and the guide in English are ``test_layout``'s and ``test_guide``'s (at more sizes);
at the largest interface size they are here."""
translated = pytest.mark.parametrize("spoken_app", TRANSLATED, indirect=True, ids=lambda p: f"{p[0]}-{p[1]}")
HELP = ("finden.md", "fishing.md", "bingo.md", "garum.md")
SCREENS = (*(name for name in PSEUDO_SCREENS if not name.startswith("help:")), *(f"help:{n}" for n in HELP))


@pytest.fixture(scope="module", params=SPOKEN, ids=lambda p: f"{p[0]}-{p[1]}")
def spoken_app(request):
    """One app per language and size for the whole module, with two high scores to show."""
    code, size = request.param
    screen, _at, percent = size.partition("@")
    app = open_app(SIZES[screen])
    app.settings.for_this_run("language", code)
    i18n.set_language(code)
    if percent:  # for this run only: the settings file other tests read keeps 100 %
        app.settings.for_this_run("interface_size", int(percent.rstrip("%")) / 100)
        look.configure(size=app.settings["interface_size"])
        app.relook()
    book = ScoreBook(app.storage)
    book.add(finished_entry(1, "Ada", 200.0))
    book.add(finished_entry(2, "Bảo", 100.0))
    yield app
    app.close()
    i18n.set_language(i18n.ENGLISH)
    if percent:  # what was fitted at 150 % is dropped, as the app does when the size changes
        look.configure(size=1.0)
        between_games.release()


@pytest.mark.parametrize("name", SCREENS)
def test_every_screen_fits_in_every_language(spoken_app, name):
    scene = open_screen(spoken_app, name)
    pages = range(len(scene.help.pages)) if hasattr(scene, "help") else [None]
    problems = {}
    for page in pages:
        if page is not None:
            scene.show(page)
        found = layout_problems(drawable(scene), spoken_app.size)
        if found:
            problems[page] = found
    assert problems == {}


@translated
@pytest.mark.parametrize("case", list(TURN_CASES))
def test_turn_based_tables_fit_in_every_language(spoken_app, case):
    check_turn_case(spoken_app, case)


@translated
@pytest.mark.parametrize("case", list(FINDEN_CASES))
def test_finden_tables_fit_in_every_language(spoken_app, case):
    check_finden_case(spoken_app, case)


@translated
@pytest.mark.parametrize("game", list(TABLE_SCENES))
def test_the_first_game_guide_fits_in_every_language(spoken_app, game):
    """Every step of the guide on a real table: its box on screen, off its target, nothing cut."""
    _key, scene_type, players = next(g for g in GUIDED if g[0] == game)
    scene = scene_type(spoken_app, table(game, humans=1, players=players))
    spoken_app.scenes.replace(scene)
    scene.start_guide()
    settle(scene)
    assert scene.coach.active
    every_mark_fits(scene, spoken_app.size)


def test_the_probe_finds_a_label_wider_than_its_button():
    import pygame_gui

    pygame.display.init()
    pygame.display.set_mode((64, 64))

    class Cut:
        ui = pygame_gui.UIManager((1280, 720))

        def draw(self, surface):
            self.ui.draw_ui(surface)

    scene = Cut()
    pygame_gui.elements.UIButton(pygame.Rect(10, 10, 120, 40), "Tagesrätsel 2026-12-02 · Weiß 3", scene.ui)
    pygame_gui.elements.UIButton(pygame.Rect(10, 60, 120, 40), "OK", scene.ui)
    cut = cut_labels(scene)
    assert len(cut) == 1 and "Tagesrätsel" in cut[0]
    assert any("Tagesrätsel" in p for p in layout_problems(scene, (1280, 720)))


def test_the_solo_menu_fits_the_daily_puzzle_of_every_board(spoken_app):
    """Today's button names the day's board; the longest board name must fit on any day, not only
    on the day the suite runs (it failed in German on the days of the grey board)."""
    import datetime as dt

    from game.rules.finden.daily import daily_board
    from game.rules.finden.levels import BOARD_NAMES
    from game.scenes.finden.solo.menu import SoloMenuScene

    days = {}
    day = dt.date(2026, 1, 1)
    while len(days) < len(BOARD_NAMES):
        days.setdefault(daily_board(day), day)
        day += dt.timedelta(days=1)
    problems = {}
    for board, day in sorted(days.items()):
        open_screen(spoken_app, "menu")
        spoken_app.scenes.push(SoloMenuScene(spoken_app, today=day))
        found = layout_problems(drawable(spoken_app.scenes.top), spoken_app.size)
        if found:
            problems[board] = found
    assert problems == {}
