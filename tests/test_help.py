"""Player help: every game has readable pages in player words, and the help screen opens from F1
and Pause and turns pages with mouse, keys and gamepad."""

import re

import pygame
import pytest

from game.engine import assets, pointers
from game.engine.scene import Scene
from game.scenes import help_pictures, registry
from game.scenes.finden import pictures as finden_pictures
from game.scenes.help import HelpScene
from game.scenes.help.pages import load, parse, words
from tests.help_languages import LANGUAGES, TRANSLATED, speaking

GAMES = tuple(kit.entry.rules for kit in registry.KITS)  # every game's help page
FORBIDDEN = {
    "an implementer's note": re.compile(r"\[decision\]", re.I),
    "a hex colour": re.compile(r"#[0-9a-f]{6}\b|#[0-9a-f]{3}\b", re.I),
    "a file path": re.compile(r"\b[\w.-]+/[\w.-]+/|\b\w+\.(md|toml|py|json|svg)\b|`"),
    "this project": re.compile(r"this project|dieses Projekt|本專案|本项目|dự án này", re.I),
    "a seat number": re.compile(r"\bseat \d", re.I),
    "an engine word": re.compile(r"\b(state|record|engine|spec)\b", re.I),
}


def problems(text: str) -> list[str]:
    return [what for what, pattern in FORBIDDEN.items() if pattern.search(text)]


def test_the_word_check_catches_what_the_implementers_specs_contain():
    spec = "Circle (orange #E69F00) [decision]: keep it in levels/finden/grey.toml, as this project does."
    assert set(problems(spec)) == {"an implementer's note", "a hex colour", "a file path", "this project"}
    assert problems("It is not seat 0's turn; the state says so.") == ["a seat number", "an engine word"]
    assert problems("The blue player covers 9 and leads the next trick.") == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", GAMES)
def test_every_player_visible_help_text_is_in_player_words(name, language):
    for text in words(load(name, language)):
        assert not problems(text), f"{language}/{name}: {problems(text)} in {text!r}"


def shape(help_):
    """What a translation keeps from the English: the pages, and each page's pictures in order."""
    return [[block.picture for block in page.pictures] for page in help_.pages]


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("name", (*GAMES, "controls.md"))
def test_every_translation_has_the_english_pages_and_pictures(name, language):
    assert (assets.HELP_DIR / language / name).is_file(), f"{language}/{name} is not written"
    english, translated = load(name, "en"), load(name, language)
    assert shape(translated) == shape(english), f"{language}/{name}: pages or pictures differ"
    assert translated.title or name == "controls.md"
    assert all(page.text_blocks for page in translated.pages), f"{language}/{name}: an empty page"
    titles = [page.title for page in translated.pages]
    assert len(set(titles)) == len(titles), f"{language}/{name}: two pages share a name"
    assert all(block.text for page in translated.pages for block in page.pictures), "a bare picture"
    assert titles != [page.title for page in english.pages], f"{language}/{name} is still English"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_help_names_each_game_as_the_menu_does(language):
    with speaking(language):
        for name in GAMES:
            menu = {entry.name for entry in registry.ENTRIES if entry.rules == name}
            assert load(name).title in menu, (language, name, menu)


def test_a_language_without_its_own_page_reads_the_english_one():
    assert load("garum.md", "xx").pages == load("garum.md", "en").pages


def test_the_engineers_specs_are_not_shipped():
    assert not assets.path("rules").exists()
    shipped = {path.name for path in assets.HELP_DIR.glob("*.md")}
    assert set(GAMES) <= shipped


def test_every_game_in_the_menu_has_a_help_of_five_to_eight_pages_with_pictures():
    named = {entry.rules for entry in registry.ENTRIES if entry.rules}
    assert named and named <= set(GAMES)
    for name in GAMES:
        help_ = load(name)
        assert help_.title and 5 <= len(help_.pages) <= 8, (name, len(help_.pages))
        titles = [page.title for page in help_.pages]
        assert len(set(titles)) == len(titles) and "Controls" in titles
        pictures = [block.picture for page in help_.pages for block in page.pictures]
        assert pictures, f"{name} has no picture"
        for picture in pictures:
            assert picture in help_pictures.pictures(), f"{name} asks for an unknown picture {picture!r}"
            assert all(block.text for page in help_.pages for block in page.pictures), (
                "a picture without caption"
            )


