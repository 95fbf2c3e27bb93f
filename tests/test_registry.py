"""Every menu entry's scene imports: the registry imports them only when first opened, so this is
where a broken scene module fails at once (in CI), never first at a player's click."""

import json

import pytest

from game.engine.scene import Scene
from game.scenes import registry
from game.scenes.kit import Unavailable


@pytest.mark.parametrize("entry", registry.ENTRIES, ids=lambda entry: entry.key)
def test_every_registered_scene_imports(entry):
    assert isinstance(entry.scene_ref, str)  # named, so start-up does not import it
    scene = registry.resolve(entry.scene_ref)
    assert not isinstance(scene, Unavailable), scene.reason  # no level file failed it
    assert callable(scene)
    assert not isinstance(scene, type) or issubclass(scene, Scene)
    if entry.lobby:
        table = entry.table  # a table game resumes its autosave and says where one stands
        assert callable(table.resume) and callable(table.progress)


def test_the_menu_imports_no_game_screen():
    """A fresh interpreter drawing the first menu frame has imported none of the entries' scenes,
    nor the phones' server while phones are off, nor what only later screens use (TOML for the
    level files, Windows' raw input for its mice, a game's rules: 5er Finden's settings once
    imported its race's rules for a type, 140 ms of start-up)."""
    import subprocess
    import sys

    code = (
        "import sys; from game.app import App, parse_args; app = App(parse_args(['--headless']));"
        "app.to_menu(); app.frame();"
        "from game.scenes import registry;"
        "modules = [e.scene_ref.split(':')[0] for e in registry.ENTRIES] + ['aiohttp', 'game.phones.start'];"
        "modules += ['tomllib', 'game.engine.devices.rawinput'];"
        "modules += [f'game.rules.{kit.key}' for kit in registry.KITS];"
        "print(sorted(m for m in modules if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]", "nor the phones' server, while phones are off (aiohttp: 0.26 s)"


@pytest.mark.parametrize("entry", [e for e in registry.ENTRIES if e.lobby], ids=lambda entry: entry.key)
def test_a_game_entry_names_its_rules_spec_with_the_same_key_and_title(entry):
    assert isinstance(entry.spec_ref, str)  # named, so start-up does not import the rules
    assert (entry.spec.key, entry.spec.title) == (entry.key, entry.title)


HOOKS = ("hint", "viewer", "pictures", "phone", "phone_words", "stats", "high_scores")


@pytest.mark.parametrize("kit", registry.KITS, ids=lambda kit: kit.key)
def test_every_hook_a_kit_names_imports(kit):
    """A kit names its parts as strings (imported on first use): a misspelt one fails here."""
    named = [name for name in HOOKS if getattr(kit, name) is not None]
    assert named, "a game with no hook at all"
    for name in named:
        assert kit.hook(name) is not None, name
    for stats in kit.hook("stats") or ():
        assert stats.title and all(len(figure) == 4 for figure in stats.figures)


def test_the_registry_imports_no_game_but_its_kit():
    """Reading the kits costs start-up nothing of the games: no rules, bots or screens."""
    import subprocess
    import sys

    code = "import json, sys, game.scenes.registry; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    games = {kit.key for kit in registry.KITS}
    loaded = {m for m in json.loads(out) if m.startswith("game.") and set(m.split(".")) & games}
    assert loaded == {f"game.scenes.{game}{part}" for game in games for part in ("", ".kit")}


def test_a_new_game_is_a_package_with_a_kit_and_no_shared_line(tmp_path, monkeypatch):
    """``discovered`` finds every package's ``kit.py`` under the scenes package, in menu order."""
    for name, order in (("zebra", 5), ("aardvark", 50)):
        package = tmp_path / "extra" / name
        package.mkdir(parents=True)
        (package / "__init__.py").write_text("")
        (package / "kit.py").write_text(
            "from game.scenes.kit import Entry, GameKit\n"
            f"KIT = GameKit(Entry({name!r}, {name!r}, '', 'x:y'), order={order})\n"
        )
    (tmp_path / "extra" / "__init__.py").write_text("")
    (tmp_path / "extra" / "no_kit").mkdir()
    monkeypatch.syspath_prepend(str(tmp_path))
    assert [kit.key for kit in registry.discovered("extra")] == ["zebra", "aardvark"]


def test_shared_modules_name_no_game():
    """``tools/house_stats.py`` finds no game name written in shared code (5er Finden's settings
    are its kit's, registered by the app)."""
    from tools import house_stats

    hits = house_stats.game_names_in_shared(house_stats.load(imports=False, shared_only=True))
    assert not hits, hits
