"""The frozen build's rules, checked without building (``tools/build.py --smoke`` builds and plays
the folder in CI): what ``packaging/bundle.py`` puts in and keeps out, the icon files
``tools/make_icon.py`` writes, and the checks the smoke test makes of a built folder."""

import importlib.util
import io
import pathlib
import struct
import sys

import pygame
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]


def load(name: str, relative: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / relative)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


build = load("arcade_build", "tools/build.py")
bundle = build.bundle  # packaging/bundle.py, as the build reads it
make_icon = load("arcade_icon", "tools/make_icon.py")


# -- what goes in ----------------------------------------------------------------------------------
def test_every_data_file_is_bundled_where_the_frozen_game_looks():
    """Each file of ``assets/`` and ``levels/`` lands at its own path under the bundle's folder,
    the layout ``game.paths`` reads when frozen; only the translators' files stay behind."""
    bundled = {f"{folder}/{pathlib.Path(source).name}" for source, folder in bundle.game_datas()}
    on_disk = {
        p.relative_to(ROOT).as_posix()
        for folder in bundle.DATA_FOLDERS
        for p in (ROOT / folder).rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }
    assert bundled == on_disk - bundle.TRANSLATOR_FILES
    assert on_disk >= bundle.TRANSLATOR_FILES  # a renamed file would otherwise ship unnoticed
    assert {"assets/fonts/NotoSansCJKtc-Regular-subset.otf", "assets/fonts/OFL.txt"} <= bundled


def font_files(manager) -> set[str]:
    """The names of every font file a pygame_gui manager knows."""
    names = set()
    for locations in manager.get_theme().get_font_dictionary().known_font_paths.values():
        for location, _is_temporary in locations:
            names.add(pathlib.Path(getattr(location, "resource", None) or str(location)).name)
    return names


def test_the_game_never_draws_with_a_left_out_gui_font(every_language):
    """The build drops pygame_gui's fonts for other scripts: neither the game's UI managers nor
    its own text may ask for one, in any language."""
    from game.engine import assets, ui

    pygame.font.init()
    manager = ui.PointerUIManager((960, 540), hub=None)
    used = font_files(manager)
    used |= {assets.font_path(bold, italic).name for bold in (False, True) for italic in (False, True)}
    assert "NotoSans-Regular.ttf" in used or "NotoSansCJKtc-Regular-subset.otf" in used
    assert used.isdisjoint(bundle.UNUSED_GUI_FONTS)


def test_left_out_means_only_pygame_guis_unused_fonts():
    assert bundle.left_out("pygame_gui/data/NotoSansSC-Bold.otf")
    assert not bundle.left_out("pygame_gui/data/NotoSans-Regular.ttf")
    assert not bundle.left_out("pygame_gui/data/default_theme.json")
    assert not bundle.left_out("assets/fonts/NotoSansJP-Bold.otf")


@pytest.mark.parametrize(
    "inside",
    [
        "tests/test_build.py",
        "bench/startup.py",
        "tools/make_fonts.py",
        "assets/fonts/NotoSansCJK-Regular.ttc",
    ],
)
def test_tests_benchmarks_tools_and_source_fonts_stop_the_build(inside):
    assert bundle.problem(inside)


@pytest.mark.parametrize(
    "inside",
    [
        "assets/fonts/NotoSansCJKtc-Bold-subset.otf",
        "assets/fonts/OFL.txt",
        "pygame_gui/data/NotoSans-Bold.ttf",
        "pygame/freesansbold.ttf",
        "game/paths.pyc",
    ],
)
def test_the_games_files_pass(inside):
    assert bundle.problem(inside) is None


def test_forbidden_modules_are_named():
    names = ["game.paths", "pytest", "_pytest.main", "fontTools.ttLib", "tests.contract", "numpy"]
    assert bundle.forbidden_modules(names) == ["_pytest.main", "fontTools.ttLib", "pytest", "tests.contract"]


# -- the icon --------------------------------------------------------------------------------------
def pngs_in_ico(data: bytes) -> dict[int, pygame.Surface]:
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    images = {}
    for i in range(count):
        width, height, _c, _r, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        assert (width, planes, bits) == (height, 1, 32)
        images[width or 256] = png_image(data[offset : offset + length])
    return images


def pngs_in_icns(data: bytes) -> dict[bytes, pygame.Surface]:
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    images, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack_from(">I", data, at + 4)[0]
        images[kind] = png_image(data[at + 8 : at + length])
        at += length
    assert at == len(data)
    return images


