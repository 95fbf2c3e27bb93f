"""The data folders ``assets/`` and ``levels/`` live at the top level of the checkout, ship inside
the wheel as ``game/assets`` and ``game/levels``, and sit at the top of a frozen build's bundle
folder (``sys._MEIPASS``); ``game/paths.py`` finds each layout with one function. The built
folder itself is played by ``tools/build.py --smoke`` (CI)."""

import pathlib
import subprocess
import sys
import zipfile

import pytest

from game import paths

ROOT = pathlib.Path(__file__).resolve().parents[1]


def data_files() -> list[str]:
    files = []
    for folder in ("assets", "levels"):
        files += [p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*") if p.is_file()]
    return files


def test_data_folders_are_at_the_top_level():
    assert paths.ASSETS_DIR == ROOT / "assets"
    assert paths.LEVELS_DIR == ROOT / "levels"
    assert not (ROOT / "game" / "assets").exists() and not (ROOT / "game" / "levels").exists()


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    build = tmp_path_factory.mktemp("build")
    pip = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"]
    subprocess.run(
        [*pip, "-w", str(out), str(ROOT)],
        check=True,
        cwd=build,
        capture_output=True,
    )
    (whl,) = out.glob("*.whl")
    return zipfile.ZipFile(whl)


def test_wheel_ships_every_data_file_inside_the_package(wheel):
    names = set(wheel.namelist())
    files = data_files()
    assert files
    missing = [f for f in files if f"game/{f}" not in names]
    assert missing == []


def test_installed_layout_is_found(tmp_path, wheel):
    """Unpacked as pip installs it, the package finds its data inside itself."""
    wheel.extractall(tmp_path)
    probe = "from game import paths; print(paths.ASSETS_DIR); print(paths.LEVELS_DIR)"
    command = [sys.executable, "-c", probe]
    run = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, check=True)
    assets, levels = run.stdout.split()
    assert pathlib.Path(assets) == tmp_path / "game" / "assets"
    assert pathlib.Path(levels) == tmp_path / "game" / "levels"


def bundle_folder(root: pathlib.Path) -> pathlib.Path:
    """A frozen build's bundle folder, as the spec lays it out: the data folders at its top."""
    for name in ("assets", "levels"):
        (root / name).mkdir(parents=True)
    return root


def test_frozen_build_finds_the_bundles_folders_first(tmp_path, monkeypatch):
    bundle = bundle_folder(tmp_path / "_internal")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert paths.search_roots()[0] == bundle
    assert paths.data_dir("assets") == bundle / "assets"
    assert paths.data_dir("levels") == bundle / "levels"


def test_a_bundle_folder_counts_only_when_frozen(tmp_path, monkeypatch):
    """Some tools set ``_MEIPASS`` without freezing this program: the checkout still wins."""
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle_folder(tmp_path)), raising=False)
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert paths.data_dir("assets") == ROOT / "assets"


def test_a_missing_folder_names_every_place_looked(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    with pytest.raises(FileNotFoundError) as raised:
        paths.data_dir("no-such-folder")
    for root in (tmp_path, paths.PACKAGE_DIR, ROOT):
        assert str(root) in str(raised.value)
