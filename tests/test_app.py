"""The app: command line, headless runs with screenshots, the no-display hint, tables, global keys."""

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game import arguments, cli, display
from game.app import App, parse_args
from game.cli import first_scene
from game.engine.scene import Scene
from game.engine.seats import BOT, HUMAN
from game.rules.base import GameSpec
from game.scenes import registry

ROOT = Path(__file__).resolve().parents[1]


def run_main(*args, env_changes=None, timeout=60):
    env = dict(os.environ)
    env.update(env_changes or {})
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
    )


def test_a_headless_run_of_main_saves_a_screenshot_of_the_menu(tmp_path):
    shot = tmp_path / "menu.png"
    result = run_main("--headless", "--frames", "30", "--seed", "5", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert (
        "frames: 30" in result.stdout and "game_time_s: 0.500" in result.stdout and "seed: 5" in result.stdout
    )
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1920, 1080)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1920, 97) for y in range(0, 1080, 89)}
    assert len(colours) > 20  # a drawn menu, not a blank frame
    assert result.stderr == ""


def test_without_a_display_it_prints_a_one_line_hint_and_fails(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["TABLETOP_ARCADE_HOME"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode != 0
    assert result.stderr.strip().count("\n") == 0 and "--headless" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--size", "big"], "WIDTHxHEIGHT"),
        (["--size", "100x100"], "at least"),
        (["--game", "chess"], "unknown game"),
        (["--bots", "easy,godlike"], "bot levels"),
        (["--frames", "0"], "from 1 to"),
    ],
)
def test_bad_command_lines_are_refused_with_a_reason(capsys, argv, message):
    with pytest.raises(SystemExit):
        parse_args(argv)
    assert message in capsys.readouterr().err


def test_the_flags_are_parsed():
    args = parse_args(
        [
            "--windowed",
            "--size",
            "800x600",
            "--seed",
            "9",
            "--game",
            "bingo",
            "--players",
            "4",
            "--bots",
            "easy,hard",
            "--autoplay",
            "--headless",
            "--frames",
            "3",
            "--screenshot",
            "x.png",
        ]
    )
    assert args.size == (800, 600) and args.seed == 9 and args.bots == ["easy", "hard"] and args.frames == 3


def test_the_app_exposes_what_scenes_need(app):
    for name in (
        "size",
        "scenes",
        "pointers",
        "settings",
        "storage",
        "audio",
        "seed",
        "headless",
        "autoplay",
        "time",
        "quit",
        "start_game",
        "open_lobby",
        "to_menu",
        "finish_game",
        "game_seed",
    ):
        assert hasattr(app, name), name
    assert app.size == (960, 540) and app.seed == 1 and app.headless


def test_headless_time_advances_exactly_one_sixtieth_per_frame(drive):
    start = drive.app.time
    drive.frames(60)
    assert drive.app.time - start == pytest.approx(1.0)


def test_game_seeds_start_with_the_run_seed_and_are_reproducible(app):
    first = [app.game_seed() for _ in range(3)]
    again = App(parse_args(["--headless", "--size", "640x480", "--seed", "1"]))
    try:
        assert first[0] == 1 and [again.game_seed() for _ in range(3)] == first
    finally:
        again.close()


def test_closing_the_window_quits_from_any_scene(drive):
    drive.app.scenes.push(FakeGame(drive.app))
    drive.post(pygame.QUIT)
    assert not drive.app.running


def test_f11_toggles_fullscreen_and_remembers_it(drive):
    assert drive.app.fullscreen is False  # --size opens a window
    drive.key(pygame.K_F11)
    assert drive.app.fullscreen is True and drive.app.settings["fullscreen"] is True
    drive.key(pygame.K_F11)
    assert drive.app.fullscreen is False and drive.app.settings["fullscreen"] is False


class FakeGame(Scene):
    pausable = True
    created: list = []

    def __init__(self, app, setup=None):
        super().__init__(app)
        self.setup = setup
        FakeGame.created.append(self)


def fake_spec(key: str, title: str) -> GameSpec:
    return GameSpec(key, title, 3, 5, new_game=lambda players, seed: None)


FAKE = registry.game_entry(fake_spec("fake", "Fake"), "A test game.", FakeGame, "")


@pytest.fixture
def fake_game(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "fake", FAKE)
    FakeGame.created.clear()
    return FAKE


def test_a_default_table_has_one_human_on_the_mouse_then_bots(app, fake_game):
    table = app.default_table(fake_game)
    assert [s.kind for s in table.seats] == [HUMAN, BOT, BOT, BOT]
    assert table.seats[0].pointers == ("mouse",) and table.seed == app.seed