def png_image(data: bytes) -> pygame.Surface:
    assert data.startswith(b"\x89PNG")
    return pygame.image.load(io.BytesIO(data), "icon.png")


@pytest.fixture(scope="module")
def icon_files(tmp_path_factory):
    return make_icon.write_icons(tmp_path_factory.mktemp("icon"))


def test_ico_holds_every_size_windows_asks_for(icon_files):
    images = pngs_in_ico(icon_files["ico"].read_bytes())
    assert sorted(images) == sorted(make_icon.ICO_SIZES)
    assert all(image.get_size() == (size, size) for size, image in images.items())


def test_icns_entries_hold_the_size_their_type_says(icon_files):
    images = pngs_in_icns(icon_files["icns"].read_bytes())
    by_type = {kind: size for size, kind in make_icon.ICNS_TYPES.items()}
    assert set(images) == set(by_type)
    assert all(image.get_size() == (by_type[kind],) * 2 for kind, image in images.items())


def test_the_icon_is_a_rounded_tile_with_the_cards_on_it(icon_files):
    image = pygame.image.load(icon_files["png"])
    assert image.get_size() == (make_icon.PNG_SIZE,) * 2
    assert image.get_at((0, 0)).a == 0  # rounded corner
    assert image.get_at((128, 8)).a == 255  # the rim
    from game.engine import draw

    pixels = {tuple(image.get_at((x, y)))[:3] for x in range(0, 256, 4) for y in range(0, 256, 4)}
    assert draw.CARD_FACE in pixels  # the symbol, in card cream


# -- the smoke test's checks of a built folder ----------------------------------------------------
def test_a_flat_or_wrong_sized_screenshot_fails(tmp_path):
    flat, small, real = tmp_path / "flat.png", tmp_path / "small.png", tmp_path / "real.png"
    pygame.image.save(pygame.Surface(build.SIZE), flat)
    pygame.image.save(pygame.Surface((64, 64)), small)
    picture = pygame.Surface(build.SIZE)
    for x in range(0, build.SIZE[0], 8):
        picture.fill((x // 8, (x // 8 * 7) % 256, 90), (x, 0, 8, build.SIZE[1]))
    pygame.image.save(picture, real)
    assert build.screenshot_problems(flat)[0] and build.screenshot_problems(small)[0]
    assert build.screenshot_problems(tmp_path / "missing.png")[0]
    assert build.screenshot_problems(real)[0] == []


def test_folder_check_names_missing_and_forbidden_files(tmp_path):
    inside = build.contents_dir(tmp_path)
    for wanted in build.expected_files():
        (inside / wanted).parent.mkdir(parents=True, exist_ok=True)
        (inside / wanted).touch()
    assert build.contents(tmp_path).passed
    (inside / "assets" / "theme.json").unlink()
    (inside / "tests").mkdir()
    (inside / "tests" / "test_x.py").touch()
    (inside / "pygame_gui" / "data" / "NotoSansKR-Bold.ttf").touch()
    problems = build.contents(tmp_path).problems
    assert "missing assets/theme.json" in problems
    assert any(p.startswith("tests/test_x.py") for p in problems)
    assert any(p.startswith("pygame_gui/data/NotoSansKR-Bold.ttf") for p in problems)


def test_pygame_guis_theme_fonts_and_translations_are_expected():
    expected = set(build.expected_files())
    gui = {
        "default_theme.json",
        "NotoSans-Regular.ttf",
        "FiraCode-Regular.ttf",
        "translations/pygame-gui.en.json",
    }
    assert {f"pygame_gui/data/{name}" for name in gui} <= expected
    assert not any(pathlib.Path(f).name in bundle.UNUSED_GUI_FONTS for f in expected)


def test_the_window_shows_the_programs_icon(monkeypatch):
    from game.app import App, parse_args
    from game.engine import icon

    shown = []
    monkeypatch.setattr(pygame.display, "set_icon", shown.append)
    App(parse_args(["--headless", "--size", "960x540", "--seed", "1"])).close()
    (window_icon,) = shown
    expected = icon.picture(icon.WINDOW_ICON_SIZE)
    assert window_icon.get_size() == expected.get_size()
    assert pygame.image.tobytes(window_icon, "RGBA") == pygame.image.tobytes(expected, "RGBA")


def test_without_pyinstaller_the_command_says_which_extra(monkeypatch, capsys):
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "PyInstaller" else real(name, *a)
    )
    assert build.main([]) == 2
    assert '".[build]"' in capsys.readouterr().err