def test_every_picture_draws_something_at_any_size():
    for name in help_pictures.pictures():
        for box in ((300, 200), (900, 700)):
            image = help_pictures.render(name, box)
            assert image.get_width() <= box[0] and image.get_height() <= box[1]
            assert max(image.get_width() / box[0], image.get_height() / box[1]) > 0.9, name
            assert pygame.mask.from_surface(image).count() > image.get_width() * image.get_height() // 10, (
                name
            )


def test_the_finden_example_is_a_real_five_for_its_dice():
    from game.rules.finden import judge

    board, cells, faces = finden_pictures.finden_example()
    verdict = judge(board, cells, faces)
    assert verdict.shape == "T" and verdict.symbols_match


def test_the_format_splits_pages_and_keeps_lists_tables_pictures_and_includes():
    text = (
        "% Game\n\n# One\n\nSome **bold** and\ncontinued.\n\n- item *one*\n1. first\n\n"
        "![a card](picture:bingo-card)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n@include more.md\n"
    )
    help_ = parse(text, include=lambda name: f"# {name}\n\nIncluded.\n")
    assert help_.title == "Game" and [p.title for p in help_.pages] == ["One", "more.md"]
    blocks = help_.pages[0].blocks
    assert [(b.kind, b.text) for b in blocks[:3]] == [
        ("p", "Some bold and continued."),
        ("li", "item one"),
        ("li", "first"),
    ]
    assert blocks[2].marker == "1."
    assert blocks[3].kind == "picture" and blocks[3].picture == "bingo-card" and blocks[3].text == "a card"
    assert blocks[4].rows == [["a", "b"], ["1", "2"]]
    with pytest.raises(ValueError):
        parse("Text before any page.\n")


# -- the screen ------------------------------------------------------------------------------------
class FakeGame(Scene):
    pausable = True
    rules = "garum.md"


def test_f1_in_a_game_opens_its_help_and_f1_closes_it(drive):
    drive.app.scenes.push(FakeGame(drive.app))
    drive.key(pygame.K_F1)
    assert isinstance(drive.top, HelpScene) and drive.top.help.title == "Garum"
    drive.key(pygame.K_F1)
    assert isinstance(drive.top, FakeGame)


def test_pause_how_to_play_opens_the_help_and_esc_goes_back_to_pause(drive):
    drive.app.scenes.push(FakeGame(drive.app))
    drive.key(pygame.K_ESCAPE)
    pause = drive.top
    entry = next(b for b in pause.buttons.buttons if b.text == "How to play")
    drive.click(entry.rect.center)
    assert isinstance(drive.top, HelpScene) and drive.top.rules_file == "garum.md"
    drive.key(pygame.K_ESCAPE)
    assert drive.top is pause


def test_pages_turn_with_keys_buttons_contents_wheel_and_gamepad(drive):
    scene = HelpScene(drive.app, "fishing.md")
    drive.app.scenes.push(scene)
    last = len(scene.help.pages) - 1
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_PAGEDOWN)
    assert scene.page == 2
    drive.key(pygame.K_PAGEUP)
    assert scene.page == 1
    drive.key(pygame.K_END)
    assert scene.page == last and not scene.next_button.is_enabled
    drive.key(pygame.K_RIGHT)
    assert scene.page == last
    drive.key(pygame.K_HOME)
    assert scene.page == 0 and not scene.back_button.is_enabled
    drive.click(scene.next_button.rect.center)
    assert scene.page == 1
    drive.click(scene.back_button.rect.center)
    assert scene.page == 0
    item = scene.contents.item_list[3]["button_element"]
    drive.click(item.rect.center)
    drive.frames(1)  # the list answers the button's press with its own event
    assert scene.page == 3 and scene.contents.get_single_selection() == scene.titles[3]
    drive.click(item.rect.center)  # a second click keeps the page open
    drive.frames(1)
    assert scene.page == 3 and scene.contents.get_single_selection() == scene.titles[3]
    drive.move(scene.area.center)
    drive.post(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False, touch=False)
    assert scene.page == 4
    drive.post(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_DPAD_LEFT, instance_id=0)
    assert scene.page == 3
    pad = pointers.Pointer("pad:0", "gamepad", *scene.area.center)
    shoulder = pointers.PointerEvent(pointers.DOWN, pad, scene.area.center, pointers.ROTATE)
    scene.handle_pointer(shoulder)
    assert scene.page == 4
    scene.show(last)
    scene.handle_pointer(shoulder)
    assert scene.page == 0, "the shoulder buttons go round to the first page"
    drive.click((2, 2))  # outside the panel
    assert drive.stack() == ["MenuScene"]
