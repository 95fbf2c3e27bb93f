"""Every screen at every size from a 1280x720 laptop to a 4K TV, in a busy state: nothing off
screen, no text over text or over a widget, no text too small for the couch (issue: layout)."""

import pytest

from game.app import App, parse_args
from tests.layout_probe import SIZES, layout_problems


def open_app(size, tmp_home=None):
    app = App(parse_args(["--headless", "--size", f"{size[0]}x{size[1]}", "--seed", "1"]))
    app.to_menu()
    app.loop.start()
    return app


def settle(app, frames=3):
    for _ in range(frames):
        app.frame()


@pytest.fixture(params=list(SIZES), ids=list(SIZES))
def sized_app(request):
    app = open_app(SIZES[request.param])
    yield app
    app.close()


def saved_three_games(app):
    for key in ("fishing", "bingo", "garum"):
        app.storage.save_autosave(key, {"setup": {}, "record": {}})


def test_menu_with_three_saved_games(sized_app):
    saved_three_games(sized_app)
    sized_app.to_menu()
    settle(sized_app)
    assert layout_problems(sized_app.scenes.top, sized_app.size) == []


def test_saved_games_list(sized_app):
    saved_three_games(sized_app)
    sized_app.to_menu()
    sized_app.scenes.top.entries[0].action()
    settle(sized_app)
    assert layout_problems(sized_app.scenes.top, sized_app.size) == []


class Cluttered:
    """A scene that breaks every rule, to show the probe can fail."""

    def draw(self, surface):
        from game.engine import draw

        draw.blit_text(surface, "Round 1 of 8", (10, 10), 30)
        draw.blit_text(surface, "10 cards, trick 10", (40, 12), 30)
        draw.blit_text(surface, "tiny", (100, 200), 6)
        draw.blit_text(surface, "cut off", (1270, 700), 30)


def test_the_probe_finds_overlaps_tiny_text_and_text_off_screen():
    import pygame

    pygame.init()
    problems = layout_problems(Cluttered(), (1280, 720))
    assert any("overlaps" in p for p in problems)
    assert any("'tiny' is 6 px" in p for p in problems)
    assert any("'cut off' leaves the screen" in p for p in problems)
