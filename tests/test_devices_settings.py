"""Settings tells why several mice cannot be used, and the exact fix."""

import pytest

from game.app import App, parse_args
from game.engine.devices import evdev_mice
from game.scenes.settings import SettingsScene

PROC = 'N: Name="USB Mouse"\nH: Handlers=mouse0 event5\nB: REL=3\n'
REAL_STATUS = evdev_mice.status


@pytest.fixture
def app():
    app = App(parse_args(["--headless"]))
    app.to_menu()
    yield app
    app.close()


def open_settings(app, monkeypatch, readable):
    """Settings on a machine with one mouse whose event file is (not) readable."""
    fake = lambda: REAL_STATUS(PROC, readable=lambda path: readable, has_evdev=True)  # noqa: E731
    monkeypatch.setattr(evdev_mice, "status", fake)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    return scene


def test_settings_shows_the_udev_rule_when_the_mice_cannot_be_read(app, monkeypatch):
    app.settings.set("multimouse", True)
    scene = open_settings(app, monkeypatch, readable=False)
    scene.buttons.set_focus([s.key for s in scene.rows].index("multimouse"))
    app.run(app.frames + 3)
    status = scene.mice.status
    assert not status.ok and "/dev/input/event5" in status.reason
    assert any("udevadm trigger" in fix for fix in status.fixes)


def test_settings_says_nothing_about_mice_while_the_option_is_off(app, monkeypatch):
    scene = open_settings(app, monkeypatch, readable=True)
    app.run(app.frames + 3)
    assert scene.mice.status is None
    app.settings.set("multimouse", True)
    app.run(app.frames + 300)
    assert scene.mice.status is not None and scene.mice.status.reason == "1 mouse ready."