def test_several_humans_of_a_default_table_share_the_mouse_in_turn_but_not_in_a_race(app):
    """``--players 3 --bots easy``: two people at a turn-based table pass the one mouse (it acts for
    whoever is to move); it stayed on Player 1, so Player 2 could lift the curtain but never play.
    In 5er Finden everyone plays at once: the first human keeps it, the others join with devices."""
    fishing = app.default_table(registry.GAMES["fishing"], players=3, bots=["easy"])
    assert [s.kind for s in fishing.seats] == [HUMAN, HUMAN, BOT]
    assert all(seat.pointers == () for seat in fishing.seats)
    app.start_game(fishing)
    scene, mouse = app.scenes.top, app.pointers.pointer("mouse", "mouse")
    while 1 not in scene.state.to_move():
        seat = scene.state.to_move()[0]
        scene.state.apply(seat, scene.state.legal_actions(seat)[0])
    assert scene.acting_seat(mouse) == 1
    finden = app.default_table(registry.GAMES["finden"], players=3, bots=["easy"])
    assert [s.pointers for s in finden.seats] == [("mouse",), (), ()]


def test_every_seat_of_a_default_table_has_its_own_mark(app, fake_game):
    """Names are numbered by seat ("Player 1", "Medium bot 2"), so no two badges, cursors or
    tokens show the same number."""
    for table in (
        app.default_table(fake_game),
        app.default_table(fake_game, players=5, bots=["easy", "hard"]),
        app.default_table(fake_game, autoplay=True),
    ):
        marks = [seat.initial for seat in table.seats]
        assert len(set(marks)) == len(marks), marks


def test_players_and_bots_flags_shape_the_table(app, fake_game):
    table = app.default_table(fake_game, players=5, bots=["easy", "hard"])
    assert [s.kind for s in table.seats] == [HUMAN] * 3 + [BOT] * 2
    assert [s.level for s in table.seats[3:]] == ["easy", "hard"]
    table = app.default_table(fake_game, players=9, autoplay=True)
    assert len(table.seats) == 5 and all(s.is_bot for s in table.seats)
    assert len(app.default_table(fake_game, players=1).seats) == 3


def test_start_game_replaces_the_top_and_seats_the_mouse(app, fake_game):
    app.start_game(app.default_table(fake_game))
    game = app.scenes.top
    assert isinstance(game, FakeGame) and len(app.scenes) == 1
    assert app.pointers.pointers["mouse"].seat == 0


def test_a_new_game_starts_without_the_renders_of_the_last(app, fake_game):
    """Memory holds flat over a session: the rotated cards, panels and laid-out lines a game
    rendered are let go when the next game starts (``between_games``; ``bench/soak.py``)."""
    from game.engine import assets, draw, linebreak
    from game.rules.cards import Card
    from game.scenes.widgets import cards

    cards.card_image(Card("blue", 3), 80, angle=17)
    draw.panel((123, 45), (1, 2, 3))
    linebreak.line_width(assets.font(20), "4 tiles", assets.font(160))
    filled = (cards.card_image, draw.panel, linebreak._pieces)
    assert all(cache.cache_info().currsize for cache in filled)
    app.start_game(app.default_table(fake_game))
    assert [cache.cache_info().currsize for cache in filled] == [0, 0, 0]


def test_autoplay_from_the_command_line_goes_straight_into_play(app, fake_game):
    first_scene(app, parse_args(["--game", "fake", "--autoplay"]))
    assert isinstance(app.scenes.top, FakeGame)
    assert all(seat.is_bot for seat in app.scenes.top.setup.seats)
    assert len(app.scenes.top.setup.seats) == FAKE.spec.max_seats


def test_finish_game_ends_a_headless_autoplay_run_and_otherwise_returns_to_the_menu(app, fake_game):
    app.start_game(app.default_table(fake_game))
    app.finish_game()
    assert type(app.scenes.top).__name__ == "MenuScene" and app.running
    app.autoplay = True
    app.finish_game()
    assert not app.running


def test_a_game_on_top_grabs_extra_mice_and_the_menu_releases_them(app, fake_game):
    calls = []

    class Grabber:
        def handle_event(self, event, hub):
            return False

        def update(self, dt, hub):
            pass

        def set_grab(self, grabbed, hub):
            calls.append(grabbed)

        def close(self):
            pass

    app.pointers.devices.append(Grabber())
    app.start_game(app.default_table(fake_game))
    app.update(1 / 120)
    app.to_menu()
    app.update(1 / 120)
    assert calls == [True, False]


