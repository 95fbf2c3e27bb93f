"""The help text format: a small Markdown subset split into screen-sized pages.

A help file starts with ``% Game title``. Every ``# Heading`` starts a page (its heading is the
page's name in the contents list). Inside a page: ``## subheadings``, paragraphs, ``-`` or ``1.``
list items, ``| tables |`` (header row first), and pictures drawn by the game's own widgets,
``![caption](picture:name)`` (names in ``game.scenes.help_pictures``). ``@include other.md`` on a
line of its own appends the pages of another help file (the controls page every game shares).
``**bold**``, ``*emphasis*`` and backticks are shown as plain text.
"""

from __future__ import annotations

import dataclasses
import re

from game import i18n
from game.engine import assets

_INLINE = (
    (re.compile(r"\*\*|__|`"), ""),
    (re.compile(r"\*(\S[^*]*?)\*"), r"\1"),
)
_LIST = re.compile(r"^(\s*)([-*]|\d+\.)\s+(.*)$")
_PICTURE = re.compile(r"^!\[([^\]]*)\]\(picture:([\w-]+)\)$")
_INCLUDE = re.compile(r"^@include\s+(\S+)$")


@dataclasses.dataclass
class Block:
    kind: str
    """``h2``, ``p``, ``li``, ``table`` or ``picture``."""
    text: str = ""
    marker: str = ""
    rows: list[list[str]] = dataclasses.field(default_factory=list)
    """Cells of a table, header row first."""
    picture: str = ""


@dataclasses.dataclass
class Page:
    title: str
    blocks: list[Block] = dataclasses.field(default_factory=list)

    @property
    def pictures(self) -> list[Block]:
        return [b for b in self.blocks if b.kind == "picture"]

    @property
    def text_blocks(self) -> list[Block]:
        return [b for b in self.blocks if b.kind != "picture"]


@dataclasses.dataclass
class Help:
    title: str
    pages: list[Page]


def load(name: str, language: str | None = None) -> Help:
    """A game's help (``finden.md`` …) with its ``@include``d pages, in ``language`` (by default
    the active one); a file not translated yet is read in English."""
    language = language or i18n.language()
    return parse(assets.help_text(name, language), include=lambda other: assets.help_text(other, language))


def parse(markdown: str, include=None) -> Help:
    """Markdown to pages; ``include(name)`` returns the text of an ``@include``d file."""
    title, pages = "", []
    current: Block | None = None
    for raw in markdown.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            current = None
            continue
        if stripped.startswith("% "):
            title = stripped[2:].strip()
            continue
        included = _INCLUDE.match(stripped)
        if included and include is not None:
            pages.extend(parse(include(included.group(1))).pages)
            current = None
            continue
        heading = re.match(r"^(#{1,2})\s+(.*)$", line)
        if heading and len(heading.group(1)) == 1:
            pages.append(Page(_plain(heading.group(2))))
            current = None
            continue
        if not pages:
            raise ValueError(f"help text before the first '# Page' heading: {stripped!r}")
        blocks = pages[-1].blocks
        picture, listed = _PICTURE.match(stripped), _LIST.match(line)
        if heading:
            current = None
            blocks.append(Block("h2", _plain(heading.group(2))))
        elif picture:
            current = None
            blocks.append(Block("picture", _plain(picture.group(1)), picture=picture.group(2)))
        elif stripped.startswith("|"):
            cells = [_plain(cell.strip()) for cell in stripped.strip("|").split("|")]
            if current is None or current.kind != "table":
                current = Block("table")
                blocks.append(current)
            if not all(re.fullmatch(r":?-+:?", cell) for cell in cells):  # the |---| rule
                current.rows.append(cells)
        elif listed:
            marker = "•" if listed.group(2) in "-*" else listed.group(2)
            current = Block("li", _plain(listed.group(3)), marker)
            blocks.append(current)
        elif current is not None and current.kind in ("p", "li"):
            current.text += " " + _plain(stripped)
        else:
            current = Block("p", _plain(stripped))
            blocks.append(current)
    return Help(title, pages)


def _plain(text: str) -> str:
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return text


def words(help_: Help) -> list[str]:
    """Every piece of text a player can see: titles, page names, text, table cells, captions."""
    out = [help_.title]
    for page in help_.pages:
        out.append(page.title)
        for block in page.blocks:
            out.append(block.text)
            out.extend(cell for row in block.rows for cell in row)
    return out
