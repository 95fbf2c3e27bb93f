"""Settings: defaults, validation, persistence between runs, stepping and change listeners; the
games' own settings registered from their kits."""

import json

import pytest

from game.engine import settings as settings_module
from game.engine.settings import BY_KEY, INSTANT, Setting, Settings, defaults, register, rows
from game.engine.storage import Storage
from game.scenes import registry

registry.register_settings()  # as the app does before it builds the store: 5er Finden's timers


def test_the_required_keys_have_the_documented_defaults(tmp_path):
    s = Settings(Storage(tmp_path))
    assert s.as_dict() == defaults()
    assert s["finden_timer_s"] == 30 and s["finden_auto_timer_s"] == 120
    assert s["fullscreen"] is True and s["vsync"] is True and s["anim_speed"] == 1.0
    assert s["open_hands"] is False and s["finden_assist"] is False
    assert {"master_volume", "effects_volume"} <= set(s)


def test_changes_are_remembered_between_runs(tmp_path):
    Settings(Storage(tmp_path)).set("finden_timer_s", 45)
    first = Settings(Storage(tmp_path))
    first.set("anim_speed", INSTANT)
    first.set("fullscreen", False)
    again = Settings(Storage(tmp_path))
    assert again["finden_timer_s"] == 45 and again["anim_speed"] == 0 and again["fullscreen"] is False


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("finden_timer_s", 5, "between 10 s and 90 s"),
        ("finden_timer_s", 91, "between"),
        ("finden_auto_timer_s", 301, "between Off and 300 s"),
        ("master_volume", 1.5, "between 0 % and 100 %"),
        ("anim_speed", 3, "one of 0.5×, 1×, 2×, 4×, Instant"),
        ("vsync", 1, "on or off"),
        ("finden_timer_s", "30", "must be a number"),
        ("finden_timer_s", True, "must be a number"),
    ],
)
def test_values_out_of_range_are_refused_with_a_sentence(tmp_path, key, value, message):
    s = Settings(Storage(tmp_path))
    with pytest.raises(ValueError, match=message):
        s.set(key, value)
    assert s[key] == BY_KEY[key].default


def test_invalid_stored_values_are_reset_with_a_warning_and_the_rest_kept(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"finden_timer_s": 500, "vsync": False, "future": 1}))
    store = Storage(tmp_path)
    s = Settings(store)
    assert s["finden_timer_s"] == 30 and s["vsync"] is False
    assert len(store.warnings) == 1 and "5er Finden sand timer" in store.warnings[0]


def test_a_corrupt_settings_file_gives_defaults_and_a_warning(tmp_path):
    (tmp_path / "settings.json").write_text("{{{")
    store = Storage(tmp_path)
    assert Settings(store).as_dict() == defaults()
    assert store.warnings and (tmp_path / "settings.corrupt-1.json").exists()


def test_listeners_hear_each_real_change_once(tmp_path):
    s = Settings(Storage(tmp_path))
    heard = []
    s.listen(lambda key, value: heard.append((key, value)))
    s.set("effects_volume", 0.5)
    s.set("effects_volume", 0.5)
    s.set("open_hands", True)
    assert heard == [("effects_volume", 0.5), ("open_hands", True)]


def test_stepping_moves_through_allowed_values_and_stops_at_the_ends(tmp_path):
    s = Settings(Storage(tmp_path))
    assert s.step("anim_speed", 1) == 2.0
    assert s.step("anim_speed", 1) == 4.0
    assert s.step("anim_speed", 1) == INSTANT
    assert s.step("anim_speed", 1) == INSTANT
    assert s.step("finden_timer_s", -1) == 25
    for _ in range(30):
        s.step("finden_timer_s", -1)
    assert s["finden_timer_s"] == 10
    assert s.step("vsync", 1) is False


def test_every_setting_lists_its_values_and_formats_them():
    for setting in rows():
        options = setting.options()
        assert setting.default in options, setting.key
        assert all(setting.validate(v) == v for v in options)
        assert all(setting.format(v) for v in options)
    assert BY_KEY["finden_timer_s"].options()[0] == 10 and BY_KEY["finden_timer_s"].options()[-1] == 90
    assert BY_KEY["finden_auto_timer_s"].options()[-1] == 300
    assert BY_KEY["anim_speed"].options() == (0.5, 1.0, 2.0, 4.0, INSTANT)


