"""A bad level file names its file and line or key; the menu shows it and only that game is
unavailable, the rest of the app starts."""

from pathlib import Path

import pytest

from game.rules import levels
from game.rules.finden import levels as finden_boards
from game.rules.fishing import deck as fishing_deck
from game.rules.levels import LevelError, load_toml
from game.scenes import registry

DECK = levels.LEVELS_DIR / "fishing" / "deck.toml"


def test_a_non_utf8_byte_names_the_file_and_line(tmp_path):
    path = tmp_path / "deck.toml"
    path.write_bytes(b'a = 1\nb = "\xff"\n')
    with pytest.raises(LevelError, match=r"deck\.toml: file: it is not UTF-8 text \(the byte 0xff on line 2"):
        load_toml(path)


def test_a_directory_in_place_of_a_file_names_the_file(tmp_path):
    (tmp_path / "grey.toml").mkdir()
    with pytest.raises(LevelError, match=r"grey\.toml: file: it is not a regular file"):
        load_toml(tmp_path / "grey.toml")


@pytest.fixture
def bad_deck(tmp_path, monkeypatch):
    """The Fishing deck file with its trump key renamed: a ``LevelError`` naming that key."""
    broken = tmp_path / "deck.toml"
    broken.write_text(DECK.read_text().replace("trump", "trumpet", 1))
    monkeypatch.setattr(fishing_deck, "load_toml", lambda path: load_toml(broken))
    fishing_deck.load_deck.cache_clear()
    yield
    fishing_deck.load_deck.cache_clear()


def test_level_problem_names_the_file_and_key(bad_deck):
    problem = registry.GAMES["fishing"].problem()
    assert problem is not None and "deck.toml" in problem and "key" in problem
    assert registry.GAMES["garum"].problem() is None and registry.GAMES["finden"].problem() is None


def test_the_menu_shows_the_problem_and_only_that_game_is_unavailable(app, bad_deck):
    from game.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.scenes.replace(menu)
    app.frame()  # drawn first; the level files are checked by its first update
    app.frame()
    assert app.scenes.top is menu
    by_label = {entry.label: entry for entry in menu.entries}
    assert not by_label["Fishing"].enabled and "deck.toml" in by_label["Fishing"].blurb
    assert all(by_label[title].enabled for title in ("5er Finden", "Trick-Taking Bingo", "Garum"))
    assert any("Fishing is unavailable: deck.toml" in note for note in app.storage.warnings)
    assert not menu.buttons.buttons[menu.entries.index(by_label["Fishing"])].is_enabled


def test_a_level_file_that_breaks_a_scene_import_leaves_only_that_game_unavailable(monkeypatch):
    import importlib

    from game.scenes import registry

    def bad_import(name):
        raise LevelError("tiles.toml", "line 3", "valid TOML")

    monkeypatch.setattr(importlib, "import_module", bad_import)
    entry = registry.Entry("garum", "Garum", "", "game.scenes.garum.scene:GarumScene")
    assert entry.problem() is None  # not imported yet: the level files themselves are fine
    assert entry.scene.reason == "tiles.toml: line 3: valid TOML"  # opened: the import failed
    assert entry.problem() == "tiles.toml: line 3: valid TOML"
    monkeypatch.undo()  # the registered entry's own check imports its loader
    assert "tiles" not in str(registry.GAMES["garum"].problem())  # the registered entry is untouched


def test_a_bad_finden_board_makes_finden_and_solo_unavailable(monkeypatch, tmp_path):
    bad = tmp_path / "grey.toml"
    bad.write_bytes(b"rows = [\x80]")
    real = finden_boards.load_toml
    monkeypatch.setattr(
        finden_boards,
        "load_toml",
        lambda path: load_toml(bad) if Path(path).name == "grey.toml" else real(path),
    )
    said = "grey.toml: file: it is not UTF-8 text (the byte 0x80 on line 1)"
    assert said in registry.GAMES["finden"].problem()
    assert "grey.toml" in registry.GAMES["solo"].problem()


def test_starting_a_game_with_a_bad_level_file_from_the_command_line_says_why(app, bad_deck):
    from game.app import parse_args
    from game.cli import first_scene

    with pytest.raises(SystemExit, match="Fishing cannot start: deck.toml"):
        first_scene(app, parse_args(["--headless", "--game", "fishing", "--autoplay"]))


def test_opening_a_game_whose_screens_fail_on_a_bad_level_file_shows_why_in_the_menu(app, monkeypatch):
    """Scenes are imported when first opened: a failure then is no crash but the menu's reason."""
    import importlib

    from game.scenes import registry
    from game.scenes.menu import MenuScene

    real_import = importlib.import_module

    def bad_import(name, package=None):
        if name == "game.scenes.garum.scene":
            raise LevelError("tiles.toml", "line 3", "valid TOML")
        return real_import(name, package)

    scene = "game.scenes.garum.scene:GarumScene"
    entry = registry.Entry("garum", "Garum", "", scene, registry.GAMES["garum"].spec)
    monkeypatch.setattr(registry, "ENTRIES", (entry,))
    monkeypatch.setattr(importlib, "import_module", bad_import)
    app.open_entry(entry)
    app.frame()  # the menu again; its first update checks the level files
    app.frame()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and len(app.scenes) == 1
    garum = next(item for item in menu.entries if item.label == "Garum")
    assert not garum.enabled and "tiles.toml: line 3" in garum.blurb
