"""The menu, settings, pause and help scenes, driven by scripted keys, mouse clicks and pad events."""

import pygame
import pytest

from game.engine import pointers, tween
from game.engine.scene import Scene
from game.scenes import registry
from game.scenes.help import HelpScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.settings import SettingsScene


def labels(scene):
    return [b.text for b in scene.buttons.buttons]


def test_the_menu_lists_continue_every_entry_then_settings_and_quit(drive):
    expected = ["Continue"] + [info.title for info in registry.ENTRIES] + ["Settings", "Quit"]
    assert labels(drive.top) == expected
    assert not drive.top.entries[0].enabled, "nothing saved yet: Continue is dimmed"


def test_saved_games_fold_into_one_continue_entry_so_the_menu_keeps_its_length(app):
    before = len(MenuScene(app).entries)
    for key in ("bingo", "garum", "fishing"):
        app.storage.save_autosave(key, {"setup": {}, "record": {}})
    app.to_menu()
    menu = app.scenes.top
    assert len(menu.entries) == before and menu.entries[0].enabled
    menu.entries[0].action()
    assert labels(app.scenes.top) == ["Fishing", "Trick-Taking Bingo", "Garum", "Back"]


def test_menu_entries_come_from_the_registry(monkeypatch, app):
    real = registry.Entry("real", "Real Game", "Exists.", Scene)
    monkeypatch.setattr(registry, "ENTRIES", (real,))
    menu = MenuScene(app)
    app.scenes.push(menu)
    assert labels(menu) == ["Continue", "Real Game", "Settings", "Quit"]


def test_arrows_and_enter_open_settings_and_escape_closes_it(drive):
    assert labels(drive.top)[drive.top.buttons.focus] == "5er Finden", "focus starts on an enabled entry"
    drive.key(pygame.K_UP)  # Continue (dimmed: nothing saved)
    drive.key(pygame.K_UP)  # wraps to Quit
    drive.key(pygame.K_UP)  # Settings
    assert labels(drive.top)[drive.top.buttons.focus] == "Settings"
    drive.key(pygame.K_RETURN)
    assert drive.stack() == ["MenuScene", "SettingsScene"]
    drive.key(pygame.K_ESCAPE)
    assert drive.stack() == ["MenuScene"]


def test_a_mouse_click_on_settings_opens_it(drive):
    settings_button = drive.top.buttons.buttons[labels(drive.top).index("Settings")]
    drive.click(settings_button.rect.center)
    assert isinstance(drive.top, SettingsScene)


def test_hovering_moves_the_focus_and_a_resting_mouse_does_not_fight_the_keys(drive):
    quit_button = drive.top.buttons.buttons[-1]
    drive.move(quit_button.rect.center)
    assert drive.top.buttons.focus == len(drive.top.buttons.buttons) - 1
    drive.key(pygame.K_UP)
    drive.frames(5)
    assert drive.top.buttons.focus == len(drive.top.buttons.buttons) - 2


def test_arrows_held_by_a_seated_keyboard_player_do_not_move_the_menu(drive):
    hub = drive.app.pointers
    player = hub.pointer("keys:arrows", "keyboard")
    hub.claim(player, 0, (230, 159, 0), "A")
    player.x, player.y = 5, 5  # in a corner, away from the buttons
    focus = drive.top.buttons.focus
    drive.key(pygame.K_DOWN)
    assert player.y > 5 and drive.top.buttons.focus == focus
    hub.unclaim(0)
    drive.key(pygame.K_DOWN)
    assert drive.top.buttons.focus == focus + 1


def test_escape_goes_to_quit_and_a_second_escape_quits(drive):
    drive.key(pygame.K_ESCAPE)
    assert drive.app.running and labels(drive.top)[drive.top.buttons.focus] == "Quit"
    drive.key(pygame.K_ESCAPE)
    assert not drive.app.running


def test_clicking_quit_quits(drive):
    drive.click(drive.top.buttons.buttons[-1].rect.center)
    assert not drive.app.running


def test_a_game_controllers_start_selects_and_back_goes_back(drive):
    drive.top.buttons.set_focus(labels(drive.top).index("Settings"))
    drive.post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_START)
    assert isinstance(drive.top, SettingsScene)
    drive.post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_BACK)
    assert isinstance(drive.top, MenuScene)


def pad_press(drive, pos, button):
    hub = drive.app.pointers
    pad = hub.pointer("pad:7", "gamepad")
    hub.move_to(pad, *pos)
    hub.press(pad, button)
    hub.release(pad, button)
    drive.app.dispatch_pointers(hub.drain())
    drive.frames(2)


