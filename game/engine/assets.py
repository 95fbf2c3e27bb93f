"""Files the game ships with — fonts, images, SVG art, player help, the UI theme — loaded once and
cached per size, so scenes can ask for them every frame without touching the disk.

Fonts: the Noto Sans family bundled with pygame_gui draws English, German and Vietnamese; Chinese
is drawn with a Noto Sans CJK TC subset in ``assets/fonts/`` (made by ``tools/make_fonts.py``),
which also has every Latin letter the catalogs use, so a Chinese screen mixes no fonts. The font
follows the active language (``game.i18n.language()``).
"""

from __future__ import annotations

import functools
import importlib.util
import io
from pathlib import Path

import pygame

from game import door, i18n
from game.engine import look
from game.paths import ASSETS_DIR

THEME_PATH = ASSETS_DIR / "theme.json"
HELP_DIR = ASSETS_DIR / "help"
FONTS_DIR = ASSETS_DIR / "fonts"
CJK_LANGUAGES = frozenset({"zh-Hant"})
GUI_FONT, GUI_CJK_FONT = "noto_sans", "noto_sans_cjk_tc"
"""pygame_gui's name for its bundled Noto Sans, and the name the CJK subset is registered under."""


@functools.cache
def _pygame_gui_data() -> Path:
    spec = importlib.util.find_spec("pygame_gui")
    if spec is None or spec.origin is None:
        raise RuntimeError("pygame_gui is not installed; it ships the Noto Sans fonts the game uses.")
    return Path(spec.origin).parent / "data"


def font_path(bold: bool = False, italic: bool = False, language: str | None = None) -> Path:
    """The font file for text in ``language`` (by default the active one). Chinese has no italic:
    its upright face is used."""
    return _font_file(bold, italic, language or i18n.language())


@functools.cache
def _font_file(bold: bool, italic: bool, language: str) -> Path:
    """Cached: ``draw.text`` asks on every call, to key its cache by font."""
    if language in CJK_LANGUAGES:
        return FONTS_DIR / f"NotoSansCJKtc-{'Bold' if bold else 'Regular'}-subset.otf"
    style = ("Bold" if bold else "") + ("Italic" if italic else "")
    return _pygame_gui_data() / f"NotoSans-{style or 'Regular'}.ttf"


def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The font for text in the active language asked for at ``size`` pixels: grown by the
    interface size (``look.text_px``), so what is measured with it is what is drawn."""
    return _font(look.text_px(size), font_path(bold, italic))


def exact_font(px: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The font at exactly ``px`` pixels, not grown (a size already worked out from a grown one)."""
    return _font(max(int(px), 1), font_path(bold, italic))


@functools.cache
def _font(size: int, file: Path) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(io.BytesIO(_file_bytes(file)), size)  # each font its own stream


@functools.cache
def _file_bytes(file: Path) -> bytes:
    """A shipped file's bytes through the door, read once (fonts are opened at many sizes)."""
    return door.read_bytes(file)


def gui_font(**block: str) -> dict[str, str]:
    """A pygame_gui theme font block (``size``, ``bold`` … as theme strings) in the active
    language's font: the bundled Noto Sans, or the CJK subset under its own name with its files
    (it has no italic: the upright faces stand in)."""
    if i18n.language() not in CJK_LANGUAGES:
        return {**block, "name": GUI_FONT}
    regular, bold = str(font_path()), str(font_path(bold=True))
    paths = {"regular_path": regular, "bold_path": bold, "italic_path": regular, "bold_italic_path": bold}
    return {**block, "name": GUI_CJK_FONT, **paths}


def path(name: str) -> Path:
    return ASSETS_DIR / name


@functools.lru_cache(maxsize=256)
def image(name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """A PNG or SVG from ``assets/``; SVGs are rendered at ``size`` for crisp edges."""
    file = path(name)
    data = io.BytesIO(door.read_bytes(file))
    if file.suffix == ".svg" and size is not None:
        surface = pygame.image.load_sized_svg(data, size)
    else:
        surface = pygame.image.load(data, file.name)
        if size is not None and surface.get_size() != size:
            surface = pygame.transform.smoothscale(surface, size)
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@functools.cache
def help_text(name: str, language: str = "en") -> str:
    """A player help file (``assets/help/<game>.md``), named as the scenes name it (``rules``), in
    ``language`` where it is translated (``assets/help/<language>/``), else in English."""
    translated = HELP_DIR / language / name
    return door.read_text(translated if translated.is_file() else HELP_DIR / name)
