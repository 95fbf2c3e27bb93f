"""Every menu entry's scene imports: the registry imports them only when first opened, so this is
where a broken scene module fails at once (in CI), never first at a player's click."""

import pytest

from game.engine.scene import Scene
from game.scenes import registry


@pytest.mark.parametrize("entry", registry.ENTRIES, ids=lambda entry: entry.key)
def test_every_registered_scene_imports(entry):
    assert isinstance(entry.scene_ref, str)  # named, so start-up does not import it
    scene = registry.resolve(entry.scene_ref)
    assert not hasattr(scene, "unavailable"), scene.unavailable  # no level file failed it
    assert callable(scene)
    assert not isinstance(scene, type) or issubclass(scene, Scene)
    if entry.lobby:
        assert hasattr(scene, "resume"), "a table game resumes its autosave"


def test_the_menu_imports_no_game_screen():
    """A fresh interpreter drawing the first menu frame has imported none of the entries' scenes."""
    import subprocess
    import sys

    code = (
        "import sys; from game.app import App, parse_args; app = App(parse_args(['--headless']));"
        "app.to_menu(); app.frame();"
        "from game.scenes import registry;"
        "modules = [e.scene_ref.split(':')[0] for e in registry.ENTRIES];"
        "print(sorted(m for m in modules if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


@pytest.mark.parametrize("entry", [e for e in registry.ENTRIES if e.lobby], ids=lambda entry: entry.key)
def test_a_game_entry_names_its_rules_spec_with_the_same_key_and_title(entry):
    assert isinstance(entry.spec_ref, str)  # named, so start-up does not import the rules
    assert (entry.spec.key, entry.spec.title) == (entry.key, entry.title)