def test_a_gamepad_cursor_hovers_and_clicks_menu_buttons(drive):
    settings_button = drive.top.buttons.buttons[labels(drive.top).index("Settings")]
    pad_press(drive, settings_button.rect.center, pointers.PRIMARY)
    assert isinstance(drive.top, SettingsScene)
    pad_press(drive, (5, 5), pointers.SECONDARY)  # B goes back
    assert isinstance(drive.top, MenuScene)
    pad_press(drive, drive.top.buttons.buttons[-1].rect.center, pointers.PRIMARY)
    assert not drive.app.running


def open_settings(drive):
    drive.app.scenes.push(SettingsScene(drive.app))
    drive.frames(1)
    return drive.top


def test_settings_rows_change_with_the_arrow_keys_and_persist(drive):
    scene = open_settings(drive)
    row = [s.key for s in scene.rows].index("finden_timer_s")
    scene.buttons.set_focus(row)
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_LEFT)
    assert drive.app.settings["finden_timer_s"] == 35
    from game.engine.settings import Settings
    from game.engine.storage import Storage

    drive.frames(40)  # the app writes settings once they have been left alone for a moment
    assert Settings(Storage())["finden_timer_s"] == 35


def test_settings_plus_and_toggle_buttons_work_with_the_mouse(drive):
    scene = open_settings(drive)
    plus = next(b for b, (i, d) in scene.steppers.items() if scene.rows[i].key == "anim_speed" and d == 1)
    drive.click(plus.rect.center)
    assert drive.app.settings["anim_speed"] == 2.0 and tween.get_speed() == 2.0
    toggle = next(b for b, (i, d) in scene.steppers.items() if scene.rows[i].key == "open_hands")
    drive.click(toggle.rect.center)
    assert drive.app.settings["open_hands"] is True and toggle.text == "On"


def test_enter_on_a_row_cycles_through_its_values(drive):
    scene = open_settings(drive)
    scene.buttons.set_focus([s.key for s in scene.rows].index("anim_speed"))
    seen = []
    for _ in range(5):
        drive.key(pygame.K_RETURN)
        seen.append(drive.app.settings["anim_speed"])
    assert seen == [2.0, 4.0, 0.0, 0.5, 1.0]


def test_volume_changes_reach_the_audio_at_once(drive):
    scene = open_settings(drive)
    scene.buttons.set_focus([s.key for s in scene.rows].index("master_volume"))
    drive.key(pygame.K_LEFT)
    assert drive.app.audio.master == pytest.approx(0.7)


class FakeGame(Scene):
    pausable = True
    rules = "bingo.md"

    def __init__(self, app, setup=None):
        super().__init__(app)
        self.setup = setup
        self.updates = 0

    def update(self, dt):
        self.updates += 1


def test_escape_in_a_game_opens_pause_which_freezes_it_and_resumes(drive):
    game = FakeGame(drive.app)
    drive.app.scenes.push(game)
    drive.frames(3)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(drive.top, PauseScene)
    frozen = game.updates
    drive.frames(10)
    assert game.updates == frozen
    assert labels(drive.top) == ["Resume", "Settings", "How to play", "Quit to menu"]
    drive.key(pygame.K_ESCAPE)
    assert drive.top is game


def test_pause_leads_to_rules_settings_and_the_menu(drive):
    drive.app.scenes.push(FakeGame(drive.app))
    drive.key(pygame.K_ESCAPE)
    pause = drive.top
    drive.click(pause.buttons.buttons[2].rect.center)
    assert isinstance(drive.top, HelpScene) and drive.top.rules_file == "bingo.md"
    drive.key(pygame.K_ESCAPE)
    drive.click(pause.buttons.buttons[1].rect.center)
    assert isinstance(drive.top, SettingsScene)
    drive.key(pygame.K_ESCAPE)
    drive.click(pause.buttons.buttons[3].rect.center)
    assert drive.stack() == ["MenuScene"]


def test_f1_opens_the_rules_of_the_game_and_closes_them_again(drive):
    drive.app.scenes.push(FakeGame(drive.app))
    drive.key(pygame.K_F1)
    assert isinstance(drive.top, HelpScene)
    drive.key(pygame.K_F1)
    assert isinstance(drive.top, FakeGame)


def test_f1_on_the_menu_shows_the_rules_of_the_focused_game(drive, monkeypatch):
    game = registry.Entry("g", "G", "x", Scene, rules="garum.md")
    monkeypatch.setattr(registry, "ENTRIES", (game,))
    drive.app.to_menu()
    drive.key(pygame.K_F1)
    assert isinstance(drive.top, HelpScene) and drive.top.rules_file == "garum.md"
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_DOWN)  # Settings: no rules
    drive.key(pygame.K_F1)
    assert drive.stack() == ["MenuScene"]


