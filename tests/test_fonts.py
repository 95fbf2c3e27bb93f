"""Every language draws with a font that has its letters: Noto Sans for English, German and
Vietnamese, the shipped Noto Sans CJK TC subset for Chinese, kept current with the catalogs and
help pages by ``tools/make_fonts.py`` (checked here without the 16 MB source font)."""

import importlib.util
import pathlib

import pytest
from fontTools.ttLib import TTFont

from game.engine import assets
from tests.help_languages import speaking

ROOT = pathlib.Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("make_fonts", ROOT / "tools" / "make_fonts.py")
make_fonts = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_fonts)


def cmap(path) -> set[int]:
    return set(TTFont(path, lazy=True).getBestCmap())


def test_the_help_pages_and_catalogs_are_read_for_the_subset():
    texts = {path.relative_to(ROOT).as_posix() for path in make_fonts.texts()}
    assert {"assets/help/zh-Hant/garum.md", "assets/help/vi/fishing.md", "assets/help/bingo.md"} <= texts
    assert {"魚", "ế", "ß", "A", "，"} <= make_fonts.needed()


@pytest.mark.parametrize("bold", (False, True), ids=("regular", "bold"))
def test_the_chinese_subset_is_current_and_small(bold):
    """Fails when a catalog or a help page uses a character the subset lacks: run
    ``python tools/make_fonts.py SOURCE`` (see its docstring) and commit the fonts."""
    path = assets.font_path(bold, language="zh-Hant")
    assert path.parent == assets.FONTS_DIR and path.is_file()
    have = cmap(path)
    lacking = sorted(c for c in make_fonts.needed() if ord(c) not in have)
    assert lacking == [], f"{path.name} lacks {''.join(lacking)!r}: run tools/make_fonts.py"
    assert path.stat().st_size < 800 * 1024, "the subset should hold only the characters in use"


def test_the_subset_ships_with_its_licence():
    licence = (assets.FONTS_DIR / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Adobe" in licence


def lacking_in_noto_sans(language: str, paths) -> list[str]:
    chars = {c for path in paths for c in path.read_text(encoding="utf-8") if c.isprintable()}
    have = cmap(assets.font_path(language=language)) & cmap(assets.font_path(True, language=language))
    return sorted(c for c in chars if ord(c) not in have)


@pytest.mark.parametrize("language", ("en", "de", "vi"))
def test_noto_sans_has_every_letter_of_the_latin_help_pages(language):
    folder = assets.HELP_DIR if language == "en" else assets.HELP_DIR / language
    assert lacking_in_noto_sans(language, folder.glob("*.md")) == []


@pytest.mark.parametrize("language", ("de", "vi"))
def test_noto_sans_has_every_letter_of_the_latin_catalogs(language):
    catalogs = list((ROOT / "assets" / "locale" / language).rglob("*.po"))
    assert catalogs and lacking_in_noto_sans(language, catalogs) == []


def test_the_font_follows_the_active_language():
    english = assets.font(30)
    with speaking("zh-Hant"):
        chinese = assets.font(30)
        assert assets.font_path().name.startswith("NotoSansCJKtc") and chinese is not english
        assert chinese.size("魚池")[0] > 0
    assert assets.font(30) is english and assets.font_path().name == "NotoSans-Regular.ttf"


def test_the_widgets_theme_follows_the_active_language():
    from game.engine import ui

    assert assets.gui_font(size="30") == {"size": "30", "name": "noto_sans"}
    assert ui.theme_for((1920, 1080))["defaults"]["font"]["name"] == "noto_sans"
    with speaking("zh-Hant"):
        block = assets.gui_font(size="30")
        assert block["name"] == assets.GUI_CJK_FONT and block["size"] == "30"
        assert pathlib.Path(block["regular_path"]).is_file() and pathlib.Path(block["bold_path"]).is_file()
        assert ui.theme_for((1920, 1080))["defaults"]["font"]["name"] == assets.GUI_CJK_FONT
