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
import sys
import warnings
from collections.abc import Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.ai import base as ai_base  # noqa: E402
from game.arguments import MIN_WINDOW, parse_args  # noqa: E402 (parse_args: tests build apps from it)
from game.engine import between_games, icon, layers, recent, tween  # noqa: E402
from game.engine.audio import Audio  # noqa: E402
from game.engine.cursors import draw_cursors  # noqa: E402
from game.engine.devices import default_devices  # noqa: E402
from game.engine.loop import HEADLESS_FRAME_S, FixedStepLoop, VirtualClock  # noqa: E402
from game.engine.pacing import (  # noqa: E402
    FramePacer,
    prefer_native_framebuffer,
    refresh_rate,
    software_opengl,
)
from game.engine.pointers import PointerHub  # noqa: E402
from game.engine.scene import Scene, SceneStack  # noqa: E402
from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup, bot_name  # noqa: E402
from game.engine.settings import Settings  # noqa: E402
from game.engine.storage import Storage  # noqa: E402
from game.i18n import N_, _  # noqa: E402
from game.scenes import registry  # noqa: E402

WINDOWED_SIZE = (1280, 720)
HEADLESS_SIZE = (1920, 1080)
HEADLESS_AUTOPLAY_DRAW_EVERY = 30
"""A headless autoplay run draws every 30th frame (and the screenshot): drawing cannot change the
game, and skipping it lets a whole real-time game play out in seconds."""
DEFAULT_SEATS = 4
SETTINGS_SAVE_DELAY_S = 0.5
"""Settings are written this long after the last change (and on exit)."""
NO_DISPLAY_HINT = N_("No display found: run {command} (add {options}).")
"""Printed on stderr in the language the run would have spoken (``--lang``, else the setting)."""


def no_display_hint() -> str:
    command, options = "`python main.py --headless`", "--frames N --screenshot out.png"
    return _(NO_DISPLAY_HINT).format(command=command, options=options)


class NoDisplay(RuntimeError):
    pass