def test_with_a_save_delay_changes_are_written_once_things_are_quiet(tmp_path):
    store = Storage(tmp_path)
    s = Settings(store, save_delay=0.5)
    s.set("finden_timer_s", 35)
    s.tick(0.3)
    s.set("finden_timer_s", 40)  # a change restarts the quiet period
    s.tick(0.3)
    assert not (tmp_path / "settings.json").exists()
    s.tick(0.3)
    assert Settings(Storage(tmp_path))["finden_timer_s"] == 40
    s.set("vsync", False)
    s.flush()
    assert Settings(Storage(tmp_path))["vsync"] is False


def test_a_players_saved_game_settings_still_load_from_the_kit_in_their_old_places(tmp_path):
    saved = {"finden_timer_s": 45, "finden_auto_timer_s": 0, "finden_assist": True, "vsync": False}
    (tmp_path / "settings.json").write_text(json.dumps(saved))
    store = Storage(tmp_path)
    s = Settings(store)
    assert {key: s[key] for key in saved} == saved and not store.warnings
    keys = [setting.key for setting in rows()]
    assert keys[keys.index("anim_speed") + 1 : keys.index("open_hands") + 2] == [
        "finden_timer_s", "finden_auto_timer_s", "interface_size", "high_contrast",
        "open_hands", "finden_assist",
    ]  # fmt: skip


def test_the_engine_names_no_games_setting_and_keeps_unregistered_keys_as_they_are(tmp_path, monkeypatch):
    """Before a game's settings are registered its saved values are neither read nor lost."""
    monkeypatch.setattr(settings_module, "BY_KEY", {setting.key: setting for setting in settings_module.SPEC})
    monkeypatch.setattr(settings_module, "_ORDER", [setting.key for setting in settings_module.SPEC])
    assert not any(key.startswith("finden") for key in settings_module.BY_KEY)
    (tmp_path / "settings.json").write_text(json.dumps({"finden_timer_s": 45}))
    s = Settings(Storage(tmp_path))
    s.set("vsync", False)
    assert "finden_timer_s" not in s.as_dict()
    assert json.loads((tmp_path / "settings.json").read_text())["finden_timer_s"] == 45


def test_registering_is_idempotent_and_refuses_a_second_meaning_of_a_key(monkeypatch):
    monkeypatch.setattr(settings_module, "BY_KEY", dict(settings_module.BY_KEY))
    monkeypatch.setattr(settings_module, "_ORDER", list(settings_module._ORDER))
    extra = Setting("extra_s", "Extra", 5, low=0, high=10, after="vsync")
    register(extra)
    register(extra)
    keys = [setting.key for setting in rows()]
    assert keys.count("extra_s") == 1 and keys[keys.index("vsync") + 1] == "extra_s"
    with pytest.raises(ValueError, match="twice"):
        register(Setting("extra_s", "Other", 6, low=0, high=10))


def test_each_setting_is_read_as_its_own_kind(tmp_path):
    s = Settings(Storage(tmp_path))
    assert s.flag("vsync") is True and s.number("master_volume") == 0.8 and s.word("language")
    table = s.table("device_sensitivity")
    assert table == {} and table is not s["device_sensitivity"]
    with pytest.raises(TypeError, match="vsync"):
        s.number("vsync")  # a switch is no number, though Python's bool is an int
    with pytest.raises(TypeError, match="master_volume"):
        s.flag("master_volume")


def test_the_bindings_read_back_as_whole_numbers_and_a_copy(tmp_path):
    s = Settings(Storage(tmp_path))
    s.set("device_bindings", {"keys:wasd": {"peek": [122]}})
    bindings = s.bindings()
    assert bindings == {"keys:wasd": {"peek": [122]}}
    assert all(type(code) is int for codes in bindings["keys:wasd"].values() for code in codes)
    bindings["keys:wasd"]["peek"].append(5)
    assert s.bindings() == {"keys:wasd": {"peek": [122]}}, "a copy: changing it changes no setting"
    for code in (1.5, True):  # a key code is a whole number: a device holding another goes alone
        s.set("device_bindings", {"keys:wasd": {"peek": [code]}, "pad:1": {"peek": [3]}})
        assert s.bindings() == {"pad:1": {"peek": [3]}}