def test_a_corrupt_settings_file_still_starts_and_warns(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text("{oops")
    instance = App(parse_args(["--headless", "--size", "640x480"]))
    try:
        assert instance.settings["finden_timer_s"] == 30
        assert instance.storage.warnings and (tmp_path / "settings.corrupt-1.json").exists()
    finally:
        instance.close()


class ResumableGame(FakeGame):
    @classmethod
    def resume(cls, app, data):
        scene = cls(app)
        scene.resumed = data
        return scene


def test_an_autosave_offers_continue_on_the_menu(app, monkeypatch):
    info = registry.game_entry(fake_spec("resumable", "Resumable"), "x", ResumableGame, "")
    monkeypatch.setattr(registry, "ENTRIES", (info,))
    app.storage.save_autosave("resumable", {"seed": 4, "actions": []})
    app.to_menu()
    menu = app.scenes.top
    assert [b.text for b in menu.buttons.buttons] == ["Continue", "Resumable", "Settings", "Quit"]
    menu.entries[0].action()
    assert [b.text for b in app.scenes.top.buttons.buttons] == ["Resumable", "Back"]
    app.scenes.top._activate(0)
    assert app.scenes.top.resumed == {"seed": 4, "actions": []}


def test_main_returns_the_hint_code_when_the_display_cannot_open(monkeypatch, capsys):
    def no_display(self):
        raise display.NoDisplay("nothing")

    monkeypatch.setattr(App, "_init_display", no_display)
    assert cli.main(["--windowed"]) == 2
    assert "--headless" in capsys.readouterr().err


class BrokenResume(FakeGame):
    @classmethod
    def resume(cls, app, data):
        raise KeyError("record")


def test_an_autosave_that_does_not_replay_is_set_aside_with_a_warning(app, monkeypatch):
    info = registry.game_entry(fake_spec("broken", "Broken"), "x", BrokenResume, "")
    monkeypatch.setattr(registry, "ENTRIES", (info,))
    app.storage.save_autosave("broken", {"seed": 4})
    app.to_menu()
    app.scenes.top.entries[0].action()
    app.scenes.top._activate(0)
    menu = app.scenes.top
    assert type(menu).__name__ == "MenuScene" and not menu.entries[0].enabled
    assert app.storage.load_autosave("broken") is None and "did not replay" in app.storage.warnings[-1]
    assert (app.storage.root / "autosave" / "broken.corrupt-1.json").exists()


class CountingScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.draws = 0

    def draw(self, surface):
        self.draws += 1


def test_scenes_under_a_pausing_overlay_are_drawn_once_not_every_frame(drive):
    from game.scenes.pause import PauseScene

    below = CountingScene(drive.app)
    drive.app.scenes.push(below)
    drive.frames(3)
    assert below.draws == 3
    drive.app.scenes.push(PauseScene(drive.app))
    drive.frames(10)
    assert below.draws == 4
    drive.app.scenes.pop()
    drive.frames(2)
    assert below.draws == 6


def test_game_flag_alone_opens_that_games_lobby(app):
    first_scene(app, parse_args(["--game", "bingo"]))
    assert type(app.scenes.top).__name__ == "LobbyScene"
    assert [type(s).__name__ for s in app.scenes][0] == "MenuScene"  # Back returns to the menu


def test_alpha_says_how_far_a_frame_lies_past_the_last_step(app):
    app.clock.advance(1 / 240)  # half a 120 Hz step
    app.loop.tick(app.update)
    assert app.alpha == pytest.approx(0.5)


def test_a_headless_autoplay_game_runs_to_its_results_in_seconds_of_work(tmp_path, capsys):
    """Headless autoplay skips most draws (drawing cannot change the game), so a whole real-time
    5er Finden game of four bots plays out; the screenshot is still drawn afresh at the end."""
    shot = tmp_path / "end.png"
    assert cli.main(["--headless", "--game", "finden", "--autoplay", "--seed", "3",
                            "--screenshot", str(shot)]) == 0
    out = capsys.readouterr().out
    frames = int(out.split("frames:")[1].split()[0])
    assert frames > 5_000, "the game ran to its end, not to a frame limit"
    assert shot.exists() and shot.stat().st_size > 10_000


def test_draw_every_skips_draws_but_not_updates(app, monkeypatch):
    drawn = []
    monkeypatch.setattr(app, "draw", lambda: drawn.append(app.frames))
    app.draw_every = 3
    start = app.time
    for _ in range(6):
        app.frame()
    assert drawn == [f for f in range(app.frames - 6, app.frames) if f % 3 == 0]
    assert app.time > start


@pytest.mark.parametrize(("argv", "message"), [
    (["--game", "bingo", "--players", "9"], "--players 9: Trick-Taking Bingo seats 3 to 5 players"),
    (["--game", "garum", "--players", "1"], "--players 1: Garum seats 2 to 4 players"),
    (["--players", "0"], "--players 0: at least 1"),
])
def test_a_seat_count_the_game_cannot_seat_is_refused_with_its_range(argv, message, capsys):
    with pytest.raises(SystemExit):
        app_module.parse_args(argv)
    assert message in capsys.readouterr().err


def test_a_seat_count_within_range_is_taken():
    assert app_module.parse_args(["--game", "fishing", "--players", "5"]).players == 5


def test_a_window_dragged_too_small_is_grown_back_and_no_scene_crashes(app, drive):
    app.open_lobby("garum")
    drive.post(pygame.WINDOWSIZECHANGED, x=50, y=40)
    assert app.size == arguments.MIN_WINDOW
    assert app.screen.get_size() == arguments.MIN_WINDOW
    drive.frames(3)
    assert type(app.scenes.top).__name__ == "LobbyScene"
