"""Where the game's data folders are: ``assets/`` (theme, art, help pages) and ``levels/`` (TOML).

In a checkout they sit at the top level beside ``game/``; a built wheel ships them inside the
package as ``game/assets`` and ``game/levels`` (see ``setup.py``). One function finds either, so a
checkout, an editable install and an installed copy all read the same files the same way.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """The shipped folder ``name`` (``"assets"`` or ``"levels"``): inside the package when installed
    from a wheel, else beside it in the checkout."""
    for candidate in (PACKAGE_DIR / name, PACKAGE_DIR.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the game's {name}/ folder is missing (looked in {PACKAGE_DIR} and beside it)")


ASSETS_DIR = data_dir("assets")
LEVELS_DIR = data_dir("levels")