def test_storage_warnings_are_shown_on_the_menu_until_clicked_away(drive):
    menu = drive.top
    assert menu._warnings_rect() is None
    drive.app.storage.warnings.append("settings.json was unreadable; defaults used.")
    drive.frames(1)
    rect = menu._warnings_rect()
    assert rect is not None
    inside = (rect.x + 40, rect.centery)
    assert drive.app.screen.get_at(inside)[:3] != drive.app.screen.get_at((inside[0], rect.y - 40))[:3]
    drive.click(rect.center)
    assert drive.app.storage.warnings == [] and menu._warnings_rect() is None


@pytest.mark.parametrize("overlay", ["settings", "pause"])
def test_an_overlay_redraws_its_buttons_when_the_focus_moves(drive, overlay):
    scene = SettingsScene(drive.app) if overlay == "settings" else PauseScene(drive.app)
    drive.app.scenes.push(scene)
    drive.frames(3)
    buttons = scene.buttons
    second = buttons.buttons[1].rect
    before = drive.app.screen.subsurface(second).copy()
    drive.key(pygame.K_DOWN)
    after = drive.app.screen.subsurface(second)
    assert buttons.focus == 1
    assert before.get_at((5, second.height // 2)) != after.get_at((5, second.height // 2))


def test_a_changed_setting_shows_its_new_value(drive):
    scene = open_settings(drive)
    row = [s.key for s in scene.rows].index("finden_timer_s")
    scene.buttons.set_focus(row)
    drive.frames(2)
    area = scene.value_rects[row]
    before = drive.app.screen.subsurface(area).copy()
    drive.key(pygame.K_RIGHT)
    changed = drive.app.screen.subsurface(area)
    assert any(
        before.get_at((x, y)) != changed.get_at((x, y))
        for x in range(0, area.width, 3)
        for y in range(0, area.height, 3)
    )


def test_random_input_never_breaks_the_shell_scenes(drive, monkeypatch, request):
    """Seeded random keys, clicks and wheel turns over menu, settings, pause and help."""
    import functools
    import random

    from game import i18n

    # the presses may choose another language in Settings: the tests after this one in the same
    # worker still speak the language this one began in (six lobby tests read German otherwise)
    request.addfinalizer(functools.partial(i18n.set_language, i18n.language()))

    monkeypatch.setattr(registry, "ENTRIES", ())
    app = drive.app
    app.to_menu()
    app.scenes.push(FakeGame(app))
    rng = random.Random(11)
    keys = [
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_RETURN,
        pygame.K_ESCAPE,
        pygame.K_F1,
        pygame.K_PAGEDOWN,
        pygame.K_HOME,
    ]
    w, h = app.size
    seen = set()
    for _ in range(150):
        roll = rng.random()
        if roll < 0.5:
            key = rng.choice(keys)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        elif roll < 0.9:
            targets = getattr(app.scenes.top, "buttons", None)
            if targets is not None and rng.random() < 0.6:
                pos = rng.choice(targets.buttons).rect.center  # aim at a button more often than not
            else:
                pos = (rng.randrange(w), rng.randrange(h))
            button = rng.choice((1, 1, 1, 3))
            for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(
                    pygame.event.Event(
                        kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0), button=button, touch=False
                    )
                )
        else:
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEWHEEL,
                    x=0,
                    y=rng.choice((-2, 2)),
                    precise_x=0.0,
                    precise_y=0.0,
                    flipped=False,
                    touch=False,
                )
            )
        drive.frames(1)
        seen.update(type(scene).__name__ for scene in app.scenes)
        if not app.running or len(app.scenes) == 0:
            app.running = True
            app.to_menu()
            app.scenes.push(FakeGame(app))
    assert {"MenuScene", "PauseScene", "SettingsScene", "HelpScene"} <= seen
    assert 0.0 <= app.settings["master_volume"] <= 1.0
    assert 10 <= app.settings["finden_timer_s"] <= 90


def test_a_menu_screen_has_no_buttons_before_it_is_laid_out_and_says_so(app):
    scene = PauseScene(app)
    with pytest.raises(AttributeError, match="before its first resize"):
        scene.buttons.set_focus(1)
    assert scene.focus_or(2) == 2 and scene.gui_regions() == [] and MenuScene(app).rules == ""
    scene.enter()
    assert scene.focus_or(2) == 0 and scene.buttons.buttons
