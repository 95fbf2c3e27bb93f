"""What goes into the frozen build, as plain data the spec (``tabletop-arcade.spec``) applies and
the tests check without PyInstaller: the game's data files, the pygame_gui files left out, and
what must never be bundled.

Loaded by file path (``importlib``), never as ``packaging.bundle``: this folder is no package, so
the ``packaging`` library on ``sys.path`` keeps its name.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "tabletop-arcade"
"""The program's and the folder's name (``tabletop-arcade.exe`` on Windows)."""
APP_NAME = "Tabletop Arcade"
"""The macOS app's name (``Tabletop Arcade.app``)."""
BUNDLE_ID = "io.github.tabletop-arcade"
DATA_FOLDERS = ("assets", "levels")
"""Bundled at the top of the bundle's folder, where ``game.paths`` looks when frozen."""
TRANSLATOR_FILES = frozenset({"assets/locale/messages.pot", "assets/locale/glossary.md"})
"""Read by translators and ``tools/extract_messages.py``, never by the game."""
FONT_SUFFIXES = frozenset({".otf", ".ttf", ".ttc", ".otc", ".woff", ".woff2"})
GAME_FONTS = frozenset({"NotoSansCJKtc-Regular-subset.otf", "NotoSansCJKtc-Bold-subset.otf"})
"""The only font files of the game's own: the subsets ``tools/make_fonts.py`` cuts. Its source
fonts (the whole Noto Sans CJK, 16 MB a weight) must never ship."""
UNUSED_GUI_FONTS = frozenset(
    {
        "NotoSansJP-Regular.otf",
        "NotoSansJP-Bold.otf",
        "NotoSansKR-Regular.ttf",
        "NotoSansKR-Bold.ttf",
        "NotoSansSC-Regular.otf",
        "NotoSansSC-Bold.otf",
        "NotoSansArabic-Regular.ttf",
        "NotoSansArabic-Bold.ttf",
        "NotoSansHebrew-Regular.ttf",
        "NotoSansHebrew-Bold.ttf",
        "NotoSansGeorgian-Regular.ttf",
        "NotoSansGeorgian-Bold.ttf",
    }
)
"""pygame_gui's fonts for its other locales (38 MB): its UI managers run in its "en" locale
(Noto Sans and Fira Code), and Chinese is drawn with the game's own subset (``game.engine.assets``);
``tests/test_build.py`` keeps that true. Its theme, translations and the fonts used stay."""
FORBIDDEN_PACKAGES = frozenset(
    {
        "tests",
        "bench",
        "tools",
        "pytest",
        "_pytest",
        "hypothesis",
        "fontTools",
        "ruff",
        "tkinter",
    }
)
"""Top-level packages that have no place in the game: its tests, benchmarks and tools, and the
developers' libraries."""


def version() -> str:
    """The game's version, as ``pyproject.toml`` says (the macOS app shows it)."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def game_datas() -> list[tuple[str, str]]:
    """``(source file, folder in the bundle)`` for every data file the game reads."""
    datas = []
    for folder in DATA_FOLDERS:
        for file in sorted((ROOT / folder).rglob("*")):
            relative = file.relative_to(ROOT)
            if (
                file.is_file()
                and "__pycache__" not in relative.parts
                and relative.as_posix() not in TRANSLATOR_FILES
            ):
                datas.append((str(file), relative.parent.as_posix()))
    return datas


def left_out(destination: str) -> bool:
    """Whether a file a hook collects (``destination``: its path inside the bundle) is dropped:
    pygame_gui's fonts that the game never draws with."""
    path = Path(destination)
    return path.parts[:2] == ("pygame_gui", "data") and path.name in UNUSED_GUI_FONTS


def problem(destination: str) -> str | None:
    """Why the file at ``destination`` (a path inside the bundle) must not be there, or None: the
    build stops rather than ship it."""
    path = Path(destination)
    if path.parts and path.parts[0] in FORBIDDEN_PACKAGES:
        return "a test, benchmark or tool"
    if path.parts[:1] == ("assets",) and path.suffix.lower() in FONT_SUFFIXES and path.name not in GAME_FONTS:
        return "a font that is not one of the game's subsets (a source font?)"
    return None


def forbidden_modules(names: list[str]) -> list[str]:
    """The module names in ``names`` that belong to ``FORBIDDEN_PACKAGES``."""
    return sorted(name for name in names if name.split(".")[0] in FORBIDDEN_PACKAGES)
