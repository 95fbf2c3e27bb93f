"""The application: window, settings, storage, sound, pointers, the scene stack and the loop.

``App`` implements ``game.services.AppServices``, the typed interface every scene receives as
``self.app`` (read it there: what a scene may use, and nothing else).

Global keys: F11 toggles fullscreen everywhere; Esc opens the pause overlay over a scene with
``pausable = True`` and F1 opens its rules (``rules``), when the scene does not use the key itself.
"""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import i18n, quick_table  # noqa: E402
from game.ai import base as ai_base  # noqa: E402
from game.app_loop import AppLoop  # noqa: E402
from game.app_window import AppWindow  # noqa: E402
from game.arguments import parse_args  # noqa: E402 (parse_args: tests build apps from it)
from game.engine import between_games, icon, layers, look, recent, tween  # noqa: E402
from game.engine.audio import Audio  # noqa: E402
from game.engine.devices import bindings, default_devices  # noqa: E402
from game.engine.loop import FixedStepLoop, VirtualClock  # noqa: E402
from game.engine.pacing import (  # noqa: E402
    FramePacer,
    HeadlessPacer,
    refresh_rate,
)
from game.engine.pointers import PointerHub  # noqa: E402
from game.engine.scene import SceneStack  # noqa: E402
from game.engine.seats import TableSetup  # noqa: E402
from game.engine.settings import Settings, Value  # noqa: E402
from game.engine.storage import Storage  # noqa: E402
from game.i18n import N_, _  # noqa: E402
from game.input_devices import InputDevices  # noqa: E402
from game.scenes import registry  # noqa: E402
from game.screen_painter import ScreenPainter  # noqa: E402

WINDOWED_SIZE = (1280, 720)
HEADLESS_AUTOPLAY_DRAW_EVERY = 30
"""A headless autoplay run draws every 30th frame (and the screenshot): drawing cannot change the
game, and skipping it lets a whole real-time game play out in seconds."""
SETTINGS_SAVE_DELAY_S = 0.5
"""Settings are written this long after the last change (and on exit)."""
NO_DISPLAY_HINT = N_("No display found: run {command} (add {options}).")
"""Printed on stderr in the language the run would have spoken (``--lang``, else the setting)."""


def no_display_hint() -> str:
    command, options = "`python main.py --headless`", "--frames N --screenshot out.png"
    return _(NO_DISPLAY_HINT).format(command=command, options=options)


