"""Writes the program's icon files from the game's own icon (``game/engine/icon.py``, drawn from
``assets/art``): ``icon.png`` (256 px), ``icon.ico`` (Windows: the .exe's icon) and ``icon.icns``
(macOS: the app's icon). The build (``packaging/tabletop-arcade.spec``) makes them into its work
folder, so no picture file is kept in git and none can drift from the art.

    python tools/make_icon.py OUT_DIR

Both containers hold PNG images, which Windows (Vista on) and macOS (10.7 on) read as they are;
so pygame alone writes them, with no image library.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
"""The icns entry type that holds a PNG of each size."""
PNG_SIZE = 256


def png(size: int) -> bytes:
    """The game's icon at ``size`` pixels as PNG bytes."""
    import pygame

    from game.engine import icon

    out = io.BytesIO()
    pygame.image.save(icon.picture(size), out, "icon.png")
    return out.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """An ``.ico`` file holding the PNG ``images`` (by size; 256 is written as 0, as the format says)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, image in sorted(images.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(image), offset + len(data))
        data += image
    return header + entries + data


def icns(images: dict[int, bytes]) -> bytes:
    """An ``.icns`` file holding the PNG ``images`` (by size, each a size ``ICNS_TYPES`` names)."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(image)) + image for size, image in sorted(images.items())
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out_dir: Path) -> dict[str, Path]:
    """Write ``icon.png``, ``icon.ico`` and ``icon.icns`` into ``out_dir``; their paths by suffix."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # drawing needs no window
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    out_dir.mkdir(parents=True, exist_ok=True)
    images = {size: png(size) for size in sorted({*ICO_SIZES, *ICNS_TYPES})}
    files = {
        "png": (out_dir / "icon.png", images[PNG_SIZE]),
        "ico": (out_dir / "icon.ico", ico({size: images[size] for size in ICO_SIZES})),
        "icns": (out_dir / "icon.icns", icns({size: images[size] for size in ICNS_TYPES})),
    }
    for path, content in files.values():
        path.write_bytes(content)
    return {suffix: path for suffix, (path, _content) in files.items()}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    for path in write_icons(Path(argv[0])).values():
        print(path)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere: find ``game``
    sys.exit(main(sys.argv[1:]))
