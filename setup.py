"""Packaging that pyproject.toml cannot say: the top-level data folders ``assets/`` and ``levels/``
ship inside the wheel as ``game/assets`` and ``game/levels`` (``game/paths.py`` finds either)."""

from setuptools import find_packages, setup

DATA = {"game.assets": "assets", "game.levels": "levels"}

setup(
    packages=find_packages(include=["game", "game.*"]) + list(DATA),
    package_dir=DATA,
    package_data={package: ["**/*"] for package in DATA},
    exclude_package_data={package: ["**/__pycache__/*", "**/*.pyc"] for package in DATA},
)