class App(AppWindow, AppLoop):
    """One run of the game. ``game.cli.main`` builds it from the command line; tests build it directly."""

    def __init__(self, args: argparse.Namespace | None = None):
        args = args if args is not None else parse_args([])
        self.args = args
        self.headless = bool(args.headless)
        self.autoplay = bool(args.autoplay)
        self.seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
        self._seeds = random.Random(self.seed)
        self._games_started = 0
        self.running = True
        self.frames = 0
        self.draw_every = 1
        """Draw every n-th frame; more than 1 only for headless autoplay runs."""
        self.storage = Storage()
        self.storage.recover()  # a crash last time: finish its commit, sort out its temporary files
        registry.register_settings()  # the games' own settings, before the store reads the file
        self.settings = Settings(self.storage, SETTINGS_SAVE_DELAY_S)
        self.fullscreen = self.settings.flag("fullscreen") and not (args.windowed or args.size)
        self.windowed_size = args.size or WINDOWED_SIZE
        if getattr(args, "lang", None):  # chosen on the command line: for this run only
            self.settings.for_this_run("language", args.lang)
        if getattr(args, "phones", False):
            self.settings.for_this_run("phones", True)
        if warning := i18n.set_language(self.settings.word("language")):  # a bad catalog: English stands in
            self.storage.warnings.append(warning)

        if self.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        self._init_display()
        self.screen = self._open_window()
        self.size = self.screen.get_size()
        pygame.display.set_caption("Tabletop Arcade")
        pygame.display.set_icon(icon.picture(icon.WINDOW_ICON_SIZE))  # the program files' icon too
        pygame.key.set_repeat(350, 45)

        self.pointers = PointerHub(self.size, default_devices(self.settings.as_dict()))
        self.pointers.named_sensitivity = self.settings.table("device_sensitivity")
        bindings.use(self.settings.bindings())  # the keys and pad buttons players chose
        self.devices = InputDevices(self.pointers, self.settings, args)
        self.devices.switch_phones(self.settings.flag("phones"))
        self.audio = Audio(
            self.settings.number("master_volume"), self.settings.number("effects_volume"), enabled=False
        )
        """Opened after the first frame (``frame``): the menu shows before the sounds are made."""
        tween.set_speed(self.settings.number("anim_speed"))
        look.configure(
            self.settings.number("interface_size"), self.settings.flag("high_contrast"), self.size[1]
        )
        self.settings.listen(self._setting_changed)
        self.scenes = SceneStack()
        self.clock = VirtualClock() if self.headless else None
        ai_base.use_work_units(ai_base.WORK_UNITS_PER_SECOND if self.headless else None)  # exact repeats
        self.loop = FixedStepLoop(clock=self.clock) if self.clock else FixedStepLoop()
        self.pacer = None if self.headless else FramePacer(refresh_rate())  # frames only while needed
        if self.headless and getattr(args, "phones", False):
            self.pacer = HeadlessPacer()  # a headless table serving phones waits for their players
        self.painter = ScreenPainter(self.scenes, self.pointers)

    # -- the API scenes use --------------------------------------------------------------------
    @property
    def phones(self):
        """The phones' backend while phones are on, else None (``input_devices.py``)."""
        return self.devices.phones

    @property
    def time(self) -> float:
        return self.loop.game_time

    @property
    def alpha(self) -> float:
        return self.loop.alpha

    def quit(self) -> None:
        self.running = False

    def game_seed(self) -> int:
        """The seed for the next game: ``app.seed`` first, then a sequence derived from it."""
        self._games_started += 1
        return self.seed if self._games_started == 1 else self._seeds.randrange(2**31)

    def to_menu(self) -> None:
        from game.scenes.menu import MenuScene

        self.scenes.reset(MenuScene(self))

    def open_entry(self, info: registry.Entry) -> None:
        """What choosing a menu entry does: a game goes through the lobby, others open directly.
        Its screens are imported now; if that fails on a bad level file, the menu shows why."""
        if info.problem(opening=True):
            self.to_menu()
            return
        if info.lobby:
            self.open_lobby(info.key)
        else:
            self.scenes.push(info.scene(self))

    def open_lobby(self, game_key: str) -> None:
        from game.scenes.lobby import LobbyScene

        self.scenes.push(LobbyScene(self, registry.GAMES[game_key]))

    def start_game(self, setup: TableSetup) -> None:
        """Replace the top scene by the game's scene for ``setup``; bind the seats' pointers."""
        between_games.release()  # the previous game's renders: memory stays flat game after game
        info = registry.GAMES[setup.game]
        for index, seat in enumerate(setup.seats):
            for pointer_id in seat.pointers:
                pointer = self.pointers.pointers.get(pointer_id)
                if pointer is None and pointer_id == "mouse":  # the mouse has not moved yet
                    pointer = self.pointers.pointer("mouse", "mouse")
                if pointer is not None:
                    self.pointers.claim(pointer, index, seat.colour, seat.initial)
        self.scenes.replace(info.scene(self, setup))

    def finish_game(self) -> None:
        recent.write_playing(getattr(self.args, "record", None), self.scenes)  # --record
        if self.headless and self.autoplay:
            self.quit()
        else:
            self.to_menu()

    def default_table(
        self,
        info: registry.Entry,
        players: int | None = None,
        bots: Sequence[str] = (),
        autoplay: bool = False,
    ) -> TableSetup:
        """A table without the lobby (``game/quick_table.py``)."""
        phones_on = self.phones is not None
        return quick_table.default_table(info, self.game_seed(), phones_on, players, bots, autoplay)

    def _setting_changed(self, key: str, _value: Value) -> None:
        """Put a changed setting in force (each read back typed from the store)."""
        self.invalidate_backdrop()
        settings = self.settings
        if key == "fullscreen":
            self.set_fullscreen(settings.flag(key))
        elif key == "vsync":
            self._reopen_window()
        elif key in ("master_volume", "effects_volume"):
            self.audio.set_volume(settings.number("master_volume"), settings.number("effects_volume"))
        elif key == "anim_speed":
            tween.set_speed(settings.number(key))
        elif key == "language":
            if warning := i18n.set_language(settings.word(key)):
                self.storage.warnings.append(warning)
            for scene in self.scenes:
                scene.resize(self.size)  # every screen re-reads its words and lays them out again
        elif key in ("interface_size", "high_contrast"):
            look.configure(settings.number("interface_size"), settings.flag("high_contrast"))
            self.relook()
        elif key == "multimouse":
            self.devices.reopen_mice()
        elif key == "phones":
            self.devices.switch_phones(settings.flag(key))

    # -- drawing and closing -------------------------------------------------------------------
    def current_rules(self) -> str:
        """The rules file of the topmost scene that has one ('' if none)."""
        for scene in reversed(list(self.scenes)):
            if scene.rules:
                return scene.rules
        return ""

    def draw(self) -> None:
        self.painter.draw(self.screen, self.size)

    def relook(self) -> None:
        """The interface size or contrast changed: every render made at the old look is dropped and
        every screen lays itself out again, as after a resize."""
        between_games.release()
        layers.SCREEN.forget()
        for scene in self.scenes:
            scene.resize(self.size)

    def invalidate_backdrop(self) -> None:
        """Redraw the frozen scenes under an overlay next frame (e.g. a setting changed their look)."""
        self.painter.invalidate_backdrop()

    def screenshot(self, path: str) -> None:
        """Save the current frame (drawn afresh: a headless autoplay run skips most draws)."""
        self.draw()
        pygame.image.save(self.screen, path)

    def close(self) -> None:
        recent.write_playing(getattr(self.args, "record", None), self.scenes)  # --record, at exit
        while len(self.scenes):
            self.scenes.pop()
        self.settings.flush()
        self.storage.flush()
        self.pointers.set_grab(False)
        self.pointers.close()
        self.audio.close()
        ai_base.use_work_units(None)
        pygame.display.quit()

