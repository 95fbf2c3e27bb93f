"""Where the game's data folders are: ``assets/`` (theme, art, help pages, catalogs, fonts) and
``levels/`` (TOML).

The same files are found the same way in three layouts:

- a checkout (and an editable install): the folders sit at the top level beside ``game/``;
- an installed wheel: they ship inside the package as ``game/assets`` and ``game/levels``
  (see ``setup.py``);
- a frozen build (PyInstaller, ``packaging/tabletop-arcade.spec``): they sit at the top of the
  bundle's data folder, ``sys._MEIPASS`` (``_internal/`` beside the program in the onedir build,
  ``Contents/Frameworks`` in the macOS app, which links them to ``Contents/Resources``).

The bundle's folder is asked for by name rather than worked out from ``__file__``, which a frozen
module only imitates.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def search_roots() -> list[Path]:
    """The folders that may hold the data folders, in the order they are tried: the frozen
    bundle's (only when running frozen), the package's (a wheel), the checkout's."""
    roots = [PACKAGE_DIR, PACKAGE_DIR.parent]
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        roots.insert(0, Path(bundle))
    return roots


def data_dir(name: str) -> Path:
    """The shipped folder ``name`` (``"assets"`` or ``"levels"``) in the first of
    ``search_roots()`` that has it."""
    roots = search_roots()
    for root in roots:
        if (root / name).is_dir():
            return root / name
    looked = ", ".join(str(root) for root in roots)
    raise FileNotFoundError(f"the game's {name}/ folder is missing (looked in {looked})")


ASSETS_DIR = data_dir("assets")
LEVELS_DIR = data_dir("levels")
