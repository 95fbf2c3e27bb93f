"""Files the game ships with — fonts, images, SVG art, player help, the UI theme — loaded once and
cached per size, so scenes can ask for them every frame without touching the disk.

Fonts: the Noto Sans family bundled with pygame_gui (no extra font files in this project).
"""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

import pygame

from game.paths import ASSETS_DIR

THEME_PATH = ASSETS_DIR / "theme.json"
HELP_DIR = ASSETS_DIR / "help"


@functools.cache
def _pygame_gui_data() -> Path:
    spec = importlib.util.find_spec("pygame_gui")
    if spec is None or spec.origin is None:
        raise RuntimeError("pygame_gui is not installed; it ships the Noto Sans fonts the game uses.")
    return Path(spec.origin).parent / "data"


def font_path(bold: bool = False, italic: bool = False) -> Path:
    style = ("Bold" if bold else "") + ("Italic" if italic else "")
    return _pygame_gui_data() / f"NotoSans-{style or 'Regular'}.ttf"


@functools.cache
def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(bold, italic), max(int(size), 1))


def path(name: str) -> Path:
    return ASSETS_DIR / name


@functools.lru_cache(maxsize=256)
def image(name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """A PNG or SVG from ``assets/``; SVGs are rendered at ``size`` for crisp edges."""
    file = path(name)
    if file.suffix == ".svg" and size is not None:
        surface = pygame.image.load_sized_svg(file, size)
    else:
        surface = pygame.image.load(file)
        if size is not None and surface.get_size() != size:
            surface = pygame.transform.smoothscale(surface, size)
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@functools.cache
def help_text(name: str, language: str = "en") -> str:
    """A player help file (``assets/help/<game>.md``), named as the scenes name it (``rules``), in
    ``language`` where it is translated (``assets/help/<language>/``), else in English."""
    translated = HELP_DIR / language / name
    return (translated if translated.is_file() else HELP_DIR / name).read_text(encoding="utf-8")
