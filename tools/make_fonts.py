"""Makes the Chinese fonts the game ships: Noto Sans CJK TC, cut down to the characters that the
catalogs (``assets/locale/**/*.po``) and the player help pages (``assets/help/**/*.md``) use, plus
printable ASCII, Latin-1 and common punctuation. The whole font is 16 MB per weight; the subset
is a few hundred KB, so it ships in ``assets/fonts/`` (SIL Open Font License, ``OFL.txt``).

Run it after changing a catalog or a help page (the test ``tests/test_fonts.py`` fails until you
do)::

    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb /tmp/noto
    python tools/make_fonts.py /tmp/noto/usr/share/fonts/opentype/noto

The source folder needs ``NotoSansCJK-Regular.ttc`` and ``NotoSansCJK-Bold.ttc`` (the Debian and
upstream collections) or ``NotoSansCJKtc-Regular.otf`` / ``-Bold.otf``; keep it out of git.
``--check`` needs no source: it lists the characters the shipped subsets lack (exit status 1).
Needs fonttools (the ``test`` extra); the game itself only reads the finished files.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FONTS_DIR = ROOT / "assets" / "fonts"
WEIGHTS = ("Regular", "Bold")
FAMILY = "Noto Sans CJK TC"
BASE = (
    "".join(map(chr, range(0x20, 0x7F)))  # printable ASCII
    + "".join(map(chr, range(0xA0, 0x100)))  # Latin-1
    + "‐–—‘’‚“”„†•…‰‹›€™←↑→↓−×·✓"  # typography and signs the screens draw
    + "".join(map(chr, range(0x3000, 0x3020)))  # CJK punctuation: 、。〈〉《》「」『』【】〜
    + "".join(map(chr, range(0xFF01, 0xFF5F)))  # full-width forms: ！（），：；？～
)


def subset_path(weight: str) -> Path:
    return FONTS_DIR / f"NotoSansCJKtc-{weight}-subset.otf"


def texts() -> list[Path]:
    """Every file whose words may be drawn: the catalogs and the help pages of every language."""
    assets = ROOT / "assets"
    return sorted(assets.joinpath("locale").rglob("*.po")) + sorted(assets.joinpath("help").rglob("*.md"))


def needed() -> set[str]:
    """Every character the subsets must draw."""
    chars = set(BASE)
    for path in texts():
        chars |= set(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable()}  # no line breaks, tabs or other controls


def missing(path: Path, chars: set[str]) -> list[str]:
    """The characters of ``chars`` that the font at ``path`` has no glyph for."""
    from fontTools.ttLib import TTFont

    cmap = TTFont(path, lazy=True).getBestCmap()
    return sorted(c for c in chars if ord(c) not in cmap)


def _source(folder: Path, weight: str):
    """The TC face of ``weight`` from an ``.otf`` or a ``.ttc`` collection in ``folder``."""
    from fontTools.ttLib import TTCollection, TTFont

    single = folder / f"NotoSansCJKtc-{weight}.otf"
    if single.is_file():
        return TTFont(single)
    collection = folder / f"NotoSansCJK-{weight}.ttc"
    if not collection.is_file():
        raise SystemExit(f"{folder}: neither {single.name} nor {collection.name} is there")
    for font in TTCollection(collection).fonts:
        if font["name"].getDebugName(1) == FAMILY:
            return font
    raise SystemExit(f"{collection}: no {FAMILY} face in the collection")


def make(folder: Path) -> None:
    from fontTools import subset

    chars = needed()
    FONTS_DIR.mkdir(parents=True, exist_ok=True)
    for weight in WEIGHTS:
        font = _source(folder, weight)
        options = subset.Options()
        options.layout_features = ["kern", "ccmp", "locl", "mark", "mkmk", "liga"]
        options.drop_tables += ["vhea", "vmtx", "VORG", "BASE", "DSIG"]
        options.name_IDs = ["*"]  # keep the copyright and licence records
        options.notdef_outline = True
        options.hinting = False  # couch-sized text: FreeType renders these outlines well unhinted
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[ord(c) for c in chars])
        subsetter.subset(font)
        out = subset_path(weight)
        font.recalcTimestamp = False  # the same characters make the same file
        font.save(out)
        lost = missing(out, chars)
        print(f"{out.relative_to(ROOT)}: {len(chars)} characters, {out.stat().st_size / 1024:.0f} KB")
        if lost:
            print(f"  the source has no glyph for: {''.join(lost)}")


def check() -> int:
    chars, status = needed(), 0
    for weight in WEIGHTS:
        path = subset_path(weight)
        if not path.is_file():
            print(f"{path.relative_to(ROOT)} is missing: run tools/make_fonts.py")
            status = 1
            continue
        lost = missing(path, chars)
        if lost:
            print(f"{path.relative_to(ROOT)} lacks {''.join(lost)!r}: run tools/make_fonts.py")
            status = 1
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, help="folder with the Noto Sans CJK fonts")
    parser.add_argument("--check", action="store_true", help="only list characters the subsets lack")
    args = parser.parse_args(argv)
    if args.check or args.source is None:
        return check()
    make(args.source)
    return check()


if __name__ == "__main__":
    sys.exit(main())
