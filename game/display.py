"""Opening the window: SDL's video start-up and the display mode (headless, fullscreen or windowed,
vsync only where it helps). Apart from ``app`` so the loop does not carry SDL's start-up quirks."""

from __future__ import annotations

import os
import sys
import warnings

import pygame

from game.engine.pacing import prefer_native_framebuffer, software_opengl


class NoDisplay(RuntimeError):
    pass


def init_display(headless: bool) -> None:
    """Start SDL's video; without a display raise ``NoDisplay`` before SDL prints its own noise."""
    explicit_driver = os.environ.get("SDL_VIDEODRIVER")
    if (
        not headless
        and not explicit_driver
        and sys.platform.startswith("linux")
        and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    ):
        raise NoDisplay("no X11 or Wayland display")  # before SDL probes and prints its own noise
    try:
        pygame.display.init()
    except pygame.error as error:
        raise NoDisplay(str(error)) from None
    if not headless and not explicit_driver and pygame.display.get_driver() in ("offscreen", "dummy"):
        pygame.display.quit()
        raise NoDisplay("only an off-screen video driver is available")
    prefer_native_framebuffer()
    pygame.font.init()


def open_window(headless: bool, fullscreen: bool, size: tuple[int, int], vsync: bool) -> pygame.Surface:
    """The display surface: ``size`` for a window or a headless run, the desktop when fullscreen."""
    if headless:
        warnings.filterwarnings("ignore", "no fast renderer available")  # expected without a GPU
        flags = 0
    elif fullscreen:
        size, flags = pygame.display.get_desktop_sizes()[0], pygame.FULLSCREEN
    else:
        flags = pygame.RESIZABLE
    try:
        try:
            screen = pygame.display.set_mode(size, flags, vsync=int(vsync))
        except pygame.error:
            return pygame.display.set_mode(size, flags)  # vsync unsupported here
        if not headless and pygame.display.is_vsync() and software_opengl():
            return pygame.display.set_mode(size, flags)  # no GPU: its vsync syncs nothing
        return screen
    except pygame.error as error:
        raise NoDisplay(str(error)) from None
