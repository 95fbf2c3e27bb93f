"""The app and the test fake both offer every member of ``AppServices`` (what scenes may use), and
no scene reaches the app behind that interface's back."""

import pathlib
import re

from game.app import App
from game.services import AppServices
from tests.fake_app import FakeApp

ROOT = pathlib.Path(__file__).resolve().parents[1]


def members() -> set[str]:
    names = set(AppServices.__annotations__)
    for name, value in vars(AppServices).items():
        if not name.startswith("_") and (callable(value) or isinstance(value, property)):
            names.add(name)
    return names


def test_the_interface_names_what_scenes_use():
    assert {"size", "scenes", "pointers", "settings", "storage", "audio", "game_seed", "to_menu"} <= members()


def test_app_and_fake_offer_every_member(app):
    fake = FakeApp()
    for name in members():
        assert hasattr(app, name), f"App lacks {name}"
        assert hasattr(fake, name), f"FakeApp lacks {name}"
    assert isinstance(App.time, property) and isinstance(App.alpha, property)


def test_scenes_use_only_the_interface():
    """No ``getattr(app, …)`` fallbacks and no private members of the app in scene code."""
    allowed = members()
    used = {}
    for path in (ROOT / "game" / "scenes").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for name in re.findall(r"\bapp\.([A-Za-z_]+)", text):
            used.setdefault(name, path.name)
    stray = {name: where for name, where in used.items() if name not in allowed}
    assert stray == {}
