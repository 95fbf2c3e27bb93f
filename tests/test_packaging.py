"""Every data file the game reads ships with the package: a fresh ``pip install`` must find the
levels, the theme and the rules texts, so each data file's kind is listed in package-data."""

import fnmatch
import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_every_data_file_under_game_is_package_data():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["*"]
    data = [p for p in (ROOT / "game").rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")]
    assert data, "the game ships data files"
    shipped = [p for p in data if any(fnmatch.fnmatch(p.name, pattern) for pattern in patterns)]
    missing = [str(p.relative_to(ROOT)) for p in data if p not in shipped]
    assert missing == []


def test_data_directories_are_inside_packages():
    """setuptools only ships package data from folders that are packages (or under one)."""
    for folder in ("levels", "assets"):
        assert (ROOT / "game" / folder).is_dir()
    assert (ROOT / "game" / "__init__.py").exists()