class App:
    """One run of the game. ``main`` builds it from the command line; tests build it directly."""

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
        self.settings = Settings(self.storage, SETTINGS_SAVE_DELAY_S)
        self.fullscreen = self.settings["fullscreen"] and not (args.windowed or args.size)
        self.windowed_size = args.size or WINDOWED_SIZE
        if getattr(args, "lang", None):  # chosen on the command line: for this run only
            self.settings.for_this_run("language", args.lang)
        if getattr(args, "phones", False):
            self.settings.for_this_run("phones", True)
        if warning := i18n.set_language(self.settings["language"]):  # a bad catalog: English stands in
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

        self.pointers = PointerHub(self.size, default_devices(self.settings))
        self.pointers.named_sensitivity = dict(self.settings["device_sensitivity"])
        self._grabbed = False
        self.phones = None
        """The phones' backend (``engine/devices/phone.py``) while phones are on, else None."""
        self._switch_phones(self.settings["phones"])
        self.audio = Audio(self.settings["master_volume"], self.settings["effects_volume"], enabled=False)
        """Opened after the first frame (``frame``): the menu shows before the sounds are made."""
        tween.set_speed(self.settings["anim_speed"])
        self.settings.listen(self._setting_changed)
        self.scenes = SceneStack()
        self.clock = VirtualClock() if self.headless else None
        ai_base.use_work_units(ai_base.WORK_UNITS_PER_SECOND if self.headless else None)  # exact repeats
        self.loop = FixedStepLoop(clock=self.clock) if self.clock else FixedStepLoop()
        self.pacer = None if self.headless else FramePacer(refresh_rate())  # frames only while needed
        self._backdrop: tuple[tuple, pygame.Surface] | None = None

    # -- the API scenes use --------------------------------------------------------------------
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
        """A table without the lobby: humans first, then bots. One human plays with the system mouse;
        several share it (hot seat: it acts for whoever is to move), except in a real-time game,
        where the first human has it and the others join with devices of their own.

        ``players`` seats in all (default 4, kept within the game's limits); ``bots`` are the levels
        of the last seats — without them there is one human and the rest are medium bots. With
        ``autoplay`` every seat is a bot (levels from ``bots``, cycling) and the table is as full as
        the game allows unless ``players`` says otherwise.
        """
        spec = info.spec
        if autoplay:
            count = players or spec.max_seats
        else:
            count = players or (len(bots) + 1 if bots else DEFAULT_SEATS)
        count = min(max(count, spec.min_seats), spec.max_seats)
        humans = 0 if autoplay else max(count - len(bots), 0) if bots else 1
        levels = list(bots) or [spec.default_bot]
        seats = []
        for i in range(count):
            colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
            if i < humans:
                name = _("Player {number}").format(number=i + 1)
                mouse = i == 0 and (humans == 1 or info.real_time) and self.phones is None  # phones: all open
                seats.append(Seat(HUMAN, name, colour, pointers=("mouse",) if mouse else ()))
            else:
                level = levels[(i - humans) % len(levels)]
                name = bot_name(level, i + 1)  # numbered by seat
                seats.append(Seat(BOT, name, colour, level))
        return TableSetup(info.key, seats, spec.default_options(), self.game_seed())

    # -- window --------------------------------------------------------------------------------
    def _init_display(self) -> None:
        explicit_driver = os.environ.get("SDL_VIDEODRIVER")
        if (
            not self.headless
            and not explicit_driver
            and sys.platform.startswith("linux")
            and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
        ):
            raise NoDisplay("no X11 or Wayland display")  # before SDL probes and prints its own noise
        try:
            pygame.display.init()
        except pygame.error as error:
            raise NoDisplay(str(error)) from None
        if (
            not self.headless
            and not explicit_driver
            and pygame.display.get_driver() in ("offscreen", "dummy")
        ):
            pygame.display.quit()
            raise NoDisplay("only an off-screen video driver is available")
        prefer_native_framebuffer()
        pygame.font.init()

    def _open_window(self) -> pygame.Surface:
        if self.headless:
            warnings.filterwarnings("ignore", "no fast renderer available")  # expected without a GPU
            size, flags = self.args.size or HEADLESS_SIZE, 0
        elif self.fullscreen:
            size, flags = pygame.display.get_desktop_sizes()[0], pygame.FULLSCREEN
        else:
            size, flags = self.windowed_size, pygame.RESIZABLE
        try:
            try:
                screen = pygame.display.set_mode(size, flags, vsync=int(self.settings["vsync"]))
            except pygame.error:
                return pygame.display.set_mode(size, flags)  # vsync unsupported here
            if not self.headless and pygame.display.is_vsync() and software_opengl():
                return pygame.display.set_mode(size, flags)  # no GPU: its vsync syncs nothing
            return screen
        except pygame.error as error:
            raise NoDisplay(str(error)) from None

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        self._reopen_window()

    def _reopen_window(self) -> None:
        if self.headless:
            return
        self.screen = self._open_window()
        self._resized(self.screen.get_size())
        self.loop.reset()
        if self.pacer is not None:
            self.pacer.period = 1 / refresh_rate()  # perhaps another display

    def _resized(self, size: tuple[int, int]) -> None:
        layers.SCREEN.forget()
        clamped = (max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1]))
        if clamped != size and not self.fullscreen:  # dragged too small: grow it back
            self.screen = pygame.display.set_mode(clamped, pygame.RESIZABLE)
            size = self.screen.get_size()
        if size == self.size:
            return
        self.size = size
        if not self.fullscreen:
            self.windowed_size = size
        self.screen = pygame.display.get_surface()
        self.pointers.resize(size)
        for scene in self.scenes:
            scene.resize(size)

    def _setting_changed(self, key: str, value) -> None:
        self.invalidate_backdrop()
        if key == "fullscreen":
            self.set_fullscreen(value)
        elif key == "vsync":
            self._reopen_window()
        elif key in ("master_volume", "effects_volume"):
            self.audio.set_volume(self.settings["master_volume"], self.settings["effects_volume"])
        elif key == "anim_speed":
            tween.set_speed(value)
        elif key == "language":
            if warning := i18n.set_language(value):
                self.storage.warnings.append(warning)
            for scene in self.scenes:
                scene.resize(self.size)  # every screen re-reads its words and lays them out again
        elif key == "multimouse":
            self.pointers.set_grab(False)
            kept = [self.phones] if self.phones is not None else []
            for device in self.pointers.devices:
                if device not in kept:
                    device.close()
            self.pointers.devices = default_devices(self.settings) + kept
            self._grabbed = False
        elif key == "phones":
            self._switch_phones(value)

    def _switch_phones(self, on: bool) -> None:
        from game.phones import start

        port = getattr(self.args, "phone_port", 0)
        host = getattr(self.args, "phone_host", start.ALL_INTERFACES)
        self.phones = start.switch(self.pointers, on, port, host)

    # -- the loop ------------------------------------------------------------------------------
    def run(self, frames: int | None = None) -> None:
        self.loop.start()
        while self.running and (frames is None or self.frames < frames):
            self.frame()

    def frame(self) -> None:
        """One displayed frame: events, as many fixed steps as time allows, one draw."""
        events = self.pacer.events() if self.pacer is not None else pygame.event.get()
        for event in events:
            self.dispatch(event)
        if self.clock is not None:
            self.clock.advance(HEADLESS_FRAME_S)
        self.loop.tick(self.update)
        upcoming = self.next_change() if self.pacer is not None else 0.0
        shown = self.pacer is None or self.pacer.show(bool(events), upcoming, tuple(self.scenes.visible()))
        if shown and self.frames % self.draw_every == 0:
            self.draw()
        if shown and not self.headless:
            pygame.display.flip()
        if self.pacer is not None:
            self.pacer.pace(upcoming)
        if self.frames == 0:
            self.audio.start()
        self.frames += 1

    def next_change(self) -> float:
        """Seconds until the screen changes on its own (0: now; ``math.inf``: only on input)."""
        return min(self.pointers.next_change(), self.scenes.next_change())

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one pygame event: window events here, then the top scene, then global keys."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self._resized((event.x, event.y))
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            on = not self.fullscreen
            self.set_fullscreen(on)
            self.settings.set("fullscreen", on)  # remembered for the next run
            return
        top = self.scenes.top
        self.pointers.shortcuts = self.scenes.shortcuts()
        pointer_events = self.pointers.handle_event(event)
        if top is not None and not top.handle(event) and event.type == pygame.KEYDOWN:
            self._global_key(event.key, top)
        self.dispatch_pointers(pointer_events)

    def dispatch_pointers(self, events) -> None:
        for pointer_event in events:
            top = self.scenes.top
            if top is not None:
                top.handle_pointer(pointer_event)

    def _pause_game(self) -> None:
        """Esc over a game: the pause overlay."""
        top = self.scenes.top
        if top is not None and top.pausable:
            from game.scenes.pause import PauseScene

            self.scenes.push(PauseScene(self))

    def _global_key(self, key: int, top: Scene) -> None:
        if key == pygame.K_ESCAPE:
            self._pause_game()
        elif key == pygame.K_F1:
            rules = self.current_rules()
            if rules:
                from game.scenes.help import HelpScene

                self.scenes.push(HelpScene(self, rules))

    def current_rules(self) -> str:
        """The rules file of the topmost scene that has one ('' if none)."""
        for scene in reversed(list(self.scenes)):
            if scene.rules:
                return scene.rules
        return ""

    def update(self, dt: float) -> None:
        self.settings.tick(dt)
        self._follow_grab()
        self.dispatch_pointers(self.pointers.update(dt))
        for scene in self.scenes.updating():
            scene.update(dt)

    def _follow_grab(self) -> None:
        """Extra mice are grabbed while a game is on top and released in menus and pauses."""
        top = self.scenes.top
        playing = top is not None and top.pausable and self.running
        if playing != self._grabbed:
            self._grabbed = playing
            self.pointers.set_grab(playing)

    def draw(self) -> None:
        visible = self.scenes.visible()
        top = visible[-1] if visible else None
        pausing = top is not None and len(visible) > 1 and top.pauses_below
        one_layer = pausing or len(visible) == 1  # else scenes draw over each other: no layer to patch
        layers.SCREEN.begin(self.screen, (tuple(visible), self.size) if one_layer else None)
        if pausing:
            top.draw_over(self.screen, self._frozen_backdrop(visible))
        else:
            for scene in visible:
                scene.draw_backdrop(self.screen)
                scene.draw(self.screen)
        draw_cursors(self.screen, self.pointers)
        layers.SCREEN.end(layers.cursor_rects(self.screen, self.pointers))

    def _frozen_backdrop(self, visible: list[Scene]) -> pygame.Surface:
        """The scenes under a pausing overlay cannot change, so they are drawn once per stack."""
        key = (tuple(visible), self.size)
        if self._backdrop is None or self._backdrop[0] != key:
            surface = pygame.Surface(self.size).convert()
            for scene in visible[:-1]:
                scene.draw_backdrop(surface)
                scene.draw(surface)
            visible[-1].draw_backdrop(surface)
            self._backdrop = (key, surface)
        return self._backdrop[1]

    def invalidate_backdrop(self) -> None:
        """Redraw the frozen scenes under an overlay next frame (e.g. a setting changed their look)."""
        self._backdrop = None

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


def main(argv: Sequence[str] | None = None) -> int:
    """The command line's entry (``game/cli.py``; imported here late, as it imports this module)."""
    from game.cli import main as run

    return run(argv)
